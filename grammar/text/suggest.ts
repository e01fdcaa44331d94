// "¿Quisiste decir …?": the closest known spelling to a misspelled one. Shared by
// the parser (keywords) and the binder (card names), so both suggest alike.
import { normalizeWord } from "../vocabulary/lex.js";

export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The edit distance of `a` and `b` if it is at most `limit`, else `limit + 1`: only the
 * band of the table within `limit` of the diagonal is filled, and a row all past the limit
 * ends the search. Scanning thousands of names for a typo costs little this way.
 */
export function distanceWithin(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  if (limit === 0) return a === b ? 0 : over;
  let previous = new Int32Array(b.length + 1).fill(over);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= Math.min(b.length, limit); j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current.fill(over);
    const lo = Math.max(1, i - limit);
    const hi = Math.min(b.length, i + limit);
    if (i <= limit) current[0] = i;
    let rowMin = current[0]!;
    for (let j = lo; j <= hi; j++) {
      const substitution = previous[j - 1]! + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitution, over);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return over;
    [previous, current] = [current, previous];
  }
  return Math.min(previous[b.length]!, over);
}

/** How far a typo of a word of this (normalized) length may be: two- and three-letter words are a letter away from too many others to guess. */
function allowedDistance(key: string): number {
  return key.length < 4 ? -1 : Math.max(1, Math.floor(key.length / 3));
}

/** The first of `candidates` (in order) closest to `key`, within `allowed`; each candidate with its normalized key. */
function closestOf<T>(key: string, allowed: number, candidates: Iterable<T>, keyOf: (c: T) => string): T | undefined {
  let best: T | undefined;
  let bestDistance = allowed + 1;
  for (const candidate of candidates) {
    // Only a strictly closer candidate replaces the best: ties keep the first.
    const d = distanceWithin(key, keyOf(candidate), bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
      if (d === 0) break;
    }
  }
  return best;
}

/**
 * The names of a set for «¿Quisiste decir …?», normalized once: a compile of 10,000 cards
 * asks once per unknown reference, and normalizing and comparing every name in full each
 * time cost ~50 ms a reference. Same answer as `closestMatch` over the same names.
 */
export class NameIndex {
  private readonly entries: { name: string; key: string }[] = [];

  constructor(names: Iterable<string>) {
    for (const name of names) this.entries.push({ name, key: normalizeWord(name) });
  }

  closest(word: string): string | undefined {
    const key = normalizeWord(word);
    return closestOf(key, allowedDistance(key), this.entries, (e) => e.key)?.name;
  }
}

/** The candidate closest to `word` (ignoring case and accents), if it is close enough to be a typo. */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const key = normalizeWord(word);
  return closestOf(key, allowedDistance(key), candidates, normalizeWord);
}
