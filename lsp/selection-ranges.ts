// Selection ranges (`textDocument/selectionRange`, «expand selection»): from the word under
// the cursor outwards through the spans the parser gave the card's tree (a name, a
// selection, a clause, a sentence, an ability, a field), the ability's whole lines, the
// card from its `carta` line to the next card, and the document. Every step strictly holds
// the one inside it, as the protocol asks.
import type { IToken } from "chevrotain";
import type { SelectionRange } from "vscode-languageserver/node";
import { tokenIndexAt } from "../grammar/index.js";
import { cardAt, cardExtent } from "./cards.js";
import { innerSpan } from "./navigation.js";
import { chunkAt, isWordToken } from "./parse-cache.js";
import { contains, type Span } from "./text.js";
import type { FileState } from "./workspace.js";

/**
 * The token (or comment) under `offset`. Where the cursor is between two tokens it takes
 * the one with letters, digits or a name («Embate|.» is «Embate»).
 */
function tokenAt(file: FileState, offset: number): Span | undefined {
  const chunk = chunkAt(file.parse, offset);
  const local = offset - chunk.start;
  const spanOf = (token: IToken | undefined): Span | undefined =>
    token && { start: chunk.start + token.startOffset, end: chunk.start + (token.endOffset ?? token.startOffset) + 1 };
  const around = (tokens: readonly IToken[]): Span | undefined => {
    const index = tokenIndexAt(tokens, local + 1) - 1;
    const at = tokens[index];
    const span = spanOf(at);
    if (at === undefined || span === undefined || !contains(span, offset)) return undefined;
    const before = spanOf(tokens[index - 1]);
    const named = isWordToken(at, chunk.text) || /["\d]/.test(chunk.text.charAt(at.startOffset));
    return span.start === offset && !named && before !== undefined && before.end === offset ? before : span;
  };
  return around(chunk.local.tokens) ?? around(chunk.local.comments);
}

/** Every span of the tree below `node` ({ start, end } objects) that holds `offset`. */
function spansAround(node: unknown, offset: number, out: Span[], seen = new Set<object>()): Span[] {
  if (node === null || typeof node !== "object" || seen.has(node)) return out;
  seen.add(node);
  const record = node as Record<string, unknown>;
  if (typeof record["start"] === "number" && typeof record["end"] === "number" && Object.keys(record).length === 2) {
    const span = record as unknown as Span;
    if (contains(span, offset)) out.push(span);
    return out;
  }
  for (const value of Array.isArray(node) ? node : Object.values(record)) spansAround(value, offset, out, seen);
  return out;
}

/** The whole lines a span is written on, indentation included. */
function linesOf(file: FileState, span: Span): Span {
  const first = file.lines.lineOf(span.start);
  const last = file.lines.lineOf(Math.max(span.start, span.end - 1));
  return { start: file.lines.lineStart(first), end: file.lines.lineEnd(last) };
}

/** From the innermost span out, each strictly holding the one before. */
function nested(spans: Span[]): Span[] {
  const sorted = spans.filter((s) => s.end >= s.start).sort((a, b) => a.end - a.start - (b.end - b.start) || a.start - b.start);
  const chain: Span[] = [];
  for (const span of sorted) {
    const last = chain[chain.length - 1];
    if (last === undefined) chain.push(span);
    else if (span.start <= last.start && last.end <= span.end && (span.start < last.start || last.end < span.end)) chain.push(span);
  }
  return chain;
}

function spansAt(file: FileState, offset: number): Span[] {
  const spans: Span[] = [];
  const token = tokenAt(file, offset);
  // A card name: the text between its quotes first.
  const word = token !== undefined && file.text.charCodeAt(token.start) === 34 ? innerSpan(file, token) : token;
  if (token !== undefined && word !== undefined) spans.push(token, word);
  const card = cardAt(file, offset);
  const extent = card && cardExtent(file, card);
  if (card !== undefined && extent !== undefined && contains(extent, offset)) {
    spansAround(card, offset, spans);
    const header = { start: card.span.start, end: card.nameSpan.end };
    if (contains(header, offset)) spans.push(header);
    for (const part of [...card.fields, ...card.abilities]) if (contains(part.span, offset)) spans.push(linesOf(file, part.span));
    spans.push(extent, linesOf(file, extent));
  }
  spans.push({ start: 0, end: file.text.length });
  // The innermost step holds the cursor's word; without one, the smallest span around the cursor.
  const chain = nested(spans);
  return word === undefined ? chain : chain.filter((s) => s.start <= word.start && word.end <= s.end);
}

export function selectionRanges(file: FileState, offsets: number[]): SelectionRange[] {
  return offsets.map((offset) => {
    let range: SelectionRange | undefined;
    for (const span of spansAt(file, offset).reverse()) range = { range: file.lines.range(span), ...(range ? { parent: range } : {}) };
    return range ?? { range: file.lines.range({ start: offset, end: offset }) };
  });
}
