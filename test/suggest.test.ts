// «¿Quisiste decir …?» over thousands of names: the banded, early-stopping search must give
// the answer the plain edit distance gives (the first of the closest, within a third of
// the word's length), for keywords and for card names alike.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closestMatch, editDistance, NameIndex } from "../grammar/index.js";

const normalize = (w: string) => w.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();

/** The oracle: every candidate's full edit distance, the first minimum, and the same limit. */
function plainClosest(word: string, candidates: readonly string[]): string | undefined {
  const key = normalize(word);
  if (key.length < 4) return undefined;
  const allowed = Math.max(1, Math.floor(key.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(key, normalize(c));
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  return bestDistance <= allowed ? best : undefined;
}

const letters = fc.constantFrom(..."aábcdeéilmnoórstuúv ");
const word = fc.array(letters, { minLength: 0, maxLength: 14 }).map((cs) => cs.join(""));

describe("closest name", () => {
  it("matches the plain edit distance on random words and names", () => {
    fc.assert(
      fc.property(word, fc.array(word, { maxLength: 30 }), (w, names) => {
        const expected = plainClosest(w, names);
        expect(closestMatch(w, names)).toBe(expected);
        expect(new NameIndex(names).closest(w)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it("suggests the card a typo is of among 10,000 similar names", () => {
    const names = Array.from({ length: 10_000 }, (_, i) => `Vigía del Valle ${i}`);
    const index = new NameIndex(names);
    expect(index.closest("Vigia del Vale 4321")).toBe("Vigía del Valle 4321");
    expect(index.closest("Otro nombre cualquiera")).toBeUndefined();
  });
});
