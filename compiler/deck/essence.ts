// The order of the Escencia deck (Reglamento 6): where a special Escencia may lie in
// each order, and the two orders being the same cards.
import type { DeckSectionNode } from "../../grammar/index.js";
import type { DeckFormat } from "../ir.js";
import type { DeckContext } from "./context.js";
import { specialEssenceAllowed, type Order } from "./rules.js";

/** Positions listed in a message: a count of 99999999999 must not allocate that many. */
const MAX_POSITIONS = 1000;

export function checkEssenceOrders(c: DeckContext): void {
  const format = c.format;
  if (format !== undefined) {
    for (const section of c.essenceSections()) specialPositions(c, format, section);
  }
  const first = c.section("escenciaPrimero");
  const second = c.section("escenciaSegundo");
  if (first !== undefined && second !== undefined) sameCards(c, first, second);
}

function specialPositions(c: DeckContext, format: DeckFormat, section: DeckSectionNode): void {
  let position = 1;
  for (const entry of section.entries) {
    const card = c.placed.get(entry)?.card;
    const positions = Array.from({ length: Math.min(entry.count, MAX_POSITIONS) }, (_, k) => position + k);
    position += entry.count;
    if (card?.type !== "Escencia" || card.essenceKind !== "especial") continue;
    if (section.kind === "escencia") {
      c.report("CR237", { name: card.name, order: "both" }, entry.span);
      continue;
    }
    const order: Order = section.kind === "escenciaPrimero" ? "first" : "second";
    const bad = positions.filter((p) => !specialEssenceAllowed(format, order, p));
    if (bad.length > 0) c.report("CR237", { name: card.name, order, format, positions: bad }, entry.span);
  }
}

/** Both orders list the same Escencia deck: same cards, same counts, any order. */
function sameCards(c: DeckContext, first: DeckSectionNode, second: DeckSectionNode): void {
  const inFirst = new Map<string, number>();
  for (const e of first.entries) inFirst.set(e.name, (inFirst.get(e.name) ?? 0) + e.count);
  const inSecond = new Map<string, number>();
  for (const e of second.entries) {
    const before = inSecond.get(e.name) ?? 0;
    const after = before + e.count;
    inSecond.set(e.name, after);
    const allowed = inFirst.get(e.name) ?? 0;
    if (after > allowed && before <= allowed) {
      c.report("CR238", allowed === 0 ? { name: e.name, problem: "notInFirst" } : { name: e.name, problem: "moreInSecond", inSecond: after, inFirst: allowed }, e.span);
    }
  }
  for (const [name, count] of inFirst) {
    const have = inSecond.get(name) ?? 0;
    if (have < count) c.report("CR238", { name, problem: "missingInSecond", missing: count - have, inFirst: count }, second.span);
  }
}
