// Many games between two decks, for balance. Game `i` of a run depends only on the run's
// seed and `i` (its own seed, its agents' seeds), so any subset of the indices — one
// thread's share, one machine's shard — plays exactly the games a whole run would.
import type { CardDefinition, CardSet, DeckDefinition } from "../compiler/ir.js";
import { makeAgent, type AgentSpec } from "./agent-specs.js";
import type { Agent } from "./agents.js";
import { applyDecision, pendingDecision } from "./engine/apply.js";
import { createGame } from "./engine/create.js";
import { seedState } from "./rng.js";
import { aggregate, type GameSummary, type SearchCounters, type Side, type SimulationStats } from "./simulation-stats.js";
import type { Decision, GameOptions, GameState, PlayerId } from "./types.js";

export interface SimulationOptions {
  deckA: DeckDefinition;
  deckB: DeckDefinition;
  cards: CardSet | readonly CardDefinition[];
  /** Number of games of the whole run (default 100). */
  games?: number;
  /** Seed of the whole simulation (default 1): same seed, same games. */
  seed?: number;
  /** Agent of deck A and of deck B (default both random). */
  agents?: readonly [AgentSpec, AgentSpec];
  /** Engine options (events stay off unless asked). */
  options?: Partial<GameOptions>;
  /** Play only these game indices of the run (a shard); default every index below `games`. */
  indices?: readonly number[];
  /** Keep each game's decisions, for `onGame` (replays). */
  record?: boolean;
  /** Called after every game (progress reports, replays). */
  onGame?: (game: GameSummary, replay: GameReplay | null) => void;
}

/** A shard of a run: game indices `i` with `i mod count = index`. */
export interface Fragment {
  index: number;
  count: number;
}

export interface SimulationResult {
  deckA: string;
  deckB: string;
  agents: [string, string];
  seed: number;
  /** Games of the whole run (a shard holds only its share of them). */
  total: number;
  fragment: Fragment | null;
  games: GameSummary[];
  stats: SimulationStats;
  /** Identity of the inputs (cards, decks, agents, engine options), set by the command line: shards of different runs do not merge. */
  fingerprint?: string;
}

/** What `replay` needs to play a simulated game again, decision by decision. */
export interface GameReplay {
  format: "cronicas-partida";
  version: 1;
  decks: [DeckDefinition, DeckDefinition];
  /** The definitions of the cards the two decks use. */
  cards: CardDefinition[];
  seed: number;
  options: Partial<GameOptions>;
  agents: [string, string];
  decisions: Decision[];
}

/** The seed of game `index` of a run. */
export function gameSeed(seed: number, index: number): number {
  return seedState(seed * 1000003 + index) >>> 0;
}

/** The indices a shard plays. */
export function fragmentIndices(total: number, fragment: Fragment | null): number[] {
  const out: number[] = [];
  for (let i = 0; i < total; i++) if (fragment === null || i % fragment.count === fragment.index) out.push(i);
  return out;
}

/** Marks the cards in both hands: drawn cards, seen at each decision once the game started. */
function markHands(s: GameState, seen: Uint8Array): void {
  if (s.phase === "preparación") return;
  for (const p of s.players) for (const id of p.hand) seen[id] = 1;
}

function namesOf(s: GameState, seen: Uint8Array, owner: PlayerId): string[] {
  const names = new Set<string>();
  for (const c of s.cards) if (seen[c.id] === 1 && c.owner === owner) names.add(s.defs[c.def]!.name);
  return [...names].sort();
}

const SIDES: readonly Side[] = ["A", "B"];

/** Plays game `index` of the run `opts` describes. */
export function playSimulatedGame(opts: SimulationOptions, index: number): { summary: GameSummary; replay: GameReplay | null; agents: [string, string] } {
  const seed = opts.seed ?? 1;
  const specs = opts.agents ?? ["aleatorio", "aleatorio"];
  const gs = gameSeed(seed, index);
  const decks = [opts.deckA, opts.deckB] as const;
  const options: Partial<GameOptions> = { events: false, ...(opts.options ?? {}) };
  const state = createGame({ decks, cards: opts.cards, seed: gs, options });
  const agents: [Agent, Agent] = [
    makeAgent(specs[0], gs ^ 0x5bd1e995, { decks, seat: 0 }),
    makeAgent(specs[1], gs ^ 0x27d4eb2f, { decks, seat: 1 }),
  ];
  const played: GameSummary["played"] = { A: {}, B: {} };
  const seen = new Uint8Array(state.cards.length);
  const decisions: Decision[] | null = opts.record === true ? [] : null;
  let count = 0;
  for (;;) {
    const pending = pendingDecision(state);
    if (pending === null) break;
    markHands(state, seen);
    const agent = agents[pending.player];
    const decision = agent.decide(state, pending);
    if (decision.kind === "play") {
      const name = state.defs[state.cards[decision.card]!.def]!.name;
      const bucket = played[SIDES[pending.player]!];
      bucket[name] = (bucket[name] ?? 0) + 1;
    }
    decisions?.push(decision);
    // Sent as the player asked, like a server would: an agent answering for the other side is rejected.
    const result = applyDecision(state, decision, pending.player);
    if (!result.ok) throw new Error(`El agente «${agent.name}» eligió una decisión ilegal: ${result.reason}`);
    count++;
  }
  markHands(state, seen);
  const r = state.result!;
  const summary: GameSummary = {
    index,
    seed: gs,
    winner: r.winner === null ? null : SIDES[r.winner]!,
    reason: r.reason,
    first: state.first === 0 ? "A" : "B",
    turns: state.turn,
    decisions: count,
    played,
    drawn: { A: namesOf(state, seen, 0), B: namesOf(state, seen, 1) },
  };
  const search = searchOf(agents);
  if (search !== null) summary.search = search;
  const names: [string, string] = [agents[0].name, agents[1].name];
  const replay: GameReplay | null =
    decisions === null ? null : { format: "cronicas-partida", version: 1, decks: [opts.deckA, opts.deckB], cards: state.defs.slice(), seed: gs, options, agents: names, decisions };
  return { summary, replay, agents: names };
}

function searchOf(agents: readonly [Agent, Agent]): GameSummary["search"] | null {
  const a = (agents[0] as { search?: SearchCounters }).search;
  const b = (agents[1] as { search?: SearchCounters }).search;
  if (a === undefined && b === undefined) return null;
  const out: NonNullable<GameSummary["search"]> = {};
  if (a !== undefined) out.A = { ...a };
  if (b !== undefined) out.B = { ...b };
  return out;
}

/** The agents' names as a run reports them, without playing. */
export function agentNames(opts: Pick<SimulationOptions, "agents" | "deckA" | "deckB">): [string, string] {
  const specs = opts.agents ?? ["aleatorio", "aleatorio"];
  const decks = [opts.deckA, opts.deckB] as const;
  return [makeAgent(specs[0], 1, { decks, seat: 0 }).name, makeAgent(specs[1], 1, { decks, seat: 1 }).name];
}

/** A run's result from its games (in any order): what `simulate` returns, and what merged shards give. */
export function simulationResult(
  head: { deckA: string; deckB: string; agents: [string, string]; seed: number; total: number; fragment: Fragment | null },
  games: readonly GameSummary[],
): SimulationResult {
  const sorted = games.slice().sort((a, b) => a.index - b.index);
  return { ...head, games: sorted, stats: aggregate(sorted) };
}

export function simulate(opts: SimulationOptions): SimulationResult {
  const total = opts.games ?? 100;
  const indices = opts.indices ?? fragmentIndices(total, null);
  const summaries: GameSummary[] = [];
  for (const i of indices) {
    const { summary, replay } = playSimulatedGame(opts, i);
    summaries.push(summary);
    opts.onGame?.(summary, replay);
  }
  return simulationResult({ deckA: opts.deckA.name, deckB: opts.deckB.name, agents: agentNames(opts), seed: opts.seed ?? 1, total, fragment: null }, summaries);
}
