// Turns and phases (Reglamento 9, 10, 20): a new turn, the start of each phase with its
// «Al comienzo de …» abilities and its own actions, the change to the next phase, and
// the cleanup stage between turns.
import type { Phase } from "../../compiler/ir.js";
import { assertNever } from "../assert.js";
import { ask } from "../decide.js";
import { untapsInAlba } from "../continuous.js";
import { defInfos } from "../defs.js";
import { endAfterAlba, endAtCleanup } from "../effects/lasting.js";
import { maxHandSize, other } from "../query.js";
import { endGame } from "../sba.js";
import { changeControl, drawCard, emit, emptyTurnLog, moveCard, queueTriggers, setTurned } from "../state.js";
import type { GameState, PlayerId } from "../types.js";
import { dispatchPhase } from "./listeners.js";
import { pushSettle, takeAnswer, type TaskOf } from "./tasks.js";
import { mainWindow, phaseWindow } from "./window.js";

const NEXT_PHASE: Record<Phase, Phase> = { Alba: "Amanecer", Amanecer: "Mediodía", Mediodía: "Anochecer", Anochecer: "Alba" };

export function turnTask(s: GameState): void {
  s.tasks.pop();
  s.turn++;
  s.active = s.turn === 1 ? (s.first as PlayerId) : other(s.active);
  s.turnDecisions = 0;
  for (const pl of s.players) {
    pl.counts.fill(0);
    pl.limitUses = {};
    pl.turnLog = emptyTurnLog();
  }
  if (s.turn > s.options.maxTurns) {
    endGame(s, null, "bloqueo");
    return;
  }
  s.phase = "Alba";
  // «Mientras sea tu turno, …» statics switch on and off with the turn: the state checks look again.
  s.dirty = true;
  emit(s, { t: "turnStart", turn: s.turn, player: s.active });
  emit(s, { t: "phase", phase: "Alba", turn: s.turn, player: s.active });
}

export function phaseStartTask(s: GameState, t: TaskOf<"phaseStart">): void {
  const p = s.active;
  switch (t.stage) {
    case "triggers": {
      // «Al comienzo de …» abilities (and delayed ones waiting for this moment), from the
      // listener index (not a scan of every card); they run before the phase's own actions (ruling R35).
      dispatchPhase(s, "phaseStart", t.phase);
      t.stage = "actions";
      pushSettle(s);
      return;
    }
    case "actions":
      phaseActions(s, t, p);
      return;
    case "window":
      s.tasks.pop();
      s.tasks.push(phaseWindow(s, t.phase, NEXT_PHASE[t.phase]));
      return;
    default:
      assertNever(t.stage);
  }
}

/** The phase's own actions (Reglamento 9, 10); the Mediodía and the Anochecer open their windows instead. */
function phaseActions(s: GameState, t: TaskOf<"phaseStart">, p: PlayerId): void {
  switch (t.phase) {
    case "Alba": {
      // Reglamento 9: untap, then add 1 Escencia, in that order.
      for (const id of s.players[p].battlefield) if (untapsInAlba(s, id)) setTurned(s, id, false);
      for (const id of s.players[p].essence) if (untapsInAlba(s, id)) setTurned(s, id, false);
      endAfterAlba(s, p);
      const top = s.players[p].essenceDeck[0];
      if (top !== undefined) {
        moveCard(s, top, "essence", p, "essence");
        queueTriggers(s, top, "entersPlay", p);
      }
      break;
    }
    case "Amanecer":
      // Reglamento 7, 10: the starting player does not draw in the first turn.
      if (!(s.turn === 1 && p === s.first)) drawCard(s, p);
      break;
    case "Mediodía":
      s.tasks.pop();
      s.tasks.push(mainWindow(s));
      return;
    case "Anochecer":
      // Reglamento 9: Anochecer ends the turn; the active player names it.
      s.tasks.pop();
      s.tasks.push(phaseWindow(s, "Anochecer", "Alba"));
      return;
    default:
      assertNever(t.phase);
  }
  t.stage = "window";
  pushSettle(s);
}

export function transitionTask(s: GameState, t: TaskOf<"transition">): void {
  s.tasks.pop();
  if (t.to === "Alba") {
    s.tasks.push({ k: "turn" });
    s.tasks.push({ k: "cleanup", stage: "reset", answer: null });
    return;
  }
  s.phase = t.to;
  emit(s, { t: "phase", phase: t.to, turn: s.turn, player: s.active });
}

/** Reglamento 20: damage and temporary effects end, control «hasta el final del turno» returns, hand size 7. */
export function cleanupTask(s: GameState, t: TaskOf<"cleanup">): void {
  if (t.stage === "reset") {
    resetTemporary(s);
    t.stage = "activeHand";
  }
  // Reglamento 25: the active player first.
  if (t.stage === "activeHand" && askHandSize(s, t, s.active, "activeDiscard")) return;
  if (t.stage === "activeDiscard") discardChosen(s, t, s.active, "otherHand");
  if (t.stage === "otherHand" && askHandSize(s, t, other(s.active), "otherDiscard")) return;
  if (t.stage === "otherDiscard") discardChosen(s, t, other(s.active), "done");
  s.tasks.pop();
  pushSettle(s);
}

function resetTemporary(s: GameState): void {
  s.phase = "limpieza";
  emit(s, { t: "cleanup" });
  for (const p of [0, 1] as const) {
    for (const id of s.players[p].battlefield.slice()) {
      const c = s.cards[id]!;
      c.damage = 0;
      c.lethal = false;
      c.tAtk = 0;
      c.tLife = 0;
      c.tKw = [];
    }
    s.cards[s.players[p].sanctuary]!.tLife = 0;
  }
  endAtCleanup(s);
  // «Prohíbe el próximo Verso que fuera a resolverse este turno»: nothing took it.
  if (s.prohibitions.length > 0) s.prohibitions = s.prohibitions.filter((p) => p.thisTurn !== true);
  for (const p of [0, 1] as const) {
    for (const id of s.players[p].battlefield.slice()) {
      const c = s.cards[id]!;
      if (c.revertControl >= 0) {
        const back = c.revertControl as PlayerId;
        c.revertControl = -1;
        changeControl(s, id, back);
      }
    }
  }
}

/** Asks `p` to discard down to their maximum, 7 unless a card says otherwise (true: asked, the task waits); else moves past the discard. */
function askHandSize(s: GameState, t: TaskOf<"cleanup">, p: PlayerId, discardStage: "activeDiscard" | "otherDiscard"): boolean {
  const hand = s.players[p].hand;
  const max = maxHandSize(s, p);
  const excess = max === null ? 0 : hand.length - max;
  if (excess <= 0) {
    t.stage = discardStage === "activeDiscard" ? "otherHand" : "done";
    return false;
  }
  t.stage = discardStage;
  ask(s, {
    kind: "choose",
    player: p,
    prompt: `Tienes ${hand.length} cartas: descarta ${excess} para quedarte con ${max} (Reglamento 20, 25).`,
    purpose: "handSize",
    candidates: hand.slice(),
    min: excess,
    max: excess,
  });
  return true;
}

function discardChosen(s: GameState, t: TaskOf<"cleanup">, p: PlayerId, next: "otherHand" | "done"): void {
  const d = takeAnswer(t);
  for (const id of d.kind === "choose" ? d.cards : []) moveCard(s, id, "graveyard", p, "discard");
  t.stage = next;
}
