// Completion: what the grammar accepts at the cursor.
//
// The sentence around the cursor is found the way the parser finds it (the grammar's
// `cutSegments` over the tokens before the cursor); chevrotain's
// `computeContentAssist` on that sentence's rule gives the token types that may come
// next, and each becomes its spellings from the vocabulary (canonical and forms, never
// variants). Snippets come from the one table of snippets.ts: at the start of a line
// inside a card the missing fields, the ability headers and the triggers, those that fit
// the card's type first (fit.ts asks the compiler); a connector or trigger wherever the
// grammar expects its first token. Inside the quotes after `llamado` come the card names
// of the workspace.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type MarkupContent, type Range } from "vscode-languageserver/node";
import { LIMIT_EVENTS } from "../compiler/index.js";
import { cutSegments, parser, RULES_TEXT, tokens as T, type CardNode, type RulesText, type Segment, type Token, tokenIndexAt } from "../grammar/index.js";
import { cardAt, cardSummary } from "./cards.js";
import { fitsType } from "./fit.js";
import { chunkAt, isWordToken } from "./parse-cache.js";
import { CARD_SNIPPET, fieldOf, SNIPPETS, TYPE_VALUES, type Snippet, type SnippetKind } from "./snippets.js";
import type { Span } from "./text.js";
import { canonicalOf, isCategory, membersOf, roleOf, ROLE_DETAIL, rulesOf, spellingsOf, type Role } from "./vocabulary.js";
import type { DeckState, FileState, WorkspaceIndex } from "./workspace.js";

const KIND: Record<Role, CompletionItemKind> = {
  field: CompletionItemKind.Field,
  cardType: CompletionItemKind.Class,
  faction: CompletionItemKind.EnumMember,
  phase: CompletionItemKind.EnumMember,
  keyword: CompletionItemKind.Keyword,
  trait: CompletionItemKind.Keyword,
  modifier: CompletionItemKind.Keyword,
  verseOption: CompletionItemKind.Keyword,
  verb: CompletionItemKind.Function,
  connector: CompletionItemKind.Keyword,
  determiner: CompletionItemKind.Keyword,
  pronoun: CompletionItemKind.Keyword,
  preposition: CompletionItemKind.Keyword,
  noun: CompletionItemKind.Value,
  adjective: CompletionItemKind.Value,
  zone: CompletionItemKind.Value,
  phrase: CompletionItemKind.Keyword,
  header: CompletionItemKind.Keyword,
  word: CompletionItemKind.Text,
};

/** How a snippet of each kind is described in the list. */
const SNIPPET_DETAIL: Record<SnippetKind, string> = {
  card: ROLE_DETAIL.header,
  field: ROLE_DETAIL.field,
  ability: "habilidad",
  trigger: "disparador",
  connector: ROLE_DETAIL.connector,
};

function documentation(rule: RulesText | undefined): { documentation: MarkupContent } | Record<string, never> {
  return rule ? { documentation: { kind: MarkupKind.Markdown, value: `**${rule.title}** (${rule.section})\n\n${rule.text}` } } : {};
}

interface Context {
  file: FileState;
  index: WorkspaceIndex;
  replace: Range;
  /** The token before the cursor inside the sentence, if any. */
  previous: IToken | undefined;
  /** True when the next word starts a sentence or the effect after a header: it gets a capital. */
  capitalize: boolean;
  sentenceStart: boolean;
  /** The client inserts snippets (`snippetSupport`); otherwise a snippet goes in as its plain text. */
  snippets: boolean;
}

class Items {
  readonly list: CompletionItem[] = [];
  private readonly seen = new Set<string>();

  constructor(private readonly ctx: Context) {}

  add(item: Omit<CompletionItem, "sortText"> & { priority: number }): void {
    if (this.seen.has(item.label)) return;
    this.seen.add(item.label);
    const { priority, insertText, ...rest } = item;
    this.list.push({
      ...rest,
      sortText: `${priority}${String(this.list.length).padStart(4, "0")}`,
      // An edit over the word being typed, so a partial word is replaced, not extended.
      textEdit: { range: this.ctx.replace, newText: insertText ?? rest.label },
    });
  }

  snippet(s: Snippet, priority: number): void {
    this.add({
      label: s.label,
      kind: s.kind === "field" ? CompletionItemKind.Field : CompletionItemKind.Snippet,
      detail: SNIPPET_DETAIL[s.kind],
      ...(this.ctx.snippets ? { insertText: s.snippet, insertTextFormat: InsertTextFormat.Snippet } : { insertText: s.plain, insertTextFormat: InsertTextFormat.PlainText }),
      ...documentation(s.rulesKey === undefined ? undefined : RULES_TEXT[s.rulesKey]),
      priority,
    });
  }

  word(type: TokenType, priority: number): void {
    const role = roleOf(type);
    const docs = documentation(rulesOf(type));
    let spellings = spellingsOf(type);
    if (role === "verb") spellings = verbForms(spellings, this.ctx.previous);
    spellings.forEach((spelling, i) => {
      const label = this.ctx.capitalize ? spelling.charAt(0).toUpperCase() + spelling.slice(1) : spelling;
      this.add({ label, kind: KIND[role], detail: ROLE_DETAIL[role], ...docs, priority: priority + (i === 0 ? 0 : 1) });
    });
  }

  cardNames(quoted: boolean, priority: number): void {
    for (const [name, sites] of this.ctx.index.definitions) {
      const site = sites[0]!;
      this.add({
        label: name,
        kind: CompletionItemKind.Reference,
        detail: cardSummary(site.card),
        documentation: site.file.path,
        ...(quoted ? { insertText: JSON.stringify(name), filterText: JSON.stringify(name) } : {}),
        priority,
      });
    }
  }
}

/**
 * The forms of a verb worth offering where it stands: the infinitive after «Puedes»
 * («Puedes robar»), the imperative where a clause starts («Roba», «y descarta»), every
 * form after a subject («Tus personajes obtienen»).
 */
function verbForms(spellings: string[], previous: IToken | undefined): string[] {
  const canonical = spellings.slice(0, 1);
  if (previous && tokenMatcher(previous, T.Puedes)) {
    const infinitives = spellings.filter((s) => s.endsWith("r"));
    return infinitives.length > 0 ? infinitives : canonical;
  }
  if (!previous || [T.Colon, T.Comma, T.Y, T.Minus, T.Dot].some((t) => tokenMatcher(previous, t))) return canonical;
  return spellings;
}

/** Token types chevrotain says may follow `tokens` in `rule`. */
function expectedAfter(rule: Segment["rule"], tokens: IToken[]): TokenType[] {
  const paths = parser.computeContentAssist(rule, tokens);
  const out: TokenType[] = [];
  for (const path of paths) if (!out.includes(path.nextTokenType)) out.push(path.nextTokenType);
  return out;
}

function addExpected(items: Items, ctx: Context, types: TokenType[], priority: number, segmentTokens: IToken[]): void {
  const previous = ctx.previous;
  // A connector or trigger comes as its snippet where its first token may come; that
  // token is then not offered alone.
  const asSnippet = new Set<TokenType>();
  for (const snippet of SNIPPETS) {
    if (snippet.kind !== "connector" && !(snippet.kind === "trigger" && ctx.sentenceStart)) continue;
    if (!types.includes(snippet.first)) continue;
    items.snippet(snippet, priority);
    asSnippet.add(snippet.first);
  }
  const tipoField = segmentTokens[0] !== undefined && tokenMatcher(segmentTokens[0], T.Tipo);
  for (const type of types) {
    if (type === T.StringLiteral) {
      if (previous && tokenMatcher(previous, T.Llamado)) items.cardNames(true, priority);
      continue;
    }
    if (type === T.AnyWord) {
      // «Límite <evento>»: the grammar takes any word; the events are the ones that count.
      if (previous && tokenMatcher(previous, T.Limite)) {
        for (const event of LIMIT_EVENTS) items.add({ label: event, kind: CompletionItemKind.EnumMember, detail: "evento de Límite", priority });
      }
      continue;
    }
    if (asSnippet.has(type)) continue;
    if (tipoField && type === T.Noun && segmentTokens.length === 1) {
      // `tipo <…>`: the card types, as the formatter writes them.
      for (const value of TYPE_VALUES) items.add({ label: value, kind: CompletionItemKind.Class, detail: ROLE_DETAIL.cardType, priority });
      continue;
    }
    if (tipoField && (type === T.Basica || type === T.Especial) && !(previous && tokenMatcher(previous, T.Escencia))) continue;
    if (isCategory(type)) {
      for (const member of membersOf(type)) items.word(member, priority);
      continue;
    }
    if (canonicalOf(type) !== undefined) items.word(type, priority);
  }
}

const HORIZONTAL_SPACE = /^[ \t\f\v\u00a0\ufeff]*$/;

function nameItems(index: WorkspaceIndex, range: Range, closed: boolean): CompletionItem[] {
  const items: CompletionItem[] = [];
  for (const [name, sites] of index.definitions) {
    const site = sites[0]!;
    items.push({
      label: name,
      kind: CompletionItemKind.Reference,
      detail: cardSummary(site.card),
      documentation: site.file.path,
      sortText: name,
      textEdit: { range, newText: closed ? name : `${name}"` },
    });
  }
  return items;
}

/** In a deck, card names between the quotes of a line. */
export function completeDeck(file: DeckState, offset: number, index: WorkspaceIndex): CompletionItem[] {
  const line = file.lines.lineOf(offset);
  const start = file.lines.lineStart(line);
  const end = file.lines.lineEnd(line);
  const before = file.text.slice(start, offset);
  const comment = before.search(/#(?=[^"]*$)/);
  const quotes = [...before].filter((c) => c === '"').length;
  if (quotes % 2 === 0 || (comment >= 0 && comment < before.lastIndexOf('"'))) return [];
  const open = start + before.lastIndexOf('"');
  const close = file.text.indexOf('"', offset);
  const closed = close >= 0 && close <= end;
  return nameItems(index, file.lines.range({ start: open + 1, end: closed ? close : offset }), closed);
}

export function complete(file: FileState, offset: number, index: WorkspaceIndex, snippets = true): CompletionItem[] {
  const chunk = chunkAt(file.parse, offset);
  const local = offset - chunk.start;
  const { tokens, comments } = chunk.local;
  if (comments.some((c) => c.startOffset < local && local <= c.endOffset! + 1)) return [];

  let count = tokenIndexAt(tokens, local);
  let replace: Span = { start: offset, end: offset };
  const touching = tokens[count - 1];
  let inQuotes: { open: number; end: number; closed: boolean } | undefined;
  if (touching && touching.endOffset! + 1 >= local) {
    if (tokenMatcher(touching, T.StringLiteral)) {
      const closed = touching.endOffset! > touching.startOffset && chunk.text.charCodeAt(touching.endOffset!) === 34;
      if (local > touching.startOffset && (!closed || local <= touching.endOffset!)) {
        inQuotes = { open: chunk.start + touching.startOffset, end: chunk.start + touching.endOffset! + (closed ? 0 : 1), closed };
        count--;
      }
    } else if (isWordToken(touching, chunk.text)) {
      replace = { start: chunk.start + touching.startOffset, end: chunk.start + touching.endOffset! + 1 };
      count--;
    }
  }
  const before = tokens.slice(0, count) as Token[];

  if (inQuotes) {
    const previous = before[before.length - 1];
    if (!previous || !tokenMatcher(previous, T.Llamado)) return [];
    return nameItems(index, file.lines.range({ start: inQuotes.open + 1, end: inQuotes.end }), inQuotes.closed);
  }

  const segments = cutSegments(before);
  const last = segments[segments.length - 1];
  const lastToken = last?.tokens[last.tokens.length - 1];
  const lineNumber = file.lines.lineOf(replace.start);
  const atLineStart = HORIZONTAL_SPACE.test(file.text.slice(file.lines.lineStart(lineNumber), replace.start));
  const lastOnThisLine = lastToken !== undefined && file.lines.lineOf(chunk.start + lastToken.endOffset!) === lineNumber;
  const inCard = segments.some((s) => s.rule === "cardHeader");
  const card = inCard ? cardAt(file, offset) : undefined;

  const ctx: Context = { file, index, replace: file.lines.range(replace), previous: undefined, capitalize: true, sentenceStart: true, snippets };
  const items = new Items(ctx);

  const sentenceContinues = last !== undefined && last.rule === "sentence" && lastToken !== undefined && !tokenMatcher(lastToken, T.Dot);
  const continueSentence = (priority: number) => {
    ctx.previous = lastToken;
    ctx.sentenceStart = false;
    ctx.capitalize = lastToken !== undefined && (tokenMatcher(lastToken, T.Colon) || tokenMatcher(lastToken, T.Minus));
    addExpected(items, ctx, expectedAfter("sentence", last!.tokens), priority, last!.tokens);
    ctx.previous = undefined;
    ctx.sentenceStart = true;
    ctx.capitalize = true;
  };
  const newSentence = (priority: number) => addExpected(items, ctx, expectedAfter("sentence", []), priority, []);

  if (atLineStart) {
    if (!inCard) {
      items.snippet(CARD_SNIPPET, 1);
      return items.list;
    }
    if (sentenceContinues) continueSentence(0);
    lineStartItems(items, card);
    newSentence(6);
    items.snippet(CARD_SNIPPET, 7);
    return items.list;
  }

  if (last === undefined || lastToken === undefined) return [];
  if (last.rule === "cardHeader") return [];
  if (last.rule === "field") {
    if (!lastOnThisLine) {
      newSentence(1);
      return items.list;
    }
    ctx.previous = lastToken;
    ctx.capitalize = false;
    ctx.sentenceStart = false;
    addExpected(items, ctx, expectedAfter("field", last.tokens), 1, last.tokens);
    return items.list;
  }
  if (sentenceContinues) continueSentence(1);
  else newSentence(1);
  return items.list;
}

function lineStartItems(items: Items, card: CardNode | undefined): void {
  const present = new Set<string>(card?.fields.map((f) => f.field) ?? []);
  const tipo = card?.fields.find((f) => f.field === "tipo");
  const typeValue = tipo && tipo.field === "tipo" && tipo.cardType !== "carta" ? `${tipo.cardType}${tipo.essenceKind ? ` ${tipo.essenceKind}` : ""}` : undefined;
  for (const snippet of SNIPPETS) {
    if (snippet.kind === "field") {
      if (!present.has(fieldOf(snippet)!) && fitsType(snippet, typeValue)) items.snippet(snippet, 1);
    } else if (snippet.kind === "ability" || snippet.kind === "trigger") {
      // Lines that do not fit the card's type are still offered, after the ones that do.
      items.snippet(snippet, fitsType(snippet, typeValue) ? 2 : 5);
    }
  }
}
