// Completion: what the grammar accepts at the cursor.
//
// The sentence around the cursor is found the way the parser finds it (the grammar's
// `cutSegments` over the tokens before the cursor); chevrotain's
// `computeContentAssist` on that sentence's rule gives the token types that may come
// next, and each becomes its spellings from the vocabulary. At the start of a line
// inside a card the fields and ability headers come as snippets; inside the quotes
// after `llamado` come the card names of the workspace.
import { tokenMatcher, type IToken, type TokenType } from "chevrotain";
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type Range } from "vscode-languageserver/node";
import { CARD_KEYWORDS, CARD_TYPES, ESSENCE_KINDS, FACTIONS, LIMIT_EVENTS, PHASES, TRAITS, VERSE_OPTIONS } from "../compiler/index.js";
import { parser, rulesTextFor, tokens as T, type CardNode, type Token } from "../grammar/index.js";
import { cutSegments, type Segment } from "../grammar/index.js";
import { cardAt, cardSummary } from "./cards.js";
import { chunkAt, isWordToken, tokenIndexAt } from "./parse-cache.js";
import type { Span } from "./text.js";
import { canonicalOf, isCategory, membersOf, roleOf, ROLE_DETAIL, spellingsOf, type Role } from "./vocabulary.js";
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

export interface LineSnippet {
  label: string;
  snippet: string;
  role: Role;
  /** The rules entry to show. */
  rule?: string;
  /** Which card types the line belongs on; undefined for all. */
  types?: string[];
}

const choice = (values: readonly string[]) => `|${values.join(",")}|`;
const TYPE_VALUES = CARD_TYPES.flatMap((t) => (t === "Escencia" ? ESSENCE_KINDS.map((k) => `${t} ${k}`) : [t]));

/** Field lines, in the canonical order. */
export const FIELD_SNIPPETS: Array<LineSnippet & { field: FieldName }> = [
  { field: "tipo", label: "tipo", snippet: `tipo \${1${choice(TYPE_VALUES)}}`, role: "field" },
  { field: "facción", label: "facción", snippet: `facción \${1${choice(FACTIONS)}}`, role: "field", rule: "facción" },
  { field: "coste", label: "coste", snippet: "coste ${1:1}", role: "field", rule: "coste" },
  { field: "ataque", label: "ataque", snippet: "ataque ${1:1}", role: "field", rule: "ataque", types: ["Personaje"] },
  { field: "vida", label: "vida", snippet: "vida ${1:1}", role: "field", rule: "vida", types: ["Personaje", "Santuario"] },
];
type FieldName = "tipo" | "facción" | "coste" | "ataque" | "vida";

/** Lines that start an ability. */
export const ABILITY_SNIPPETS: LineSnippet[] = [
  ...VERSE_OPTIONS.map((o): LineSnippet => ({ label: `${o}:`, snippet: `${o}: $0`, role: "verseOption", rule: o, types: ["Verso"] })),
  { label: "Embate.", snippet: "Embate.", role: "trait", rule: "Embate", types: ["Personaje"] },
  ...TRAITS.map((t): LineSnippet => ({ label: `${t}:`, snippet: `${t}: $0`, role: "trait", rule: t, types: ["Personaje"] })),
  { label: "Talento, Temple:", snippet: "Talento, Temple: $0", role: "trait", rule: "Temple", types: ["Personaje"] },
  { label: "Talento, Límite …:", snippet: `Talento, Límite \${1${choice(LIMIT_EVENTS)}}: $0`, role: "trait", rule: "Límite", types: ["Personaje"] },
  { label: "Talento, N Escencias:", snippet: "Talento, ${1:1} Escencias: $0", role: "trait", rule: "Talento", types: ["Personaje"] },
  ...CARD_KEYWORDS.map((k): LineSnippet => ({ label: `${k}.`, snippet: `${k}.`, role: "keyword", rule: k, types: k === "Vestigios" ? ["Personaje", "Reliquia", "Verso"] : k === "Mítica" ? ["Personaje", "Reliquia"] : ["Personaje"] })),
  { label: "Vincular N.", snippet: "Vincular ${1:1}.", role: "keyword", rule: "Vincular", types: ["Reliquia"] },
  { label: "Al entrar en juego,", snippet: "Al entrar en juego, $0", role: "header" },
  { label: "Al salir del juego,", snippet: "Al salir del juego, $0", role: "header" },
  { label: "Al comienzo de tu …,", snippet: `Al comienzo de tu \${1${choice(PHASES)}}, $0`, role: "header" },
  { label: "Al comienzo de cada …,", snippet: `Al comienzo de cada \${1${choice(PHASES)}}, $0`, role: "header" },
  { label: "Cuando este personaje sea destruido,", snippet: "Cuando este personaje sea destruido, $0", role: "header", types: ["Personaje"] },
  { label: "Cuando este personaje bloquee,", snippet: "Cuando este personaje bloquee, $0", role: "header", types: ["Personaje"] },
  { label: "Cuando este personaje sea bloqueado,", snippet: "Cuando este personaje sea bloqueado, $0", role: "header", types: ["Personaje"] },
];

export const CARD_SNIPPET: LineSnippet = {
  label: 'carta "…"',
  snippet: `carta "\${1:Nombre}"\n  tipo \${2${choice(TYPE_VALUES)}}\n  facción \${3${choice(FACTIONS)}}\n  $0`,
  role: "header",
  rule: "carta",
};

/** Phrases offered where their first word may come. */
const PHRASES: Array<{ first: TokenType; label: string; snippet: string; rule?: string; sentenceStart?: boolean }> = [
  { first: T.Si, label: "Si lo haces,", snippet: "Si lo haces, $0", rule: "Si lo haces" },
  { first: T.Luego, label: "Luego,", snippet: "Luego, $0", rule: "luego" },
  { first: T.Como, label: "Como coste adicional,", snippet: "Como coste adicional, $0", rule: "Como coste adicional" },
  { first: T.Elige, label: "Elige uno:", snippet: "Elige uno:\n    - $1\n    - $0", rule: "Elige uno" },
  { first: T.Al, label: "Al entrar en juego,", snippet: "Al entrar en juego, $0", sentenceStart: true },
  { first: T.Al, label: "Al salir del juego,", snippet: "Al salir del juego, $0", sentenceStart: true },
  { first: T.Al, label: "Al comienzo de tu …,", snippet: `Al comienzo de tu \${1${choice(PHASES)}}, $0`, sentenceStart: true },
  { first: T.Al, label: "Al comienzo de cada …,", snippet: `Al comienzo de cada \${1${choice(PHASES)}}, $0`, sentenceStart: true },
  { first: T.Cuando, label: "Cuando este personaje sea destruido,", snippet: "Cuando este personaje sea destruido, $0", sentenceStart: true },
  { first: T.Cuando, label: "Cuando este personaje bloquee,", snippet: "Cuando este personaje bloquee, $0", sentenceStart: true },
  { first: T.Cuando, label: "Cuando este personaje sea bloqueado,", snippet: "Cuando este personaje sea bloqueado, $0", sentenceStart: true },
];

/** Token types that come only inside the phrases above or as snippets: not offered alone at a sentence start. */
const ONLY_AS_PHRASE_AT_START = new Set<TokenType>([T.Al, T.Cuando, T.Como]);

interface Context {
  file: FileState;
  index: WorkspaceIndex;
  replace: Range;
  /** The token before the cursor inside the sentence, if any. */
  previous: IToken | undefined;
  /** True when the next word starts a sentence or the effect after a header: it gets a capital. */
  capitalize: boolean;
  sentenceStart: boolean;
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

  snippet(s: LineSnippet, priority: number): void {
    const rule = s.rule ? rulesTextFor(s.rule) : undefined;
    this.add({
      label: s.label,
      kind: s.role === "field" ? CompletionItemKind.Field : CompletionItemKind.Snippet,
      detail: ROLE_DETAIL[s.role],
      insertText: s.snippet,
      insertTextFormat: InsertTextFormat.Snippet,
      ...(rule ? { documentation: { kind: MarkupKind.Markdown, value: `**${rule.title}** (${rule.section})\n\n${rule.text}` } } : {}),
      priority,
    });
  }

  word(type: TokenType, priority: number): void {
    const role = roleOf(type);
    const canonical = canonicalOf(type);
    const rule = canonical ? rulesTextFor(canonical) : undefined;
    const documentation = rule ? { kind: MarkupKind.Markdown, value: `**${rule.title}** (${rule.section})\n\n${rule.text}` } : undefined;
    // «Sin» only begins «Sin entrenamiento».
    let spellings = spellingsOf(type);
    if (role === "verb") spellings = verbForms(spellings, this.ctx.previous);
    spellings.forEach((spelling, i) => {
      const label = this.ctx.capitalize ? spelling.charAt(0).toUpperCase() + spelling.slice(1) : spelling;
      this.add({ label, kind: KIND[role], detail: ROLE_DETAIL[role], ...(documentation ? { documentation } : {}), priority: priority + (i === 0 ? 0 : 1) });
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
  for (const phrase of PHRASES) {
    if (!types.includes(phrase.first)) continue;
    if (phrase.sentenceStart && !ctx.sentenceStart) continue;
    const rule = phrase.rule ? rulesTextFor(phrase.rule) : undefined;
    items.add({
      label: phrase.label,
      kind: CompletionItemKind.Snippet,
      detail: ROLE_DETAIL.connector,
      insertText: phrase.snippet,
      insertTextFormat: InsertTextFormat.Snippet,
      ...(rule ? { documentation: { kind: MarkupKind.Markdown, value: `**${rule.title}** (${rule.section})\n\n${rule.text}` } } : {}),
      priority,
    });
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
    if (ctx.sentenceStart && ONLY_AS_PHRASE_AT_START.has(type)) continue;
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

export function complete(file: FileState, offset: number, index: WorkspaceIndex): CompletionItem[] {
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

  const ctx: Context = { file, index, replace: file.lines.range(replace), previous: undefined, capitalize: true, sentenceStart: true };
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
  const present = new Set(card?.fields.map((f) => f.field) ?? []);
  const tipo = card?.fields.find((f) => f.field === "tipo");
  const type = tipo && tipo.field === "tipo" ? tipo.cardType : undefined;
  for (const field of FIELD_SNIPPETS) {
    if (present.has(field.field)) continue;
    const fits = type === undefined || field.types === undefined || field.types.includes(type);
    if (field.field === "coste" && (type === "Santuario" || type === "Escencia")) continue;
    if (fits) items.snippet(field, 1);
  }
  for (const snippet of ABILITY_SNIPPETS) {
    const fits = type === undefined || snippet.types === undefined || snippet.types.includes(type);
    items.snippet(snippet, fits ? 2 : 5);
  }
}
