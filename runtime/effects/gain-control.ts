// «Gana el control de …» (Reglamento 23, 26): the card does not enter play again.
import { changeControl } from "../state.js";
import type { GameState } from "../types.js";
import { addLasting, expiryOf, outlastsTurn } from "./lasting.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { subjectCards } from "./subjects.js";

export function gainControl(s: GameState, task: StepsTask, step: StepOf<"gainControl">): Outcome {
  const act = task.act;
  let any = false;
  for (const id of subjectCards(s, act, step.what)) {
    const c = s.cards[id]!;
    if (c.zone !== "battlefield") continue;
    const before = c.controller;
    changeControl(s, id, act.controller);
    // Ruling R37: the card keeps its training state; «hasta el final del turno» returns at cleanup.
    if (step.duration === "untilEndOfTurn") {
      if (c.revertControl < 0 && before !== act.controller) c.revertControl = before;
    } else c.revertControl = -1;
    if (outlastsTurn(step.duration) && before !== act.controller) {
      // «hasta el final de su próximo turno»: the turn of the player who lost it.
      addLasting(s, { kind: "control", id, inc: c.inc, back: before, until: expiryOf(s, step.duration, before, act.controller) });
    }
    any = true;
  }
  return doneIf(any);
}
