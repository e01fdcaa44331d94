// Replacement effects → static abilities (rulings R129, R130): the head names the card and
// what would happen to it (as a trigger's head does), the body what happens instead. The
// checker (compiler/check/replacements.ts) has made sure the body is one the IR can say.
import type { AbilityNode } from "../../grammar/index.js";
import { destroysItselfInstead, onlyClause, redirectTarget, replacementDestination, type WouldEvent } from "../check/replacements.js";
import type { Ability, StaticEffect } from "../ir.js";
import type { Scope } from "./scope.js";
import { eventCard } from "./values.js";

export function lowerReplacement(ability: Extract<AbilityNode, { kind: "triggered" }>, event: WouldEvent, scope: Scope): Ability[] {
  const who = eventCard(event.subject, scope);
  const clause = onlyClause(ability);
  let effect: StaticEffect;
  const itself = event.kind === "wouldLeave" ? destroysItselfInstead(ability, event, scope) : undefined;
  if (itself !== undefined) {
    effect = { kind: "destroyInstead", ...(who === undefined ? {} : { who }), ...(itself.removeDamage ? { removeDamage: true as const } : {}) };
  } else if (event.kind === "wouldLeave") {
    const to = clause === undefined ? undefined : replacementDestination(clause, event, scope);
    if (to === undefined) return [];
    effect = { kind: "replaceLeavePlay", ...(who === undefined ? {} : { who }), ...(event.destroyed ? { destroyedOnly: true as const } : {}), to };
  } else {
    const source = event.by === undefined ? undefined : eventCard(event.by, scope);
    // A Verso deals its damage as it resolves, from the chain (Reglamento 16).
    const by = source?.kind === "any" ? { by: source.filter.noun === "Verso" ? { ...source.filter, zone: "cadena" as const } : source.filter } : {};
    if (clause !== undefined && clause.kind === "redirectDamage") {
      const to = redirectTarget(clause, scope.frame.type);
      if (to === undefined) return [];
      effect = { kind: "redirectDamage", ...(who === undefined ? {} : { who }), ...by, to };
    } else {
      if (clause === undefined || clause.kind !== "damageInstead") return [];
      effect = { kind: "replaceDamage", ...(who === undefined ? {} : { who }), ...(event.atLeast === undefined ? {} : { atLeast: event.atLeast }), mode: clause.mode, amount: clause.amount, ...by, ...(ability.trigger.firstEachTurn === true ? { firstEachTurn: true as const } : {}) };
    }
  }
  return [{ kind: "static", effect, range: scope.range(ability.span) }];
}
