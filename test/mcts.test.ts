// The searching agent: it never reads what its player cannot see (Reglamento 11), its
// guesses come only from the public decklists and the visible cards, it plays legal
// games reproducibly, and it beats the random agent.
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSet } from "./helpers.js";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import {
  agentSpecError,
  applyDecision,
  cloneState,
  createGame,
  determinize,
  greedyAgent,
  mctsAgent,
  pendingDecision,
  simulate,
  visibleTo,
  type GameState,
  type PendingDecision,
  type PlayerId,
} from "../runtime/index.js";
import { Random } from "../runtime/rng.js";

let cardSet: CardSet;
let decks: DeckDefinition[];
const deck = (name: string): DeckDefinition => decks.find((d) => d.name === name)!;

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
});

/** A game played greedily until player 0 must choose in its Mediodía of turn `turn` or later. */
function midGame(seed: number, turn: number): { state: GameState; pending: PendingDecision; pair: [DeckDefinition, DeckDefinition] } {
  const pair: [DeckDefinition, DeckDefinition] = [deck("Legión de Etheria"), deck("Ceniza y Acero")];
  const state = createGame({ decks: pair, cards: cardSet, seed, options: { events: false } });
  const agents = [greedyAgent(1), greedyAgent(2)];
  for (;;) {
    const p = pendingDecision(state);
    if (p === null) throw new Error("la partida terminó antes");
    if (p.player === 0 && p.kind === "action" && p.window === "main" && state.turn >= turn && p.options.length >= 3) return { state, pending: p, pair };
    expect(applyDecision(state, agents[p.player]!.decide(state, p), p.player).ok).toBe(true);
  }
}

/** The same game with everything `viewer` cannot see changed: the opponent's hand and both decks. */
function withOtherHiddenCards(s: GameState, viewer: PlayerId): GameState {
  const copy = cloneState(s);
  const opponent = viewer === 0 ? 1 : 0;
  const hidden = [...copy.players[opponent].hand, ...copy.players[opponent].deck, ...copy.players[viewer].deck].filter((id) => !visibleTo(s, id, viewer));
  const defs = hidden.map((id) => copy.cards[id]!.def);
  // Rotated: every hidden card now holds another hidden card's definition.
  hidden.forEach((id, k) => (copy.cards[id]!.def = defs[(k + 1) % defs.length]!));
  // The hand of the opponent becomes its deck's most expensive card, three times over.
  const dear = copy.defs.findIndex((d) => d.name === "Albarian el Eterno");
  for (const id of copy.players[opponent].hand) copy.cards[id]!.def = dear;
  copy.rng = (copy.rng ^ 0x5f3759df) | 0;
  return copy;
}

describe("adivinar lo oculto (determinize)", () => {
  it("dos estados que solo difieren en lo oculto dan la misma conjetura", () => {
    const { state, pair } = midGame(11, 5);
    const other = withOtherHiddenCards(state, 0);
    expect(JSON.stringify(other.cards)).not.toBe(JSON.stringify(state.cards));
    const a = determinize(state, 0, pair, new Random(5));
    const b = determinize(other, 0, pair, new Random(5));
    expect(JSON.stringify({ ...b, defs: [] })).toBe(JSON.stringify({ ...a, defs: [] }));
  });

  it("lo visible queda como está; lo oculto sale de la lista del mazo menos lo que se ve", () => {
    const { state, pair } = midGame(12, 5);
    const guess = determinize(state, 0, pair, new Random(9));
    for (const c of state.cards) if (visibleTo(state, c.id, 0)) expect(guess.cards[c.id]!.def).toBe(c.def);
    const names = (s: GameState, ids: number[]) => ids.map((id) => s.defs[s.cards[id]!.def]!.name).sort();
    const opponent = state.players[1];
    const hidden = [...opponent.hand, ...opponent.deck];
    const pool = pair[1].mainDeck.flatMap((e) => Array.from({ length: e.count }, () => e.card));
    for (const c of state.cards) {
      if (c.owner !== 1 || hidden.includes(c.id) || c.zone === "essenceDeck") continue;
      const at = pool.indexOf(state.defs[c.def]!.name);
      if (at >= 0) pool.splice(at, 1);
    }
    expect(names(guess, hidden)).toEqual(pool.sort());
    // The guess is a guess: with this many hidden cards, some differ from the truth.
    expect(hidden.some((id) => guess.cards[id]!.def !== state.cards[id]!.def)).toBe(true);
    expect(guess.rng).not.toBe(state.rng);
  });
});

describe("agente mcts", () => {
  it("elige lo mismo si se cambian las cartas ocultas del rival a mitad de partida", () => {
    const { state, pending, pair } = midGame(13, 4);
    const changed = withOtherHiddenCards(state, 0);
    const first = mctsAgent(21, { budget: { playouts: 24 }, decks: pair });
    const second = mctsAgent(21, { budget: { playouts: 24 }, decks: pair });
    const a = first.decide(state, pending);
    const b = second.decide(changed, changed.pending!);
    expect(b).toEqual(a);
    expect(second.search).toEqual(first.search);
    expect(first.search.searched).toBe(1);
    expect(first.search.playouts).toBeGreaterThan(0);
  });

  it("juega partidas legales, las mismas con la misma semilla, y cuenta cómo gastó su presupuesto", () => {
    const opts = { deckA: deck("Vanguardia de Hierro"), deckB: deck("Ceniza y Acero"), cards: cardSet, games: 2, seed: 5, agents: ["mcts:4", "voraz"] } as const;
    const r = simulate(opts);
    expect(r.agents).toEqual(["mcts:4", "voraz"]);
    expect(simulate(opts).games).toEqual(r.games);
    const c = r.stats.search!.A!;
    expect(r.stats.search!.B).toBeUndefined();
    expect(c.singleOption + c.searched).toBe(c.decisions);
    expect(c.playouts).toBeLessThanOrEqual(4 * c.searched);
    expect(c.greedyPlayouts).toBeLessThanOrEqual(c.playouts);
    const decisionsOfA = r.games.reduce((a, g) => a + (g.search?.A?.decisions ?? 0), 0);
    expect(decisionsOfA).toBe(c.decisions);
  });

  it("gana al agente aleatorio", () => {
    const mirror = deck("Legión de Etheria");
    const asA = simulate({ deckA: mirror, deckB: mirror, cards: cardSet, games: 3, seed: 2, agents: ["mcts:8", "aleatorio"] });
    const asB = simulate({ deckA: mirror, deckB: mirror, cards: cardSet, games: 3, seed: 3, agents: ["aleatorio", "mcts:8"] });
    expect(asA.stats.winsA + asB.stats.winsB).toBeGreaterThanOrEqual(5);
  });

  it("los nombres de agente que no existen se explican en español", () => {
    expect(agentSpecError("mcts:200")).toBeNull();
    expect(agentSpecError("mcts:50ms")).toBeNull();
    expect(agentSpecError("mcts:0")).toContain("no es un presupuesto de mcts");
    expect(agentSpecError("mcts:mucho")).toContain("«mcts:200»");
    expect(agentSpecError("listo")).toContain("no hay ningún agente «listo»");
  });
});
