// Low-level mutations: moving cards between zones with their bookkeeping (listener
// index, reset of a card that leaves play, relics that lose their bearer), events,
// randomness. Everything that changes a zone goes through `moveCard`, except a change of
// control (`changeControl`): the card moves between battlefields without leaving play.
import type { Trait } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { defInfos } from "./defs.js";
import { collectLeave, dispatchCardEvent, dispatchDiscard, dispatchDraw, dispatchSacrifice, queueLeave, registerListeners, unregisterListeners, type CardEventKind } from "./engine/listeners.js";
import { entersTurnedByStatics } from "./query.js";
import { destroyedInstead, leaveReplacement } from "./replacements.js";
import { mulberry32 } from "./rng.js";
import type { CardState, GameEvent, GameState, LastKnown, MoveReason, PlayerId, QueuedEffect, TurnLog, ZoneName } from "./types.js";

/** Events after which the state checks have nothing new to look at. */
const NEUTRAL = new Set<GameEvent["t"]>(["pass", "phaseDeclared", "phase", "turnStart", "chainPush", "trigger", "look", "arrange", "resplandor", "block", "blockOrder", "incursionEnd", "prohibition", "play", "activate", "equipAction", "embate", "turned", "pay", "shuffle", "dieRoll", "firstPlayer", "mulligan", "paidToAvoid", "effectPaid", "chainResolve", "lookAt", "reveal", "shield", "restriction"]);

/** Every change goes through here: the event (when recorded) and the state-check flag. */
export function emit(s: GameState, e: GameEvent): void {
  if (!NEUTRAL.has(e.t)) s.dirty = true;
  if (s.options.events) s.events.push(e);
}

/** A number in [0, 1) from the game's generator. */
export function random(s: GameState): number {
  const [next, value] = mulberry32(s.rng);
  s.rng = next;
  return value;
}

export function shuffleIds(s: GameState, ids: number[]): void {
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random(s) * (i + 1));
    const tmp = ids[i]!;
    ids[i] = ids[j]!;
    ids[j] = tmp;
  }
}

/** Shuffles a player's main deck (Reglamento 22). */
export function shuffleDeck(s: GameState, p: PlayerId): void {
  shuffleIds(s, s.players[p].deck);
  emit(s, { t: "shuffle", player: p });
}

function zoneArray(s: GameState, c: CardState, zone: ZoneName, p: PlayerId): number[] | null {
  const pl = s.players[p];
  switch (zone) {
    case "deck":
      return pl.deck;
    case "hand":
      return pl.hand;
    case "graveyard":
      return pl.graveyard;
    case "essenceDeck":
      return pl.essenceDeck;
    case "essence":
      return pl.essence;
    case "battlefield":
      return pl.battlefield;
    case "sanctuary":
    case "chain":
    case "vanished":
      return null;
    default:
      return assertNever(zone);
  }
}

/** Zones whose list is the controller's rather than the owner's (the Escencia zone is always its owner's, who controls it). */
function heldByController(zone: ZoneName): boolean {
  return zone === "battlefield" || zone === "hand";
}

function remove(list: number[], id: number): void {
  const i = list.indexOf(id);
  if (i >= 0) list.splice(i, 1);
}

function isPlayZone(z: ZoneName): boolean {
  return z === "battlefield" || z === "essence" || z === "sanctuary";
}

/** Registers a card that entered play with the listener index, so no event scans every card. */
export function register(s: GameState, id: number): void {
  const info = defInfos(s.defs)[s.cards[id]!.def]!;
  if (info.phaseStart.length > 0 && !s.index.phaseStart.includes(id)) s.index.phaseStart.push(id);
  if (info.statics.length > 0 && !s.index.statics.includes(id)) s.index.statics.push(id);
  registerListeners(s, id);
}

function unregister(s: GameState, id: number): void {
  remove(s.index.phaseStart, id);
  remove(s.index.statics, id);
  unregisterListeners(s, id);
}

/** Its Ataque, Vida and keyword modifiers (Reglamento 20). */
function resetModifiers(c: CardState): void {
  c.atk = 0;
  c.life = 0;
  c.tAtk = 0;
  c.tLife = 0;
  c.kw = [];
  c.tKw = [];
}

/** The changes that outlast the turn of a card that waited on the chain follow it into play. */
function followOntoBattlefield(s: GameState, id: number, from: number, to: number): void {
  for (const e of s.effects) if ((e.kind === "stats" || e.kind === "keyword") && e.id === id && e.inc === from) e.inc = to;
}

/** Clears what a card carried while in play: it becomes a new object (Reglamento 20, 21, 23). */
function resetOnLeave(s: GameState, c: CardState): void {
  c.turned = false;
  c.damage = 0;
  c.lethal = false;
  resetModifiers(c);
  c.embates = 0;
  c.blocked = -1;
  c.blocks = 0;
  c.used = [];
  c.usedTurn = -1;
  c.revertControl = -1;
  c.acted = [];
  c.actedTurn = -1;
  if (c.bearer >= 0) {
    c.bearer = -1;
  }
  // Reglamento 21: «Cuando el portador deja el campo de batalla, la reliquia no desaparece».
  for (const relic of s.players[0].battlefield.concat(s.players[1].battlefield)) {
    const r = s.cards[relic]!;
    if (r.bearer === c.id) {
      r.bearer = -1;
      emit(s, { t: "equip", relic: relic, bearer: -1 });
    }
  }
  c.controller = c.owner;
}

/**
 * Moves a card. `p` is the player whose zone receives it in play and in the hand (the
 * controller; a hand is another player's only when a text says «en tu mano» of a card out
 * of play, ruling R91); every other zone is the owner's whatever `p` says (Reglamento 23:
 * «va siempre a la zona correspondiente de su dueño»). `bottom` puts it at the end of a
 * deck (index 0 is the top).
 */
export function moveCard(s: GameState, id: number, to: ZoneName, p: PlayerId, reason: MoveReason, bottom = false): void {
  const c = s.cards[id]!;
  const from = c.zone;
  if (reason === "destroy" || reason === "discard" || reason === "draw" || reason === "play") logDeed(s, c, reason, p);
  const holder = heldByController(from) ? (c.controller as PlayerId) : c.owner;
  const fromList = zoneArray(s, c, from, holder);
  if (fromList !== null) remove(fromList, id);
  const wasInPlay = isPlayZone(from);
  // A vanishing card triggers nothing: it leaves to end a cycle (Reglamento 25).
  const leaving = wasInPlay && !isPlayZone(to) && reason !== "vanish" ? collectLeave(s, id, to, reason) : null;
  if (wasInPlay && !isPlayZone(to)) {
    unregister(s, id);
    resetOnLeave(s, c);
  }
  // A character changed while it waited on the chain keeps the change into play (ruling
  // R87); a card that leaves the chain for anywhere else is a new object without it.
  if (from === "chain" && to !== "battlefield") resetModifiers(c);
  const before = c.inc;
  c.zone = to;
  c.inc++;
  if (from === "chain" && to === "battlefield" && s.effects.length > 0) followOntoBattlefield(s, id, before, c.inc);
  if (heldByController(to)) c.controller = p;
  const toList = zoneArray(s, c, to, heldByController(to) ? p : c.owner);
  if (toList !== null) {
    if (bottom || to === "graveyard" || to === "hand" || to === "battlefield" || to === "essence") toList.push(id);
    else toList.unshift(id);
  }
  if (!wasInPlay && isPlayZone(to)) {
    c.entered = s.turn;
    register(s, id);
  }
  emit(s, { t: "move", card: id, from, to, player: p, reason });
  // Reglamento 12: «La Escencia entra en juego enderezada (a menos que diga lo contrario)».
  if (!wasInPlay && isPlayZone(to) && (defInfos(s.defs)[c.def]!.entersTurned || entersTurnedByStatics(s, id))) setTurned(s, id, true);
  if (leaving !== null) queueLeave(s, leaving);
  // «Cada vez que tu oponente descarte una carta»: a card that leaves a hand by a discard.
  if (reason === "discard" && from === "hand" && s.index.listeners.discards.length + s.index.grants.length + s.delayed.length > 0) dispatchDiscard(s, holder, id);
  // «Cada vez que sacrifiques un personaje»: by whoever controlled it (Reglamento 12: a cost or an effect).
  if (reason === "sacrifice" && wasInPlay && s.index.listeners.sacrifices.length + s.index.grants.length + s.delayed.length > 0) dispatchSacrifice(s, holder, id);
}

export function emptyTurnLog(): TurnLog {
  return { played: [], discarded: [], drawn: [], lost: [] };
}

/** The turn's history that «si … este turno» reads (`thisTurn` conditions), written before the card moves. */
function logDeed(s: GameState, c: CardState, reason: "destroy" | "discard" | "draw" | "play", p: PlayerId): void {
  if (reason === "destroy") {
    // Destroyed from play: the controller it had loses it (last known information).
    if (isPlayZone(c.zone)) s.players[c.controller as PlayerId].turnLog.lost.push(c.id);
  } else if (reason === "discard") s.players[c.owner].turnLog.discarded.push(c.id);
  else if (reason === "draw") s.players[p].turnLog.drawn.push(c.id);
  else s.players[p].turnLog.played.push(c.id);
}

/**
 * Card `id` did something (entered play, …): the triggered abilities that answer it are
 * queued, its own and those of the cards listening (`engine/listeners.ts`). Leaving play
 * is reported by `moveCard` itself.
 */
export function queueTriggers(s: GameState, id: number, kind: CardEventKind, controller: PlayerId): void {
  dispatchCardEvent(s, { kind, subject: id, object: -1, player: controller });
}

/** `def`: the definition holding the ability (another card's, for a granted one; the card's own by default). */
export function queueEffect(s: GameState, kind: QueuedEffect["kind"], id: number, ability: number, controller: PlayerId, def = s.cards[id]!.def, paid: LastKnown[] = []): void {
  const c = s.cards[id]!;
  const effect: QueuedEffect = { kind, source: id, sourceInc: c.inc, def, ability, controller, order: s.seq++ };
  if (paid.length > 0) effect.paid = paid;
  s.queue.push(effect);
}

/**
 * A card leaves play for the cementerio or a hand: its «Al salir del juego» (and, when
 * destroyed, «Cuando … sea destruido») abilities are queued by `moveCard` with the
 * controller it had (last known information; Reglamento 25 orders them).
 */
export function leavePlay(s: GameState, id: number, to: "graveyard" | "hand" | "essenceDeck", reason: MoveReason): void {
  const c = s.cards[id]!;
  const def = s.defs[c.def]!;
  if (def.type === "Santuario") return; // Reglamento 23: never destroyed nor removed
  // «Si el portador fuera a ser destruido, en su lugar destruye esta Reliquia» (ruling R176): it stays in play.
  const spared = reason === "destroy" && to === "graveyard" ? destroyedInstead(s, id) : null;
  if (spared !== null) {
    leavePlay(s, spared.source, "graveyard", "destroy");
    if (spared.removeDamage && c.damage > 0) {
      emit(s, { t: "damageRemoved", card: id, amount: c.damage });
      c.damage = 0;
      c.lethal = false;
    }
    return;
  }
  // «Si este personaje fuera a ir al cementerio desde el juego, devuélvelo a la mano de su dueño en su lugar» (ruling R129).
  const instead = to === "graveyard" ? leaveReplacement(s, id, reason) : null;
  if (instead !== null) {
    // Not to the cementerio, so not destroyed: it leaves play for that zone of its owner.
    if (instead === "hand") moveCard(s, id, "hand", c.owner, "return");
    else {
      moveCard(s, id, "deck", c.owner, "put", instead === "deckBottom");
      if (instead === "deckShuffled") shuffleDeck(s, c.owner);
    }
    return;
  }
  moveCard(s, id, to, c.owner, reason, to === "essenceDeck");
  if (reason === "destroy") emit(s, { t: "destroyed", card: id });
}

/** Changes control without the card entering play again (Reglamento 26). */
export function changeControl(s: GameState, id: number, to: PlayerId): boolean {
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" || c.controller === to) return false;
  const from = c.controller;
  const list = s.players[from].battlefield;
  list.splice(list.indexOf(id), 1);
  s.players[to].battlefield.push(id);
  c.controller = to;
  emit(s, { t: "control", card: id, from, to });
  return true;
}

/** Records that a card activated a trait this turn, once per activation (the condition «activó su Embate este turno», one Embate per turn, «… otra vez este turno»). */
export function noteActivation(s: GameState, id: number, trait: Trait): void {
  const c = s.cards[id]!;
  if (c.actedTurn !== s.turn) {
    c.acted = [];
    c.actedTurn = s.turn;
  }
  c.acted.push(trait);
}

export function setTurned(s: GameState, id: number, turned: boolean): boolean {
  const c = s.cards[id]!;
  if (c.turned === turned) return false;
  c.turned = turned;
  emit(s, { t: "turned", card: id, turned });
  return true;
}

/** Turns `n` untapped Escencias to pay a cost (Reglamento 12: «consumir»; ruling R42: they are interchangeable). */
export function payEssence(s: GameState, p: PlayerId, n: number, exclude: readonly number[] = []): boolean {
  if (n <= 0) return true;
  let left = n;
  for (const id of s.players[p].essence) {
    if (left === 0) break;
    const c = s.cards[id]!;
    if (!c.turned && !exclude.includes(id)) {
      c.turned = true;
      emit(s, { t: "turned", card: id, turned: true });
      left--;
    }
  }
  // Validation only lists what can be paid: a shortfall here is an engine bug.
  if (left > 0) throw new Error(`Escencia insuficiente: faltan ${left} (estado inconsistente).`);
  emit(s, { t: "pay", player: p, amount: n });
  return true;
}

/** Draws one card; an empty deck makes the player lose at the next state check (Reglamento 1). */
export function drawCard(s: GameState, p: PlayerId): boolean {
  const id = s.players[p].deck[0];
  if (id === undefined) {
    s.players[p].lost = true;
    s.dirty = true;
    return false;
  }
  moveCard(s, id, "hand", p, "draw");
  // «Cada vez que robes una carta»: any draw, the Amanecer's too (ruling R178).
  dispatchDraw(s, p, id);
  return true;
}
