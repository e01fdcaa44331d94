// «Tu Santuario pierde 3 de vida»: its life counter goes down. It is not damage
// (Reglamento 20: damage is what «puede ser reducido, prevenido o redirigido»), so no
// prevention shield applies and no «Cuando … haga daño» fires; a Santuario at 0 loses at
// the state checks that follow the step (Reglamento 1, 17; ruling R82).
import { emit } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, sanctuariesOf } from "./subjects.js";

export function loseLife(s: GameState, task: StepsTask, step: StepOf<"loseLife">): Outcome {
  const act = task.act;
  const amount = amountOf(s, step.amount, act);
  if (amount <= 0) return "notDone";
  let any = false;
  for (const id of sanctuariesOf(s, act, step.who)) {
    const p = s.cards[id]!.owner;
    s.players[p].life -= amount;
    emit(s, { t: "lifeLost", player: p, amount, life: s.players[p].life });
    any = true;
  }
  return doneIf(any);
}
