// Bradley–Terry ratings of decks from a round robin, on the Elo scale, with 95%
// intervals. P(i beats j) = 1 / (1 + 10^((Rj − Ri) / 400)); a draw counts half a win to
// each side. Every deck also plays one virtual win and one virtual loss against an anchor
// of rating 0 (the prior of bayeselo and similar tools), so a deck that won every game
// still gets a finite rating; the ratings are then centred on their mean.

export interface DeckRating {
  deck: string;
  /** Elo-scale rating, mean 0 over the decks. */
  rating: number;
  low: number;
  high: number;
  /** Games it played (virtual ones not counted). */
  games: number;
}

const ELO = 400 / Math.LN10;
const Z95 = 1.959963984540054;

/** The inverse of a small invertible matrix (Gauss–Jordan with partial pivoting). */
function invert(a: number[][]): number[][] {
  const n = a.length;
  const m = a.map((row, i) => [...row, ...Array.from({ length: n }, (_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    const d = m[c]![c]!;
    for (let k = 0; k < 2 * n; k++) m[c]![k]! /= d;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]!;
      if (f === 0) continue;
      for (let k = 0; k < 2 * n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row) => row.slice(n));
}

/**
 * `wins[i][j]`: games deck i won against deck j (draws as 0.5 to each); `games[i][j]`:
 * games between them. Newton's method on the log-likelihood; the intervals come from
 * the inverse of its curvature (the observed information).
 */
export function bradleyTerry(decks: readonly string[], wins: readonly (readonly number[])[], games: readonly (readonly number[])[]): DeckRating[] {
  const n = decks.length;
  const theta = new Array<number>(n).fill(0);
  const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
  let info: number[][] = [];
  for (let iteration = 0; iteration < 100; iteration++) {
    const grad = new Array<number>(n).fill(0);
    info = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let i = 0; i < n; i++) {
      // The anchor: one win and one loss against rating 0.
      const pa = sigmoid(theta[i]!);
      grad[i]! += 1 - 2 * pa;
      info[i]![i]! += 2 * pa * (1 - pa);
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const g = games[i]![j]!;
        if (g === 0) continue;
        const p = sigmoid(theta[i]! - theta[j]!);
        grad[i]! += wins[i]![j]! - g * p;
        info[i]![i]! += g * p * (1 - p);
        info[i]![j]! -= g * p * (1 - p);
      }
    }
    const inverse = invert(info);
    let step = 0;
    for (let i = 0; i < n; i++) {
      let delta = 0;
      for (let j = 0; j < n; j++) delta += inverse[i]![j]! * grad[j]!;
      theta[i]! += delta;
      step = Math.max(step, Math.abs(delta));
    }
    if (step < 1e-10) break;
  }
  const cov = invert(info);
  const mean = theta.reduce((a, t) => a + t, 0) / n;
  return decks.map((deck, i) => {
    // Variance of θi − mean(θ): e·C·e with e = unit(i) − 1/n.
    let variance = 0;
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) variance += ((a === i ? 1 : 0) - 1 / n) * ((b === i ? 1 : 0) - 1 / n) * cov[a]![b]!;
    }
    const rating = (theta[i]! - mean) * ELO;
    const half = Z95 * Math.sqrt(Math.max(0, variance)) * ELO;
    const played = games[i]!.reduce((a, g) => a + g, 0);
    return { deck, rating, low: rating - half, high: rating + half, games: played };
  });
}
