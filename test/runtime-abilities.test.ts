// Abilities, events and costs of IR v2 in the engine, where a scenario cannot say it:
// activated abilities («Una vez por turno, durante tu Mediodía, …»: the scenario language
// has no sentence to activate one), abilities the card language cannot write yet (a
// granted trigger, a trigger about «ese jugador»), and the plumbing: dispatch with the log
// off, a delayed ability across serialization, the agents.
import { beforeAll, describe, expect, it } from "vitest";
import { compile, type Ability, type CardDefinition, type SourceRange } from "../compiler/index.js";
import {
  applyDecision,
  createScenario,
  describe as describeEvent,
  findCard,
  greedyAgent,
  pendingDecision,
  randomAgent,
  restore,
  serialize,
  type ActionOption,
  type GameState,
  type ScenarioSetup,
} from "../runtime/index.js";
import { act, pending } from "./runtime-helpers.js";

const TEXT = `
carta "Pozo de los Deseos"
  tipo Santuario
  facción Errantes
  vida 20
  Una vez por turno, durante tu Mediodía, puedes descartar una carta. Si lo haces, roba una carta.

carta "Árbol Madre de Yggdral"
  tipo Reliquia
  facción Instinto
  coste 4
  Cada vez que un personaje con 6 o más de Ataque entre en juego bajo tu control, roba una carta.

carta "Coloso de las Raíces"
  tipo Personaje
  facción Instinto
  coste 2
  ataque 6
  vida 6
  Embate.

carta "Inmolación"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Destruye un personaje que controles.
  Epílogo: Un personaje obtiene +3 de Ataque hasta el final del turno. Al comienzo del próximo Anochecer, destrúyelo.

carta "Llamarada"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Haz 2 puntos de daño a un personaje.
  Epílogo: Haz 2 puntos de daño al Santuario de tu oponente.

carta "Cas"
  tipo Personaje
  facción Instinto
  coste 1
  ataque 1
  vida 4
  Embate.

carta "Zirkax"
  tipo Personaje
  facción Caos
  coste 3
  ataque 2
  vida 2
  Embate.
`;

const RANGE: SourceRange = { file: "a mano", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };

/** Cards the language cannot write yet, as IR: what the engine must do with them is still the Reglamento's. */
function handMade(): CardDefinition[] {
  const card = (name: string, type: CardDefinition["type"], abilities: Ability[], extra: Partial<CardDefinition> = {}): CardDefinition => ({
    name,
    type,
    faction: "Caos",
    keywords: [],
    abilities,
    range: RANGE,
    ...extra,
  });
  return [
    // «Una vez por turno, durante tu Mediodía, como coste adicional destruye este personaje: roba dos cartas.»
    card(
      "Fanático",
      "Personaje",
      [
        {
          kind: "activated",
          oncePerTurn: true,
          costs: [{ kind: "destroy", filter: { noun: "Personaje", zone: "juego" }, amount: 1, self: true, range: RANGE }],
          targets: [],
          steps: [{ kind: "draw", player: { kind: "player", who: "you" }, amount: { kind: "fixed", value: 2 }, range: RANGE }],
          range: RANGE,
        },
        {
          kind: "triggered",
          trigger: { kind: "destroyed" },
          targets: [],
          steps: [{ kind: "gainLife", who: { kind: "sanctuary", whose: "you" }, amount: { kind: "fixed", value: 1 }, range: RANGE }],
          range: RANGE,
        },
      ],
      { cost: 2, attack: 1, life: 1 },
    ),
    // «Una vez por turno, durante tu Mediodía, 2 Escencias: tu Santuario gana 3 de vida.»
    card(
      "Fuente Cara",
      "Reliquia",
      [
        {
          kind: "activated",
          oncePerTurn: true,
          costs: [{ kind: "essence", amount: 2, range: RANGE }],
          targets: [],
          steps: [{ kind: "gainLife", who: { kind: "sanctuary", whose: "you" }, amount: { kind: "fixed", value: 3 }, range: RANGE }],
          range: RANGE,
        },
      ],
      { cost: 1 },
    ),
    // «El portador tiene «Cuando este personaje bloquee, haz 1 punto de daño al personaje que bloquea»» (the event's object).
    card(
      "Guantes de Púas",
      "Reliquia",
      [
        {
          kind: "static",
          effect: {
            kind: "grantAbility",
            what: { kind: "bearer" },
            ability: {
              kind: "triggered",
              trigger: { kind: "blocks" },
              targets: [],
              steps: [{ kind: "damage", amount: { kind: "fixed", value: 1 }, to: { kind: "event", role: "object" }, range: RANGE }],
              range: RANGE,
            },
          },
          range: RANGE,
        },
      ],
      { cost: 1 },
    ),
    // «Cada vez que tu oponente juegue un Verso, ese jugador roba una carta.»
    card(
      "Cronista",
      "Personaje",
      [
        {
          kind: "triggered",
          trigger: { kind: "plays", player: "opponent", filter: { noun: "Verso", zone: "mano" } },
          targets: [],
          steps: [{ kind: "draw", player: { kind: "eventPlayer" }, amount: { kind: "fixed", value: 1 }, range: RANGE }],
          range: RANGE,
        },
      ],
      { cost: 2, attack: 1, life: 3 },
    ),
  ];
}

let cards: CardDefinition[];

beforeAll(() => {
  const result = compile([{ path: "habilidades.carta", text: TEXT }]);
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  cards = [...result.cardSet.cards, ...handMade()];
});

const DECK = ["Zirkax", "Zirkax", "Zirkax", "Zirkax", "Zirkax", "Zirkax"];

function scenario(setup: Omit<ScenarioSetup, "cards">): GameState {
  const players = setup.players.map((p) => ({ deck: DECK, ...p })) as ScenarioSetup["players"];
  // Every pass is written: a test sees each window.
  return createScenario({ cards, ...setup, players, options: { autoPass: false, ...setup.options } });
}

function abilityOptions(s: GameState): Extract<ActionOption, { kind: "ability" }>[] {
  const p = pending(s);
  return p.kind === "action" ? p.options.filter((o): o is Extract<ActionOption, { kind: "ability" }> => o.kind === "ability") : [];
}

describe("habilidades activadas («Una vez por turno, durante tu Mediodía, …»)", () => {
  it("son una opción de su controlador en su Mediodía, van a la cadena, se responden y se usan una vez por turno", () => {
    const s = scenario({ players: [{ sanctuary: "Pozo de los Deseos", hand: ["Llamarada"] }, { battlefield: ["Zirkax"] }], active: 0 });
    const pozo = s.players[0].sanctuary;
    const [option] = abilityOptions(s);
    expect(option).toMatchObject({ kind: "ability", card: pozo, cost: 0, targets: [], costs: [] });
    act(s, { kind: "ability", card: pozo });
    // On the chain, and the opponent may answer it (ruling R60).
    expect(s.chain.map((c) => c.kind)).toEqual(["ability"]);
    expect(pending(s)).toMatchObject({ kind: "action", player: 1, window: "chain" });
    expect(s.events.map((e) => describeEvent(e, s))).toContain("Jugador 1 activa una habilidad de «Pozo de los Deseos».");
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    // «puedes descartar una carta»: accepted, the only card is discarded; then it draws.
    act(s, { kind: "optional", accept: true });
    expect(s.players[0].graveyard.map((id) => s.defs[s.cards[id]!.def]!.name)).toEqual(["Llamarada"]);
    expect(s.players[0].hand).toHaveLength(1);
    // Once per turn: no longer an option, and a decision for it says why.
    expect(abilityOptions(s)).toEqual([]);
    const again = applyDecision(s, { kind: "ability", card: pozo });
    expect(again).toMatchObject({ ok: false, code: "alreadyUsed" });
  });

  it("no se activan fuera del Mediodía propio ni con la cadena ocupada, ni las de otro jugador", () => {
    const s = scenario({ players: [{ sanctuary: "Pozo de los Deseos", hand: ["Cas"] }, { hand: ["Llamarada"], essence: 1, battlefield: ["Zirkax"] }], active: 1 });
    // B's Mediodía: A's ability is not B's to use.
    expect(applyDecision(s, { kind: "ability", card: s.players[0].sanctuary }, 1)).toMatchObject({ ok: false, code: "notAvailable" });
    act(s, { kind: "play", card: findCard(s, "Llamarada"), option: "Epílogo" });
    // A answers the chain: not its Mediodía.
    expect(pending(s)).toMatchObject({ kind: "action", player: 0, window: "chain" });
    expect(abilityOptions(s)).toEqual([]);
    expect(applyDecision(s, { kind: "ability", card: s.players[0].sanctuary })).toMatchObject({ ok: false, code: "notNow" });
  });

  it("un coste sobre la propia carta se paga al activarla: destruirla dispara «Cuando … sea destruido»", () => {
    const s = scenario({ players: [{ battlefield: ["Fanático"] }, {}], active: 0 });
    const fanatico = findCard(s, "Fanático");
    const [option] = abilityOptions(s);
    expect(option).toMatchObject({ card: fanatico, costs: [] });
    act(s, { kind: "ability", card: fanatico });
    expect(s.cards[fanatico]!.zone).toBe("graveyard");
    expect(s.events.some((e) => e.t === "destroyed" && e.card === fanatico)).toBe(true);
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    expect(s.players[0].hand).toHaveLength(2);
    expect(s.players[0].life).toBe(21);
  });

  it("con un coste que no se puede pagar no es una opción", () => {
    const s = scenario({ players: [{ battlefield: ["Fuente Cara"], essence: 1 }, {}], active: 0 });
    expect(abilityOptions(s)).toEqual([]);
    expect(applyDecision(s, { kind: "ability", card: findCard(s, "Fuente Cara") })).toMatchObject({ ok: false, code: "cannotPay" });
    const t = scenario({ players: [{ battlefield: ["Fuente Cara"], essence: 2 }, {}], active: 0 });
    expect(abilityOptions(t)).toHaveLength(1);
  });

  it("los agentes las usan", () => {
    const s = scenario({ players: [{ battlefield: ["Fuente Cara"], essence: 2 }, {}], active: 0 });
    const greedy = greedyAgent(1).decide(s, pending(s));
    expect(greedy).toMatchObject({ kind: "ability", card: findCard(s, "Fuente Cara") });
    act(s, greedy);
    for (let seed = 1; seed < 20; seed++) {
      const t = scenario({ players: [{ sanctuary: "Pozo de los Deseos", hand: ["Cas"], battlefield: ["Fuente Cara"], essence: 2 }, {}], active: 0 });
      const agent = randomAgent(seed);
      for (let k = 0; k < 6 && pendingDecision(t) !== null && t.result === null; k++) {
        const d = agent.decide(t, pending(t));
        expect(applyDecision(t, d).ok).toBe(true);
      }
    }
  });
});

describe("disparadores y su evento", () => {
  it("una habilidad otorgada que se dispara es del portador, y «el personaje» del evento es el bloqueado", () => {
    const s = scenario({
      players: [{ battlefield: ["Zirkax"] }, { battlefield: [{ card: "Cas" }, { card: "Guantes de Púas", bearer: 0 }] }],
      active: 0,
    });
    const zirkax = findCard(s, "Zirkax", { zone: "battlefield" });
    act(s, { kind: "embate", card: zirkax });
    act(s, { kind: "block", blockers: [findCard(s, "Cas", { zone: "battlefield" })] });
    // The granted trigger (of Cas) dealt 1 to the blocked attacker before the damage window.
    expect(s.cards[zirkax]!.damage).toBe(1);
  });

  it("«ese jugador» es el del evento: el que jugó el Verso", () => {
    const s = scenario({ players: [{ hand: ["Llamarada"], essence: 1 }, { battlefield: ["Cronista"] }], active: 0 });
    act(s, { kind: "play", card: findCard(s, "Llamarada"), option: "Epílogo" });
    expect(s.players[0].hand).toHaveLength(1);
    expect(s.players[1].hand).toHaveLength(0);
  });

  it("se disparan igual con el registro apagado (las simulaciones)", () => {
    for (const events of [true, false]) {
      const s = scenario({ players: [{ hand: ["Coloso de las Raíces"], essence: 2, battlefield: ["Árbol Madre de Yggdral"] }, {}], active: 0, options: { events } });
      act(s, { kind: "play", card: findCard(s, "Coloso de las Raíces") });
      act(s, { kind: "pass" });
      act(s, { kind: "pass" });
      expect(s.players[0].hand).toHaveLength(1);
    }
  });

  it("una habilidad retrasada es parte del estado: serializada, sigue esperando y se ejecuta una vez", () => {
    const s = scenario({ players: [{ hand: ["Inmolación"], essence: 1, battlefield: ["Cas"] }, { battlefield: ["Zirkax"] }], active: 0 });
    const zirkax = findCard(s, "Zirkax", { zone: "battlefield" });
    act(s, { kind: "play", card: findCard(s, "Inmolación"), option: "Epílogo", targets: { t1: [zirkax] } });
    act(s, { kind: "pass" });
    act(s, { kind: "pass" });
    expect(s.delayed).toHaveLength(1);
    const t = restore(serialize(s));
    act(t, { kind: "endPhase" });
    act(t, { kind: "pass" });
    act(t, { kind: "pass" });
    expect(t.phase).toBe("Anochecer");
    expect(t.cards[zirkax]!.zone).toBe("graveyard");
    expect(t.delayed).toEqual([]);
  });
});
