// The card names a scenario writes, read from the scenario parser's syntax tree
// (`parseEscenarioText`): its `cartas:` block defines cards, and its setup, plays and
// results name cards between quotes. A card of the `cartas:` block replaces a workspace
// card of the same name in that scenario only (the scenario runner does so), so a name
// a scenario defines is local to it.
import { cardReferences, scenarioCardRefs, type CardNode, type ScenarioNode, type Span } from "../grammar/index.js";

export interface ScenarioName {
  name: string;
  /** The string literal, quotes included. */
  span: Span;
}

/**
 * Every card name the scenario refers to, in text order: the quoted names of its
 * statements and the `llamado "…"` filters of its own cards. A name written without
 * quotes is a syntax error (CR311) and is left out, as in decks.
 */
export function scenarioReferences(scenario: ScenarioNode, text: string): ScenarioName[] {
  const out: ScenarioName[] = [];
  for (const ref of scenarioCardRefs(scenario)) if (text.charCodeAt(ref.nameSpan.start) === 34) out.push({ name: ref.name, span: ref.nameSpan });
  for (const card of scenario.cards) for (const reference of cardReferences(card)) out.push({ name: reference.name, span: reference.span });
  return out.sort((a, b) => a.span.start - b.span.start);
}

/** The cards of the scenario's `cartas:` block, by name. */
export function scenarioDefinitions(scenario: ScenarioNode): Map<string, CardNode[]> {
  const out = new Map<string, CardNode[]>();
  for (const card of scenario.cards) out.set(card.name, [...(out.get(card.name) ?? []), card]);
  return out;
}
