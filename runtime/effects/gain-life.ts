// «Tu Santuario gana N de vida» (Reglamento 23).
import { dispatchCardEvent } from "../engine/listeners.js";
import { emit } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, sanctuariesOf } from "./subjects.js";

export function gainLife(s: GameState, task: StepsTask, step: StepOf<"gainLife">): Outcome {
  const act = task.act;
  const amount = amountOf(s, step.amount, act);
  if (amount <= 0) return "notDone";
  let any = false;
  for (const id of sanctuariesOf(s, act, step.who)) {
    const owner = s.cards[id]!.owner;
    s.players[owner].life += amount;
    emit(s, { t: "life", player: owner, amount, life: s.players[owner].life });
    dispatchCardEvent(s, { kind: "gainsLife", subject: id, object: act.source, player: owner });
    any = true;
  }
  return doneIf(any);
}
