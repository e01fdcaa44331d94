// «Puedes pagar 2 Escencias. Si lo haces, …», «… a menos que pagues 1 Escencia»: the
// controller of the ability turns that many untapped Escencias (Reglamento 12: «Las cartas
// de Escencia pueden girarse para pagar»), with the engine's one payment. Without enough
// of them the step is not done, and the «Si no lo haces» after it runs. It pays for an
// effect, not for a card's cost: «Cuando consumas esta Escencia para pagar el coste de …»
// does not fire (Reglamento 12; ruling R83).
import { untappedEssence } from "../query.js";
import { emit, payEssence as pay } from "../state.js";
import type { GameState } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";

/** Can the ability's controller pay it now? (A «Puedes pagar …» they cannot pay is not asked.) */
export function canPayEssence(s: GameState, task: StepsTask, step: StepOf<"payEssence">): boolean {
  return untappedEssence(s, task.act.controller) >= step.amount;
}

export function payEssence(s: GameState, task: StepsTask, step: StepOf<"payEssence">): Outcome {
  const act = task.act;
  if (step.amount <= 0) return "done";
  if (!canPayEssence(s, task, step)) return "notDone";
  pay(s, act.controller, step.amount);
  emit(s, { t: "effectPaid", player: act.controller, card: act.source, amount: step.amount });
  return "done";
}
