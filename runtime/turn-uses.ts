// The once-a-turn marks on a card: a Talento, Temple and «Una vez por turno» used, a «La
// primera vez en cada turno que …» fired (ruling R61), a first-damage replacement spent
// (ruling R177). A card's marks are valid while `usedTurn` is the current turn.
import { abilityKey } from "./defs.js";
import type { GameState } from "./types.js";

/** Was ability (def, index) of card `id` used this turn? */
export function usedThisTurn(s: GameState, id: number, def: number, ability: number): boolean {
  const c = s.cards[id]!;
  return c.usedTurn === s.turn && c.used.includes(abilityKey(def, ability));
}

/** Marks ability (def, index) of card `id` used this turn. */
export function markUsed(s: GameState, id: number, def: number, ability: number): void {
  const c = s.cards[id]!;
  if (c.usedTurn !== s.turn) {
    c.used = [];
    c.usedTurn = s.turn;
  }
  c.used.push(abilityKey(def, ability));
}

/** Uses ability (def, index) of card `id` for this turn: false, and nothing marked, if it already was. */
export function useOncePerTurn(s: GameState, id: number, def: number, ability: number): boolean {
  if (usedThisTurn(s, id, def, ability)) return false;
  markUsed(s, id, def, ability);
  return true;
}
