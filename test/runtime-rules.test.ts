// The rules engine, section by section of the Reglamento (reglas/000_…). Each test
// builds a state (runtime/scenario.ts) with the bundled cards plus a few written for
// the test, applies decisions, and checks what the section says must happen.
import { beforeAll, describe, expect, it } from "vitest";
import { act, passUntil as passWithin, pending, resolveAll as resolveWithin } from "./runtime-helpers.js";
import { bundledCardSources, bundledDeckSources } from "./helpers.js";
import { compile, compileDecks, type CardDefinition, type DeckDefinition } from "../compiler/index.js";
import {
  applyDecision,
  attackOf,
  createGame,
  createScenario,
  eventsFor,
  findCard,
  findCards,
  lifeOf,
  pendingDecision,
  playCost,
  sanctuaryLife,
  viewFor,
  type ActionOption,
  type GameState,
  type PendingDecision,
  type ScenarioSetup,
} from "../runtime/index.js";


/** Cards written for these tests (the bundled set has no card for some corners). */
const EXTRA = `
carta "Soldado Raso"
  tipo Personaje
  facción Valor
  coste 1
  ataque 1
  vida 1
  Embate.

carta "Estandarte Vivo"
  tipo Personaje
  facción Valor
  coste 2
  ataque 0
  vida 2
  Tus personajes obtienen +1 de vida.

carta "Rayo"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Haz 2 de daño a un personaje.
  Epílogo: Haz 1 de daño a cada Santuario.

carta "Mártir Mítico"
  tipo Personaje
  facción Caos
  coste 2
  ataque 1
  vida 2
  Mítica.
  Embate.
  Resplandor: Roba 1 carta.
  Cuando este personaje sea destruido, roba 1 carta.
  Al salir del juego, tu Santuario gana 1 de vida.

carta "Lancero Templado"
  tipo Personaje
  facción Valor
  coste 2
  ataque 2
  vida 2
  Embate, Temple.

carta "Debilitar"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Un personaje obtiene -2 de vida de forma permanente.
  Epílogo: Un personaje obtiene -3 de ataque.

carta "Bendición Veloz"
  tipo Verso
  facción Valor
  coste 1
  Prólogo: Un personaje obtiene Sin entrenamiento.
  Epílogo: Un personaje obtiene Imbatible.

carta "Cofre Simple"
  tipo Reliquia
  facción Forja
  coste 1
  El portador obtiene +1 de ataque.

carta "Espía Leal"
  tipo Personaje
  facción Caos
  coste 1
  ataque 1
  vida 1
  Embate.
  Al salir del juego, roba 1 carta.
`;

let cards: CardDefinition[];
let decks: DeckDefinition[];

beforeAll(() => {
  const sources = bundledCardSources();
  const result = compile([...sources, { path: "prueba.carta", text: EXTRA }]);
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  cards = result.cardSet.cards;
  const deckSources = bundledDeckSources();
  decks = compileDecks(deckSources, result.cardSet).decks;
});

const DECK = ["Cas", "Cas", "Cas", "Cas", "Cas"];

function scenario(setup: Omit<ScenarioSetup, "cards">): GameState {
  const players = setup.players.map((p) => ({ deck: DECK, ...p })) as ScenarioSetup["players"];
  return createScenario({ cards, ...setup, players });
}

/** How many passes a test allows before it calls the game stuck. */
const PASS_LIMIT = 30;
const passUntil = (s: GameState, stop: (p: PendingDecision) => boolean) => passWithin(s, stop, PASS_LIMIT);
const resolveAll = (s: GameState) => resolveWithin(s, PASS_LIMIT);


function options(s: GameState): ActionOption[] {
  const p = pending(s);
  return p.kind === "action" ? p.options : [];
}

function can(s: GameState, kind: ActionOption["kind"], card?: number): boolean {
  return options(s).some((o) => o.kind === kind && (card === undefined || ("card" in o ? o.card === card : "relic" in o && o.relic === card)));
}

const inMain = (player: number) => (p: PendingDecision) => p.kind === "action" && p.window === "main" && p.player === player;

function attack(s: GameState, attacker: number, blockers: number[] = []): void {
  act(s, { kind: "embate", card: attacker });
  const p = pending(s);
  if (p.kind === "block") act(s, { kind: "block", blockers });
  else expect(blockers).toEqual([]);
}

function endTurn(s: GameState): void {
  const active = s.active;
  act(s, { kind: "endPhase" });
  passUntil(s, (p) => p.kind !== "action" || (p.window === "main" && p.player !== active));
}

// --- 7, 8 ----------------------------------------------------------------------------------

describe("Reglamento 7 y 8: preparación y mulligan", () => {
  function newGame(seed = 11): GameState {
    const legion = decks.find((d) => d.name === "Legión de Etheria")!;
    const ceniza = decks.find((d) => d.name === "Ceniza y Acero")!;
    return createGame({ decks: [legion, ceniza], cards, seed });
  }

  it("el ganador del dado decide si empieza; ceder da el inicio al rival", () => {
    const s = newGame();
    const roll = s.events.find((e) => e.t === "dieRoll");
    expect(roll).toBeDefined();
    const p = pending(s);
    expect(p.kind).toBe("chooseFirst");
    expect(p.player).toBe(roll!.t === "dieRoll" ? roll!.winner : -1);
    act(s, { kind: "chooseFirst", start: false });
    expect(s.first).toBe(1 - p.player);
    // Reglamento 7: five cards each; Santuarios in play.
    expect(s.players[0].hand).toHaveLength(5);
    expect(s.players[1].hand).toHaveLength(5);
    expect(s.cards[s.players[0].sanctuary]!.zone).toBe("sanctuary");
    expect(sanctuaryLife(s, 0)).toBe(25);
    expect(sanctuaryLife(s, 1)).toBe(22);
  });

  it("mulligan: las cartas elegidas van al fondo en ese orden y se roba hasta 5; una sola vez cada jugador", () => {
    const s = newGame();
    act(s, { kind: "chooseFirst", start: true });
    const first = s.first as 0 | 1;
    const p = pending(s);
    expect(p).toMatchObject({ kind: "mulligan", player: first });
    const hand = s.players[first].hand.slice();
    const back = [hand[3]!, hand[1]!];
    act(s, { kind: "mulligan", cards: back });
    expect(s.players[first].deck.slice(-2)).toEqual(back);
    expect(s.players[first].hand).toHaveLength(5);
    expect(s.players[first].hand).not.toContain(back[0]);
    expect(pending(s)).toMatchObject({ kind: "mulligan", player: 1 - first });
    const bad = applyDecision(s, { kind: "mulligan", cards: [hand[0]!] });
    expect(bad.ok).toBe(false);
    act(s, { kind: "mulligan", cards: [] });
    expect(s.turn).toBe(1);
    expect(s.active).toBe(first);
  });

  it("la baraja de Escencia usa el orden de quien empieza o de quien va segundo (Reglamento 6)", () => {
    const s = newGame(5);
    act(s, { kind: "chooseFirst", start: true });
    act(s, { kind: "mulligan", cards: [] });
    act(s, { kind: "mulligan", cards: [] });
    const first = s.first as 0 | 1;
    const second = (1 - first) as 0 | 1;
    const deckOf = (p: 0 | 1) => [decks.find((d) => d.name === "Legión de Etheria")!, decks.find((d) => d.name === "Ceniza y Acero")!][p];
    const essence = s.players[first].essence.map((id) => s.defs[s.cards[id]!.def]!.name);
    expect(essence).toEqual([deckOf(first)!.essenceDeck.first[0]]);
    const nextSecond = s.defs[s.cards[s.players[second].essenceDeck[0]!]!.def]!.name;
    expect(nextSecond).toBe(deckOf(second)!.essenceDeck.second[0]);
  });
});

// --- 9, 10, 0 ---------------------------------------------------------------------------------

describe("Reglamento 9: fases del turno", () => {
  it("Alba endereza y agrega 1 Escencia, Amanecer roba 1, Mediodía espera al jugador, Anochecer termina el turno", () => {
    const s = scenario({
      phase: "Alba",
      players: [{ battlefield: [{ card: "Cas", turned: true }], essence: ["girada:Luz de Etheria"], essenceDeck: ["Luz de Etheria"] }, {}],
    });
    expect(s.cards[findCard(s, "Cas", { zone: "battlefield" })]!.turned).toBe(false);
    expect(s.players[0].essence).toHaveLength(2);
    expect(s.players[0].essence.every((id) => !s.cards[id]!.turned)).toBe(true);
    expect(s.players[0].hand).toHaveLength(1);
    expect(pending(s)).toMatchObject({ kind: "action", window: "main", player: 0 });
    endTurn(s);
    expect(s.turn).toBe(4);
    expect(s.active).toBe(1);
    const phases = s.events.filter((e) => e.t === "phase").map((e) => (e.t === "phase" ? e.phase : ""));
    expect(phases).toEqual(["Amanecer", "Mediodía", "Anochecer", "Alba", "Amanecer", "Mediodía"]);
  });

  it("la Escencia que entra en el Alba sirve para pagar ese mismo turno (Reglamento 12)", () => {
    const s = scenario({ phase: "Alba", players: [{ hand: ["Rayo"], essenceDeck: ["Luz de Etheria"], battlefield: ["Cas"] }, {}] });
    expect(can(s, "play", findCard(s, "Rayo"))).toBe(true);
  });
});

describe("Reglamento 0, 7 y 10: el jugador inicial no ataca en su primer turno", () => {
  it("ni con «Sin entrenamiento» ni con un efecto que lo otorgue", () => {
    const s = scenario({ turn: 1, first: 0, players: [{ battlefield: ["Zav", "Soldado Raso"], hand: ["Bendición Veloz"], essence: 1 }, {}] });
    expect(can(s, "embate")).toBe(false);
    const soldado = findCard(s, "Soldado Raso");
    act(s, { kind: "play", card: findCard(s, "Bendición Veloz"), option: "Prólogo", targets: { t1: [soldado] } });
    resolveAll(s);
    expect(can(s, "embate")).toBe(false);
    expect(applyDecision(s, { kind: "embate", card: soldado }).ok).toBe(false);
  });

  it("el segundo jugador sí puede atacar en su primer turno, y el inicial en su segundo", () => {
    const s = scenario({ turn: 2, first: 1, active: 0, players: [{ battlefield: ["Soldado Raso"] }, {}] });
    expect(can(s, "embate", findCard(s, "Soldado Raso"))).toBe(true);
    const t3 = scenario({ turn: 3, first: 0, players: [{ battlefield: ["Soldado Raso"] }, {}] });
    expect(can(t3, "embate")).toBe(true);
  });

  it("el jugador inicial no roba en su primer Amanecer", () => {
    const s = scenario({ turn: 1, first: 0, phase: "Alba", players: [{ essenceDeck: ["Luz de Etheria"] }, {}] });
    expect(s.players[0].hand).toHaveLength(0);
    const t2 = scenario({ turn: 2, first: 1, phase: "Alba", players: [{ essenceDeck: ["Luz de Etheria"] }, {}] });
    expect(t2.players[0].hand).toHaveLength(1);
  });
});

// --- 11 ------------------------------------------------------------------------------------------

describe("Reglamento 11: información pública y privada", () => {
  it("viewFor oculta la mano rival y el orden de ambas barajas", () => {
    const s = scenario({ players: [{ hand: ["Rayo"], graveyard: ["Cas"] }, { hand: ["Control de Etheria"], battlefield: ["Zav"] }] });
    const view = viewFor(s, 0);
    const rayo = findCard(s, "Rayo");
    const control = findCard(s, "Control de Etheria");
    expect(view.cards[rayo]!.def).toBe(s.cards[rayo]!.def);
    expect(view.cards[control]!.def).toBe(-1);
    expect(view.defs[s.cards[control]!.def]!.name).toBe("Carta oculta");
    expect(view.players[1].hand).toEqual([control]);
    expect(view.players[0].deckCount).toBe(5);
    for (const id of s.players[0].deck) expect(view.cards[id]!.def).toBe(-1);
    expect(view.cards[findCard(s, "Cas", { zone: "graveyard" })]!.def).toBeGreaterThanOrEqual(0);
    expect(view.cards[findCard(s, "Zav")]!.attack).toBe(3);
    expect(JSON.stringify(view)).not.toContain('"rng"');
  });
});

// --- 12 -------------------------------------------------------------------------------------------

describe("Reglamento 12: costes y Escencia", () => {
  it("no se puede jugar una carta sin pagar todo su coste", () => {
    const s = scenario({ players: [{ hand: ["Control de Etheria"], essence: 2 }, { battlefield: ["Zav"] }] });
    const control = findCard(s, "Control de Etheria");
    expect(can(s, "play", control)).toBe(false);
    const r = applyDecision(s, { kind: "play", card: control, targets: { t1: [findCard(s, "Zav")] } });
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.reason).toMatch(/no puedes jugar/);
  });

  it("los costes se pagan por adelantado y no se reembolsan si la carta es prohibida", () => {
    const s = scenario({
      players: [
        { hand: ["Control de Etheria"], essence: 3 },
        { hand: ["Juicio de la Ciudadela"], essence: 3, battlefield: ["Zav"] },
      ],
    });
    const control = findCard(s, "Control de Etheria");
    const zav = findCard(s, "Zav");
    act(s, { kind: "play", card: control, targets: { t1: [zav] } });
    expect(s.players[0].essence.every((id) => s.cards[id]!.turned)).toBe(true);
    act(s, { kind: "play", card: findCard(s, "Juicio de la Ciudadela"), option: "Prólogo", targets: { t1: [control] } });
    resolveAll(s);
    expect(s.cards[zav]!.zone).toBe("battlefield");
    expect(s.cards[control]!.zone).toBe("graveyard");
    expect(s.players[0].essence.every((id) => s.cards[id]!.turned)).toBe(true);
  });

  it("Vestigios: cuesta 1 más por cada carta con Vestigios en tu cementerio (Reglamento 24)", () => {
    const s = scenario({ players: [{ hand: ["Espectro Ambulante"], graveyard: ["Vagabundo Hambriento", "Lamento de los Caídos", "Cas"], essence: 3 }, {}] });
    const espectro = findCard(s, "Espectro Ambulante");
    expect(playCost(s, 0, espectro)).toBe(4);
    expect(can(s, "play", espectro)).toBe(false);
  });

  it("modificadores de coste: La Gran Fragua abarata tus Reliquias, la Inquisidora encarece tus Versos", () => {
    const s = scenario({ players: [{ sanctuary: "La Gran Fragua", hand: ["Cofre Simple", "Rayo"] }, { battlefield: ["Inquisidora de Etheria"] }] });
    expect(playCost(s, 0, findCard(s, "Cofre Simple"))).toBe(0);
    expect(playCost(s, 0, findCard(s, "Rayo"))).toBe(2);
    expect(can(s, "play", findCard(s, "Cofre Simple"))).toBe(true);
  });

  it("«como coste adicional»: sin personaje que sacrificar no se juega; el sacrificio ocurre al jugar, antes de resolver", () => {
    const empty = scenario({ players: [{ hand: ["Pacto de Sangre"], essence: 1 }, {}] });
    expect(can(empty, "play")).toBe(false);
    const s = scenario({ players: [{ hand: ["Pacto de Sangre"], essence: 1, battlefield: ["Soldado Raso"] }, {}], options: { autoPass: false } });
    const soldado = findCard(s, "Soldado Raso");
    const pacto = findCard(s, "Pacto de Sangre");
    expect(applyDecision(s, { kind: "play", card: pacto, option: "Prólogo" }).ok).toBe(false);
    act(s, { kind: "play", card: pacto, option: "Prólogo", costs: [[soldado]] });
    expect(s.cards[soldado]!.zone).toBe("graveyard");
    expect(s.cards[pacto]!.zone).toBe("chain");
    resolveAll(s);
    expect(s.players[0].hand).toHaveLength(2);
  });

  it("con Prólogo y Epílogo hay que indicar cuál se juega", () => {
    const s = scenario({ players: [{ hand: ["Ofrenda"], essence: 2, battlefield: ["Cas"] }, {}] });
    const r = applyDecision(s, { kind: "play", card: findCard(s, "Ofrenda") });
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.reason).toMatch(/Prólogo y Epílogo/);
  });

  it("una decisión rechazada no cambia nada", () => {
    const s = scenario({ players: [{ hand: ["Rayo"], essence: 1 }, { battlefield: ["Zav"] }] });
    const before = JSON.stringify(s);
    expect(applyDecision(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [999] } }).ok).toBe(false);
    expect(applyDecision(s, { kind: "block", blockers: [] }).ok).toBe(false);
    expect(applyDecision(s, { kind: "pass" }).ok).toBe(false);
    expect(JSON.stringify(s)).toBe(before);
  });
});

// --- 13 -------------------------------------------------------------------------------------------

describe("Reglamento 13: rasgos y etapa de entrenamiento", () => {
  it("un personaje no activa rasgos el turno en que entra, salvo «Sin entrenamiento»", () => {
    const s = scenario({ players: [{ battlefield: [{ card: "Soldado Raso", entered: 3 }, { card: "Zav", entered: 3 }, { card: "Zirkax", entered: 3 }] }, {}] });
    expect(can(s, "embate", findCard(s, "Soldado Raso"))).toBe(false);
    expect(can(s, "activate", findCard(s, "Zirkax"))).toBe(false);
    expect(can(s, "embate", findCard(s, "Zav"))).toBe(true);
  });

  it("Talento: gira al personaje y solo una vez por turno", () => {
    const s = scenario({ players: [{ battlefield: ["Sanadora del Claustro"] }, {}] });
    const sanadora = findCard(s, "Sanadora del Claustro");
    act(s, { kind: "activate", card: sanadora });
    resolveAll(s);
    expect(s.cards[sanadora]!.turned).toBe(true);
    expect(sanctuaryLife(s, 0)).toBe(22);
    expect(can(s, "activate", sanadora)).toBe(false);
  });

  it("Temple: el Talento no gira, una vez por turno; el personaje sigue pudiendo atacar (Reglamento 24)", () => {
    const s = scenario({ players: [{ battlefield: ["Guardiana del Valle", "Cas"] }, {}] });
    const guardiana = findCard(s, "Guardiana del Valle");
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    act(s, { kind: "activate", card: guardiana, targets: { t1: [cas] } });
    resolveAll(s);
    expect(s.cards[guardiana]!.turned).toBe(false);
    expect(lifeOf(s, cas)).toBe(3);
    expect(can(s, "activate", guardiana)).toBe(false);
    expect(can(s, "embate", guardiana)).toBe(true);
  });

  it("Embate con Temple no gira al atacante y solo se declara una vez por turno", () => {
    const s = scenario({ players: [{ battlefield: ["Lancero Templado"] }, {}] });
    const lancero = findCard(s, "Lancero Templado");
    attack(s, lancero);
    passUntil(s, inMain(0));
    expect(s.cards[lancero]!.turned).toBe(false);
    expect(sanctuaryLife(s, 1)).toBe(18);
    expect(can(s, "embate", lancero)).toBe(false);
  });

  it("Resplandor: entra girado y hace su efecto; el rival puede responder; la etapa de entrenamiento no lo impide", () => {
    const s = scenario({
      players: [{ hand: ["Piromante Demente"], essence: 2 }, { battlefield: ["Cas"], hand: ["Voto de Protección"], essence: 1 }],
      options: { autoPass: false },
    });
    const piromante = findCard(s, "Piromante Demente");
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    act(s, { kind: "play", card: piromante });
    resolveAll(s);
    expect(pending(s)).toMatchObject({ kind: "resplandor", player: 0, card: piromante });
    act(s, { kind: "resplandor", activate: true, targets: { t1: [cas] } });
    expect(s.cards[piromante]!.turned).toBe(true);
    // Reglamento 15: the opponent may answer a Resplandor.
    expect(pending(s)).toMatchObject({ kind: "action", window: "chain", player: 1 });
    act(s, { kind: "play", card: findCard(s, "Voto de Protección"), option: "Prólogo", targets: { t1: [cas] } });
    resolveAll(s);
    expect(s.cards[cas]!.zone).toBe("battlefield");
    expect(s.cards[cas]!.damage).toBe(2);
  });

  it("Resplandor con Límite Embate: solo si ya se activó un Embate este turno", () => {
    const s = scenario({ players: [{ hand: ["Guardiana del Valle", "Guardiana del Valle"], essence: 8, battlefield: ["Soldado Raso"], deck: DECK }, {}] });
    const [g1, g2] = findCards(s, "Guardiana del Valle");
    act(s, { kind: "play", card: g1! });
    resolveAll(s);
    expect(pending(s)).toMatchObject({ kind: "action", window: "main" });
    attack(s, findCard(s, "Soldado Raso"));
    passUntil(s, inMain(0));
    act(s, { kind: "play", card: g2! });
    resolveAll(s);
    expect(pending(s)).toMatchObject({ kind: "resplandor", card: g2 });
  });

  it("Interferencia: en el turno rival, en respuesta, si está enderezado", () => {
    const s = scenario({
      players: [{ hand: ["Rayo"], essence: 1, battlefield: ["Zav"] }, { battlefield: ["Centinela del Umbral", { card: "Caminante del Umbral", turned: true }] }],
    });
    const zav = findCard(s, "Zav");
    const centinela = findCard(s, "Centinela del Umbral");
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [centinela] } });
    expect(pending(s)).toMatchObject({ kind: "action", window: "chain", player: 1 });
    expect(can(s, "activate", centinela)).toBe(true);
    expect(can(s, "activate", findCard(s, "Caminante del Umbral"))).toBe(false);
    act(s, { kind: "activate", card: centinela, targets: { t1: [zav] } });
    resolveAll(s);
    expect(s.cards[zav]!.turned).toBe(true);
    expect(s.cards[centinela]!.turned).toBe(true);
  });
});

// --- 14, 15, 16 ----------------------------------------------------------------------------------

describe("Reglamento 14: una Incursión a la vez", () => {
  it("durante la Incursión no se declara otro Embate ni se juegan Personajes", () => {
    const s = scenario({
      players: [{ battlefield: ["Zav", "Soldado Raso"], hand: ["Cas", "Rayo"], essence: 3 }, { battlefield: ["Exterminador"] }],
      options: { autoPass: false },
    });
    act(s, { kind: "embate", card: findCard(s, "Zav") });
    act(s, { kind: "block", blockers: [] });
    const p = pending(s);
    expect(p).toMatchObject({ kind: "action", window: "damage", player: 0 });
    expect(can(s, "embate")).toBe(false);
    expect(can(s, "play", findCard(s, "Cas", { zone: "hand" }))).toBe(false);
    expect(can(s, "play", findCard(s, "Rayo"))).toBe(true);
    expect(can(s, "endPhase")).toBe(false);
  });
});

describe("Reglamento 15: cuándo se juegan Versos", () => {
  it("en el Mediodía rival no hay ventana libre: tras resolverse, vuelve a decidir el jugador activo", () => {
    const s = scenario({ players: [{ battlefield: ["Sanadora del Claustro"] }, { hand: ["Rayo"], essence: 1 }], options: { autoPass: false } });
    act(s, { kind: "activate", card: findCard(s, "Sanadora del Claustro") });
    expect(pending(s)).toMatchObject({ player: 1, window: "chain" });
    expect(can(s, "play", findCard(s, "Rayo"))).toBe(true);
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    expect(pending(s)).toMatchObject({ player: 0, window: "main" });
  });

  it("en respuesta solo Versos, Interferencia y Vincular: ni Personajes ni Talento", () => {
    const s = scenario({
      players: [{ hand: ["Rayo", "Cas"], essence: 5, battlefield: ["Sanadora del Claustro", "Zirkax"] }, { hand: ["Rayo"], essence: 1 }],
      options: { autoPass: false },
    });
    const rayos = findCards(s, "Rayo");
    act(s, { kind: "play", card: rayos[0]!, option: "Epílogo" });
    act(s, { kind: "pass" });
    expect(pending(s)).toMatchObject({ player: 0, window: "chain" });
    const kinds = options(s).map((o) => o.kind);
    expect(kinds).not.toContain("activate");
    expect(kinds).not.toContain("embate");
    expect(options(s).some((o) => o.kind === "play" && o.card === findCard(s, "Cas", { zone: "hand" }))).toBe(false);
  });
});

describe("Reglamento 16: cadena de resolución y prioridad", () => {
  it("la prioridad alterna, la cadena se resuelve de la última a la primera cuando ambos pasan seguidos", () => {
    const s = scenario({
      players: [{ hand: ["Rayo", "Furia Desatada"], essence: 2, battlefield: ["Zav"] }, { hand: ["Voto de Protección"], essence: 1, battlefield: ["Muralla Viviente"] }],
      options: { autoPass: false },
    });
    const zav = findCard(s, "Zav");
    const muralla = findCard(s, "Muralla Viviente");
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [muralla] } });
    expect(pending(s).player).toBe(1);
    act(s, { kind: "pass" });
    // Reglamento 16: priority returns to the previous player, who may add a response.
    expect(pending(s).player).toBe(0);
    act(s, { kind: "play", card: findCard(s, "Furia Desatada"), option: "Prólogo", targets: { t1: [zav] } });
    expect(pending(s).player).toBe(1);
    act(s, { kind: "play", card: findCard(s, "Voto de Protección"), option: "Prólogo", targets: { t1: [muralla] } });
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    const order = s.events.filter((e) => e.t === "chainResolve").map((e) => (e.t === "chainResolve" ? s.defs[s.cards[e.card]!.def]!.name : ""));
    expect(order).toEqual(["Voto de Protección", "Furia Desatada", "Rayo"]);
    expect(attackOf(s, zav)).toBe(6);
    expect(s.cards[muralla]!.damage).toBe(2);
  });

  it("responder «al final» del Mediodía: resuelta la cadena, el jugador activo sigue en el Mediodía", () => {
    const s = scenario({ players: [{ battlefield: ["Zav"] }, { hand: ["Rayo"], essence: 1 }] });
    act(s, { kind: "endPhase" });
    passUntil(s, (p) => p.player === 1);
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [findCard(s, "Zav")] }, timing: "end" });
    passUntil(s, (p) => p.kind === "action" && p.window !== "chain");
    expect(pending(s)).toMatchObject({ kind: "action", window: "main", player: 0 });
    expect(s.phase).toBe("Mediodía");
    expect(s.cards[findCard(s, "Zav")]!.damage).toBe(2);
  });

  it("responder «al comienzo» de la fase nueva: primero el cambio de fase, luego la cadena, luego las acciones de la fase", () => {
    const s = scenario({ phase: "Alba", players: [{ hand: ["Ofrenda"], essence: 2, deck: ["Cas", "Zav", "Zirkax", "Cas"] }, {}] });
    // Alba → Amanecer: the active player answers at the start of Amanecer.
    expect(pending(s)).toMatchObject({ kind: "action", window: "phase" });
    act(s, { kind: "play", card: findCard(s, "Ofrenda"), option: "Epílogo", timing: "start" });
    passUntil(s, inMain(0));
    const draws = s.events.filter((e) => e.t === "move" && e.reason === "draw");
    const phaseIndex = s.events.findIndex((e) => e.t === "phase" && e.phase === "Amanecer");
    const resolveIndex = s.events.findIndex((e) => e.t === "chainResolve");
    expect(phaseIndex).toBeLessThan(resolveIndex);
    expect(draws.map((e) => (e.t === "move" ? s.defs[s.cards[e.card]!.def]!.name : ""))).toEqual(["Cas", "Zav", "Zirkax"]);
    // The Ofrenda drew the first two; Amanecer's own draw came after the chain.
    expect(draws.map((e) => s.events.indexOf(e) > resolveIndex)).toEqual([true, true, true]);
  });
});

// --- 17, 18 ----------------------------------------------------------------------------------------

describe("Reglamento 17: resolución", () => {
  it("«si lo haces»: si la primera parte no se hace, la siguiente tampoco", () => {
    const s = scenario({
      players: [{ hand: ["Ofrenda"], essence: 2, battlefield: ["Cas"] }, { hand: ["Exilio en Vida"], essence: 2 }],
    });
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    act(s, { kind: "play", card: findCard(s, "Ofrenda"), option: "Prólogo", targets: { t1: [cas], t2: [s.players[1].sanctuary] } });
    act(s, { kind: "play", card: findCard(s, "Exilio en Vida"), targets: { t1: [cas] } });
    resolveAll(s);
    expect(s.cards[cas]!.zone).toBe("hand");
    expect(sanctuaryLife(s, 1)).toBe(20);
  });

  it("las condiciones de estado se repiten hasta que ninguna aplica", () => {
    const s = scenario({
      players: [{ hand: ["Rayo"], essence: 1 }, { battlefield: [{ card: "Estandarte Vivo", damage: 1 }, { card: "Soldado Raso", damage: 1 }] }],
    });
    const estandarte = findCard(s, "Estandarte Vivo");
    const soldado = findCard(s, "Soldado Raso");
    expect(lifeOf(s, soldado)).toBe(2);
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [estandarte] } });
    resolveAll(s);
    // The Estandarte dies (3 damage, 3 life); without its bonus the Soldado has 1 life and 1 damage.
    expect(s.cards[estandarte]!.zone).toBe("graveyard");
    expect(s.cards[soldado]!.zone).toBe("graveyard");
  });

  it("«Puedes»: quien controla la habilidad decide al resolverla", () => {
    const s = scenario({ phase: "Mediodía", players: [{ sanctuary: "Trono de Ceniza", battlefield: ["Muralla Viviente"] }, {}] });
    // Trono de Ceniza at the start of Mediodía: the only target is forced, then «Puedes».
    expect(pending(s)).toMatchObject({ kind: "optional", player: 0 });
    act(s, { kind: "optional", accept: true });
    expect(s.cards[findCard(s, "Muralla Viviente")]!.damage).toBe(1);
    expect(sanctuaryLife(s, 1)).toBe(19);
  });
});

describe("Reglamento 18: cartas prohibidas", () => {
  it("un Personaje prohibido se considera jugado, no entra en juego y va al cementerio", () => {
    const s = scenario({
      players: [
        { hand: ["Ladrón de Recuerdos"], essence: 3, battlefield: ["Cronista Errante"] },
        { hand: ["Silencio de Arniel", "Cas"], essence: 2 },
      ],
    });
    const ladron = findCard(s, "Ladrón de Recuerdos");
    act(s, { kind: "play", card: ladron });
    act(s, { kind: "play", card: findCard(s, "Silencio de Arniel") });
    resolveAll(s);
    expect(s.cards[ladron]!.zone).toBe("graveyard");
    expect(s.players[1].hand).toHaveLength(1);
    expect(s.events.some((e) => e.t === "destroyed" && e.card === ladron)).toBe(false);
    expect(s.players[0].counts[5]).toBe(1);
  });

  it("un Verso prohibido cuenta como jugado para un Límite Verso", () => {
    const s = scenario({
      players: [
        { hand: ["Rayo"], essence: 1, battlefield: ["Cronista Errante"] },
        { hand: ["Juicio de la Ciudadela"], essence: 3, battlefield: ["Zav"] },
      ],
    });
    const cronista = findCard(s, "Cronista Errante");
    expect(can(s, "activate", cronista)).toBe(false);
    const rayo = findCard(s, "Rayo");
    act(s, { kind: "play", card: rayo, option: "Prólogo", targets: { t1: [findCard(s, "Zav")] } });
    act(s, { kind: "play", card: findCard(s, "Juicio de la Ciudadela"), option: "Prólogo", targets: { t1: [rayo] } });
    resolveAll(s);
    expect(s.cards[rayo]!.zone).toBe("graveyard");
    expect(s.cards[findCard(s, "Zav")]!.damage).toBe(0);
    expect(can(s, "activate", cronista)).toBe(true);
  });
});

// --- 19 -------------------------------------------------------------------------------------------

describe("Reglamento 19: Incursión, bloqueo y combate", () => {
  it("sin bloqueo, el Santuario recibe el Ataque del atacante", () => {
    const s = scenario({ players: [{ battlefield: ["Zav"] }, { battlefield: ["Cas"] }] });
    attack(s, findCard(s, "Zav"), []);
    passUntil(s, inMain(0));
    expect(sanctuaryLife(s, 1)).toBe(17);
  });

  it("varios bloqueadores en el orden del atacante; sin Devastar el último recibe el resto y nada pasa al Santuario", () => {
    const s = scenario({ players: [{ battlefield: [{ card: "Titán del Bosque", embates: 1, attackedThisTurn: false }] }, { battlefield: ["Soldado Raso", "Cas"] }] });
    const titan = findCard(s, "Titán del Bosque");
    const soldado = findCard(s, "Soldado Raso");
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    attack(s, titan, [cas, soldado]);
    expect(pending(s)).toMatchObject({ kind: "orderBlockers", player: 0 });
    act(s, { kind: "orderBlockers", order: [soldado, cas] });
    passUntil(s, inMain(0));
    const dmg = s.events.filter((e) => e.t === "damage" && e.source === titan).map((e) => (e.t === "damage" ? [e.card, e.amount] : []));
    expect(dmg).toEqual([
      [soldado, 1],
      [cas, 6],
    ]);
    expect(sanctuaryLife(s, 1)).toBe(20);
    expect(s.cards[titan]!.damage).toBe(2);
  });

  it("Devastar: el exceso sobre lo necesario para destruir a los bloqueadores va al Santuario", () => {
    const s = scenario({ players: [{ battlefield: ["Gladiador Invicto"] }, { battlefield: ["Soldado Raso", "Cas"] }] });
    const gladiador = findCard(s, "Gladiador Invicto");
    const soldado = findCard(s, "Soldado Raso");
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    attack(s, gladiador, [soldado, cas]);
    act(s, { kind: "orderBlockers", order: [cas, soldado] });
    passUntil(s, inMain(0));
    // 5 + 2 («cuando sea bloqueado») = 7: 2 to Cas, 1 to the Soldado, 4 to the Santuario.
    expect(sanctuaryLife(s, 1)).toBe(16);
    expect(s.cards[soldado]!.zone).toBe("graveyard");
    expect(s.cards[cas]!.zone).toBe("graveyard");
  });

  it("si el bloqueador deja el campo antes del daño: sin Devastar no hay daño al Santuario; con Devastar pasa completo", () => {
    for (const [attacker, expected] of [
      ["Zav", 20],
      ["Exterminador", 16],
    ] as const) {
      const s = scenario({ players: [{ battlefield: [attacker], hand: ["Rayo"], essence: 1 }, { battlefield: ["Cas"] }] });
      const cas = findCard(s, "Cas", { zone: "battlefield" });
      attack(s, findCard(s, attacker), [cas]);
      expect(pending(s)).toMatchObject({ window: "damage", player: 0 });
      act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [cas] } });
      passUntil(s, inMain(0));
      expect(s.cards[cas]!.zone).toBe("graveyard");
      expect(sanctuaryLife(s, 1)).toBe(expected);
    }
  });

  it("Imbatible: no se bloquea el primer Embate; el siguiente sí", () => {
    const s = scenario({ players: [{ battlefield: ["Lince de las Dunas"] }, { battlefield: ["Muralla Viviente"] }] });
    const lince = findCard(s, "Lince de las Dunas");
    act(s, { kind: "embate", card: lince });
    // No block decision: there is nothing to choose.
    expect(pending(s)).not.toMatchObject({ kind: "block" });
    passUntil(s, inMain(0));
    expect(sanctuaryLife(s, 1)).toBe(17);
    const again = scenario({ players: [{ battlefield: [{ card: "Lince de las Dunas", embates: 1, attackedThisTurn: false }] }, { battlefield: ["Muralla Viviente"] }] });
    act(again, { kind: "embate", card: findCard(again, "Lince de las Dunas") });
    expect(pending(again)).toMatchObject({ kind: "block", player: 1 });
  });

  it("obtener Imbatible después de ser bloqueado no deshace el bloqueo", () => {
    const s = scenario({ players: [{ battlefield: ["Zav"], hand: ["Bendición Veloz"], essence: 1 }, { battlefield: ["Muralla Viviente"] }] });
    const zav = findCard(s, "Zav");
    attack(s, zav, [findCard(s, "Muralla Viviente")]);
    act(s, { kind: "play", card: findCard(s, "Bendición Veloz"), option: "Epílogo", targets: { t1: [zav] } });
    passUntil(s, inMain(0));
    expect(sanctuaryLife(s, 1)).toBe(20);
    expect(s.cards[findCard(s, "Muralla Viviente")]!.damage).toBe(3);
  });

  it("Letal: basta 1 de daño por bloqueador (Reglamento 24)", () => {
    const s = scenario({ players: [{ battlefield: ["Verdugo de Kharn"] }, { battlefield: ["Exterminador", "Guardiana del Valle"] }] });
    const verdugo = findCard(s, "Verdugo de Kharn");
    const ext = findCard(s, "Exterminador");
    const guardiana = findCard(s, "Guardiana del Valle");
    attack(s, verdugo, [ext, guardiana]);
    act(s, { kind: "orderBlockers", order: [ext, guardiana] });
    passUntil(s, inMain(0));
    expect(s.cards[ext]!.zone).toBe("graveyard");
    expect(s.cards[guardiana]!.zone).toBe("graveyard");
    expect(s.cards[verdugo]!.zone).toBe("graveyard");
  });

  it("el bloqueador con Embate lo activa al bloquear (cuenta para el Límite de su controlador)", () => {
    const s = scenario({ players: [{ battlefield: ["Soldado Raso"] }, { battlefield: ["Campeona de la Arena"] }] });
    const campeona = findCard(s, "Campeona de la Arena");
    attack(s, findCard(s, "Soldado Raso"), [campeona]);
    passUntil(s, inMain(0));
    expect(s.events.some((e) => e.t === "embate" && e.card === campeona && e.player === 1)).toBe(true);
    expect(s.players[1].counts[0]).toBe(1);
    expect(attackOf(s, campeona)).toBe(4);
  });

  it("los bloqueadores que sobreviven se giran; un personaje bloquea una sola vez por turno; uno girado no bloquea", () => {
    const s = scenario({
      players: [{ battlefield: ["Soldado Raso", "Zav"], hand: ["Rayo"], essence: 1 }, { battlefield: ["Muralla Viviente"], hand: ["Carga Imparable"], essence: 2 }],
    });
    const muralla = findCard(s, "Muralla Viviente");
    attack(s, findCard(s, "Soldado Raso"), [muralla]);
    passUntil(s, inMain(0));
    expect(s.cards[muralla]!.turned).toBe(true);
    // The defender untaps it in answer to a Verso…
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Epílogo" });
    act(s, { kind: "play", card: findCard(s, "Carga Imparable"), option: "Epílogo", targets: { t1: [muralla] } });
    resolveAll(s);
    expect(s.cards[muralla]!.turned).toBe(false);
    // …but it already blocked this turn.
    act(s, { kind: "embate", card: findCard(s, "Zav") });
    expect(pending(s)).not.toMatchObject({ kind: "block" });
    passUntil(s, inMain(0));
    expect(sanctuaryLife(s, 1)).toBe(16);
  });

  it("ventana de Versos antes del daño: un Verso salva al bloqueador", () => {
    const s = scenario({ players: [{ battlefield: ["Exterminador"] }, { battlefield: ["Cas"], hand: ["Voto de Protección"], essence: 1 }] });
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    attack(s, findCard(s, "Exterminador"), [cas]);
    passUntil(s, (p) => p.player === 1 && p.kind === "action" && p.window === "damage");
    act(s, { kind: "play", card: findCard(s, "Voto de Protección"), option: "Prólogo", targets: { t1: [cas] } });
    passUntil(s, inMain(0));
    expect(s.cards[cas]!.zone).toBe("battlefield");
    expect(sanctuaryLife(s, 1)).toBe(20);
  });
});

// --- 20, 21, 22, 23 ---------------------------------------------------------------------------------

describe("Reglamento 20: vida, daño y modificadores", () => {
  it("el daño y los modificadores temporales duran hasta la etapa de limpieza; los permanentes quedan", () => {
    const s = scenario({ players: [{ battlefield: [{ card: "Zav", damage: 2 }], hand: ["Furia Desatada", "Impulso"], essence: 2 }, {}] });
    const zav = findCard(s, "Zav");
    act(s, { kind: "play", card: findCard(s, "Furia Desatada"), option: "Prólogo", targets: { t1: [zav] } });
    resolveAll(s);
    act(s, { kind: "play", card: findCard(s, "Impulso"), targets: { t1: [zav] } });
    resolveAll(s);
    expect(attackOf(s, zav)).toBe(7);
    endTurn(s);
    expect(attackOf(s, zav)).toBe(4);
    expect(s.cards[zav]!.damage).toBe(0);
  });

  it("un personaje con Vida menor a 1 es destruido; el Ataque puede ser negativo y no hace daño", () => {
    const s = scenario({ players: [{ hand: ["Debilitar", "Debilitar"], essence: 2, battlefield: ["Cas", "Zav"] }, {}] });
    const [d1, d2] = findCards(s, "Debilitar");
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    const zav = findCard(s, "Zav");
    act(s, { kind: "play", card: d1!, option: "Prólogo", targets: { t1: [cas] } });
    resolveAll(s);
    expect(s.cards[cas]!.zone).toBe("graveyard");
    act(s, { kind: "play", card: d2!, option: "Epílogo", targets: { t1: [zav] } });
    resolveAll(s);
    expect(attackOf(s, zav)).toBe(0);
    attack(s, zav);
    passUntil(s, inMain(0));
    expect(sanctuaryLife(s, 1)).toBe(20);
    expect(s.events.some((e) => e.t === "sanctuaryDamage")).toBe(false);
  });
});

describe("Reglamento 21: Reliquias", () => {
  it("sin personajes queda en juego sin portador; equiparla después cuesta otra vez su coste", () => {
    const s = scenario({ players: [{ hand: ["Hoja del Alba", "Cas"], essence: 5 }, {}] });
    const hoja = findCard(s, "Hoja del Alba");
    act(s, { kind: "play", card: hoja });
    resolveAll(s);
    expect(s.cards[hoja]!.zone).toBe("battlefield");
    expect(s.cards[hoja]!.bearer).toBe(-1);
    act(s, { kind: "play", card: findCard(s, "Cas", { zone: "hand" }) });
    resolveAll(s);
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    const equip = options(s).find((o) => o.kind === "equip");
    expect(equip).toMatchObject({ kind: "equip", relic: hoja, to: [cas], cost: 2, vincular: false });
    act(s, { kind: "equip", relic: hoja, to: cas });
    resolveAll(s);
    expect(s.cards[hoja]!.bearer).toBe(cas);
    expect(attackOf(s, cas)).toBe(3);
    expect(s.players[0].essence.filter((id) => s.cards[id]!.turned)).toHaveLength(5);
  });

  it("la Reliquia se queda cuando el portador deja el campo", () => {
    const s = scenario({ players: [{ hand: ["Control de Etheria"], essence: 3 }, { battlefield: ["Zav", { card: "Hoja del Alba", bearer: 0 }] }] });
    const zav = findCard(s, "Zav");
    const hoja = findCard(s, "Hoja del Alba");
    expect(attackOf(s, zav)).toBe(5);
    act(s, { kind: "play", card: findCard(s, "Control de Etheria"), targets: { t1: [zav] } });
    resolveAll(s);
    expect(s.cards[hoja]!.zone).toBe("battlefield");
    expect(s.cards[hoja]!.bearer).toBe(-1);
  });

  it("Vincular X: cambia de portador pagando coste + X, cuando se podría jugar un Verso (también en el turno rival)", () => {
    const s = scenario({
      players: [{ hand: ["Rayo"], essence: 1 }, { battlefield: ["Zav", "Cas", { card: "Hoja del Alba", bearer: 0 }], essence: 3 }],
    });
    const hoja = findCard(s, "Hoja del Alba");
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [findCard(s, "Zav")] } });
    const vincular = options(s).find((o) => o.kind === "equip");
    expect(vincular).toMatchObject({ relic: hoja, to: [cas], cost: 3, vincular: true });
    act(s, { kind: "equip", relic: hoja, to: cas });
    resolveAll(s);
    expect(s.cards[hoja]!.bearer).toBe(cas);
    expect(attackOf(s, cas)).toBe(3);
  });

  it("si el portador elegido deja el juego antes de resolverse, la Reliquia entra sin portador", () => {
    const s = scenario({ players: [{ hand: ["Hoja del Alba"], essence: 2, battlefield: ["Cas"] }, { hand: ["Control de Etheria"], essence: 3 }] });
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    const hoja = findCard(s, "Hoja del Alba");
    act(s, { kind: "play", card: hoja, bearer: cas });
    act(s, { kind: "play", card: findCard(s, "Control de Etheria"), targets: { t1: [cas] } });
    resolveAll(s);
    expect(s.cards[hoja]!.zone).toBe("battlefield");
    expect(s.cards[hoja]!.bearer).toBe(-1);
  });
});

describe("Reglamento 22: buscar en la baraja la baraja; mirar no", () => {
  it("Escudero de Etheria busca y baraja; Calma solo mira", () => {
    const s = scenario({ players: [{ hand: ["Escudero de Etheria", "Calma"], essence: 3, deck: ["Cas", "Caballero Leal", "Zav"] }, {}] });
    act(s, { kind: "play", card: findCard(s, "Escudero de Etheria") });
    resolveAll(s);
    expect(s.players[0].hand).toContain(findCard(s, "Caballero Leal"));
    expect(s.events.filter((e) => e.t === "shuffle")).toHaveLength(1);
    act(s, { kind: "play", card: findCard(s, "Calma") });
    resolveAll(s);
    const p = pending(s);
    expect(p.kind).toBe("arrange");
    if (p.kind === "arrange") act(s, { kind: "arrange", top: p.cards, bottom: [] });
    resolveAll(s);
    expect(s.events.filter((e) => e.t === "shuffle")).toHaveLength(1);
  });
});

describe("Reglamento 23 y 26: dueño y controlador", () => {
  it("Traición: el personaje robado puede atacar ese turno y vuelve a su dueño en la limpieza", () => {
    const s = scenario({ players: [{ hand: ["Traición"], essence: 2 }, { battlefield: ["Zav"] }] });
    const zav = findCard(s, "Zav");
    act(s, { kind: "play", card: findCard(s, "Traición"), targets: { t1: [zav] } });
    resolveAll(s);
    expect(s.cards[zav]!.controller).toBe(0);
    expect(s.players[0].battlefield).toContain(zav);
    // Reglamento 26: a change of control is not entering play (no training stage).
    expect(can(s, "embate", zav)).toBe(true);
    attack(s, zav);
    passUntil(s, inMain(0));
    expect(sanctuaryLife(s, 1)).toBe(17);
    endTurn(s);
    expect(s.cards[zav]!.controller).toBe(1);
    expect(s.cards[zav]!.turned).toBe(false);
  });

  it("una carta robada que deja el campo va a la zona de su dueño", () => {
    const s = scenario({ players: [{ hand: ["Traición", "Rayo"], essence: 3 }, { battlefield: ["Cas"] }] });
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    act(s, { kind: "play", card: findCard(s, "Traición"), targets: { t1: [cas] } });
    resolveAll(s);
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [cas] } });
    resolveAll(s);
    expect(s.players[1].graveyard).toContain(cas);
    expect(s.players[0].graveyard).not.toContain(cas);
  });

  it("la Reliquia de un personaje robado sigue equipada y con su controlador original", () => {
    const s = scenario({ players: [{ hand: ["Traición"], essence: 2 }, { battlefield: ["Cas", { card: "Cofre Simple", bearer: 0 }] }] });
    const cas = findCard(s, "Cas", { zone: "battlefield" });
    const cofre = findCard(s, "Cofre Simple");
    act(s, { kind: "play", card: findCard(s, "Traición"), targets: { t1: [cas] } });
    resolveAll(s);
    expect(s.cards[cofre]!.bearer).toBe(cas);
    expect(s.cards[cofre]!.controller).toBe(1);
    expect(attackOf(s, cas)).toBe(2);
  });
});

// --- 24, 25, 26 ---------------------------------------------------------------------------------------

describe("Reglamento 24: Mítica y Límite", () => {
  it("Mítica: la anterior va al cementerio sin ser destruida, antes del Resplandor; también de otro jugador", () => {
    const s = scenario({ players: [{ hand: ["Mártir Mítico"], essence: 2 }, { battlefield: ["Mártir Mítico"] }] });
    const [old, fresh] = [findCard(s, "Mártir Mítico", { zone: "battlefield" }), findCard(s, "Mártir Mítico", { zone: "hand" })];
    act(s, { kind: "play", card: fresh });
    resolveAll(s);
    expect(pending(s)).toMatchObject({ kind: "resplandor", card: fresh });
    expect(s.cards[old]!.zone).toBe("graveyard");
    expect(s.events.some((e) => e.t === "destroyed" && e.card === old)).toBe(false);
    act(s, { kind: "resplandor", activate: false });
    passUntil(s, inMain(0));
    // «Al salir del juego» did trigger for its controller; «Cuando sea destruido» did not.
    expect(sanctuaryLife(s, 1)).toBe(21);
    expect(s.players[1].hand).toHaveLength(0);
  });

  it("Límite: cada copia adicional con el mismo nombre pide uno más", () => {
    const s = scenario({
      players: [{ hand: ["Rayo", "Rayo"], essence: 2, battlefield: ["Cronista Errante", "Cronista Errante"], deck: ["Cas", "Cas", "Cas", "Cas"] }, { battlefield: ["Zav"] }],
    });
    const [c1, c2] = findCards(s, "Cronista Errante");
    const [r1, r2] = findCards(s, "Rayo");
    act(s, { kind: "play", card: r1!, option: "Epílogo" });
    resolveAll(s);
    expect(can(s, "activate", c1)).toBe(true);
    act(s, { kind: "activate", card: c1! });
    resolveAll(s);
    if (pending(s).kind === "choose") act(s, { kind: "choose", cards: s.players[0].hand.filter((id) => id !== r2) });
    resolveAll(s);
    expect(can(s, "activate", c2)).toBe(false);
    act(s, { kind: "play", card: r2!, option: "Epílogo" });
    resolveAll(s);
    expect(can(s, "activate", c2)).toBe(true);
  });
});

describe("Reglamento 25: simultaneidad, empates, baraja vacía, mano de 7", () => {
  it("destrucción simultánea: primero las habilidades de salida del jugador activo", () => {
    const s = scenario({ players: [{ hand: ["Cataclismo"], essence: 5, battlefield: ["Espía Leal"] }, { battlefield: ["Espía Leal"] }] });
    act(s, { kind: "play", card: findCard(s, "Cataclismo"), option: "Prólogo" });
    resolveAll(s);
    const draws = s.events.filter((e) => e.t === "move" && e.reason === "draw").map((e) => (e.t === "move" ? e.player : -1));
    expect(draws).toEqual([0, 1]);
    expect(s.players[0].graveyard).toHaveLength(2);
  });

  it("ambos Santuarios a 0 a la vez: empate", () => {
    const s = scenario({ players: [{ hand: ["Rayo"], essence: 1, life: 1 }, { life: 1 }] });
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Epílogo" });
    resolveAll(s);
    expect(s.result).toEqual({ winner: null, reason: "ambos", turn: 3 });
    expect(pendingDecision(s)).toBeNull();
  });

  it("quien debe robar de una baraja vacía pierde", () => {
    const s = scenario({ phase: "Amanecer", players: [{ deck: [] }, {}] });
    expect(s.result).toEqual({ winner: 1, reason: "baraja", turn: 3 });
  });

  it("en la limpieza se descarta hasta 7 cartas", () => {
    const hand = ["Cas", "Cas", "Cas", "Zav", "Zav", "Zav", "Rayo", "Rayo", "Rayo"];
    const s = scenario({ players: [{ hand }, {}] });
    act(s, { kind: "endPhase" });
    passUntil(s, (p) => p.kind === "choose");
    const p = pending(s);
    expect(p).toMatchObject({ kind: "choose", purpose: "handSize", min: 2, max: 2, player: 0 });
    act(s, { kind: "choose", cards: findCards(s, "Rayo").slice(0, 2) });
    expect(s.players[0].hand).toHaveLength(7);
  });
});

describe("Reglamento 26: 0 de daño no es daño", () => {
  it("un bloqueador con 0 de ataque no hace daño", () => {
    const s = scenario({ players: [{ battlefield: ["Zav"] }, { battlefield: ["Estandarte Vivo"] }] });
    const zav = findCard(s, "Zav");
    attack(s, zav, [findCard(s, "Estandarte Vivo")]);
    passUntil(s, inMain(0));
    expect(s.events.some((e) => e.t === "damage" && e.card === zav)).toBe(false);
    expect(s.cards[findCard(s, "Estandarte Vivo")]!.zone).toBe("graveyard");
  });
});

describe("Elecciones durante la resolución", () => {
  it("descartar: el jugador que descarta elige", () => {
    const s = scenario({ players: [{ hand: ["Susurro del Olvido"], essence: 1 }, { hand: ["Cas", "Zav"] }] });
    act(s, { kind: "play", card: findCard(s, "Susurro del Olvido"), option: "Prólogo" });
    resolveAll(s);
    expect(pending(s)).toMatchObject({ kind: "choose", purpose: "discard", player: 1, min: 1, max: 1 });
    act(s, { kind: "choose", cards: [findCard(s, "Zav")] });
    expect(s.players[1].hand).toEqual([findCard(s, "Cas", { zone: "hand" })]);
  });

  it("buscar: se elige entre las cartas que cumplen la selección", () => {
    const s = scenario({ players: [{ hand: ["Llamada de la Naturaleza"], essence: 3, deck: ["Cas", "Lince de las Dunas", "Titán del Bosque"] }, {}] });
    act(s, { kind: "play", card: findCard(s, "Llamada de la Naturaleza") });
    resolveAll(s);
    const p = pending(s);
    expect(p).toMatchObject({ kind: "choose", purpose: "search" });
    if (p.kind === "choose") expect(p.candidates.map((id) => s.defs[s.cards[id]!.def]!.name).sort()).toEqual(["Cas", "Lince de las Dunas"]);
    act(s, { kind: "choose", cards: [findCard(s, "Lince de las Dunas")] });
    passUntil(s, inMain(0));
    expect(s.cards[findCard(s, "Lince de las Dunas")]!.zone).toBe("battlefield");
  });
});

describe("Reglamento 13 y 16: un Resplandor que aparece mientras se resuelve la cadena", () => {
  it("el personaje buscado y puesto en juego activa su Resplandor, que se resuelve antes que lo que queda debajo", () => {
    const s = scenario({
      players: [
        { hand: ["Rayo", "Llamada de la Naturaleza"], essence: 4, essenceDeck: ["Luz de Etheria"], deck: ["Druida del Manantial", "Cas"] },
        { battlefield: ["Zav"] },
      ],
      options: { autoPass: false },
    });
    const zav = findCard(s, "Zav");
    act(s, { kind: "play", card: findCard(s, "Rayo"), option: "Prólogo", targets: { t1: [zav] } });
    act(s, { kind: "pass" });
    act(s, { kind: "play", card: findCard(s, "Llamada de la Naturaleza") });
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    const p = pending(s);
    expect(p.kind).toBe("choose");
    act(s, { kind: "choose", cards: [findCard(s, "Druida del Manantial")] });
    expect(pending(s)).toMatchObject({ kind: "resplandor" });
    act(s, { kind: "resplandor", activate: true });
    // The opponent may answer the Resplandor; then it resolves, then the Rayo.
    expect(pending(s)).toMatchObject({ kind: "action", window: "chain", player: 1 });
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    passUntil(s, inMain(0));
    const order = s.events.filter((e) => e.t === "chainResolve").map((e) => (e.t === "chainResolve" ? s.defs[s.cards[e.card]!.def]!.name : ""));
    expect(order).toEqual(["Llamada de la Naturaleza", "Druida del Manantial", "Rayo"]);
    expect(s.players[0].essence).toHaveLength(5);
    expect(s.cards[zav]!.damage).toBe(2);
    expect(s.chain).toHaveLength(0);
  });
});

describe("Rulings del motor (docs/rulings.md)", () => {
  it("R27: un personaje que un efecto endereza no declara otro Embate en el turno; el Talento, una vez", () => {
    const s = scenario({ players: [{ battlefield: ["Zav", "Veterana de Mil Batallas"] }, {}] });
    const zav = findCard(s, "Zav");
    const veterana = findCard(s, "Veterana de Mil Batallas");
    // Límite Embate: the Talento needs an Embate first.
    expect(can(s, "activate", veterana)).toBe(false);
    attack(s, zav);
    passUntil(s, inMain(0));
    expect(s.cards[zav]!.turned).toBe(true);
    act(s, { kind: "activate", card: veterana, targets: { t1: [zav] } });
    resolveAll(s);
    expect(s.cards[zav]!.turned).toBe(false);
    // Mecánicas avanzadas, Temple: «solo se puede activar un Embate o un Talento por turno».
    expect(can(s, "embate", zav)).toBe(false);
    expect(sanctuaryLife(s, 1)).toBe(17);
    expect(can(s, "activate", veterana)).toBe(false);
  });

  it("R33: un efecto «Equipa» mueve una Reliquia aunque ya esté equipada", () => {
    const s = scenario({ players: [{ battlefield: ["Maestro de Armas", "Cas", { card: "Hoja del Alba", bearer: 1 }, "Zav"] }, {}] });
    const hoja = findCard(s, "Hoja del Alba");
    const zav = findCard(s, "Zav");
    act(s, { kind: "activate", card: findCard(s, "Maestro de Armas"), targets: { t1: [hoja], t2: [zav] } });
    resolveAll(s);
    expect(s.cards[hoja]!.bearer).toBe(zav);
    expect(attackOf(s, zav)).toBe(5);
  });

  it("R24: «Al comienzo de cada Anochecer» también en el turno rival, sin cadena", () => {
    const s = scenario({ players: [{}, { battlefield: ["Heraldo del Fin"] }] });
    endTurn(s);
    // Player 0's Anochecer only (player 1's has not come yet).
    expect(sanctuaryLife(s, 0)).toBe(19);
    expect(sanctuaryLife(s, 1)).toBe(19);
    expect(s.chain).toHaveLength(0);
  });

  it("R35: las habilidades «Al comienzo de tu Alba» van antes de enderezar y agregar la Escencia", () => {
    const s = scenario({ phase: "Alba", players: [{ battlefield: [{ card: "Clérigo de Etheria", turned: true }], life: 8, essenceDeck: ["Luz de Etheria"] }, {}] });
    const trigger = s.events.findIndex((e) => e.t === "life");
    const untap = s.events.findIndex((e) => e.t === "turned" && !e.turned);
    const essence = s.events.findIndex((e) => e.t === "move" && e.reason === "essence");
    expect(trigger).toBeGreaterThanOrEqual(0);
    expect(trigger).toBeLessThan(untap);
    expect(untap).toBeLessThan(essence);
    expect(sanctuaryLife(s, 0)).toBe(10);
  });

  it("R28: un Imbatible que ya bloqueó con su Embate puede ser bloqueado en su primer ataque", () => {
    const s = scenario({ players: [{ battlefield: ["Soldado Raso", "Muralla Viviente"] }, { battlefield: ["Titán del Bosque"] }] });
    const lince = findCard(s, "Titán del Bosque");
    attack(s, findCard(s, "Soldado Raso"), [lince]);
    passUntil(s, inMain(0));
    expect(s.cards[lince]!.embates).toBe(1);
    endTurn(s);
    act(s, { kind: "embate", card: lince });
    expect(pending(s)).toMatchObject({ kind: "block", player: 0 });
  });

  it("R39: las cartas del mulligan quedan ocultas en los eventos para el rival (Reglamento 11)", () => {
    const legion = decks.find((d) => d.name === "Legión de Etheria")!;
    const s = createGame({ decks: [legion, legion], cards, seed: 3 });
    act(s, { kind: "chooseFirst", start: true });
    const first = s.first as 0 | 1;
    const card = s.players[first].hand[0]!;
    const r = applyDecision(s, { kind: "mulligan", cards: [card] });
    if (!r.ok) throw new Error(r.reason);
    expect(s.players[first].deck.at(-1)).toBe(card);
    const toDeck = (viewer: 0 | 1) => eventsFor(s, r.events, viewer).find((e) => e.t === "move" && e.reason === "mulligan");
    expect(toDeck((1 - first) as 0 | 1)).toMatchObject({ card: -1 });
    expect(toDeck(first)).toMatchObject({ card: -1 });
    expect(viewFor(s, first).cards[card]!.def).toBe(-1);
  });
});
