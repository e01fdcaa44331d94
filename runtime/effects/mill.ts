// «Bota N cartas»: from the top of the deck to the cementerio, as many as there are.
import { moveCard } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, subjectPlayers } from "./subjects.js";

export function mill(s: GameState, task: StepsTask, step: StepOf<"mill">): Outcome {
  const n = amountOf(s, step.amount, task.act);
  let all = n > 0;
  for (const p of subjectPlayers(s, task.act, step.player)) {
    for (let k = 0; k < n; k++) {
      const top = s.players[p].deck[0];
      if (top === undefined) {
        all = false;
        break;
      }
      moveCard(s, top, "graveyard", p, "mill");
    }
  }
  return doneIf(all);
}
