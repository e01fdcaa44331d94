// What every deck check reads: the parsed deck, each of its lines bound to its card,
// the format's rules, and where to report. Built once per deck; the rule families
// (check.ts, essence.ts, factions.ts) only read it and report.
import type { ArgsOf, DeckEntryNode, DeckNode, DeckSectionKind, DeckSectionNode, Diagnostic as SyntaxDiagnostic, FixEdit, Span } from "../../grammar/index.js";
import { unknownCard } from "../bind.js";
import { FACTIONS, type CardDefinition, type DeckFormat, type Faction } from "../ir.js";
import type { LineIndex } from "../positions.js";
import { deckCheckDiagnostic, type DECK_CHECK_CATALOG, type DeckCheckCode } from "./diagnostics.js";
import { FORMAT_RULES, type FormatRules } from "./rules.js";

/** A line that names a card, with the card it names (undefined when no card has that name: CR225). */
export interface Placed {
  entry: DeckEntryNode;
  section: DeckSectionNode;
  card: CardDefinition | undefined;
}

function isFaction(value: string | undefined): value is Faction {
  return value !== undefined && (FACTIONS as readonly string[]).includes(value);
}

export class DeckContext {
  readonly out: SyntaxDiagnostic[] = [];
  readonly placed = new Map<DeckEntryNode, Placed>();
  readonly format: DeckFormat | undefined;
  readonly faction: Faction | undefined;
  readonly rules: FormatRules | undefined;

  constructor(
    readonly deck: DeckNode,
    private readonly cards: ReadonlyMap<string, CardDefinition>,
    readonly lines: LineIndex,
  ) {
    this.format = deck.format?.value;
    this.rules = this.format !== undefined ? FORMAT_RULES[this.format] : undefined;
    const faction = deck.faction?.value;
    this.faction = isFaction(faction) ? faction : undefined;
  }

  report<C extends DeckCheckCode>(code: C, args: ArgsOf<(typeof DECK_CHECK_CATALOG)[C]>, span: Span, fix?: FixEdit): void {
    this.out.push(deckCheckDiagnostic(code, args, span, fix));
  }

  /** 1-based line of a span's start. */
  lineOf(span: Span): number {
    return this.lines.position(span.start).line;
  }

  /** The card of a name, or CR225 at the name (with the closest name as a fix). */
  card(name: string, span: Span): CardDefinition | undefined {
    const card = this.cards.get(name);
    if (card !== undefined) return card;
    const unknown = unknownCard(name, this.cards.keys(), span);
    this.report("CR225", unknown.args, span, unknown.fix);
    return undefined;
  }

  /** Binds every line of every section to its card, in section order. */
  bindLines(): void {
    for (const kind of Object.keys(this.deck.sections) as DeckSectionKind[]) {
      const section = this.section(kind)!;
      for (const entry of section.entries) this.placed.set(entry, { entry, section, card: this.card(entry.name, entry.nameSpan) });
    }
  }

  section(kind: DeckSectionKind): DeckSectionNode | undefined {
    return this.deck.sections[kind];
  }

  /** The sections that list the Escencia deck (one or two orders of the same cards). */
  essenceSections(): DeckSectionNode[] {
    return (["escencia", "escenciaPrimero", "escenciaSegundo"] as const).map((k) => this.section(k)).filter((s): s is DeckSectionNode => s !== undefined);
  }

  /** The Escencia deck counted once: its first listed order (the second is the same cards, CR238). */
  essenceSet(): DeckSectionNode | undefined {
    return this.section("escencia") ?? this.section("escenciaPrimero") ?? this.section("escenciaSegundo");
  }

  /** Every card the player registers, each counted once: main deck, Escencia deck, arsenal, in file order. */
  pool(): Placed[] {
    const sections = [this.section("principal"), this.essenceSet(), this.section("arsenal")].filter((s): s is DeckSectionNode => s !== undefined);
    return sections.flatMap((s) => s.entries.map((e) => this.placed.get(e)!)).sort((a, b) => a.entry.span.start - b.entry.span.start);
  }

  /** Every line that names a card, in every section. */
  allLines(): Placed[] {
    return [...this.placed.values()];
  }
}

/** The number of cards a section lists. */
export function total(section: DeckSectionNode): number {
  return section.entries.reduce((sum, e) => sum + e.count, 0);
}

/** The entry where a running count first passes `limit`. */
export function crossing(list: readonly Placed[], limit: number): Placed {
  let running = 0;
  return list.find((p) => (running += p.entry.count) > limit)!;
}
