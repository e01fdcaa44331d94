// Deck construction rules: a parsed `.mazo` against the compiled card set. One pass per
// rule family, every violation reported on the line that causes it: a card's own line
// for what is wrong with that card, the line where a running total crosses its limit
// for "too many", and the section (or the `mazo` header) for "too few" / "missing",
// which have no line of their own. The rules and where they come from are in
// docs/mazos.md and docs/rulings.md; the Escencia order and the factions have files of
// their own (essence.ts, factions.ts).
import { crossing, total, type DeckContext, type Placed } from "./context.js";
import { checkEssenceOrders } from "./essence.js";
import { checkFactions } from "./factions.js";
import { MAX_COPIES } from "./rules.js";

/** The rule families, in the order they report. */
const FAMILIES: ReadonlyArray<(c: DeckContext) => void> = [
  (c) => c.bindLines(),
  checkFields,
  checkTypes,
  checkSizes,
  checkEssenceOrders,
  checkCopies,
  checkFactions,
  checkRepeatedLines,
];

export function runDeckChecks(c: DeckContext): void {
  for (const family of FAMILIES) family(c);
}

/** The header fields and the sections a deck cannot do without. */
function checkFields(c: DeckContext): void {
  const deck = c.deck;
  const header = deck.span;
  if (deck.format === undefined) c.report("CR220", {}, header);
  if (c.format === "Convergencia" && deck.faction !== undefined) {
    c.report("CR222", {}, deck.faction.span, { span: deck.faction.span, replacement: "" });
  }
  if (c.format !== undefined && c.format !== "Convergencia" && deck.faction === undefined) c.report("CR221", { format: c.format }, header);

  if (deck.sanctuary === undefined) {
    c.report("CR223", {}, header);
  } else {
    const { value: name, valueSpan } = deck.sanctuary;
    const card = c.card(name, valueSpan);
    if (card !== undefined && card.type !== "Santuario") {
      c.report("CR231", { name, type: card.type }, valueSpan);
    } else if (card !== undefined && c.faction !== undefined && c.format !== undefined && c.format !== "Convergencia" && card.faction !== c.faction) {
      c.report("CR241", { name, cardFaction: card.faction, format: c.format, faction: c.faction }, valueSpan);
    }
  }

  if (c.section("principal") === undefined) c.report("CR224", { section: "principal" }, header);
  if (c.section("escencia") === undefined) {
    if (c.section("escenciaPrimero") === undefined) c.report("CR224", { section: "escenciaPrimero" }, header);
    if (c.section("escenciaSegundo") === undefined) c.report("CR224", { section: "escenciaSegundo" }, header);
  }
}

/** What each section may hold (Reglamento 2). */
function checkTypes(c: DeckContext): void {
  for (const { entry, section, card } of c.allLines()) {
    if (card === undefined) continue;
    if (section.kind === "principal" && (card.type === "Santuario" || card.type === "Escencia")) {
      c.report("CR229", { name: card.name, type: card.type }, entry.span);
    } else if (section.kind !== "principal" && section.kind !== "arsenal" && card.type !== "Escencia") {
      c.report("CR230", { name: card.name, type: card.type }, entry.span);
    } else if (section.kind === "arsenal" && card.type === "Santuario") {
      c.report("CR242", { name: card.name, reason: "sanctuary" }, entry.span);
    }
  }
}

/** The sizes of the format (Reglamento 4, 6). */
function checkSizes(c: DeckContext): void {
  const { rules, format } = c;
  if (rules === undefined || format === undefined) return;
  const main = c.section("principal");
  if (main !== undefined) {
    const count = total(main);
    if (count !== rules.main) c.report("CR226", { count, expected: rules.main, format }, main.span);
  }
  for (const section of c.essenceSections()) {
    const count = total(section);
    if (count !== rules.essence) c.report("CR227", { section: section.kind, count, expected: rules.essence, format }, section.span);
  }
  const arsenal = c.section("arsenal");
  if (arsenal !== undefined) {
    const count = total(arsenal);
    if (count > rules.arsenalMax) c.report("CR228", { count, max: rules.arsenalMax, format }, arsenal.span);
  }
}

/** At most 3 copies of a card, counting the main deck, the Escencia deck and the arsenal together. */
function checkCopies(c: DeckContext): void {
  const byName = new Map<string, Placed[]>();
  for (const p of c.pool()) {
    if (p.card === undefined) continue;
    // Basic Escencias are exempt (docs/rulings.md): a one-faction Escencia deck needs 7+ of its only basic.
    if (p.card.type === "Escencia" && p.card.essenceKind === "básica") continue;
    const list = byName.get(p.card.name) ?? [];
    list.push(p);
    byName.set(p.card.name, list);
  }
  for (const [name, list] of byName) {
    const sum = list.reduce((s, p) => s + p.entry.count, 0);
    if (sum <= MAX_COPIES) continue;
    const lines = [...new Set(list.map((p) => c.lineOf(p.entry.span)))];
    c.report("CR232", { name, total: sum, lines }, crossing(list, MAX_COPIES).entry.span);
  }
}

/** The same card on two lines of the main deck or the arsenal: legal, but the count is then hard to read. */
function checkRepeatedLines(c: DeckContext): void {
  for (const kind of ["principal", "arsenal"] as const) {
    const section = c.section(kind);
    if (section === undefined) continue;
    const firstLine = new Map<string, (typeof section.entries)[number]>();
    for (const entry of section.entries) {
      const first = firstLine.get(entry.name);
      if (first === undefined) {
        firstLine.set(entry.name, entry);
        continue;
      }
      c.report("CR243", { name: entry.name, line: c.lineOf(first.span), section: kind, total: first.count + entry.count }, entry.span);
    }
  }
}
