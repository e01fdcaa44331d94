// «Sacrifica …»: only what the ability's controller controls goes (Reglamento 12, 23).
// «Tu oponente sacrifica un personaje»: each player named chooses among their own, the
// active player first (Reglamento 25).
import type { CardFilter } from "../../compiler/ir.js";
import { cardsMatching } from "../query.js";
import { leavePlay } from "../state.js";
import type { GameState, PlayerId, StepSub } from "../types.js";
import { chooseCards } from "./choice.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { rememberLeaving, subjectCards, subjectPlayers } from "./subjects.js";

export function sacrifice(s: GameState, task: StepsTask, step: StepOf<"sacrifice">, sub: StepSub): Outcome {
  if (step.player !== undefined) return sacrificeChosen(s, task, step, sub);
  let any = false;
  for (const id of subjectCards(s, task.act, step.what)) {
    const c = s.cards[id]!;
    if (c.zone !== "battlefield" || c.controller !== task.act.controller) continue;
    rememberLeaving(s, task.act, id);
    leavePlay(s, id, "graveyard", "sacrifice");
    any = true;
  }
  return doneIf(any);
}

function sacrificeChosen(s: GameState, task: StepsTask, step: StepOf<"sacrifice">, sub: StepSub): Outcome {
  const n = step.amount ?? 1;
  if (sub.phase !== "started") {
    sub.players = subjectPlayers(s, task.act, step.player!);
    sub.index = 0;
    sub.done = true;
    sub.phase = "started";
  }
  const filter: CardFilter = step.what.kind === "all" ? step.what.filter : { noun: "carta", zone: "juego" };
  while (sub.index < sub.players.length) {
    const p = sub.players[sub.index]! as PlayerId;
    const own = cardsMatching(s, { ...filter, controller: "you" }, p, task.act.source);
    const chosen = chooseCards(s, task, p, own, n, "choose", `Sacrifica ${n} carta(s) que controles.`);
    if (chosen === null) return "wait";
    if (chosen.length < n) sub.done = false;
    for (const id of chosen) {
      rememberLeaving(s, task.act, id);
      leavePlay(s, id, "graveyard", "sacrifice");
    }
    sub.index++;
  }
  return doneIf(sub.done === true);
}
