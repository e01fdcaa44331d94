// «Previene todo el daño / los próximos N puntos de daño que fueran a recibir …» (a
// shield that deal-damage.ts applies while it lasts, Reglamento 20: «El daño puede ser
// reducido, prevenido o redirigido si una carta o efecto lo permite») and «Quita el daño
// de …».
import { emit } from "../state.js";
import type { GameEvent, GameState, LastingEffect, LastingScope } from "../types.js";
import { addLasting, affectedPlayer, byController, expiryOf, outlastsTurn, scopeOf } from "./lasting.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";
import { currentIncursion } from "../query.js";

export function preventDamage(s: GameState, task: StepsTask, step: StepOf<"preventDamage">): Outcome {
  const act = task.act;
  const scope: LastingScope | null = step.to === null ? { kind: "any" } : scopeOf(s, act, step.to);
  if (scope === null) return "notDone";
  // «en ese duelo» shields for the Incursión in progress (an Embate's effect runs before the block, ruling R167); with none, nothing.
  if (step.thisDuel === true && currentIncursion(s) === null) return "notDone";
  // «… se le hace a este personaje en su lugar»: the card that takes it, as it is now (ruling R174).
  let redirect: { id: number; inc: number } | undefined;
  if (step.redirectTo !== undefined) {
    const to = subjectCards(s, act, step.redirectTo)[0];
    if (to === undefined) return "notDone";
    redirect = { id: to, inc: s.cards[to]!.inc };
  }
  for (const part of (outlastsTurn(step.duration) ? byController(s, scope) : [scope])) {
    const until = expiryOf(s, step.duration, affectedPlayer(s, act, part), act.controller);
    const shield: Extract<LastingEffect, { kind: "shield" }> = { kind: "shield", scope: part, left: step.amount ?? -1, combatOnly: step.combatOnly === true, source: act.source, controller: act.controller, until };
    if (step.once === true) shield.once = true;
    if (step.thisDuel === true) shield.thisDuel = true;
    if (redirect !== undefined) shield.redirect = redirect;
    addLasting(s, shield);
  }
  const event: Extract<GameEvent, { t: "shield" }> = { t: "shield", player: act.controller, cards: scope.kind === "cards" ? scope.ids.slice() : [], amount: step.amount, combatOnly: step.combatOnly === true };
  if (redirect !== undefined) event.redirectTo = redirect.id;
  emit(s, event);
  return "done";
}

export function removeDamage(s: GameState, task: StepsTask, step: StepOf<"removeDamage">): Outcome {
  let any = false;
  for (const id of subjectCards(s, task.act, step.what)) {
    const c = s.cards[id]!;
    if (c.zone !== "battlefield" || c.damage <= 0) continue;
    const amount = step.amount === null ? c.damage : Math.min(step.amount, c.damage);
    if (amount <= 0) continue;
    c.damage -= amount;
    if (c.damage === 0) c.lethal = false;
    emit(s, { t: "damageRemoved", card: id, amount });
    any = true;
  }
  return doneIf(any);
}
