// The decision API: who must decide what, and applying a decision in place.
import { validate } from "../decide.js";
import { isRejection, reject } from "../rejections.js";
import { endGame } from "../sba.js";
import type { ApplyResult, Decision, GameEvent, GameState, PendingDecision, PlayerId } from "../types.js";
import { run } from "./run.js";

/** Who must decide what, with the legal options; null when the game is over. */
export function pendingDecision(s: GameState): PendingDecision | null {
  return s.result === null ? s.pending : null;
}

const NO_EVENTS: GameEvent[] = [];

/**
 * Applies a decision to `s` **in place** (no copy: a structuredClone per decision would
 * cost more than the whole decision). A decision that is not among the legal options is
 * rejected with a stable code and a Spanish reason, and leaves the state untouched. Use
 * `cloneState` first to keep the previous state. The engine keeps a copy of what it
 * accepts: the caller may change or reuse `d` afterwards. `from`, if given, is the player sending
 * the decision: another player's decision is then rejected (`notYourDecision`).
 */
export function applyDecision(s: GameState, d: Decision, from?: PlayerId): ApplyResult {
  if (s.result !== null) return reject("gameOver", "La partida ya terminó.");
  const pending = s.pending;
  if (pending === null) return reject("noDecision", "No hay ninguna decisión pendiente.");
  const verdict = validate(s, pending, d, from);
  if (verdict !== null && isRejection(verdict)) return verdict;
  const top = s.tasks[s.tasks.length - 1] as { answer?: Decision | null };
  s.pending = null;
  s.decisionCount++;
  s.turnDecisions++;
  const before = s.events.length;
  if (s.turnDecisions > s.options.maxDecisionsPerTurn) endGame(s, null, "bloqueo");
  else {
    // The answer is the caller's object: the task that asked takes it (`takeAnswer`)
    // before `run` returns and copies any list it keeps, so nothing of `d` stays in `s`.
    top.answer = d;
    run(s, verdict);
  }
  return { ok: true, events: s.events.length === before ? NO_EVENTS : s.events.slice(before) };
}
