// «Puedes pagar 2 Escencias. Si lo haces, …», «… a menos que pagues 1 Escencia»: the
// controller of the ability turns that many untapped Escencias (Reglamento 12: «Las cartas
// de Escencia pueden girarse para pagar»), with the engine's one payment. Without enough
// of them the step is not done, and the «Si no lo haces» after it runs. It pays for an
// effect, not for a card's cost: «Cuando consumas esta Escencia para pagar el coste de …»
// does not fire (Reglamento 12; ruling R83).
//
// «… a menos que su controlador pague 2 Escencias» (`payer`): that player is asked and pays
// with their own Escencias; the ability's controller has no say (ruling R95).
import { untappedEssence } from "../query.js";
import { emit, payEssence as pay } from "../state.js";
import type { GameState, PlayerId } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { subjectPlayers } from "./subjects.js";

/** Who pays: the ability's controller, or the player the step names (null when it names nobody now). */
export function payerOf(s: GameState, task: StepsTask, step: StepOf<"payEssence">): PlayerId | null {
  if (step.payer === undefined) return task.act.controller;
  return subjectPlayers(s, task.act, step.payer)[0] ?? null;
}

/** Can the payer pay it now? (A «Puedes pagar …» they cannot pay is not asked.) */
export function canPayEssence(s: GameState, task: StepsTask, step: StepOf<"payEssence">): boolean {
  const payer = payerOf(s, task, step);
  return payer !== null && untappedEssence(s, payer) >= step.amount;
}

export function payEssence(s: GameState, task: StepsTask, step: StepOf<"payEssence">): Outcome {
  const act = task.act;
  if (step.amount <= 0) return "done";
  const payer = payerOf(s, task, step);
  if (payer === null || !canPayEssence(s, task, step)) return "notDone";
  pay(s, payer, step.amount);
  emit(s, { t: "effectPaid", player: payer, card: act.source, amount: step.amount });
  return "done";
}
