// Driving the engine in tests: apply a decision or fail loudly, read the pending
// decision, pass until something is asked.
import { applyDecision, pendingDecision, type Agent, type Decision, type GameState, type PendingDecision } from "../runtime/index.js";

export function act(s: GameState, d: Decision): void {
  const r = applyDecision(s, d);
  if (!r.ok) throw new Error(`decisión rechazada: ${r.reason}\n${JSON.stringify(d)}\npendiente: ${JSON.stringify(pendingDecision(s))}`);
}

export function pending(s: GameState): PendingDecision {
  const p = pendingDecision(s);
  if (p === null) throw new Error(`no hay decisión pendiente (resultado ${JSON.stringify(s.result)})`);
  return p;
}

/** Both players pass until `stop` holds, the game ends, or something other than passing is asked; at most `limit` passes. */
export function passUntil(s: GameState, stop: (p: PendingDecision) => boolean, limit: number): void {
  for (let i = 0; i < limit; i++) {
    if (s.result !== null) return;
    const p = pending(s);
    if (stop(p)) return;
    if (p.kind !== "action" || !p.options.some((o) => o.kind === "pass")) throw new Error(`no se puede pasar: ${JSON.stringify(p)}`);
    act(s, { kind: "pass" });
  }
  throw new Error("demasiados pases");
}

/** Passes until the chain is empty (at most `limit` passes). */
export function resolveAll(s: GameState, limit: number): void {
  passUntil(s, (p) => !(p.kind === "action" && p.window === "chain"), limit);
}

/** Lets the agents answer every decision until the game ends (at most `limit` decisions); an illegal answer fails. */
export function playToEnd(s: GameState, agents: readonly [Agent, Agent], limit = 20000): GameState {
  for (let i = 0; i < limit; i++) {
    const p = pendingDecision(s);
    if (p === null) return s;
    act(s, agents[p.player]!.decide(s, p));
  }
  return s;
}
