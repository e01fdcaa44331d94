// Outline, workspace symbols and folding: one entry per card, its abilities inside.
import { FoldingRangeKind, SymbolKind, type DocumentSymbol, type FoldingRange, type SymbolInformation } from "vscode-languageserver/node";
import { normalizeWord } from "../grammar/index.js";
import { abilityLabel, cardExtent, cardsOf, cardSummary, truncate } from "./cards.js";
import type { FileState, Snapshot } from "./workspace.js";

export function documentSymbols(file: FileState): DocumentSymbol[] {
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

export function foldingRanges(file: FileState): FoldingRange[] {
  const out: FoldingRange[] = [];
  for (const card of cardsOf(file)) {
    const extent = cardExtent(file, card);
    const startLine = file.lines.lineOf(extent.start);
    const endLine = file.lines.lineOf(Math.max(extent.start, extent.end - 1));
    if (endLine > startLine) out.push({ startLine, endLine, kind: FoldingRangeKind.Region });
  }
  return out;
}
