// «… obtiene Imbatible [de forma permanente | hasta el final de su próximo turno]»:
// temporary keywords end at cleanup (Reglamento 20), longer ones when their turn ends.
import { emit } from "../state.js";
import type { Expiry, GameState } from "../types.js";
import { addLasting, expiryOf, outlastsTurn } from "./lasting.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function grantKeyword(s: GameState, task: StepsTask, step: StepOf<"grantKeyword">): Outcome {
  let any = false;
  const permanent = step.duration === "permanent";
  const lasting = outlastsTurn(step.duration);
  for (const id of subjectCards(s, task.act, step.what)) {
    const c = s.cards[id]!;
    let until: Expiry | null = null;
    // A character waiting on the chain keeps it when it enters play (ruling R87).
    if (c.zone !== "battlefield" && !(c.zone === "chain" && s.defs[c.def]!.type === "Personaje")) continue;
    if (lasting) {
      // Undone when it ends, unless the card already had it for good.
      until = expiryOf(s, step.duration, c.controller, task.act.controller);
      if (!c.kw.includes(step.keyword)) {
        c.kw.push(step.keyword);
        addLasting(s, { kind: "keyword", id, inc: c.inc, keyword: step.keyword, until });
      }
    } else {
      const list = permanent ? c.kw : c.tKw;
      if (!list.includes(step.keyword)) list.push(step.keyword);
    }
    any = true;
    emit(s, until !== null && until.at !== "never" && until.at !== "cleanup" ? { t: "keyword", card: id, keyword: step.keyword, permanent, until: { at: until.at, player: until.player } } : { t: "keyword", card: id, keyword: step.keyword, permanent });
  }
  return doneIf(any);
}
