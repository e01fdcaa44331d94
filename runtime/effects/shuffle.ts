// «Baraja tu mazo» (Reglamento 22).
import { shuffleDeck } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectPlayers } from "./subjects.js";

export function shuffle(s: GameState, task: StepsTask, step: StepOf<"shuffle">): Outcome {
  const players = subjectPlayers(s, task.act, step.player);
  for (const p of players) shuffleDeck(s, p);
  return doneIf(players.length > 0);
}
