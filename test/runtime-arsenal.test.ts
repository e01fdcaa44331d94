// The arsenal exchange between the second and the third Juego (Reglamento 2) keeps every
// construction rule but the support-card limits (Reglamento 4: «Luego de intercambiar cartas
// con el Arsenal, las restricciones de construcción relacionadas con cartas de apoyo dejan de
// ser obligatorias»): a faction's deck stays of its faction, Convergencia keeps 6 cards and
// two Escencias of each faction. Each rejection has a code and a Spanish reason, and leaves
// the Partida as it was.
import { beforeAll, describe, expect, it } from "vitest";
import type { CardSet, DeckDefinition } from "../compiler/index.js";
import { createMatch, recordGameResult, SWAP_REJECTION_CODES, swapArsenal, type ArsenalSwap, type Match } from "../runtime/index.js";
import { bundledSet } from "./helpers.js";

let cardSet: CardSet;
let decks: DeckDefinition[];

beforeAll(() => {
  ({ cardSet, decks } = bundledSet());
});

/** A copy of a bundled deck, with more cards in its arsenal (a deck built by hand). */
function deckWith(name: string, arsenal: Record<string, number> = {}): DeckDefinition {
  const deck = JSON.parse(JSON.stringify(decks.find((d) => d.name === name)!)) as DeckDefinition;
  for (const [card, count] of Object.entries(arsenal)) deck.arsenal.push({ card, count, range: deck.range });
  return deck;
}

/** A Partida after two Juegos, when the arsenal may be exchanged. */
function betweenGames(deck: DeckDefinition): Match {
  const m = createMatch({ decks: [deck, decks.find((d) => d.name === "Legión de Etheria")!] });
  recordGameResult(m, 0);
  recordGameResult(m, 1);
  return m;
}

function main(card: string, count: number, dir: "out" | "in"): ArsenalSwap["out"][number] & ArsenalSwap["in"][number] {
  return dir === "out" ? ({ card, count, from: "principal" } as never) : ({ card, count, to: "principal" } as never);
}

function expectRejected(m: Match, swap: ArsenalSwap, code: string, reason: RegExp): void {
  const before = JSON.stringify(m);
  const r = swapArsenal(m, 0, swap, cardSet);
  expect(r).toMatchObject({ ok: false, code });
  if (!r.ok) {
    expect(SWAP_REJECTION_CODES).toContain(r.code);
    expect(r.reason).toMatch(reason);
  }
  expect(JSON.stringify(m)).toBe(before);
}

describe("intercambio con el arsenal y construcción de mazos", () => {
  it("Guerra de Facción: una carta de otra facción no entra desde el arsenal", () => {
    // Manada del Bosque is Instinto; a Caos card in its arsenal is legal (a warning, ruling R20) but can never come in.
    const m = betweenGames(deckWith("Manada del Bosque", { Zirkax: 1 }));
    expectRejected(m, { out: [main("Cas", 1, "out")], in: [main("Zirkax", 1, "in")] }, "faction", /«Zirkax» es de Caos.*Guerra de Facción.*Instinto.*Reglamento 5/);
    // An Instinto card from the same arsenal is fine.
    expect(swapArsenal(m, 0, { out: [main("Cas", 1, "out")], in: [main("Oso Ancestral", 1, "in")] }, cardSet)).toEqual({ ok: true, count: 1 });
  });

  it("Convergencia: la baraja principal sigue con 6 cartas de cada facción", () => {
    const m = betweenGames(deckWith("Crónica de las Seis Facciones"));
    // Out an Orden card, in a Caos one: 5 Orden and 7 Caos.
    expectRejected(m, { out: [main("Caballero Leal", 1, "out")], in: [main("Aliento Ardiente", 1, "in")] }, "convergence", /5 cartas de Orden.*6 de cada facción/);
    // Orden for Orden keeps 6 and 6.
    expect(swapArsenal(m, 0, { out: [main("Caballero Leal", 1, "out")], in: [main("Presagio", 1, "in")] }, cardSet)).toEqual({ ok: true, count: 1 });
  });

  it("Convergencia: la baraja de Escencia sigue con una básica y una especial de cada facción", () => {
    const m = betweenGames(deckWith("Crónica de las Seis Facciones", { "Savia Salvaje": 1 }));
    expectRejected(
      m,
      { out: [{ card: "Luz de Etheria", count: 1, from: "escencia" }], in: [{ card: "Savia Salvaje", count: 1, to: "escencia" }] },
      "convergence",
      /0 Escencias básicas de Orden/,
    );
  });

  it("Alianza: solo el límite de apoyo se levanta; las facciones que no pueden mezclarse siguen sin mezclarse", () => {
    // Ceniza y Acero (Caos) already has 12 Valor cards; with two more in the arsenal (built by hand), a swap may go over 12.
    const lifted = betweenGames(deckWith("Ceniza y Acero", { "Campeona de la Arena": 2 }));
    expect(swapArsenal(lifted, 0, { out: [main("Ofrenda", 2, "out")], in: [main("Campeona de la Arena", 2, "in")] }, cardSet)).toEqual({ ok: true, count: 2 });
    // A Caos deck only takes Valor as support (Reglamento 5): an Orden card does not come in.
    const orden = betweenGames(deckWith("Ceniza y Acero", { Presagio: 1 }));
    expectRejected(orden, { out: [main("Ofrenda", 1, "out")], in: [main("Presagio", 1, "in")] }, "faction", /«Presagio» es de Orden.*Alianza.*Valor/);
    // Errantes do not mix (Reglamento 5), in either direction.
    const procesion = deckWith("Procesión de los Olvidados", { Zav: 1 });
    const errantes = betweenGames(procesion);
    expectRejected(errantes, { out: [main(procesion.mainDeck[0]!.card, 1, "out")], in: [main("Zav", 1, "in")] }, "faction", /Errantes/);
    const intoErrantes = betweenGames(deckWith("Ceniza y Acero", { "Último Lamento": 1 }));
    expectRejected(intoErrantes, { out: [main("Ofrenda", 1, "out")], in: [main("Último Lamento", 1, "in")] }, "faction", /Errantes/);
  });

  it("cada rechazo del intercambio tiene su código", () => {
    const m = createMatch({ decks: [deckWith("Legión de Etheria"), deckWith("Ceniza y Acero")] });
    const swap: ArsenalSwap = { out: [main("Calma", 2, "out")], in: [main("Voto de Protección", 2, "in")] };
    expect(swapArsenal(m, 0, swap, cardSet)).toMatchObject({ ok: false, code: "notBetweenGames" });
    recordGameResult(m, 0);
    recordGameResult(m, 1);
    expect(swapArsenal(m, 0, { ...swap, in: [main("Voto de Protección", 0, "in")] }, cardSet)).toMatchObject({ ok: false, code: "badCount" });
    expect(swapArsenal(m, 0, { ...swap, in: [main("Nadie", 2, "in")] }, cardSet)).toMatchObject({ ok: false, code: "unknownCard" });
    expect(swapArsenal(m, 0, { ...swap, in: [main("Voto de Protección", 1, "in")] }, cardSet)).toMatchObject({ ok: false, code: "deckSize" });
    expect(swapArsenal(m, 0, { out: [main("Zirkax", 2, "out")], in: swap.in }, cardSet)).toMatchObject({ ok: false, code: "notInDeck" });
    expect(swapArsenal(m, 0, { ...swap, in: [main("Cas", 2, "in")] }, cardSet)).toMatchObject({ ok: false, code: "notInArsenal" });
    expect(swapArsenal(m, 0, swap, cardSet)).toEqual({ ok: true, count: 2 });
    recordGameResult(m, 0);
    expect(swapArsenal(m, 0, swap, cardSet)).toMatchObject({ ok: false, code: "matchOver" });
  });
});
