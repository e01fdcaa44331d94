// «Roba N cartas»: drawing from an empty deck loses the game at the next state check (Reglamento 1).
import { drawCard } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, subjectPlayers } from "./subjects.js";

export function draw(s: GameState, task: StepsTask, step: StepOf<"draw">): Outcome {
  const n = amountOf(s, step.amount, task.act);
  let all = n > 0;
  for (const p of subjectPlayers(s, task.act, step.player)) {
    for (let k = 0; k < n; k++) if (!drawCard(s, p)) all = false;
  }
  return doneIf(all);
}
