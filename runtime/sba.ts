// State-based checks (Reglamento 17): automatic, simultaneous, repeated until none
// applies; no chain, no response. Run before any player gets priority, after every
// step of a resolution and after combat damage.
import { destructionAllowed } from "./continuous.js";
import { lifeOf, other, sanctuaryLife, worstStaticLife } from "./query.js";
import { meetsEquipRequirements } from "./engine/bearers.js";
import { emit, leavePlay } from "./state.js";
import type { GameEndReason, GameState, PlayerId } from "./types.js";

export function endGame(s: GameState, winner: PlayerId | null, reason: GameEndReason): void {
  if (s.result !== null) return;
  s.result = { winner, reason, turn: s.turn };
  s.phase = "fin";
  s.pending = null;
  s.tasks = [];
  emit(s, { t: "gameOver", winner, reason });
}

export function checkState(s: GameState): void {
  if (s.result !== null || !s.dirty) return;
  for (let round = 0; round < 1000; round++) {
    s.dirty = false;
    // Reglamento 1 and 25: a Santuario at 0 loses; drawing from an empty deck loses;
    // both at once is a draw.
    const lost0 = s.players[0].lost || sanctuaryLife(s, 0) <= 0;
    const lost1 = s.players[1].lost || sanctuaryLife(s, 1) <= 0;
    if (lost0 || lost1) {
      const reason0 = s.players[0].lost ? "baraja" : "santuario";
      const reason1 = s.players[1].lost ? "baraja" : "santuario";
      if (lost0 && lost1) endGame(s, null, "ambos");
      else endGame(s, lost0 ? 1 : 0, lost0 ? reason0 : reason1);
      return;
    }
    // Reglamento 21: a relic whose bearer is no longer a character in play is unequipped.
    for (let p = 0; p < 2; p++) {
      for (const id of s.players[p as PlayerId].battlefield) {
        const c = s.cards[id]!;
        if (c.bearer < 0) continue;
        const b = s.cards[c.bearer]!;
        // … and one whose bearer no longer meets its «Solo puede equiparse a …» (Reglamento 21).
        if (b.zone !== "battlefield" || s.defs[b.def]!.type !== "Personaje" || !meetsEquipRequirements(s, id, c.bearer, c.controller)) {
          c.bearer = -1;
          emit(s, { t: "equip", relic: id, bearer: -1 });
        }
      }
    }
    // Reglamento 17, 20, 24: Vida below 1, damage at least the Vida, or any Letal damage.
    // An undamaged character whose own Vida stays at 1 or more even under the worst
    // static in play cannot be destroyed: its Vida is not computed.
    const worst = worstStaticLife(s);
    const doomed: number[] = [];
    for (let k = 0; k < 2; k++) {
      const p = k === 0 ? s.active : other(s.active);
      for (const id of s.players[p].battlefield) {
        const c = s.cards[id]!;
        const def = s.defs[c.def]!;
        if (def.type !== "Personaje") continue;
        if (c.damage === 0 && (def.life ?? 0) + c.life + c.tLife + worst >= 1) continue;
        const life = lifeOf(s, id);
        // «no puede ser destruido» holds against the state checks too (Regla de oro, ruling R73).
        if ((life < 1 || c.damage >= life || (c.lethal && c.damage > 0)) && destructionAllowed(s, id, null)) doomed.push(id);
      }
    }
    if (doomed.length === 0) return;
    // Reglamento 25: destroyed simultaneously; the active player's cards go first.
    for (const id of doomed) leavePlay(s, id, "graveyard", "destroy");
  }
}
