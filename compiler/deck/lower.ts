// A checked deck → its IR (`DeckDefinition`): main deck and arsenal merged by card name,
// the Escencia deck expanded to one name per position, in both orders.
import type { DeckSectionNode } from "../../grammar/index.js";
import type { DeckDefinition, DeckEntry } from "../ir.js";
import type { DeckContext } from "./context.js";

/** The deck's definition, or undefined when it lacks what the IR cannot do without (a format, a Santuario). */
export function lowerDeck(c: DeckContext, path: string): DeckDefinition | undefined {
  const { deck, format } = c;
  if (format === undefined || deck.sanctuary === undefined) return undefined;
  const merged = (section: DeckSectionNode | undefined): DeckEntry[] => {
    const byName = new Map<string, DeckEntry>();
    for (const e of section?.entries ?? []) {
      const existing = byName.get(e.name);
      if (existing !== undefined) existing.count += e.count;
      else byName.set(e.name, { card: e.name, count: e.count, range: c.lines.range(path, e.span) });
    }
    return [...byName.values()];
  };
  const expanded = (section: DeckSectionNode | undefined): string[] => (section?.entries ?? []).flatMap((e) => Array.from({ length: e.count }, () => e.name));
  const both = c.section("escencia");
  const definition: DeckDefinition = {
    name: deck.name,
    format,
    sanctuary: deck.sanctuary.value,
    mainDeck: merged(c.section("principal")),
    essenceDeck: { first: expanded(both ?? c.section("escenciaPrimero")), second: expanded(both ?? c.section("escenciaSegundo")) },
    arsenal: merged(c.section("arsenal")),
    range: c.lines.range(path, deck.span),
  };
  if (format !== "Convergencia" && c.faction !== undefined) definition.faction = c.faction;
  return definition;
}
