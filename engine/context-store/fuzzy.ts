// Typo tolerance without scanning a vocabulary: every word within one edit (deletion, insertion,
// substitution, transposition) of the query word is looked up in the full-text index directly.
import { textWords } from './sql-functions.mjs';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function editVariants(word: string, max = 2000): string[] {
  const w = word.toLowerCase();
  const out = new Set<string>([w]);
  for (let i = 0; i <= w.length && out.size < max; i++) {
    const [a, b] = [w.slice(0, i), w.slice(i)];
    if (b) out.add(a + b.slice(1)); // deletion
    if (b.length > 1) out.add(a + b[1] + b[0] + b.slice(2)); // transposition
    for (const c of ALPHABET) {
      if (b) out.add(a + c + b.slice(1)); // substitution
      out.add(a + c + b); // insertion
    }
  }
  return [...out].filter((v) => v.length > 0);
}

/** Words of a query, as the full-text tokenizer sees them (letters and digits, lower case). */
export const words = (text: string): string[] => textWords(text);
