// «Pon … en tu mano / en juego / en el fondo de tu baraja …»: a card found, chosen or
// targeted goes to a zone of its owner (Reglamento 23: «va siempre a la zona
// correspondiente de su dueño»). Two or more cards to a deck are ordered by their owner
// (Reglamento 26); cards shuffled in from a cementerio are shown first (Reglamento 11).
import type { MoveDestination } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { ask } from "../decide.js";
import { inPlay } from "../query.js";
import { emit, leavePlay, moveCard, queueTriggers, setTurned, shuffleDeck } from "../state.js";
import type { GameState, PlayerId, StepSub } from "../types.js";
import type { Outcome, StepOf, StepsTask } from "./step-task.js";
import { followMoved, rememberLeaving, subjectCards } from "./subjects.js";

/** Can the card go there? A card on the chain or a Santuario stays; only a Personaje or a Reliquia enters the battlefield. */
function movable(s: GameState, id: number, to: MoveDestination): boolean {
  const c = s.cards[id]!;
  const type = s.defs[c.def]!.type;
  if (c.zone === "chain" || c.zone === "sanctuary") return false;
  if (c.zone === "essence") return to === "essenceDeckBottom";
  // An Escencia looked at on its deck: to the other end of it, into play (its Escencia zone) or to the cementerio.
  if (c.zone === "essenceDeck") return to === "essenceDeckBottom" || to === "essenceDeckTop" || to === "battlefield" || to === "graveyard";
  switch (to) {
    case "hand":
      return c.zone !== "hand";
    case "battlefield":
      return !inPlay(c) && (type === "Personaje" || type === "Reliquia");
    case "graveyard":
      return c.zone !== "graveyard";
    case "deckTop":
    case "deckBottom":
    case "deckShuffled":
      return true;
    case "essenceDeckTop":
    case "essenceDeckBottom":
      return false;
    default:
      return assertNever(to);
  }
}

/**
 * One card to a zone that is not a deck; true when it entered the battlefield (its entry
 * must run). `turned`: «ponla en juego girada» (Reglamento 13: «Los personajes entran en
 * juego enderezados, salvo que una regla, rasgo o efecto indique lo contrario»).
 */
function place(s: GameState, task: StepsTask, id: number, to: "hand" | "graveyard" | "essenceDeckTop" | "essenceDeckBottom" | "battlefield", turned: boolean, yours: boolean): boolean {
  const c = s.cards[id]!;
  const fromPlay = c.zone === "battlefield" || c.zone === "essence";
  // «Pon una carta de la mano de tu oponente en tu mano»: out of play, the text decides
  // whose zone (Reglamento 0, ruling R91); from play it goes to its owner's (Reglamento 23).
  const owner = yours && !fromPlay ? task.act.controller : c.owner;
  if (fromPlay) rememberLeaving(s, task.act, id);
  let entered = false;
  switch (to) {
    case "hand":
      if (fromPlay) leavePlay(s, id, "hand", "return");
      else moveCard(s, id, "hand", owner, "put");
      break;
    case "graveyard":
      if (fromPlay) leavePlay(s, id, "graveyard", "put");
      else moveCard(s, id, "graveyard", owner, "put");
      break;
    case "essenceDeckTop":
    case "essenceDeckBottom":
      if (fromPlay) leavePlay(s, id, "essenceDeck", "returnEssence");
      else moveCard(s, id, "essenceDeck", c.owner, "put", to === "essenceDeckBottom");
      break;
    case "battlefield":
      // An Escencia put into play from its deck is added to its owner's Escencia zone, as in the Alba (Reglamento 9).
      if (c.zone === "essenceDeck") {
        moveCard(s, id, "essence", c.owner, "essence");
        if (turned) setTurned(s, id, true);
        queueTriggers(s, id, "entersPlay", c.owner);
        break;
      }
      moveCard(s, id, "battlefield", owner, "put");
      if (turned) setTurned(s, id, true);
      entered = true;
      break;
    default:
      assertNever(to);
  }
  followMoved(s, task.act, id);
  return entered;
}

function toDeck(s: GameState, id: number, bottom: boolean): void {
  const c = s.cards[id]!;
  const controller = c.controller;
  const fromPlay = c.zone === "battlefield";
  moveCard(s, id, "deck", c.owner, "put", bottom);
  if (fromPlay) queueTriggers(s, id, "leavesPlay", controller);
}

export function move(s: GameState, task: StepsTask, step: StepOf<"move">, sub: StepSub): Outcome {
  const act = task.act;
  if (sub.phase !== "started") {
    sub.cards = subjectCards(s, act, step.what).filter((id) => movable(s, id, step.to));
    sub.phase = "started";
    sub.index = 0;
    sub.players = [];
    for (const id of sub.cards) {
      const owner = s.cards[id]!.owner;
      if (!sub.players.includes(owner)) sub.players.push(owner);
    }
    if (sub.cards.length === 0) return "notDone";
    const shown = sub.cards.filter((id) => step.reveal === true || (step.to === "deckShuffled" && s.cards[id]!.zone === "graveyard"));
    if (shown.length > 0) emit(s, { t: "reveal", player: act.controller, cards: shown });
  }
  if (step.to === "deckTop" || step.to === "deckBottom") return toDeckInOrder(s, task, step.to === "deckTop", sub, false);
  // Two or more Escencias to their deck are ordered by their owner as well (Reglamento 26).
  if ((step.to === "essenceDeckTop" || step.to === "essenceDeckBottom") && sub.cards.length > 1) return toDeckInOrder(s, task, step.to === "essenceDeckTop", sub, true);
  if (step.to === "deckShuffled") {
    for (const id of sub.cards) {
      if (s.cards[id]!.zone === "battlefield") rememberLeaving(s, act, id);
      toDeck(s, id, false);
      followMoved(s, act, id);
    }
    for (const p of sub.players) shuffleDeck(s, p);
    return "done";
  }
  const to = step.to;
  const entering: number[] = [];
  for (const id of sub.cards) if (place(s, task, id, to, step.turned === true, step.yours === true)) entering.push(id);
  // Put into play: Mítica, «Al entrar en juego» and the Resplandor offer, the first card first.
  for (let k = entering.length - 1; k >= 0; k--) {
    const id = entering[k]!;
    s.tasks.push({ k: "enter", card: id, inc: s.cards[id]!.inc, stage: "mitica", answer: null });
  }
  return entering.length > 0 ? "doneYield" : "done";
}

/** Reglamento 26: «su dueño decide el orden en que se colocan»; one owner at a time. */
function toDeckInOrder(s: GameState, task: StepsTask, top: boolean, sub: StepSub, essence: boolean): Outcome {
  const deck = essence ? "tu baraja de Escencia" : "tu baraja";
  while (sub.index < sub.players.length) {
    const p = sub.players[sub.index]! as PlayerId;
    const cards = sub.cards.filter((id) => s.cards[id]!.owner === p);
    if (task.answer === null) {
      ask(s, {
        kind: "arrange",
        player: p,
        prompt: top ? `Ordena las cartas que van arriba de ${deck} (la primera queda arriba).` : `Ordena las cartas que van al fondo de ${deck} (la última queda al fondo).`,
        cards,
        mode: top ? "top" : "bottom",
      });
      if (task.answer === null) return "wait";
    }
    const answer = task.answer;
    task.answer = null;
    const order = answer.kind === "arrange" ? (top ? answer.top : answer.bottom) : cards;
    if (top) for (let k = order.length - 1; k >= 0; k--) placeInDeck(s, task, order[k]!, false, essence);
    else for (const id of order) placeInDeck(s, task, id, true, essence);
    sub.index++;
  }
  return "done";
}

function placeInDeck(s: GameState, task: StepsTask, id: number, bottom: boolean, essence: boolean): void {
  const c = s.cards[id]!;
  if (c.zone === "battlefield" || c.zone === "essence") rememberLeaving(s, task.act, id);
  if (!essence) toDeck(s, id, bottom);
  else if (c.zone === "essence") leavePlay(s, id, "essenceDeck", "returnEssence");
  else moveCard(s, id, "essenceDeck", c.owner, "put", bottom);
  followMoved(s, task.act, id);
}
