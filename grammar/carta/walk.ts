// Walking a card's syntax tree: the one place that knows where selections nest,
// for the binder (card references) and the language server (references, rename).
import type { CardNode, ClauseNode, ConditionNode, SelectionNode, SentenceNode } from "./ast.js";
import type { Span } from "../diagnostics/catalog.js";

function clauseSelections(clause: ClauseNode): Array<SelectionNode | null | undefined> {
  switch (clause.kind) {
    case "damage": return [clause.to, clause.amount.perEach];
    case "divideDamage": return [clause.among];
    case "draw": case "discard": case "mill": return [clause.player, clause.amount.perEach];
    case "gainLife": return [clause.who, clause.amount.perEach];
    case "equip": return [clause.relic, clause.to];
    case "chooseOne": return clause.options.flatMap(sentenceSelections);
    case "destroy": case "turn": case "untap": case "sacrifice": case "returnToHand": case "gainControl":
    case "modifyStats": case "grantKeyword": case "prohibitTarget": case "searchDeck": case "modifyCost":
      return [clause.what];
    case "returnEssence":
      return [clause.what];
    case "addEssence": case "prohibitNext": case "lookAtTop":
      return [];
  }
}

function conditionSelections(condition: ConditionNode | null): Array<SelectionNode | null> {
  if (condition === null) return [];
  if (condition.kind === "controls") return [condition.who, condition.what];
  if (condition.kind === "sanctuaryLife") return [condition.who];
  return [];
}

function sentenceSelections(sentence: SentenceNode): Array<SelectionNode | null | undefined> {
  return [...conditionSelections(sentence.condition), ...sentence.clauses.flatMap(clauseSelections)];
}

/** Every selection written on the card, in text order. */
export function selectionsOf(card: CardNode): SelectionNode[] {
  const out: SelectionNode[] = [];
  for (const ability of card.abilities) {
    if (!("body" in ability)) continue;
    for (const sentence of ability.body) {
      for (const s of sentenceSelections(sentence)) if (s) out.push(s);
    }
  }
  return out;
}

/** The card names a card refers to with `llamado "…"`. */
export function cardReferences(card: CardNode): Array<{ name: string; span: Span }> {
  const out: Array<{ name: string; span: Span }> = [];
  for (const selection of selectionsOf(card)) {
    if (selection.kind !== "cards") continue;
    for (const filter of selection.filters) if (filter.kind === "named") out.push({ name: filter.name, span: filter.nameSpan });
  }
  return out;
}
