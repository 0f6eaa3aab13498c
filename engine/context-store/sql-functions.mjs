// SQL functions that every connection reading the context store registers: the main one and each
// search worker's (plain JavaScript, so a worker thread loads it without a TypeScript loader).
// cs_has_word / cs_fuzzy_word match words in fields without a full-text index; cs_budget is called
// once per candidate row and stops a search that runs past its deadline.

/** Words of a text as the full-text tokenizer sees them (letters and digits, lower case, no accents). */
export function textWords(text) {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * Whether a becomes b with at most one insertion, deletion, substitution or swap of two neighbours
 * (in linear time): the edits fuzzy.ts spells out for the text index, so a fuzzy word matches the
 * same words in a field with or without that index.
 */
function withinOneEdit(a, b) {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  // the first difference is a substitution or a swap (same length) or the long one's extra character
  if (short.length !== long.length) return short.slice(i) === long.slice(i + 1);
  return (
    short.slice(i + 1) === long.slice(i + 1) ||
    (short[i] === long[i + 1] &&
      short[i + 1] === long[i] &&
      short.slice(i + 2) === long.slice(i + 2))
  );
}

/** Thrown inside SQLite by cs_budget; the statement stops and the error comes back out of it. */
export class SearchBudgetExceeded extends Error {
  constructor() {
    super('the search ran past its time budget');
    this.name = 'SearchBudgetExceeded';
  }
}

/** Registers the functions; `deadline()` is the epoch ms past which the running search must stop. */
export function registerSearchFunctions(db, deadline) {
  // (text, words): whether the text has any of the words (given space-separated)
  db.function('cs_has_word', { deterministic: true }, (text, words) => {
    if (typeof text !== 'string') return 0;
    const wanted = new Set(String(words).split(' '));
    return textWords(text).some((x) => wanted.has(x)) ? 1 : 0;
  });
  // (text, words): whether the text has any of the words with at most one edit (words of 3 letters or more)
  db.function('cs_fuzzy_word', { deterministic: true }, (text, words) => {
    if (typeof text !== 'string') return 0;
    const wanted = String(words).split(' ');
    return textWords(text).some((x) =>
      wanted.some((w) => (w.length > 2 ? withinOneEdit(x, w) : x === w)),
    )
      ? 1
      : 0;
  });
  let calls = 0;
  // Called as cs_budget(t.seq): it reads a column and is not deterministic, so SQLite evaluates it
  // for each row instead of once. The clock is read every 32 rows: cheap on scans of millions.
  db.function('cs_budget', { deterministic: false }, (_row) => {
    if ((calls++ & 31) === 0 && Date.now() > deadline()) throw new SearchBudgetExceeded();
    return 1;
  });
}
