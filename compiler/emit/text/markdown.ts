// `cartas.md`: the card set as a readable catalogue, each card with its canonical text.
import { FACTIONS, type CardDefinition, type CardSet } from "../../ir.js";
import { printCard } from "./card.js";
import { UnprintableError } from "./unprintable.js";

/** Backslash-escapes what Markdown would read as formatting in a heading. */
function markdownText(text: string): string {
  return text.replace(/[\\`*_{}[\]<>()#+!|~-]/g, (c) => `\\${c}`).replace(/\s+/g, " ");
}

/** «Personaje · coste 4 · ataque 3 / vida 5». */
function summary(card: CardDefinition): string {
  const parts = [card.essenceKind !== undefined ? `${card.type} ${card.essenceKind}` : card.type];
  if (card.cost !== undefined) parts.push(`coste ${card.cost}`);
  if (card.attack !== undefined && card.life !== undefined) parts.push(`ataque ${card.attack} / vida ${card.life}`);
  else if (card.attack !== undefined) parts.push(`ataque ${card.attack}`);
  else if (card.life !== undefined) parts.push(`vida ${card.life}`);
  return parts.join(" · ");
}

/** The card's text block, or why it has none: one card the language cannot write does not take the catalogue down. */
function textBlock(card: CardDefinition): string[] {
  try {
    // A plain ``` fence is safe: a closing fence must start its line, and backticks can
    // only appear inside quoted names, which never start a line of card text.
    return ["```carta", printCard(card).trimEnd(), "```"];
  } catch (error) {
    if (!(error instanceof UnprintableError)) throw error;
    return [`_Esta carta no se puede escribir en el lenguaje de cartas: ${markdownText(error.detail)}._`];
  }
}

/**
 * The card set as `cartas.md`: a section per faction in the Reglamento's order, the
 * cards of each in the set's order, each with its canonical text. Deterministic: the
 * same IR gives the same bytes.
 */
export function printCardSet(cardSet: CardSet): string {
  const out: string[] = ["# Cartas de Crónicas", ""];
  const total = cardSet.cards.length;
  out.push(
    `${total} ${total === 1 ? "carta" : "cartas"}. El texto de cada carta se genera a partir del set compilado: lo que se lee es lo que se juega.`,
    "",
  );
  for (const faction of FACTIONS) {
    const cards = cardSet.cards.filter((c) => c.faction === faction);
    out.push(`## ${faction}`, "");
    if (cards.length === 0) {
      out.push("_Ninguna carta._", "");
      continue;
    }
    for (const card of cards) out.push(`### ${markdownText(card.name)}`, "", summary(card), "", ...textBlock(card), "");
  }
  return out.join("\n");
}
