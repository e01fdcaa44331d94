// «Haz N de daño a …», «Un personaje … hace daño igual a su Ataque a …» and «Reparte N de daño entre …».
import { damageCardOrSanctuary } from "../deal-damage.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, legalTargets, subjectCards } from "./subjects.js";

export function damage(s: GameState, task: StepsTask, step: StepOf<"damage">): Outcome {
  const act = task.act;
  // The card that deals it (Letal, «cada vez que haga daño»): the ability's card unless the text names another.
  let source = act.source;
  if (step.source !== undefined) {
    const named = subjectCards(s, act, step.source)[0];
    // Reglamento 17: a character no longer there deals nothing.
    if (named === undefined) return "notDone";
    source = named;
  }
  const amount = amountOf(s, step.amount, act);
  let dealt = false;
  for (const id of subjectCards(s, act, step.to)) if (damageCardOrSanctuary(s, source, id, amount)) dealt = true;
  return doneIf(dealt);
}

/** Mecánicas avanzadas, Aliento Ardiente: the split was declared; a target gone loses its share. */
export function divideDamage(s: GameState, task: StepsTask, step: StepOf<"divideDamage">): Outcome {
  const act = task.act;
  const value = act.targets.find((t) => t.id === step.among);
  if (value === undefined) return "notDone";
  const legal = legalTargets(s, act, step.among);
  let dealt = false;
  for (let i = 0; i < value.values.length; i++) {
    const id = value.values[i]!;
    if (!legal.includes(id)) continue;
    if (damageCardOrSanctuary(s, act.source, id, act.divide[i] ?? 0)) dealt = true;
  }
  return doneIf(dealt);
}
