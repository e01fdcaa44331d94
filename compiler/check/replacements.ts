// Replacement effects (rulings R129, R130): «Si este personaje fuera a ir al cementerio desde
// el juego, devuélvelo a la mano de su dueño en su lugar», «Si tu Santuario fuera a recibir
// daño, recibe 1 menos». The parser reads their head as a trigger head whose event is what
// they replace; this is what such an ability may say. Checks only report.
import type { AbilityNode, ClauseNode, EventNode, SelectionNode, SentenceNode } from "../../grammar/index.js";
import { checkNumber, checkSelection, MAX_AMOUNT } from "../clauses/checks.js";
import type { CheckContext } from "../clauses/spec.js";
import { report } from "../diagnostics/catalog.js";
import type { MoveDestination } from "../ir.js";

export type WouldEvent = Extract<EventNode, { kind: "wouldLeave" | "wouldBeDamaged" }>;

export function isWould(event: EventNode): event is WouldEvent {
  return event.kind === "wouldLeave" || event.kind === "wouldBeDamaged";
}

/** Where a zone replacement may send the card instead: its owner's hand or main deck. */
export type ReplacementDestination = Extract<MoveDestination, "hand" | "deckTop" | "deckBottom" | "deckShuffled">;

/** Does the clause's card stand for the card of the replacement's head («lo», or the same «este personaje» / «el portador»)? */
function isEventCard(what: SelectionNode, event: WouldEvent, ctx: Pick<CheckContext, "resolution">): boolean {
  if (what.kind === "previous") {
    const antecedent = ctx.resolution.refersTo.get(what);
    return antecedent?.kind === "selection" && antecedent.node === event.subject;
  }
  return (what.kind === "self" || what.kind === "bearer") && what.kind === event.subject.kind && !("ofIt" in what && what.ofIt === true);
}

/** The destination of the one clause of a zone replacement, or undefined when it is not one the language has. */
export function replacementDestination(clause: ClauseNode, event: WouldEvent, ctx: Pick<CheckContext, "resolution">): ReplacementDestination | undefined {
  if (clause.kind === "returnToHand") return isEventCard(clause.what, event, ctx) ? "hand" : undefined;
  if (clause.kind !== "move" || !isEventCard(clause.what, event, ctx)) return undefined;
  const d = clause.destination;
  if (d.to === "mano") return d.whose === "owner" ? "hand" : undefined;
  if (d.to === "baraja") return d.where === "top" ? "deckTop" : d.where === "bottom" ? "deckBottom" : "deckShuffled";
  return undefined;
}

/**
 * «…, en su lugar destruye esta Reliquia (y retira todo el daño del portador)»: the body of a
 * destruction replaced by destroying the card with the ability (ruling R176), or undefined.
 */
export function destroysItselfInstead(ability: Extract<AbilityNode, { kind: "triggered" }>, event: WouldEvent, ctx: Pick<CheckContext, "resolution">): { destroyed: SelectionNode; removeDamage: boolean } | undefined {
  const [first, second, ...more] = plainSentence(ability)?.clauses ?? [];
  if (first === undefined || more.length > 0 || first.optional || first.kind !== "destroy" || first.what.kind !== "self") return undefined;
  if (second === undefined) return { destroyed: first.what, removeDamage: false };
  if (second.optional || second.kind !== "removeDamage" || second.amount !== null || !isEventCard(second.what, event, ctx)) return undefined;
  return { destroyed: first.what, removeDamage: true };
}

/** Where «ese daño se hace a …» sends the damage: the card with the ability (a personaje) or, from a Reliquia, its bearer (ruling R173). */
export function redirectTarget(clause: Extract<ClauseNode, { kind: "redirectDamage" }>, type: string | undefined): "self" | "bearer" | undefined {
  if (clause.to.kind === "self" && type === "Personaje") return "self";
  if (clause.to.kind === "bearer" && type === "Reliquia") return "bearer";
  return undefined;
}

/** The body's one sentence, when it has no link, condition, duration or payment of its own («en su lugar» aside). */
function plainSentence(ability: Extract<AbilityNode, { kind: "triggered" }>): SentenceNode | undefined {
  if (ability.body.length !== 1) return undefined;
  const sentence = ability.body[0]!;
  if (sentence.link !== null || sentence.condition !== null) return undefined;
  if (sentence.during !== undefined || sentence.delayed !== undefined || sentence.unlessYouPay !== undefined || sentence.strayDuration !== undefined) return undefined;
  return sentence;
}

/** The one clause of the body, when the body is one plain sentence of one clause. */
export function onlyClause(ability: Extract<AbilityNode, { kind: "triggered" }>): ClauseNode | undefined {
  const sentence = plainSentence(ability);
  if (sentence === undefined || sentence.clauses.length !== 1) return undefined;
  const clause = sentence.clauses[0]!;
  return clause.optional ? undefined : clause;
}

export function checkReplacement(ability: Extract<AbilityNode, { kind: "triggered" }>, event: WouldEvent, ctx: CheckContext, granted: boolean): void {
  const d = ctx.diagnostics;
  // «La primera vez en cada turno que … fuera a recibir daño, …» replaces the first damage of each turn (ruling R177).
  if (granted || (ability.trigger.firstEachTurn === true && event.kind === "wouldLeave") || ctx.frame.type === "Verso") {
    report(d, "CR169", { problem: "where" }, ability.span);
    return;
  }
  const subject = event.subject;
  const nouns = event.kind === "wouldLeave" ? (["Personaje", "Reliquia"] as const) : (["Personaje", "Santuario"] as const);
  if (subject.kind === "sanctuary" && event.kind === "wouldLeave") report(d, "CR162", { trigger: "Un Santuario no puede ser destruido ni sale del juego (Reglamento 23)" }, subject.span);
  else if (subject.kind !== "sanctuary") checkSelection(subject, { ...ctx, inCondition: true }, nouns, event.kind === "wouldLeave" ? "enviar al cementerio" : "hacer daño");
  const clause = onlyClause(ability);
  if (event.kind === "wouldLeave") {
    const itself = destroysItselfInstead(ability, event, ctx);
    if (itself !== undefined) {
      // Only a destruction is replaced so; the card's own would replace nothing (ruling R176).
      if (!event.destroyed || subject.kind === "self") report(d, "CR169", { problem: "destroyInstead" }, ability.span);
      checkSelection(itself.destroyed, ctx, ["Personaje", "Reliquia"], "destruir");
      return;
    }
    if (clause === undefined || replacementDestination(clause, event, ctx) === undefined) report(d, "CR169", { problem: "leaveBody" }, ability.body[0]?.span ?? ability.span);
    return;
  }
  if (event.by !== undefined && event.by.kind !== "cards") report(d, "CR169", { problem: "source" }, event.by.span);
  else if (event.by !== undefined) checkSelection(event.by, { ...ctx, inCondition: true }, ["Personaje", "Verso", "Reliquia"], "hacer daño");
  if (clause !== undefined && clause.kind === "redirectDamage") {
    if (ability.trigger.firstEachTurn === true) report(d, "CR169", { problem: "where" }, ability.trigger.span);
    if (redirectTarget(clause, ctx.frame.type) === undefined) report(d, "CR169", { problem: "redirectTo" }, clause.to.span);
    if (event.atLeast !== undefined) report(d, "CR169", { problem: "redirectTo" }, ability.trigger.span);
    return;
  }
  if (clause === undefined || clause.kind !== "damageInstead") {
    report(d, "CR169", { problem: "damageBody" }, ability.body[0]?.span ?? ability.span);
    return;
  }
  if (clause.mode === "becomes") {
    // «previene ese daño»: all of it, with or without a threshold.
    if (clause.amount === 0) return;
    if (event.atLeast === undefined || clause.amount >= event.atLeast) report(d, "CR169", { problem: "becomes" }, clause.span);
    else checkNumber(clause.amount, 0, MAX_AMOUNT, "El daño", clause.span, ctx);
  } else checkNumber(clause.amount, 1, MAX_AMOUNT, "El daño", clause.span, ctx);
  if (event.atLeast !== undefined) checkNumber(event.atLeast, 1, MAX_AMOUNT, "El daño", ability.trigger.span, ctx);
}
