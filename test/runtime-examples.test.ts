// The worked examples of Mecánicas avanzadas (reglas/003_…), Ejemplo 1–9 and the two
// examples of «Resolución parcial» (Calma, Aliento Ardiente), as engine tests: a state
// built directly (runtime/scenario.ts), then the decisions the example describes.
import { beforeAll, describe, expect, it } from "vitest";
import { act, passUntil as passWithin, pending, resolveAll as resolveWithin } from "./runtime-helpers.js";
import { bundledCardSources } from "./helpers.js";
import { compile, type CardDefinition } from "../compiler/index.js";
import {
  attackOf,
  createScenario,
  findCard,
  lifeOf,
  sanctuaryLife,
  type GameState,
  type PendingDecision,
  type ScenarioSetup,
} from "../runtime/index.js";

let cards: CardDefinition[];

beforeAll(() => {
  const sources = bundledCardSources();
  const result = compile(sources);
  expect(result.ok).toBe(true);
  cards = result.cardSet.cards;
});

function scenario(setup: Omit<ScenarioSetup, "cards">): GameState {
  return createScenario({ cards, ...setup });
}

/** How many passes a test allows before it calls the game stuck. */
const PASS_LIMIT = 20;
const passUntil = (s: GameState, stop: (p: PendingDecision) => boolean) => passWithin(s, stop, PASS_LIMIT);
const resolveAll = (s: GameState) => resolveWithin(s, PASS_LIMIT);


describe("Mecánicas avanzadas, Ejemplo 1: Verso jugado en Mediodía", () => {
  it("Impulso declara a Cas como objetivo y le da +1 de ataque permanente", () => {
    const s = scenario({ players: [{ hand: ["Impulso"], essence: 1, battlefield: ["Cas"], deck: ["Cas"] }, { deck: ["Cas"] }], options: { autoPass: false } });
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    act(s, { kind: "play", card: findCard(s, "Impulso"), targets: { t1: [cas] } });
    // The opponent may answer: the Verso is on the chain and not yet resolved.
    expect(s.chain).toHaveLength(1);
    expect(pending(s)).toMatchObject({ kind: "action", player: 1, window: "chain" });
    expect(attackOf(s, cas)).toBe(1);
    resolveAll(s);
    expect(attackOf(s, cas)).toBe(2);
    expect(s.cards[findCard(s, "Impulso")]!.zone).toBe("graveyard");
    // Permanent: it survives the cleanup stage (Reglamento 20).
    act(s, { kind: "endPhase" });
    passUntil(s, (p) => p.player === 1 && p.kind === "action" && p.window === "main");
    expect(attackOf(s, cas)).toBe(2);
  });
});

describe("Mecánicas avanzadas, Ejemplo 2: Verso en respuesta a otro Verso", () => {
  it("Ofrenda destruye a Albarian antes que Control de Etheria, que se queda sin objetivo", () => {
    const s = scenario({
      active: 1,
      players: [
        { hand: ["Ofrenda"], essence: 2, battlefield: ["Albarian el Eterno"] },
        { hand: ["Control de Etheria"], essence: 3 },
      ],
    });
    const albarian = findCard(s, "Albarian el Eterno");
    const control = findCard(s, "Control de Etheria");
    act(s, { kind: "play", card: control, targets: { t1: [albarian] } });
    // Player 0 knows the declared target before answering (Reglamento 16).
    const p = pending(s);
    expect(p.player).toBe(0);
    expect(s.chain[0]!.act.targets[0]!.values).toEqual([albarian]);
    act(s, { kind: "play", card: findCard(s, "Ofrenda"), option: "Prólogo", targets: { t1: [albarian], t2: [s.players[1].sanctuary] } });
    resolveAll(s);
    expect(s.cards[albarian]!.zone).toBe("graveyard");
    expect(sanctuaryLife(s, 1)).toBe(17);
    expect(s.cards[control]!.zone).toBe("graveyard");
    const outcomes = s.events.filter((e) => e.t === "chainResolve").map((e) => (e.t === "chainResolve" ? [s.defs[s.cards[e.card]!.def]!.name, e.outcome] : []));
    expect(outcomes).toEqual([
      ["Ofrenda", "resolved"],
      ["Control de Etheria", "noTargets"],
    ]);
  });
});

describe("Mecánicas avanzadas, Ejemplo 3: cancelar un Rasgo de Talento", () => {
  it("Presagio prohíbe el Talento de Zirkax, que sigue girado", () => {
    const s = scenario({
      players: [
        { battlefield: ["Zirkax", "Cas"] },
        { hand: ["Presagio"], essence: 1, battlefield: ["Lince de las Dunas"] },
      ],
    });
    const zirkax = findCard(s, "Zirkax");
    const lince = findCard(s, "Lince de las Dunas");
    act(s, { kind: "activate", card: zirkax, targets: { t1: [lince] } });
    expect(s.cards[zirkax]!.turned).toBe(true);
    act(s, { kind: "play", card: findCard(s, "Presagio"), option: "Prólogo" });
    resolveAll(s);
    expect(s.cards[lince]!.zone).toBe("battlefield");
    expect(s.cards[lince]!.damage).toBe(0);
    expect(s.cards[zirkax]!.turned).toBe(true);
    expect(s.events.some((e) => e.t === "chainResolve" && e.card === zirkax && e.outcome === "prohibited")).toBe(true);
  });
});

describe("Mecánicas avanzadas, Ejemplo 4: Verso en respuesta al cambio de fase", () => {
  it("Control de Etheria al declarar el Anochecer; el turno termina después y el Alba endereza", () => {
    const s = scenario({
      players: [
        { battlefield: ["Zirkax"], deck: ["Cas"] },
        { hand: ["Control de Etheria"], essence: 3, deck: ["Cas"] },
      ],
    });
    const zirkax = findCard(s, "Zirkax");
    act(s, { kind: "endPhase" });
    // The active player passes first (Reglamento 16), then the opponent answers.
    passUntil(s, (p) => p.player === 1);
    act(s, { kind: "play", card: findCard(s, "Control de Etheria"), targets: { t1: [zirkax] }, timing: "start" });
    passUntil(s, (p) => p.kind === "action" && p.player === 1 && p.window === "main");
    expect(s.cards[zirkax]!.zone).toBe("graveyard");
    expect(s.turn).toBe(4);
    expect(s.active).toBe(1);
    // Player 1's Alba untapped the Escencias used on player 0's turn.
    expect(s.players[1].essence.every((id) => !s.cards[id]!.turned)).toBe(true);
    const phases = s.events.filter((e) => e.t === "phase" || e.t === "chainResolve").map((e) => (e.t === "phase" ? e.phase : "resuelve"));
    expect(phases).toEqual(["Anochecer", "resuelve", "Alba", "Amanecer", "Mediodía"]);
  });
});

describe("Mecánicas avanzadas, Ejemplo 5: cadena de respuestas múltiples", () => {
  it("Silencio de Arniel prohíbe a Presagio y el Talento de Zirkax se resuelve", () => {
    const s = scenario({
      players: [
        { hand: ["Silencio de Arniel"], essence: 2, battlefield: ["Zirkax"] },
        { hand: ["Presagio"], essence: 1, battlefield: ["Lince de las Dunas"] },
      ],
    });
    const zirkax = findCard(s, "Zirkax");
    const lince = findCard(s, "Lince de las Dunas");
    act(s, { kind: "activate", card: zirkax, targets: { t1: [lince] } });
    act(s, { kind: "play", card: findCard(s, "Presagio"), option: "Prólogo" });
    act(s, { kind: "play", card: findCard(s, "Silencio de Arniel") });
    resolveAll(s);
    // Player 1 has no Escencia left to pay the 2 of Silencio: Presagio is prohibited.
    expect(s.events.some((e) => e.t === "chainResolve" && e.card === findCard(s, "Presagio") && e.outcome === "prohibited")).toBe(true);
    expect(s.cards[lince]!.zone).toBe("graveyard");
  });

  it("si el controlador puede pagar las 2 Escencias adicionales, decide", () => {
    const s = scenario({
      players: [
        { hand: ["Silencio de Arniel"], essence: 2, battlefield: ["Zirkax"] },
        { hand: ["Presagio"], essence: 3, battlefield: ["Lince de las Dunas"] },
      ],
    });
    const zirkax = findCard(s, "Zirkax");
    const lince = findCard(s, "Lince de las Dunas");
    act(s, { kind: "activate", card: zirkax, targets: { t1: [lince] } });
    act(s, { kind: "play", card: findCard(s, "Presagio"), option: "Prólogo" });
    act(s, { kind: "play", card: findCard(s, "Silencio de Arniel") });
    passUntil(s, (p) => p.kind === "payOrProhibit");
    expect(pending(s)).toMatchObject({ kind: "payOrProhibit", player: 1, amount: 2 });
    act(s, { kind: "payOrProhibit", pay: true });
    resolveAll(s);
    // Presagio resolved: the Talento is prohibited, the Lince survives.
    expect(s.cards[lince]!.zone).toBe("battlefield");
  });
});

describe("Mecánicas avanzadas, Ejemplo 6: una habilidad pierde su objeto de activación", () => {
  it("Último Lamento no destruye al rival si Espectro Ambulante ya no está", () => {
    const s = scenario({
      players: [
        { hand: ["Último Lamento"], essence: 3, battlefield: ["Espectro Ambulante"] },
        { hand: ["Control de Etheria"], essence: 3, battlefield: ["Zav"] },
      ],
    });
    const espectro = findCard(s, "Espectro Ambulante");
    const zav = findCard(s, "Zav");
    act(s, { kind: "play", card: findCard(s, "Último Lamento"), targets: { t1: [espectro], t2: [zav] } });
    act(s, { kind: "play", card: findCard(s, "Control de Etheria"), targets: { t1: [espectro] } });
    resolveAll(s);
    expect(s.cards[espectro]!.zone).toBe("graveyard");
    expect(s.cards[zav]!.zone).toBe("battlefield");
    // The Verso resolved (it still had a legal target) but its first part failed.
    expect(s.events.some((e) => e.t === "chainResolve" && e.card === findCard(s, "Último Lamento") && e.outcome === "resolved")).toBe(true);
  });
});

describe("Mecánicas avanzadas, Ejemplos 7–9: duelos", () => {
  function duel(attacker: string, blocker: string): { s: GameState; a: number; b: number } {
    const s = scenario({ players: [{ battlefield: [attacker] }, { battlefield: [blocker] }] });
    const a = findCard(s, attacker);
    const b = findCard(s, blocker);
    act(s, { kind: "embate", card: a });
    act(s, { kind: "block", blockers: [b] });
    passUntil(s, (p) => p.kind === "action" && p.window === "main");
    return { s, a, b };
  }

  it("Ejemplo 7: Zirkax y Caballero Leal se destruyen a la vez", () => {
    const { s, a, b } = duel("Zirkax", "Caballero Leal");
    expect(s.cards[a]!.zone).toBe("graveyard");
    expect(s.cards[b]!.zone).toBe("graveyard");
    // Caballero Leal blocked: its trigger gave its Santuario 2 of life; nothing reached it.
    expect(sanctuaryLife(s, 1)).toBe(22);
  });

  it("Ejemplo 8: Zav muere, Exterminador sobrevive con 3 de daño", () => {
    const { s, a, b } = duel("Zav", "Exterminador");
    expect(s.cards[a]!.zone).toBe("graveyard");
    expect(s.cards[b]!.zone).toBe("battlefield");
    expect(s.cards[b]!.damage).toBe(3);
    // Reglamento 13: the surviving blocker is turned after damage.
    expect(s.cards[b]!.turned).toBe(true);
    // Reglamento 19: the blocker's Embate counts as activated.
    expect(s.events.some((e) => e.t === "embate" && e.card === b)).toBe(true);
  });

  it("Ejemplo 9: Guardiana del Valle y La Etheriana sobreviven", () => {
    const { s, a, b } = duel("Guardiana del Valle", "La Etheriana");
    expect(s.cards[a]!.zone).toBe("battlefield");
    expect(s.cards[b]!.zone).toBe("battlefield");
    expect(s.cards[a]!.damage).toBe(4);
    expect(s.cards[b]!.damage).toBe(3);
    expect(lifeOf(s, a)).toBe(5);
    expect(sanctuaryLife(s, 1)).toBe(20);
  });
});

describe("Mecánicas avanzadas, Resolución parcial", () => {
  it("Calma con una sola carta en la baraja: mira esa, la deja y roba", () => {
    const s = scenario({ players: [{ hand: ["Calma"], essence: 1, deck: ["Cas"] }, {}] });
    const cas = findCard(s, "Cas");
    act(s, { kind: "play", card: findCard(s, "Calma") });
    passUntil(s, (p) => p.kind === "arrange");
    expect(pending(s)).toMatchObject({ kind: "arrange", cards: [cas], mode: "topOrBottom" });
    act(s, { kind: "arrange", top: [cas], bottom: [] });
    resolveAll(s);
    expect(s.players[0].hand).toContain(cas);
    expect(s.players[0].deck).toHaveLength(0);
    expect(s.result).toBeNull();
  });

  it("Aliento Ardiente: el daño asignado al objetivo destruido se pierde, el otro lo recibe", () => {
    const s = scenario({
      players: [
        { hand: ["Aliento Ardiente"], essence: 3 },
        { hand: ["Control de Etheria"], essence: 3, battlefield: ["Guardiana del Valle", "Exterminador"] },
      ],
    });
    const guardiana = findCard(s, "Guardiana del Valle");
    const exterminador = findCard(s, "Exterminador");
    act(s, { kind: "play", card: findCard(s, "Aliento Ardiente"), targets: { t1: [guardiana, exterminador] }, divide: [2, 2] });
    act(s, { kind: "play", card: findCard(s, "Control de Etheria"), targets: { t1: [guardiana] } });
    resolveAll(s);
    expect(s.cards[guardiana]!.zone).toBe("graveyard");
    expect(s.cards[exterminador]!.damage).toBe(2);
    expect(s.events.some((e) => e.t === "chainResolve" && e.card === findCard(s, "Aliento Ardiente") && e.outcome === "resolved")).toBe(true);
  });
});
