// «Devuelve … a la mano de su dueño»: from play or from the cementerio (Reglamento 23).
import { leavePlay, moveCard } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { rememberLeaving, subjectCards } from "./subjects.js";

export function returnToHand(s: GameState, task: StepsTask, step: StepOf<"returnToHand">): Outcome {
  let any = false;
  for (const id of subjectCards(s, task.act, step.what)) {
    const c = s.cards[id]!;
    if (c.zone === "battlefield") {
      rememberLeaving(s, task.act, id);
      leavePlay(s, id, "hand", "return");
    }
    else if (c.zone === "graveyard") moveCard(s, id, "hand", c.owner, "return");
    else continue;
    any = true;
  }
  return doneIf(any);
}
