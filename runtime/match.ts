// A Partida: the best of three Juegos (Reglamento 1), with the arsenal exchange between
// the second and the third (Reglamento 2). Plain data, like the game state.
import type { CardDefinition, CardSet, DeckDefinition, DeckEntry } from "../compiler/ir.js";
import { cardList, createGame } from "./engine/create.js";
import { swapViolation } from "./swap-rules.js";
import type { GameOptions, GameResult, GameState, PlayerId } from "./types.js";

export interface Match {
  /** The decks as they are now (after any arsenal exchange); player 0 plays `decks[0]`. */
  decks: [DeckDefinition, DeckDefinition];
  /** Result of each Juego played: the winner, or null for a draw. */
  results: (PlayerId | null)[];
  /** Exchanges made, with the number of cards shown to the opponent (Reglamento 2). */
  swaps: { player: PlayerId; count: number; beforeGame: number }[];
  /** Replay a drawn third Juego at 1–1 (tournaments without a time limit, Reglamento 1). */
  replayDrawnThird: boolean;
  /** false while the Partida goes on. */
  over: boolean;
  /** The winner of the Partida, or null for a draw (meaningful when `over`). */
  winner: PlayerId | null;
}

export function createMatch(opts: { decks: readonly [DeckDefinition, DeckDefinition]; replayDrawnThird?: boolean }): Match {
  return {
    decks: [structuredCopy(opts.decks[0]), structuredCopy(opts.decks[1])],
    results: [],
    swaps: [],
    replayDrawnThird: opts.replayDrawnThird ?? false,
    over: false,
    winner: null,
  };
}

function structuredCopy<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/** The next Juego of the Partida, with the current decks. */
export function startMatchGame(match: Match, cards: CardSet | readonly CardDefinition[], seed: number, options?: Partial<GameOptions>): GameState {
  if (match.over) throw new Error("La Partida ya terminó.");
  return createGame({ decks: match.decks, cards, seed, ...(options ? { options } : {}) });
}

/**
 * Records a Juego's result (a winner, null for a draw, or a finished game's result) and
 * decides the Partida by Reglamento 1: two wins; after two Juegos, a single win with a
 * draw wins; 1–1 and a drawn third is a draw (or is replayed when `replayDrawnThird`).
 */
export function recordGameResult(match: Match, result: PlayerId | null | GameResult): Match {
  if (match.over) throw new Error("La Partida ya terminó: no se registran más Juegos.");
  const winner = result === null || typeof result === "number" ? result : result.winner;
  match.results.push(winner);
  const w0 = match.results.filter((r) => r === 0).length;
  const w1 = match.results.filter((r) => r === 1).length;
  const draws = match.results.length - w0 - w1;
  const n = match.results.length;
  let decided: PlayerId | null | undefined;
  if (w0 >= 2) decided = 0;
  else if (w1 >= 2) decided = 1;
  else if (n === 2 && draws === 1) decided = w0 === 1 ? 0 : 1;
  else if (n >= 3) {
    if (w0 > w1) decided = 0;
    else if (w1 > w0) decided = 1;
    else if (match.replayDrawnThird && w0 === 1 && w1 === 1) decided = undefined;
    else decided = null;
  }
  if (decided !== undefined) {
    match.over = true;
    match.winner = decided;
  }
  return match;
}

export interface ArsenalSwap {
  /** Cards that leave the main deck («principal») or the Escencia deck («escencia») for the arsenal. */
  out: { card: string; count: number; from: "principal" | "escencia" }[];
  /** Cards that come from the arsenal. An Escencia takes, in both orders, the place of the one it replaces. */
  in: { card: string; count: number; to: "principal" | "escencia" }[];
}

/**
 * Why an exchange is refused, a closed list like the decisions' (`REJECTION_CODES`): a
 * program reacts to the code; `reason` is the Spanish text for people.
 */
export const SWAP_REJECTION_CODES = [
  /** The Partida is over. */
  "matchOver",
  /** Only between the second and the third Juego (Reglamento 2). */
  "notBetweenGames",
  /** A count that is not a positive integer. */
  "badCount",
  /** A card name that is not in the set. */
  "unknownCard",
  /** The decks would not keep their size (Reglamento 2). */
  "deckSize",
  /** A card that leaves is not in that deck. */
  "notInDeck",
  /** A card that comes in is not in the arsenal. */
  "notInArsenal",
  /** A card that cannot go in that deck: a Santuario or Escencia in the main deck, another type in the Escencia deck (Reglamento 2). */
  "wrongDeck",
  /** A special Escencia would end in a position where it may not be (Reglamento 6). */
  "essencePosition",
  /** A card of a faction the deck cannot carry (Reglamento 5; only the support limits are lifted, Reglamento 4). */
  "faction",
  /** Convergencia would not keep 6 cards and two Escencias of each faction (Reglamento 4, 5). */
  "convergence",
] as const;

export type SwapRejectionCode = (typeof SWAP_REJECTION_CODES)[number];

export type SwapResult = { ok: true; count: number } | { ok: false; code: SwapRejectionCode; reason: string };

function refuse(code: SwapRejectionCode, reason: string): SwapResult {
  return { ok: false, code, reason };
}

function specialAllowed(format: DeckDefinition["format"], first: boolean, position: number): boolean {
  const even = position % 2 === 0;
  if (format === "Convergencia") return first ? even : !even;
  return position <= 8 && (first ? even : !even);
}

function expand(list: readonly { card: string; count: number }[]): string[] {
  const out: string[] = [];
  for (const e of list) for (let k = 0; k < e.count; k++) out.push(e.card);
  return out;
}

function countIn(entries: readonly DeckEntry[], card: string): number {
  return entries.find((e) => e.card === card)?.count ?? 0;
}

function adjust(entries: DeckEntry[], card: string, delta: number, range: DeckEntry["range"]): void {
  const entry = entries.find((e) => e.card === card);
  if (entry) entry.count += delta;
  else entries.push({ card, count: delta, range });
  const i = entries.findIndex((e) => e.count <= 0);
  if (i >= 0) entries.splice(i, 1);
}

/**
 * Exchanges cards between a player's arsenal and decks, between the second and the third
 * Juego (Reglamento 2), keeping 35/10 (36/12 in Convergencia) cards in the decks and
 * the special Escencias in their positions (Reglamento 6, ruling R40) and the faction and
 * format rules (Reglamento 4, 5: only the support limits are lifted, `swap-rules.ts`).
 * Returns how many cards were exchanged (the number shown to the opponent), or why it is
 * not allowed, with a code; a refused exchange changes nothing.
 */
export function swapArsenal(match: Match, player: PlayerId, swap: ArsenalSwap, cards: CardSet | readonly CardDefinition[]): SwapResult {
  if (match.over) return refuse("matchOver", "La Partida ya terminó.");
  if (match.results.length !== 2) return refuse("notBetweenGames", "El arsenal solo se intercambia entre el segundo y el tercer Juego (Reglamento 2).");
  const byName = new Map(cardList(cards).map((c) => [c.name, c] as const));
  for (const e of [...swap.out, ...swap.in]) {
    if (!Number.isInteger(e.count) || e.count < 1) return refuse("badCount", `La cantidad de «${e.card}» debe ser un entero positivo.`);
    if (!byName.has(e.card)) return refuse("unknownCard", `No hay ninguna carta llamada «${e.card}» en el set.`);
  }
  const deck = structuredCopy(match.decks[player]);
  const outMain = swap.out.filter((e) => e.from === "principal");
  const outEss = swap.out.filter((e) => e.from === "escencia");
  const inMain = swap.in.filter((e) => e.to === "principal");
  const inEss = swap.in.filter((e) => e.to === "escencia");
  const sum = (l: readonly { count: number }[]): number => l.reduce((a, e) => a + e.count, 0);
  if (sum(outMain) !== sum(inMain)) {
    return refuse("deckSize", `Salen ${sum(outMain)} cartas de la baraja principal y entran ${sum(inMain)}: su tamaño debe mantenerse (Reglamento 2).`);
  }
  if (sum(outEss) !== sum(inEss)) {
    return refuse("deckSize", `Salen ${sum(outEss)} cartas de la baraja de Escencia y entran ${sum(inEss)}: su tamaño debe mantenerse (Reglamento 2).`);
  }
  for (const e of outMain) {
    if (countIn(deck.mainDeck, e.card) < e.count) return refuse("notInDeck", `La baraja principal no tiene ${e.count} «${e.card}».`);
  }
  for (const e of outEss) {
    if (deck.essenceDeck.first.filter((n) => n === e.card).length < e.count) return refuse("notInDeck", `La baraja de Escencia no tiene ${e.count} «${e.card}».`);
  }
  const inTotals = new Map<string, number>();
  for (const e of swap.in) inTotals.set(e.card, (inTotals.get(e.card) ?? 0) + e.count);
  for (const [card, n] of inTotals) {
    if (countIn(deck.arsenal, card) < n) return refuse("notInArsenal", `El arsenal no tiene ${n} «${card}».`);
  }
  for (const e of inMain) {
    const type = byName.get(e.card)!.type;
    if (type === "Escencia" || type === "Santuario") return refuse("wrongDeck", `«${e.card}» no puede ir en la baraja principal (Reglamento 2).`);
  }
  for (const e of inEss) {
    if (byName.get(e.card)!.type !== "Escencia") return refuse("wrongDeck", `La baraja de Escencia solo lleva Escencias; «${e.card}» no lo es (Reglamento 2).`);
  }
  const arsenalRange = (card: string): DeckEntry["range"] => deck.arsenal.find((a) => a.card === card)?.range ?? deck.range;
  for (const e of outMain) adjust(deck.mainDeck, e.card, -e.count, deck.range);
  for (const e of inMain) adjust(deck.mainDeck, e.card, e.count, arsenalRange(e.card));
  const leaving = expand(outEss);
  const coming = expand(inEss);
  for (const order of ["first", "second"] as const) {
    const list = deck.essenceDeck[order];
    const replaced = new Set<number>();
    leaving.forEach((name, k) => {
      const pos = list.findIndex((n, i) => n === name && !replaced.has(i));
      replaced.add(pos);
      list[pos] = coming[k]!;
    });
    for (let i = 0; i < list.length; i++) {
      const def = byName.get(list[i]!);
      if (def?.essenceKind === "especial" && !specialAllowed(deck.format, order === "first", i + 1)) {
        return refuse(
          "essencePosition",
          `Con el cambio, «${list[i]}» quedaría en la posición ${i + 1} de la baraja de Escencia ${order === "first" ? "del jugador que empieza" : "del que va segundo"}, donde no puede ir una Escencia especial (Reglamento 6).`,
        );
      }
    }
  }
  // Reglamento 4: the deck keeps every construction rule but the support limits.
  const violation = swapViolation(deck, byName);
  if (violation !== null) return refuse(violation.code, violation.reason);
  for (const e of swap.in) adjust(deck.arsenal, e.card, -e.count, deck.range);
  for (const e of swap.out) adjust(deck.arsenal, e.card, e.count, deck.range);
  match.decks[player] = deck;
  const count = sum(swap.in);
  match.swaps.push({ player, count, beforeGame: 3 });
  return { ok: true, count };
}
