import jsonata from 'jsonata';
for (const src of process.argv.slice(2)) console.log(src, '\n', JSON.stringify(jsonata(src).ast(), (k, v) => v instanceof RegExp ? `RE(${v})` : v, 1));
