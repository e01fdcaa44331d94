// Building a game in the middle: hands, battlefield, Escencia, phase and whose turn,
// without playing the turns that lead there. For rules tests, worked examples and
// designer scenarios; the result is an ordinary state that continues with decisions.
import type { CardDefinition, CardSet, GrantableKeyword, Phase } from "../compiler/ir.js";
import { cardList, emptyState, newCard } from "./engine/create.js";
import { run } from "./engine/run.js";
import { other } from "./query.js";
import { register } from "./state.js";
import { COUNTED, type GameOptions, type GameState, type PlayerId, type ZoneName } from "./types.js";

export interface ScenarioCard {
  card: string;
  turned?: boolean;
  damage?: number;
  /** Turn it entered play; the scenario's turn means it is in its training stage. Default 0. */
  entered?: number;
  /** Permanent modifiers. */
  attack?: number;
  life?: number;
  keywords?: GrantableKeyword[];
  /** A Reliquia's bearer: index into the `battlefield` list of the same player (or of `bearerPlayer`). */
  bearer?: number;
  /** Whose `battlefield` list `bearer` indexes (Reglamento 23: a relic may stay on a character another player gained). Default: the same player. */
  bearerPlayer?: PlayerId;
  /** Its owner when another player controls it (Reglamento 23). Default: the player whose battlefield lists it. */
  owner?: PlayerId;
  /** Temporary modifiers and keywords, gone at cleanup (Reglamento 20). */
  tempAttack?: number;
  tempLife?: number;
  tempKeywords?: GrantableKeyword[];
  /** Embate activations since it entered play (Imbatible only protects the first). */
  embates?: number;
  /** With `embates`, whether the last was this turn (one Embate per turn, ruling R27); default true. */
  attackedThisTurn?: boolean;
}

export interface ScenarioPlayer {
  /** Santuario name; a plain 20-life «Santuario de prueba» if absent. */
  sanctuary?: string;
  /** Santuario life counter; the printed life if absent. */
  life?: number;
  hand?: string[];
  /** Main deck, top first. */
  deck?: string[];
  graveyard?: string[];
  /** Escencia in play: a number of untapped basic «Escencia de prueba», or names (prefix «girada:» for a turned one). */
  essence?: number | string[];
  /** Escencia deck, top first. */
  essenceDeck?: string[];
  battlefield?: (string | ScenarioCard)[];
  /** What this player already did this turn (Límite, Reglamento 24): counts by `COUNTED` name. */
  counts?: Partial<Record<(typeof COUNTED)[number], number>>;
}

export interface ScenarioSetup {
  cards: CardSet | readonly CardDefinition[];
  players: [ScenarioPlayer, ScenarioPlayer];
  /** Whose turn (default 0). */
  active?: PlayerId;
  /** Turn number (default 3: not the first turn of anybody). */
  turn?: number;
  /** Who started the game (default: the one whose turn numbers are odd). */
  first?: PlayerId;
  /** The phase that starts now (default Mediodía): its «Al comienzo» abilities and actions happen. */
  phase?: Phase;
  /**
   * The phase has already started: its «Al comienzo de …» abilities and its own actions
   * (untap and Escencia in the Alba, the draw in the Amanecer) are taken as done, and the
   * game continues in the phase's window (the `.escenario` runner uses this). Default false.
   */
  phaseStarted?: boolean;
  seed?: number;
  options?: Partial<GameOptions>;
}

const RANGE = { file: "", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
const TEST_SANCTUARY: CardDefinition = { name: "Santuario de prueba", type: "Santuario", faction: "Errantes", life: 20, keywords: [], abilities: [], range: RANGE };
const TEST_ESSENCE: CardDefinition = { name: "Escencia de prueba", type: "Escencia", essenceKind: "básica", faction: "Errantes", keywords: [], abilities: [], range: RANGE };

export function createScenario(setup: ScenarioSetup): GameState {
  const byName = new Map(cardList(setup.cards).map((c) => [c.name, c] as const));
  byName.set(TEST_SANCTUARY.name, byName.get(TEST_SANCTUARY.name) ?? TEST_SANCTUARY);
  byName.set(TEST_ESSENCE.name, byName.get(TEST_ESSENCE.name) ?? TEST_ESSENCE);
  const defs: CardDefinition[] = [];
  const index = new Map<string, number>();
  const defOf = (name: string): number => {
    let i = index.get(name);
    if (i === undefined) {
      const def = byName.get(name);
      if (def === undefined) throw new Error(`El escenario usa la carta «${name}», que no está en el set.`);
      i = defs.length;
      defs.push(def);
      index.set(name, i);
    }
    return i;
  };
  const active = setup.active ?? 0;
  const turn = setup.turn ?? 3;
  const s = emptyState(defs, setup.seed ?? 1, setup.options, ["Jugador 1", "Jugador 2"]);
  s.turn = turn;
  s.active = active;
  s.first = setup.first ?? (turn % 2 === 1 ? active : other(active));
  const add = (name: string, owner: PlayerId, zone: ZoneName): number => {
    const id = s.cards.length;
    s.cards.push(newCard(id, defOf(name), owner, zone));
    return id;
  };
  const placedBy: [number[], number[]] = [[], []];
  for (const p of [0, 1] as const) {
    const spec = setup.players[p];
    const pl = s.players[p];
    const sanctuary = add(spec.sanctuary ?? TEST_SANCTUARY.name, p, "sanctuary");
    pl.sanctuary = sanctuary;
    pl.life = spec.life ?? defs[s.cards[sanctuary]!.def]!.life ?? 20;
    s.cards[sanctuary]!.entered = 0;
    register(s, sanctuary);
    for (const name of spec.hand ?? []) pl.hand.push(add(name, p, "hand"));
    for (const name of spec.deck ?? []) pl.deck.push(add(name, p, "deck"));
    for (const name of spec.graveyard ?? []) pl.graveyard.push(add(name, p, "graveyard"));
    for (const name of spec.essenceDeck ?? []) pl.essenceDeck.push(add(name, p, "essenceDeck"));
    const essence = typeof spec.essence === "number" ? new Array<string>(spec.essence).fill(TEST_ESSENCE.name) : spec.essence ?? [];
    for (const entry of essence) {
      const turned = entry.startsWith("girada:");
      const id = add(turned ? entry.slice("girada:".length) : entry, p, "essence");
      s.cards[id]!.turned = turned;
      s.cards[id]!.entered = 0;
      pl.essence.push(id);
      register(s, id);
    }
    const placed = placedBy[p];
    COUNTED.forEach((name, i) => (pl.counts[i] = spec.counts?.[name] ?? 0));
    for (const entry of spec.battlefield ?? []) {
      const c: ScenarioCard = typeof entry === "string" ? { card: entry } : entry;
      const id = add(c.card, p, "battlefield");
      const card = s.cards[id]!;
      card.turned = c.turned ?? false;
      card.damage = c.damage ?? 0;
      card.entered = c.entered ?? 0;
      card.atk = c.attack ?? 0;
      card.life = c.life ?? 0;
      card.kw = (c.keywords ?? []).slice();
      card.embates = c.embates ?? 0;
      // A card that already attacked activated its Embate this turn («no activó su Embate este turno»).
      if (card.embates > 0 && c.attackedThisTurn !== false) {
        card.acted = ["Embate"];
        card.actedTurn = s.turn;
      }
      card.tAtk = c.tempAttack ?? 0;
      card.tLife = c.tempLife ?? 0;
      card.tKw = (c.tempKeywords ?? []).slice();
      if (c.owner !== undefined) card.owner = c.owner;
      pl.battlefield.push(id);
      placed.push(id);
      register(s, id);
    }
  }
  for (const p of [0, 1] as const) {
    (setup.players[p].battlefield ?? []).forEach((entry, i) => {
      if (typeof entry !== "string" && entry.bearer !== undefined) s.cards[placedBy[p][i]!]!.bearer = placedBy[entry.bearerPlayer ?? p][entry.bearer]!;
    });
  }
  const phase = setup.phase ?? "Mediodía";
  s.phase = phase;
  // The «actions» of Mediodía and Anochecer only open their window; Alba and Amanecer open
  // theirs after their actions, which are taken as done.
  const stage = setup.phaseStarted === true ? (phase === "Mediodía" || phase === "Anochecer" ? "actions" : "window") : "triggers";
  s.tasks.push({ k: "phaseStart", phase, stage });
  run(s);
  return s;
}

/** The id of the first card called `name` (optionally in a zone and of an owner). */
export function findCard(s: GameState, name: string, where: { zone?: ZoneName; owner?: PlayerId } = {}): number {
  for (const c of s.cards) {
    if (s.defs[c.def]!.name !== name) continue;
    if (where.zone !== undefined && c.zone !== where.zone) continue;
    if (where.owner !== undefined && c.owner !== where.owner) continue;
    return c.id;
  }
  throw new Error(`No hay ninguna carta «${name}»${where.zone ? ` en ${where.zone}` : ""}${where.owner !== undefined ? ` del jugador ${where.owner}` : ""}.`);
}

/** Every card called `name`, in id order. */
export function findCards(s: GameState, name: string, where: { zone?: ZoneName; owner?: PlayerId } = {}): number[] {
  return s.cards
    .filter((c) => s.defs[c.def]!.name === name && (where.zone === undefined || c.zone === where.zone) && (where.owner === undefined || c.owner === where.owner))
    .map((c) => c.id);
}
