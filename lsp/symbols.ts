// Outline, workspace symbols and folding: one entry per card, its abilities inside; per
// deck, its sections and their cards; per scenario, its sections and its own cards.
import { FoldingRangeKind, SymbolKind, type DocumentSymbol, type FoldingRange, type SymbolInformation } from "vscode-languageserver/node";
import { normalizeWord, type DeckSectionKind } from "../grammar/index.js";
import { abilityLabel, cardExtent, cardsOf, cardSummary, truncate } from "./cards.js";
import type { DeckState, FileState, NamedFile, ScenarioState, Snapshot } from "./workspace.js";

type Span = { start: number; end: number };

export function documentSymbols(file: NamedFile): DocumentSymbol[] {
  if (file.kind === "deck") return deckSymbols(file);
  if (file.kind === "scenario") return scenarioSymbols(file);
  return cardsOf(file).map((card) => {
    const extent = cardExtent(file, card);
    const children = card.abilities.map((ability): DocumentSymbol => {
      const { name, detail } = abilityLabel(ability, file.text);
      const range = file.lines.range(ability.span);
      return { name: name || "(habilidad)", detail: truncate(detail, 80), kind: SymbolKind.Method, range, selectionRange: range };
    });
    return {
      name: card.name.trim() === "" ? "(sin nombre)" : card.name,
      detail: cardSummary(card),
      kind: SymbolKind.Class,
      range: file.lines.range(extent),
      selectionRange: file.lines.range(card.nameSpan),
      children,
    };
  });
}

/** How well `query` matches `name`: letters in order, ignoring case and accents; lower is better. */
function fuzzyScore(query: string, name: string): number | undefined {
  if (query === "") return 0;
  const q = normalizeWord(query).replace(/\s+/g, "");
  const n = normalizeWord(name);
  const at = n.indexOf(q);
  if (at === 0) return 0;
  if (at > 0) return 1;
  let i = 0;
  let gaps = 0;
  for (let j = 0; j < n.length && i < q.length; j++) {
    if (n[j] === q[i]) i++;
    else if (i > 0) gaps++;
  }
  return i === q.length ? 2 + gaps : undefined;
}

const MAX_WORKSPACE_SYMBOLS = 500;

export function workspaceSymbols(snapshot: Snapshot, query: string): SymbolInformation[] {
  const found: Array<{ score: number; symbol: SymbolInformation }> = [];
  for (const file of snapshot.files) {
    for (const card of cardsOf(file)) {
      const score = fuzzyScore(query, card.name);
      if (score === undefined) continue;
      found.push({
        score,
        symbol: {
          name: card.name,
          kind: SymbolKind.Class,
          location: { uri: file.uri, range: file.lines.range({ start: card.span.start, end: card.nameSpan.end }) },
          containerName: file.path,
        },
      });
    }
  }
  found.sort((a, b) => a.score - b.score || (a.symbol.name < b.symbol.name ? -1 : a.symbol.name > b.symbol.name ? 1 : 0));
  return found.slice(0, MAX_WORKSPACE_SYMBOLS).map((f) => f.symbol);
}

/** How the outline names a deck's sections, as the file writes their headers. */
const SECTION_TITLES: Record<DeckSectionKind, string> = {
  principal: "principal",
  escencia: "escencia",
  escenciaPrimero: "escencia primero",
  escenciaSegundo: "escencia segundo",
  arsenal: "arsenal",
};

/** A section runs from its header to its last entry. */
function deckSectionSpans(file: DeckState): { kind: DeckSectionKind; span: Span }[] {
  const deck = file.deck;
  if (deck === undefined) return [];
  return (Object.entries(deck.sections) as [DeckSectionKind, NonNullable<(typeof deck.sections)[DeckSectionKind]>][])
    .map(([kind, section]) => ({ kind, span: { start: section.span.start, end: Math.max(section.span.end, ...section.entries.map((e) => e.span.end)) } }))
    .sort((a, b) => a.span.start - b.span.start);
}

function deckSymbols(file: DeckState): DocumentSymbol[] {
  const deck = file.deck;
  if (deck === undefined) return [];
  const children = deckSectionSpans(file).map(({ kind, span }): DocumentSymbol => {
    const section = deck.sections[kind]!;
    const cards = section.entries.reduce((n, e) => n + e.count, 0);
    return {
      name: SECTION_TITLES[kind],
      detail: `${cards} ${cards === 1 ? "carta" : "cartas"}`,
      kind: SymbolKind.Namespace,
      range: file.lines.range(span),
      selectionRange: file.lines.range(section.span),
      children: section.entries.map((entry): DocumentSymbol => {
        const range = file.lines.range(entry.span);
        return { name: entry.name, detail: `× ${entry.count}`, kind: SymbolKind.Constant, range, selectionRange: file.lines.range(entry.nameSpan) };
      }),
    };
  });
  const facts = [deck.format?.value, deck.faction?.value].filter((x): x is string => x !== undefined);
  return [
    {
      name: deck.name === "" ? "(mazo sin nombre)" : deck.name,
      detail: facts.join(" · "),
      kind: SymbolKind.Module,
      range: file.lines.range({ start: deck.span.start, end: file.text.length }),
      selectionRange: file.lines.range(deck.nameSpan.end > deck.nameSpan.start ? deck.nameSpan : deck.span),
      children,
    },
  ];
}

function scenarioSymbols(file: ScenarioState): DocumentSymbol[] {
  return file.scenarios.map((scenario): DocumentSymbol => {
    const sections = (Object.entries(scenario.sections) as [string, Span][]).sort((a, b) => a[1].start - b[1].start);
    const children: DocumentSymbol[] = sections.map(([title, span], i): DocumentSymbol => {
      const end = sections[i + 1]?.[1].start ?? scenario.span.end;
      return { name: title, kind: SymbolKind.Namespace, range: file.lines.range({ start: span.start, end: Math.max(span.end, end) }), selectionRange: file.lines.range(span) };
    });
    for (const card of scenario.cards) {
      const range = file.lines.range(card.span);
      children.push({ name: card.name.trim() === "" ? "(sin nombre)" : card.name, detail: cardSummary(card), kind: SymbolKind.Class, range, selectionRange: file.lines.range(card.nameSpan) });
    }
    return {
      name: scenario.name === "" ? "(escenario sin nombre)" : scenario.name,
      kind: SymbolKind.Event,
      range: file.lines.range(scenario.span),
      selectionRange: file.lines.range(scenario.nameSpan.end > scenario.nameSpan.start ? scenario.nameSpan : scenario.span),
      children,
    };
  });
}

export function foldingRanges(file: NamedFile): FoldingRange[] {
  const out: FoldingRange[] = [];
  const fold = (span: Span): void => {
    const startLine = file.lines.lineOf(span.start);
    const endLine = file.lines.lineOf(Math.max(span.start, span.end - 1));
    if (endLine > startLine) out.push({ startLine, endLine, kind: FoldingRangeKind.Region });
  };
  if (file.kind === "deck") {
    for (const { span } of deckSectionSpans(file)) fold(span);
  } else if (file.kind === "scenario") {
    for (const scenario of file.scenarios) fold(scenario.span);
  } else {
    for (const card of cardsOf(file)) fold(cardExtent(file, card));
  }
  return out;
}
