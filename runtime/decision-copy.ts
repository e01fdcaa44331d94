// What the engine keeps of an accepted decision: its own copy, made of the fields it
// knows. The caller's objects and arrays stay the caller's, so changing or reusing them
// after `applyDecision` returns cannot move damage or swap targets inside the game, and
// fields the engine does not read never reach the (plain JSON) state.
import type { Decision } from "./types.js";

/** Every field of every decision kind (types.ts, `Decision`). */
const FIELDS = [
  "kind",
  "start",
  "cards",
  "card",
  "ability",
  "option",
  "choice",
  "targets",
  "costs",
  "divide",
  "bearer",
  "timing",
  "relic",
  "to",
  "blockers",
  "order",
  "activate",
  "accept",
  "top",
  "bottom",
  "pay",
  "index",
] as const;

function copyValue(v: unknown): unknown {
  if (Array.isArray(v)) return v.map((x: unknown) => (Array.isArray(x) ? x.slice() : x));
  if (v !== null && typeof v === "object") {
    // `targets`: slot id → chosen ids.
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(v)) {
      const inner = (v as Record<string, unknown>)[key];
      out[key] = Array.isArray(inner) ? inner.slice() : inner;
    }
    return out;
  }
  return v;
}

/** A copy of a validated decision that shares nothing with it. */
export function copyDecision(d: Decision): Decision {
  const src = d as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const v = src[key];
    if (v !== undefined) out[key] = copyValue(v);
  }
  return out as unknown as Decision;
}
