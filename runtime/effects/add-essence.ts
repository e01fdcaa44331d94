// «Agrega N Escencias [giradas]»: from the top of the Escencia deck into play (Reglamento 6, 9).
import { moveCard, queueTriggers, setTurned } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";

export function addEssence(s: GameState, task: StepsTask, step: StepOf<"addEssence">): Outcome {
  const p = task.act.controller;
  let added = 0;
  for (let k = 0; k < step.amount; k++) {
    const top = s.players[p].essenceDeck[0];
    if (top === undefined) break;
    moveCard(s, top, "essence", p, "essence");
    if (step.turned) setTurned(s, top, true);
    queueTriggers(s, top, "entersPlay", p);
    added++;
  }
  return doneIf(added > 0);
}
