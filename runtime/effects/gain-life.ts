// «Tu Santuario gana N de vida» (Reglamento 23).
import { emit } from "../state.js";
import type { GameState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, subjectCards, subjectPlayers } from "./subjects.js";

export function gainLife(s: GameState, task: StepsTask, step: StepOf<"gainLife">): Outcome {
  const act = task.act;
  const amount = amountOf(s, step.amount, act);
  if (amount <= 0) return "notDone";
  let any = false;
  const ids =
    step.who.kind === "player" || step.who.kind === "playerTarget"
      ? subjectPlayers(s, act, step.who).map((p) => s.players[p].sanctuary)
      : subjectCards(s, act, step.who);
  for (const id of ids) {
    const c = s.cards[id]!;
    if (c.zone !== "sanctuary") continue;
    s.players[c.owner].life += amount;
    emit(s, { t: "life", player: c.owner, amount, life: s.players[c.owner].life });
    any = true;
  }
  return doneIf(any);
}
