// «Ganas el juego», «eres declarado vencedor», «pierdes el juego» (Reglamento 1: «Un
// jugador pierde el Juego si una carta, habilidad o efecto declara vencedor a uno de sus
// oponentes»; both losing at once is a draw).
import { other } from "../query.js";
import { endGame } from "../sba.js";
import type { GameState } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { subjectPlayers } from "./subjects.js";

export function winGame(s: GameState, task: StepsTask, step: StepOf<"winGame">): Outcome {
  const players = subjectPlayers(s, task.act, step.player);
  if (players.length === 0) return "notDone";
  endGame(s, players.length === 2 ? null : players[0]!, "efecto");
  return "done";
}

export function loseGame(s: GameState, task: StepsTask, step: StepOf<"loseGame">): Outcome {
  const players = subjectPlayers(s, task.act, step.player);
  if (players.length === 0) return "notDone";
  endGame(s, players.length === 2 ? null : other(players[0]!), "efecto");
  return "done";
}
