// The one way a step takes cards that a player chooses (cards to discard, the card
// searched for, Escencias to return, a card among those found): the answer when it has
// come; every candidate when there is nothing to choose; otherwise the question.
import { ask } from "../decide.js";
import type { GameState, PendingDecision, PlayerId } from "../types.js";
import type { StepsTask } from "./step-task.js";

type Purpose = Extract<PendingDecision, { kind: "choose" }>["purpose"];

/** Exactly `count` of the candidates (all of them when there are no more), or null when the player was asked (the step then waits). */
export function chooseCards(
  s: GameState,
  task: StepsTask,
  player: PlayerId,
  candidates: readonly number[],
  count: number,
  purpose: Purpose,
  prompt: string,
): number[] | null {
  const n = Math.min(count, candidates.length);
  return chooseRange(s, task, player, candidates, n, n, purpose, prompt);
}

/** Between `min` and `max` of the candidates, or null when the player was asked. */
export function chooseRange(
  s: GameState,
  task: StepsTask,
  player: PlayerId,
  candidates: readonly number[],
  min: number,
  max: number,
  purpose: Purpose,
  prompt: string,
): number[] | null {
  if (task.answer !== null) {
    const answer = task.answer;
    task.answer = null;
    return answer.kind === "choose" ? answer.cards : [];
  }
  if (max === 0) return [];
  if (min === max && candidates.length <= max) return candidates.slice();
  ask(s, { kind: "choose", player, prompt, purpose, candidates: candidates.slice(), min, max });
  return null;
}
