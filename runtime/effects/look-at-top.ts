// «Mira las N primeras cartas de tu baraja» and put them back on top, at the bottom or
// either (Mecánicas avanzadas, Calma). Only looking does not shuffle (Reglamento 22).
import { ask } from "../decide.js";
import { emit } from "../state.js";
import type { GameState, StepSub } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";

const PROMPT = {
  top: "Ordena las cartas que miraste; quedan arriba de tu baraja.",
  bottom: "Ordena las cartas que miraste; van al fondo de tu baraja.",
  topOrBottom: "Coloca cada carta que miraste arriba o al fondo de tu baraja, en el orden que quieras.",
} as const;

export function lookAtTop(s: GameState, task: StepsTask, step: StepOf<"lookAtTop">, sub: StepSub): Outcome {
  const p = task.act.controller;
  const deck = s.players[p].deck;
  if (sub.phase !== "started") {
    // With fewer cards, look at what there is.
    sub.cards = deck.slice(0, Math.min(step.count, deck.length));
    sub.phase = "started";
    if (sub.cards.length === 0) return "notDone";
    emit(s, { t: "look", player: p, count: sub.cards.length });
  }
  if (task.answer === null) {
    ask(s, { kind: "arrange", player: p, prompt: PROMPT[step.arrange], cards: sub.cards.slice(), mode: step.arrange });
    return "wait";
  }
  const answer = task.answer;
  task.answer = null;
  if (answer.kind !== "arrange") return "notDone";
  deck.splice(0, sub.cards.length);
  deck.unshift(...answer.top);
  deck.push(...answer.bottom);
  emit(s, { t: "arrange", player: p, top: answer.top.length, bottom: answer.bottom.length });
  return "done";
}
