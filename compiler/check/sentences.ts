// Checking an ability's sentences: connectors that need a sentence before them, «Si lo
// haces» after an action that cannot fail (Reglamento 17), costs (Reglamento 12),
// conditions, and each clause by its spec, in the place it stands.
import { assertNever, type ClauseNode, type ConditionNode, type SentenceNode } from "../../grammar/index.js";
import { checkSelection, reportWrongPlace } from "../clauses/checks.js";
import { CLAUSES } from "../clauses/index.js";
import type { CheckContext, ClauseSpec } from "../clauses/spec.js";
import { report } from "../diagnostics/catalog.js";

function specOf<C extends ClauseNode>(clause: C): ClauseSpec<C> {
  return CLAUSES[clause.kind] as unknown as ClauseSpec<C>;
}

/** Whether a clause can end up "not done", so «Si lo haces» after it means something (ruling R6). */
function canFail(clause: SentenceNode["clauses"][number]): boolean {
  return clause.optional || specOf(clause).fallible(clause);
}

export function checkBody(body: SentenceNode[], ctx: CheckContext): void {
  body.forEach((sentence, index) => checkSentence(sentence, index, body[index - 1], ctx));
}

export function checkSentence(sentence: SentenceNode, index: number, previous: SentenceNode | undefined, ctx: CheckContext): void {
  // A condition printed last is the sentence's (or the static's) only when it has none yet: see assemble.
  if (sentence.during !== undefined) report(ctx.diagnostics, "CR163", {}, sentence.during.span);
  if (sentence.strayDuration !== undefined) report(ctx.diagnostics, "CR158", { problem: "nothingLasts" }, sentence.strayDuration);
  if (sentence.instead !== undefined) checkInstead(sentence, sentence.instead, previous, ctx);
  const link = sentence.link;
  if (link === "ifYouDid" || link === "ifYouDidNot" || link === "then" || link === "otherwise") {
    const word = link === "ifYouDid" ? "Si lo haces" : link === "ifYouDidNot" ? "Si no lo haces" : link === "otherwise" ? "Si no" : "Luego";
    if (index === 0) {
      report(ctx.diagnostics, "CR129", { word }, sentence.span);
    } else if ((link === "ifYouDid" || link === "ifYouDidNot") && previous !== undefined && previous.link !== "additionalCost" && !previous.clauses.some(canFail) && previous.unlessYouPay === undefined) {
      report(ctx.diagnostics, "CR115", { word: link === "ifYouDid" ? "Si lo haces" : "Si no lo haces" }, sentence.span);
    } else if (link === "otherwise" && previous !== undefined && previous.condition === null) {
      report(ctx.diagnostics, "CR115", { word: "Si no" }, sentence.span);
    }
  }
  if (sentence.link === "additionalCost") {
    checkCosts(sentence, index, ctx);
    return;
  }
  if (sentence.condition !== null) {
    checkCondition(sentence.condition, ctx);
    // «Si ese personaje es destruido» looks back at the sentences before it (ruling R104).
    if (sentence.condition.kind === "destroyed" && index === 0 && ctx.place !== "static") report(ctx.diagnostics, "CR165", { problem: "first" }, sentence.condition.span);
  }
  if (sentence.delayed !== undefined) {
    const e = sentence.delayed.event;
    // A Verso has no triggered ability for «Al comienzo del Anochecer, …» to start: after its effect it can only wait for the next one.
    if (e.kind !== "phase" || (!e.next && ctx.frame.type !== "Verso")) report(ctx.diagnostics, "CR161", { what: "Al comienzo de …" }, sentence.span);
  }
  for (const clause of sentence.clauses) checkClause(clause, ctx);
  if (sentence.unlessPayer !== undefined) checkSelection(sentence.unlessPayer, ctx, undefined, "pagar");
}

export function checkClause(clause: ClauseNode, ctx: CheckContext): void {
  const spec = specOf(clause);
  if (!spec.places.includes(ctx.place)) {
    reportWrongPlace(clause, ctx);
    return;
  }
  spec.check(clause, ctx);
}

function checkCosts(sentence: SentenceNode, index: number, ctx: CheckContext): void {
  if (!ctx.hasCosts) {
    report(ctx.diagnostics, "CR125", { problem: "noCosts" }, sentence.span);
    return;
  }
  if (index !== 0 && ctx.ability !== "playCost") report(ctx.diagnostics, "CR125", { problem: "notFirst" }, sentence.span);
  for (const clause of sentence.clauses) {
    if (clause.optional) report(ctx.diagnostics, "CR125", { problem: "partial" }, clause.span);
    else checkClause(clause, { ...ctx, place: "cost" });
  }
}

/** «… en su lugar»: its own condition, after a sentence with none that it replaces (lowered as «Si …, … Si no, …»). */
function checkInstead(sentence: SentenceNode, at: { start: number; end: number }, previous: SentenceNode | undefined, ctx: CheckContext): void {
  if (sentence.condition === null || sentence.link !== null) report(ctx.diagnostics, "CR166", { problem: "noCondition" }, at);
  else if (previous === undefined || previous.condition !== null || previous.link !== null || previous.instead !== undefined || previous.during !== undefined || previous.unlessYouPay !== undefined) {
    report(ctx.diagnostics, "CR166", { problem: "nothingBefore" }, at);
  }
}

export function checkCondition(condition: ConditionNode, ctx: CheckContext): void {
  const c = { ...ctx, inCondition: true };
  switch (condition.kind) {
    case "controls": {
      if (condition.who && (condition.who.kind !== "player" || condition.who.who === "each")) report(ctx.diagnostics, "CR147", { problem: "controller" }, condition.who.span);
      const what = condition.what;
      if (what.kind === "cards" && (what.quantifier.kind === "all" || what.quantifier.kind === "upTo")) report(ctx.diagnostics, "CR142", { problem: "condition" }, what.span);
      else if (what.kind !== "cards") report(ctx.diagnostics, "CR147", { problem: "controls" }, what.span);
      else checkSelection(what, c, undefined, "contar");
      return;
    }
    case "sanctuaryLife":
    case "sanctuaryLifeVs":
      if (condition.who.kind !== "sanctuary") report(ctx.diagnostics, "CR147", { problem: "sanctuaryLife" }, condition.who.span);
      return;
    case "cardsIn":
    case "cardsInVs":
      if (condition.who !== null && condition.who.kind !== "player") report(ctx.diagnostics, "CR147", { problem: "cardsOwner" }, condition.who.span);
      return;
    case "turnOf":
      return;
    case "is":
    case "activated":
      checkSelection(condition.what, c, undefined, "mirar");
      return;
    case "destroyed":
      if (ctx.place === "static") report(ctx.diagnostics, "CR165", { problem: "static" }, condition.span);
      checkSelection(condition.what, c, undefined, "mirar");
      return;
    case "happened":
      // «Si tu oponente jugó un Verso este turno»: a player plays, discards, draws and activates.
      if (condition.who !== null && (condition.who.kind !== "player" || condition.who.who === "each")) report(ctx.diagnostics, "CR147", { problem: "deed" }, condition.who.span);
      if (condition.what !== null) checkSelection(condition.what, c, undefined, "contar");
      return;
    case "not": {
      // «Si no controlas personajes»: a bare plural under «no» means none at all.
      const inner = condition.condition;
      if (inner.kind === "controls" && (inner.who === null || inner.who.kind === "player") && inner.what.kind === "cards" && inner.what.quantifier.kind === "all") checkSelection(inner.what, c, undefined, "contar");
      else checkCondition(inner, ctx);
      return;
    }
    default:
      assertNever(condition, "condition");
  }
}
