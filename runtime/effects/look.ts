// «Mira / Revela las N primeras cartas de tu baraja», «Mira la mano de tu oponente» and
// «revela …»: the cards are bound for the steps after (`as`). Only looking at the top
// does not shuffle (Reglamento 22); what is revealed stays identifiable (Reglamento 11).
import { emit } from "../state.js";
import type { GameState, PlayerState } from "../types.js";
import { doneIf, type Outcome, type StepOf, type StepsTask } from "./step-task.js";
import { bindFound, subjectCards, subjectPlayers } from "./subjects.js";

export function look(s: GameState, task: StepsTask, step: StepOf<"look">): Outcome {
  const act = task.act;
  const p = subjectPlayers(s, act, step.player)[0];
  if (p === undefined) return "notDone";
  const pl = s.players[p];
  // With fewer cards, look at what there is; «la mano» is all of it.
  const ids = lookedAt(pl, step);
  bindFound(s, act, step.as, ids, step.from === "hand" ? "hand" : step.from === "essenceDeckTop" ? "essenceDeck" : "deck");
  if (ids.length === 0) return "notDone";
  emit(s, { t: "lookAt", player: act.controller, whose: p, from: step.from, cards: ids.slice() });
  if (step.reveal) emit(s, { t: "reveal", player: act.controller, cards: ids.slice() });
  return "done";
}

function lookedAt(pl: PlayerState, step: StepOf<"look">): number[] {
  switch (step.from) {
    case "deckTop":
      return pl.deck.slice(0, step.count);
    case "deckBottom":
      return pl.deck.slice(Math.max(0, pl.deck.length - step.count));
    case "essenceDeckTop":
      return pl.essenceDeck.slice(0, step.count);
    case "hand":
      return step.count > 0 ? pl.hand.slice(0, step.count) : pl.hand.slice();
  }
}

export function reveal(s: GameState, task: StepsTask, step: StepOf<"reveal">): Outcome {
  const ids = subjectCards(s, task.act, step.what);
  if (ids.length > 0) emit(s, { t: "reveal", player: task.act.controller, cards: ids });
  return doneIf(ids.length > 0);
}
