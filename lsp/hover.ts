// Hover: the rules text of a word or phrase (named by the vocabulary), or the text and numbers
// of a card when the mouse is on its name.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { MarkupKind, type Hover } from "vscode-languageserver/node";
import { printCard } from "../compiler/emit/text.js";
import { RULES_TEXT, rulesKeyOf, tokens as T } from "../grammar/index.js";
import { cardExtent, cardSummary } from "./cards.js";
import { chunkAt, tokenIndexAt } from "./parse-cache.js";
import type { Span } from "./text.js";
import { nameAt } from "./navigation.js";
import type { Compiled, DeckState, FileState, Workspace } from "./workspace.js";

/** The token under `offset` in document offsets, with its neighbours. */
export function tokenAt(file: FileState, offset: number): { tokens: IToken[]; index: number; chunkStart: number; chunkText: string } | undefined {
  const chunk = chunkAt(file.parse, offset);
  const local = offset - chunk.start;
  const tokens = chunk.local.tokens;
  const i = tokenIndexAt(tokens, local + 1) - 1;
  const token = tokens[i];
  if (!token || token.startOffset > local || token.endOffset! + 1 < local) return undefined;
  return { tokens, index: i, chunkStart: chunk.start, chunkText: chunk.text };
}

function keywordHover(file: FileState, found: NonNullable<ReturnType<typeof tokenAt>>): Hover | null {
  const { tokens, index, chunkStart } = found;
  const token = tokens[index]!;
  if (!tokenMatcher(token, T.AnyWord) || tokenMatcher(token, T.Word)) return null;
  const key = rulesKeyOf(token.tokenType);
  const entry = key === undefined ? undefined : RULES_TEXT[key];
  if (!entry) return null;
  // Neighbours that lead to the same text are one term («Sin entrenamiento»).
  let first = index;
  let last = index;
  while (first > 0 && rulesKeyOf(tokens[first - 1]!.tokenType) === key) first--;
  while (last + 1 < tokens.length && rulesKeyOf(tokens[last + 1]!.tokenType) === key) last++;
  const span: Span = { start: chunkStart + tokens[first]!.startOffset, end: chunkStart + tokens[last]!.endOffset! + 1 };
  return {
    contents: { kind: MarkupKind.Markdown, value: `**${entry.title}**\n\n${entry.text}\n\n*${entry.section}*` },
    range: file.lines.range(span),
  };
}

/** The canonical text of a compiled card, or its source lines when it cannot be printed. */
function cardText(workspace: Workspace, compiled: Compiled, name: string): string | undefined {
  const sites = workspace.index().definitions.get(name);
  if (!sites || sites.length === 0) return undefined;
  const { file, card } = sites[0]!;
  const ir = compiled.cardsByName.get(name);
  let text: string | undefined;
  if (ir) {
    try {
      text = printCard(ir);
    } catch {
      text = undefined;
    }
  }
  if (text === undefined) {
    const extent = cardExtent(file, card);
    text = file.text.slice(extent.start, extent.end);
  }
  const fence = "`".repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));
  const where = sites.length > 1 ? ` — definida ${sites.length} veces` : "";
  return `**${name}** — ${cardSummary(card)}${where}\n\n${fence}carta\n${text.trimEnd()}\n${fence}\n\n${file.path}:${file.lines.position(card.nameSpan.start).line + 1}`;
}

function cardNameHover(workspace: Workspace, file: FileState | DeckState, name: string, span: Span): Hover {
  const text = cardText(workspace, workspace.compiled(), name);
  const value = text ?? `No hay ninguna carta llamada «${name}» en el espacio de trabajo.`;
  return { contents: { kind: MarkupKind.Markdown, value }, range: file.lines.range(span) };
}

/** Hover in a deck: the card of an entry or of the `santuario` line. */
export function deckHover(workspace: Workspace, file: DeckState, offset: number): Hover | null {
  const site = nameAt(file, offset);
  return site ? cardNameHover(workspace, file, site.name, site.span) : null;
}

export function hover(workspace: Workspace, file: FileState, offset: number): Hover | null {
  const found = tokenAt(file, offset);
  if (!found) return null;
  const token = found.tokens[found.index]!;
  if (tokenMatcher(token, T.StringLiteral)) {
    const previous = found.tokens[found.index - 1];
    if (!previous || !(tokenMatcher(previous, T.Llamado) || tokenMatcher(previous, T.Carta))) return null;
    // The lexer closes an unterminated name in the image, as the parser reads it.
    const name = token.image.slice(1, -1);
    const span = { start: found.chunkStart + token.startOffset, end: found.chunkStart + token.endOffset! + 1 };
    return cardNameHover(workspace, file, name, span);
  }
  return keywordHover(file, found);
}
