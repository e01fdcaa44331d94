// One guess of the hidden information, for a player that searches (Reglamento 11: a deck's
// order and contents and the opponent's hand are hidden). The decklists are public — the
// balance simulation plays open lists, as tournaments that publish them do — so a player
// knows what the hidden cards are drawn from: its deck list minus every card of that deck
// it can see. The guess overwrites every hidden card of a copy of the state and the
// generator's state (which would predict the next shuffle), so nothing the viewer cannot
// see survives into the copy: two states that differ only in hidden cards give the same
// guesses for the same generator.
import type { DeckDefinition, DeckEntry } from "../compiler/ir.js";
import { cloneState } from "./engine/create.js";
import { Random, seedState } from "./rng.js";
import type { GameState, PlayerId } from "./types.js";
import { decidingAbout, visibleTo } from "./view.js";

/** Where a card sits for the guess: a hidden place to fill, or seen (it leaves the pool). */
function hiddenSlots(s: GameState, viewer: PlayerId, owner: PlayerId, shown: ReadonlySet<number>): { main: number[]; essence: number[] } {
  const p = s.players[owner];
  const main = p.deck.filter((id) => !shown.has(id));
  if (owner !== viewer) main.push(...p.hand.filter((id) => !shown.has(id)));
  return { main, essence: p.essenceDeck.slice() };
}

function expand(entries: readonly DeckEntry[]): string[] {
  const out: string[] = [];
  for (const e of entries) for (let k = 0; k < e.count; k++) out.push(e.card);
  return out;
}

/**
 * A copy of `s` in which the cards `viewer` cannot see are a random draw from what they
 * can be, and the generator is reseeded from `rng`.
 */
export function determinize(s: GameState, viewer: PlayerId, decks: readonly [DeckDefinition, DeckDefinition], rng: Random): GameState {
  const copy = cloneState(s);
  const defOf = new Map<string, number>();
  s.defs.forEach((d, i) => {
    if (!defOf.has(d.name)) defOf.set(d.name, i);
  });
  const shown = new Set(decidingAbout(s, viewer));
  for (const owner of [0, 1] as const) {
    const deck = decks[owner];
    const slots = hiddenSlots(s, viewer, owner, shown);
    const hidden = new Set([...slots.main, ...slots.essence]);
    // The pool: the list minus every card of this owner the viewer sees (in play, in a
    // cementerio, in its own hand, on the chain…). Only the names of seen cards are read.
    const pool = expand(deck.mainDeck);
    for (const c of s.cards) {
      if (c.owner !== owner || hidden.has(c.id) || !(visibleTo(s, c.id, viewer) || shown.has(c.id))) continue;
      const at = pool.indexOf(s.defs[c.def]!.name);
      if (at >= 0) pool.splice(at, 1);
    }
    rng.shuffle(pool);
    const fallback = expand(deck.mainDeck);
    slots.main.forEach((id, k) => {
      const name = pool[k] ?? rng.pick(fallback);
      // Every name of a list has a definition: `createGame` registered them all.
      copy.cards[id]!.def = defOf.get(name)!;
    });
    // The Escencia deck is laid out by the list, by who started (Reglamento 6), and is
    // taken from the top: what is left is the end of that order.
    const order = s.first === owner || s.first < 0 ? deck.essenceDeck.first : deck.essenceDeck.second;
    const rest = order.slice(Math.max(0, order.length - slots.essence.length));
    slots.essence.forEach((id, k) => {
      const name = rest[k] ?? rng.pick(order);
      copy.cards[id]!.def = defOf.get(name)!;
    });
  }
  copy.rng = seedState(rng.int(0x7fffffff));
  return copy;
}
