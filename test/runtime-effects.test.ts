// The runtime of IR v2 effects below the scenarios: the choice among found cards
// (validated, and visible only to who looked), chain targets and «uno o dos», lasting
// effects as plain data that end when they should, the log lines of the new events, and
// whole random games with printed-style cards that use every new step (the random and the
// greedy agent must answer every new decision).
import { describe, expect, it } from "vitest";
import { compile, type CardDefinition, type DeckDefinition } from "../compiler/index.js";
import {
  applyDecision,
  createGame,
  createScenario,
  describe as describeEvent,
  eventsFor,
  findCard,
  greedyAgent,
  pendingDecision,
  randomAgent,
  replay,
  restore,
  serialize,
  viewFor,
  type Agent,
  type Decision,
  type GameEvent,
  type GameState,
  type ScenarioSetup,
} from "../runtime/index.js";
import { conditionHolds, matches } from "../runtime/query.js";
import { act, pending, playToEnd, resolveAll } from "./runtime-helpers.js";

/** Printed-style cards (from the corpus of printed texts, plus a few written for these tests). */
const CARDS_TEXT = `carta "Rastreadora de Huellas"
  tipo Personaje
  facción Instinto
  coste 2
  ataque 2
  vida 1
  Embate. Cuando este personaje entre en juego, mira las tres primeras cartas de tu baraja. Puedes revelar un personaje de entre ellas y ponerlo en tu mano. Pon el resto en el fondo de tu baraja en cualquier orden.

carta "Vagabunda del Camino Gris"
  tipo Personaje
  facción Errantes
  coste 1
  ataque 1
  vida 2
  Embate. Cuando este personaje entre en juego, mira las dos primeras cartas de tu baraja. Pon cualquier cantidad de ellas en el fondo de tu baraja y el resto en la parte superior, en cualquier orden.

carta "Inventario"
  tipo Verso
  facción Forja
  coste 2
  Prólogo: Busca en tu baraja una Reliquia con coste 3 o menos, muéstrala y ponla en tu mano. Luego, baraja tu mazo. Epílogo: Mira las tres primeras cartas de tu baraja. Pon una en tu mano y las demás en el fondo de tu baraja en cualquier orden.

carta "Llamada de la Manada"
  tipo Verso
  facción Instinto
  coste 3
  Prólogo: Busca en tu baraja un personaje de Instinto, muéstralo y ponlo en tu mano. Luego, baraja tu mazo. Epílogo: Revela las cuatro primeras cartas de tu baraja. Pon en tu mano los personajes revelados y el resto en el fondo de tu baraja.

carta "Susurros de Locura"
  tipo Verso
  facción Caos
  coste 2
  Prólogo: Mira la mano de tu oponente y elige una carta que no sea un personaje. Tu oponente la descarta. Epílogo: Tu oponente bota cuatro cartas.

carta "Sendero Oculto"
  tipo Verso
  facción Errantes
  coste 0
  Límite: Verso. Prólogo: Mira las cuatro primeras cartas de tu baraja. Pon una en tu mano y el resto en el fondo de tu baraja en cualquier orden. Epílogo: Elige hasta tres cartas de tu cementerio, muéstralas y barájalas en tu mazo. Luego, roba una carta.

carta "Vigía de la Torre de Latón"
  tipo Personaje
  facción Forja
  coste 1
  ataque 0
  vida 3
  Talento, Temple: Mira la primera carta de tu baraja. Si es una Reliquia, puedes revelarla y ponerla en tu mano.

carta "Fauces"
  tipo Verso
  facción Instinto
  coste 2
  Prólogo: Un personaje que controles hace daño igual a su Ataque a un personaje que tu oponente controle. Epílogo: Destruye una Reliquia con coste 3 o menos.

carta "Estampida"
  tipo Verso
  facción Instinto
  coste 5
  Prólogo: Los personajes que controles obtienen +2 de Ataque y Devastar hasta el final del turno. Epílogo: Haz al Santuario de tu oponente tanto daño como el mayor Ataque entre los personajes que controles.

carta "Gólem de Yunque"
  tipo Personaje
  facción Forja
  coste 5
  ataque 3
  vida 6
  Embate: Este personaje obtiene +1 de Ataque hasta el final del turno por cada Reliquia que controles.

carta "Niebla del Camino"
  tipo Verso
  facción Errantes
  coste 3
  Prólogo: Previene todo el daño que fuera a hacerse en duelos este turno. Epílogo: Devuelve una Escencia que tu oponente controle.

carta "Reforja"
  tipo Verso
  facción Forja
  coste 2
  Prólogo: Devuelve una Reliquia de tu cementerio a tu mano. Epílogo: Cambia de portador una Reliquia que controles a otro personaje que controles, sin pagar su coste.

carta "Trueque"
  tipo Verso
  facción Errantes
  coste 4
  Prólogo: Elige un personaje que controles y un personaje que tu oponente controle. Intercambia el control de ambos. Epílogo: Gana el control de un personaje hasta el final del turno. Enderézalo; obtiene Sin entrenamiento hasta el final del turno.

carta "Desmantelar"
  tipo Verso
  facción Forja
  coste 3
  Prólogo: Elige una Reliquia equipada. Haz 2 puntos de daño a su portador y luego destruye esa Reliquia. Epílogo: Gana el control de una Reliquia sin portador.

carta "Ruina Compartida"
  tipo Verso
  facción Caos
  coste 2
  Vestigios. Prólogo: Destruye un personaje con 3 o menos de Vida. Epílogo: Destruye una Reliquia y haz 2 puntos de daño al Santuario de su controlador.

carta "Horror Reptante"
  tipo Personaje
  facción Caos
  coste 2
  ataque 3
  vida 3
  Embate. Al comienzo de tu Alba, puedes destruir otro personaje que controles. Si no lo haces, haz 2 puntos de daño a tu Santuario.

carta "Honor de los Caídos"
  tipo Verso
  facción Valor
  coste 3
  Prólogo: Los personajes que controles obtienen +1 de Ataque y +1 de Vida de forma permanente. Epílogo: Si tu Santuario tiene menos vida que el de tu oponente, roba dos cartas. Si no, roba una carta.

carta "Guardián del Umbral"
  tipo Personaje
  facción Orden
  coste 6
  ataque 3
  vida 8
  Los personajes que tu oponente controle obtienen -1 de Ataque. Interferencia: Previene todo el daño que fuera a recibir un personaje que controles este turno.

carta "Amparo de los Justos"
  tipo Verso
  facción Orden
  coste 2
  Prólogo: Previene todo el daño que fueran a recibir los personajes que controles este turno. Epílogo: Previene los próximos 5 puntos de daño que fueran a hacerse a tu Santuario este turno.

carta "Orden de Rendición"
  tipo Verso
  facción Orden
  coste 4
  Prólogo: Gira hasta dos personajes. No se enderezan durante la próxima Alba de su controlador. Epílogo: Los personajes que tu oponente controle no pueden activar su Embate hasta el final de su próximo turno.

carta "Espía del Paso"
  tipo Personaje
  facción Errantes
  coste 1
  ataque 1
  vida 1
  Sin entrenamiento. Interferencia: Un personaje no puede bloquear este turno.

carta "Duelista de Acero"
  tipo Personaje
  facción Valor
  coste 3
  ataque 3
  vida 3
  Embate. Este personaje no puede ser bloqueado por personajes con 2 o menos de Ataque.

carta "Verdugo Sin Rostro"
  tipo Personaje
  facción Caos
  coste 5
  ataque 4
  vida 3
  Embate. Letal. Este personaje no puede bloquear.

carta "Juez de Ceniza Clara"
  tipo Personaje
  facción Orden
  coste 3
  ataque 1
  vida 4
  Mientras este personaje esté enderezado, tu oponente no puede activar rasgos de Interferencia. Interferencia: Prohíbe un rasgo de Talento o de Resplandor a menos que su controlador pague 1 Escencia.

carta "Velmira, Arconte Inquebrantable"
  tipo Personaje
  facción Orden
  coste 7
  ataque 5
  vida 7
  Mítica. Embate. Los personajes que controles no pueden ser objetivo de Versos que tu oponente juegue. Al comienzo de tu Alba, tu Santuario gana 2 de vida.

carta "Capa del Viajero"
  tipo Reliquia
  facción Errantes
  coste 2
  El portador no puede ser objetivo de Versos ni de rasgos de tu oponente. Vincular 1.

carta "Edicto de Silencio"
  tipo Verso
  facción Orden
  coste 2
  Prólogo: Prohíbe un Verso a menos que su controlador pague 2 Escencias. Epílogo: Prohíbe un rasgo de Resplandor o de Interferencia.

carta "Espejismo"
  tipo Verso
  facción Errantes
  coste 3
  Prólogo: Prohíbe un Verso o una Reliquia. Epílogo: Prohíbe un rasgo de Talento, de Interferencia o de Resplandor.

carta "Erupción"
  tipo Verso
  facción Caos
  coste 4
  Prólogo: Reparte 4 puntos de daño como elijas entre uno o dos personajes. Epílogo: Haz 1 punto de daño a cada personaje que tu oponente controle y 2 puntos de daño a su Santuario.

carta "Sentencia"
  tipo Verso
  facción Orden
  coste 3
  Jugar este Verso cuesta 1 menos si controlas tres o más personajes. Prólogo: Destruye un personaje girado. Epílogo: Destruye una Reliquia o un personaje con Vida 2 o menos.

carta "Coloso de Musgo"
  tipo Personaje
  facción Instinto
  coste 7
  ataque 7
  vida 8
  Embate. Devastar. Jugar este personaje cuesta 1 menos por cada personaje con 4 o más de Ataque que controles.

carta "Nómada de las Dunas"
  tipo Personaje
  facción Errantes
  coste 3
  ataque 3
  vida 3
  Embate. Mientras tengas 2 cartas o menos en la mano, este personaje obtiene +2 de Ataque.

carta "Espectro de la Fosa"
  tipo Personaje
  facción Caos
  coste 3
  ataque 4
  vida 3
  Vestigios. Embate. Mientras tu Santuario tenga 10 o menos de vida, este personaje tiene Letal.

carta "Golpe de Martillo"
  tipo Verso
  facción Forja
  coste 1
  Prólogo: Un personaje con una Reliquia equipada obtiene +2 de Ataque y +2 de Vida hasta el final del turno. Epílogo: Haz 2 puntos de daño a un personaje que no tenga Reliquias equipadas.

carta "Halcón de Tormenta"
  tipo Personaje
  facción Instinto
  coste 2
  ataque 2
  vida 1
  Embate. Cuando este personaje sea bloqueado, inflige 1 punto de daño a cada personaje que lo bloquee.

carta "Cosecha Funesta"
  tipo Verso
  facción Caos
  coste 2
  Prólogo: Destruye hasta dos personajes girados. Roba una carta por cada uno de ellos. Epílogo: Roba hasta dos cartas.

carta "Ratero"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Tu oponente descarta una carta al azar. Epílogo: Tu oponente descarta una carta.

carta "Maldición"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Un personaje no puede bloquear hasta el final de su próximo turno. Epílogo: Tu Santuario gana 1 de vida.

carta "Coloso Pétreo"
  tipo Personaje
  facción Forja
  coste 3
  ataque 3
  vida 5
  Este personaje no puede ser destruido.

carta "Sanadora"
  tipo Personaje
  facción Orden
  coste 2
  ataque 1
  vida 2
  Talento: Quita todo el daño de un personaje.

carta "Cazador de Gigantes"
  tipo Personaje
  facción Valor
  coste 2
  ataque 2
  vida 2
  Talento: Destruye un personaje con más Ataque que él.

carta "Velo Protector"
  tipo Verso
  facción Orden
  coste 1
  Prólogo: Un personaje que controles no puede ser objetivo de Versos de tu oponente este turno. Epílogo: Un personaje no puede ser destruido este turno.

carta "Rompefilas"
  tipo Personaje
  facción Valor
  coste 2
  ataque 2
  vida 2
  Embate. Este personaje no puede ser bloqueado.

carta "Guerrero Impaciente"
  tipo Personaje
  facción Valor
  coste 2
  ataque 2
  vida 2
  Embate. Al comienzo de tu Anochecer, si este personaje no activó su Embate este turno, destrúyelo.

carta "Escudo del Juramento"
  tipo Reliquia
  facción Orden
  coste 2
  El portador obtiene +2 de Vida. Vincular 1.

carta "Sierpe del Pantano"
  tipo Personaje
  facción Instinto
  coste 2
  ataque 1
  vida 3
  Letal.

carta "Llamarada"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Haz 2 puntos de daño a un personaje. Epílogo: Haz 2 puntos de daño al Santuario de tu oponente.

carta "Catedral del Alba Eterna"
  tipo Santuario
  facción Orden
  vida 24
  Al comienzo de tu Alba, si este Santuario tiene 40 o más de vida, eres declarado vencedor del juego.

carta "Escencia del Coraje"
  tipo Escencia especial
  facción Valor
  Mientras esta Escencia esté enderezada, los personajes de Valor que controles obtienen +1 de Ataque.

carta "Escencia de Orden"
  tipo Escencia básica
  facción Orden
`;

const compiled = compile([{ path: "efectos.carta", text: CARDS_TEXT }]);
const cards: CardDefinition[] = compiled.cardSet.cards;

function game(setup: Omit<ScenarioSetup, "cards">): GameState {
  return createScenario({ cards, ...setup });
}

describe("the test cards", () => {
  it("compile without errors", () => {
    expect(compiled.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(cards.length).toBe(50);
  });
});

describe("choosing among the cards found (Reglamento 23: not a target)", () => {
  const inventario = (): GameState => {
    const s = game({ players: [{ hand: ["Inventario"], essence: 2, deck: ["Sanadora", "Rompefilas", "Ratero", "Maldición"] }, {}], options: { autoPass: false } });
    act(s, { kind: "play", card: findCard(s, "Inventario"), option: "Epílogo" });
    resolveAll(s, 4);
    return s;
  };

  it("offers the three cards looked at, one to choose", () => {
    const s = inventario();
    const p = pending(s);
    expect(p.kind).toBe("choose");
    if (p.kind !== "choose") return;
    expect(p.player).toBe(0);
    expect(p.purpose).toBe("choose");
    expect([p.min, p.max]).toEqual([1, 1]);
    expect(p.candidates.map((id) => s.defs[s.cards[id]!.def]!.name)).toEqual(["Sanadora", "Rompefilas", "Ratero"]);
  });

  it("rejects a card that was not looked at and a wrong count, without changing the state", () => {
    const s = inventario();
    const before = JSON.stringify(s);
    const r1 = applyDecision(s, { kind: "choose", cards: [findCard(s, "Maldición")] });
    expect(r1.ok ? "aceptada" : r1.code).toBe("notAnOption");
    const p = pending(s);
    if (p.kind !== "choose") throw new Error("choose expected");
    const r2 = applyDecision(s, { kind: "choose", cards: p.candidates.slice(0, 2) });
    expect(r2.ok ? "aceptada" : r2.code).toBe("wrongCount");
    expect(JSON.stringify(s)).toBe(before);
  });

  it("shows the cards looked at to the chooser only; the log hides them from the opponent", () => {
    const s = inventario();
    const p = pending(s);
    if (p.kind !== "choose") throw new Error("choose expected");
    const mine = viewFor(s, 0);
    const theirs = viewFor(s, 1);
    for (const id of p.candidates) {
      expect(mine.cards[id]!.def).toBeGreaterThanOrEqual(0);
      expect(theirs.cards[id]!.def).toBe(-1);
    }
    const look = s.events.find((e): e is Extract<GameEvent, { t: "lookAt" }> => e.t === "lookAt")!;
    expect(look.cards).toEqual(p.candidates);
    const hidden = eventsFor(s, [look], 1)[0] as Extract<GameEvent, { t: "lookAt" }>;
    expect(hidden.cards).toEqual([-1, -1, -1]);
  });
});

describe("«uno o dos» (count.min)", () => {
  it("asks for at least one target when there are candidates", () => {
    const s = game({ players: [{ hand: ["Erupción"], essence: 4 }, { battlefield: ["Rompefilas", "Sanadora"] }] });
    const option = pending(s).kind === "action" ? (pending(s) as Extract<ReturnType<typeof pending>, { kind: "action" }>).options.find((o) => o.kind === "play" && o.option === "Prólogo") : undefined;
    expect(option?.kind === "play" ? [option.targets[0]!.min, option.targets[0]!.max] : null).toEqual([1, 2]);
    const r = applyDecision(s, { kind: "play", card: findCard(s, "Erupción"), option: "Prólogo", targets: { t1: [] } });
    expect(r.ok ? "aceptada" : r.code).toBe("wrongCount");
  });
});

describe("lasting effects", () => {
  it("are plain data and end at the cleanup of the turn they say", () => {
    const s = game({ players: [{ hand: ["Maldición"], essence: 1, deck: ["Ratero", "Ratero", "Ratero"] }, { battlefield: ["Rompefilas"], deck: ["Ratero", "Ratero", "Ratero"] }], options: { autoPass: false } });
    act(s, { kind: "play", card: findCard(s, "Maldición"), option: "Prólogo", targets: { t1: [findCard(s, "Rompefilas")] } });
    resolveAll(s, 4);
    expect(s.effects).toHaveLength(1);
    expect(s.effects[0]).toMatchObject({ kind: "restrict", restriction: { kind: "cannotBlock" }, until: { at: "turnEnd", player: 1 } });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
    // Through A's cleanup (the effect stays) and B's (it ends).
    const untilTurn = (turn: number): void => {
      for (let guard = 0; guard < 200 && s.turn < turn; guard++) {
        const p = pending(s);
        act(s, p.kind === "action" ? (p.options.some((o) => o.kind === "pass") ? { kind: "pass" } : { kind: "endPhase" }) : p.kind === "block" ? { kind: "block", blockers: [] } : (() => { throw new Error(p.kind); })());
      }
    };
    const start = s.turn;
    untilTurn(start + 1);
    expect(s.effects).toHaveLength(1);
    untilTurn(start + 2);
    expect(s.effects).toHaveLength(0);
  });

  it("a shield of N points wears out and is removed", () => {
    const s = game({
      active: 1,
      players: [{ hand: ["Amparo de los Justos"], essence: 2 }, { hand: ["Llamarada", "Llamarada", "Llamarada"], essence: 3 }],
      options: { autoPass: false },
    });
    const [l1, l2, l3] = s.players[1].hand;
    act(s, { kind: "play", card: l1!, option: "Epílogo" });
    act(s, { kind: "play", card: findCard(s, "Amparo de los Justos"), option: "Epílogo" });
    resolveAll(s, 6);
    expect(s.effects).toMatchObject([{ kind: "shield", left: 3 }]);
    expect(s.players[0].life).toBe(20);
    act(s, { kind: "play", card: l2!, option: "Epílogo" });
    resolveAll(s, 4);
    expect(s.effects).toMatchObject([{ kind: "shield", left: 1 }]);
    act(s, { kind: "play", card: l3!, option: "Epílogo" });
    resolveAll(s, 4);
    expect(s.effects).toEqual([]);
    expect(s.players[0].life).toBe(19);
    expect(s.events.filter((e) => e.t === "prevented").map((e) => (e as { amount: number }).amount)).toEqual([2, 2, 1]);
  });
});

describe("log lines for the new events", () => {
  const samples: GameEvent[] = [
    { t: "lookAt", player: 0, whose: 1, from: "hand", cards: [1, 2] },
    { t: "lookAt", player: 0, whose: 0, from: "deckTop", cards: [1] },
    { t: "reveal", player: 0, cards: [1] },
    { t: "prevented", card: 1, source: 2, amount: 3 },
    { t: "shield", player: 0, cards: [], amount: 5, combatOnly: false },
    { t: "restriction", player: 1, restriction: "cannotBlock", cards: [1], players: [] },
    { t: "damageRemoved", card: 1, amount: 2 },
    { t: "gameOver", winner: 0, reason: "efecto" },
  ];
  it("each has a Spanish line", () => {
    const s = game({ players: [{ battlefield: ["Rompefilas", "Sanadora"] }, {}] });
    for (const e of samples) expect(describeEvent(e, s)).toMatch(/^[A-ZÁÉÍÓÚ«S].{10,}\.$/);
    expect(describeEvent(samples[0]!, s)).toBe("Jugador 1 mira la mano de Jugador 2 (2 carta(s)).");
    expect(describeEvent(samples[7]!, s)).toContain("una carta lo declaró vencedor");
  });
});

describe("values of IR v2 read by the engine", () => {
  it("«cardsIn» counts the cards in play that match (zone juego)", () => {
    const s = game({ players: [{ battlefield: ["Rompefilas", "Sanadora", "Escudo del Juramento"] }, {}] });
    const two = (noun: "Personaje" | "Reliquia", value: number): boolean =>
      conditionHolds(s, { kind: "cardsIn", whose: "you", zone: "juego", compare: { op: "ge", value }, filter: { noun, zone: "juego" } }, 0, -1);
    expect(two("Personaje", 2)).toBe(true);
    expect(two("Personaje", 3)).toBe(false);
    expect(two("Reliquia", 1)).toBe(true);
    expect(conditionHolds(s, { kind: "cardsIn", whose: "opponent", zone: "juego", compare: { op: "eq", value: 0 } }, 0, -1)).toBe(true);
  });

  it("«que lo bloquee» on a Reliquia: the characters blocking its bearer", () => {
    const s = game({
      players: [{ battlefield: ["Guerrero Impaciente", { card: "Escudo del Juramento", bearer: 0 }, "Sanadora"] }, { battlefield: ["Cazador de Gigantes", "Coloso Pétreo"] }],
      options: { autoPass: false },
    });
    act(s, { kind: "embate", card: findCard(s, "Guerrero Impaciente") });
    const blocker = findCard(s, "Cazador de Gigantes");
    act(s, { kind: "block", blockers: [blocker] });
    const escudo = findCard(s, "Escudo del Juramento");
    const f = { noun: "Personaje" as const, zone: "juego" as const, blocking: "bearer" as const };
    expect(matches(s, blocker, f, 0, escudo)).toBe(true);
    expect(matches(s, findCard(s, "Coloso Pétreo"), f, 0, escudo)).toBe(false);
    // With the Escudo on a character that is not attacking, nobody blocks its bearer.
    s.cards[escudo]!.bearer = findCard(s, "Sanadora");
    expect(matches(s, blocker, f, 0, escudo)).toBe(false);
    expect(matches(s, blocker, { ...f, blocking: "any" }, 0, escudo)).toBe(true);
  });

  it("«Revela» shows the cards to both players in the log", () => {
    const s = game({ players: [{ hand: ["Llamada de la Manada"], essence: 3, deck: ["Rompefilas", "Ratero", "Sanadora", "Maldición", "Ratero"] }, {}], options: { autoPass: false } });
    act(s, { kind: "play", card: findCard(s, "Llamada de la Manada"), option: "Epílogo" });
    resolveAll(s, 4);
    const reveal = s.events.find((e): e is Extract<GameEvent, { t: "reveal" }> => e.t === "reveal")!;
    expect(reveal.cards).toHaveLength(4);
    expect(eventsFor(s, [reveal], 1)[0]).toEqual(reveal);
    expect(describeEvent(reveal, s)).toBe("Jugador 1 revela «Rompefilas», «Ratero», «Sanadora» y «Maldición».");
  });
});

// --- Whole games -------------------------------------------------------------------------

const PLAYABLE = cards.filter((c) => c.type !== "Santuario" && c.type !== "Escencia").map((c) => c.name);

function deck(name: string, offset: number): DeckDefinition {
  const range = cards[0]!.range;
  const names = PLAYABLE.slice(offset).concat(PLAYABLE.slice(0, offset)).slice(0, 35);
  const essence = ["Escencia de Orden", "Escencia del Coraje", "Escencia de Orden", "Escencia del Coraje", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden"];
  return {
    name,
    format: "Alianza",
    sanctuary: "Catedral del Alba Eterna",
    mainDeck: names.map((card) => ({ card, count: 1, range })),
    essenceDeck: { first: essence, second: essence },
    arsenal: [],
    range,
  } as DeckDefinition;
}

function playGame(seed: number, agents: [Agent, Agent]): GameState {
  return playToEnd(createGame({ decks: [deck("A", 0), deck("B", 20)], cards, seed }), agents);
}

describe("random games with the v2 effects", () => {
  it("the random agent answers every decision, the games end, the state stays plain JSON", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const s = playGame(seed, [randomAgent(seed), randomAgent(seed + 100)]);
      expect(s.result).not.toBeNull();
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      for (const e of s.events) seen.add(e.t);
    }
    // The games went through the new effects.
    for (const t of ["lookAt", "restriction", "shield"]) expect(seen).toContain(t);
  });

  it("serializing mid-game and replaying the decisions change nothing", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const setup = { decks: [deck("A", 0), deck("B", 20)] as [DeckDefinition, DeckDefinition], cards, seed };
      const agents = [randomAgent(seed), randomAgent(seed + 7)];
      const s = createGame(setup);
      const decisions: Decision[] = [];
      let copy: GameState | null = null;
      for (let guard = 0; guard < 20000; guard++) {
        const p = pendingDecision(s);
        if (p === null) break;
        const d = agents[p.player]!.decide(s, p);
        act(s, d);
        decisions.push(d);
        if (decisions.length === 120) copy = restore(serialize(s));
      }
      expect(JSON.stringify(replay(setup, decisions).result)).toBe(JSON.stringify(s.result));
      if (copy !== null) {
        for (const d of decisions.slice(120)) act(copy, d);
        expect(JSON.stringify({ ...copy, defs: [] })).toBe(JSON.stringify({ ...s, defs: [] }));
      }
    }
  });

  it("so does the greedy agent", () => {
    for (let seed = 1; seed <= 15; seed++) {
      const s = playGame(seed, [greedyAgent(seed), randomAgent(seed)]);
      expect(s.result).not.toBeNull();
    }
  });
});
