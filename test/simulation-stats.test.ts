// The numbers of a balance run, as an analyst reads them: per-card «mejora al robarla»
// with its interval, shards that give the same games as one run, a round robin's matrix
// and Bradley–Terry ratings.
import { beforeAll, describe, expect, it } from "vitest";
import { bundledSet } from "./helpers.js";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import {
  aggregate,
  bradleyTerry,
  difference,
  fragmentIndices,
  simulate,
  simulationResult,
  tournament,
  tournamentResult,
  wilson,
  type GameSummary,
} from "../runtime/index.js";

let cardSet: CardSet;
let decks: DeckDefinition[];
const deck = (name: string): DeckDefinition => decks.find((d) => d.name === name)!;

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
});

function game(index: number, winner: "A" | "B" | null, drawnA: string[], first: "A" | "B" = "A"): GameSummary {
  return { index, seed: index, winner, reason: "santuario", first, turns: 10 + (index % 3), decisions: 100, played: { A: {}, B: {} }, drawn: { A: drawnA, B: [] } };
}

describe("estadísticas por carta", () => {
  it("«mejora al robarla» es la tasa de victorias robada menos no robada, con el intervalo de Newcombe", () => {
    // X drawn in 6 games (5 won), not drawn in 4 (1 won); Y in every game.
    const games = [
      game(0, "A", ["X", "Y"]),
      game(1, "A", ["X", "Y"]),
      game(2, "A", ["X", "Y"]),
      game(3, "A", ["X", "Y"]),
      game(4, "A", ["X", "Y"]),
      game(5, "B", ["X", "Y"]),
      game(6, "A", ["Y"]),
      game(7, "B", ["Y"]),
      game(8, "B", ["Y"]),
      game(9, "B", ["Y"]),
    ];
    const stats = aggregate(games);
    const x = stats.cards.find((c) => c.card === "X")!;
    expect(x.drawn).toMatchObject({ successes: 5, n: 6 });
    expect(x.notDrawn).toMatchObject({ successes: 1, n: 4 });
    expect(x.drawnImprovement.value).toBeCloseTo(5 / 6 - 1 / 4, 12);
    expect(x.drawnImprovement.low).toBeLessThan(x.drawnImprovement.value);
    expect(x.drawnImprovement.high).toBeGreaterThan(x.drawnImprovement.value);
    // Y was in every game: nothing to compare it with, never significant.
    const y = stats.cards.find((c) => c.card === "Y")!;
    expect(y.notDrawn.n).toBe(0);
    expect(y.significant).toBe(false);
    expect(stats.lengths).toEqual([
      { turns: 10, games: 4 },
      { turns: 11, games: 3 },
      { turns: 12, games: 3 },
    ]);
  });

  it("una diferencia grande con muchas partidas es significativa; la misma con pocas, no", () => {
    const many = [...Array.from({ length: 80 }, (_, i) => game(i, i % 10 < 8 ? "A" : "B", ["X"])), ...Array.from({ length: 80 }, (_, i) => game(80 + i, i % 10 < 4 ? "A" : "B", []))];
    expect(aggregate(many).cards[0]!.significant).toBe(true);
    const few = [game(0, "A", ["X"]), game(1, "B", ["X"]), game(2, "B", []), game(3, "A", [])];
    expect(aggregate(few).cards[0]!.significant).toBe(false);
  });

  it("el intervalo de Newcombe (método 10) da las cifras publicadas", () => {
    // Newcombe (1998), example (a): 56/70 against 48/80 → 0.2000 (0.0524, 0.3339).
    const d = difference(wilson(56, 70), wilson(48, 80));
    expect(d.value).toBeCloseTo(0.2, 10);
    expect(d.low).toBeCloseTo(0.0524, 3);
    expect(d.high).toBeCloseTo(0.3339, 3);
  });

  it("ventaja de empezar por mazo", () => {
    const stats = aggregate([game(0, "A", [], "A"), game(1, "A", [], "A"), game(2, "B", [], "A"), game(3, "B", [], "B")]);
    expect(stats.firstPlayerBySide.A).toMatchObject({ successes: 2, n: 3 });
    expect(stats.firstPlayerBySide.B).toMatchObject({ successes: 1, n: 1 });
    expect(stats.firstPlayerWinRate).toMatchObject({ successes: 3, n: 4 });
  });
});

describe("fragmentos", () => {
  it("los fragmentos reparten los índices sin repetir ni dejar ninguno", () => {
    const parts = [0, 1, 2].map((index) => fragmentIndices(10, { index, count: 3 }));
    expect(parts.flat().sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(parts[1]).toEqual([1, 4, 7]);
  });

  it("jugar los fragmentos por separado da las mismas partidas y estadísticas que una ejecución", () => {
    const opts = { deckA: deck("Vanguardia de Hierro"), deckB: deck("Manada del Bosque"), cards: cardSet, games: 12, seed: 9, agents: ["voraz", "aleatorio"] } as const;
    const whole = simulate(opts);
    const shards = [0, 1, 2].flatMap((index) => simulate({ ...opts, indices: fragmentIndices(12, { index, count: 3 }) }).games);
    const merged = simulationResult({ deckA: whole.deckA, deckB: whole.deckB, agents: whole.agents, seed: 9, total: 12, fragment: null }, shards.reverse());
    expect(merged).toEqual(whole);
  });
});

describe("torneo todos contra todos", () => {
  it("la matriz y la clasificación salen de los emparejamientos; los fragmentos unidos dan lo mismo", () => {
    const three = [deck("Legión de Etheria"), deck("Ceniza y Acero"), deck("Manada del Bosque")];
    const opts = { decks: three, cards: cardSet, games: 6, seed: 3, agents: ["voraz", "voraz"] } as const;
    const whole = tournament(opts);
    expect(whole.matches.map((m) => [m.deckA, m.deckB])).toEqual([
      ["Legión de Etheria", "Ceniza y Acero"],
      ["Legión de Etheria", "Manada del Bosque"],
      ["Ceniza y Acero", "Manada del Bosque"],
    ]);
    const first = whole.matches[0]!.stats;
    expect(whole.matrix[0]![1]).toBeCloseTo((first.winsA + first.draws / 2) / 6, 12);
    expect(whole.matrix[1]![0]).toBeCloseTo((first.winsB + first.draws / 2) / 6, 12);
    expect(whole.matrix[2]![2]).toBeNull();
    expect(whole.ratings.reduce((a, r) => a + r.rating, 0)).toBeCloseTo(0, 9);
    const parts = [0, 1].map((index) => tournament({ ...opts, fragment: { index, count: 2 } }));
    const byPair = whole.matches.map((_, p) => parts.flatMap((t) => t.matches[p]!.games));
    const merged = tournamentResult({ decks: whole.decks, agents: whole.agents, seed: 3, gamesPerPair: 6, fragment: null }, byPair);
    expect(merged).toEqual(whole);
  });
});

describe("Bradley–Terry", () => {
  it("mazos igualados quedan en 0; 75 % de victorias son unos 190 puntos Elo", () => {
    const even = bradleyTerry(["A", "B"], [[0, 50], [50, 0]], [[0, 100], [100, 0]]);
    expect(even[0]!.rating).toBeCloseTo(0, 9);
    expect(even[0]!.low).toBeLessThan(0);
    expect(even[0]!.high).toBeGreaterThan(0);
    // 400·log10(3) = 190.8 between them without the prior; the prior pulls a little towards 0.
    const strong = bradleyTerry(["A", "B"], [[0, 750], [250, 0]], [[0, 1000], [1000, 0]]);
    expect(strong[0]!.rating - strong[1]!.rating).toBeGreaterThan(185);
    expect(strong[0]!.rating - strong[1]!.rating).toBeLessThan(191);
    // Ten times the games: an interval about √10 narrower.
    const few = bradleyTerry(["A", "B"], [[0, 75], [25, 0]], [[0, 100], [100, 0]]);
    const width = (r: { low: number; high: number }) => r.high - r.low;
    expect(width(few[0]!) / width(strong[0]!)).toBeGreaterThan(2.8);
    expect(width(few[0]!) / width(strong[0]!)).toBeLessThan(3.6);
  });

  it("un mazo que lo gana todo tiene una puntuación finita, por encima de los demás", () => {
    const r = bradleyTerry(["A", "B", "C"], [[0, 10, 10], [0, 0, 5], [0, 5, 0]], [[0, 10, 10], [10, 0, 10], [10, 10, 0]]);
    expect(Number.isFinite(r[0]!.rating)).toBe(true);
    expect(r[0]!.rating).toBeGreaterThan(r[1]!.rating);
    expect(r[1]!.rating).toBeCloseTo(r[2]!.rating, 9);
  });
});
