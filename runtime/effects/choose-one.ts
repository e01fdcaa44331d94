// «Elige uno: …»: the option chosen when the ability was played runs as a nested steps
// task; this step is done when that option was.
import type { GameState, StepSub } from "../types.js";
import { newSteps, type Outcome, type StepOf, type StepsTask } from "./step-task.js";

export function chooseOne(s: GameState, task: StepsTask, _step: StepOf<"chooseOne">, sub: StepSub): Outcome {
  if (sub.phase !== "started") {
    if (task.act.choice < 0) return "notDone";
    sub.phase = "started";
    s.tasks.push(newSteps(task.act, task.i));
    return "child";
  }
  return s.lastDone ? "done" : "notDone";
}
