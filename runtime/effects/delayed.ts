// «Al comienzo del próximo Anochecer, destrúyelo»: the steps wait for their moment with the
// activation that created them (its targets, the cards it found, its event), fire once at
// the first such moment and are forgotten (ruling R63). The listeners fire them
// (`engine/listeners.ts`); the waiting list is plain data in the state.
import { emit } from "../state.js";
import type { Activation, GameState } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";

export function delayed(s: GameState, task: StepsTask, step: StepOf<"delayed">): Outcome {
  // A copy: the activation goes on living after this resolution ends.
  const act = JSON.parse(JSON.stringify(task.act)) as Activation;
  s.delayed.push({ trigger: step.trigger, act, steps: step.steps, turn: s.turn });
  emit(s, { t: "delayed", card: act.source, player: act.controller, fired: false });
  return "done";
}
