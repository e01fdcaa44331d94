// The engine: a continuation stack of plain-data tasks (`GameState.tasks`). `run`
// executes the top task until a player must decide (`state.pending`) or the game ends.
// Every handler is re-entrant: when it asks, it stores its progress in the task and the
// answer arrives in `task.answer`. Because the whole machine is data, a state can be
// serialized at any decision and resumed anywhere.
import type { CardDefinition, CardSet, DeckDefinition, Phase } from "../compiler/ir.js";
import { ask, findActionOption, validate } from "./decide.js";
import { declarationsOf, defInfos, stepsOf } from "./defs.js";
import { damageCard, damageSanctuary } from "./deal-damage.js";
import { newSteps } from "./effects/step-task.js";
import { runSteps } from "./effects/steps.js";
import { actionOptions, blockCandidates, effectTargetOptions, targetSlots, unblockable } from "./options.js";
import {
  attackOf,
  countIndex,
  hasKeyword,
  hasTrait,
  inTraining,
  limitAllows,
  nameOf,
  other,
  remainingLife,
  targetStillLegal,
  untappedEssence,
} from "./query.js";
import { checkState, endGame } from "./sba.js";
import { seedState } from "./rng.js";
import {
  changeControl,
  drawCard,
  emit,
  leavePlay,
  moveCard,
  payEssence,
  queueEffect,
  queueTriggers,
  random,
  register,
  setTurned,
  shuffleIds,
} from "./state.js";
import {
  COUNTED,
  type ActionOption,
  type ActivateOption,
  type Activation,
  type ApplyResult,
  type CardState,
  type ChainItem,
  type CostSlot,
  type Decision,
  type GameEvent,
  type GameOptions,
  type GameState,
  type PendingDecision,
  type PlayerId,
  type PlayerState,
  type QueuedEffect,
  type TargetChoice,
  type TargetSlot,
  type TargetValue,
  type Task,
  type Timing,
} from "./types.js";

type TaskOf<K extends Task["k"]> = Extract<Task, { k: K }>;

export const DEFAULT_OPTIONS: GameOptions = { events: true, autoPass: true, maxTurns: 200, maxDecisionsPerTurn: 2000 };

const NEXT_PHASE: Record<Phase, Phase> = { Alba: "Amanecer", Amanecer: "Mediodía", Mediodía: "Anochecer", Anochecer: "Alba" };

// --- Creating a game ---------------------------------------------------------------------

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
    used: [],
    usedTurn: -1,
    revertControl: -1,
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
    queue: [],
    tasks: [],
    pending: null,
    events: [],
    decisionCount: 0,
    turnDecisions: 0,
    seq: 0,
    index: { phaseStart: [], statics: [] },
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
    stage: 0,
    winner: -1,
    orders: decks.map((d) => [d.essenceDeck.first.slice(), d.essenceDeck.second.slice()] as [string[], string[]]),
    answer: null,
  });
  run(s);
  return s;
}

// --- Public decision API -------------------------------------------------------------------

/** Who must decide what, with the legal options; null when the game is over. */
export function pendingDecision(s: GameState): PendingDecision | null {
  return s.result === null ? s.pending : null;
}

let matched: ActionOption | null = null;
const NO_EVENTS: GameEvent[] = [];

/**
 * Applies a decision to `s` **in place** (no copy: a structuredClone per decision would
 * cost more than the whole decision). A decision that is not among the legal options is
 * rejected with a Spanish reason and leaves the state untouched. Use `cloneState` first
 * to keep the previous state.
 */
export function applyDecision(s: GameState, d: Decision): ApplyResult {
  if (s.result !== null) return { ok: false, reason: "La partida ya terminó." };
  const pending = s.pending;
  if (pending === null) return { ok: false, reason: "No hay ninguna decisión pendiente." };
  const reason = validate(s, pending, d);
  if (reason !== null) return { ok: false, reason };
  matched = null;
  if (pending.kind === "action" && d.kind !== "pass" && d.kind !== "endPhase") {
    const option = findActionOption(s, pending.options, d);
    if (typeof option !== "string") matched = option;
  }
  const top = s.tasks[s.tasks.length - 1] as { answer?: Decision | null };
  s.pending = null;
  top.answer = d;
  s.decisionCount++;
  s.turnDecisions++;
  const before = s.events.length;
  if (s.turnDecisions > s.options.maxDecisionsPerTurn) endGame(s, null, "bloqueo");
  else run(s);
  matched = null;
  return { ok: true, events: s.events.length === before ? NO_EVENTS : s.events.slice(before) };
}

export function run(s: GameState): void {
  while (s.result === null && s.pending === null) {
    const task = s.tasks[s.tasks.length - 1];
    if (task === undefined) throw new Error("El motor se quedó sin tareas: estado inconsistente.");
    switch (task.k) {
      case "setup":
        setupTask(s, task);
        break;
      case "turn":
        turnTask(s);
        break;
      case "phaseStart":
        phaseStartTask(s, task);
        break;
      case "window":
        windowTask(s, task);
        break;
      case "resolve":
        resolveTask(s, task);
        break;
      case "steps":
        if (runSteps(s, task) && s.tasks[s.tasks.length - 1] === task) s.tasks.pop();
        break;
      case "settle":
        settleTask(s, task);
        break;
      case "effect":
        effectTask(s, task);
        break;
      case "incursion":
        incursionTask(s, task);
        break;
      case "enter":
        enterTask(s, task);
        break;
      case "transition":
        transitionTask(s, task);
        break;
      case "cleanup":
        cleanupTask(s, task);
        break;
    }
  }
}

function takeAnswer<T extends { answer: Decision | null }>(task: T): Decision {
  const d = task.answer!;
  task.answer = null;
  return d;
}

// --- Setup (Reglamento 7, 8) -------------------------------------------------------------

function setupTask(s: GameState, t: TaskOf<"setup">): void {
  switch (t.stage) {
    case 0: {
      // Reglamento 7: the same die, the higher roll decides (ties roll again, ruling R39).
      let r0 = 0;
      let r1 = 0;
      while (r0 === r1) {
        r0 = 1 + Math.floor(random(s) * 6);
        r1 = 1 + Math.floor(random(s) * 6);
      }
      const winner: PlayerId = r0 > r1 ? 0 : 1;
      t.winner = winner;
      emit(s, { t: "dieRoll", rolls: [r0, r1], winner });
      t.stage = 1;
      ask(s, {
        kind: "chooseFirst",
        player: winner,
        prompt: `Ganaste la tirada del dado (${r0} contra ${r1}): ¿empiezas la partida o cedes el inicio?`,
        rolls: [r0, r1],
      });
      return;
    }
    case 1: {
      const d = takeAnswer(t);
      const winner = t.winner as PlayerId;
      const first: PlayerId = d.kind === "chooseFirst" && !d.start ? other(winner) : winner;
      s.first = first;
      s.active = first;
      emit(s, { t: "firstPlayer", player: first, chosenBy: winner });
      for (const p of [0, 1] as const) arrangeEssenceDeck(s, p, t.orders[p]![p === first ? 0 : 1]);
      for (const p of [first, other(first)]) for (let k = 0; k < 5; k++) drawCard(s, p);
      t.stage = 2;
      askMulligan(s, first);
      return;
    }
    case 2:
    case 3: {
      const d = takeAnswer(t);
      const p: PlayerId = t.stage === 2 ? (s.first as PlayerId) : other(s.first as PlayerId);
      applyMulligan(s, p, d.kind === "mulligan" ? d.cards : []);
      if (t.stage === 2) {
        t.stage = 3;
        askMulligan(s, other(p));
        return;
      }
      s.tasks.pop();
      s.tasks.push({ k: "phaseStart", phase: "Alba", stage: 0 });
      s.tasks.push({ k: "turn" });
      // Santuarios «entran en juego» at the start (Reglamento 7).
      const first = s.first as PlayerId;
      for (const q of [first, other(first)]) queueTriggers(s, s.players[q].sanctuary, "entersPlay", q);
      s.tasks.push({ k: "settle", answer: null });
      return;
    }
  }
}

/** Reorders the Escencia deck to the order for this seat (both orders hold the same cards). */
function arrangeEssenceDeck(s: GameState, p: PlayerId, order: readonly string[]): void {
  const pool = s.players[p].essenceDeck.slice();
  const out: number[] = [];
  for (const name of order) {
    const i = pool.findIndex((id) => nameOf(s, id) === name);
    if (i < 0) continue;
    out.push(pool[i]!);
    pool.splice(i, 1);
  }
  s.players[p].essenceDeck = out.concat(pool);
}

function askMulligan(s: GameState, p: PlayerId): void {
  ask(s, {
    kind: "mulligan",
    player: p,
    prompt: "Mulligan (una sola vez): elige las cartas de tu mano que van al fondo de tu baraja; robarás las mismas que devuelvas.",
    hand: s.players[p].hand.slice(),
  });
}

/** Reglamento 8: chosen cards go to the bottom in the order given, then draw back to 5. */
function applyMulligan(s: GameState, p: PlayerId, cards: number[]): void {
  for (const id of cards) moveCard(s, id, "deck", p, "mulligan", true);
  for (let k = 0; k < cards.length; k++) drawCard(s, p);
  emit(s, { t: "mulligan", player: p, count: cards.length });
}

// --- Turns and phases (Reglamento 9, 10, 16, 20) ---------------------------------------------

function turnTask(s: GameState): void {
  s.tasks.pop();
  s.turn++;
  s.active = s.turn === 1 ? (s.first as PlayerId) : other(s.active);
  s.turnDecisions = 0;
  for (const pl of s.players) {
    pl.counts.fill(0);
    pl.limitUses = {};
  }
  if (s.turn > s.options.maxTurns) {
    endGame(s, null, "bloqueo");
    return;
  }
  s.phase = "Alba";
  emit(s, { t: "turnStart", turn: s.turn, player: s.active });
  emit(s, { t: "phase", phase: "Alba", turn: s.turn, player: s.active });
}

function phaseWindow(s: GameState, from: Phase, to: Phase): TaskOf<"window"> {
  emit(s, { t: "phaseDeclared", from, to, player: s.active });
  return { k: "window", type: "phase", player: s.active, passes: 0, timing: null, from, to, changed: false, answer: null };
}

function chainWindow(player: PlayerId): TaskOf<"window"> {
  return { k: "window", type: "chain", player, passes: 0, timing: null, from: null, to: null, changed: false, answer: null };
}

function phaseStartTask(s: GameState, t: TaskOf<"phaseStart">): void {
  const p = s.active;
  if (t.stage === 0) {
    // «Al comienzo de …» abilities, from the listener index (not a scan of every card);
    // they run before the phase's own actions (ruling R35).
    const infos = defInfos(s.defs);
    for (const id of s.index.phaseStart.slice()) {
      const c = s.cards[id]!;
      const def = s.defs[c.def]!;
      for (const ai of infos[c.def]!.phaseStart) {
        const ability = def.abilities[ai]!;
        if (ability.kind !== "triggered" || ability.trigger.kind !== "phaseStart" || ability.trigger.phase !== t.phase) continue;
        const whose = ability.trigger.whose;
        if (whose === "you" && c.controller !== p) continue;
        if (whose === "opponent" && c.controller === p) continue;
        queueEffect(s, "trigger", id, ai, c.controller);
      }
    }
    t.stage = 1;
    s.tasks.push({ k: "settle", answer: null });
    return;
  }
  if (t.stage === 1) {
    switch (t.phase) {
      case "Alba": {
        // Reglamento 9: untap, then add 1 Escencia, in that order.
        for (const id of s.players[p].battlefield) setTurned(s, id, false);
        for (const id of s.players[p].essence) setTurned(s, id, false);
        const top = s.players[p].essenceDeck[0];
        if (top !== undefined) {
          moveCard(s, top, "essence", p, "essence");
          queueTriggers(s, top, "entersPlay", p);
        }
        break;
      }
      case "Amanecer":
        // Reglamento 7, 10: the starting player does not draw in the first turn.
        if (!(s.turn === 1 && p === s.first)) drawCard(s, p);
        break;
      case "Mediodía":
        s.tasks.pop();
        s.tasks.push(mainWindow(s));
        return;
      case "Anochecer":
        // Reglamento 9: Anochecer ends the turn; the active player names it.
        s.tasks.pop();
        s.tasks.push(phaseWindow(s, "Anochecer", "Alba"));
        return;
    }
    t.stage = 2;
    s.tasks.push({ k: "settle", answer: null });
    return;
  }
  s.tasks.pop();
  s.tasks.push(phaseWindow(s, t.phase, NEXT_PHASE[t.phase]));
}

function mainWindow(s: GameState): TaskOf<"window"> {
  return { k: "window", type: "main", player: s.active, passes: 0, timing: null, from: null, to: null, changed: false, answer: null };
}

function transitionTask(s: GameState, t: TaskOf<"transition">): void {
  s.tasks.pop();
  if (t.to === "Alba") {
    s.tasks.push({ k: "turn" });
    s.tasks.push({ k: "cleanup", stage: 0, answer: null });
    return;
  }
  s.phase = t.to;
  emit(s, { t: "phase", phase: t.to, turn: s.turn, player: s.active });
}

/** Reglamento 20: damage and temporary effects end, control «hasta el final del turno» returns, hand size 7. */
function cleanupTask(s: GameState, t: TaskOf<"cleanup">): void {
  if (t.stage === 0) {
    s.phase = "limpieza";
    emit(s, { t: "cleanup" });
    for (const p of [0, 1] as const) {
      for (const id of s.players[p].battlefield.slice()) {
        const c = s.cards[id]!;
        c.damage = 0;
        c.lethal = false;
        c.tAtk = 0;
        c.tLife = 0;
        c.tKw = [];
      }
      s.cards[s.players[p].sanctuary]!.tLife = 0;
    }
    for (const p of [0, 1] as const) {
      for (const id of s.players[p].battlefield.slice()) {
        const c = s.cards[id]!;
        if (c.revertControl >= 0) {
          const back = c.revertControl as PlayerId;
          c.revertControl = -1;
          changeControl(s, id, back);
        }
      }
    }
    t.stage = 1;
  }
  const order: PlayerId[] = [s.active, other(s.active)];
  while (t.stage <= 4) {
    const p = order[(t.stage - 1) >> 1]!;
    const hand = s.players[p].hand;
    if (((t.stage - 1) & 1) === 0) {
      const excess = hand.length - 7;
      if (excess > 0) {
        t.stage++;
        ask(s, {
          kind: "choose",
          player: p,
          prompt: `Tienes ${hand.length} cartas: descarta ${excess} para quedarte con 7 (Reglamento 20, 25).`,
          purpose: "handSize",
          candidates: hand.slice(),
          min: excess,
          max: excess,
        });
        return;
      }
      t.stage += 2;
    } else {
      const d = takeAnswer(t);
      for (const id of d.kind === "choose" ? d.cards : []) moveCard(s, id, "graveyard", p, "discard");
      t.stage++;
    }
  }
  s.tasks.pop();
  s.tasks.push({ k: "settle", answer: null });
}

// --- Priority windows (Reglamento 14, 15, 16) --------------------------------------------------

/** Reglamento 17: state checks and waiting effects before anyone gets priority. */
function needSettle(s: GameState): boolean {
  checkState(s);
  if (s.result !== null) return true;
  if (s.queue.length > 0) {
    s.tasks.push({ k: "settle", answer: null });
    return true;
  }
  return false;
}

const WINDOW_PROMPT = {
  main: "Tu Mediodía: juega cartas, activa rasgos, declara Embate o declara el cambio de fase.",
  chain: "Responde a la cadena de resolución o pasa.",
  damage: "Antes del daño de la Incursión: juega un Verso, activa Interferencia o Vincular, o pasa.",
} as const;

function windowTask(s: GameState, w: TaskOf<"window">): void {
  if (w.answer === null) {
    if (needSettle(s)) return;
    if (w.type === "chain" && s.chain.length === 0) {
      // The chain this window answered has already resolved (a nested window resolved it).
      s.tasks.pop();
      return;
    }
    if (w.type === "phase" && w.timing !== null && s.chain.length === 0) {
      // The chain opened in this window has resolved (Reglamento 16, ruling R34).
      if (w.changed) {
        s.tasks.pop();
        s.tasks.push({ k: "phaseStart", phase: w.to!, stage: 0 });
        return;
      }
      // Answered «al final» of the phase: the active player continues in it.
      if (w.from === "Mediodía") {
        s.tasks.pop();
        s.tasks.push(mainWindow(s));
        return;
      }
      emit(s, { t: "phaseDeclared", from: w.from!, to: w.to!, player: s.active });
      w.timing = null;
      w.player = s.active;
      w.passes = 0;
    }
    const prompt =
      w.type === "phase"
        ? `Cambio de fase de ${w.from} a ${w.to}: responde al final de la fase o al comienzo de la siguiente, o pasa.`
        : WINDOW_PROMPT[w.type];
    ask(s, { kind: "action", player: w.player, prompt, window: w.type, options: actionOptions(s, w.player, w.type) });
    return;
  }
  const d = takeAnswer(w);
  const actor = w.player;
  if (d.kind === "pass") {
    emit(s, { t: "pass", player: actor });
    w.passes++;
    if (w.passes >= 2) closeWindow(s, w);
    else w.player = other(actor);
    return;
  }
  if (d.kind === "endPhase") {
    s.tasks.pop();
    s.tasks.push(phaseWindow(s, "Mediodía", "Anochecer"));
    return;
  }
  let option = matched;
  if (option === null) {
    const found = findActionOption(s, actionOptions(s, actor, w.type), d);
    if (typeof found === "string") throw new Error(found);
    option = found;
  }
  matched = null;
  if (d.kind === "embate" && option.kind === "embate") {
    performEmbate(s, actor, d, option);
    return;
  }
  perform(s, actor, d, option);
  // Reglamento 16: after a card is played or a trait activated, priority passes.
  if (w.type === "chain") {
    w.player = other(actor);
    w.passes = 0;
    return;
  }
  if (w.type === "phase" && w.timing === null) w.timing = (d as { timing?: Timing }).timing ?? "end";
  w.player = s.active;
  w.passes = 0;
  s.tasks.push(chainWindow(other(actor)));
}

/** Both players passed in a row (Reglamento 16). */
function closeWindow(s: GameState, w: TaskOf<"window">): void {
  s.tasks.pop();
  switch (w.type) {
    case "chain": {
      // A chain that grew during a resolution (a Resplandor) keeps resolving (ruling R25).
      if (s.tasks.some((t) => t.k === "resolve")) return;
      const below = s.tasks[s.tasks.length - 1];
      if (below !== undefined && below.k === "window" && below.type === "phase" && below.timing === "start" && !below.changed) {
        // «Al comienzo de la nueva fase»: the change completes, then the chain resolves.
        below.changed = true;
        s.tasks.push({ k: "resolve", stage: 0, index: -1, prohibited: false, pay: 0, answer: null });
        s.tasks.push({ k: "transition", to: below.to! });
        return;
      }
      s.tasks.push({ k: "resolve", stage: 0, index: -1, prohibited: false, pay: 0, answer: null });
      return;
    }
    case "damage":
      return;
    case "phase":
      s.tasks.push({ k: "phaseStart", phase: w.to!, stage: 0 });
      s.tasks.push({ k: "transition", to: w.to! });
      return;
    case "main":
      return;
  }
}

// --- Performing actions (Reglamento 12, 13, 19, 21) ---------------------------------------------

function buildTargets(s: GameState, slots: readonly TargetSlot[], chosen: TargetChoice | undefined): TargetValue[] {
  return slots.map((slot) => {
    const values = (chosen ?? {})[slot.id] ?? [];
    return { id: slot.id, player: slot.player, values: values.slice(), incs: values.map((v) => (slot.player ? 0 : s.cards[v]!.inc)) };
  });
}

/** Pays in full, up front, outside the chain (Reglamento 12). */
function payCosts(s: GameState, p: PlayerId, essence: number, slots: readonly CostSlot[], chosen: number[][] | undefined): void {
  const picks = chosen ?? [];
  const exclude: number[] = [];
  slots.forEach((slot, i) => {
    if (slot.kind === "returnEssence" || slot.kind === "turn") exclude.push(...(picks[i] ?? []));
  });
  payEssence(s, p, essence, exclude);
  slots.forEach((slot, i) => {
    for (const id of picks[i] ?? []) {
      switch (slot.kind) {
        case "sacrifice":
          leavePlay(s, id, "graveyard", "sacrifice");
          break;
        case "discard":
          moveCard(s, id, "graveyard", s.cards[id]!.owner, "discard");
          break;
        case "turn":
          setTurned(s, id, true);
          break;
        case "returnEssence":
          leavePlay(s, id, "essenceDeck", "returnEssence");
          break;
      }
    }
  });
}

function markUsed(s: GameState, id: number, ability: number): void {
  const c = s.cards[id]!;
  if (c.usedTurn !== s.turn) {
    c.used = [];
    c.usedTurn = s.turn;
  }
  c.used.push(ability);
}

function countLimit(s: GameState, p: PlayerId, def: number, ability: number): void {
  const a = s.defs[def]!.abilities[ability];
  if (a !== undefined && a.kind === "trait" && a.limit !== undefined) {
    const key = `${def}:${ability}`;
    s.players[p].limitUses[key] = (s.players[p].limitUses[key] ?? 0) + 1;
  }
}

function pushChain(s: GameState, item: ChainItem): void {
  s.chain.push(item);
  emit(s, { t: "chainPush", size: s.chain.length, card: item.act.source, kind: item.kind });
}

function perform(s: GameState, p: PlayerId, d: Decision, option: ActionOption): void {
  if (option.kind === "play" && d.kind === "play") {
    const id = option.card;
    const c = s.cards[id]!;
    const def = s.defs[c.def]!;
    payCosts(s, p, option.cost, option.costs, d.costs);
    s.players[p].counts[countIndex(def.type === "Verso" ? "Verso" : def.type === "Personaje" ? "Personaje" : "Reliquia")]!++;
    moveCard(s, id, "chain", p, "play");
    const targets = buildTargets(s, option.targets, d.targets);
    const bearer = d.bearer ?? -1;
    emit(s, { t: "play", player: p, card: id, option: option.option, targets });
    pushChain(s, {
      kind: "card",
      act: { source: id, sourceInc: c.inc, controller: p, def: c.def, ability: option.ability, choice: option.choice, targets, divide: d.divide ?? [] },
      trait: null,
      bearer,
      bearerInc: bearer >= 0 ? s.cards[bearer]!.inc : 0,
      vincular: false,
      prohibited: false,
    });
    return;
  }
  if (option.kind === "activate" && d.kind === "activate") {
    const id = option.card;
    const c = s.cards[id]!;
    const ability = s.defs[c.def]!.abilities[option.ability]!;
    // Reglamento 13: the character turns to activate (not with Temple, Reglamento 24).
    if (ability.kind === "trait" && !ability.temple) setTurned(s, id, true);
    markUsed(s, id, option.ability);
    payCosts(s, p, option.cost, option.costs, d.costs);
    s.players[p].counts[countIndex(option.trait)]!++;
    countLimit(s, p, c.def, option.ability);
    const targets = buildTargets(s, option.targets, d.targets);
    emit(s, { t: "activate", player: p, card: id, trait: option.trait, targets });
    pushChain(s, {
      kind: "trait",
      act: { source: id, sourceInc: c.inc, controller: p, def: c.def, ability: option.ability, choice: option.choice, targets, divide: d.divide ?? [] },
      trait: option.trait,
      bearer: -1,
      bearerInc: 0,
      vincular: false,
      prohibited: false,
    });
    return;
  }
  if (option.kind === "equip" && d.kind === "equip") {
    const relic = s.cards[option.relic]!;
    payEssence(s, p, option.cost);
    emit(s, { t: "equipAction", player: p, relic: option.relic, to: d.to, vincular: option.vincular });
    pushChain(s, {
      kind: "equip",
      act: { source: option.relic, sourceInc: relic.inc, controller: p, def: relic.def, ability: -1, choice: -1, targets: [], divide: [] },
      trait: null,
      bearer: d.to,
      bearerInc: s.cards[d.to]!.inc,
      vincular: option.vincular,
      prohibited: false,
    });
  }
}

/** Reglamento 19 a–b: Embate does not use the chain; the Incursión starts at once. */
function performEmbate(s: GameState, p: PlayerId, d: Extract<Decision, { kind: "embate" }>, option: ActivateOption): void {
  const id = option.card;
  const c = s.cards[id]!;
  const ability = s.defs[c.def]!.abilities[option.ability]!;
  if (ability.kind === "trait" && !ability.temple) setTurned(s, id, true);
  if (ability.kind === "trait" && ability.temple) markUsed(s, id, option.ability);
  payCosts(s, p, option.cost, option.costs, d.costs);
  s.players[p].counts[countIndex("Embate")]!++;
  countLimit(s, p, c.def, option.ability);
  c.embates++;
  s.attacker = id;
  emit(s, { t: "embate", player: p, card: id });
  s.tasks.push({ k: "incursion", stage: 1, attacker: id, attackerInc: c.inc, defender: other(p), blockers: [], blockerIncs: [], blocked: false, answer: null });
  if (stepsOf(ability).length > 0) {
    s.tasks.push({ k: "settle", answer: null });
    s.tasks.push(
      newSteps({
        source: id,
        sourceInc: c.inc,
        controller: p,
        def: c.def,
        ability: option.ability,
        choice: option.choice,
        targets: buildTargets(s, option.targets, d.targets),
        divide: d.divide ?? [],
      }),
    );
  }
}

// --- Resolution (Reglamento 16, 17, 18, 23) -------------------------------------------------

function allTargetsGone(s: GameState, act: Activation): boolean {
  if (act.ability < 0) return false;
  const ability = s.defs[act.def]!.abilities[act.ability]!;
  const decls = declarationsOf(ability, defInfos(s.defs)[act.def]!.chooseStep[act.ability] ?? -1, act.choice);
  let declared = 0;
  for (const tv of act.targets) {
    const decl = decls.find((x) => x.id === tv.id);
    if (decl === undefined) continue;
    for (let i = 0; i < tv.values.length; i++) {
      declared++;
      if (tv.player || targetStillLegal(s, decl, act.controller, act.source, tv.values[i]!, tv.incs[i]!)) return false;
    }
  }
  return declared > 0;
}

function resolveTask(s: GameState, r: TaskOf<"resolve">): void {
  if (r.stage === 0) {
    if (s.chain.length === 0) {
      s.tasks.pop();
      return;
    }
    r.index = s.chain.length - 1;
  }
  const item = s.chain[r.index]!;
  switch (r.stage) {
    case 0: {
      r.prohibited = item.prohibited;
      if (!r.prohibited) {
        // Ruling R32: a pending «próxima carta / próximo Talento» is consumed by the first match.
        const i = s.prohibitions.findIndex((pr) => (pr.what === "carta" ? item.kind === "card" : item.kind === "trait" && item.trait === "Talento"));
        if (i >= 0) {
          const pr = s.prohibitions.splice(i, 1)[0]!;
          if (pr.unlessPays > 0 && untappedEssence(s, item.act.controller) >= pr.unlessPays) {
            r.stage = 1;
            r.pay = pr.unlessPays;
            ask(s, {
              kind: "payOrProhibit",
              player: item.act.controller,
              prompt: `Paga ${pr.unlessPays} Escencia(s) adicionales o «${nameOf(s, item.act.source)}» queda prohibida.`,
              card: item.act.source,
              amount: pr.unlessPays,
            });
            return;
          }
          r.prohibited = true;
        }
      }
      r.stage = 2;
      return;
    }
    case 1: {
      const d = takeAnswer(r);
      if (d.kind === "payOrProhibit" && d.pay) {
        payEssence(s, item.act.controller, r.pay);
        emit(s, { t: "paidToAvoid", player: item.act.controller, card: item.act.source, amount: r.pay });
      } else r.prohibited = true;
      r.stage = 2;
      return;
    }
    case 2: {
      // Reglamento 23: a card or trait whose targets are all illegal «se prohibe» (ruling R30).
      const outcome = r.prohibited ? "prohibited" : allTargetsGone(s, item.act) ? "noTargets" : "resolved";
      emit(s, { t: "chainResolve", card: item.act.source, kind: item.kind, outcome });
      if (outcome !== "resolved") {
        finishItem(s, r.index, outcome);
        r.stage = 0;
        return;
      }
      r.stage = 3;
      if (item.kind !== "equip" && item.act.ability >= 0) s.tasks.push(newSteps(item.act));
      return;
    }
    case 3:
      finishItem(s, r.index, "resolved");
      r.stage = 0;
      return;
  }
}

function finishItem(s: GameState, index: number, outcome: "resolved" | "prohibited" | "noTargets"): void {
  const item = s.chain.splice(index, 1)[0]!;
  s.tasks.push({ k: "settle", answer: null });
  const id = item.act.source;
  const c = s.cards[id]!;
  if (item.kind === "card") {
    if (c.zone !== "chain" || c.inc !== item.act.sourceInc) return;
    const def = s.defs[c.def]!;
    if (outcome !== "resolved" || def.type === "Verso") {
      // Reglamento 12, 18: Versos and prohibited cards go to their owner's cementerio.
      moveCard(s, id, "graveyard", c.owner, outcome === "resolved" ? "resolve" : "prohibit");
      return;
    }
    moveCard(s, id, "battlefield", item.act.controller, "resolve");
    // Ruling R33: the bearer is not a target; gone, the relic enters unequipped.
    if (def.type === "Reliquia" && item.bearer >= 0 && validBearer(s, item.bearer, item.bearerInc, item.act.controller)) {
      c.bearer = item.bearer;
      emit(s, { t: "equip", relic: id, bearer: item.bearer });
    }
    s.tasks.push({ k: "enter", card: id, inc: c.inc, stage: 0, answer: null });
    return;
  }
  if (item.kind === "equip" && outcome === "resolved") {
    if (c.zone === "battlefield" && c.inc === item.act.sourceInc && c.controller === item.act.controller && validBearer(s, item.bearer, item.bearerInc, item.act.controller)) {
      c.bearer = item.bearer;
      emit(s, { t: "equip", relic: id, bearer: item.bearer });
    }
  }
}

function validBearer(s: GameState, id: number, inc: number, controller: PlayerId): boolean {
  const b = s.cards[id];
  return b !== undefined && b.inc === inc && b.zone === "battlefield" && b.controller === controller && s.defs[b.def]!.type === "Personaje";
}

// --- Triggered abilities and blockers' Embates (no chain; Reglamento 19, 25) ------------------

function settleTask(s: GameState, t: TaskOf<"settle">): void {
  checkState(s);
  if (s.result !== null) return;
  if (s.queue.length === 0) {
    s.tasks.pop();
    return;
  }
  // Reglamento 25: the active player's effects first; each player orders their own (ruling R24).
  let mine = s.queue.filter((q) => q.controller === s.active);
  if (mine.length === 0) mine = s.queue.filter((q) => q.controller !== s.active);
  let chosen: QueuedEffect;
  if (t.answer !== null) {
    const d = takeAnswer(t);
    chosen = mine[d.kind === "nextEffect" ? d.index : 0] ?? mine[0]!;
  } else if (mine.length > 1 && mine.some((q) => q.def !== mine[0]!.def || q.ability !== mine[0]!.ability)) {
    ask(s, {
      kind: "nextEffect",
      player: mine[0]!.controller,
      prompt: "Varios efectos tuyos esperan: elige cuál se ejecuta primero.",
      effects: mine.map((q) => ({ card: q.source, ability: q.ability })),
    });
    return;
  } else chosen = mine[0]!;
  s.queue.splice(s.queue.indexOf(chosen), 1);
  s.tasks.push({ k: "effect", q: chosen, stage: 0, act: null, answer: null });
}

function effectTask(s: GameState, e: TaskOf<"effect">): void {
  const q = e.q;
  const ability = s.defs[q.def]!.abilities[q.ability]!;
  switch (e.stage) {
    case 0: {
      e.act = { source: q.source, sourceInc: q.sourceInc, controller: q.controller, def: q.def, ability: q.ability, choice: -1, targets: [], divide: [] };
      emit(s, { t: "trigger", card: q.source, ability: q.ability, player: q.controller });
      const needs = ability.kind !== "static" && (ability.targets.length > 0 || (defInfos(s.defs)[q.def]!.chooseStep[q.ability] ?? -1) >= 0);
      if (needs) {
        e.stage = 1;
        ask(s, {
          kind: "targets",
          player: q.controller,
          prompt: `Elige los objetivos de «${s.defs[q.def]!.name}».`,
          card: q.source,
          ability: q.ability,
          options: effectTargetOptions(s, q.def, q.ability, q.controller, q.source),
        });
        return;
      }
      e.stage = 2;
      return;
    }
    case 1: {
      const d = takeAnswer(e);
      if (d.kind === "targets") fillTargets(s, e.act!, d.choice ?? -1, d.targets, d.divide);
      e.stage = 2;
      return;
    }
    case 2:
      e.stage = 3;
      if (stepsOf(ability).length > 0) s.tasks.push(newSteps(e.act!));
      return;
    default:
      s.tasks.pop();
  }
}

function fillTargets(s: GameState, act: Activation, choice: number, targets: TargetChoice | undefined, divide: number[] | undefined): void {
  act.choice = choice;
  const ability = s.defs[act.def]!.abilities[act.ability]!;
  const decls = declarationsOf(ability, defInfos(s.defs)[act.def]!.chooseStep[act.ability] ?? -1, choice);
  act.targets = decls.map((decl) => {
    const values = (targets ?? {})[decl.id] ?? [];
    const player = decl.what.kind === "player";
    return { id: decl.id, player, values: values.slice(), incs: values.map((v) => (player ? 0 : s.cards[v]!.inc)) };
  });
  act.divide = divide ?? [];
}

/** A Personaje or Reliquia just entered the battlefield (Reglamento 12, 13, 24, 25). */
function enterTask(s: GameState, e: TaskOf<"enter">): void {
  const c = s.cards[e.card]!;
  if (e.stage === 0) {
    if (c.inc !== e.inc || c.zone !== "battlefield") {
      s.tasks.pop();
      return;
    }
    const def = s.defs[c.def]!;
    // Reglamento 24, 25: Mítica first — the earlier copy is sent (not destroyed) to the cementerio.
    if (def.keywords.includes("Mítica")) {
      for (const p of [0, 1] as const) {
        for (const id of s.players[p].battlefield.slice()) {
          if (id !== e.card && s.defs[s.cards[id]!.def]!.name === def.name) leavePlay(s, id, "graveyard", "mitica");
        }
      }
    }
    queueTriggers(s, e.card, "entersPlay", c.controller);
    e.stage = 1;
    return;
  }
  if (e.stage === 1) {
    const def = s.defs[c.def]!;
    const info = defInfos(s.defs)[c.def]!;
    const ai = info.resplandor[0];
    // Reglamento 13: the training stage does not stop Resplandor.
    if (def.type !== "Personaje" || ai === undefined || c.inc !== e.inc || c.zone !== "battlefield" || !limitAllows(s, c.controller, c.def, ai)) {
      e.stage = 3;
      return;
    }
    const usable = targetableOptions(s, c.def, ai, c.controller, e.card);
    if (usable.length === 0) {
      e.stage = 3;
      return;
    }
    e.stage = 2;
    ask(s, {
      kind: "resplandor",
      player: c.controller,
      prompt: `¿Activas el Resplandor de «${def.name}»? Si lo haces, entra en juego girado (Reglamento 13).`,
      card: e.card,
      ability: ai,
      options: usable,
    });
    return;
  }
  if (e.stage === 2) {
    const d = takeAnswer(e);
    e.stage = 3;
    const activate = d.kind === "resplandor" && d.activate;
    emit(s, { t: "resplandor", card: e.card, activated: activate });
    if (!activate || d.kind !== "resplandor") return;
    const ai = defInfos(s.defs)[c.def]!.resplandor[0]!;
    const p = c.controller;
    setTurned(s, e.card, true);
    s.players[p].counts[countIndex("Resplandor")]!++;
    countLimit(s, p, c.def, ai);
    const act: Activation = { source: e.card, sourceInc: c.inc, controller: p, def: c.def, ability: ai, choice: -1, targets: [], divide: [] };
    fillTargets(s, act, d.choice ?? -1, d.targets, d.divide);
    pushChain(s, { kind: "trait", act, trait: "Resplandor", bearer: -1, bearerInc: 0, vincular: false, prohibited: false });
    // Reglamento 15, 16: the opponent may answer a Resplandor.
    s.tasks.push(chainWindow(other(p)));
    return;
  }
  s.tasks.pop();
  s.tasks.push({ k: "settle", answer: null });
}

/** Target options of a trait being activated: a required target must exist (Reglamento 23). */
function targetableOptions(s: GameState, def: number, ai: number, controller: PlayerId, source: number) {
  const ability = s.defs[def]!.abilities[ai]!;
  const chooseStep = defInfos(s.defs)[def]!.chooseStep[ai] ?? -1;
  const all = effectTargetOptions(s, def, ai, controller, source);
  return all.filter((o) => targetSlots(s, declarationsOf(ability, chooseStep, o.choice), controller, source, true) !== null);
}

// --- Incursión (Reglamento 19, 24) ----------------------------------------------------------------

function incursionTask(s: GameState, t: TaskOf<"incursion">): void {
  const a = s.cards[t.attacker]!;
  const attackerValid = a.inc === t.attackerInc && a.zone === "battlefield";
  switch (t.stage) {
    case 1: {
      // c) the defender decides whether to block.
      if (!attackerValid) {
        t.stage = 7;
        return;
      }
      const candidates = unblockable(s, t.attacker) ? [] : blockCandidates(s, t.defender);
      t.stage = 2;
      ask(s, {
        kind: "block",
        player: t.defender,
        prompt: `«${nameOf(s, t.attacker)}» (ataque ${attackOf(s, t.attacker)}) ataca tu Santuario: elige bloqueadores o no bloquees.`,
        attacker: t.attacker,
        candidates,
      });
      return;
    }
    case 2: {
      const d = takeAnswer(t);
      const blockers = d.kind === "block" ? d.blockers : [];
      emit(s, { t: "block", attacker: t.attacker, blockers: blockers.slice() });
      if (blockers.length === 0) {
        t.stage = 5;
        return;
      }
      // d) the Duelo starts; every blocker is used up for this turn (Reglamento 13).
      t.blocked = true;
      t.blockers = blockers.slice();
      t.blockerIncs = blockers.map((b) => s.cards[b]!.inc);
      for (const b of blockers) s.cards[b]!.blocked = s.turn;
      if (blockers.length > 1) {
        t.stage = 3;
        ask(s, {
          kind: "orderBlockers",
          player: a.controller,
          prompt: "Ordena a los bloqueadores: el ataque se reduce con la vida de cada uno, en ese orden (Reglamento 19).",
          blockers: blockers.slice(),
        });
        return;
      }
      t.stage = 4;
      return;
    }
    case 3: {
      const d = takeAnswer(t);
      if (d.kind === "orderBlockers") {
        t.blockers = d.order.slice();
        t.blockerIncs = t.blockers.map((b) => s.cards[b]!.inc);
        emit(s, { t: "blockOrder", blockers: t.blockers.slice() });
      }
      t.stage = 4;
      return;
    }
    case 4: {
      if (attackerValid) queueTriggers(s, t.attacker, "isBlocked", a.controller);
      const infos = defInfos(s.defs);
      for (let i = 0; i < t.blockers.length; i++) {
        const b = t.blockers[i]!;
        const bc = s.cards[b]!;
        if (bc.inc !== t.blockerIncs[i] || bc.zone !== "battlefield") continue;
        queueTriggers(s, b, "blocks", bc.controller);
        // Reglamento 19: a blocker with Embate activates it by blocking (ruling R28).
        const ei = infos[bc.def]!.embate;
        if (ei >= 0 && hasTrait(s, b, "Embate") && !inTraining(s, b) && limitAllows(s, bc.controller, bc.def, ei)) {
          s.players[bc.controller].counts[countIndex("Embate")]!++;
          countLimit(s, bc.controller, bc.def, ei);
          bc.embates++;
          emit(s, { t: "embate", player: bc.controller, card: b });
          if (stepsOf(s.defs[bc.def]!.abilities[ei]!).length > 0) queueEffect(s, "embate", b, ei, bc.controller);
        }
      }
      t.stage = 5;
      s.tasks.push({ k: "settle", answer: null });
      return;
    }
    case 5:
      // e) the window for Versos before damage, the active player first.
      t.stage = 6;
      s.tasks.push({ k: "window", type: "damage", player: s.active, passes: 0, timing: null, from: null, to: null, changed: false, answer: null });
      return;
    case 6: {
      // f) simultaneous damage.
      if (attackerValid) combatDamage(s, t);
      checkState(s);
      if (s.result !== null) return;
      // Reglamento 13: blockers that survive are turned after damage.
      for (let i = 0; i < t.blockers.length; i++) {
        const b = s.cards[t.blockers[i]!]!;
        if (b.inc === t.blockerIncs[i] && b.zone === "battlefield") setTurned(s, b.id, true);
      }
      t.stage = 7;
      s.tasks.push({ k: "settle", answer: null });
      return;
    }
    default:
      // g) the Incursión ends.
      s.attacker = -1;
      emit(s, { t: "incursionEnd", attacker: t.attacker });
      s.tasks.pop();
  }
}

/**
 * Reglamento 19, 24: unblocked → the attacker's Ataque to the Santuario. Blocked → the
 * attack is reduced blocker by blocker in the attacker's order by what each needs to be
 * destroyed (1 with Letal); without Devastar the last blocker takes the rest and nothing
 * reaches the Santuario, even if every blocker left; with Devastar the excess (all of it
 * if no blocker remains) goes to the Santuario. Every blocker deals its Ataque to the
 * attacker. All at the same time (ruling R29).
 */
function combatDamage(s: GameState, t: TaskOf<"incursion">): void {
  const attacker = t.attacker;
  const atk = Math.max(0, attackOf(s, attacker));
  if (!t.blocked) {
    damageSanctuary(s, attacker, t.defender, atk, true);
    return;
  }
  const living: number[] = [];
  for (let i = 0; i < t.blockers.length; i++) {
    const b = s.cards[t.blockers[i]!]!;
    if (b.inc === t.blockerIncs[i] && b.zone === "battlefield") living.push(b.id);
  }
  const devastar = hasKeyword(s, attacker, "Devastar");
  const letal = hasKeyword(s, attacker, "Letal");
  const toBlockers: number[] = [];
  let remaining = atk;
  for (let i = 0; i < living.length; i++) {
    const b = living[i]!;
    const needed = Math.max(0, remainingLife(s, b));
    const need = letal ? Math.min(1, needed) : needed;
    const give = i === living.length - 1 && !devastar ? remaining : Math.min(remaining, need);
    toBlockers.push(give);
    remaining -= give;
  }
  const toAttacker = living.map((b) => Math.max(0, attackOf(s, b)));
  for (let i = 0; i < living.length; i++) damageCard(s, attacker, living[i]!, toBlockers[i]!, true);
  for (let i = 0; i < living.length; i++) damageCard(s, living[i]!, attacker, toAttacker[i]!, true);
  if (devastar && remaining > 0) damageSanctuary(s, attacker, t.defender, remaining, true);
}

// --- Cloning -------------------------------------------------------------------------------------

/** A deep copy (the state is plain data). The card definitions are shared, not copied. */
export function cloneState(s: GameState): GameState {
  const defs = s.defs;
  const copy = JSON.parse(JSON.stringify({ ...s, defs: [] })) as GameState;
  copy.defs = defs;
  return copy;
}
