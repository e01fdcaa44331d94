// «Sacrifica …»: only what the ability's controller controls goes (Reglamento 12, 23).
import { leavePlay } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { rememberLeaving, subjectCards } from "./subjects.js";

export function sacrifice(s: GameState, task: StepsTask, step: StepOf<"sacrifice">): Outcome {
  let any = false;
  for (const id of subjectCards(s, task.act, step.what)) {
    const c = s.cards[id]!;
    if (c.zone !== "battlefield" || c.controller !== task.act.controller) continue;
    rememberLeaving(s, task.act, id);
    leavePlay(s, id, "graveyard", "sacrifice");
    any = true;
  }
  return doneIf(any);
}
