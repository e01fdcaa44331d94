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

/** The candidate closest to `word` (ignoring case and accents), if it is close enough to be a typo. */
export function closestMatch(word: string, candidates: Iterable<string>): string | undefined {
  const key = normalizeWord(word);
  // Two- and three-letter words are a letter away from too many others to guess.
  if (key.length < 4) return undefined;
  const allowed = Math.max(1, Math.floor(key.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(key, normalizeWord(candidate));
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}
