// «Roba N cartas» and «Roba hasta N cartas» (one «¿robas otra?» at a time): drawing from
// an empty deck loses the game at the next state check (Reglamento 1).
import { ask } from "../decide.js";
import { drawCard } from "../state.js";
import type { GameState, StepSub } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, bindFound, subjectPlayers } from "./subjects.js";

export function draw(s: GameState, task: StepsTask, step: StepOf<"draw">, sub: StepSub): Outcome {
  const n = amountOf(s, step.amount, task.act);
  if (step.upTo === true) return drawUpTo(s, task, n, sub);
  let all = n > 0;
  const drawn: number[] = [];
  for (const p of subjectPlayers(s, task.act, step.player)) {
    for (let k = 0; k < n; k++) {
      const top = s.players[p].deck[0];
      if (drawCard(s, p) && top !== undefined) drawn.push(top);
      else all = false;
    }
  }
  // «Roba una carta. Si es un Verso, …»: the card drawn, for the steps after.
  if (step.as !== undefined) bindFound(s, task.act, step.as, drawn, "hand");
  return doneIf(all);
}

/** Reglamento 23: «“Hasta X” significa que pueden elegirse menos»: the controller stops when they like. */
function drawUpTo(s: GameState, task: StepsTask, n: number, sub: StepSub): Outcome {
  const p = task.act.controller;
  if (sub.phase !== "started") {
    sub.phase = "started";
    sub.index = 0;
  }
  while (sub.index < n) {
    if (task.answer === null) {
      ask(s, {
        kind: "optional",
        player: p,
        prompt: `Puedes robar hasta ${n} carta(s): llevas ${sub.index}. ¿Robas otra?`,
        card: task.act.source,
      });
      return "wait";
    }
    const answer = task.answer;
    task.answer = null;
    if (answer.kind !== "optional" || !answer.accept) break;
    sub.index++;
    if (!drawCard(s, p)) break;
  }
  return doneIf(sub.index > 0);
}
