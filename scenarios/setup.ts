// From `preparación:` to an engine state: the scenario's defaults (docs/escenarios.md,
// section 3), runtime's createScenario, then the details createScenario does not take
// (owner ≠ controller, temporary modifiers, per-turn counters) patched on the plain state.
import type { CardDefinition, GrantableKeyword, Phase } from "../compiler/index.js";
import type { CardRef, PlayerName, ScenarioNode, SetupStatement } from "../grammar/index.js";
import { COUNTED, createScenario, type GameState, type PlayerId, type ScenarioCard, type ScenarioPlayer } from "../runtime/index.js";

export const FILLER_NAME = "Carta de relleno";
export const FILLER_ESSENCE = "Escencia de prueba";
const RANGE = { file: "", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
/** A card without text that cannot be played (a Santuario is never played from the hand). */
export const FILLER_CARD: CardDefinition = { name: FILLER_NAME, type: "Santuario", faction: "Errantes", life: 1, keywords: [], abilities: [], range: RANGE };

export class SetupError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export const playerId = (p: PlayerName): PlayerId => (p === "A" ? 0 : 1);
export const playerName = (p: number): PlayerName => (p === 0 ? "A" : "B");

/** What the runner keeps from the setup: card copies in written order and the initial lives. */
export interface BuiltScenario {
  state: GameState;
  /** name → card ids, copy 1 first (written order of the setup). */
  copies: Map<string, number[]>;
  initialLife: [number, number];
}

type ZoneKey = "hand" | "deck" | "graveyard" | "essenceDeck" | "essence" | "battlefield";

interface Written {
  name: string;
  player: PlayerId;
  zone: ZoneKey;
  /** Position in that player's zone list as given to createScenario. */
  pos: number;
}

interface PendingPermanent {
  card: ScenarioCard;
  controller: PlayerId;
  owner: PlayerId | null;
  tAtk: number;
  tLife: number;
  tKw: GrantableKeyword[];
  bearerRef: CardRef | null;
  line: number;
}

export function buildScenario(node: ScenarioNode, cards: readonly CardDefinition[], lineOf: (offset: number) => number): BuiltScenario {
  const players: [ScenarioPlayer, ScenarioPlayer] = [{}, {}];
  const hand: [string[], string[]] = [[], []];
  const graveyard: [string[], string[]] = [[], []];
  const deck: [string[] | null, string[] | null] = [null, null];
  const essenceDeck: [string[] | null, string[] | null] = [null, null];
  const essence: [string[], string[]] = [[], []];
  const battlefield: [PendingPermanent[], PendingPermanent[]] = [[], []];
  const written: Written[] = [];
  const counters: { player: PlayerId; event: (typeof COUNTED)[number]; count: number }[] = [];
  let active: PlayerId = 0;
  let phase: Phase = "Mediodía";
  let firstTurn = false;
  let turnNumber: number | undefined;
  let seed: number | undefined;
  const names = new Set(cards.map((c) => c.name));
  const need = (ref: CardRef): string => {
    if (!names.has(ref.name)) throw new SetupError(`La carta «${ref.name}» no está en el set ni en la sección cartas: del escenario.`, lineOf(ref.span.start));
    return ref.name;
  };

  const zoneList = (p: PlayerId, zone: "hand" | "graveyard" | "deck" | "essenceDeck"): string[] => {
    if (zone === "hand") return hand[p];
    if (zone === "graveyard") return graveyard[p];
    if (zone === "deck") return (deck[p] ??= []);
    return (essenceDeck[p] ??= []);
  };

  for (const st of node.setup) {
    const line = lineOf(st.span.start);
    switch (st.kind) {
      case "turn":
        if (st.phase === "limpieza") throw new SetupError("La etapa de limpieza no es un punto de partida: empieza antes y pasa hasta ella.", line);
        active = playerId(st.player);
        phase = st.phase;
        firstTurn = st.firstTurn;
        turnNumber = st.number;
        break;
      case "seed":
        seed = st.seed;
        break;
      case "sanctuary": {
        const pl = players[playerId(st.player)];
        if (st.card !== undefined) pl.sanctuary = need(st.card);
        if (st.life !== undefined) pl.life = st.life;
        break;
      }
      case "zone": {
        const p = playerId(st.player);
        const list = zoneList(p, st.zone);
        for (const item of st.items) {
          for (let k = 0; k < item.count; k++) {
            if (item.kind === "filler") list.push(st.zone === "essenceDeck" ? FILLER_ESSENCE : FILLER_NAME);
            else {
              written.push({ name: need(item.card), player: p, zone: st.zone, pos: list.length });
              list.push(item.card.name);
            }
          }
        }
        break;
      }
      case "emptyZone":
        if (st.zone === "deck") deck[playerId(st.player)] = [];
        else if (st.zone === "essenceDeck") essenceDeck[playerId(st.player)] = [];
        break;
      case "essence": {
        const p = playerId(st.player);
        for (let k = 0; k < st.unused; k++) essence[p].push(FILLER_ESSENCE);
        for (let k = 0; k < st.used; k++) essence[p].push(`girada:${FILLER_ESSENCE}`);
        break;
      }
      case "permanent":
        addPermanent(st, line);
        break;
      case "counter":
        counters.push({ player: playerId(st.player), event: st.event, count: st.count });
        break;
    }
  }

  function addPermanent(st: Extract<SetupStatement, { kind: "permanent" }>, line: number): void {
    const p = playerId(st.player);
    const def = cards.find((c) => c.name === need(st.card))!;
    for (let k = 0; k < st.count; k++) {
      if (def.type === "Escencia") {
        const turned = st.attributes.some((a) => a.kind === "turned" && a.turned);
        written.push({ name: def.name, player: p, zone: "essence", pos: essence[p].length });
        essence[p].push(turned ? `girada:${def.name}` : def.name);
        continue;
      }
      const perm: PendingPermanent = { card: { card: def.name }, controller: p, owner: null, tAtk: 0, tLife: 0, tKw: [], bearerRef: null, line };
      const equipped: CardRef[] = [];
      for (const a of st.attributes) {
        switch (a.kind) {
          case "turned":
            perm.card.turned = a.turned;
            break;
          case "damage":
            perm.card.damage = a.amount;
            break;
          case "training":
            perm.card.entered = -1; // replaced by the turn number below
            break;
          case "modifier":
            if (a.permanent) {
              perm.card.attack = (perm.card.attack ?? 0) + a.attack;
              perm.card.life = (perm.card.life ?? 0) + a.life;
            } else {
              perm.tAtk += a.attack;
              perm.tLife += a.life;
            }
            break;
          case "keyword":
            if (a.permanent) (perm.card.keywords ??= []).push(a.keyword);
            else perm.tKw.push(a.keyword);
            break;
          case "equipped":
            equipped.push(...a.relics);
            break;
          case "bearer":
            perm.bearerRef = a.bearer;
            break;
          case "owner":
            perm.owner = playerId(a.owner);
            break;
          case "attacked":
            perm.card.embates = 1;
            if (!a.thisTurn) perm.card.attackedThisTurn = false;
            break;
        }
      }
      written.push({ name: def.name, player: p, zone: "battlefield", pos: battlefield[p].length });
      const selfIndex = battlefield[p].length;
      battlefield[p].push(perm);
      for (const relic of equipped) {
        written.push({ name: need(relic), player: p, zone: "battlefield", pos: battlefield[p].length });
        battlefield[p].push({ card: { card: relic.name, bearer: selfIndex }, controller: p, owner: null, tAtk: 0, tLife: 0, tKw: [], bearerRef: null, line });
      }
    }
  }

  // The copies in written order (needed to resolve `equipada a "Cas"`).
  const copyIndex = new Map<string, Written[]>();
  for (const w of written) {
    const list = copyIndex.get(w.name) ?? [];
    list.push(w);
    copyIndex.set(w.name, list);
  }
  for (const p of [0, 1] as const) {
    for (const perm of battlefield[p]) {
      if (perm.bearerRef === null) continue;
      const ref = perm.bearerRef;
      // The bearer may be a character the other player gained (Reglamento 23).
      let cands = (copyIndex.get(ref.name) ?? []).filter((w) => w.zone === "battlefield");
      if (ref.index !== undefined) {
        const w = copyIndex.get(ref.name)?.[ref.index - 1];
        cands = w !== undefined && w.zone === "battlefield" ? [w] : [];
      }
      if (ref.owner !== undefined) cands = cands.filter((w) => w.player === playerId(ref.owner!));
      if (cands.length > 1) cands = cands.filter((w) => w.player === p);
      if (cands.length !== 1) throw new SetupError(`No se encuentra un único portador «${ref.name}» en juego para la Reliquia «${perm.card.card}».`, perm.line);
      perm.card.bearer = cands[0]!.pos;
      perm.card.bearerPlayer = cands[0]!.player;
    }
  }

  const turn = turnNumber ?? (firstTurn ? 1 : 3);
  for (const p of [0, 1] as const) {
    const pl = players[p];
    pl.hand = hand[p];
    pl.graveyard = graveyard[p];
    pl.deck = deck[p] ?? new Array<string>(20).fill(FILLER_NAME);
    pl.essenceDeck = essenceDeck[p] ?? new Array<string>(10).fill(FILLER_ESSENCE);
    pl.essence = essence[p];
    pl.battlefield = battlefield[p].map((perm) => {
      if (perm.card.entered === -1) perm.card.entered = turn;
      if (perm.owner !== null) perm.card.owner = perm.owner;
      if (perm.tAtk !== 0) perm.card.tempAttack = perm.tAtk;
      if (perm.tLife !== 0) perm.card.tempLife = perm.tLife;
      if (perm.tKw.length > 0) perm.card.tempKeywords = perm.tKw.slice();
      return perm.card;
    });
    const counts: NonNullable<ScenarioPlayer["counts"]> = {};
    for (const c of counters) if (c.player === p) counts[c.event] = c.count;
    pl.counts = counts;
  }
  const all = cards.some((c) => c.name === FILLER_NAME) ? cards : [...cards, FILLER_CARD];
  let state: GameState;
  try {
    state = createScenario({ cards: all, players, active, turn, first: firstTurn ? active : turn % 2 === 1 ? active : ((1 - active) as PlayerId), phase, phaseStarted: true, ...(seed === undefined ? {} : { seed }), options: { autoPass: false } });
  } catch (e) {
    throw new SetupError(`El motor no pudo armar la preparación: ${(e as Error).message}`, lineOf(node.span.start));
  }
  // Card ids: createScenario adds, per player, Santuario, hand, deck, graveyard, Escencia deck, Escencia, battlefield.
  const idOf = (w: Written): number => {
    const pl = state.players[w.player];
    const list = w.zone === "essence" ? pl.essence : w.zone === "battlefield" ? pl.battlefield : pl[w.zone];
    return list[w.pos]!;
  };
  const copies = new Map<string, number[]>();
  for (const [name, ws] of copyIndex) copies.set(name, ws.map(idOf));
  // Named Santuarios are copies too (last, they are not numbered in the setup).
  for (const p of [0, 1] as const) {
    if (players[p].sanctuary === undefined) continue;
    const list = copies.get(players[p].sanctuary!) ?? [];
    list.push(state.players[p].sanctuary);
    copies.set(players[p].sanctuary!, list);
  }
  return { state, copies, initialLife: [state.players[0].life, state.players[1].life] };
}
