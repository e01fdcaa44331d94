// «Devuelve N Escencias al fondo de tu baraja de Escencia» (Reglamento 12).
import { leavePlay } from "../state.js";
import type { GameState, StepSub } from "../types.js";
import { chooseCards } from "./choice.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";

export function returnEssence(s: GameState, task: StepsTask, step: StepOf<"returnEssence">, sub: StepSub): Outcome {
  const p = task.act.controller;
  const n = step.amount;
  sub.phase = "started";
  const prompt = `Elige ${n} Escencia(s) para devolver al fondo de tu baraja de Escencia.`;
  const chosen = chooseCards(s, task, p, s.players[p].essence, n, "returnEssence", prompt);
  if (chosen === null) return "wait";
  for (const id of chosen) leavePlay(s, id, "essenceDeck", "returnEssence");
  return doneIf(chosen.length === n && n > 0);
}
