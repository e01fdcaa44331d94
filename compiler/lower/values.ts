// Amounts, conditions and triggers → IR.
import type { AmountNode, ConditionNode, EventNode, SelectionNode, TriggerNode } from "../../grammar/index.js";
import { assertNever } from "../../grammar/index.js";
import type { Amount, CardFilter, Condition, EventCard, Phase, Side, Subject, Trait, Trigger } from "../ir.js";
import { lowerFilter, lowerPlayer, lowerSubject, selectionFilter } from "./selections.js";
import type { Scope } from "./scope.js";

export function lowerAmount(amount: AmountNode, scope: Scope): Amount {
  if (amount.kind === "statOf") {
    // «igual al Ataque de un personaje objetivo»: one card the effect chooses is a target
    // (Reglamento 23); «el mayor Ataque entre …» reads them all.
    const chosen = amount.max !== true && amount.of.kind === "cards" && amount.of.quantifier.kind === "one";
    const of = lowerSubject(amount.of, scope, { target: chosen });
    const stat = amount.stat === "ataque" ? "attack" : amount.stat === "vida" ? "life" : "cost";
    return amount.max ? { kind: "statOf", stat, of, max: true } : { kind: "statOf", stat, of };
  }
  if (amount.kind === "countOf") return { kind: "countOf", value: amount.value, of: lowerSubject(amount.of, scope, { target: false }) };
  if (amount.perEach !== undefined) return perEachAmount(amount.value, amount.perEach, scope);
  return { kind: "fixed", value: amount.value };
}

/** «por cada personaje de Orden que controles» counts a filter; «por cada uno de ellos» counts what the pointer designates. */
export function perEachAmount(value: number, perEach: SelectionNode, scope: Scope): Amount {
  // «por cada personaje revelado»: the cards found, not those in play.
  if (perEach.kind === "cards" && !perEach.filters.some((f) => f.kind === "among")) {
    const amount: Amount = { kind: "perEach", value, count: lowerFilter(perEach, scope, "juego") };
    if (perEach.atMost !== undefined) amount.max = perEach.atMost;
    if (perEach.destroyedThisTurn === true) amount.destroyedThisTurn = true;
    return amount;
  }
  const of = lowerSubject(perEach, scope, { target: false });
  // «Destruye todos los personajes … por cada uno de ellos»: those the step met, not those in play after it (ruling R179).
  if (of.kind === "all" && perEach.kind !== "previous") return { kind: "perEach", value, count: of.filter };
  return perEach.kind === "previous" && perEach.left !== undefined ? { kind: "countOf", value, of, left: perEach.left } : { kind: "countOf", value, of };
}

function sideOf(subject: Subject): Side {
  if (subject.kind === "player" && subject.who !== "each") return subject.who;
  if (subject.kind === "sanctuary") return subject.whose;
  return "you";
}

export function lowerCondition(condition: ConditionNode, scope: Scope): Condition {
  switch (condition.kind) {
    case "controls": {
      const what = condition.what;
      const filter: CardFilter = what.kind === "cards" ? lowerFilter(what, scope, "juego") : { noun: "Personaje", zone: "juego" };
      const who = condition.who === null ? "you" : sideOf(lowerSubject(condition.who, scope));
      delete filter.controller;
      // «Si controlas dos o menos personajes»: not three or more.
      if (what.kind === "cards" && what.quantifier.kind === "atMost") return { kind: "not", condition: { kind: "controls", who, filter, atLeast: what.quantifier.n + 1 } };
      const atLeast = what.kind === "cards" && "n" in what.quantifier ? what.quantifier.n : 1;
      return { kind: "controls", who, filter, atLeast };
    }
    case "sanctuaryLife":
      return { kind: "sanctuaryLife", whose: sideOf(lowerSubject(condition.who, scope)), compare: { ...condition.compare } };
    case "sanctuaryLifeVs":
      return { kind: "sanctuaryLifeVs", whose: sideOf(lowerSubject(condition.who, scope)), op: condition.op };
    case "cardsIn": {
      let whose: Side | "any" = condition.who === null ? "you" : sideOf(lowerSubject(condition.who, scope));
      let filter: CardFilter | undefined;
      if (condition.noun !== "carta" || condition.filters.length > 0) {
        filter = lowerFilter({ kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: condition.noun, filters: condition.filters, span: condition.span }, scope, condition.zone);
        // «hay dos personajes que tu oponente controle»: the filter says whose cards count.
        if (condition.anyone === true) whose = filter.controller ?? "any";
        delete filter.controller;
      } else if (condition.anyone === true) whose = "any";
      const out: Condition = { kind: "cardsIn", whose, zone: condition.zone, compare: { ...condition.compare } };
      if (filter !== undefined) out.filter = filter;
      return out;
    }
    case "cardsInVs": {
      const whose = condition.who === null ? "you" : sideOf(lowerSubject(condition.who, scope));
      const out: Condition = { kind: "cardsInVs", whose, zone: condition.zone, op: condition.op };
      if (condition.noun !== "carta" || condition.filters.length > 0) {
        const filter = lowerFilter({ kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: condition.noun, filters: condition.filters, span: condition.span }, scope, condition.zone);
        delete filter.controller;
        out.filter = filter;
      }
      return out;
    }
    case "turnOf":
      return condition.phase === undefined ? { kind: "turnOf", whose: condition.whose } : { kind: "turnOf", whose: condition.whose, phase: condition.phase as Phase };
    case "is": {
      const what = lowerSubject(condition.what, scope, { target: false });
      const filter = lowerFilter({ kind: "cards", quantifier: { kind: "all" }, other: false, yours: false, noun: condition.noun ?? "carta", filters: condition.filters, span: condition.span }, scope, "juego");
      // «Si es una Reliquia» speaks of a card wherever it is: only its own properties count.
      if (condition.noun === null) filter.noun = "carta";
      return { kind: "is", what, filter };
    }
    case "activated":
      return { kind: "activated", what: lowerSubject(condition.what, scope, { target: false }), trait: condition.trait as Trait };
    case "destroyed":
      return { kind: "destroyed", what: lowerSubject(condition.what, scope, { target: false }) };
    case "happened": {
      const out = lowerHappened(condition, scope);
      return condition.none ? { kind: "not", condition: out } : out;
    }
    case "not":
      return { kind: "not", condition: lowerCondition(condition.condition, scope) };
    default:
      return assertNever(condition);
  }
}

/** «si ya activaste un Embate este turno», «si un personaje que controlabas fue destruido este turno». */
function lowerHappened(condition: Extract<ConditionNode, { kind: "happened" }>, scope: Scope): Condition {
  const compare = { ...condition.compare };
  const who: Side = condition.who === null ? "you" : sideOf(lowerSubject(condition.who, scope));
  const what = condition.what;
  if (condition.deed === "activated") return { kind: "thisTurn", who, deed: { kind: "activated", trait: condition.trait as Trait }, compare };
  if (what === null || what.kind !== "cards") throw new Error(`lowerHappened: «${condition.deed}» counts no cards`);
  if (condition.deed === "destroyed") {
    // «un personaje que controlabas»: the filter says whose; with none, either player's.
    const filter = lowerFilter(what, scope, "juego");
    const whose: Side | "each" = filter.controller ?? "each";
    delete filter.controller;
    return { kind: "thisTurn", who: whose, deed: { kind: "lost", filter }, compare };
  }
  // Played, discarded and drawn cards come from the hand.
  const filter = lowerFilter(what, scope, "mano");
  delete filter.controller;
  return { kind: "thisTurn", who, deed: { kind: condition.deed, filter }, compare };
}

/** Whose card a trigger listens to: this one, its bearer, or any that matches. */
export function eventCard(subject: SelectionNode, scope: Scope): EventCard | undefined {
  switch (subject.kind) {
    case "self":
      return undefined;
    case "bearer":
      return { kind: "bearer" };
    case "cards":
    case "either":
      return { kind: "any", filter: selectionFilter(subject, scope, "juego")! };
    case "sanctuary":
      // «Cada vez que tu Santuario reciba daño»: that player's Santuario; «este Santuario» is the card itself.
      return subject.whose === "you" || subject.whose === "opponent" ? { kind: "any", filter: { noun: "Santuario", zone: "juego", controller: subject.whose } } : undefined;
    default:
      return undefined;
  }
}

function withWho<T extends Trigger>(trigger: T, who: EventCard | undefined): T {
  if (who !== undefined) (trigger as T & { who?: EventCard }).who = who;
  return trigger;
}

export function lowerTrigger(trigger: TriggerNode, scope: Scope): Trigger {
  const event: EventNode = trigger.event;
  switch (event.kind) {
    case "destroyed": {
      const t: Extract<Trigger, { kind: "destroyed" }> = withWho({ kind: "destroyed" }, eventCard(event.subject, scope));
      if (event.inDuel === true) t.inDuel = true;
      return t;
    }
    case "isBlocked": {
      const t: Extract<Trigger, { kind: "isBlocked" }> = withWho({ kind: "isBlocked" }, eventCard(event.subject, scope));
      if (event.blockers !== undefined) t.blockers = { ...event.blockers };
      return t;
    }
    case "entersPlay":
    case "leavesPlay":
    case "notBlocked":
    case "returnsToHand":
    case "damaged":
    case "gainsLife":
    case "destroysInDuel":
    case "entersDuel":
    case "survivesDuel":
      return withWho({ kind: event.kind }, eventCard(event.subject, scope));
    case "blocks": {
      const who = eventCard(event.subject, scope);
      // «Cada vez que un personaje bloquee al portador (a este personaje)»: the blockers of that card.
      const blocking = event.blocked?.kind === "bearer" ? "bearer" : event.blocked?.kind === "self" ? "self" : undefined;
      if (blocking !== undefined && who?.kind === "any") return { kind: "blocks", who: { kind: "any", filter: { ...who.filter, blocking } }, ...(event.survives ? { survives: true } : {}) };
      const t: Extract<Trigger, { kind: "blocks" }> = withWho({ kind: "blocks" }, who);
      const blocked = event.blocked === undefined ? undefined : selectionFilter(event.blocked, scope, "juego");
      if (blocked !== undefined) t.blocked = blocked;
      if (event.survives) t.survives = true;
      return t;
    }
    case "activates": {
      // «Cuando tu oponente active un Rasgo de Talento»: any card of that player's (a player activates the traits of their cards).
      const s = event.subject;
      const player = s.kind === "player" && (s.who === "you" || s.who === "opponent" || s.who === "each") ? s.who : undefined;
      const byPlayer: EventCard | undefined = player === undefined ? undefined : { kind: "any", filter: player === "each" ? { noun: "carta", zone: "juego" } : { noun: "carta", zone: "juego", controller: player } };
      const t: Extract<Trigger, { kind: "activates" }> = withWho({ kind: "activates", trait: event.trait as Trait }, byPlayer ?? eventCard(s, scope));
      if (event.attacking) t.attacking = true;
      return t;
    }
    case "dealsDamage": {
      const to = event.to;
      const sanctuary = to.kind === "sanctuary" || (to.kind === "cards" && to.noun === "Santuario");
      const t: Extract<Trigger, { kind: "dealsDamage" }> = withWho({ kind: "dealsDamage", to: sanctuary ? "sanctuary" : "character" }, eventCard(event.subject, scope));
      if (to.kind === "sanctuary" && (to.whose === "you" || to.whose === "opponent")) t.whose = to.whose;
      if (event.combat) t.combat = true;
      return t;
    }
    case "plays":
    case "discards":
    case "draws":
    case "sacrifices": {
      // The cards a player plays or discards are in their hand; what they sacrifice, in play.
      const player = lowerPlayer(event.player, scope);
      const side: Side = player.kind === "player" && player.who === "opponent" ? "opponent" : "you";
      const zone = event.kind === "sacrifices" ? "juego" : "mano";
      const filter = selectionFilter(event.what, scope, zone) ?? { noun: "carta" as const, zone };
      delete filter.controller;
      return { kind: event.kind, player: side, filter };
    }
    case "equipped": {
      const t: Extract<Trigger, { kind: "equipped" }> = { kind: "equipped" };
      if (event.relic.kind === "cards") {
        const f = lowerFilter(event.relic, scope, "juego");
        if (Object.keys(f).some((k) => k !== "noun" && k !== "zone")) t.relic = f;
      }
      // «Cuando equipes esta Reliquia (a un personaje)»: this one, to whichever character.
      if (event.relic.kind === "self") t.thisRelic = true;
      const to = event.to === null ? (t.thisRelic ? { kind: "any" as const, filter: { noun: "Personaje" as const, zone: "juego" as const } } : undefined) : eventCard(event.to, scope);
      if (to !== undefined) t.to = to;
      return t;
    }
    case "changesBearer":
      return withWho({ kind: "changesBearer" }, eventCard(event.relic, scope));
    case "consumed": {
      const t: Extract<Trigger, { kind: "consumed" }> = { kind: "consumed" };
      if (event.paysFor !== undefined && event.paysFor.kind === "cards") {
        const f = lowerFilter(event.paysFor, scope, "mano");
        delete f.controller;
        if (f.noun !== "carta" || Object.keys(f).some((k) => k !== "noun" && k !== "zone")) t.paysFor = f;
      }
      return t;
    }
    case "wouldLeave":
    case "wouldBeDamaged":
      // A replacement is a static ability (compiler/lower/replacements.ts), never a trigger.
      throw new Error("a replacement effect is lowered as a static ability, not as a trigger");
    case "phase":
      return {
        kind: event.moment === "start" ? "phaseStart" : "phaseEnd",
        phase: event.phase as Phase,
        whose: event.whose === "opponent" ? "opponent" : event.whose === "you" ? "you" : "each",
      };
    default:
      return assertNever(event);
  }
}
