// Facts about the cards of a parsed file that several features need: where a card
// ends, what its frame says, which card holds an offset, how to name an ability.
import { assertNever, type AbilityNode, type CardNode, type FieldNode, tokenIndexAt } from "../grammar/index.js";
import { chunkAt } from "./parse-cache.js";
import type { Span } from "./text.js";
import type { FileState } from "./workspace.js";

/** «Personaje · Caos · coste 3 · ataque 2 / vida 2», from the fields as written. */
export function cardSummary(card: CardNode): string {
  const number = (name: "coste" | "ataque" | "vida") => {
    const found = card.fields.find((f) => f.field === name);
    return found && "value" in found ? found : undefined;
  };
  const tipo = card.fields.find((f): f is Extract<FieldNode, { field: "tipo" }> => f.field === "tipo");
  const parts: string[] = [];
  parts.push(tipo ? (tipo.cardType === "carta" ? "carta" : `${tipo.cardType}${tipo.essenceKind ? ` ${tipo.essenceKind}` : ""}`) : "sin tipo");
  const faccion = card.fields.find((f): f is Extract<FieldNode, { field: "facción" }> => f.field === "facción");
  if (faccion) parts.push(faccion.faction);
  const coste = number("coste");
  if (coste) parts.push(`coste ${coste.value}`);
  const ataque = number("ataque");
  const vida = number("vida");
  if (ataque && vida) parts.push(`ataque ${ataque.value} / vida ${vida.value}`);
  else if (ataque) parts.push(`ataque ${ataque.value}`);
  else if (vida) parts.push(`vida ${vida.value}`);
  return parts.join(" · ");
}

export function cardsOf(file: FileState): CardNode[] {
  return file.parse.result.document.cards;
}

/**
 * The span of a card as the reader sees it: from `carta` to the last token before
 * the next card (the tree's span stops at the last sentence that parsed).
 */
export function cardExtent(file: FileState, card: CardNode): Span {
  const chunk = chunkAt(file.parse, card.span.start);
  const cards = chunk.absolute.document.cards;
  const index = cards.indexOf(card);
  const next = index >= 0 ? cards[index + 1] : undefined;
  const limit = (next ? next.span.start : chunk.end) - chunk.start;
  const tokens = chunk.local.tokens;
  const last = tokens[tokenIndexAt(tokens, limit) - 1];
  const end = last ? chunk.start + last.endOffset! + 1 : card.span.end;
  return { start: card.span.start, end: Math.max(card.span.end, card.nameSpan.end, end) };
}

/** The card whose text holds `offset` (from its `carta` line up to the next card). */
export function cardAt(file: FileState, offset: number): CardNode | undefined {
  const chunk = chunkAt(file.parse, offset);
  let found: CardNode | undefined;
  for (const card of chunk.absolute.document.cards) {
    if (card.span.start <= offset) found = card;
    else break;
  }
  return found;
}

export function firstLine(text: string): string {
  const line = text.split(/\r\n|\r|\n/, 1)[0] ?? "";
  return line.replace(/\s+/g, " ").trim();
}

export function truncate(text: string, max: number): string {
  return text.length <= max ? text : text.slice(0, max - 1).trimEnd() + "…";
}

/** What an ability is called in an outline: «Talento, Temple», «Al entrar en juego», «Vincular 2». */
export function abilityLabel(ability: AbilityNode, text: string): { name: string; detail: string } {
  const source = text.slice(ability.span.start, ability.span.end).replace(/\s+/g, " ").trim();
  const split = (separator: string) => {
    const at = source.indexOf(separator);
    return at < 0 ? { name: source, detail: "" } : { name: source.slice(0, at).trim(), detail: source.slice(at + 1).trim() };
  };
  switch (ability.kind) {
    case "keyword":
      return { name: ability.keyword, detail: "palabra clave" };
    case "bind":
      return { name: `Vincular ${ability.amount}`, detail: "palabra clave" };
    case "trait":
      return ability.body.length === 0 ? { name: ability.trait, detail: "rasgo" } : split(":");
    case "verse":
      return { name: ability.option, detail: split(":").detail };
    case "triggered":
      return split(",");
    case "activated":
      return { name: "Una vez por turno", detail: split(",").detail };
    case "playCost":
      return { name: "Coste adicional", detail: split(",").detail };
    case "modifier":
      return { name: source.replace(/\.$/, ""), detail: "modificador" };
    case "static":
      return { name: "Habilidad estática", detail: source };
    default:
      return assertNever(ability);
  }
}
