// Fuzzing the decision API: malformed decisions (random ids, wrong kinds, wrong shapes,
// legal decisions with one field broken) sent at many states of random games. Every one
// is answered with a rejection that names real things — never «la carta undefined»,
// «NaN» or «[object Object]» — and leaves the state exactly as it was; none throws.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import { applyDecision, cloneState, createGame, pendingDecision, randomAgent, REJECTION_CODES, type Decision, type GameState } from "../runtime/index.js";
import { bundledSet } from "./helpers.js";
import { act } from "./runtime-helpers.js";

const states: GameState[] = [];
/** Each state as JSON, to compare after a rejection and to rebuild it after an acceptance. */
const snapshots: string[] = [];
/** A legal decision at each state (what a random agent answered there). */
const legal: Decision[] = [];

beforeAll(() => {
  const { cardSet, decks } = bundledSet();
  const seenKinds = new Map<string, number>();
  for (let seed = 1; seed <= 40; seed++) {
    const s = createGame({
      decks: [decks[seed % decks.length]!, decks[(seed * 7 + 3) % decks.length]!],
      cards: cardSet,
      seed,
      // Without the event log the states are small enough to compare after every decision.
      options: { autoPass: seed % 2 === 0, events: false },
    });
    const agents = [randomAgent(seed), randomAgent(seed + 50)];
    for (let n = 0; pendingDecision(s) !== null; n++) {
      const p = pendingDecision(s)!;
      const d = agents[p.player]!.decide(s, p);
      // Keep every state of a rare kind of decision, and one action state in 40.
      const seen = seenKinds.get(p.kind) ?? 0;
      if (seen < 12 || (p.kind === "action" && n % 40 === 0)) {
        seenKinds.set(p.kind, seen + 1);
        states.push(cloneState(s));
        snapshots.push(snapshot(s));
        legal.push(JSON.parse(JSON.stringify(d)) as Decision);
      }
      act(s, d);
    }
  }
  expect(seenKinds.size).toBeGreaterThanOrEqual(10);
});

const KINDS = ["chooseFirst", "mulligan", "play", "activate", "embate", "equip", "pass", "endPhase", "block", "orderBlockers", "resplandor", "targets", "blockerEmbate", "optional", "choose", "arrange", "payOrProhibit", "nextEffect"];
const FIELDS = ["card", "cards", "ability", "option", "choice", "targets", "costs", "divide", "bearer", "timing", "relic", "to", "blockers", "order", "activate", "accept", "top", "bottom", "pay", "index", "start"];
/** Words a reason must never contain: they come from printing a value that is not there. */
const NONSENSE = /undefined|NaN|\[object/;
/** Strings the fuzzer writes (kinds, target slot names) must not already contain them. */
const safeString = fc.string({ maxLength: 8 }).filter((x) => !/undefined|NaN|object/i.test(x));

const id = fc.oneof(fc.integer({ min: -3, max: 140 }), fc.constantFrom(999, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 0.5, Number.NaN, Number.POSITIVE_INFINITY));
const junk: fc.Arbitrary<unknown> = fc.oneof(
  id,
  safeString,
  fc.boolean(),
  fc.constant(null),
  fc.constant({}),
  fc.array(id, { maxLength: 4 }),
  fc.array(fc.array(id, { maxLength: 3 }), { maxLength: 3 }),
  fc.array(fc.oneof(safeString, fc.constant(null), fc.constant({})), { maxLength: 3 }),
  fc.dictionary(fc.oneof(fc.constantFrom("t1", "t2", "t3"), safeString), fc.oneof(fc.array(id, { maxLength: 3 }), id, fc.constant(null)), { maxKeys: 3 }),
);

/** A decision from scratch: any kind, any fields. */
const fromScratch = fc.record(
  {
    kind: fc.oneof(fc.constantFrom(...KINDS), safeString, fc.constant(7), fc.constant(null)),
    ...Object.fromEntries(FIELDS.map((f) => [f, junk])),
  },
  { requiredKeys: ["kind"] },
);

/** A decision of the right field types but made-up values: it gets past the shape check to the deeper ones. */
const intId = fc.oneof(fc.integer({ min: -2, max: 140 }), fc.constant(999));
const intList = fc.array(intId, { maxLength: 4 });
const wellTyped = fc.record(
  {
    kind: fc.constantFrom(...KINDS),
    card: intId,
    relic: intId,
    to: intId,
    ability: fc.integer({ min: -1, max: 4 }),
    choice: fc.integer({ min: -1, max: 3 }),
    index: fc.integer({ min: -1, max: 3 }),
    cards: intList,
    blockers: intList,
    order: intList,
    top: intList,
    bottom: intList,
    divide: intList,
    costs: fc.array(intList, { maxLength: 2 }),
    targets: fc.dictionary(fc.constantFrom("t1", "t2", "t3"), intList, { maxKeys: 2 }),
    bearer: fc.oneof(intId, fc.constant(null)),
    option: fc.constantFrom("Prólogo", "Epílogo"),
    timing: fc.constantFrom("end", "start"),
    start: fc.boolean(),
    activate: fc.boolean(),
    accept: fc.boolean(),
    pay: fc.boolean(),
  },
  { requiredKeys: ["kind"] },
);

/** A legal decision with one thing broken: a field removed, replaced by junk, or an id inside it changed. */
const broken = fc.record({
  how: fc.constantFrom("remove", "replace", "id", "kind"),
  field: fc.constantFrom(...FIELDS),
  value: junk,
  newId: id,
  kind: fc.constantFrom(...KINDS),
});

function breakDecision(d: Decision, b: { how: string; field: string; value: unknown; newId: unknown; kind: string }): unknown {
  const copy = JSON.parse(JSON.stringify(d)) as Record<string, unknown>;
  const present = Object.keys(copy).filter((k) => k !== "kind");
  const field = present.length > 0 && b.how !== "replace" ? present[FIELDS.indexOf(b.field) % present.length]! : b.field;
  switch (b.how) {
    case "remove":
      delete copy[field];
      break;
    case "replace":
      copy[field] = b.value;
      break;
    case "kind":
      copy.kind = b.kind;
      break;
    default: {
      const v = copy[field];
      if (typeof v === "number") copy[field] = b.newId;
      else if (Array.isArray(v) && v.length > 0) v[0] = Array.isArray(v[0]) ? [b.newId] : b.newId;
      else if (v !== null && typeof v === "object") {
        const keys = Object.keys(v);
        if (keys.length > 0) (v as Record<string, unknown>)[keys[0]!] = [b.newId];
        else (v as Record<string, unknown>).t1 = [b.newId];
      } else copy[field] = b.newId;
    }
  }
  return copy;
}

/** The state as JSON, without the card definitions (shared and never changed by a decision). */
function snapshot(s: GameState): string {
  return JSON.stringify({ ...s, defs: null });
}

function checkRejected(k: number, d: unknown): void {
  const s = states[k]!;
  const r = applyDecision(s, d as Decision);
  if (r.ok) {
    // A broken decision can still be legal (an id changed into another legal one): rebuild the state.
    const again = JSON.parse(snapshots[k]!) as GameState;
    again.defs = s.defs;
    states[k] = again;
    return;
  }
  expect(REJECTION_CODES).toContain(r.code);
  expect(r.reason, `${JSON.stringify(d)} → ${r.code}`).not.toMatch(NONSENSE);
  expect(r.reason.length).toBeGreaterThan(5);
  expect(snapshot(s) === snapshots[k], `${JSON.stringify(d)} cambió el estado`).toBe(true);
}

describe("decisiones mal formadas en estados aleatorios", () => {
  it("decisiones inventadas: rechazo con motivo legible y el estado intacto", () => {
    fc.assert(
      fc.property(fc.nat(), fc.oneof(fromScratch, wellTyped), (i, d) => checkRejected(i % states.length, d)),
      { numRuns: 3000, seed: 20251201 },
    );
  });

  it("decisiones legales con una parte estropeada: rechazo con motivo legible y el estado intacto", () => {
    fc.assert(
      fc.property(fc.nat(), broken, (i, b) => {
        const k = i % states.length;
        checkRejected(k, breakDecision(legal[k]!, b));
      }),
      { numRuns: 4000, seed: 20251202 },
    );
  });
});
