// «Gira …» and «Endereza …»: done only for a card whose state changed.
import { inPlay } from "../query.js";
import { setTurned } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

function setAll(s: GameState, task: StepsTask, step: StepOf<"turn" | "untap">, turned: boolean): Outcome {
  let any = false;
  for (const id of subjectCards(s, task.act, step.what)) {
    if (!inPlay(s.cards[id]!)) continue;
    if (setTurned(s, id, turned)) any = true;
  }
  return doneIf(any);
}

export function turn(s: GameState, task: StepsTask, step: StepOf<"turn">): Outcome {
  return setAll(s, task, step, true);
}

export function untap(s: GameState, task: StepsTask, step: StepOf<"untap">): Outcome {
  return setAll(s, task, step, false);
}
