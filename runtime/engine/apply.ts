// The decision API: who must decide what, and applying a decision in place.
import { findActionOption, validate } from "../decide.js";
import { endGame } from "../sba.js";
import type { ActionOption, ApplyResult, Decision, GameEvent, GameState, PendingDecision } from "../types.js";
import { run } from "./run.js";

/** Who must decide what, with the legal options; null when the game is over. */
export function pendingDecision(s: GameState): PendingDecision | null {
  return s.result === null ? s.pending : null;
}

const NO_EVENTS: GameEvent[] = [];

/**
 * Applies a decision to `s` **in place** (no copy: a structuredClone per decision would
 * cost more than the whole decision). A decision that is not among the legal options is
 * rejected with a Spanish reason and leaves the state untouched. Use `cloneState` first
 * to keep the previous state.
 */
export function applyDecision(s: GameState, d: Decision): ApplyResult {
  if (s.result !== null) return { ok: false, reason: "La partida ya terminó." };
  const pending = s.pending;
  if (pending === null) return { ok: false, reason: "No hay ninguna decisión pendiente." };
  const reason = validate(s, pending, d);
  if (reason !== null) return { ok: false, reason };
  let option: ActionOption | null = null;
  if (pending.kind === "action" && d.kind !== "pass" && d.kind !== "endPhase") {
    const found = findActionOption(s, pending.options, d);
    if (typeof found !== "string") option = found;
  }
  const top = s.tasks[s.tasks.length - 1] as { answer?: Decision | null };
  s.pending = null;
  top.answer = d;
  s.decisionCount++;
  s.turnDecisions++;
  const before = s.events.length;
  if (s.turnDecisions > s.options.maxDecisionsPerTurn) endGame(s, null, "bloqueo");
  else run(s, option);
  return { ok: true, events: s.events.length === before ? NO_EVENTS : s.events.slice(before) };
}
