// The data of a game: plain, JSON-serializable objects only (no Map, no class, no
// undefined values), so `JSON.parse(JSON.stringify(state))` continues exactly like
// the original. Card instances are small integer ids; zones are arrays of ids.
import type { CardDefinition, CardFilter, GrantableKeyword, Phase, ProhibitedNext, Restriction, Step, Trait, Trigger, VerseOption } from "../compiler/ir.js";
import type { Rejection } from "./rejections.js";

export type PlayerId = 0 | 1;

/**
 * Where a card is. `essence` is the Escencia in play (Reglamento 11: «zona de Escencia
 * liberada»), `battlefield` the «zona de personajes» (characters and relics),
 * `chain` a card played and waiting on the resolution chain (Reglamento 16).
 */
/** `vanished`: out of the game for good (Reglamento 25, «se desvanecen»); no list holds it. */
export type ZoneName = "deck" | "hand" | "graveyard" | "essenceDeck" | "essence" | "battlefield" | "sanctuary" | "chain" | "vanished";

export interface CardState {
  id: number;
  /** Index into `GameState.defs`. */
  def: number;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  /**
   * Bumped on every zone change: a target, or «this card», recorded during an earlier
   * stay in a zone no longer designates the card (Reglamento 17: the target must still be
   * valid on resolution; a card that left and came back is a new object).
   */
  inc: number;
  turned: boolean;
  /** Damage marked since the last cleanup (Reglamento 20). */
  damage: number;
  /** Received damage from a Letal source (Reglamento 24): destroyed by the state checks. */
  lethal: boolean;
  /** Turn number it entered play: the training stage (Reglamento 13). */
  entered: number;
  /** Permanent modifiers (Reglamento 20). */
  atk: number;
  life: number;
  /** Temporary modifiers, removed at cleanup (Reglamento 20). Additive, so their order does not matter. */
  tAtk: number;
  tLife: number;
  kw: GrantableKeyword[];
  tKw: GrantableKeyword[];
  /** A Reliquia's bearer, or -1 (Reglamento 21). */
  bearer: number;
  /** Embate activations since it entered play (Imbatible, Reglamento 24). */
  embates: number;
  /** Turn of its last block, or -1 (one block per turn, Reglamento 13). */
  blocked: number;
  /** How many times it blocked in turn `blocked` («puede bloquear dos veces por turno»). */
  blocks: number;
  /**
   * Abilities used this turn (`abilityKey(def, index)`: its own, or granted by another
   * card), valid when `usedTurn` is the current turn: Talento, Temple, «Una vez por turno»,
   * «La primera vez en cada turno».
   */
  used: number[];
  usedTurn: number;
  /** Player who gets the card back at cleanup when its control was gained «hasta el final del turno», or -1. */
  revertControl: number;
  /** Traits activated this turn (condition «si este personaje activó su Embate este turno»), valid when `actedTurn` is the current turn. */
  acted: Trait[];
  actedTurn: number;
}

/** Order of the per-turn counters (Límite, Reglamento 24). */
export const COUNTED = ["Embate", "Talento", "Interferencia", "Resplandor", "Verso", "Personaje", "Reliquia"] as const;

export interface PlayerState {
  /** Main deck, index 0 is the top. */
  deck: number[];
  hand: number[];
  graveyard: number[];
  /** Escencia deck, index 0 is the top (position 1, Reglamento 6). */
  essenceDeck: number[];
  essence: number[];
  /** Characters and relics this player controls. */
  battlefield: number[];
  sanctuary: number;
  /** The Santuario's life counter: printed life, damage, gains and permanent modifiers. */
  life: number;
  /** Per-turn counts, in `COUNTED` order. */
  counts: number[];
  /** Límite uses this turn, by `"<def>:<ability>"`. */
  limitUses: Record<string, number>;
  /** What happened to this player this turn, for «si … este turno» (`thisTurn` conditions); emptied when a turn begins. */
  turnLog: TurnLog;
  /** Had to draw from an empty deck (Reglamento 1): loses at the next state check. */
  lost: boolean;
  deckName: string;
}

export interface TurnLog {
  /** Cards this player played (put on the chain from the hand, Reglamento 13). */
  played: number[];
  /** Cards this player discarded (from the hand, by an effect, a cost or the hand size). */
  discarded: number[];
  drawn: number[];
  /** Cards destroyed while this player controlled them. */
  lost: number[];
}

/** A declared target: card ids (with their incarnation) or player ids. */
export interface TargetValue {
  id: string;
  player: boolean;
  values: number[];
  incs: number[];
}

/**
 * The event a triggered ability answers («ese personaje», «su controlador»): the card the
 * event is about (`subject`: the one that entered, blocked, was destroyed, activated…),
 * the card it concerns (`object`: the blocked attacker, the card an Escencia paid for,
 * the new bearer, the damaged card), each with its incarnation after the event, or -1;
 * and the player the event is about (who played, paid, or controlled the subject), or -1.
 */
export interface EventBinding {
  subject: number;
  subjectInc: number;
  object: number;
  objectInc: number;
  player: number;
}

/** What an ability needs to resolve: its source, controller and declarations. */
export interface Activation {
  /** The card with the ability (for a played card, the card itself). */
  source: number;
  sourceInc: number;
  controller: PlayerId;
  def: number;
  /** Index into the definition's abilities, or -1 for a card without one (a Personaje). */
  ability: number;
  /** «Elige uno»: the chosen option, or -1. */
  choice: number;
  targets: TargetValue[];
  /** Divided damage per target of the `among` declaration (Mecánicas avanzadas, Aliento Ardiente). */
  divide: number[];
  /** A triggered ability: the event it answers (absent for anything else). */
  event?: EventBinding;
  /** Cards earlier steps found («Mira…», «Elige…», «Busca…»), by their `as` (Subjects `found`, `rest`). */
  found?: FoundCards[];
  /** What cards this resolution removed from play were like just before (last known information: «su Ataque», «su controlador»). */
  lki?: LastKnown[];
  /** The cards its costs sacrificed, as they were just before («el Ataque del personaje sacrificado», ruling R175). */
  paid?: LastKnown[];
  /**
   * «todos los …» as the resolution first met them, by the subject's JSON: «Destruye todos los
   * personajes … Roba una carta por cada uno de ellos» counts those, though they left (ruling R179).
   */
  designated?: Record<string, { ids: number[]; incs: number[] }>;
}

/** Cards a step found, as they were when found: «el resto» are those still there (same incarnation). */
export interface FoundCards {
  as: string;
  ids: number[];
  /** Incarnations when found: a card still with it has not moved since («el resto»). */
  incs: number[];
  /** Incarnations now, as this resolution moved them: «ponlo en juego. Obtiene …» still designates it. */
  now: number[];
  /** Where they were found. */
  zone: ZoneName;
}

/** A card as it was when this resolution made it leave play; `inc` is the incarnation it had then. */
export interface LastKnown {
  id: number;
  inc: number;
  attack: number;
  life: number;
  controller: PlayerId;
}

/**
 * When a lasting effect ends: at the cleanup stage (`cleanup`), at the cleanup of a turn
 * of `player` later than `after` («hasta el final de su próximo turno»), after the untap
 * of an Alba of `player` later than `after` («durante la próxima Alba de su
 * controlador»), or never (while what it affects stays in play).
 */
/** The end of a change longer than the turn, as the log tells it. */
export interface LastingEnd {
  at: "turnEnd" | "alba";
  player: PlayerId;
}

export interface Expiry {
  at: "cleanup" | "turnEnd" | "alba" | "never";
  player: PlayerId;
  after: number;
}

/**
 * What a lasting effect applies to: cards fixed when it began (each with its incarnation,
 * so a card that leaves play is a new object), cards matching a filter while it lasts
 * (relative to the effect's controller), the cards of players, or anything.
 */
export type LastingScope =
  | { kind: "cards"; ids: number[]; incs: number[] }
  | { kind: "filter"; filter: CardFilter }
  | { kind: "players"; players: PlayerId[] }
  | { kind: "any" };

/**
 * A continuous effect from a resolved step (Reglamento 17: «Si un efecto continuo ha
 * expirado o deja de cumplir sus condiciones, deja de aplicarse inmediatamente»):
 * a restriction, a prevention shield (`left`: points still to prevent, -1 all), or a
 * change that lasts longer than the turn and is undone when it ends.
 */
export type LastingEffect =
  /** `onlyInAlbaOf`: binds only while that player is the active one («durante tu próxima Alba», ruling R96). */
  | { kind: "restrict"; restriction: Restriction; scope: LastingScope; source: number; controller: PlayerId; until: Expiry; onlyInAlbaOf?: PlayerId }
  /** `left`: points still prevented, -1 for all; `once`: all of the next damage event, then gone. */
  /** `thisDuel`: «en ese duelo»: removed when the Incursión in progress ends. */
  /** `redirect`: the card (as it was when the shield was made) the stopped damage goes to instead (ruling R174). */
  | { kind: "shield"; scope: LastingScope; left: number; once?: true; combatOnly: boolean; thisDuel?: true; redirect?: { id: number; inc: number }; source: number; controller: PlayerId; until: Expiry }
  | { kind: "stats"; id: number; inc: number; attack: number; life: number; until: Expiry }
  | { kind: "keyword"; id: number; inc: number; keyword: GrantableKeyword; until: Expiry }
  | { kind: "control"; id: number; inc: number; back: PlayerId; until: Expiry }
  /** «El próximo Verso que juegues este turno cuesta 2 menos»: gone when `player` plays a card of `filter`. */
  /** `floor`: «…, hasta un mínimo de 1» (ruling R124). */
  | { kind: "nextCost"; player: PlayerId; filter: CardFilter; delta: number; floor?: number; source: number; until: Expiry };

export interface ChainItem {
  /** `ability`: an activated ability («Una vez por turno, durante tu Mediodía, …»), not a trait. */
  kind: "card" | "trait" | "equip" | "ability";
  act: Activation;
  /** Trait items: which trait. */
  trait: Trait | null;
  /** Reliquia played with a bearer, or the new bearer of an equip action; -1 if none. */
  bearer: number;
  bearerInc: number;
  /** Vincular (Reglamento 24) rather than equipping an unequipped relic. */
  vincular: boolean;
  /** Prohibited by a «Prohíbe … en la cadena» (Reglamento 18). */
  prohibited: boolean;
}

/** «La próxima carta / el próximo Rasgo de Talento que fuera a resolverse es prohibido». */
export interface Prohibition {
  what: ProhibitedNext;
  /** Gone at the cleanup («… que fuera a resolverse este turno»). */
  thisTurn?: true;
  /** Only what another player than `controller` plays («… que tu oponente fuera a resolver»). */
  opponents?: true;
  unlessPays: number;
  controller: PlayerId;
}

/** A triggered ability, or a blocker's Embate, waiting to execute (they do not use the chain). */
export interface QueuedEffect {
  /** `delayed`: the steps of a «Al comienzo del próximo …» (its activation in `act`). */
  kind: "trigger" | "embate" | "delayed";
  source: number;
  sourceInc: number;
  def: number;
  ability: number;
  controller: PlayerId;
  order: number;
  /** A trigger: the event it answers. */
  event?: EventBinding;
  /** A delayed ability: the activation it keeps and the steps it runs. */
  act?: Activation;
  steps?: Step[];
  /** A blocker's Embate: what its costs sacrificed (ruling R175). */
  paid?: LastKnown[];
}

/** «Al comienzo del próximo Anochecer, destrúyelo»: steps waiting for a moment, once (`delayed` step). */
export interface DelayedAbility {
  trigger: Trigger;
  /** The activation that created it: same targets, found cards and event. */
  act: Activation;
  steps: Step[];
  /** Turn it was created (for the log and the curious: it fires at the first matching moment after it). */
  turn: number;
}

/** Trigger kinds whose listeners are indexed: every kind but a phase start (`index.phaseStart`). */
export type ListenerKind = Exclude<Trigger["kind"], "phaseStart">;
export type ListenerIndex = Record<ListenerKind, number[]>;

export type Timing = "end" | "start";
export type WindowType = "main" | "chain" | "phase" | "damage";

// Task stages are named (not numbered) so that a serialized state says where each task
// stands; each task handler in `engine/` moves through its stages in the order listed.

/** Reglamento 7, 8: the die, the choice of who starts, then each mulligan. */
export type SetupStage = "rollDie" | "chooseFirst" | "mulliganFirst" | "mulliganSecond";
/** «Al comienzo de …» abilities, then the phase's own actions (Reglamento 9), then its window. */
export type PhaseStartStage = "triggers" | "actions" | "window";
/** Reglamento 16, 18, 23: a pending prohibition (and its payment), the targets check, the steps, the end. */
export type ResolveStage = "next" | "payToAvoid" | "checkTargets" | "finish";
/** A triggered ability or a blocker's Embate: announced, its targets, its steps, done. */
export type EffectStage = "announce" | "targets" | "run" | "done";
/**
 * Reglamento 19 c)–g) (a) and b) are the Embate decision itself): `block` c) the defender
 * decides, `blockAnswer` and `blockOrder` d) the Duelo starts, the attacker orders the
 * blockers, `duel` the attacker's «is blocked» triggers, `blockerEmbates` each blocker's
 * triggers and Embate (`blockerEmbateAnswer`: whether a costed one is paid), `window` e)
 * Versos before damage, `damage` f), `end` g).
 */
export type IncursionStage = "block" | "blockAnswer" | "blockOrder" | "duel" | "blockerEmbates" | "blockerEmbateAnswer" | "window" | "damage" | "end";
/** Reglamento 24, 13: Mítica first, then the Resplandor offer and its answer. */
export type EnterStage = "mitica" | "resplandor" | "resplandorAnswer" | "done";
/** Reglamento 20: damage and temporary effects end, then the active player and the other discard to 7. */
export type CleanupStage = "reset" | "activeHand" | "activeDiscard" | "otherHand" | "otherDiscard" | "done";

export type Task =
  | {
      k: "setup";
      stage: SetupStage;
      /** Winner of the die roll (Reglamento 7), -1 before it. */
      winner: number;
      /** Each player's Escencia deck order if they start / if they go second (Reglamento 6). */
      orders: [string[], string[]][];
      answer: Decision | null;
    }
  | { k: "turn" }
  | { k: "phaseStart"; phase: Phase; stage: PhaseStartStage }
  | {
      k: "window";
      type: WindowType;
      player: PlayerId;
      passes: number;
      timing: Timing | null;
      from: Phase | null;
      to: Phase | null;
      changed: boolean;
      answer: Decision | null;
    }
  | {
      k: "resolve";
      stage: ResolveStage;
      /** Index in the chain of the item being resolved: items added while it resolves (a Resplandor) sit above it. */
      index: number;
      prohibited: boolean;
      pay: number;
      answer: Decision | null;
    }
  | {
      k: "steps";
      act: Activation;
      nest: number;
      i: number;
      /** Whether the previous sentence was done, and the current one so far («Si lo haces», «Si no lo haces»). */
      prev: boolean;
      cur: boolean;
      /** Whether the current sentence runs, and whether the previous one's did («Si no, …»). */
      gate: boolean;
      prevGate: boolean;
      sub: StepSub | null;
      answer: Decision | null;
      /** Steps to run instead of the ability's own (a delayed ability). */
      list?: Step[];
      /** Index of the last «Busca …» step, which shuffled its controller's deck (a «Luego, baraja» right after is that shuffle). */
      searched?: number;
    }
  | { k: "settle"; answer: Decision | null }
  | { k: "effect"; q: QueuedEffect; stage: EffectStage; act: Activation | null; answer: Decision | null }
  | {
      k: "incursion";
      stage: IncursionStage;
      attacker: number;
      attackerInc: number;
      defender: PlayerId;
      blockers: number[];
      blockerIncs: number[];
      blocked: boolean;
      /**
       * After the duel's damage: who destroyed whom, as pairs [killer, victim, killer, victim, …]
       * (ruling R107), for «el personaje que lo destruyó» while the Incursión lasts (ruling R136).
       */
      kills?: number[];
      /** The blocker whose triggers and Embate come next (`blockerEmbates`), an index into `blockers`. */
      next: number;
      answer: Decision | null;
    }
  | { k: "enter"; card: number; inc: number; stage: EnterStage; answer: Decision | null }
  | { k: "transition"; to: Phase }
  | { k: "cleanup"; stage: CleanupStage; answer: Decision | null };

/**
 * Where a step is: `fresh` (nothing done; a «Puedes» is asked first), `accepted` (its
 * «Puedes» was accepted), `started` (the handler began and keeps its progress here).
 */
export type StepPhase = "fresh" | "accepted" | "started";

/** Progress inside one step that needs decisions during resolution. */
export interface StepSub {
  phase: StepPhase;
  players: PlayerId[];
  index: number;
  cards: number[];
  done: boolean;
}

export interface GameOptions {
  /** Record events (the human log and animations); off on the simulation path. */
  events: boolean;
  /**
   * Apply a pass automatically when passing is the only legal option. Saves decisions in
   * simulations; a table that must not reveal «I had nothing» switches it off.
   */
  autoPass: boolean;
  /** Safety valve: a game reaching this turn ends in a draw (ruling R41: never reached by a real game). */
  maxTurns: number;
  /** Safety valve: this many decisions inside one turn means a loop (Reglamento 25): draw. */
  maxDecisionsPerTurn: number;
}

/** `efecto`: a card declared the winner (or the loser) of the game (Reglamento 1). */
export type GameEndReason = "santuario" | "baraja" | "ambos" | "bloqueo" | "efecto";

export interface GameResult {
  /** The winner, or null for a draw. */
  winner: PlayerId | null;
  reason: GameEndReason;
  turn: number;
}

export type GamePhase = Phase | "preparación" | "limpieza" | "fin";

export interface GameState {
  version: 1;
  /** The definitions of every card in the game; `CardState.def` indexes this array. */
  defs: CardDefinition[];
  cards: CardState[];
  players: [PlayerState, PlayerState];
  /** mulberry32 state: all randomness (die, shuffles) comes from here. */
  rng: number;
  seed: number;
  turn: number;
  active: PlayerId;
  /** The player who started the game, -1 before the die is rolled and chosen. */
  first: number;
  phase: GamePhase;
  chain: ChainItem[];
  /** The Incursión in progress: attacker id, or -1. */
  attacker: number;
  prohibitions: Prohibition[];
  /** Continuous effects of resolved steps, oldest first, each with its end. */
  effects: LastingEffect[];
  queue: QueuedEffect[];
  /** Continuation stack of the engine: the last task runs next. */
  tasks: Task[];
  pending: PendingDecision | null;
  events: GameEvent[];
  /** Decisions applied so far (forced ones included), and in the current turn. */
  decisionCount: number;
  turnDecisions: number;
  seq: number;
  /** Listeners, kept as cards enter and leave play: no scan of every card on every event. */
  index: {
    phaseStart: number[];
    statics: number[];
    /** Cards in play whose triggers listen to other cards or players, by trigger kind (`engine/listeners.ts`). */
    listeners: ListenerIndex;
    /** Cards in play with a «tiene «…»» static: they give abilities to other cards (`engine/abilities.ts`). */
    grants: number[];
  };
  /** Delayed abilities waiting for their moment (`delayed` step), in creation order. */
  delayed: DelayedAbility[];
  result: GameResult | null;
  options: GameOptions;
  /** Set by a nested `steps` task for its parent («Elige uno»). */
  lastDone: boolean;
  /** Something that state checks look at changed since the last check (Reglamento 17). */
  dirty: boolean;
  /** Only during the state check right after a duel's damage: its characters, destroyed there «en un duelo» (ruling R120). */
  duel?: number[];
}

// --- Decisions ------------------------------------------------------------------------

/** A target slot of an option: pick between `min` and `max` distinct values from `candidates`. */
export interface TargetSlot {
  id: string;
  /** Candidates are player ids (0/1) rather than card ids. */
  player: boolean;
  candidates: number[];
  min: number;
  max: number;
}

/** An additional cost that needs a choice: exactly `count` distinct cards from `candidates`. */
export interface CostSlot {
  kind: "sacrifice" | "destroy" | "discard" | "turn" | "returnEssence";
  candidates: number[];
  count: number;
}

export interface DivideSlot {
  /** The target slot whose chosen cards share the damage. */
  among: string;
  amount: number;
}

export interface PlayOption {
  kind: "play";
  card: number;
  /** Index of the Verso option ability, or -1. */
  ability: number;
  option: VerseOption | null;
  choice: number;
  /** Escencia to pay (cost with Vestigios and modifiers, Reglamento 12, 24). */
  cost: number;
  targets: TargetSlot[];
  costs: CostSlot[];
  divide: DivideSlot | null;
  /** Reliquia: characters that may be its bearer (or none). */
  bearers: number[] | null;
  timings: Timing[] | null;
}

export interface ActivateOption {
  kind: "activate" | "embate";
  card: number;
  ability: number;
  /** The definition that holds the trait: the card's own, or the card that grants it («El portador tiene «Talento: …»»). */
  def: number;
  trait: Trait;
  choice: number;
  cost: number;
  targets: TargetSlot[];
  costs: CostSlot[];
  divide: DivideSlot | null;
  timings: Timing[] | null;
}

/** An activated ability («Una vez por turno, durante tu Mediodía, …»): no trait, no turning. */
export interface AbilityOption {
  kind: "ability";
  card: number;
  /** Index of the ability in the definition `def` (the card's own, or the card that grants it). */
  ability: number;
  /** The definition that holds the ability: the card's own, or the card that grants it. */
  def: number;
  choice: number;
  cost: number;
  targets: TargetSlot[];
  costs: CostSlot[];
  divide: DivideSlot | null;
}

export interface EquipOption {
  kind: "equip";
  relic: number;
  to: number[];
  cost: number;
  vincular: boolean;
  timings: Timing[] | null;
}

export type ActionOption = PlayOption | ActivateOption | AbilityOption | EquipOption | { kind: "pass" } | { kind: "endPhase" };

/** Targets of an ability declared outside the chain (a trigger, a Resplandor). */
export interface TargetOption {
  choice: number;
  targets: TargetSlot[];
  divide: DivideSlot | null;
}

export type PendingDecision =
  | { kind: "chooseFirst"; player: PlayerId; prompt: string; rolls: [number, number] }
  | { kind: "mulligan"; player: PlayerId; prompt: string; hand: number[] }
  | { kind: "action"; player: PlayerId; prompt: string; window: WindowType; options: ActionOption[] }
  | { kind: "block"; player: PlayerId; prompt: string; attacker: number; candidates: number[] }
  | { kind: "orderBlockers"; player: PlayerId; prompt: string; blockers: number[] }
  | {
      kind: "resplandor";
      player: PlayerId;
      prompt: string;
      card: number;
      ability: number;
      options: TargetOption[];
      /** The Resplandor's Escencias and additional costs, paid when it is activated (Reglamento 12). */
      cost: number;
      costs: CostSlot[];
    }
  | { kind: "targets"; player: PlayerId; prompt: string; card: number; ability: number; options: TargetOption[] }
  | {
      kind: "blockerEmbate";
      player: PlayerId;
      prompt: string;
      /** The blocker, and the index of its Embate. */
      card: number;
      ability: number;
      /** What activating the Embate costs (Reglamento 12); only asked when it can be paid. */
      cost: number;
      costs: CostSlot[];
    }
  | { kind: "optional"; player: PlayerId; prompt: string; card: number }
  | {
      kind: "choose";
      player: PlayerId;
      prompt: string;
      /** `choose`: cards an effect picks among the cards it found («elige una de ellas»). */
      purpose: "discard" | "search" | "returnEssence" | "handSize" | "choose";
      candidates: number[];
      min: number;
      max: number;
    }
  | { kind: "arrange"; player: PlayerId; prompt: string; cards: number[]; mode: "top" | "bottom" | "topOrBottom" }
  | { kind: "payOrProhibit"; player: PlayerId; prompt: string; card: number; amount: number }
  | { kind: "nextEffect"; player: PlayerId; prompt: string; effects: { card: number; ability: number }[] };

export type DecisionKind = PendingDecision["kind"];

/** Declared targets: slot id → chosen card ids (or player ids). */
export type TargetChoice = Record<string, number[]>;

/** The body of an `activate` (Talento, Interferencia) or `embate` decision. */
export interface TraitDecision {
  card: number;
  /** Index of the trait in the card's abilities; may be omitted when the card has one such trait. */
  ability?: number;
  /** A granted trait: the definition that grants it (as in the option), when `ability` alone is ambiguous. */
  def?: number;
  choice?: number;
  targets?: TargetChoice;
  costs?: number[][];
  divide?: number[];
  timing?: Timing;
}

export type Decision =
  | { kind: "chooseFirst"; start: boolean }
  | { kind: "mulligan"; cards: number[] }
  | {
      kind: "play";
      card: number;
      ability?: number;
      option?: VerseOption;
      choice?: number;
      targets?: TargetChoice;
      costs?: number[][];
      divide?: number[];
      bearer?: number | null;
      timing?: Timing;
    }
  | ({ kind: "activate" } & TraitDecision)
  | ({ kind: "embate" } & TraitDecision)
  /** An activated ability; `ability` may be omitted when the card has one. */
  | { kind: "ability"; card: number; ability?: number; def?: number; choice?: number; targets?: TargetChoice; costs?: number[][]; divide?: number[] }
  | { kind: "equip"; relic: number; to: number; timing?: Timing }
  | { kind: "pass" }
  | { kind: "endPhase" }
  | { kind: "block"; blockers: number[] }
  | { kind: "orderBlockers"; order: number[] }
  | { kind: "resplandor"; activate: boolean; choice?: number; targets?: TargetChoice; divide?: number[]; costs?: number[][] }
  | { kind: "targets"; choice?: number; targets?: TargetChoice; divide?: number[] }
  | { kind: "blockerEmbate"; activate: boolean; costs?: number[][] }
  | { kind: "optional"; accept: boolean }
  | { kind: "choose"; cards: number[] }
  | { kind: "arrange"; top: number[]; bottom: number[] }
  | { kind: "payOrProhibit"; pay: boolean }
  | { kind: "nextEffect"; index: number };

export type ApplyResult = { ok: true; events: GameEvent[] } | Rejection;

// --- Events -----------------------------------------------------------------------------

export type MoveReason =
  | "draw"
  | "mulligan"
  | "play"
  | "resolve"
  | "destroy"
  | "sacrifice"
  | "discard"
  | "mill"
  | "return"
  | "search"
  | "mitica"
  | "prohibit"
  | "essence"
  | "returnEssence"
  | "setup"
  /** «Pon … en …»: a card an effect puts in a zone of its owner. */
  | "put"
  /** Reglamento 25: a card of an endless cycle no player can stop leaves the game. */
  | "vanish";

export type GameEvent =
  | { t: "dieRoll"; rolls: [number, number]; winner: PlayerId }
  | { t: "firstPlayer"; player: PlayerId; chosenBy: PlayerId }
  | { t: "shuffle"; player: PlayerId }
  | { t: "mulligan"; player: PlayerId; count: number }
  | { t: "turnStart"; turn: number; player: PlayerId }
  | { t: "phase"; phase: GamePhase; turn: number; player: PlayerId }
  | { t: "phaseDeclared"; from: Phase; to: Phase; player: PlayerId }
  | { t: "move"; card: number; from: ZoneName; to: ZoneName; player: PlayerId; reason: MoveReason }
  | { t: "turned"; card: number; turned: boolean }
  | { t: "pay"; player: PlayerId; amount: number }
  | { t: "play"; player: PlayerId; card: number; option: VerseOption | null; targets: TargetValue[] }
  | { t: "activate"; player: PlayerId; card: number; trait: Trait; targets: TargetValue[] }
  | { t: "equipAction"; player: PlayerId; relic: number; to: number; vincular: boolean }
  | { t: "chainPush"; size: number; card: number; kind: ChainItem["kind"] }
  | { t: "chainResolve"; card: number; kind: ChainItem["kind"]; outcome: "resolved" | "prohibited" | "noTargets" }
  | { t: "prohibition"; player: PlayerId; what: ProhibitedNext; unlessPays: number }
  | { t: "paidToAvoid"; player: PlayerId; card: number; amount: number }
  | { t: "pass"; player: PlayerId }
  /** Reglamento 25: an endless cycle of effects no player could stop; its cards vanish. */
  | { t: "loop"; cards: number[] }
  | { t: "damage"; source: number; card: number; amount: number; lethal: boolean; combat: boolean }
  | { t: "sanctuaryDamage"; source: number; player: PlayerId; amount: number; life: number; combat: boolean }
  | { t: "life"; player: PlayerId; amount: number; life: number }
  /** «pierde N de vida»: not damage (no prevention, no «haga daño»). */
  | { t: "lifeLost"; player: PlayerId; amount: number; life: number }
  /** «Puedes pagar N Escencias», «a menos que pagues …»: what an effect of `card` made its controller pay. */
  | { t: "effectPaid"; player: PlayerId; card: number; amount: number }
  /** `until`: a change that outlasts the turn, and whose next turn or Alba ends it (ruling R71, R80). */
  | { t: "stats"; card: number; attack: number; life: number; permanent: boolean; until?: LastingEnd }
  | { t: "keyword"; card: number; keyword: GrantableKeyword; permanent: boolean; until?: LastingEnd }
  | { t: "control"; card: number; from: PlayerId; to: PlayerId }
  | { t: "equip"; relic: number; bearer: number }
  | { t: "embate"; player: PlayerId; card: number }
  | { t: "block"; attacker: number; blockers: number[] }
  | { t: "blockOrder"; blockers: number[] }
  | { t: "incursionEnd"; attacker: number }
  | { t: "trigger"; card: number; ability: number; player: PlayerId }
  /** An activated ability («Una vez por turno, …») goes on the chain. */
  | { t: "ability"; player: PlayerId; card: number; targets: TargetValue[] }
  /** A delayed ability was set up («Al comienzo del próximo …»), or its moment came. */
  | { t: "delayed"; card: number; player: PlayerId; fired: boolean }
  /** Escencias consumed to pay a card's cost that have an ability for it (Reglamento 12). */
  | { t: "consumed"; player: PlayerId; essence: number; card: number }
  | { t: "look"; player: PlayerId; count: number }
  | { t: "arrange"; player: PlayerId; top: number; bottom: number }
  | { t: "resplandor"; card: number; activated: boolean }
  | { t: "cleanup" }
  | { t: "destroyed"; card: number }
  /** `player` looks at cards of `whose` (the top of the deck or the hand); only `player` sees which (eventsFor). */
  | { t: "lookAt"; player: PlayerId; whose: PlayerId; from: "deckTop" | "deckBottom" | "essenceDeckTop" | "hand"; cards: number[] }
  | { t: "reveal"; player: PlayerId; cards: number[] }
  | { t: "prevented"; card: number; source: number; amount: number }
  /** `redirectTo`: the card the next damage goes to instead (ruling R174). */
  | { t: "shield"; player: PlayerId; cards: number[]; amount: number | null; combatOnly: boolean; redirectTo?: number }
  | { t: "restriction"; player: PlayerId; restriction: Restriction["kind"]; cards: number[]; players: PlayerId[] }
  | { t: "damageRemoved"; card: number; amount: number }
  | { t: "gameOver"; winner: PlayerId | null; reason: GameEndReason };

/** Anything with the card tables: a GameState or a PlayerView. */
export interface CardTables {
  defs: readonly CardDefinition[];
  cards: readonly { def: number }[];
}
