// Creating a game (Reglamento 7): the Santuarios in play, both decks shuffled with the
// seeded generator, the setup task on the stack. Also the empty state the scenario
// builder fills, and copying a state.
import type { CardDefinition, CardSet, DeckDefinition } from "../../compiler/ir.js";
import { seedState } from "../rng.js";
import { emptyTurnLog, register, shuffleIds } from "../state.js";
import { emptyListenerIndex } from "./listeners.js";
import { COUNTED, type CardState, type GameOptions, type GameState, type PlayerId, type PlayerState } from "../types.js";
import { run } from "./run.js";

export const DEFAULT_OPTIONS: GameOptions = { events: true, autoPass: true, maxTurns: 200, maxDecisionsPerTurn: 2000 };

export interface GameSetup {
  /** The two decks; player 0 plays `decks[0]`. */
  decks: readonly [DeckDefinition, DeckDefinition];
  /** The card set the decks refer to (compiled IR). */
  cards: CardSet | readonly CardDefinition[];
  seed: number;
  options?: Partial<GameOptions>;
}

export function cardList(cards: CardSet | readonly CardDefinition[]): readonly CardDefinition[] {
  return Array.isArray(cards) ? (cards as readonly CardDefinition[]) : (cards as CardSet).cards;
}

function newPlayer(deckName: string): PlayerState {
  return {
    deck: [],
    hand: [],
    graveyard: [],
    essenceDeck: [],
    essence: [],
    battlefield: [],
    sanctuary: -1,
    life: 0,
    counts: COUNTED.map(() => 0),
    limitUses: {},
    turnLog: emptyTurnLog(),
    lost: false,
    deckName,
  };
}

export function newCard(id: number, def: number, owner: PlayerId, zone: CardState["zone"]): CardState {
  return {
    id,
    def,
    owner,
    controller: owner,
    zone,
    inc: 0,
    turned: false,
    damage: 0,
    lethal: false,
    entered: -1,
    atk: 0,
    life: 0,
    tAtk: 0,
    tLife: 0,
    kw: [],
    tKw: [],
    bearer: -1,
    embates: 0,
    blocked: -1,
    blocks: 0,
    used: [],
    usedTurn: -1,
    revertControl: -1,
    acted: [],
    actedTurn: -1,
  };
}

/** An empty state around `defs`; `createGame` and the scenario builder fill it. */
export function emptyState(defs: CardDefinition[], seed: number, options: Partial<GameOptions> | undefined, names: [string, string]): GameState {
  return {
    version: 1,
    defs,
    cards: [],
    players: [newPlayer(names[0]), newPlayer(names[1])],
    rng: seedState(seed),
    seed,
    turn: 0,
    active: 0,
    first: -1,
    phase: "preparación",
    chain: [],
    attacker: -1,
    prohibitions: [],
    effects: [],
    queue: [],
    tasks: [],
    pending: null,
    events: [],
    decisionCount: 0,
    turnDecisions: 0,
    seq: 0,
    index: { phaseStart: [], statics: [], listeners: emptyListenerIndex(), grants: [] },
    delayed: [],
    result: null,
    options: { ...DEFAULT_OPTIONS, ...(options ?? {}) },
    lastDone: true,
    dirty: true,
  };
}

/**
 * A new game between two legal decks (as `compileDecks` returns them): Santuarios in
 * play, decks shuffled with the seeded generator, and the first decision pending: the
 * winner of the die roll chooses who starts (Reglamento 7).
 */
export function createGame(setup: GameSetup): GameState {
  const all = cardList(setup.cards);
  const byName = new Map(all.map((c) => [c.name, c] as const));
  const defs: CardDefinition[] = [];
  const defIndex = new Map<string, number>();
  const defOfName = (name: string): number => {
    let i = defIndex.get(name);
    if (i === undefined) {
      const def = byName.get(name);
      if (def === undefined) throw new Error(`El mazo usa la carta «${name}», que no está en el set de cartas.`);
      i = defs.length;
      defs.push(def);
      defIndex.set(name, i);
    }
    return i;
  };
  const [deck0, deck1] = setup.decks;
  const s = emptyState(defs, setup.seed, setup.options, [deck0.name, deck1.name]);
  const decks = [deck0, deck1] as const;
  const add = (def: number, owner: PlayerId, zone: CardState["zone"]): number => {
    const id = s.cards.length;
    s.cards.push(newCard(id, def, owner, zone));
    return id;
  };
  for (const p of [0, 1] as const) {
    const deck = decks[p];
    const def = defOfName(deck.sanctuary);
    const id = add(def, p, "sanctuary");
    s.players[p].sanctuary = id;
    s.players[p].life = defs[def]!.life ?? 0;
    s.cards[id]!.entered = 0;
    register(s, id);
  }
  for (const p of [0, 1] as const) {
    for (const name of decks[p].essenceDeck.first) s.players[p].essenceDeck.push(add(defOfName(name), p, "essenceDeck"));
  }
  for (const p of [0, 1] as const) {
    // Card ids are handed out after the shuffle, so an id says nothing about the card.
    const names: string[] = [];
    for (const entry of decks[p].mainDeck) for (let k = 0; k < entry.count; k++) names.push(entry.card);
    const order = names.map((_, i) => i);
    shuffleIds(s, order);
    for (const i of order) s.players[p].deck.push(add(defOfName(names[i]!), p, "deck"));
  }
  s.tasks.push({
    k: "setup",
    stage: "rollDie",
    winner: -1,
    orders: decks.map((d) => [d.essenceDeck.first.slice(), d.essenceDeck.second.slice()] as [string[], string[]]),
    answer: null,
  });
  run(s);
  return s;
}

/** A deep copy of plain data, as a JSON round trip would give (undefined fields dropped), several times faster. */
function copyPlain<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) out[i] = copyPlain(value[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const key in value) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = copyPlain(v);
  }
  return out as T;
}

/** A deep copy (the state is plain data). The card definitions are shared, not copied. */
export function cloneState(s: GameState): GameState {
  const copy: GameState = copyPlain({ ...s, defs: [] });
  copy.defs = s.defs;
  return copy;
}
