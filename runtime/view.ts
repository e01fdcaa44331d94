// What one player may see (Reglamento 11): cementerios, Santuarios, cards in play,
// Escencia in play and the chain are public; a hand is seen by its owner; the order and
// contents of both decks are seen by nobody. The generator state is hidden too (it
// would predict the next shuffle).
import type { CardDefinition, GrantableKeyword } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import { attackOf, lifeOf, sanctuaryLife } from "./query.js";
import type {
  CardState,
  GameEvent,
  GamePhase,
  GameResult,
  GameState,
  LastingEffect,
  PendingDecision,
  PlayerId,
  Prohibition,
  TargetValue,
  ZoneName,
} from "./types.js";

export interface CardView {
  id: number;
  /** Index into `PlayerView.defs`, or -1 when the viewer cannot see the card. */
  def: number;
  owner: PlayerId;
  controller: PlayerId;
  zone: ZoneName;
  turned: boolean;
  damage: number;
  /** Current Ataque and Vida of a character in play (Reglamento 20), else null. */
  attack: number | null;
  life: number | null;
  /** Keywords granted by effects (printed ones are in the definition). */
  keywords: GrantableKeyword[];
  bearer: number;
}

export interface PlayerZonesView {
  /** Card ids in the hand; their `def` is -1 in `cards` for the opponent's hand. */
  hand: number[];
  deckCount: number;
  essenceDeckCount: number;
  graveyard: number[];
  essence: number[];
  battlefield: number[];
  sanctuary: number;
  /** Current life of the Santuario. */
  life: number;
  deckName: string;
}

export interface PlayerView {
  viewer: PlayerId;
  /** Definitions of the game; those of cards the viewer never sees in this view are placeholders. */
  defs: CardDefinition[];
  cards: CardView[];
  players: [PlayerZonesView, PlayerZonesView];
  turn: number;
  active: PlayerId;
  first: number;
  phase: GamePhase;
  chain: { kind: "card" | "trait" | "equip" | "ability"; card: number; controller: PlayerId; targets: TargetValue[]; bearer: number }[];
  attacker: number;
  prohibitions: Prohibition[];
  /** Lasting effects of resolved cards (restrictions, shields, changes for longer than the turn): public, like the cards that made them. */
  effects: LastingEffect[];
  result: GameResult | null;
  /** The viewer's own pending decision in full; only who decides and what, otherwise. */
  pending: PendingDecision | { player: PlayerId; kind: PendingDecision["kind"] } | null;
}

/** Can `viewer` see which card `id` is right now? */
export function visibleTo(s: GameState, id: number, viewer: PlayerId): boolean {
  const c = s.cards[id];
  if (c === undefined) return false;
  switch (c.zone) {
    case "deck":
    case "essenceDeck":
      return false;
    case "hand":
      return c.owner === viewer;
    case "graveyard":
    case "essence":
    case "battlefield":
    case "sanctuary":
    case "chain":
    // It vanished in public (Reglamento 25): both players saw which card.
    case "vanished":
      return true;
    default:
      return assertNever(c.zone);
  }
}

const HIDDEN_DEF: CardDefinition = {
  name: "Carta oculta",
  type: "Verso",
  faction: "Errantes",
  keywords: [],
  abilities: [],
  range: { file: "", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
};

function cardView(s: GameState, c: CardState, visible: boolean): CardView {
  const character = c.zone === "battlefield" && s.defs[c.def]!.type === "Personaje";
  return {
    id: c.id,
    def: visible ? c.def : -1,
    owner: c.owner,
    controller: c.controller,
    zone: c.zone,
    turned: c.turned,
    damage: c.damage,
    attack: character ? attackOf(s, c.id) : null,
    life: character ? lifeOf(s, c.id) : null,
    keywords: visible ? [...c.kw, ...c.tKw] : [],
    bearer: c.bearer,
  };
}

/** Hidden cards the viewer is deciding about: those it looked at and chooses among or orders (they saw them). */
export function decidingAbout(s: GameState, viewer: PlayerId): readonly number[] {
  const p = s.pending;
  if (p === null || p.player !== viewer) return [];
  if (p.kind === "choose") return p.candidates;
  if (p.kind === "arrange") return p.cards;
  return [];
}

export function viewFor(s: GameState, viewer: PlayerId): PlayerView {
  const seen = new Set<number>();
  const shown = decidingAbout(s, viewer);
  const cards = s.cards.map((c) => {
    const visible = visibleTo(s, c.id, viewer) || shown.includes(c.id);
    if (visible) seen.add(c.def);
    return cardView(s, c, visible);
  });
  const zones = (p: PlayerId): PlayerZonesView => {
    const pl = s.players[p];
    return {
      hand: pl.hand.slice(),
      deckCount: pl.deck.length,
      essenceDeckCount: pl.essenceDeck.length,
      graveyard: pl.graveyard.slice(),
      essence: pl.essence.slice(),
      battlefield: pl.battlefield.slice(),
      sanctuary: pl.sanctuary,
      life: sanctuaryLife(s, p),
      deckName: pl.deckName,
    };
  };
  const pending = s.pending === null ? null : s.pending.player === viewer ? s.pending : { player: s.pending.player, kind: s.pending.kind };
  return {
    viewer,
    defs: s.defs.map((d, i) => (seen.has(i) ? d : HIDDEN_DEF)),
    cards,
    players: [zones(0), zones(1)],
    turn: s.turn,
    active: s.active,
    first: s.first,
    phase: s.phase,
    chain: s.chain.map((item) => ({
      kind: item.kind,
      card: item.act.source,
      controller: item.act.controller,
      targets: item.act.targets.map((t) => ({ ...t, values: t.values.slice(), incs: t.incs.slice() })),
      bearer: item.bearer,
    })),
    attacker: s.attacker,
    prohibitions: s.prohibitions.map((p) => ({ ...p })),
    effects: JSON.parse(JSON.stringify(s.effects)) as LastingEffect[],
    result: s.result === null ? null : { ...s.result },
    pending,
  };
}

/**
 * The events a player may see, to call right after `applyDecision` with the events it
 * returned: a card that ended in a hidden place for the viewer (the opponent's hand, a
 * deck) is reported as card -1.
 */
export function eventsFor(s: GameState, events: readonly GameEvent[], viewer: PlayerId): GameEvent[] {
  return events.map((e) => {
    // Only who looks sees which cards («Mira la mano de tu oponente»: both know what was in it).
    if (e.t === "lookAt" && e.player !== viewer && !(e.from === "hand" && e.whose === viewer)) return { ...e, cards: e.cards.map(() => -1) };
    if (e.t === "move" && !visibleTo(s, e.card, viewer) && !(e.from === "battlefield" || e.from === "graveyard" || e.from === "chain" || e.from === "essence")) {
      return { ...e, card: -1 };
    }
    return e;
  });
}
