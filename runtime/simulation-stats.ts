// What many games between two decks say, as card-game analysts read it: win rates with
// Wilson 95% intervals, first-player advantage, the distribution of game length, and per
// card the games in which it was drawn or played and how its deck did in them. The
// numbers depend only on the list of games (in index order), so shards merged together
// give exactly the statistics of one run.
import type { GameEndReason } from "./types.js";

export type Side = "A" | "B";

export interface GameSummary {
  index: number;
  seed: number;
  /** "A", "B" or null for a draw. */
  winner: Side | null;
  reason: GameEndReason;
  /** Who started (Reglamento 7). */
  first: Side;
  turns: number;
  decisions: number;
  /** Times each card was played (Reglamento 18: a prohibited card counts as played). */
  played: { A: Record<string, number>; B: Record<string, number> };
  /** Cards of each deck that reached their owner's hand after the mulligans (opening hand included), by name, sorted. */
  drawn: { A: string[]; B: string[] };
  /** How each searching agent spent its budget (absent for agents that do not search). */
  search?: { A?: SearchCounters; B?: SearchCounters };
}

/** How a searching agent spent its budget. */
export interface SearchCounters {
  /** Decisions it was asked. */
  decisions: number;
  /** Decisions with one sensible option: answered without a playout. */
  singleOption: number;
  /** Decisions it searched, and the playouts they cost. */
  searched: number;
  playouts: number;
  /** Playouts spent on searched decisions whose answer was the first sensible option (the greedy one). */
  greedyPlayouts: number;
  /** Searched decisions that stopped before the budget because no other option could overtake the leader. */
  stoppedEarly: number;
}

export const NO_SEARCH: SearchCounters = { decisions: 0, singleOption: 0, searched: 0, playouts: 0, greedyPlayouts: 0, stoppedEarly: 0 };

export function addSearch(a: SearchCounters, b: SearchCounters): SearchCounters {
  return {
    decisions: a.decisions + b.decisions,
    singleOption: a.singleOption + b.singleOption,
    searched: a.searched + b.searched,
    playouts: a.playouts + b.playouts,
    greedyPlayouts: a.greedyPlayouts + b.greedyPlayouts,
    stoppedEarly: a.stoppedEarly + b.stoppedEarly,
  };
}

/** A proportion with its Wilson score interval at 95%. */
export interface Rate {
  successes: number;
  n: number;
  rate: number;
  low: number;
  high: number;
}

/** A difference of two proportions with its Newcombe (hybrid Wilson) 95% interval. */
export interface Difference {
  value: number;
  low: number;
  high: number;
}

export interface CardStat {
  card: string;
  deck: Side;
  /** Times the card was played, over all games. */
  timesPlayed: number;
  /** Games in which it was played at least once, and its deck's win rate in them. */
  played: Rate;
  /** Games in which a copy reached the hand, and its deck's win rate in them. */
  drawn: Rate;
  /** Its deck's win rate in the games in which no copy reached the hand. */
  notDrawn: Rate;
  /** «Mejora al robarla»: win rate when drawn minus win rate when not drawn. */
  drawnImprovement: Difference;
  /** The interval of `drawnImprovement` excludes 0 (both groups have games). */
  significant: boolean;
}

export interface LengthBucket {
  turns: number;
  games: number;
}

export interface SimulationStats {
  games: number;
  winsA: number;
  winsB: number;
  draws: number;
  /** Games that hit the safety limits (counted as draws). */
  stuck: number;
  winRateA: Rate;
  winRateB: Rate;
  /** Win rate of the player who started, over all games (draws count as not won). */
  firstPlayerWinRate: Rate;
  /** Win rate of each deck in the games it started. */
  firstPlayerBySide: { A: Rate; B: Rate };
  averageTurns: number;
  averageDecisions: number;
  /** Games by length in turns, shortest first (only lengths that occurred). */
  lengths: LengthBucket[];
  cards: CardStat[];
  /** Budget use of each searching agent, summed over the games (absent when no agent searches). */
  search?: { A?: SearchCounters; B?: SearchCounters };
}

const Z95 = 1.959963984540054;

/** Wilson score interval (z = 1.96). */
export function wilson(successes: number, n: number, z = Z95): Rate {
  if (n === 0) return { successes, n, rate: 0, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { successes, n, rate: p, low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

/** Newcombe's method 10: the interval of p1 − p2 from the two Wilson intervals. */
export function difference(a: Rate, b: Rate): Difference {
  const value = a.rate - b.rate;
  return {
    value,
    low: Math.max(-1, value - Math.hypot(a.rate - a.low, b.high - b.rate)),
    high: Math.min(1, value + Math.hypot(a.high - a.rate, b.rate - b.low)),
  };
}

interface CardTally {
  card: string;
  deck: Side;
  times: number;
  playedGames: number;
  playedWins: number;
  drawnGames: number;
  drawnWins: number;
}

function tally(map: Map<string, CardTally>, deck: Side, card: string): CardTally {
  const key = `${deck}\u0000${card}`;
  let entry = map.get(key);
  if (entry === undefined) {
    entry = { card, deck, times: 0, playedGames: 0, playedWins: 0, drawnGames: 0, drawnWins: 0 };
    map.set(key, entry);
  }
  return entry;
}

export function aggregate(games: readonly GameSummary[]): SimulationStats {
  const n = games.length;
  const winsA = games.filter((g) => g.winner === "A").length;
  const winsB = games.filter((g) => g.winner === "B").length;
  const firstWins = games.filter((g) => g.winner !== null && g.winner === g.first).length;
  const started = (side: Side): Rate => {
    const mine = games.filter((g) => g.first === side);
    return wilson(mine.filter((g) => g.winner === side).length, mine.length);
  };
  const winsOf: Record<Side, number> = { A: winsA, B: winsB };
  const cards = new Map<string, CardTally>();
  const lengths = new Map<number, number>();
  for (const g of games) {
    lengths.set(g.turns, (lengths.get(g.turns) ?? 0) + 1);
    for (const deck of ["A", "B"] as const) {
      const won = g.winner === deck ? 1 : 0;
      for (const [card, times] of Object.entries(g.played[deck])) {
        const entry = tally(cards, deck, card);
        entry.times += times;
        entry.playedGames++;
        entry.playedWins += won;
      }
      for (const card of g.drawn[deck]) {
        const entry = tally(cards, deck, card);
        entry.drawnGames++;
        entry.drawnWins += won;
      }
    }
  }
  const cardStats = [...cards.values()]
    .sort((a, b) => (a.deck < b.deck ? -1 : a.deck > b.deck ? 1 : b.times - a.times || b.drawnGames - a.drawnGames || (a.card < b.card ? -1 : a.card > b.card ? 1 : 0)))
    .map((c): CardStat => {
      const drawn = wilson(c.drawnWins, c.drawnGames);
      const notDrawn = wilson(winsOf[c.deck] - c.drawnWins, n - c.drawnGames);
      const improvement = difference(drawn, notDrawn);
      return {
        card: c.card,
        deck: c.deck,
        timesPlayed: c.times,
        played: wilson(c.playedWins, c.playedGames),
        drawn,
        notDrawn,
        drawnImprovement: improvement,
        significant: drawn.n > 0 && notDrawn.n > 0 && (improvement.low > 0 || improvement.high < 0),
      };
    });
  const search: NonNullable<SimulationStats["search"]> = {};
  for (const g of games) {
    for (const side of ["A", "B"] as const) {
      const c = g.search?.[side];
      if (c !== undefined) search[side] = addSearch(search[side] ?? NO_SEARCH, c);
    }
  }
  const stats: SimulationStats = {
    games: n,
    winsA,
    winsB,
    draws: n - winsA - winsB,
    stuck: games.filter((g) => g.reason === "bloqueo").length,
    winRateA: wilson(winsA, n),
    winRateB: wilson(winsB, n),
    firstPlayerWinRate: wilson(firstWins, n),
    firstPlayerBySide: { A: started("A"), B: started("B") },
    averageTurns: n === 0 ? 0 : games.reduce((a, g) => a + g.turns, 0) / n,
    averageDecisions: n === 0 ? 0 : games.reduce((a, g) => a + g.decisions, 0) / n,
    lengths: [...lengths.entries()].sort((a, b) => a[0] - b[0]).map(([turns, count]) => ({ turns, games: count })),
    cards: cardStats,
  };
  if (search.A !== undefined || search.B !== undefined) stats.search = search;
  return stats;
}
