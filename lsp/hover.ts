// Hover: the rules text of a word or phrase (named by the vocabulary), or the text and numbers
// of a card when the mouse is on its name.
import { tokenMatcher, type IToken } from "chevrotain";
import { MarkupKind, type Hover } from "vscode-languageserver/node";
import { printCard } from "../compiler/emit/index.js";
import { tokens as T, tokenIndexAt } from "../grammar/index.js";
import { cardExtent, cardSummary } from "./cards.js";
import { chunkAt } from "./parse-cache.js";
import type { Span } from "./text.js";
import { nameAt } from "./navigation.js";
import { rulesOf } from "./vocabulary.js";
import type { Compiled, FileState, NamedFile, Workspace } from "./workspace.js";

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

/** The rules text of the word or phrase under the cursor (a phrase is one token). */
function keywordHover(file: FileState, found: NonNullable<ReturnType<typeof tokenAt>>): Hover | null {
  const { tokens, index, chunkStart } = found;
  const token = tokens[index]!;
  if (!tokenMatcher(token, T.AnyWord) || tokenMatcher(token, T.Word)) return null;
  const entry = rulesOf(token.tokenType);
  if (!entry) return null;
  const span: Span = { start: chunkStart + token.startOffset, end: chunkStart + token.endOffset! + 1 };
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

function cardNameHover(workspace: Workspace, file: NamedFile, name: string, span: Span): Hover {
  const text = cardText(workspace, workspace.compiled(), name);
  const value = text ?? `No hay ninguna carta llamada «${name}» en el espacio de trabajo.`;
  return { contents: { kind: MarkupKind.Markdown, value }, range: file.lines.range(span) };
}

/** Hover in a deck or a scenario: the card a name stands for (in a scenario, maybe its own). */
export function nameHover(workspace: Workspace, file: NamedFile, offset: number): Hover | null {
  const site = nameAt(file, offset, workspace.index());
  if (!site) return null;
  const own = site.scope?.definitions.get(site.name)?.[0];
  if (own && site.scope) {
    const { file: f, scenario } = site.scope;
    const source = f.text.slice(own.span.start, own.span.end).replace(/^[ \t]+/gm, (indent) => indent.slice(Math.min(indent.length, 4)));
    const value = `**${site.name}** — ${cardSummary(own)} · del escenario «${scenario.name}»\n\n\`\`\`carta\n${source.trimEnd()}\n\`\`\`\n\n${f.path}:${f.lines.position(own.nameSpan.start).line + 1}`;
    return { contents: { kind: MarkupKind.Markdown, value }, range: file.lines.range(site.span) };
  }
  return cardNameHover(workspace, file, site.name, site.span);
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
