// The public API of the engine beyond the rules: the log (describe), hidden
// information in events, replay and serialization helpers, agents, simulate (stats
// with Wilson intervals) and the best-of-three Partida with arsenal exchanges.
import fc from "fast-check";
import { beforeAll, describe as suite, expect, it } from "vitest";
import { bundledSet } from "./helpers.js";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import {
  applyDecision,
  cloneState,
  createGame,
  createMatch,
  describe as describeEvent,
  eventsFor,
  greedyAgent,
  pendingDecision,
  randomAgent,
  recordGameResult,
  replay,
  restore,
  serialize,
  simulate,
  simulationReport,
  startMatchGame,
  swapArsenal,
  viewFor,
  wilson,
  type Decision,
  type GameEvent,
  type GameState,
} from "../runtime/index.js";

let cardSet: CardSet;
let decks: DeckDefinition[];
const deck = (name: string): DeckDefinition => decks.find((d) => d.name === name)!;

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
});

function playOut(state: GameState, seed: number, each?: (events: readonly GameEvent[]) => void): Decision[] {
  const agents = [randomAgent(seed), randomAgent(seed + 1)];
  const decisions: Decision[] = [];
  for (;;) {
    const p = pendingDecision(state);
    if (p === null) break;
    const d = agents[p.player]!.decide(state, p);
    const r = applyDecision(state, d);
    if (!r.ok) throw new Error(r.reason);
    each?.(r.events);
    decisions.push(d);
  }
  return decisions;
}

suite("registro legible (describe)", () => {
  it("cada evento de una partida tiene una línea en español", () => {
    const s = createGame({ decks: [deck("Legión de Etheria"), deck("Procesión de los Olvidados")], cards: cardSet, seed: 3 });
    playOut(s, 9);
    const kinds = new Set(s.events.map((e) => e.t));
    expect(kinds.size).toBeGreaterThan(15);
    for (const e of s.events) {
      const line = describeEvent(e, s);
      expect(line.length).toBeGreaterThan(5);
      expect(line).not.toMatch(/undefined|NaN|\[object/);
    }
    expect(describeEvent(s.events[s.events.length - 1]!, s)).toMatch(/^(Gana|La partida termina)/);
  });
});

suite("información oculta en los eventos", () => {
  it("eventsFor no dice qué carta robó el oponente, pero sí las propias", () => {
    const s = createGame({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")], cards: cardSet, seed: 8 });
    let checked = 0;
    playOut(s, 4, (events) => {
      for (const viewer of [0, 1] as const) {
        const seen = eventsFor(s, events, viewer);
        expect(seen).toHaveLength(events.length);
        events.forEach((e, i) => {
          const v = seen[i]!;
          if (e.t !== "move" || e.reason !== "draw" || v.t !== "move") return;
          const hidden = e.player !== viewer && s.cards[e.card]!.zone === "hand";
          expect(v.card).toBe(hidden ? -1 : e.card);
          checked++;
        });
      }
    });
    expect(checked).toBeGreaterThan(10);
  });

  it("viewFor muestra la decisión pendiente completa solo a quien decide", () => {
    const s = createGame({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")], cards: cardSet, seed: 2 });
    const p = pendingDecision(s)!;
    expect(viewFor(s, p.player).pending).toEqual(p);
    expect(viewFor(s, (1 - p.player) as 0 | 1).pending).toEqual({ player: p.player, kind: p.kind });
  });
});

suite("repetición, serialización y copias", () => {
  it("replay rechaza una lista con una decisión ilegal, con el motivo", () => {
    const setup = { decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")] as const, cards: cardSet, seed: 1 };
    expect(() => replay(setup, [{ kind: "pass" }])).toThrow(/decisión 1 no es legal/);
  });

  it("cloneState da una copia independiente; restore(serialize(s)) es igual", () => {
    const s = createGame({ decks: [deck("Vanguardia de Hierro"), deck("Ceniza y Acero")], cards: cardSet, seed: 21 });
    const copy = cloneState(s);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(s));
    playOut(copy, 1);
    expect(s.result).toBeNull();
    expect(copy.result).not.toBeNull();
    expect(JSON.stringify(restore(serialize(s)))).toBe(JSON.stringify(s));
  });

  it("sin registro de eventos la partida es la misma", () => {
    const a = createGame({ decks: [deck("Manada del Bosque"), deck("Legión de Etheria")], cards: cardSet, seed: 77 });
    const b = createGame({ decks: [deck("Manada del Bosque"), deck("Legión de Etheria")], cards: cardSet, seed: 77, options: { events: false } });
    const decisions = playOut(a, 5);
    for (const d of decisions) expect(applyDecision(b, d).ok).toBe(true);
    expect(b.result).toEqual(a.result);
    expect(b.events).toEqual([]);
  });
});

suite("decisiones mal formadas", () => {
  it("se rechazan con un motivo, sin excepciones y sin cambiar el estado", () => {
    const kinds = ["chooseFirst", "mulligan", "play", "activate", "embate", "equip", "pass", "endPhase", "block", "orderBlockers", "resplandor", "targets", "optional", "choose", "arrange", "payOrProhibit", "nextEffect", "nada"];
    const junk = fc.oneof(fc.integer({ min: -3, max: 120 }), fc.string(), fc.boolean(), fc.constant(null), fc.array(fc.integer({ min: -2, max: 120 }), { maxLength: 4 }), fc.dictionary(fc.constantFrom("t1", "t2", "x"), fc.array(fc.integer({ min: -1, max: 120 }), { maxLength: 3 })));
    const decision = fc.record(
      { kind: fc.constantFrom(...kinds), card: junk, cards: junk, targets: junk, costs: junk, divide: junk, blockers: junk, order: junk, top: junk, bottom: junk, start: junk, accept: junk, pay: junk, index: junk, option: fc.constantFrom("Prólogo", "Epílogo", "x"), timing: fc.constantFrom("end", "start", "x"), relic: junk, to: junk, bearer: junk },
      { requiredKeys: ["kind"] },
    );
    const base = createGame({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")], cards: cardSet, seed: 13 });
    // Advance to a Mediodía with cards in hand.
    const agents = [randomAgent(1), randomAgent(2)];
    while (base.turn < 4 && pendingDecision(base) !== null) {
      const p = pendingDecision(base)!;
      applyDecision(base, agents[p.player]!.decide(base, p));
    }
    const before = JSON.stringify(base);
    fc.assert(
      fc.property(decision, (d) => {
        const r = applyDecision(base, d as unknown as Decision);
        if (r.ok) {
          // A random object can happen to be legal: restore and go on.
          Object.assign(base, JSON.parse(before));
          return;
        }
        expect(r.reason.length).toBeGreaterThan(5);
        expect(JSON.stringify(base)).toBe(before);
      }),
      { numRuns: 400 },
    );
  });
});

suite("agentes", () => {
  it("el agente voraz juega partidas completas y legales contra el aleatorio", () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = createGame({ decks: [deck("Vanguardia de Hierro"), deck("Legión de Etheria")], cards: cardSet, seed });
      const agents = [greedyAgent(seed), randomAgent(seed)];
      for (;;) {
        const p = pendingDecision(s);
        if (p === null) break;
        const r = applyDecision(s, agents[p.player]!.decide(s, p));
        expect(r.ok ? "" : r.reason).toBe("");
      }
      expect(s.result).not.toBeNull();
    }
  });
});

suite("simulate", () => {
  it("resultados por partida y estadísticas agregadas, deterministas por semilla", () => {
    const opts = { deckA: deck("Vanguardia de Hierro"), deckB: deck("Ceniza y Acero"), cards: cardSet, games: 60, seed: 4 } as const;
    const r = simulate(opts);
    expect(r.games).toHaveLength(60);
    const st = r.stats;
    expect(st.winsA + st.winsB + st.draws).toBe(60);
    expect(st.winRateA.low).toBeLessThanOrEqual(st.winRateA.rate);
    expect(st.winRateA.high).toBeGreaterThanOrEqual(st.winRateA.rate);
    expect(st.averageTurns).toBeGreaterThan(5);
    expect(st.averageDecisions).toBeGreaterThan(20);
    expect(st.cards.length).toBeGreaterThan(10);
    const berserker = st.cards.find((c) => c.card === "Guerrero Berserker" && c.deck === "A");
    expect(berserker).toBeDefined();
    expect(berserker!.played.n).toBeLessThanOrEqual(60);
    expect(r.games.filter((g) => (g.played.A["Guerrero Berserker"] ?? 0) > 0)).toHaveLength(berserker!.played.n);
    // Drawn or not splits the games in two; a card played was drawn (it reached the hand first).
    expect(berserker!.drawn.n + berserker!.notDrawn.n).toBe(60);
    expect(r.games.filter((g) => g.drawn.A.includes("Guerrero Berserker"))).toHaveLength(berserker!.drawn.n);
    expect(berserker!.drawn.n).toBeGreaterThanOrEqual(berserker!.played.n);
    expect(simulate(opts).games).toEqual(r.games);
    const report = simulationReport(r);
    expect(report).toMatch(/Victorias de A/);
    expect(report).toMatch(/IC 95 %/);
  });

  it("agentes por nombre o por función", () => {
    const r = simulate({ deckA: deck("Legión de Etheria"), deckB: deck("Manada del Bosque"), cards: cardSet, games: 6, seed: 2, agents: ["voraz", (seed) => randomAgent(seed)] });
    expect(r.agents).toEqual(["voraz", "aleatorio"]);
  });

  it("intervalo de Wilson", () => {
    const r = wilson(50, 100);
    expect(r.rate).toBe(0.5);
    expect(r.low).toBeCloseTo(0.4038, 3);
    expect(r.high).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 0)).toMatchObject({ low: 0, high: 1 });
    expect(wilson(10, 10).high).toBeCloseTo(1, 12);
  });
});

suite("Partida al mejor de tres (Reglamento 1 y 2)", () => {
  it("gana quien llega a 2 victorias", () => {
    const m = createMatch({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")] });
    recordGameResult(m, 0);
    expect(m.over).toBe(false);
    recordGameResult(m, 0);
    expect(m).toMatchObject({ over: true, winner: 0 });
    expect(() => recordGameResult(m, 1)).toThrow();
  });

  it("tras 2 Juegos, un empate y una victoria: gana la Partida quien ganó", () => {
    const m = createMatch({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")] });
    recordGameResult(m, null);
    recordGameResult(m, 1);
    expect(m).toMatchObject({ over: true, winner: 1 });
  });

  it("1–1 y el tercero empatado: empate, o se repite si el torneo no tiene límite de tiempo", () => {
    const m = createMatch({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")] });
    recordGameResult(m, 0);
    recordGameResult(m, 1);
    recordGameResult(m, null);
    expect(m).toMatchObject({ over: true, winner: null });
    const again = createMatch({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")], replayDrawnThird: true });
    recordGameResult(again, 0);
    recordGameResult(again, 1);
    recordGameResult(again, null);
    expect(again.over).toBe(false);
    recordGameResult(again, 1);
    expect(again).toMatchObject({ over: true, winner: 1 });
  });

  it("el arsenal se intercambia solo entre el segundo y el tercer Juego, manteniendo los tamaños", () => {
    const m = createMatch({ decks: [deck("Legión de Etheria"), deck("Ceniza y Acero")] });
    const swap = { out: [{ card: "Calma", count: 2, from: "principal" as const }], in: [{ card: "Voto de Protección", count: 2, to: "principal" as const }] };
    expect(swapArsenal(m, 0, swap, cardSet)).toMatchObject({ ok: false });
    recordGameResult(m, 0);
    recordGameResult(m, 1);
    const uneven = swapArsenal(m, 0, { ...swap, in: [{ card: "Voto de Protección", count: 1, to: "principal" }] }, cardSet);
    expect(uneven.ok ? "" : uneven.reason).toMatch(/tamaño debe mantenerse/);
    const missing = swapArsenal(m, 0, { ...swap, in: [{ card: "Zirkax", count: 2, to: "principal" }] }, cardSet);
    expect(missing.ok ? "" : missing.reason).toMatch(/arsenal no tiene/);
    expect(swapArsenal(m, 0, swap, cardSet)).toEqual({ ok: true, count: 2 });
    const legion = m.decks[0];
    expect(legion.mainDeck.reduce((a, e) => a + e.count, 0)).toBe(35);
    expect(legion.mainDeck.find((e) => e.card === "Calma")).toBeUndefined();
    expect(legion.mainDeck.find((e) => e.card === "Voto de Protección")?.count).toBe(2);
    expect(legion.arsenal.find((e) => e.card === "Calma")?.count).toBe(2);
    expect(m.swaps).toEqual([{ player: 0, count: 2, beforeGame: 3 }]);
    // The original deck definition is untouched.
    expect(deck("Legión de Etheria").mainDeck.find((e) => e.card === "Calma")?.count).toBe(2);
    const game = startMatchGame(m, cardSet, 9);
    expect(pendingDecision(game)?.kind).toBe("chooseFirst");
  });

  it("una Escencia especial no puede quedar en una posición prohibida; la baraja de Escencia solo lleva Escencias", () => {
    const legion = JSON.parse(JSON.stringify(deck("Legión de Etheria"))) as DeckDefinition;
    legion.arsenal.push({ card: "Fuente Serena", count: 1, range: legion.range }, { card: "Zirkax", count: 1, range: legion.range });
    const m = createMatch({ decks: [legion, deck("Ceniza y Acero")] });
    recordGameResult(m, 0);
    recordGameResult(m, 1);
    // The first «Luz de Etheria» is at position 1 (first order) and 2 (second order): no special may go there.
    const position = swapArsenal(m, 0, { out: [{ card: "Luz de Etheria", count: 1, from: "escencia" }], in: [{ card: "Fuente Serena", count: 1, to: "escencia" }] }, cardSet);
    expect(position.ok ? "" : position.reason).toMatch(/Reglamento 6/);
    expect(position).toMatchObject({ ok: false, code: "essencePosition" });
    const type = swapArsenal(m, 0, { out: [{ card: "Luz de Etheria", count: 1, from: "escencia" }], in: [{ card: "Zirkax", count: 1, to: "escencia" }] }, cardSet);
    expect(type.ok ? "" : type.reason).toMatch(/solo lleva Escencias/);
    expect(type).toMatchObject({ ok: false, code: "wrongDeck" });
    expect(m.decks[0].essenceDeck.first).toEqual(deck("Legión de Etheria").essenceDeck.first);
  });
});
