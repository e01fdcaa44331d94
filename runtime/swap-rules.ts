// The construction rules a deck must still keep after an arsenal exchange (Reglamento 4, 5).
// Reglamento 4 lifts only the support-card limits («Luego de intercambiar cartas con el
// Arsenal, las restricciones de construcción relacionadas con cartas de apoyo dejan de ser
// obligatorias»): a Guerra de Facción deck stays of its faction, Alianza keeps which
// factions may mix, Convergencia keeps 6 cards and two Escencias of each faction. The
// compiler checks whole decks (compiler/deck.ts); the engine does not import it and checks
// here, on the deck as it would be after the exchange, only what an exchange can break
// (sizes, card types, copies and Escencia positions are checked in match.ts).
import { FACTIONS, type CardDefinition, type DeckDefinition, type Faction } from "../compiler/ir.js";

/** Reglamento 4, 5: a Convergencia main deck has exactly this many cards of each faction. */
const CONVERGENCE_PER_FACTION = 6;
/** Reglamento 5: the factions that may take Valor as support, and that a Valor deck takes as support. */
const SUPPORT_FACTIONS: readonly Faction[] = ["Orden", "Instinto", "Forja", "Caos"];

export interface SwapViolation {
  code: "faction" | "convergence";
  reason: string;
}

/** The cards of the main deck and of the Escencia deck (both orders hold the same cards: one is enough). */
function playedCards(deck: DeckDefinition, byName: ReadonlyMap<string, CardDefinition>): CardDefinition[] {
  const out: CardDefinition[] = [];
  for (const e of deck.mainDeck) {
    const card = byName.get(e.card);
    if (card !== undefined) for (let k = 0; k < e.count; k++) out.push(card);
  }
  for (const name of deck.essenceDeck.first) {
    const card = byName.get(name);
    if (card !== undefined) out.push(card);
  }
  return out;
}

const AFTER_SWAP = "el intercambio con el arsenal solo levanta los límites de cartas de apoyo (Reglamento 4)";

/** Reglamento 5 in Alianza, without the support limit: why `card` cannot be in a deck of `faction`, or null. */
function allianceMix(faction: Faction, card: CardDefinition): string | null {
  if (card.faction === faction) return null;
  if (faction === "Errantes") return `«${card.name}» es de ${card.faction}: en Alianza un mazo de Errantes no mezcla cartas de otras facciones (Reglamento 5)`;
  if (card.faction === "Errantes") return `«${card.name}» es de Errantes: en Alianza ninguna otra facción lleva cartas de Errantes (Reglamento 5)`;
  if (faction === "Valor" ? SUPPORT_FACTIONS.includes(card.faction) : card.faction === "Valor" && SUPPORT_FACTIONS.includes(faction)) return null;
  return `«${card.name}» es de ${card.faction}: en Alianza un mazo de ${faction} solo lleva cartas de apoyo de ${faction === "Valor" ? "Orden, Instinto, Forja o Caos" : "Valor"} (Reglamento 5)`;
}

function convergence(deck: DeckDefinition, byName: ReadonlyMap<string, CardDefinition>): SwapViolation | null {
  const main = new Map<Faction, number>(FACTIONS.map((f) => [f, 0]));
  for (const e of deck.mainDeck) {
    const card = byName.get(e.card);
    if (card !== undefined) main.set(card.faction, main.get(card.faction)! + e.count);
  }
  for (const [faction, n] of main) {
    if (n !== CONVERGENCE_PER_FACTION) {
      return {
        code: "convergence",
        reason: `Con el cambio, la baraja principal tendría ${n} cartas de ${faction}; en Convergencia lleva exactamente 6 de cada facción (Reglamento 4 y 5), y ${AFTER_SWAP}.`,
      };
    }
  }
  for (const faction of FACTIONS) {
    for (const kind of ["básica", "especial"] as const) {
      const n = deck.essenceDeck.first.filter((name) => {
        const card = byName.get(name);
        return card !== undefined && card.faction === faction && card.essenceKind === kind;
      }).length;
      if (n !== 1) {
        return {
          code: "convergence",
          reason: `Con el cambio, la baraja de Escencia tendría ${n} Escencia${n === 1 ? "" : "s"} ${kind}${n === 1 ? "" : "s"} de ${faction}; en Convergencia lleva exactamente 1 Escencia básica y 1 especial de cada facción (Reglamento 4 y 5), y ${AFTER_SWAP}.`,
        };
      }
    }
  }
  return null;
}

/** The first construction rule the deck, as it would be after an exchange, breaks; null if none. */
export function swapViolation(deck: DeckDefinition, byName: ReadonlyMap<string, CardDefinition>): SwapViolation | null {
  if (deck.format === "Convergencia") return convergence(deck, byName);
  const faction = deck.faction;
  if (faction === undefined) return null;
  for (const card of playedCards(deck, byName)) {
    if (deck.format === "Guerra de Facción" && card.faction !== faction) {
      return {
        code: "faction",
        reason: `«${card.name}» es de ${card.faction}: en Guerra de Facción la baraja principal y la de Escencia solo llevan cartas de ${faction} (Reglamento 5), y ${AFTER_SWAP}.`,
      };
    }
    const mix = deck.format === "Alianza" ? allianceMix(faction, card) : null;
    if (mix !== null) return { code: "faction", reason: `${mix}, y ${AFTER_SWAP}.` };
  }
  return null;
}
