// Trigger dispatch: the engine reports what happened (a card entered, blocked, was
// destroyed, activated a trait, dealt damage, was equipped; a player played a card; a
// phase started or ended), and this module finds the triggered abilities that answer it
// and queues them with the event they answer (Reglamento 25, ruling R24). The engine
// calls it where the thing happens, so it works with the log off (`options.events`).
//
// Nothing scans every card: a trigger about its own card is looked up on that card
// (`DefInfo.triggers`); cards whose triggers listen to others, to their bearer or to a
// player are indexed by kind as they enter play and leave it (`index.listeners`); granted
// abilities come from the cards that grant them (`index.grants`); delayed abilities wait
// in `delayed`.
import type { Ability, CardFilter, EventCard, Phase, Trait, Trigger } from "../../compiler/ir.js";
import { defInfos, LISTENER_KINDS, type DefInfo, type TriggerKind } from "../defs.js";
import { compare, matches } from "../query.js";
import { useOncePerTurn } from "../turn-uses.js";
import type { Activation, EventBinding, GameState, ListenerIndex, PlayerId } from "../types.js";
import { abilityAt, grantedTo, grantRecipients } from "./abilities.js";

/** The kinds of event that are about a card. */
export type CardEventKind = Exclude<TriggerKind, "plays" | "discards" | "draws" | "sacrifices" | "phaseStart" | "phaseEnd">;

/** What happened, as the dispatcher needs it (transient: the binding is what the state keeps). */
export interface CardEvent {
  kind: CardEventKind;
  /** The card the event is about: the one that entered, left, blocked, was blocked, activated, dealt damage, the Reliquia equipped, the Escencia consumed. */
  subject: number;
  /** The card it concerns: the blocked attacker, the first blocker, the damaged card, the new bearer, the card paid for; or -1. */
  object: number;
  /** The player the event is about: the subject's controller at the event, the damaged player, the payer. */
  player: PlayerId;
  /** `activates`: the trait. */
  trait?: Trait;
  /** `activates`: the Embate of the attacker (not of a blocker, Reglamento 19). */
  attacking?: boolean;
  /** `isBlocked`: how many characters block it. */
  blockers?: number;
  /** `blocks`: the end of the duel, for «… bloquee y sobreviva al duelo». */
  survived?: boolean;
  /** `dealsDamage`: to a Santuario (the object is that Santuario) or a character. */
  toSanctuary?: boolean;
  /** `dealsDamage`: the damage of an Incursión or a duel, not of an effect. */
  combat?: boolean;
  /** Leaving play: the Reliquias it bore just before (last known information). */
  relics?: number[];
  /** `destroyed`: by the damage of a duel it took part in. */
  inDuel?: boolean;
}

const NONE: Found[] = [];

/** A trigger found for an event: the card that has it, the definition and index of the ability, its controller. */
interface Found {
  listener: number;
  def: number;
  ability: number;
  controller: PlayerId;
}

export function emptyListenerIndex(): ListenerIndex {
  const out = {} as ListenerIndex;
  for (const k of LISTENER_KINDS) out[k] = [];
  return out;
}

/** A card entered play: index its triggers about others and its grants. */
export function registerListeners(s: GameState, id: number): void {
  const info = defInfos(s.defs)[s.cards[id]!.def]!;
  for (const k of LISTENER_KINDS) {
    if (info.listens[k].length > 0) {
      const list = s.index.listeners[k];
      if (!list.includes(id)) list.push(id);
    }
  }
  if (info.grants.length > 0 && !s.index.grants.includes(id)) s.index.grants.push(id);
}

export function unregisterListeners(s: GameState, id: number): void {
  const info = defInfos(s.defs)[s.cards[id]!.def]!;
  for (const k of LISTENER_KINDS) if (info.listens[k].length > 0) remove(s.index.listeners[k], id);
  if (info.grants.length > 0) remove(s.index.grants, id);
}

function remove(list: number[], id: number): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

function sideIs(side: "you" | "opponent" | "each", who: PlayerId, relativeTo: PlayerId): boolean {
  return side === "each" || (side === "you" ? who === relativeTo : who !== relativeTo);
}

/** The card whose «este personaje»/«el portador» a trigger's `who` speaks of: the bearer for «equipes … a este personaje». */
function eventCard(ev: CardEvent): number {
  return ev.kind === "equipped" ? ev.object : ev.subject;
}

/** Does `who` (of a trigger on `listener`) designate the event's card? */
function whoMatches(s: GameState, who: EventCard | undefined, listener: number, controller: PlayerId, ev: CardEvent): boolean {
  const card = eventCard(ev);
  if (who === undefined || who.kind === "self") return card === listener;
  if (who.kind === "bearer") {
    if (ev.relics !== undefined && card === ev.subject) return ev.relics.includes(listener);
    return s.cards[listener]!.bearer === card;
  }
  return anyMatches(s, card, who.filter, controller, listener);
}

function anyMatches(s: GameState, card: number, filter: CardFilter, controller: PlayerId, listener: number): boolean {
  return card >= 0 && matches(s, card, filter, controller, listener);
}

/** Everything else a trigger asks of the event besides its card. */
function detailsMatch(s: GameState, trigger: Trigger, controller: PlayerId, ev: CardEvent, listener: number): boolean {
  switch (trigger.kind) {
    case "blocks":
      if ((trigger.survives === true) !== (ev.survived === true)) return false;
      // «a un personaje con más Ataque que él»: compared with the blocker.
      return trigger.blocked === undefined || (ev.object >= 0 && matches(s, ev.object, trigger.blocked, controller, ev.subject));
    case "activates":
      return trigger.trait === ev.trait && (trigger.attacking !== true || ev.attacking === true);
    case "dealsDamage": {
      if ((trigger.to === "sanctuary") !== (ev.toSanctuary === true)) return false;
      if (trigger.combat === true && ev.combat !== true) return false;
      if (trigger.to === "sanctuary" && trigger.whose !== undefined) return sideIs(trigger.whose, ev.player, controller);
      return true;
    }
    case "equipped":
      // «Cada vez que equipes …»: equipped by the ability's controller, who controls the Reliquia.
      if (s.cards[ev.subject]!.controller !== controller) return false;
      if (trigger.thisRelic === true && ev.subject !== listener) return false;
      return trigger.relic === undefined || matches(s, ev.subject, trigger.relic, controller, ev.subject);
    case "consumed":
      return trigger.paysFor === undefined || (ev.object >= 0 && matches(s, ev.object, trigger.paysFor, controller, ev.object));
    case "destroyed":
      return trigger.inDuel !== true || ev.inDuel === true;
    case "isBlocked":
      // «Si este personaje es bloqueado por un solo personaje, …» (ruling R184).
      return trigger.blockers === undefined || compare(ev.blockers ?? 1, trigger.blockers);
    case "entersPlay":
    case "leavesPlay":
    case "damaged":
    case "gainsLife":
    case "destroysInDuel":
    case "entersDuel":
    case "survivesDuel":
    case "notBlocked":
    case "changesBearer":
    case "returnsToHand":
      return true;
    case "plays":
    case "discards":
    case "draws":
    case "sacrifices":
    case "phaseStart":
    case "phaseEnd":
      return false;
  }
}

function triggeredAt(s: GameState, def: number, ability: number): (Ability & { kind: "triggered" }) | null {
  const a = abilityAt(s, def, ability);
  return a !== undefined && a.kind === "triggered" ? a : null;
}

function cardTriggerMatches(s: GameState, f: Found, ev: CardEvent): boolean {
  const a = abilityAt(s, f.def, f.ability);
  if (a === undefined || a.kind !== "triggered" || a.trigger.kind !== ev.kind) return false;
  const t = a.trigger;
  const who = t.kind === "equipped" ? t.to : t.kind === "consumed" ? undefined : (t as { who?: EventCard }).who;
  return whoMatches(s, who, f.listener, f.controller, ev) && detailsMatch(s, t, f.controller, ev, f.listener);
}

/** The triggers an event about a card fires, found now (before a card that leaves play is moved: last known information). */
export function collectCardEvent(s: GameState, ev: CardEvent): Found[] {
  const infos = defInfos(s.defs);
  const card = eventCard(ev);
  // The common case on the simulation path: nobody listens.
  if ((card < 0 || infos[s.cards[card]!.def]!.triggers[ev.kind].length === 0) && s.index.listeners[ev.kind].length === 0 && s.index.grants.length === 0) return NONE;
  const out: Found[] = [];
  const consider = (f: Found): void => {
    if (cardTriggerMatches(s, f, ev)) out.push(f);
  };
  // Its own triggers, and those granted to it.
  if (card >= 0) {
    const c = s.cards[card]!;
    // Before a card leaves play this is still the controller it had (last known information).
    const controller = c.controller;
    for (const ai of infos[c.def]!.triggers[ev.kind]) consider({ listener: card, def: c.def, ability: ai, controller });
    const granted = grantedTo(s, card, (info) => info.grantedTriggers[ev.kind]);
    for (let k = 0; k < granted.length; k += 2) consider({ listener: card, def: granted[k]!, ability: granted[k + 1]!, controller });
  }
  // Cards listening to others, to their bearer or to a player.
  for (const l of s.index.listeners[ev.kind]) {
    const lc = s.cards[l]!;
    for (const ai of infos[lc.def]!.listens[ev.kind]) consider({ listener: l, def: lc.def, ability: ai, controller: lc.controller });
  }
  for (const g of s.index.grants) {
    const gdef = s.cards[g]!.def;
    for (const ai of infos[gdef]!.grantedListens[ev.kind]) {
      for (const r of grantRecipients(s, g, ai)) consider({ listener: r, def: gdef, ability: ai, controller: s.cards[r]!.controller });
    }
  }
  return out;
}

function binding(s: GameState, subject: number, object: number, player: number): EventBinding {
  return {
    subject,
    subjectInc: subject >= 0 ? s.cards[subject]!.inc : 0,
    object,
    objectInc: object >= 0 ? s.cards[object]!.inc : 0,
    player,
  };
}

/** Queues what `collectCardEvent` found, bound to the event as it stands now (after the move). */
export function queueFound(s: GameState, found: readonly Found[], ev: { subject: number; object: number; player: number }): void {
  if (found.length === 0) return;
  for (const f of found) queueTrigger(s, f, binding(s, ev.subject, ev.object, ev.player));
}

/** An event about a card: its triggers are found and queued at once. Delayed abilities waiting for it fire too. */
export function dispatchCardEvent(s: GameState, ev: CardEvent): void {
  const found = collectCardEvent(s, ev);
  if (found.length > 0) queueFound(s, found, ev);
  if (s.delayed.length > 0) fireDelayed(s, (t, act) => t.kind === ev.kind && cardTriggerMatchesFor(s, t, act, ev));
}

function cardTriggerMatchesFor(s: GameState, t: Trigger, act: Activation, ev: CardEvent): boolean {
  const who = t.kind === "equipped" ? t.to : t.kind === "consumed" || t.kind === "plays" || t.kind === "discards" || t.kind === "draws" || t.kind === "sacrifices" || t.kind === "phaseStart" || t.kind === "phaseEnd" ? undefined : t.who;
  return whoMatches(s, who, act.source, act.controller, ev) && detailsMatch(s, t, act.controller, ev, act.source);
}

/**
 * «La primera vez en cada turno que …» fires once per turn (ruling R61); the mark is on
 * the card that has the ability, like a Talento's.
 */
function queueTrigger(s: GameState, f: Found, event: EventBinding): void {
  const c = s.cards[f.listener]!;
  const ability = triggeredAt(s, f.def, f.ability);
  if (ability !== null && ability.oncePerTurn === true && !useOncePerTurn(s, f.listener, f.def, f.ability)) return;
  s.queue.push({ kind: "trigger", source: f.listener, sourceInc: c.inc, def: f.def, ability: f.ability, controller: f.controller, order: s.seq++, event });
}

/** A player played a card (Reglamento 18: a card that will be prohibited was played too). */
export function dispatchPlay(s: GameState, player: PlayerId, card: number): void {
  dispatchPlayerDeed(s, "plays", player, card);
}

/** A player discarded a card from their hand (the card is already in the cementerio: «esa carta» finds it there). */
export function dispatchDiscard(s: GameState, player: PlayerId, card: number): void {
  dispatchPlayerDeed(s, "discards", player, card);
}

/** A player drew a card (it is in their hand now; ruling R178). */
export function dispatchDraw(s: GameState, player: PlayerId, card: number): void {
  dispatchPlayerDeed(s, "draws", player, card);
}

/** A player sacrificed a card they controlled (it is already in the cementerio: «ese personaje» finds it there). */
export function dispatchSacrifice(s: GameState, player: PlayerId, card: number): void {
  dispatchPlayerDeed(s, "sacrifices", player, card);
}

/**
 * A player did something with a card of theirs: played or discarded it from their hand, or
 * sacrificed it. The triggers of that kind whose side and filter match (the filter reads the
 * card's printed properties where it is now).
 */
function dispatchPlayerDeed(s: GameState, kind: "plays" | "discards" | "draws" | "sacrifices", player: PlayerId, card: number): void {
  const infos = defInfos(s.defs);
  // The text names the player first and the card second («tu oponente juegue un Verso»): the
  // card is the event's object for «ese Verso», «su Santuario» (compiler/resolve.ts); its subject too.
  const ev = binding(s, card, card, player);
  // «Cada vez que sacrifiques otro personaje»: other than the card that listens.
  const test = (t: Trigger, controller: PlayerId, listener: number): boolean =>
    t.kind === kind && sideIs(t.player, player, controller) && matches(s, card, t.filter, controller, kind === "sacrifices" ? listener : card);
  for (const l of s.index.listeners[kind]) {
    const lc = s.cards[l]!;
    for (const ai of infos[lc.def]!.listens[kind]) {
      const t = triggeredAt(s, lc.def, ai)?.trigger;
      if (t !== undefined && test(t, lc.controller, l)) queueTrigger(s, { listener: l, def: lc.def, ability: ai, controller: lc.controller }, ev);
    }
  }
  grantedListeners(s, kind, (f, t) => {
    if (test(t, f.controller, f.listener)) queueTrigger(s, f, ev);
  });
  if (s.delayed.length > 0) fireDelayed(s, (t, act) => test(t, act.controller, act.source));
}

/** A phase starts or ends (Reglamento 9): «Al comienzo de …» / «Al final de …». */
export function dispatchPhase(s: GameState, kind: "phaseStart" | "phaseEnd", phase: Phase): void {
  const infos = defInfos(s.defs);
  const active = s.active;
  const ev = binding(s, -1, -1, active);
  const test = (t: Trigger, controller: PlayerId): boolean => t.kind === kind && t.phase === phase && sideIs(t.whose, active, controller);
  const list = kind === "phaseStart" ? s.index.phaseStart : s.index.listeners.phaseEnd;
  for (const l of list.slice()) {
    const lc = s.cards[l]!;
    const info: DefInfo = infos[lc.def]!;
    for (const ai of kind === "phaseStart" ? info.phaseStart : info.listens.phaseEnd) {
      const t = triggeredAt(s, lc.def, ai)?.trigger;
      if (t !== undefined && test(t, lc.controller)) queueTrigger(s, { listener: l, def: lc.def, ability: ai, controller: lc.controller }, ev);
    }
  }
  grantedListeners(s, kind, (f, t) => {
    if (test(t, f.controller)) queueTrigger(s, f, ev);
  });
  if (s.delayed.length > 0) fireDelayed(s, (t, act) => test(t, act.controller));
}

function grantedListeners(s: GameState, kind: TriggerKind, visit: (f: Found, t: Trigger) => void): void {
  if (s.index.grants.length === 0) return;
  const infos = defInfos(s.defs);
  for (const g of s.index.grants.slice()) {
    const gdef = s.cards[g]!.def;
    for (const ai of infos[gdef]!.grantedListens[kind]) {
      const t = triggeredAt(s, gdef, ai)?.trigger;
      if (t === undefined) continue;
      for (const r of grantRecipients(s, g, ai)) visit({ listener: r, def: gdef, ability: ai, controller: s.cards[r]!.controller }, t);
    }
  }
}

/** Delayed abilities whose moment this is: queued once (with the activation they keep, its event too), then forgotten. */
function fireDelayed(s: GameState, test: (t: Trigger, act: Activation) => boolean): void {
  for (let i = 0; i < s.delayed.length; i++) {
    const d = s.delayed[i]!;
    if (!test(d.trigger, d.act)) continue;
    s.delayed.splice(i--, 1);
    const act = d.act;
    s.queue.push({ kind: "delayed", source: act.source, sourceInc: act.sourceInc, def: act.def, ability: act.ability, controller: act.controller, order: s.seq++, act, steps: d.steps });
  }
}

/** A card about to leave play: the triggers its leaving fires, found before it moves (last known information). */
export interface Leaving {
  found: Found[];
  subject: number;
  player: PlayerId;
}

function relicsBearing(s: GameState, id: number): number[] {
  const out: number[] = [];
  for (const p of [0, 1] as const) for (const r of s.players[p].battlefield) if (s.cards[r]!.bearer === id) out.push(r);
  return out;
}

/**
 * Before card `id` leaves play for `to`: «Cuando … sea destruido» (only when destroyed,
 * Reglamento 23, 24: Mítica does not destroy), «Cuando … deje el campo de batalla», «Cada vez
 * que … vuelva a la mano de su dueño».
 */
export function collectLeave(s: GameState, id: number, to: string, reason: string): Leaving {
  const c = s.cards[id]!;
  let found: Found[] = NONE;
  let relics: number[] | null = null;
  const collect = (kind: CardEventKind): void => {
    // Who bore what matters only to a Reliquia listening to its bearer.
    if (relics === null && s.index.listeners[kind].length + s.index.grants.length > 0) relics = relicsBearing(s, id);
    const ev: CardEvent = { kind, subject: id, object: -1, player: c.controller, relics: relics ?? [] };
    if (kind === "destroyed" && s.duel !== undefined && s.duel.includes(id)) ev.inDuel = true;
    const more = collectCardEvent(s, ev);
    if (more.length > 0) found = found.length === 0 ? more.slice() : found.concat(more);
    if (s.delayed.length > 0) fireDelayed(s, (t, act) => t.kind === kind && cardTriggerMatchesFor(s, t, act, ev));
  };
  if (reason === "destroy") collect("destroyed");
  collect("leavesPlay");
  if (to === "hand") collect("returnsToHand");
  return { found, subject: id, player: c.controller };
}

/** After the move: queue them, bound to the card where it went. */
export function queueLeave(s: GameState, leaving: Leaving): void {
  queueFound(s, leaving.found, { subject: leaving.subject, object: -1, player: leaving.player });
}
