// «Intercambia el control de ambos» (Reglamento 23, 26): each card goes to the other's
// controller without entering play again; both or neither (ruling R76).
import { changeControl } from "../state.js";
import type { GameState } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function exchangeControl(s: GameState, task: StepsTask, step: StepOf<"exchangeControl">): Outcome {
  const a = subjectCards(s, task.act, step.a)[0];
  const b = subjectCards(s, task.act, step.b)[0];
  if (a === undefined || b === undefined) return "notDone";
  const ca = s.cards[a]!;
  const cb = s.cards[b]!;
  if (ca.zone !== "battlefield" || cb.zone !== "battlefield" || ca.controller === cb.controller) return "notDone";
  const pa = ca.controller;
  const pb = cb.controller;
  changeControl(s, a, pb);
  changeControl(s, b, pa);
  // For good: an earlier «hasta el final del turno» no longer brings them back.
  ca.revertControl = -1;
  cb.revertControl = -1;
  return "done";
}
