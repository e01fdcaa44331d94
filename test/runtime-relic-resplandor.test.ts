// A Reliquia with a Resplandor (Reglamento 18: «los personajes o reliquias que activan su
// Rasgo al entrar en juego (Resplandor)»; ruling R44). The card language still refuses a
// trait on a Reliquia (CR114, ruling R1, under review), so the definitions are built here as
// IR: a Reliquia whose ability is the Resplandor of a compiled character.
import { beforeAll, describe, expect, it } from "vitest";
import { compile, type Ability, type CardDefinition } from "../compiler/index.js";
import { createScenario, describe as describeEvent, findCard, type GameState, type ScenarioSetup } from "../runtime/index.js";
import { bundledCardSources } from "./helpers.js";
import { act, pending, resolveAll } from "./runtime-helpers.js";

const DONORS = `
carta "Donante de Chispa"
  tipo Personaje
  facción Forja
  coste 1
  ataque 1
  vida 1
  Resplandor: Haz 1 de daño a un personaje.

carta "Donante Cara"
  tipo Personaje
  facción Forja
  coste 1
  ataque 1
  vida 1
  Resplandor, 2 Escencias: Haz 2 de daño a un personaje.
`;

let cards: CardDefinition[];

/** A Reliquia (hand-built IR) whose only ability is `ability`. */
function relic(name: string, ability: Ability, base: CardDefinition): CardDefinition {
  return { name, type: "Reliquia", faction: "Forja", cost: 1, keywords: [], abilities: [ability], range: base.range };
}

beforeAll(() => {
  const compiled = compile([...bundledCardSources(), { path: "donantes.carta", text: DONORS }]);
  expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  const all = compiled.cardSet.cards;
  const donor = (name: string): CardDefinition => all.find((c) => c.name === name)!;
  const spark = donor("Donante de Chispa");
  const dear = donor("Donante Cara");
  expect(spark.abilities[0]).toMatchObject({ kind: "trait", trait: "Resplandor" });
  cards = [...all, relic("Amuleto de Chispa", spark.abilities[0]!, spark), relic("Amuleto Caro", dear.abilities[0]!, dear)];
});

function game(setup: Omit<ScenarioSetup, "cards">): GameState {
  return createScenario({ cards, ...setup });
}

const RESPLANDOR = 3; // index of «Resplandor» in the per-turn counts (types.ts, COUNTED)

describe("Resplandor de una Reliquia (R44)", () => {
  it("al entrar en juego su controlador puede activarlo; la Reliquia no se gira y el efecto se resuelve", () => {
    const s = game({ players: [{ hand: ["Amuleto de Chispa"], essence: 1 }, { battlefield: ["Cas"] }], options: { autoPass: false } });
    const amuleto = findCard(s, "Amuleto de Chispa");
    const cas = findCard(s, "Cas");
    act(s, { kind: "play", card: amuleto, bearer: null });
    resolveAll(s, 4);
    const asked = pending(s);
    expect(asked).toMatchObject({ kind: "resplandor", player: 0, card: amuleto });
    expect(asked.prompt).not.toMatch(/girad/);
    act(s, { kind: "resplandor", activate: true, targets: { t1: [cas] } });
    // Reglamento 15, 16: the opponent may answer it, as a character's.
    expect(pending(s)).toMatchObject({ kind: "action", window: "chain", player: 1 });
    expect(s.chain).toMatchObject([{ kind: "trait", trait: "Resplandor", act: { source: amuleto } }]);
    resolveAll(s, 4);
    expect(s.cards[cas]!.damage).toBe(1);
    expect(s.cards[amuleto]).toMatchObject({ zone: "battlefield", turned: false });
    // It is an activated Resplandor (Límite Resplandor counts it, Reglamento 24).
    expect(s.players[0].counts[RESPLANDOR]).toBe(1);
    const line = s.events.filter((e) => e.t === "resplandor").map((e) => describeEvent(e, s));
    expect(line).toEqual(["«Amuleto de Chispa» activa su Resplandor."]);
  });

  it("equipada al jugarla, también se ofrece, y ni la Reliquia ni su portador se giran", () => {
    const s = game({ players: [{ hand: ["Amuleto de Chispa"], essence: 1, battlefield: ["Zav"] }, { battlefield: ["Cas"] }] });
    const amuleto = findCard(s, "Amuleto de Chispa");
    const zav = findCard(s, "Zav");
    act(s, { kind: "play", card: amuleto, bearer: zav });
    expect(pending(s)).toMatchObject({ kind: "resplandor", card: amuleto });
    act(s, { kind: "resplandor", activate: true, targets: { t1: [findCard(s, "Cas")] } });
    expect(s.cards[amuleto]).toMatchObject({ bearer: zav, turned: false });
    expect(s.cards[zav]!.turned).toBe(false);
  });

  it("no activarlo no cambia nada", () => {
    const s = game({ players: [{ hand: ["Amuleto de Chispa"], essence: 1 }, { battlefield: ["Cas"] }] });
    const amuleto = findCard(s, "Amuleto de Chispa");
    act(s, { kind: "play", card: amuleto, bearer: null });
    act(s, { kind: "resplandor", activate: false });
    expect(s.cards[findCard(s, "Cas")]!.damage).toBe(0);
    expect(s.players[0].counts[RESPLANDOR]).toBe(0);
    expect(pending(s)).toMatchObject({ kind: "action", window: "main" });
  });

  it("sus costes se comprueban y se pagan como los de un personaje (Reglamento 12)", () => {
    const poor = game({ players: [{ hand: ["Amuleto Caro"], essence: 2 }, { battlefield: ["Zav"] }] });
    act(poor, { kind: "play", card: findCard(poor, "Amuleto Caro"), bearer: null });
    expect(pending(poor)).toMatchObject({ kind: "action", window: "main" });
    const rich = game({ players: [{ hand: ["Amuleto Caro"], essence: 4 }, { battlefield: ["Zav"] }] });
    act(rich, { kind: "play", card: findCard(rich, "Amuleto Caro"), bearer: null });
    expect(pending(rich)).toMatchObject({ kind: "resplandor", cost: 2 });
    act(rich, { kind: "resplandor", activate: true, targets: { t1: [findCard(rich, "Zav")] } });
    expect(rich.players[0].essence.filter((id) => !rich.cards[id]!.turned)).toHaveLength(1);
    expect(rich.cards[findCard(rich, "Zav")]!.damage).toBe(2);
  });
});
