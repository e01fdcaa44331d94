// «Busca en tu baraja …» to the hand or into play (turned with «ponlo en juego girado»),
// «muéstralo»; the deck is shuffled afterwards, found or not (Reglamento 22, ruling R42).
// The card found is bound (`as`) where it went: «ponlo en juego. Obtiene …».
import { cardsMatching } from "../query.js";
import { emit, moveCard, setTurned, shuffleDeck } from "../state.js";
import type { GameState, StepSub } from "../types.js";
import { chooseRange } from "./choice.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { bindFound } from "./subjects.js";

export function searchDeck(s: GameState, task: StepsTask, step: StepOf<"searchDeck">, sub: StepSub): Outcome {
  const p = task.act.controller;
  if (sub.phase !== "started") {
    sub.cards = cardsMatching(s, { ...step.filter, controller: "you", zone: "baraja" }, p, task.act.source);
    sub.phase = "started";
  }
  // «Busca hasta dos personajes»: 0 to N; «dos personajes»: N if there are (Reglamento 23: «si es posible»).
  const count = step.count === undefined ? { min: 1, max: 1 } : "upTo" in step.count ? { min: 0, max: step.count.upTo } : { min: step.count.exactly, max: step.count.exactly };
  const where = step.destination === "mano" ? "ponerlas en tu mano" : "ponerlas en juego";
  const prompt = count.max === 1 ? (step.destination === "mano" ? "Elige la carta que buscas para ponerla en tu mano." : "Elige la carta que buscas para ponerla en juego.") : `Elige ${count.min === 0 ? "hasta " : ""}${count.max} cartas que buscas para ${where}.`;
  const chosenCards = chooseRange(s, task, p, sub.cards, Math.min(count.min, sub.cards.length), Math.min(count.max, sub.cards.length), "search", prompt);
  if (chosenCards === null) return "wait";
  let pushed = false;
  if (chosenCards.length > 0 && step.reveal === true) emit(s, { t: "reveal", player: p, cards: chosenCards.slice() });
  for (const chosen of chosenCards) {
    if (step.destination === "mano") moveCard(s, chosen, "hand", p, "search");
    else {
      moveCard(s, chosen, "battlefield", p, "search");
      // Reglamento 13: «Los personajes entran en juego enderezados, salvo que … un efecto indique lo contrario».
      if (step.turned === true) setTurned(s, chosen, true);
      s.tasks.push({ k: "enter", card: chosen, inc: s.cards[chosen]!.inc, stage: "mitica", answer: null });
      pushed = true;
    }
  }
  if (step.as !== undefined) bindFound(s, task.act, step.as, chosenCards, step.destination === "mano" ? "hand" : "battlefield");
  shuffleDeck(s, p);
  // A «Luego, baraja tu baraja» right after this step is this same shuffle (effects/shuffle.ts, ruling R85).
  task.searched = task.i;
  if (chosenCards.length === 0) return "notDone";
  return pushed ? "doneYield" : "done";
}
