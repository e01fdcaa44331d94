// The printed wordings the engine runs, below the scenarios (test/escenarios/textos-impresos.escenario):
// what a scenario cannot see (how many shuffles, the log lines, the question asked, the
// rejection code and reason, lasting effects as data, a grant that filters on what it
// grants) and whole random games with cards that use every new step, so the random and
// the greedy agent answer every new decision.
import { describe, expect, it } from "vitest";
import { compile, type CardDefinition, type DeckDefinition } from "../compiler/index.js";
import {
  applyDecision,
  createGame,
  createScenario,
  describe as describeEvent,
  findCard,
  greedyAgent,
  randomAgent,
  type Agent,
  type GameEvent,
  type GameState,
  type ScenarioSetup,
} from "../runtime/index.js";
import { attackOf, hasTrait, lifeOf, matches } from "../runtime/query.js";
import { act, pending, playToEnd, resolveAll } from "./runtime-helpers.js";

const CARDS_TEXT = `carta "Llamada de la Manada"
  tipo Verso
  facción Instinto
  coste 1
  Prólogo: Busca en tu baraja un personaje, muéstralo y ponlo en tu mano. Luego, baraja tu mazo.

carta "Barajador"
  tipo Verso
  facción Instinto
  coste 1
  Prólogo: Roba una carta. Luego, baraja tu mazo.

carta "Pacto de Ceniza"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Tu Santuario pierde 3 de vida. Roba 2 cartas.

carta "Sangre por Sangre"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Si es tu turno, tu Santuario pierde 2 de vida. Si no, roba una carta.

carta "Tributo Dorado"
  tipo Verso
  facción Forja
  coste 1
  Prólogo: Puedes pagar 2 Escencias. Si lo haces, roba 2 cartas.

carta "Escencia de la Savia"
  tipo Escencia especial
  facción Instinto
  Cuando consumas esta Escencia para pagar el coste de un personaje, ese personaje obtiene +1 de Vida de forma permanente.

carta "Centinela Inmóvil"
  tipo Personaje
  facción Orden
  coste 2
  ataque 3
  vida 3
  Embate: Roba una carta.
  Este personaje no puede atacar.

carta "Estandarte de Guerra"
  tipo Reliquia
  facción Valor
  coste 1
  El portador tiene «Embate: Roba una carta.».

carta "Academia de Guerreros"
  tipo Reliquia
  facción Valor
  coste 2
  Tus personajes con Embate tienen «Talento: Roba una carta.».

carta "Bandera de Carga"
  tipo Reliquia
  facción Valor
  coste 2
  Tus personajes con Embate obtienen +1 de ataque.

carta "Escudero"
  tipo Personaje
  facción Valor
  coste 1
  ataque 1
  vida 1

carta "Soldado"
  tipo Personaje
  facción Valor
  coste 1
  ataque 1
  vida 2
  Embate.

carta "Tótem Opresor"
  tipo Reliquia
  facción Caos
  coste 2
  Los personajes de tu oponente obtienen -1 de vida por cada Reliquia que controles.

carta "Amuleto"
  tipo Reliquia
  facción Caos
  coste 1
  El portador obtiene +1 de vida.

carta "Saqueo"
  tipo Personaje
  facción Errantes
  coste 1
  ataque 1
  vida 2
  Sin entrenamiento.
  Talento: Tu oponente descarta hasta 2 cartas.

carta "Excavación Compartida"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Cada jugador bota hasta 2 cartas.

carta "Bendición Prestada"
  tipo Verso
  facción Orden
  coste 1
  Prólogo: Un personaje obtiene +2 de ataque hasta el final de tu próximo turno.

carta "Mercenario a Sueldo"
  tipo Personaje
  facción Valor
  coste 2
  ataque 3
  vida 3
  Embate.
  Al comienzo de tu Mediodía, destruye este personaje a menos que pagues 1 Escencia.

carta "Caudillo de la Horda"
  tipo Personaje
  facción Valor
  coste 3
  ataque 2
  vida 3
  Embate.
  Mientras controles más personajes que tu oponente, este personaje obtiene +1 de ataque.

carta "Acechador Diurno"
  tipo Personaje
  facción Instinto
  coste 2
  ataque 1
  vida 3
  Embate.
  Mientras sea tu turno, este personaje obtiene +2 de ataque.

carta "Arquera de la Muralla"
  tipo Personaje
  facción Orden
  coste 2
  ataque 1
  vida 2
  Interferencia: Haz 2 de daño a un personaje atacante.

carta "Emboscada"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Destruye un personaje bloqueado.

carta "Raíces Profundas"
  tipo Verso
  facción Instinto
  coste 1
  Prólogo: Roba una carta por cada Escencia básica que controles.

carta "Coleccionista de Reliquias"
  tipo Personaje
  facción Forja
  coste 3
  ataque 1
  vida 3
  Embate.
  Este personaje obtiene +1 de ataque por cada Reliquia que controles.

carta "Trueque del Mercader"
  tipo Verso
  facción Errantes
  coste 1
  Prólogo: Descarta hasta 2 cartas. Si lo haces, roba 3 cartas.

carta "Llamada de Ultratumba"
  tipo Verso
  facción Caos
  coste 2
  Prólogo: Pon un personaje de tu cementerio en juego girado.

carta "Reclutamiento Forzoso"
  tipo Verso
  facción Valor
  coste 2
  Prólogo: Busca en tu baraja un personaje y ponlo en juego girado.

carta "Furia Prestada"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Un personaje obtiene +2 de ataque hasta tu próxima Alba.

carta "Vidente del Umbral"
  tipo Personaje
  facción Caos
  coste 2
  ataque 1
  vida 1
  Talento: Mira las tres primeras cartas de tu baraja. Pon una en tu mano y dos en tu cementerio.

carta "Consejo de la Penuria"
  tipo Verso
  facción Orden
  coste 1
  Prólogo: Si tienes menos cartas en la mano que tu oponente, roba 2 cartas.

carta "Grito de Alto"
  tipo Verso
  facción Orden
  coste 1
  Prólogo: Un personaje no puede atacar este turno.

carta "Escencia de Orden"
  tipo Escencia básica
  facción Orden

carta "Catedral del Alba Eterna"
  tipo Santuario
  facción Orden
  vida 20
`;

const compiled = compile([{ path: "impresas.carta", text: CARDS_TEXT }]);
const cards: CardDefinition[] = compiled.cardSet.cards;

function game(setup: Omit<ScenarioSetup, "cards">): GameState {
  return createScenario({ cards, options: { autoPass: false }, ...setup });
}

function eventsOf<T extends GameEvent["t"]>(s: GameState, t: T): Extract<GameEvent, { t: T }>[] {
  return s.events.filter((e): e is Extract<GameEvent, { t: T }> => e.t === t);
}

describe("the printed cards compile", () => {
  it("without diagnostics", () => {
    expect(compiled.diagnostics).toEqual([]);
  });
});

describe("«Busca …. Luego, baraja tu mazo» (ruling R85)", () => {
  it("shuffles the deck once: the «Luego, baraja» is the search's own shuffle", () => {
    const s = game({ players: [{ hand: ["Llamada de la Manada"], essence: 1, deck: ["Soldado", "Escudero", "Amuleto"] }, {}] });
    act(s, { kind: "play", card: findCard(s, "Llamada de la Manada"), option: "Prólogo" });
    resolveAll(s, 4);
    act(s, { kind: "choose", cards: [findCard(s, "Soldado")] });
    expect(s.players[0].hand).toContain(findCard(s, "Soldado"));
    expect(eventsOf(s, "shuffle").filter((e) => e.player === 0)).toHaveLength(1);
  });

  it("a «Luego, baraja» after something else than a search still shuffles", () => {
    const s = game({ players: [{ hand: ["Barajador"], essence: 1, deck: ["Soldado", "Escudero", "Amuleto"] }, {}] });
    act(s, { kind: "play", card: findCard(s, "Barajador"), option: "Prólogo" });
    resolveAll(s, 4);
    expect(eventsOf(s, "shuffle").filter((e) => e.player === 0)).toHaveLength(1);
  });
});

describe("«pierde N de vida» (ruling R82)", () => {
  it("lowers the counter with its own log line, and it is not damage", () => {
    const s = game({ players: [{ hand: ["Pacto de Ceniza"], essence: 1 }, {}] });
    act(s, { kind: "play", card: findCard(s, "Pacto de Ceniza"), option: "Prólogo" });
    resolveAll(s, 4);
    const lost = eventsOf(s, "lifeLost");
    expect(lost).toEqual([{ t: "lifeLost", player: 0, amount: 3, life: 17 }]);
    expect(describeEvent(lost[0]!, s)).toBe("El Santuario de Jugador 1 pierde 3 de vida (queda en 17).");
    expect(eventsOf(s, "sanctuaryDamage")).toEqual([]);
  });

  it("«Si es tu turno, …; si no, …» looks at whose turn it is", () => {
    const mine = game({ players: [{ hand: ["Sangre por Sangre"], essence: 1 }, {}] });
    act(mine, { kind: "play", card: findCard(mine, "Sangre por Sangre"), option: "Prólogo" });
    resolveAll(mine, 4);
    expect(mine.players[0].life).toBe(18);
    expect(mine.players[0].hand).toHaveLength(0);
  });
});

describe("«Puedes pagar N Escencias» (ruling R83)", () => {
  it("asks with the amount, pays with the engine's payment and logs what it paid for", () => {
    const s = game({ players: [{ hand: ["Tributo Dorado"], essence: 3, deck: ["Soldado", "Escudero", "Amuleto"] }, {}] });
    act(s, { kind: "play", card: findCard(s, "Tributo Dorado"), option: "Prólogo" });
    resolveAll(s, 4);
    const p = pending(s);
    expect(p).toMatchObject({ kind: "optional", player: 0, prompt: "¿Pagas 2 Escencias por el efecto de «Tributo Dorado»?" });
    act(s, { kind: "optional", accept: true });
    const paid = eventsOf(s, "effectPaid");
    expect(paid).toHaveLength(1);
    expect(describeEvent(paid[0]!, s)).toBe("Jugador 1 paga 2 Escencia(s) por el efecto de «Tributo Dorado».");
    expect(s.players[0].hand).toHaveLength(2);
  });

  it("paying for an effect is not consuming for a card's cost: «Cuando consumas esta Escencia …» does not fire", () => {
    const s = game({ players: [{ hand: ["Tributo Dorado"], essence: ["Escencia de la Savia", "Escencia de la Savia", "Escencia de la Savia"] }, {}] });
    act(s, { kind: "play", card: findCard(s, "Tributo Dorado"), option: "Prólogo" });
    resolveAll(s, 4);
    act(s, { kind: "optional", accept: true });
    expect(eventsOf(s, "consumed")).toEqual([]);
    expect(eventsOf(s, "trigger")).toEqual([]);
  });

  it("«a menos que pagues»: a player who cannot pay is not asked", () => {
    const s = game({ phase: "Amanecer", phaseStarted: true, players: [{ battlefield: ["Mercenario a Sueldo"], essence: ["girada:Escencia de prueba"] }, {}] });
    for (let k = 0; k < 6 && pending(s).kind === "action" && s.phase !== "Mediodía"; k++) {
      const p = pending(s);
      act(s, p.kind === "action" && p.options.some((o) => o.kind === "endPhase") ? { kind: "endPhase" } : { kind: "pass" });
    }
    expect(s.phase).toBe("Mediodía");
    expect(pending(s).kind).toBe("action");
    expect(s.players[0].graveyard).toContain(findCard(s, "Mercenario a Sueldo"));
  });
});

describe("filters: attackers, blocked attackers, basic Escencias", () => {
  it("«atacante» and «bloqueado» follow the Incursión in progress", () => {
    const s = game({ players: [{ battlefield: ["Soldado", "Escudero"] }, { battlefield: ["Arquera de la Muralla"] }] });
    const soldado = findCard(s, "Soldado");
    const escudero = findCard(s, "Escudero");
    const attacking = { noun: "Personaje", zone: "juego", attacking: true } as const;
    const blocked = { noun: "Personaje", zone: "juego", blocked: true } as const;
    expect(matches(s, soldado, attacking, 1, -1)).toBe(false);
    act(s, { kind: "embate", card: soldado });
    expect(matches(s, soldado, attacking, 1, -1)).toBe(true);
    expect(matches(s, escudero, attacking, 1, -1)).toBe(false);
    expect(matches(s, soldado, blocked, 1, -1)).toBe(false);
    expect(matches(s, soldado, { ...attacking, attacking: false }, 1, -1)).toBe(false);
    act(s, { kind: "block", blockers: [findCard(s, "Arquera de la Muralla")] });
    expect(matches(s, soldado, blocked, 1, -1)).toBe(true);
  });

  it("«Escencia básica» and «especial» read the Escencia's kind", () => {
    const s = game({ players: [{ essence: ["Escencia de Orden", "Escencia de la Savia"] }, {}] });
    const basic = findCard(s, "Escencia de Orden");
    const special = findCard(s, "Escencia de la Savia");
    const f = { noun: "Escencia", zone: "juego", essence: "básica" } as const;
    expect(matches(s, basic, f, 0, -1)).toBe(true);
    expect(matches(s, special, f, 0, -1)).toBe(false);
    expect(matches(s, special, { ...f, essence: "especial" }, 0, -1)).toBe(true);
  });

  it("a field present but undefined (a spread filter) is no condition", () => {
    const s = game({ players: [{ battlefield: ["Soldado"] }, {}] });
    expect(matches(s, findCard(s, "Soldado"), { noun: "Personaje", zone: "juego", controller: undefined, turned: undefined }, 1, -1)).toBe(true);
  });
});

describe("granted traits count for «con …» (hasTrait)", () => {
  it("a bearer with a granted Embate has Embate; without the Reliquia it has none", () => {
    const s = game({ players: [{ battlefield: ["Escudero", { card: "Estandarte de Guerra", bearer: 0 }] }, {}] });
    const escudero = findCard(s, "Escudero");
    expect(hasTrait(s, escudero, "Embate")).toBe(true);
    s.cards[findCard(s, "Estandarte de Guerra")]!.bearer = -1;
    expect(hasTrait(s, escudero, "Embate")).toBe(false);
  });

  it("a static «Tus personajes con Embate obtienen …» counts a granted Embate", () => {
    const s = game({ players: [{ battlefield: ["Escudero", { card: "Estandarte de Guerra", bearer: 0 }, "Bandera de Carga"] }, {}] });
    expect(attackOf(s, findCard(s, "Escudero"))).toBe(2);
  });

  it("a grant «a tus personajes con Embate» does not loop on itself, and the Talento it grants is not an Embate", () => {
    const s = game({ players: [{ battlefield: ["Soldado", "Escudero", "Academia de Guerreros"] }, {}] });
    expect(hasTrait(s, findCard(s, "Soldado"), "Talento")).toBe(true);
    expect(hasTrait(s, findCard(s, "Escudero"), "Talento")).toBe(false);
  });
});

describe("«no puede atacar» (ruling R81)", () => {
  it("a declared Embate is rejected with `restricted` and a Spanish reason", () => {
    const s = game({ players: [{ battlefield: ["Centinela Inmóvil"] }, {}] });
    const r = applyDecision(s, { kind: "embate", card: findCard(s, "Centinela Inmóvil") });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe("restricted");
    expect(r.reason).toBe("«Centinela Inmóvil» (1) no puede atacar ni declarar su Embate: un efecto se lo impide mientras dura.");
  });

  it("the restriction's log line says it", () => {
    const s = game({ players: [{ hand: ["Grito de Alto"], essence: 1 }, { battlefield: ["Soldado"] }] });
    act(s, { kind: "play", card: findCard(s, "Grito de Alto"), option: "Prólogo", targets: { t1: [findCard(s, "Soldado")] } });
    resolveAll(s, 4);
    const e = eventsOf(s, "restriction")[0]!;
    expect(describeEvent(e, s)).toBe("Por un efecto de Jugador 1, «Soldado» no puede(n) atacar.");
  });
});

describe("static «por cada …»", () => {
  it("a Vida lowered per card is counted by the state checks: a character at 0 is destroyed", () => {
    const s = game({ players: [{ battlefield: ["Tótem Opresor"], hand: ["Amuleto"], essence: 1 }, { battlefield: ["Soldado"] }] });
    const soldado = findCard(s, "Soldado");
    expect(lifeOf(s, soldado)).toBe(1);
    act(s, { kind: "play", card: findCard(s, "Amuleto"), bearer: null });
    resolveAll(s, 4);
    expect(s.players[1].graveyard).toContain(soldado);
  });
});

describe("«hasta N» for discarding and milling (ruling R84)", () => {
  it("«Tu oponente descarta hasta 2 cartas»: the opponent chooses, 0 to 2", () => {
    const s = game({ players: [{ battlefield: ["Saqueo"] }, { hand: ["Soldado", "Escudero", "Amuleto"] }] });
    act(s, { kind: "activate", card: findCard(s, "Saqueo") });
    resolveAll(s, 4);
    expect(pending(s)).toMatchObject({ kind: "choose", player: 1, purpose: "discard", min: 0, max: 2 });
    act(s, { kind: "choose", cards: [] });
    expect(s.players[1].hand).toHaveLength(3);
  });

  it("«Cada jugador bota hasta 2 cartas»: each player decides card by card, the active one first", () => {
    const s = game({ players: [{ hand: ["Excavación Compartida"], essence: 1, deck: ["Soldado", "Escudero", "Amuleto"] }, { deck: ["Soldado", "Escudero"] }] });
    act(s, { kind: "play", card: findCard(s, "Excavación Compartida"), option: "Prólogo" });
    resolveAll(s, 4);
    expect(pending(s)).toMatchObject({ kind: "optional", player: 0 });
    act(s, { kind: "optional", accept: true });
    act(s, { kind: "optional", accept: true });
    expect(pending(s)).toMatchObject({ kind: "optional", player: 1 });
    act(s, { kind: "optional", accept: false });
    expect(s.players[0].graveyard.length).toBe(3); // two milled and the Verso
    expect(s.players[1].graveyard.length).toBe(0);
  });
});

describe("«hasta el final de tu próximo turno» as data (ruling R80)", () => {
  it("ends on the turns of the ability's controller, whoever's the card is", () => {
    const s = game({ players: [{ hand: ["Bendición Prestada"], essence: 1 }, { battlefield: ["Soldado"] }] });
    act(s, { kind: "play", card: findCard(s, "Bendición Prestada"), option: "Prólogo", targets: { t1: [findCard(s, "Soldado")] } });
    resolveAll(s, 4);
    expect(s.effects).toEqual([{ kind: "stats", id: findCard(s, "Soldado"), inc: s.cards[findCard(s, "Soldado")]!.inc, attack: 2, life: 0, until: { at: "turnEnd", player: 0, after: s.turn } }]);
    expect(describeEvent(eventsOf(s, "stats")[0]!, s)).toBe("«Soldado» obtiene +2 de ataque hasta el final del próximo turno de Jugador 1.");
  });

  it("«hasta tu próxima Alba» says whose Alba in the log", () => {
    const s = game({ players: [{ hand: ["Furia Prestada"], essence: 1 }, { battlefield: ["Soldado"] }] });
    act(s, { kind: "play", card: findCard(s, "Furia Prestada"), option: "Prólogo", targets: { t1: [findCard(s, "Soldado")] } });
    resolveAll(s, 4);
    expect(describeEvent(eventsOf(s, "stats")[0]!, s)).toBe("«Soldado» obtiene +2 de ataque hasta la próxima Alba de Jugador 1.");
  });
});

describe("a change to a character waiting on the chain (ruling R87)", () => {
  it("the Escencia de la Savia's +1 enters play with the character", () => {
    const s = game({ players: [{ hand: ["Soldado"], essence: ["Escencia de la Savia"] }, {}] });
    const soldado = findCard(s, "Soldado");
    act(s, { kind: "play", card: soldado });
    expect(s.cards[soldado]!.zone).toBe("chain");
    resolveAll(s, 6);
    expect(s.cards[soldado]!.zone).toBe("battlefield");
    expect(lifeOf(s, soldado)).toBe(3);
    expect(s.cards[soldado]!.life).toBe(1);
  });
});

// --- Whole games ---------------------------------------------------------------------------

const PLAYABLE = cards.filter((c) => c.type !== "Santuario" && c.type !== "Escencia").map((c) => c.name);

function deck(name: string): DeckDefinition {
  const range = cards[0]!.range;
  const names: string[] = [];
  for (let k = 0; names.length < 35; k++) names.push(PLAYABLE[k % PLAYABLE.length]!);
  const essence = ["Escencia de Orden", "Escencia de la Savia", "Escencia de Orden", "Escencia de la Savia", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden", "Escencia de Orden"];
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return {
    name,
    format: "Alianza",
    sanctuary: "Catedral del Alba Eterna",
    mainDeck: [...counts].map(([card, count]) => ({ card, count, range })),
    essenceDeck: { first: essence, second: essence },
    arsenal: [],
    range,
  } as DeckDefinition;
}

function playGame(seed: number, agents: [Agent, Agent]): GameState {
  return playToEnd(createGame({ decks: [deck("A"), deck("B")], cards, seed }), agents);
}

describe("random games with the printed cards", () => {
  it("the random agent answers every decision, the games end, the state stays plain JSON", () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30; seed++) {
      const s = playGame(seed, [randomAgent(seed), randomAgent(seed + 100)]);
      expect(s.result).not.toBeNull();
      expect(JSON.parse(JSON.stringify(s))).toEqual(s);
      for (const e of s.events) seen.add(e.t);
    }
    // The games went through the new steps.
    for (const t of ["lifeLost", "effectPaid", "restriction"]) expect(seen).toContain(t);
  });

  it("so does the greedy agent", () => {
    for (let seed = 1; seed <= 15; seed++) {
      const s = playGame(seed, [greedyAgent(seed), randomAgent(seed)]);
      expect(s.result).not.toBeNull();
    }
  });
});
