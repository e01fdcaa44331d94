// Property tests over seeded random games between random agents with the bundled
// decks (fast-check): every game ends; no card is created or lost (each in exactly one
// zone); no illegal state at any decision; replaying the decision log reproduces the
// same final state and events; serializing and restoring mid-game changes nothing.
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSet } from "./helpers.js";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import {
  applyDecision,
  createGame,
  greedyAgent,
  lifeOf,
  pendingDecision,
  randomAgent,
  replay,
  restore,
  serialize,
  type Agent,
  type Decision,
  type GameSetup,
  type GameState,
  type PendingDecision,
} from "../runtime/index.js";

let cardSet: CardSet;
let decks: DeckDefinition[];

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
  expect(decks).toHaveLength(6);
});

function setupFor(seed: number, pair: number): GameSetup {
  const a = decks[pair % decks.length]!;
  const b = decks[Math.floor(pair / decks.length) % decks.length]!;
  return { decks: [a, b], cards: cardSet, seed };
}

/** Plays a whole game (two random agents unless told); `check` runs before every decision. */
function play(
  setup: GameSetup,
  agentSeed: number,
  check?: (s: GameState, p: PendingDecision) => void,
  agents: Agent[] = [randomAgent(agentSeed), randomAgent(agentSeed + 1)],
): { state: GameState; decisions: Decision[] } {
  const state = createGame(setup);
  const decisions: Decision[] = [];
  for (let guard = 0; guard < 20000; guard++) {
    const p = pendingDecision(state);
    if (p === null) break;
    check?.(state, p);
    const d = agents[p.player]!.decide(state, p);
    const r = applyDecision(state, d);
    if (!r.ok) throw new Error(`decisión ilegal del agente: ${r.reason}`);
    decisions.push(d);
  }
  return { state, decisions };
}

/** A cheap assertion for the hot loops (vitest's expect is too slow per card and decision). */
function assert(ok: boolean, message: () => string): void {
  if (!ok) throw new Error(message());
}

/** Every card is in exactly one zone, consistent with its own record; zones hold the right types and owners. */
function checkZones(s: GameState): void {
  const seen = new Map<number, string>();
  const place = (id: number, where: string): void => {
    assert(!seen.has(id), () => `la carta ${id} está en ${seen.get(id)} y en ${where}`);
    seen.set(id, where);
  };
  for (const p of [0, 1] as const) {
    const pl = s.players[p];
    const zones = { deck: pl.deck, hand: pl.hand, graveyard: pl.graveyard, essenceDeck: pl.essenceDeck, essence: pl.essence, battlefield: pl.battlefield } as const;
    for (const [zone, ids] of Object.entries(zones)) {
      for (const id of ids) {
        place(id, `${zone}/${p}`);
        const c = s.cards[id]!;
        assert(c.zone === zone, () => `la carta ${id} dice estar en ${c.zone} pero está en ${zone}`);
        // Reglamento 23: cards out of play are in their owner's zones; in play, the controller's.
        // A hand is its controller's: «en tu mano» can put another player's card there (R91).
        if (zone === "battlefield" || zone === "hand") assert(c.controller === p, () => `la carta ${id} está en ${zone} de ${p} sin controlarla`);
        else assert(c.owner === p, () => `la carta ${id} está en una zona de ${p} sin ser su dueño`);
        const type = s.defs[c.def]!.type;
        if (zone === "essence" || zone === "essenceDeck") assert(type === "Escencia", () => `${type} en la zona de Escencia`);
        else if (zone === "battlefield") assert(type === "Personaje" || type === "Reliquia", () => `${type} en el campo de batalla`);
        else assert(type !== "Escencia" && type !== "Santuario", () => `${type} en ${zone}`);
      }
    }
    place(pl.sanctuary, `sanctuary/${p}`);
    assert(s.cards[pl.sanctuary]!.zone === "sanctuary", () => "el Santuario dejó su zona");
  }
  for (const item of s.chain) {
    if (item.kind !== "card") continue;
    place(item.act.source, "chain");
    assert(s.cards[item.act.source]!.zone === "chain", () => "carta de la cadena fuera de la cadena");
  }
  assert(seen.size === s.cards.length, () => `hay ${s.cards.length} cartas pero ${seen.size} están en alguna zona`);
}

function checkState(s: GameState, p: PendingDecision): void {
  checkZones(s);
  for (const c of s.cards) {
    assert(c.damage >= 0, () => `daño negativo en ${c.id}`);
    if (c.zone !== "battlefield") assert(c.bearer === -1, () => `la carta ${c.id} fuera del campo tiene portador`);
  }
  if (p.kind === "action") {
    // Reglamento 17: state checks done before anyone gets priority.
    for (const pl of s.players) {
      for (const id of pl.battlefield) {
        const c = s.cards[id]!;
        if (s.defs[c.def]!.type === "Personaje") {
          const life = lifeOf(s, id);
          assert(life >= 1 && c.damage < life && !(c.lethal && c.damage > 0), () => `personaje ${id} que debió ser destruido sigue en juego`);
        } else if (c.bearer >= 0) {
          assert(s.cards[c.bearer]!.zone === "battlefield", () => `Reliquia ${id} equipada a una carta fuera del campo`);
        }
      }
    }
    if (p.window === "main") {
      assert(s.chain.length === 0 && s.attacker === -1 && s.phase === "Mediodía" && p.player === s.active, () => "ventana principal fuera de lugar");
    }
  }
  if (p.kind === "block") {
    // Reglamento 13, 19: untapped characters of the defender that did not block this turn.
    for (const id of p.candidates) {
      const c = s.cards[id]!;
      assert(!c.turned && c.blocked !== s.turn && c.controller === p.player && c.zone === "battlefield", () => `bloqueador ilegal ${id}`);
    }
  }
}

function cardCount(setup: GameSetup): number {
  let n = 2;
  for (const d of setup.decks) n += d.essenceDeck.first.length + d.mainDeck.reduce((a, e) => a + e.count, 0);
  return n;
}

describe("propiedades de partidas aleatorias con los mazos incluidos", () => {
  it("toda partida termina, sin cartas creadas ni perdidas y sin estados ilegales", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.nat({ max: 35 }), (seed, pair) => {
        const setup = setupFor(seed, pair);
        const { state } = play(setup, seed, checkState);
        expect(state.result).not.toBeNull();
        expect(state.result!.reason).not.toBe("bloqueo");
        checkZones(state);
        expect(state.cards).toHaveLength(cardCount(setup));
      }),
      { numRuns: 300 },
    );
  });

  it("también con el agente voraz y sin pases automáticos (Reglamento 16: cada jugador pasa de forma expresa)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.nat({ max: 35 }), fc.boolean(), (seed, pair, greedyFirst) => {
        const setup = { ...setupFor(seed, pair), options: { autoPass: false } };
        const agents = greedyFirst ? [greedyAgent(seed), randomAgent(seed)] : [randomAgent(seed), greedyAgent(seed)];
        const { state } = play(setup, seed, checkState, agents);
        expect(state.result).not.toBeNull();
        expect(state.result!.reason).not.toBe("bloqueo");
      }),
      { numRuns: 60 },
    );
  });

  it("repetir la lista de decisiones reproduce el estado final y los eventos", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.nat({ max: 35 }), (seed, pair) => {
        const setup = setupFor(seed, pair);
        const { state, decisions } = play(setup, seed ^ 0x55);
        const again = replay(setup, decisions);
        expect(JSON.stringify(again)).toBe(JSON.stringify(state));
        expect(again.events).toEqual(state.events);
      }),
      { numRuns: 80 },
    );
  });

  it("serializar y restaurar a mitad de partida no cambia nada", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.nat({ max: 35 }), fc.double({ min: 0, max: 1, noNaN: true }), (seed, pair, where) => {
        const setup = setupFor(seed, pair);
        const { state, decisions } = play(setup, seed ^ 0x77);
        const cut = Math.floor(where * decisions.length);
        const partial = createGame(setup);
        for (const d of decisions.slice(0, cut)) expect(applyDecision(partial, d).ok).toBe(true);
        const restored = restore(serialize(partial));
        expect(JSON.stringify(restored)).toBe(JSON.stringify(partial));
        for (const d of decisions.slice(cut)) expect(applyDecision(restored, d).ok).toBe(true);
        expect(JSON.stringify(restored)).toBe(JSON.stringify(state));
      }),
      { numRuns: 80 },
    );
  });
});
