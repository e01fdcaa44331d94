// Replacement effects → static abilities (rulings R129, R130): the head names the card and
// what would happen to it (as a trigger's head does), the body what happens instead. The
// checker (compiler/check/replacements.ts) has made sure the body is one the IR can say.
import type { AbilityNode } from "../../grammar/index.js";
import { onlyClause, replacementDestination, type WouldEvent } from "../check/replacements.js";
import type { Ability, StaticEffect } from "../ir.js";
import type { Scope } from "./scope.js";
import { eventCard } from "./values.js";

export function lowerReplacement(ability: Extract<AbilityNode, { kind: "triggered" }>, event: WouldEvent, scope: Scope): Ability[] {
  const who = eventCard(event.subject, scope);
  const clause = onlyClause(ability);
  let effect: StaticEffect;
  if (event.kind === "wouldLeave") {
    const to = clause === undefined ? undefined : replacementDestination(clause, event, scope);
    if (to === undefined) return [];
    effect = { kind: "replaceLeavePlay", ...(who === undefined ? {} : { who }), ...(event.destroyed ? { destroyedOnly: true as const } : {}), to };
  } else {
    if (clause === undefined || clause.kind !== "damageInstead") return [];
    effect = { kind: "replaceDamage", ...(who === undefined ? {} : { who }), ...(event.atLeast === undefined ? {} : { atLeast: event.atLeast }), mode: clause.mode, amount: clause.amount };
  }
  return [{ kind: "static", effect, range: scope.range(ability.span) }];
}
