// Many games between two decks, for balance: per-game results and aggregate stats
// (win rates with Wilson 95% intervals, first-player advantage, game length, and per
// card how often it was played and how the games where it was played ended).
import type { CardDefinition, CardSet, DeckDefinition } from "../compiler/ir.js";
import { greedyAgent, randomAgent, type Agent } from "./agents.js";
import { applyDecision, pendingDecision } from "./engine/apply.js";
import { createGame } from "./engine/create.js";
import { seedState } from "./rng.js";
import type { GameEndReason, GameOptions, PlayerId } from "./types.js";

export type AgentSpec = "aleatorio" | "voraz" | "random" | "greedy" | ((seed: number) => Agent);

export interface SimulationOptions {
  deckA: DeckDefinition;
  deckB: DeckDefinition;
  cards: CardSet | readonly CardDefinition[];
  /** Number of games (default 100). */
  games?: number;
  /** Seed of the whole simulation (default 1): same seed, same games. */
  seed?: number;
  /** Agent of deck A and of deck B (default both random). */
  agents?: readonly [AgentSpec, AgentSpec];
  /** Engine options (events stay off unless asked). */
  options?: Partial<GameOptions>;
  /** Called after every game (progress reports). */
  onGame?: (game: GameSummary) => void;
}

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
}

/** A proportion with its Wilson score interval at 95%. */
export interface Rate {
  successes: number;
  n: number;
  rate: number;
  low: number;
  high: number;
}

export interface CardStat {
  card: string;
  deck: Side;
  timesPlayed: number;
  /** Games in which the card was played at least once. */
  games: number;
  /** Win rate of its deck in those games. */
  winRate: Rate;
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
  averageTurns: number;
  averageDecisions: number;
  cards: CardStat[];
}

export interface SimulationResult {
  deckA: string;
  deckB: string;
  agents: [string, string];
  seed: number;
  games: GameSummary[];
  stats: SimulationStats;
}

/** Wilson score interval (z = 1.96). */
export function wilson(successes: number, n: number, z = 1.959963984540054): Rate {
  if (n === 0) return { successes, n, rate: 0, low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { successes, n, rate: p, low: Math.max(0, center - half), high: Math.min(1, center + half) };
}

function makeAgent(spec: AgentSpec, seed: number): Agent {
  if (typeof spec === "function") return spec(seed);
  return spec === "voraz" || spec === "greedy" ? greedyAgent(seed) : randomAgent(seed);
}

function gameSeed(seed: number, i: number): number {
  return seedState(seed * 1000003 + i) >>> 0;
}

export function simulate(opts: SimulationOptions): SimulationResult {
  const games = opts.games ?? 100;
  const seed = opts.seed ?? 1;
  const specs = opts.agents ?? ["aleatorio", "aleatorio"];
  const summaries: GameSummary[] = [];
  let agentNames: [string, string] = ["", ""];
  for (let i = 0; i < games; i++) {
    const gs = gameSeed(seed, i);
    const state = createGame({ decks: [opts.deckA, opts.deckB], cards: opts.cards, seed: gs, options: { events: false, ...(opts.options ?? {}) } });
    const agents = [makeAgent(specs[0], gs ^ 0x5bd1e995), makeAgent(specs[1], gs ^ 0x27d4eb2f)] as const;
    agentNames = [agents[0].name, agents[1].name];
    const played: GameSummary["played"] = { A: {}, B: {} };
    let decisions = 0;
    for (;;) {
      const pending = pendingDecision(state);
      if (pending === null) break;
      const agent = agents[pending.player];
      const decision = agent.decide(state, pending);
      if (decision.kind === "play") {
        const name = state.defs[state.cards[decision.card]!.def]!.name;
        const bucket = pending.player === 0 ? played.A : played.B;
        bucket[name] = (bucket[name] ?? 0) + 1;
      }
      // Sent as the player asked, like a server would: an agent answering for the other side is rejected.
      const result = applyDecision(state, decision, pending.player);
      if (!result.ok) throw new Error(`El agente «${agent.name}» eligió una decisión ilegal: ${result.reason}`);
      decisions++;
    }
    const r = state.result!;
    const side = (p: PlayerId | null): Side | null => (p === null ? null : p === 0 ? "A" : "B");
    const summary: GameSummary = {
      index: i,
      seed: gs,
      winner: side(r.winner),
      reason: r.reason,
      first: state.first === 0 ? "A" : "B",
      turns: state.turn,
      decisions,
      played,
    };
    summaries.push(summary);
    opts.onGame?.(summary);
  }
  return { deckA: opts.deckA.name, deckB: opts.deckB.name, agents: agentNames, seed, games: summaries, stats: aggregate(summaries) };
}

export function aggregate(games: readonly GameSummary[]): SimulationStats {
  const n = games.length;
  const winsA = games.filter((g) => g.winner === "A").length;
  const winsB = games.filter((g) => g.winner === "B").length;
  const firstWins = games.filter((g) => g.winner !== null && g.winner === g.first).length;
  const cards = new Map<string, { card: string; deck: Side; times: number; games: number; wins: number }>();
  for (const g of games) {
    for (const deck of ["A", "B"] as const) {
      for (const [card, times] of Object.entries(g.played[deck])) {
        const key = `${deck}\u0000${card}`;
        const entry = cards.get(key) ?? { card, deck, times: 0, games: 0, wins: 0 };
        entry.times += times;
        entry.games++;
        if (g.winner === deck) entry.wins++;
        cards.set(key, entry);
      }
    }
  }
  return {
    games: n,
    winsA,
    winsB,
    draws: n - winsA - winsB,
    stuck: games.filter((g) => g.reason === "bloqueo").length,
    winRateA: wilson(winsA, n),
    winRateB: wilson(winsB, n),
    firstPlayerWinRate: wilson(firstWins, n),
    averageTurns: n === 0 ? 0 : games.reduce((a, g) => a + g.turns, 0) / n,
    averageDecisions: n === 0 ? 0 : games.reduce((a, g) => a + g.decisions, 0) / n,
    cards: [...cards.values()]
      .sort((a, b) => (a.deck < b.deck ? -1 : a.deck > b.deck ? 1 : b.times - a.times || (a.card < b.card ? -1 : 1)))
      .map((c) => ({ card: c.card, deck: c.deck, timesPlayed: c.times, games: c.games, winRate: wilson(c.wins, c.games) })),
  };
}

function pct(x: number): string {
  return `${decimal(x * 100)} %`;
}

function rateText(r: Rate): string {
  return `${pct(r.rate)} (IC 95 %: ${pct(r.low)} – ${pct(r.high)})`;
}

/** The Spanish report of a simulation (what `cronicas simular` prints). */
/** One decimal with a decimal comma, as Spanish readers write numbers. */
function decimal(x: number): string {
  return x.toFixed(1).replace(".", ",");
}

export function simulationReport(result: SimulationResult): string {
  const s = result.stats;
  const lines = [
    `Simulación: «${result.deckA}» (A) contra «${result.deckB}» (B)`,
    `Partidas: ${s.games} · semilla ${result.seed} · agentes: ${result.agents[0]} (A), ${result.agents[1]} (B)`,
    "",
    `Victorias de A: ${s.winsA} — ${rateText(s.winRateA)}`,
    `Victorias de B: ${s.winsB} — ${rateText(s.winRateB)}`,
    `Empates: ${s.draws}${s.stuck > 0 ? ` (${s.stuck} por partida bloqueada)` : ""}`,
    `Gana quien empieza: ${rateText(s.firstPlayerWinRate)}`,
    `Duración media: ${decimal(s.averageTurns)} turnos, ${decimal(s.averageDecisions)} decisiones`,
    "",
    "Cartas jugadas (veces · partidas en que se jugó · victorias de su mazo en esas partidas):",
  ];
  for (const c of s.cards) {
    lines.push(`  ${c.deck} ${c.card}: ${c.timesPlayed} · ${c.games} · ${rateText(c.winRate)}`);
  }
  return lines.join("\n");
}
