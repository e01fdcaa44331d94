// Who sends a decision (`applyDecision(state, d, from)`): a server passes the player
// whose connection the decision came from, and the engine rejects it with
// `notYourDecision` when the pending decision is the other player's, whatever the
// decision says, leaving the state untouched. Checked for every kind of pending decision.
import { beforeAll, describe, expect, it } from "vitest";
import { compile, type CardSet, type DeckDefinition } from "../compiler/index.js";
import {
  applyDecision,
  cloneState,
  createGame,
  createScenario,
  findCard,
  pendingDecision,
  randomAgent,
  type Decision,
  type GameState,
  type PendingDecision,
  type PlayerId,
} from "../runtime/index.js";
import { bundledCardSources, bundledSet } from "./helpers.js";
import { act } from "./runtime-helpers.js";

let cardSet: CardSet;
let decks: DeckDefinition[];

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
});

type Kind = PendingDecision["kind"];

/**
 * Where each kind of pending decision is found: in random games between the bundled
 * decks, or in a state built for it. A Record, so that a new kind does not compile here
 * until it says where it is tested.
 */
const WHERE: Record<Kind, "random" | (() => { state: GameState; decision: Decision })> = {
  chooseFirst: "random",
  mulligan: "random",
  action: "random",
  block: "random",
  orderBlockers: "random",
  resplandor: "random",
  targets: "random",
  optional: "random",
  choose: "random",
  arrange: "random",
  payOrProhibit: "random",
  nextEffect: "random",
  // No bundled card has an Embate with a cost: a blocker with one is written here.
  blockerEmbate: () => {
    const guard = 'carta "Guardia de Peaje"\n  tipo Personaje\n  facción Orden\n  coste 2\n  ataque 1\n  vida 3\n  Embate, 2 Escencias: Haz 2 de daño a un personaje.\n';
    const cards = compile([...bundledCardSources(), { path: "guardia.carta", text: guard }]).cardSet;
    const s = createScenario({ cards, players: [{ battlefield: ["Cas"] }, { battlefield: ["Guardia de Peaje"], essence: 2 }], options: { autoPass: false } });
    act(s, { kind: "embate", card: findCard(s, "Cas") });
    act(s, { kind: "block", blockers: [findCard(s, "Guardia de Peaje")] });
    return { state: s, decision: { kind: "blockerEmbate", activate: true } };
  },
};

/** One state per pending kind found in random games, with the decision a random agent gives there. */
function randomStates(): Map<Kind, { state: GameState; decision: Decision }> {
  const found = new Map<Kind, { state: GameState; decision: Decision }>();
  for (let seed = 1; seed <= 80; seed++) {
    const s = createGame({ decks: [decks[seed % decks.length]!, decks[(seed * 5 + 1) % decks.length]!], cards: cardSet, seed, options: { autoPass: false } });
    const agents = [randomAgent(seed), randomAgent(seed + 7)];
    for (let p = pendingDecision(s); p !== null; p = pendingDecision(s)) {
      const d = agents[p.player]!.decide(s, p);
      if (!found.has(p.kind)) found.set(p.kind, { state: cloneState(s), decision: JSON.parse(JSON.stringify(d)) as Decision });
      act(s, d);
    }
  }
  return found;
}

function statesByKind(): [Kind, GameState, Decision][] {
  const random = randomStates();
  return (Object.keys(WHERE) as Kind[]).map((kind) => {
    const where = WHERE[kind];
    if (where === "random") {
      const hit = random.get(kind);
      if (hit === undefined) throw new Error(`ninguna partida aleatoria pidió «${kind}»: constrúyelo con un escenario`);
      return [kind, hit.state, hit.decision];
    }
    const built = where();
    expect(pendingDecision(built.state)?.kind).toBe(kind);
    return [kind, built.state, built.decision];
  });
}

const other = (p: PlayerId): PlayerId => (p === 0 ? 1 : 0);

describe("quién envía la decisión (from)", () => {
  it("para cada decisión pendiente, el otro jugador recibe notYourDecision y el estado no cambia", () => {
    for (const [kind, s, legal] of statesByKind()) {
      const p = pendingDecision(s)!;
      const before = JSON.stringify(s);
      const wrong = other(p.player);
      const tries: unknown[] = [legal, { kind }, { kind: "pass" }, { kind: "block", blockers: [] }, null, { kind: 7 }];
      for (const d of tries) {
        const r = applyDecision(s, d as Decision, wrong);
        expect(r, `${kind}: ${JSON.stringify(d)}`).toMatchObject({ ok: false, code: "notYourDecision" });
        expect(JSON.stringify(s), kind).toBe(before);
      }
      expect(applyDecision(cloneState(s), legal, p.player).ok, kind).toBe(true);
    }
  });

  it("un «from» que no es 0 ni 1 es badShape", () => {
    const s = createScenario({ cards: cardSet, players: [{ battlefield: ["Cas"] }, {}] });
    const before = JSON.stringify(s);
    for (const from of [2, -1, "0", null, 0.5, {}]) {
      expect(applyDecision(s, { kind: "endPhase" }, from as unknown as PlayerId)).toMatchObject({ ok: false, code: "badShape" });
    }
    expect(JSON.stringify(s)).toBe(before);
    expect(applyDecision(s, { kind: "endPhase" }, 0).ok).toBe(true);
  });

  it("durante una Incursión, un bloqueo que el defensor envía cuando decide el atacante es notYourDecision", () => {
    const s = createScenario({
      cards: cardSet,
      players: [{ battlefield: ["Zav"] }, { battlefield: [{ card: "Cas", turned: true }] }],
      options: { autoPass: false },
    });
    act(s, { kind: "embate", card: findCard(s, "Zav") });
    // Cas is turned: nobody can block, the engine did not ask B and A is in the damage window.
    expect(pendingDecision(s)).toMatchObject({ kind: "action", player: 0, window: "damage" });
    const block: Decision = { kind: "block", blockers: [findCard(s, "Cas")] };
    expect(applyDecision(s, block, 1)).toMatchObject({ ok: false, code: "notYourDecision" });
    // Without a sender, the engine explains why there was no block to answer (the scenario runner's «porque»).
    expect(applyDecision(s, block)).toMatchObject({ ok: false, code: "turned" });
  });
});
