// «… obtiene Imbatible [de forma permanente]»: temporary keywords end at cleanup (Reglamento 20).
import { emit } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function grantKeyword(s: GameState, task: StepsTask, step: StepOf<"grantKeyword">): Outcome {
  let any = false;
  const permanent = step.duration === "permanent";
  for (const id of subjectCards(s, task.act, step.what)) {
    const c = s.cards[id]!;
    if (c.zone !== "battlefield") continue;
    const list = permanent ? c.kw : c.tKw;
    if (!list.includes(step.keyword)) list.push(step.keyword);
    any = true;
    emit(s, { t: "keyword", card: id, keyword: step.keyword, permanent });
  }
  return doneIf(any);
}
