// Rejected decisions carry a stable code (runtime/rejections.ts): one row per code, a
// state built with createScenario, the wrong decision, the code it must get. A
// rejection leaves the state untouched.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile } from "../compiler/index.js";
import {
  applyDecision,
  createScenario,
  findCard,
  REJECTION_CODES,
  type Decision,
  type GameState,
  type PlayerId,
  type RejectionCode,
  type ScenarioSetup,
} from "../runtime/index.js";
import { bundledCardSources } from "./helpers.js";
import { act, resolveAll } from "./runtime-helpers.js";

const cards = compile(bundledCardSources()).cardSet.cards;

/** A static «no puede bloquear» (Reglamento 0: the card beats the rule that any untapped character may block). */
const VERDUGO = `carta "Verdugo Sin Rostro"
  tipo Personaje
  facción Caos
  coste 3
  ataque 3
  vida 2
  Embate.
  Letal.
  Este personaje no puede bloquear.
`;

function game(setup: Omit<ScenarioSetup, "cards">): GameState {
  return createScenario({ cards, ...setup });
}

interface Row {
  code: RejectionCode;
  name: string;
  state: () => GameState;
  decision: (s: GameState) => Decision;
  from?: PlayerId;
}

const mediodia = (a: ScenarioSetup["players"][0], b: ScenarioSetup["players"][1] = {}): GameState => game({ players: [a, b] });
/** Without automatic passes, so that an Incursión stops in its window before damage. */
const manual = (a: ScenarioSetup["players"][0], b: ScenarioSetup["players"][1]): GameState => game({ players: [a, b], options: { autoPass: false } });

const ROWS: Row[] = [
  {
    code: "gameOver",
    name: "the game already ended",
    state: () => mediodia({ life: 0 }),
    decision: () => ({ kind: "pass" }),
  },
  {
    code: "wrongDecision",
    name: "a block when the engine asks for an action and nobody attacks",
    state: () => mediodia({ battlefield: ["Cas"] }),
    decision: () => ({ kind: "block", blockers: [] }),
  },
  {
    code: "notYourDecision",
    name: "the other player answers",
    state: () => mediodia({ battlefield: ["Cas"] }),
    decision: () => ({ kind: "endPhase" }),
    from: 1,
  },
  {
    code: "badShape",
    name: "a card that is not a number",
    state: () => mediodia({ hand: ["Cas"], essence: 1 }),
    decision: () => ({ kind: "play", card: "Cas" }) as unknown as Decision,
  },
  {
    code: "notNow",
    name: "passing in one's own Mediodía",
    state: () => mediodia({ battlefield: ["Cas"] }),
    decision: () => ({ kind: "pass" }),
  },
  {
    code: "notAvailable",
    name: "playing a card that is in play, not in the hand",
    state: () => mediodia({ battlefield: ["Cas"], essence: 1 }),
    decision: (s) => ({ kind: "play", card: findCard(s, "Cas") }),
  },
  {
    code: "notAnOption",
    name: "activating a Talento the card does not have",
    state: () => mediodia({ battlefield: ["Cas"] }),
    decision: (s) => ({ kind: "activate", card: findCard(s, "Cas") }),
  },
  {
    code: "ambiguous",
    name: "a Verso with Prólogo and Epílogo, without saying which",
    state: () => mediodia({ hand: ["Voto de Protección"], essence: 1, battlefield: ["Cas"] }),
    decision: (s) => ({ kind: "play", card: findCard(s, "Voto de Protección"), targets: { t1: [findCard(s, "Cas")] } }),
  },
  {
    code: "badTiming",
    name: "answering a phase change without saying when",
    state: () => {
      const s = mediodia({ hand: ["Impulso"], essence: 1, battlefield: ["Cas"] });
      act(s, { kind: "endPhase" });
      return s;
    },
    decision: (s) => ({ kind: "play", card: findCard(s, "Impulso"), targets: { t1: [findCard(s, "Cas")] } }),
  },
  {
    code: "firstTurn",
    name: "an Embate in the first turn of the player who started",
    state: () => game({ players: [{ battlefield: ["Zav"] }, {}], turn: 1, first: 0 }),
    decision: (s) => ({ kind: "embate", card: findCard(s, "Zav") }),
  },
  {
    code: "training",
    name: "an Embate of a character that entered this turn",
    state: () => mediodia({ battlefield: [{ card: "Cas", entered: 3 }] }),
    decision: (s) => ({ kind: "embate", card: findCard(s, "Cas") }),
  },
  {
    code: "turned",
    name: "the Talento of a turned character",
    state: () => mediodia({ battlefield: [{ card: "Zirkax", turned: true }] }, { battlefield: ["Cas"] }),
    decision: (s) => ({ kind: "activate", card: findCard(s, "Zirkax"), targets: { t1: [findCard(s, "Cas")] } }),
  },
  {
    code: "alreadyUsed",
    name: "a Talento with Temple a second time in the turn",
    state: () => {
      const s = mediodia({ battlefield: ["Guardiana del Valle", "Cas"] });
      act(s, { kind: "activate", card: findCard(s, "Guardiana del Valle"), targets: { t1: [findCard(s, "Cas")] } });
      resolveAll(s, 4);
      return s;
    },
    decision: (s) => ({ kind: "activate", card: findCard(s, "Guardiana del Valle"), targets: { t1: [findCard(s, "Cas")] } }),
  },
  {
    code: "limitNotMet",
    name: "a Talento with Límite Embate before any Embate",
    state: () => mediodia({ battlefield: ["Veterana de Mil Batallas", { card: "Cas", turned: true }] }),
    decision: (s) => ({ kind: "activate", card: findCard(s, "Veterana de Mil Batallas"), targets: { t1: [findCard(s, "Cas")] } }),
  },
  {
    code: "cannotPay",
    name: "a Talento that costs an Escencia, without Escencias",
    state: () => mediodia({ battlefield: ["Saboteador Enano"] }, { battlefield: ["Hoja del Alba"] }),
    decision: (s) => ({ kind: "activate", card: findCard(s, "Saboteador Enano"), targets: { t1: [findCard(s, "Hoja del Alba")] } }),
  },
  {
    code: "noLegalTarget",
    name: "a Verso whose one target has no candidate",
    state: () => mediodia({ hand: ["Impulso"], essence: 1 }),
    decision: (s) => ({ kind: "play", card: findCard(s, "Impulso"), targets: { t1: [] } }),
  },
  {
    code: "badTarget",
    name: "«otro personaje» aimed at the card itself",
    state: () => mediodia({ battlefield: ["Guardiana del Valle", "Cas"] }),
    decision: (s) => ({ kind: "activate", card: findCard(s, "Guardiana del Valle"), targets: { t1: [findCard(s, "Guardiana del Valle")] } }),
  },
  {
    code: "wrongCount",
    name: "no target where one is required",
    state: () => mediodia({ battlefield: ["Zirkax"] }, { battlefield: ["Cas"] }),
    decision: (s) => ({ kind: "activate", card: findCard(s, "Zirkax"), targets: { t1: [] } }),
  },
  {
    code: "badDivide",
    name: "a split of Aliento Ardiente that does not add up",
    state: () => mediodia({ hand: ["Aliento Ardiente"], essence: 3 }, { battlefield: ["Cas", "Zav"] }),
    decision: (s) => ({ kind: "play", card: findCard(s, "Aliento Ardiente"), targets: { t1: [findCard(s, "Cas"), findCard(s, "Zav")] }, divide: [1, 1] }),
  },
  {
    code: "badCost",
    name: "an additional cost for a card that has none",
    state: () => mediodia({ hand: ["Cas", "Zav"], essence: 1 }),
    decision: (s) => ({ kind: "play", card: findCard(s, "Cas"), costs: [[findCard(s, "Zav")]] }),
  },
  {
    code: "badBearer",
    name: "a Reliquia equipped to the opponent's character",
    state: () => mediodia({ hand: ["Hoja del Alba"], essence: 2, battlefield: ["Cas"] }, { battlefield: ["Zav"] }),
    decision: (s) => ({ kind: "play", card: findCard(s, "Hoja del Alba"), bearer: findCard(s, "Zav") }),
  },
  {
    code: "alreadyEquipped",
    name: "equipping an equipped Reliquia without Vincular",
    state: () => mediodia({ battlefield: ["Cas", { card: "Botas del Viajero", bearer: 0 }, "Zav"], essence: 5 }),
    decision: (s) => ({ kind: "equip", relic: findCard(s, "Botas del Viajero"), to: findCard(s, "Zav") }),
  },
  {
    code: "unblockable",
    name: "blocking the first Embate of an Imbatible attacker",
    state: () => {
      const s = manual({ battlefield: ["Lince de las Dunas"] }, { battlefield: ["Caballero Leal"] });
      act(s, { kind: "embate", card: findCard(s, "Lince de las Dunas") });
      return s;
    },
    // Without a sender: the engine says why it did not ask (with from: 1 it is notYourDecision).
    decision: (s) => ({ kind: "block", blockers: [findCard(s, "Caballero Leal")] }),
  },
  {
    code: "turned",
    name: "blocking with a turned character when it is the only one (nothing is asked)",
    state: () => {
      const s = manual({ battlefield: ["Zirkax"] }, { battlefield: [{ card: "Cas", turned: true }] });
      act(s, { kind: "embate", card: findCard(s, "Zirkax") });
      return s;
    },
    decision: (s) => ({ kind: "block", blockers: [findCard(s, "Cas")] }),
  },
  {
    code: "alreadyBlocked",
    name: "blocking with a character that already blocked this turn",
    state: () => {
      const s = mediodia({ battlefield: ["Zirkax"] }, { battlefield: ["Cas", "Zav"] });
      s.cards[findCard(s, "Cas")]!.blocked = s.turn; // plain data: it blocked earlier in the turn and was untapped since
      act(s, { kind: "embate", card: findCard(s, "Zirkax") });
      return s;
    },
    decision: (s) => ({ kind: "block", blockers: [findCard(s, "Cas")] }),
  },
  {
    code: "restricted",
    name: "blocking with a character that «no puede bloquear»",
    state: () => {
      const verdugo = compile([{ path: "verdugo.carta", text: VERDUGO }]).cardSet.cards;
      const s = createScenario({ cards: [...cards, ...verdugo], players: [{ battlefield: ["Zirkax"] }, { battlefield: ["Verdugo Sin Rostro", "Cas"] }] });
      act(s, { kind: "embate", card: findCard(s, "Zirkax") });
      return s;
    },
    decision: (s) => ({ kind: "block", blockers: [findCard(s, "Verdugo Sin Rostro")] }),
  },
];

describe("rejected decisions carry a stable code", () => {
  for (const row of ROWS) {
    it(`${row.code}: ${row.name}`, () => {
      const s = row.state();
      const before = JSON.stringify(s);
      const r = applyDecision(s, row.decision(s), row.from);
      expect(r.ok ? "aceptada" : `${r.code}: ${r.reason}`).toMatch(new RegExp(`^${row.code}: .{6,}`));
      expect(JSON.stringify(s)).toBe(before);
    });
  }

  it("the table covers every code but noDecision (no state with neither a decision nor a result)", () => {
    const covered = new Set(ROWS.map((r) => r.code));
    expect(REJECTION_CODES.filter((c) => !covered.has(c))).toEqual(["noDecision"]);
  });

  it("runtime/README.md documents every code", () => {
    const readme = readFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "runtime", "README.md"), "utf8");
    expect(REJECTION_CODES.filter((c) => !readme.includes(`| \`${c}\` |`))).toEqual([]);
  });
});
