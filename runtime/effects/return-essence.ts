// «Devuelve N Escencias al fondo de tu baraja de Escencia» and «Devuelve una Escencia que
// tu oponente controle»: to the bottom of its owner's Escencia deck (Reglamento 12, 23).
import { ownEssence } from "../query.js";
import { leavePlay } from "../state.js";
import type { GameState, StepSub } from "../types.js";
import { chooseCards } from "./choice.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function returnEssence(s: GameState, task: StepsTask, step: StepOf<"returnEssence">, sub: StepSub): Outcome {
  if (step.what !== undefined) {
    const ids = subjectCards(s, task.act, step.what).filter((id) => s.cards[id]!.zone === "essence");
    for (const id of ids) leavePlay(s, id, "essenceDeck", "returnEssence");
    return doneIf(ids.length > 0);
  }
  const p = task.act.controller;
  const n = step.amount;
  sub.phase = "started";
  const prompt = `Elige ${n} Escencia(s) para devolver al fondo de tu baraja de Escencia.`;
  const candidates = ownEssence(s, p, step.filter, task.act.source);
  const chosen = chooseCards(s, task, p, candidates, n, "returnEssence", prompt);
  if (chosen === null) return "wait";
  for (const id of chosen) leavePlay(s, id, "essenceDeck", "returnEssence");
  return doneIf(chosen.length === n && n > 0);
}
