// Dealing damage, shared by the effects (Haz N de daño, Reparte) and combat
// (Reglamento 19, 20, 24, 26).
import { hasKeyword } from "./query.js";
import { dispatchCardEvent } from "./engine/listeners.js";
import { emit } from "./state.js";
import type { GameState, PlayerId } from "./types.js";

/** Letal: every damage of the source destroys (Reglamento 24). The source may have left play. */
export function sourceIsLethal(s: GameState, source: number): boolean {
  if (source < 0) return false;
  const c = s.cards[source]!;
  if (c.zone === "battlefield") return hasKeyword(s, source, "Letal");
  return s.defs[c.def]!.keywords.includes("Letal");
}

/** Damage to a character; 0 or less is no damage (Reglamento 26). */
export function damageCard(s: GameState, source: number, id: number, amount: number, combat: boolean): boolean {
  if (amount <= 0) return false;
  const c = s.cards[id]!;
  if (c.zone !== "battlefield" || s.defs[c.def]!.type !== "Personaje") return false;
  c.damage += amount;
  const lethal = sourceIsLethal(s, source);
  if (lethal) c.lethal = true;
  emit(s, { t: "damage", source, card: id, amount, lethal, combat });
  if (source >= 0) dispatchCardEvent(s, { kind: "dealsDamage", subject: source, object: id, player: c.controller });
  return true;
}

export function damageSanctuary(s: GameState, source: number, p: PlayerId, amount: number, combat: boolean): boolean {
  if (amount <= 0) return false;
  s.players[p].life -= amount;
  emit(s, { t: "sanctuaryDamage", source, player: p, amount, life: s.players[p].life, combat });
  if (source >= 0) dispatchCardEvent(s, { kind: "dealsDamage", subject: source, object: s.players[p].sanctuary, player: p, toSanctuary: true });
  return true;
}

/** Damage of an effect to a card that is a character or a Santuario. */
export function damageCardOrSanctuary(s: GameState, source: number, id: number, amount: number): boolean {
  const c = s.cards[id]!;
  if (c.zone === "sanctuary") return damageSanctuary(s, source, c.owner, amount, false);
  return damageCard(s, source, id, amount, false);
}
