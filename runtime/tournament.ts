// A round robin: every pair of decks plays the same number of games (deck i as A against
// deck j as B, i < j). Games are numbered across the whole tournament (pair p, game k →
// p · games + k), so shards split a tournament the way they split one simulation, and
// each pair's games are the games `simulate` would play with the pair's own seed.
import type { CardDefinition, CardSet, DeckDefinition } from "../compiler/ir.js";
import type { AgentSpec } from "./agent-specs.js";
import { bradleyTerry, type DeckRating } from "./rating.js";
import { agentNames, fragmentIndices, playSimulatedGame, simulationResult, type Fragment, type GameReplay, type SimulationOptions, type SimulationResult } from "./simulate.js";
import type { GameSummary } from "./simulation-stats.js";
import type { GameOptions } from "./types.js";

export interface TournamentOptions {
  decks: readonly DeckDefinition[];
  cards: CardSet | readonly CardDefinition[];
  /** Games per pair of decks (default 100). */
  games?: number;
  seed?: number;
  agents?: readonly [AgentSpec, AgentSpec];
  options?: Partial<GameOptions>;
  /** Play only this shard of the tournament's games. */
  fragment?: Fragment | null;
  record?: boolean;
  onGame?: (game: GameSummary, pair: number, replay: GameReplay | null) => void;
}

export interface TournamentResult {
  decks: string[];
  agents: [string, string];
  seed: number;
  gamesPerPair: number;
  fragment: Fragment | null;
  /** One simulation per pair, in pair order (0,1), (0,2), …, (1,2), … */
  matches: SimulationResult[];
  /** `matrix[i][j]`: win rate of deck i against deck j (draws as half), null on the diagonal. */
  matrix: (number | null)[][];
  ratings: DeckRating[];
  /** Identity of the inputs (cards, decks, agents, engine options), set by the command line: shards of different runs do not merge. */
  fingerprint?: string;
}

/** The pairs of a round robin over `n` decks, in order. */
export function roundRobinPairs(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) pairs.push([i, j]);
  return pairs;
}

/** The games a tournament (or its shard) plays: game `g` is game `g mod games` of pair `⌊g / games⌋`. */
export function tournamentGames(pairs: number, games: number, fragment: Fragment | null): { pair: number; index: number }[] {
  return fragmentIndices(pairs * games, fragment).map((g) => ({ pair: Math.floor(g / games), index: g % games }));
}

/** The seed of a pair's games: the run's seed and the pair's index. */
export function pairSeed(seed: number, pair: number): number {
  return ((seed * 7919 + pair * 104729) % 4294967291) + 1;
}

export function tournament(opts: TournamentOptions): TournamentResult {
  const games = opts.games ?? 100;
  const seed = opts.seed ?? 1;
  const pairs = roundRobinPairs(opts.decks.length);
  const byPair: GameSummary[][] = pairs.map(() => []);
  const simulation = (p: number): SimulationOptions => {
    const [i, j] = pairs[p]!;
    const s: SimulationOptions = { deckA: opts.decks[i]!, deckB: opts.decks[j]!, cards: opts.cards, games, seed: pairSeed(seed, p) };
    if (opts.agents !== undefined) s.agents = opts.agents;
    if (opts.options !== undefined) s.options = opts.options;
    if (opts.record === true) s.record = true;
    return s;
  };
  for (const { pair, index } of tournamentGames(pairs.length, games, opts.fragment ?? null)) {
    const { summary, replay } = playSimulatedGame(simulation(pair), index);
    byPair[pair]!.push(summary);
    opts.onGame?.(summary, pair, replay);
  }
  const names = opts.decks.map((d) => d.name);
  const agents = agentNames({ agents: opts.agents, deckA: opts.decks[0]!, deckB: opts.decks[1] ?? opts.decks[0]! });
  return tournamentResult({ decks: names, agents, seed, gamesPerPair: games, fragment: opts.fragment ?? null }, byPair);
}

/** A tournament's result from each pair's games: what `tournament` returns, and what merged shards give. */
export function tournamentResult(
  head: { decks: string[]; agents: [string, string]; seed: number; gamesPerPair: number; fragment: Fragment | null },
  byPair: readonly (readonly GameSummary[])[],
): TournamentResult {
  const n = head.decks.length;
  const pairs = roundRobinPairs(n);
  const wins = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const played = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const matches = pairs.map(([i, j], p) => {
    const result = simulationResult(
      { deckA: head.decks[i]!, deckB: head.decks[j]!, agents: head.agents, seed: pairSeed(head.seed, p), total: head.gamesPerPair, fragment: head.fragment },
      byPair[p] ?? [],
    );
    const s = result.stats;
    wins[i]![j]! += s.winsA + s.draws / 2;
    wins[j]![i]! += s.winsB + s.draws / 2;
    played[i]![j]! += s.games;
    played[j]![i]! += s.games;
    return result;
  });
  const matrix = wins.map((row, i) => row.map((w, j) => (i === j || played[i]![j]! === 0 ? null : w / played[i]![j]!)));
  return { ...head, matches, matrix, ratings: bradleyTerry(head.decks, wins, played) };
}
