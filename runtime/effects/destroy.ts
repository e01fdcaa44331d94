// «Destruye …»: to the cementerio, with «Cuando … sea destruido» (Reglamento 17, 25).
import { leavePlay } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function destroy(s: GameState, task: StepsTask, step: StepOf<"destroy">): Outcome {
  let any = false;
  for (const id of subjectCards(s, task.act, step.what)) {
    if (s.cards[id]!.zone !== "battlefield") continue;
    leavePlay(s, id, "graveyard", "destroy");
    any = true;
  }
  return doneIf(any);
}
