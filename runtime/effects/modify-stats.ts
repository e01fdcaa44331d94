// «… obtiene +N de ataque y +M de vida [de forma permanente]» (Reglamento 20): a
// character's modifiers, or a Santuario's life (Reglamento 23).
import { emit } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function modifyStats(s: GameState, task: StepsTask, step: StepOf<"modifyStats">): Outcome {
  let any = false;
  const permanent = step.duration === "permanent";
  for (const id of subjectCards(s, task.act, step.what)) {
    const c = s.cards[id]!;
    if (c.zone === "sanctuary") {
      if (permanent) s.players[c.owner].life += step.life;
      else c.tLife += step.life;
    } else if (c.zone === "battlefield" && s.defs[c.def]!.type === "Personaje") {
      if (permanent) {
        c.atk += step.attack;
        c.life += step.life;
      } else {
        c.tAtk += step.attack;
        c.tLife += step.life;
      }
    } else continue;
    any = true;
    emit(s, { t: "stats", card: id, attack: step.attack, life: step.life, permanent });
  }
  return doneIf(any);
}
