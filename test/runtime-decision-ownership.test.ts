// The engine keeps only its own copy of what a decision says: changing the caller's
// objects and arrays after `applyDecision` returns changes nothing in the game. A table
// that reuses its buffers, or a bot that edits the decision it just sent, must not move
// damage or swap targets inside the engine.
import { beforeAll, describe, expect, it } from "vitest";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import {
  applyDecision,
  createGame,
  createScenario,
  findCard,
  pendingDecision,
  randomAgent,
  replay,
  type Decision,
  type GameSetup,
} from "../runtime/index.js";
import { bundledSet } from "./helpers.js";
import { act, resolveAll } from "./runtime-helpers.js";

let cardSet: CardSet;
let decks: DeckDefinition[];

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
});

/** Overwrites every array and field of a decision in place, as a careless caller might. */
function scramble(d: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(d)) {
    if (Array.isArray(value)) {
      for (const inner of value) if (Array.isArray(inner)) inner.fill(-7).push(-8);
      value.reverse();
      value.fill(value.length > 0 && Array.isArray(value[0]) ? [] : -7);
      value.push(-9);
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, number[]>;
      for (const k of Object.keys(record)) {
        record[k]!.reverse();
        record[k]!.push(-9);
      }
      record["t9"] = [-1];
    } else if (key !== "kind") d[key] = typeof value === "number" ? -5 : typeof value === "boolean" ? !value : value;
  }
}

describe("las decisiones son del que las envía", () => {
  it("cambiar el reparto de daño después de enviarlo no cambia quién muere (Aliento Ardiente)", () => {
    const s = createScenario({
      cards: cardSet,
      players: [{ hand: ["Aliento Ardiente"], essence: 3 }, { battlefield: ["Zav", "Cas"] }],
      // B is asked whether to respond: the decision is kept while the chain waits.
      options: { autoPass: false },
    });
    const zav = findCard(s, "Zav");
    const cas = findCard(s, "Cas");
    const divide = [3, 1];
    const targets = { t1: [zav, cas] };
    act(s, { kind: "play", card: findCard(s, "Aliento Ardiente"), option: "Prólogo", targets, divide });
    // Zav (3 de vida) recibe 3 y Cas (2 de vida) 1; el llamador cambia sus listas.
    divide.reverse();
    targets.t1.reverse();
    resolveAll(s, 10);
    expect(s.cards[zav]!.zone).toBe("graveyard");
    expect(s.cards[cas]!.zone).toBe("battlefield");
    expect(s.cards[cas]!.damage).toBe(1);
  });

  it("cambiar los bloqueadores o su orden después de enviarlos no cambia el duelo", () => {
    const s = createScenario({
      cards: cardSet,
      players: [{ battlefield: ["Exterminador"] }, { battlefield: ["Cas", "Zav"] }],
      options: { autoPass: false },
    });
    const cas = findCard(s, "Cas");
    const zav = findCard(s, "Zav");
    act(s, { kind: "embate", card: findCard(s, "Exterminador") });
    const blockers = [cas, zav];
    act(s, { kind: "block", blockers });
    blockers.splice(0, 2, zav);
    const order = [zav, cas];
    act(s, { kind: "orderBlockers", order });
    order.reverse();
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    // Exterminador (4 de ataque) da a Zav sus 3 y a Cas 1: los dos bloquearon y Zav muere.
    expect(s.cards[zav]!.zone).toBe("graveyard");
    expect(s.cards[cas]!.damage).toBe(1);
  });

  it("en partidas aleatorias, estropear cada decisión ya enviada no cambia la partida", () => {
    for (let seed = 1; seed <= 12; seed++) {
      // Without automatic passes every chain waits for answers while it holds what was declared.
      const setup: GameSetup = { decks: [decks[seed % decks.length]!, decks[(seed * 5 + 1) % decks.length]!], cards: cardSet, seed, options: { autoPass: false } };
      const state = createGame(setup);
      const agents = [randomAgent(seed), randomAgent(seed + 100)];
      const pristine: Decision[] = [];
      for (let n = 0; n < 3000 && pendingDecision(state) !== null; n++) {
        const p = pendingDecision(state)!;
        const d = agents[p.player]!.decide(state, p);
        pristine.push(JSON.parse(JSON.stringify(d)) as Decision);
        const r = applyDecision(state, d);
        if (!r.ok) throw new Error(r.reason);
        scramble(d as unknown as Record<string, unknown>);
      }
      const again = replay(setup, pristine);
      expect(JSON.stringify(state)).toBe(JSON.stringify(again));
    }
  });
});
