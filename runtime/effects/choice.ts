// The one way a step takes cards that a player chooses (cards to discard, the card
// searched for, Escencias to return): the answer when it has come; every candidate when
// there are no more than asked for (there is nothing to choose); otherwise the question.
import { ask } from "../decide.js";
import type { GameState, PendingDecision, PlayerId } from "../types.js";
import type { StepsTask } from "./step-task.js";

type Purpose = Extract<PendingDecision, { kind: "choose" }>["purpose"];

/** The chosen cards, or null when the player was asked (the step then waits). */
export function chooseCards(
  s: GameState,
  task: StepsTask,
  player: PlayerId,
  candidates: readonly number[],
  count: number,
  purpose: Purpose,
  prompt: string,
): number[] | null {
  if (task.answer !== null) {
    const answer = task.answer;
    task.answer = null;
    return answer.kind === "choose" ? answer.cards : [];
  }
  if (candidates.length <= count) return candidates.slice();
  ask(s, { kind: "choose", player, prompt, purpose, candidates: candidates.slice(), min: count, max: count });
  return null;
}
