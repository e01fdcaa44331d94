// «Cada uno hace daño igual a su Ataque al otro»: both Attacks are read first and the
// damage is dealt as one exchange, like a duel's (Reglamento 19: «El daño del duelo es
// simultáneo», ruling R98); a card no longer in play makes the whole exchange fail.
import { damageCardOrSanctuary } from "../deal-damage.js";
import { attackOf } from "../query.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function fight(s: GameState, task: StepsTask, step: StepOf<"fight">): Outcome {
  const a = subjectCards(s, task.act, step.a)[0];
  const b = subjectCards(s, task.act, step.b)[0];
  if (a === undefined || b === undefined || a === b) return "notDone";
  if (s.cards[a]!.zone !== "battlefield" || s.cards[b]!.zone !== "battlefield") return "notDone";
  const fromA = attackOf(s, a);
  const fromB = attackOf(s, b);
  const dealtA = damageCardOrSanctuary(s, a, b, fromA);
  const dealtB = damageCardOrSanctuary(s, b, a, fromB);
  return doneIf(dealtA || dealtB);
}
