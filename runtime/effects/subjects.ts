// What the words of a step designate when it executes: declared targets that are still
// legal (Reglamento 17, 23), «este personaje», «el portador», «su portador», «todos los
// …», a Santuario, the cards earlier steps found and «el resto», players, and amounts
// («por cada …», «igual a su Ataque»). A card this resolution removed from play is still
// known as it last was («su Ataque», «su controlador»: last known information).
import type { Amount, PlayerRef, Subject, TargetDeclaration } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { declarationsOf, defInfos } from "../defs.js";
import { attackOf, cardIs, cardsMatching, countMatching, destroyedThisTurn, inPlay, lifeOf, other, sanctuaryLife, targetStillLegal } from "../query.js";
import type { Activation, FoundCards, GameState, LastKnown, PlayerId, ZoneName } from "../types.js";

function declarations(s: GameState, act: Activation): TargetDeclaration[] {
  const ability = s.defs[act.def]!.abilities[act.ability];
  if (ability === undefined) return [];
  return declarationsOf(ability, defInfos(s.defs)[act.def]!.chooseStep[act.ability] ?? -1, act.choice);
}

/** The still-legal values of a declared target (Reglamento 17, 23). */
export function legalTargets(s: GameState, act: Activation, ref: string): number[] {
  const value = act.targets.find((t) => t.id === ref);
  if (value === undefined) return [];
  const decl = declarations(s, act).find((d) => d.id === ref);
  if (decl === undefined) return [];
  const out: number[] = [];
  for (let i = 0; i < value.values.length; i++) {
    const v = value.values[i]!;
    if (value.player || targetStillLegal(s, decl, act.controller, act.source, v, value.incs[i]!)) out.push(v);
  }
  return out;
}

function sourceInPlay(s: GameState, act: Activation): boolean {
  const c = s.cards[act.source];
  return c !== undefined && c.inc === act.sourceInc && inPlay(c);
}

function binding(act: Activation, ref: string): FoundCards | undefined {
  return act.found?.find((f) => f.as === ref);
}

/** Binds the cards a step found as `as` (a later step with the same name replaces it). */
export function bindFound(s: GameState, act: Activation, as: string, ids: readonly number[], zone: ZoneName): void {
  const incs = ids.map((id) => s.cards[id]!.inc);
  const entry: FoundCards = { as, ids: ids.slice(), incs, now: incs.slice(), zone };
  const list = act.found ?? [];
  const i = list.findIndex((f) => f.as === as);
  if (i >= 0) list[i] = entry;
  else list.push(entry);
  act.found = list;
}

/** A found card was moved by this resolution: the steps after still designate it where it went. */
export function followMoved(s: GameState, act: Activation, id: number): void {
  for (const f of act.found ?? []) {
    for (let i = 0; i < f.ids.length; i++) if (f.ids[i] === id) f.now[i] = s.cards[id]!.inc;
  }
}

/** Records a card as it is just before this resolution takes it out of play. */
export function rememberLeaving(s: GameState, act: Activation, id: number): void {
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" && c.zone !== "essence") return;
  const lki: LastKnown = { id, inc: c.inc, attack: attackOf(s, id), life: lifeOf(s, id), controller: c.controller };
  (act.lki ??= []).push(lki);
}

/** The last known state of the cards a target designated, when they are gone. */
function lastKnown(s: GameState, act: Activation, subject: Subject): LastKnown[] {
  // «el personaje sacrificado»: the cards its costs sacrificed of that noun (ruling R175).
  if (subject.kind === "paid") return (act.paid ?? []).filter((k) => subject.noun === "carta" || s.defs[s.cards[k.id]!.def]!.type === subject.noun);
  if (subject.kind !== "target") return [];
  const value = act.targets.find((t) => t.id === subject.ref);
  if (value === undefined || value.player) return [];
  const out: LastKnown[] = [];
  for (let i = 0; i < value.values.length; i++) {
    const k = act.lki?.find((l) => l.id === value.values[i] && l.inc === value.incs[i]);
    if (k !== undefined) out.push(k);
  }
  return out;
}

/**
 * «Si ese personaje es destruido»: a card the subject designated when this resolution met it
 * is in the cementerio now, as a new object (ruling R104). A card only leaves play for the
 * cementerio by being destroyed or sacrificed.
 */
export function destroyedDuring(s: GameState, act: Activation, subject: Subject): boolean {
  const gone = (id: number, inc: number): boolean => {
    const c = s.cards[id];
    return c !== undefined && c.inc !== inc && c.zone === "graveyard";
  };
  switch (subject.kind) {
    case "target": {
      const value = act.targets.find((t) => t.id === subject.ref);
      return value !== undefined && !value.player && value.values.some((id, i) => gone(id, value.incs[i]!));
    }
    case "found": {
      const f = binding(act, subject.ref);
      return f !== undefined && f.ids.some((id, i) => gone(id, f.now[i]!));
    }
    case "self":
      return gone(act.source, act.sourceInc);
    case "event": {
      const ev = act.event;
      if (ev === undefined) return false;
      return subject.role === "subject" ? ev.subject >= 0 && gone(ev.subject, ev.subjectInc) : ev.object >= 0 && gone(ev.object, ev.objectInc);
    }
    case "union":
      return subject.of.some((part) => destroyedDuring(s, act, part));
    default:
      return false;
  }
}

/**
 * «Cuando este personaje sea destruido, devuélvelo a tu mano»: the ability the card's own
 * leaving fired finds it where it went, until it moves again (ruling R172).
 */
function leftByItsOwnEvent(s: GameState, act: Activation): boolean {
  const ev = act.event;
  const c = s.cards[act.source];
  return ev !== undefined && c !== undefined && ev.subject === act.source && ev.subjectInc === c.inc && c.inc === act.sourceInc && !inPlay(c);
}

/** Cards a subject designates now. */
export function subjectCards(s: GameState, act: Activation, subject: Subject): number[] {
  switch (subject.kind) {
    case "target":
      return legalTargets(s, act, subject.ref);
    case "self":
      return sourceInPlay(s, act) || leftByItsOwnEvent(s, act) ? [act.source] : [];
    case "bearer": {
      if (!sourceInPlay(s, act)) return [];
      const bearer = s.cards[act.source]!.bearer;
      return bearer >= 0 ? [bearer] : [];
    }
    case "bearerOf": {
      const out: number[] = [];
      for (const id of subjectCards(s, act, subject.of)) {
        const b = s.cards[id]!.bearer;
        if (b >= 0 && s.cards[b]!.zone === "battlefield" && !out.includes(b)) out.push(b);
      }
      return out;
    }
    case "all": {
      const ids = cardsMatching(s, subject.filter, act.controller, act.source);
      const key = JSON.stringify(subject.filter);
      const designated = (act.designated ??= {});
      designated[key] ??= { ids: ids.slice(), incs: ids.map((id) => s.cards[id]!.inc) };
      return ids;
    }
    case "sanctuary":
      return [s.players[subject.whose === "you" ? act.controller : other(act.controller)].sanctuary];
    case "event":
      return eventCards(act, subject.role, s);
    case "sanctuaryOf":
      return subjectPlayers(s, act, subject.player).map((p) => s.players[p].sanctuary);
    case "found": {
      const f = binding(act, subject.ref);
      if (f === undefined) return [];
      const out: number[] = [];
      for (let i = 0; i < f.ids.length; i++) {
        const id = f.ids[i]!;
        if (s.cards[id]!.inc !== f.now[i]) continue;
        if (subject.filter === undefined || cardIs(s, id, subject.filter, act.controller, act.source)) out.push(id);
      }
      return out;
    }
    case "rest": {
      // «el resto»: the found cards that have not moved since they were found.
      const f = binding(act, subject.of);
      if (f === undefined) return [];
      const out: number[] = [];
      for (let i = 0; i < f.ids.length; i++) {
        const c = s.cards[f.ids[i]!]!;
        if (c.inc === f.incs[i] && c.zone === f.zone) out.push(c.id);
      }
      return out;
    }
    case "paid":
      // Sacrificed to pay, it is no longer the card it was (Reglamento 12): only what it was like is known.
      return [];
    case "union": {
      // «Destruye ambos»: every card the parts designate, each once.
      const out: number[] = [];
      for (const part of subject.of) for (const id of subjectCards(s, act, part)) if (!out.includes(id)) out.push(id);
      return out;
    }
    case "player":
    case "playerTarget":
    case "controllerOf":
    case "ownerOf":
    case "eventPlayer":
      return [];
    default:
      return assertNever(subject);
  }
}

/**
 * «ese personaje», «la carta pagada»: the card the trigger's event is about, while it is
 * still the card it was just after the event (where it went: in play, the cementerio…).
 */
export function eventCards(act: Activation, role: "subject" | "object", s: GameState): number[] {
  const ev = act.event;
  if (ev === undefined) return [];
  const id = role === "subject" ? ev.subject : ev.object;
  const inc = role === "subject" ? ev.subjectInc : ev.objectInc;
  return id >= 0 && s.cards[id] !== undefined && s.cards[id]!.inc === inc ? [id] : [];
}

/** «ese jugador»: the player the trigger's event is about. */
export function eventPlayers(act: Activation): PlayerId[] {
  const p = act.event?.player ?? -1;
  return p === 0 || p === 1 ? [p] : [];
}

/** Players a player reference designates, the active player first (Reglamento 25). */
export function subjectPlayers(s: GameState, act: Activation, ref: PlayerRef): PlayerId[] {
  switch (ref.kind) {
    case "playerTarget":
      return legalTargets(s, act, ref.ref) as PlayerId[];
    case "eventPlayer":
      return eventPlayers(act);
    case "player":
      if (ref.who === "you") return [act.controller];
      if (ref.who === "opponent") return [other(act.controller)];
      return [s.active, other(s.active)];
    case "controllerOf":
    case "ownerOf": {
      const out: PlayerId[] = [];
      const add = (p: PlayerId): void => {
        if (!out.includes(p)) out.push(p);
      };
      const ids = subjectCards(s, act, ref.of);
      for (const id of ids) {
        const c = s.cards[id]!;
        add(ref.kind === "ownerOf" ? c.owner : inPlay(c) || c.zone === "chain" ? c.controller : c.owner);
      }
      // «Destruye una Reliquia y haz 2 de daño al Santuario de su controlador»: the controller it had.
      if (ids.length === 0) for (const k of lastKnown(s, act, ref.of)) add(ref.kind === "ownerOf" ? s.cards[k.id]!.owner : k.controller);
      return out;
    }
    default:
      return assertNever(ref);
  }
}

/**
 * The Santuarios a «gana / pierde N de vida» speaks of: those of the players it names
 * («tu Santuario» as «tú», «su controlador»), or the Santuarios among the cards it designates.
 */
export function sanctuariesOf(s: GameState, act: Activation, who: Subject): number[] {
  switch (who.kind) {
    case "player":
    case "playerTarget":
    case "controllerOf":
    case "ownerOf":
    case "eventPlayer":
      return subjectPlayers(s, act, who).map((p) => s.players[p].sanctuary);
    default:
      return subjectCards(s, act, who).filter((id) => s.cards[id]!.zone === "sanctuary");
  }
}

/** «su Ataque», «el mayor Ataque entre …»: of the cards designated now, or as they last were. */
function statOf(s: GameState, act: Activation, amount: Extract<Amount, { kind: "statOf" }>): number {
  const values: number[] = [];
  // The printed cost is the same wherever the card went (Reglamento 12: «El número indicado en la parte superior de la carta corresponde a su coste»).
  const printedCost = (id: number): number => s.defs[s.cards[id]!.def]!.cost ?? 0;
  for (const id of subjectCards(s, act, amount.of)) {
    const c = s.cards[id]!;
    if (amount.stat === "cost") values.push(printedCost(id));
    else if (c.zone === "sanctuary") values.push(amount.stat === "life" ? sanctuaryLife(s, c.owner) : 0);
    else values.push(amount.stat === "attack" ? attackOf(s, id) : lifeOf(s, id));
  }
  if (values.length === 0) for (const k of lastKnown(s, act, amount.of)) values.push(amount.stat === "attack" ? k.attack : amount.stat === "life" ? k.life : printedCost(k.id));
  if (values.length === 0) return 0;
  return amount.max === true ? Math.max(...values) : values[0]!;
}

export function amountOf(s: GameState, amount: Amount, act: Activation): number {
  switch (amount.kind) {
    case "fixed":
      return amount.value;
    case "perEach": {
      const n = amount.destroyedThisTurn === true ? destroyedThisTurn(s, amount.count, act.controller, act.source) : countMatching(s, amount.count, act.controller, act.source);
      return Math.min(amount.value * n, amount.max ?? Infinity);
    }
    case "countOf": {
      const what = amount.of;
      if (what.kind === "player" || what.kind === "playerTarget" || what.kind === "controllerOf" || what.kind === "ownerOf") {
        return amount.value * subjectPlayers(s, act, what).length;
      }
      // «Destruye todos los personajes …. Roba una carta por cada uno de ellos»: those the resolution met first, gone or not (ruling R179).
      const met = what.kind === "all" ? act.designated?.[JSON.stringify(what.filter)] : undefined;
      if (met !== undefined) return amount.value * (amount.left !== undefined ? met.ids.filter((id, i) => s.cards[id]!.inc !== met.incs[i]).length : met.ids.length);
      // «Destruye hasta dos personajes. Roba una carta por cada uno de ellos»: those it took out of play count too.
      const now = subjectCards(s, act, what);
      const gone = lastKnown(s, act, what).filter((k) => !now.includes(k.id));
      return amount.value * ((amount.left !== undefined ? 0 : now.length) + gone.length);
    }
    case "statOf":
      return statOf(s, act, amount);
    default:
      return assertNever(amount);
  }
}
