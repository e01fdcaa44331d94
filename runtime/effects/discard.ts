// «Descarta N cartas»: each player chooses, the active player first (Reglamento 25);
// «Descarta hasta N cartas»: each chooses 0 to N; «… al azar» takes them with the game's
// generator; «Tu oponente la descarta» discards the cards named (the one chosen from the
// hand that was looked at).
import { moveCard, random } from "../state.js";
import type { GameState, PlayerId, StepSub } from "../types.js";
import { chooseCards, chooseRange } from "./choice.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { amountOf, bindFound, subjectCards, subjectPlayers } from "./subjects.js";

function atRandom(s: GameState, hand: readonly number[], n: number): number[] {
  const pool = hand.slice();
  const out: number[] = [];
  while (out.length < n && pool.length > 0) out.push(pool.splice(Math.floor(random(s) * pool.length), 1)[0]!);
  return out;
}

export function discard(s: GameState, task: StepsTask, step: StepOf<"discard">, sub: StepSub): Outcome {
  const n = amountOf(s, step.amount, task.act);
  const upTo = step.upTo === true && step.cards === undefined && step.random !== true;
  if (sub.phase !== "started") {
    sub.players = subjectPlayers(s, task.act, step.player);
    sub.index = 0;
    sub.cards = [];
    // «hasta N» is done when someone discarded something; otherwise when everyone discarded all N.
    sub.done = !upTo && (n > 0 || step.hand === true);
    sub.phase = "started";
  }
  while (sub.index < sub.players.length) {
    const p = sub.players[sub.index]! as PlayerId;
    const hand = s.players[p].hand;
    let chosen: number[] | null;
    if (step.hand === true) {
      // «Descarta tu mano»: nothing to choose; an empty hand discards nothing.
      chosen = hand.slice();
      if (chosen.length === 0) sub.done = false;
    } else if (step.cards !== undefined) {
      chosen = subjectCards(s, task.act, step.cards).filter((id) => hand.includes(id));
      if (chosen.length === 0) sub.done = false;
    } else if (step.random === true) chosen = atRandom(s, hand, n);
    else if (upTo) {
      // Reglamento 23: «“Hasta X objetivos” significa que pueden elegirse menos»; the one who discards picks how many (ruling R84).
      chosen = chooseRange(s, task, p, hand, 0, Math.min(n, hand.length), "discard", `Descarta hasta ${n} carta(s) (puedes no descartar ninguna).`);
      if (chosen !== null && chosen.length > 0) sub.done = true;
    } else chosen = chooseCards(s, task, p, hand, n, "discard", `Descarta ${n} carta(s).`);
    if (chosen === null) return "wait";
    if (step.cards === undefined && step.hand !== true && !upTo && chosen.length < n) sub.done = false;
    for (const id of chosen) moveCard(s, id, "graveyard", p, "discard");
    if (step.as !== undefined) sub.cards.push(...chosen);
    sub.index++;
  }
  // «Descarta una carta. Si era un Verso, …»: the cards discarded, for the steps after.
  if (step.as !== undefined) bindFound(s, task.act, step.as, sub.cards, "graveyard");
  return sub.done ? "done" : "notDone";
}
