// The formatter of `.carta`, `.mazo` and `.escenario` files: the one layout every
// file gets, used by the prettier plugin, `cronicas formatear` and the language
// server alike.
//
// Layout: `carta "Nombre"` at column 0 and a blank line between cards; fields
// indented two spaces in canonical order (tipo, facción, coste, ataque, vida);
// then one ability per line, in the order written, with its follow-up sentences on
// the same line; «Elige uno:» options on their own lines, four spaces and «- ».
// Lines are never wrapped: an ability is read as one line on the card. Keywords get
// their canonical spelling (accents restored, the capitals of the printed card);
// names and numbers are kept as written. Every comment stays, on the line it
// described: a trailing comment stays at the end of its line, a comment on a line
// of its own stays above the line that followed it.
import { tokenMatcher, type IToken } from "chevrotain";
import {
  lookupWord,
  parseCartaText,
  parseEscenarioText,
  parseMazoText,
  tokenize,
  tokenIndexAt,
  tokens as T,
  type CardNode,
  DECK_SECTION_SPELLING,
  DECK_SYNTAX_CATALOG,
  LineIndex,
  dominantLineBreak,
  type DeckEntryNode,
  type DeckSectionKind,
  type Diagnostic as SyntaxDiagnostic,
  type FieldNode,
  type Span,
  type Token,
} from "../grammar/index.js";

export class FormatError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly code: string,
    readonly detail: string,
  ) {
    super(`No se puede formatear: ${line}:${column}: [${code}] ${detail}`);
    this.name = "FormatError";
  }
}

const FIELD_ORDER = ["tipo", "facción", "coste", "ataque", "vida"];

/** A line of output before comments: where it came from and what it says. */
interface Unit {
  span: Span;
  lines: string[];
}

function spelling(token: Token, startsSentence: boolean): string {
  // A phrase («en cualquier orden») prints as the vocabulary spells it, with the written capital.
  if (token.phrase !== undefined) {
    const capital = startsSentence || token.image.charAt(0) !== token.image.charAt(0).toLowerCase();
    return capital ? token.phrase.charAt(0).toUpperCase() + token.phrase.slice(1) : token.phrase;
  }
  // «…» is the canonical quote of a granted ability; printed cards often have “…”.
  if (tokenMatcher(token, T.QuoteOpen)) return "«";
  if (tokenMatcher(token, T.QuoteClose)) return "»";
  if (!tokenMatcher(token, T.AnyWord) || tokenMatcher(token, T.Word) || token.joined || token.attached) return token.image;
  const entry = lookupWord(token.image);
  if (entry === undefined) return token.image;
  const form = entry.form;
  return startsSentence ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}

// Spanish typography: no space before «;» or a closing «»», none after an opening «««.
const NO_SPACE_BEFORE = [T.Dot, T.Comma, T.Colon, T.Semicolon, T.QuoteClose];

/** Reprints a run of tokens with canonical spelling and spacing. */
function printTokens(tokens: Token[], sentence: boolean): string {
  let out = "";
  let startsSentence = sentence;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const previous = tokens[i - 1];
    // A «-» that opens an option line is a bullet even before a number («- 2 personajes …»).
    const isSign = i > 0 && (tokenMatcher(token, T.Plus) || tokenMatcher(token, T.Minus)) && tokens[i + 1] !== undefined && tokenMatcher(tokens[i + 1]!, T.NumberLiteral);
    const afterSign = i > 1 && previous !== undefined && (tokenMatcher(previous, T.Plus) || tokenMatcher(previous, T.Minus)) && tokenMatcher(token, T.NumberLiteral);
    // «+2/+1» is one number pair: no space on either side of the slash; none inside «…» either.
    const slash = tokenMatcher(token, T.Slash) || (previous !== undefined && tokenMatcher(previous, T.Slash));
    const afterQuote = previous !== undefined && tokenMatcher(previous, T.QuoteOpen);
    if (i > 0 && !NO_SPACE_BEFORE.some((t) => tokenMatcher(token, t)) && !afterSign && !slash && !token.attached && !afterQuote) out += " ";
    out += spelling(token, startsSentence && !isSign);
    if (tokenMatcher(token, T.Dot) || tokenMatcher(token, T.Colon)) startsSentence = sentence;
    // A quoted ability starts a sentence of its own («tiene «Cuando este personaje …»»).
    else if (tokenMatcher(token, T.QuoteOpen)) startsSentence = true;
    else if (!isSign && !tokenMatcher(token, T.Minus)) startsSentence = false;
  }
  return out;
}

// A binary search for an ability's tokens, not a scan of the file's: formatting stays linear.
function tokensIn(tokens: Token[], span: Span): Token[] {
  return tokens.slice(tokenIndexAt(tokens, span.start), tokenIndexAt(tokens, span.end));
}

function tokenAt(tokens: Token[], offset: number): Token | undefined {
  const token = tokens[tokenIndexAt(tokens, offset)];
  return token?.startOffset === offset ? token : undefined;
}

/** An ability: its sentences on one line; «Elige uno:» options each on a line of their own. */
function printAbility(tokens: Token[]): string[] {
  const lines: string[] = [];
  let current: Token[] = [];
  let choosing = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const previous = tokens[i - 1];
    const bullet = choosing && tokenMatcher(token, T.Minus) && previous !== undefined && (tokenMatcher(previous, T.Colon) || tokenMatcher(previous, T.Dot));
    if (tokenMatcher(token, T.EligeUno)) choosing = true;
    if (bullet) {
      lines.push(printTokens(current, true));
      current = [];
    }
    current.push(token);
  }
  lines.push(printTokens(current, true));
  return lines.map((line, index) => (index === 0 ? `  ${line}` : `    ${line}`));
}

/**
 * Fields print from the tree: `tipo Personaje`, `facción Caos`, `coste 3` (a number word
 * becomes digits). Digits print as written: a number too large for a double must not come
 * back as `1e+21` (which no longer parses) or with its last digits changed.
 */
function printField(field: FieldNode, tokens: Token[]): string {
  switch (field.field) {
    case "tipo":
      return `tipo ${field.cardType === "carta" ? "carta" : field.cardType}${field.essenceKind ? ` ${field.essenceKind}` : ""}`;
    case "facción":
      return `facción ${field.faction}`;
    default: {
      const written = tokenAt(tokens, field.valueSpan.start)?.image;
      return `${field.field} ${written !== undefined && /^\d+$/.test(written) ? written : field.value}`;
    }
  }
}

function endsWithColon(tokens: Token[]): boolean {
  const last = tokens[tokens.length - 1];
  return last !== undefined && tokenMatcher(last, T.Colon);
}

function cardUnits(card: CardNode, tokens: Token[]): Unit[] {
  const header: Unit = { span: { start: card.span.start, end: card.nameSpan.end }, lines: [`carta ${tokenAt(tokens, card.nameSpan.start)?.image ?? JSON.stringify(card.name)}`] };
  const fields = [...card.fields]
    .sort((a, b) => FIELD_ORDER.indexOf(a.field) - FIELD_ORDER.indexOf(b.field))
    .map((field): Unit => ({ span: field.span, lines: [`  ${printField(field, tokens)}`] }));
  const abilities: Unit[] = [];
  for (let i = 0; i < card.abilities.length; i++) {
    let span = card.abilities[i]!.span;
    // «Embate: Si este personaje no es bloqueado, …» reads as two abilities (ruling R165) but is one line as written.
    while (i + 1 < card.abilities.length && endsWithColon(tokensIn(tokens, span))) span = { start: span.start, end: card.abilities[++i]!.span.end };
    abilities.push({ span, lines: printAbility(tokensIn(tokens, span)) });
  }
  return [header, ...fields, ...abilities];
}

/** A file that does not parse is never rewritten, so no text is lost. */
function refuseSyntaxErrors(text: string, diagnostics: SyntaxDiagnostic[], isSyntax: (code: string) => boolean): void {
  const error = diagnostics.find((d) => d.severity === "error" && isSyntax(d.code));
  if (!error) return;
  const { line, column } = new LineIndex(text).lineAndColumn(error.span.start);
  throw new FormatError(line, column, error.code, error.message);
}

/** Formats a `.carta` text. Throws FormatError (Spanish, with position) on a syntax error. */
export function formatCarta(text: string): string {
  const parsed = parseCartaText(text);
  refuseSyntaxErrors(text, parsed.diagnostics, (code) => code < "CR100");
  const cards = parsed.document.cards.map((card) => cardUnits(card, parsed.tokens));
  return attachComments(cards, parsed.comments, text);
}


/**
 * Formats a `.mazo` text: header and fields (formato, facción, santuario), then one
 * block per section in canonical order, separated by blank lines; entries keep their
 * order (the order of an Escencia deck is its meaning). Entries print as `N "Nombre"`;
 * in the Escencia orders a single card prints as `"Nombre"`, one position per line.
 */
export function formatMazo(text: string): string {
  const parsed = parseMazoText(text);
  refuseSyntaxErrors(text, parsed.diagnostics, (code) => code < "CR100" || code in DECK_SYNTAX_CATALOG);
  const deck = parsed.deck;
  if (deck === undefined) return attachComments([], tokenize(text).comments, text);
  const quoted = (span: Span) => text.slice(span.start, span.end);
  const head: Unit[] = [{ span: deck.span, lines: [`mazo ${quoted(deck.nameSpan)}`] }];
  if (deck.format) head.push({ span: deck.format.span, lines: [`  formato ${deck.format.value}`] });
  if (deck.faction) head.push({ span: deck.faction.span, lines: [`  facción ${deck.faction.value}`] });
  if (deck.sanctuary) head.push({ span: deck.sanctuary.span, lines: [`  santuario ${quoted(deck.sanctuary.valueSpan)}`] });
  const groups: Unit[][] = [head];
  for (const [kind, header] of Object.entries(DECK_SECTION_SPELLING) as Array<[DeckSectionKind, string]>) {
    const section = deck.sections[kind];
    if (!section) continue;
    const ordered = kind === "escencia" || kind === "escenciaPrimero" || kind === "escenciaSegundo";
    const entry = (e: DeckEntryNode): Unit => ({
      span: e.span,
      lines: [`    ${ordered && e.count === 1 ? "" : `${e.count} `}${quoted(e.nameSpan)}`],
    });
    groups.push([{ span: section.span, lines: [`  ${header}`] }, ...section.entries.map(entry)]);
  }
  return attachComments(groups, tokenize(text).comments, text);
}

/** Single spaces between words, outside quoted names (a name is kept as written). */
function collapseSpaces(sentence: string): string {
  return sentence
    .split(/("[^"\n]*")/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/\s+/g, " ")))
    .join("")
    .trim();
}

const SCENARIO_SECTIONS = ["cartas", "preparación", "jugadas", "resultado"] as const;

/** A line without its `#` comment (a `#` inside a quoted name is part of the name). */
function withoutComment(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === "#" && !quoted) return line.slice(0, i);
  }
  return line;
}

/**
 * Formats a `.escenario` text: `escenario "Nombre"`, then its sections in canonical
 * order (cartas, preparación, jugadas, resultado) indented two spaces, each sentence on
 * its own line indented four, with single spaces; the inline cards are laid out by
 * formatCarta, four spaces in. Words keep the spelling they were written with.
 */
export function formatEscenario(text: string): string {
  const parsed = parseEscenarioText(text);
  refuseSyntaxErrors(text, parsed.diagnostics, (code) => code < "CR100" || (code >= "CR300" && code < "CR400"));
  const groups: Unit[][] = [];
  const cardBlocks: Span[] = [];
  for (const scenario of parsed.scenarios) {
    const units: Unit[] = [{ span: { start: scenario.span.start, end: scenario.nameSpan.end }, lines: [`escenario ${text.slice(scenario.nameSpan.start, scenario.nameSpan.end)}`] }];
    const headers = SCENARIO_SECTIONS.flatMap((section) => (scenario.sections[section] ? [scenario.sections[section]!.start] : [])).sort((a, b) => a - b);
    for (const section of SCENARIO_SECTIONS) {
      const header = scenario.sections[section];
      if (header === undefined) continue;
      units.push({ span: header, lines: [`  ${section}:`] });
      if (section === "cartas") {
        if (scenario.cards.length === 0) continue;
        // To the end of the last card's line, so a trailing comment goes with its card.
        const lastEnd = scenario.cards[scenario.cards.length - 1]!.span.end;
        const lineEnd = text.indexOf("\n", lastEnd);
        const block = { start: scenario.cards[0]!.span.start, end: lineEnd === -1 ? text.length : lineEnd };
        // The block's own comments are laid out with its cards, by the card formatter.
        const lineStart = text.lastIndexOf("\n", block.start) + 1;
        const cards = formatCarta(text.slice(lineStart, block.end).replace(/^[ \t]+/, ""));
        cardBlocks.push(block);
        units.push({ span: block, lines: cards.trimEnd().split("\n").map((line) => (line === "" ? "" : `    ${line}`)) });
        continue;
      }
      // One sentence per line (the scenario parser reads line by line).
      const end = headers.find((h) => h > header.start) ?? scenario.span.end;
      let offset = text.indexOf("\n", header.end);
      while (offset !== -1 && offset < end) {
        const lineStart = offset + 1;
        const lineEnd = text.indexOf("\n", lineStart) === -1 ? text.length : text.indexOf("\n", lineStart);
        const code = withoutComment(text.slice(lineStart, Math.min(lineEnd, end)));
        if (code.trim() !== "") {
          const start = lineStart + code.length - code.trimStart().length;
          units.push({ span: { start, end: lineStart + code.trimEnd().length }, lines: [`    ${collapseSpaces(code)}`] });
        }
        offset = lineEnd < end ? lineEnd : -1;
      }
    }
    groups.push(units);
  }
  const comments = tokenize(text).comments.filter((c) => !cardBlocks.some((b) => c.startOffset >= b.start && c.startOffset < b.end));
  return attachComments(groups, comments, text);
}

/**
 * The formatter for a file, by its extension (`.mazo` decks, `.escenario` scenarios;
 * anything else is cards): the one entry point of the CLI, prettier and the language
 * server. The file keeps its line breaks (the most used of "\n", "\r\n", "\r") and its
 * byte-order mark; the layout functions work on "\n" text.
 */
export function formatSource(path: string, text: string): string {
  const bom = text.startsWith("\ufeff") ? "\ufeff" : "";
  const eol = dominantLineBreak(text);
  const body = text.slice(bom.length).replace(/\r\n?/g, "\n");
  const lower = path.toLowerCase();
  const out = lower.endsWith(".mazo") ? formatMazo(body) : lower.endsWith(".escenario") ? formatEscenario(body) : formatCarta(body);
  return bom + (eol === "\n" ? out : out.replace(/\n/g, eol));
}


interface Comment {
  text: string;
  line: number;
}

/**
 * Lays out the cards and puts every comment back next to the line it was written
 * with. Blank lines around comments are kept (one at most), so section headers in
 * comments keep their air; blank lines between fields and abilities are not.
 */
function attachComments(cards: Unit[][], comments: IToken[], text: string): string {
  const index = new LineIndex(text);
  const lineOf = (offset: number) => index.lineOf(offset) + 1;
  const unitLines = cards.flat().map((u) => ({ unit: u, first: lineOf(u.span.start), last: lineOf(Math.max(u.span.start, u.span.end - 1)) }));
  const leading = new Map<Unit, Comment[]>();
  const trailing = new Map<Unit, string>();
  const atEnd: Comment[] = [];
  // The lookups below are the first unit (in print order) on a line, and the first (in
  // print order) that starts after an offset: indexed once, so many comments stay linear.
  const ownerOfLine = new Map<number, (typeof unitLines)[number]>();
  for (const u of unitLines) for (let l = u.first; l <= u.last; l++) if (!ownerOfLine.has(l)) ownerOfLine.set(l, u);
  const byStart = unitLines.map((u, order) => ({ u, order })).sort((a, b) => a.u.unit.span.start - b.u.unit.span.start);
  const firstFromHere: number[] = new Array<number>(byStart.length + 1).fill(Infinity);
  for (let k = byStart.length - 1; k >= 0; k--) firstFromHere[k] = Math.min(byStart[k]!.order, firstFromHere[k + 1]!);
  const nextAfter = (offset: number) => {
    let lo = 0;
    let hi = byStart.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byStart[mid]!.u.unit.span.start <= offset) lo = mid + 1;
      else hi = mid;
    }
    const order = firstFromHere[lo]!;
    return order === Infinity ? undefined : unitLines[order];
  };
  for (const comment of comments) {
    const line = lineOf(comment.startOffset);
    const codeBefore = text.slice(index.lineStart(line - 1), comment.startOffset).trim() !== "";
    const owner = codeBefore ? ownerOfLine.get(line) : undefined;
    if (owner) {
      const previous = trailing.get(owner.unit);
      trailing.set(owner.unit, previous ? `${previous} ${comment.image}` : comment.image);
      continue;
    }
    const next = nextAfter(comment.startOffset);
    const entry = { text: comment.image, line };
    if (next) leading.set(next.unit, [...(leading.get(next.unit) ?? []), entry]);
    else atEnd.push(entry);
  }
  const out: string[] = [];
  const blank = () => {
    if (out.length > 0 && out[out.length - 1] !== "") out.push("");
  };
  let sourceLine = -1;
  const firstLineOf = new Map(unitLines.map((u) => [u.unit, u]));
  const emitComments = (list: Comment[], indent: string, nextLine: number | undefined) => {
    for (const comment of list) {
      if (sourceLine >= 0 && comment.line - sourceLine > 1) blank();
      out.push(indent + comment.text);
      sourceLine = comment.line;
    }
    if (list.length > 0 && nextLine !== undefined && nextLine - sourceLine > 1) blank();
  };
  cards.forEach((card, index) => {
    if (index > 0) blank();
    for (const unit of card) {
      const position = firstLineOf.get(unit)!;
      emitComments(leading.get(unit) ?? [], /^ */.exec(unit.lines[0] ?? "")![0], position.first);
      const lines = [...unit.lines];
      const tail = trailing.get(unit);
      if (tail !== undefined) lines[0] = `${lines[0]}  ${tail}`;
      out.push(...lines);
      sourceLine = position.last;
    }
  });
  emitComments(atEnd, "", undefined);
  while (out.length > 0 && out[out.length - 1] === "") out.pop();
  return out.length === 0 ? "" : out.join("\n") + "\n";
}
