// «Baraja tu mazo» (Reglamento 22). Printed right after a search of the same deck
// («Busca …, ponlo en tu mano. Luego, baraja tu mazo»), it names the shuffle the search
// already did (Reglamento 22: «Cada vez que un mazo … sea intervenida para buscar cartas,
// debe barajarse»): the deck is shuffled once, not twice (ruling R85).
import { shuffleDeck } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectPlayers } from "./subjects.js";

export function shuffle(s: GameState, task: StepsTask, step: StepOf<"shuffle">): Outcome {
  const players = subjectPlayers(s, task.act, step.player);
  const justSearched = task.searched === task.i - 1 ? task.act.controller : -1;
  for (const p of players) if (p !== justSearched) shuffleDeck(s, p);
  return doneIf(players.length > 0);
}
