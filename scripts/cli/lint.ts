// connector-engine lint [paths...] [--json] [--fixtures DIR] [--today YYYY-MM-DD]
import { exit, usage } from './io.ts';

export async function lintCommand(
  paths: string[],
  opts: { json?: boolean; fixtures?: string; today?: string },
): Promise<never> {
  const today = opts.today;
  if (today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(today))
    return usage(`--today must be a date as YYYY-MM-DD, not '${today}'.`, 'lint');
  const { lintFiles, manifestFiles } = await import('../lint.ts');
  const files = manifestFiles(paths.length ? paths : ['connectors']);
  const problems = lintFiles(files, {
    ...(opts.fixtures ? { fixturesDir: opts.fixtures } : {}),
    ...(today ? { today } : {}),
  });
  const errors = problems.filter((p) => p.severity === 'error').length;
  if (opts.json) process.stdout.write(`${JSON.stringify(problems, null, 2)}\n`);
  else {
    for (const p of problems)
      process.stdout.write(
        `${p.file}:${p.line}:${p.col}  ${p.severity}  ${p.code}  ${p.message.replace(/\s*\n\s*/g, ' ')}\n`, // one line per problem
      );
    const warnings = problems.length - errors;
    process.stderr.write(
      problems.length
        ? `${errors} error(s), ${warnings} warning(s) in ${files.length} manifest(s)\n`
        : `${files.length} manifest(s) clean\n`,
    );
  }
  return exit(errors ? 1 : 0);
}
