// Preparation (Reglamento 7, 8): the die, who starts, the Escencia deck order for each
// seat, the opening hands and one mulligan each; then the first turn.
import { assertNever } from "../assert.js";
import { ask } from "../decide.js";
import { nameOf, other } from "../query.js";
import { drawCard, emit, moveCard, queueTriggers, random } from "../state.js";
import type { GameState, PlayerId } from "../types.js";
import { pushSettle, takeAnswer, type TaskOf } from "./tasks.js";

export function setupTask(s: GameState, t: TaskOf<"setup">): void {
  switch (t.stage) {
    case "rollDie": {
      // Reglamento 7: the same die, the higher roll decides (ties roll again, ruling R39).
      let r0 = 0;
      let r1 = 0;
      while (r0 === r1) {
        r0 = 1 + Math.floor(random(s) * 6);
        r1 = 1 + Math.floor(random(s) * 6);
      }
      const winner: PlayerId = r0 > r1 ? 0 : 1;
      t.winner = winner;
      emit(s, { t: "dieRoll", rolls: [r0, r1], winner });
      t.stage = "chooseFirst";
      ask(s, {
        kind: "chooseFirst",
        player: winner,
        prompt: `Ganaste la tirada del dado (${r0} contra ${r1}): ¿empiezas la partida o cedes el inicio?`,
        rolls: [r0, r1],
      });
      return;
    }
    case "chooseFirst": {
      const d = takeAnswer(t);
      const winner = t.winner as PlayerId;
      const first: PlayerId = d.kind === "chooseFirst" && !d.start ? other(winner) : winner;
      s.first = first;
      s.active = first;
      emit(s, { t: "firstPlayer", player: first, chosenBy: winner });
      for (const p of [0, 1] as const) arrangeEssenceDeck(s, p, t.orders[p]![p === first ? 0 : 1]);
      for (const p of [first, other(first)]) for (let k = 0; k < 5; k++) drawCard(s, p);
      t.stage = "mulliganFirst";
      askMulligan(s, first);
      return;
    }
    case "mulliganFirst": {
      const d = takeAnswer(t);
      const p = s.first as PlayerId;
      applyMulligan(s, p, d.kind === "mulligan" ? d.cards : []);
      t.stage = "mulliganSecond";
      askMulligan(s, other(p));
      return;
    }
    case "mulliganSecond": {
      const d = takeAnswer(t);
      applyMulligan(s, other(s.first as PlayerId), d.kind === "mulligan" ? d.cards : []);
      s.tasks.pop();
      s.tasks.push({ k: "phaseStart", phase: "Alba", stage: "triggers" });
      s.tasks.push({ k: "turn" });
      // Santuarios «entran en juego» at the start (Reglamento 7).
      const first = s.first as PlayerId;
      for (const q of [first, other(first)]) queueTriggers(s, s.players[q].sanctuary, "entersPlay", q);
      pushSettle(s);
      return;
    }
    default:
      assertNever(t.stage);
  }
}

/** Reorders the Escencia deck to the order for this seat (both orders hold the same cards). */
function arrangeEssenceDeck(s: GameState, p: PlayerId, order: readonly string[]): void {
  const pool = s.players[p].essenceDeck.slice();
  const out: number[] = [];
  for (const name of order) {
    const i = pool.findIndex((id) => nameOf(s, id) === name);
    if (i < 0) continue;
    out.push(pool[i]!);
    pool.splice(i, 1);
  }
  s.players[p].essenceDeck = out.concat(pool);
}

function askMulligan(s: GameState, p: PlayerId): void {
  ask(s, {
    kind: "mulligan",
    player: p,
    prompt: "Mulligan (una sola vez): elige las cartas de tu mano que van al fondo de tu baraja; robarás las mismas que devuelvas.",
    hand: s.players[p].hand.slice(),
  });
}

/** Reglamento 8: chosen cards go to the bottom in the order given, then draw back to 5. */
function applyMulligan(s: GameState, p: PlayerId, cards: number[]): void {
  for (const id of cards) moveCard(s, id, "deck", p, "mulligan", true);
  for (let k = 0; k < cards.length; k++) drawCard(s, p);
  emit(s, { t: "mulligan", player: p, count: cards.length });
}
