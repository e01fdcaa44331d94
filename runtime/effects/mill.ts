// «Bota N cartas»: from the top of the deck to the cementerio, as many as there are.
// «Bota hasta N cartas»: the player who mills stops when they like, one «¿botas otra?» at a
// time (as «Roba hasta N», ruling R76: the next card is not seen before deciding).
import { ask } from "../decide.js";
import { moveCard } from "../state.js";
import type { GameState, PlayerId, StepSub } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { amountOf, bindFound, subjectPlayers } from "./subjects.js";

function millTop(s: GameState, p: PlayerId): boolean {
  const top = s.players[p].deck[0];
  if (top === undefined) return false;
  moveCard(s, top, "graveyard", p, "mill");
  return true;
}

export function mill(s: GameState, task: StepsTask, step: StepOf<"mill">, sub: StepSub): Outcome {
  const n = amountOf(s, step.amount, task.act);
  if (step.upTo === true) return millUpTo(s, task, step, n, sub);
  let all = n > 0;
  const milled: number[] = [];
  for (const p of subjectPlayers(s, task.act, step.player)) {
    for (let k = 0; k < n; k++) {
      const top = s.players[p].deck[0];
      if (top === undefined || !millTop(s, p)) {
        all = false;
        break;
      }
      milled.push(top);
    }
  }
  // «un personaje botado de esta forma»: the cards it milled, in the cementerio now.
  if (step.as !== undefined) bindFound(s, task.act, step.as, milled, "graveyard");
  return doneIf(all);
}

/** Reglamento 23: «“Hasta X” significa que pueden elegirse menos»; each player in turn (the active one first, Reglamento 25). */
function millUpTo(s: GameState, task: StepsTask, step: StepOf<"mill">, n: number, sub: StepSub): Outcome {
  if (sub.phase !== "started") {
    sub.phase = "started";
    sub.players = subjectPlayers(s, task.act, step.player);
    sub.index = 0;
    sub.cards = [];
    sub.done = false;
  }
  while (sub.index < sub.players.length) {
    const p = sub.players[sub.index]! as PlayerId;
    // `cards` holds what this player milled so far.
    if (sub.cards.length < n && s.players[p].deck.length > 0) {
      if (task.answer === null) {
        ask(s, { kind: "optional", player: p, prompt: `Puedes botar hasta ${n} carta(s): llevas ${sub.cards.length}. ¿Botas otra?`, card: task.act.source });
        return "wait";
      }
      const answer = task.answer;
      task.answer = null;
      if (answer.kind === "optional" && answer.accept) {
        sub.cards.push(s.players[p].deck[0]!);
        millTop(s, p);
        sub.done = true;
        continue;
      }
    }
    sub.index++;
    sub.cards = [];
  }
  return doneIf(sub.done);
}
