// «Descarta N cartas»: each player chooses, the active player first (Reglamento 25).
import { moveCard } from "../state.js";
import type { GameState, StepSub } from "../types.js";
import { chooseCards } from "./choice.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { amountOf, subjectPlayers } from "./subjects.js";

export function discard(s: GameState, task: StepsTask, step: StepOf<"discard">, sub: StepSub): Outcome {
  const n = amountOf(s, step.amount, task.act);
  if (sub.phase !== "started") {
    sub.players = subjectPlayers(s, task.act, step.player);
    sub.index = 0;
    sub.done = n > 0;
    sub.phase = "started";
  }
  while (sub.index < sub.players.length) {
    const p = sub.players[sub.index]!;
    const chosen = chooseCards(s, task, p, s.players[p].hand, n, "discard", `Descarta ${n} carta(s).`);
    if (chosen === null) return "wait";
    if (chosen.length < n) sub.done = false;
    for (const id of chosen) moveCard(s, id, "graveyard", p, "discard");
    sub.index++;
  }
  return sub.done ? "done" : "notDone";
}
