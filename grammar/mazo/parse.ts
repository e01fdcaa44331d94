// Parsing a `.mazo` text: one deck per file, one thing per line.
//
//   mazo "Legión de Etheria"
//     formato Alianza
//     facción Orden
//     santuario "Ciudadela de Etheria"
//     principal:
//       3 "Guardiana del Valle"
//     escencia primero:
//       "Luz de Etheria"
//     escencia segundo:
//       …
//     arsenal:
//       2 "Calma"
//
// The words come from the same lexer as `.carta` files (`tokenize`), so case,
// accents (CR004), number words, `#` comments and unterminated names behave alike.
// The deck words (`mazo`, `formato`, `principal`, `arsenal`, `primero` …) are not in
// the card vocabulary and stay `Word` tokens; they are recognized here by their
// normalized spelling. The format is line-oriented, so a small hand-written parser
// over the lines is enough and gives the best recovery: every line is parsed on its
// own, a mistake yields one diagnostic on its line, and the next line starts afresh.
// Never throws.
import { tokenMatcher, type IToken } from "chevrotain";
import { DECK_FORMAT_NAMES, DECK_SECTION_SPELLING, type DeckEntryNode, type DeckFormatName, type DeckNode, type DeckSectionKind, type DeckSectionNode } from "./ast.js";
import { binaryFileDiagnostic, capDiagnostics, isBinary, type Diagnostic, type Fix, type Severity, type Span } from "../diagnostics/catalog.js";
import { normalizeWord, tokenize, type Token } from "../vocabulary/lex.js";
import { LineIndex } from "../text/lines.js";
import { closestMatch } from "../text/suggest.js";
import { canonicalSpelling, T } from "../vocabulary/tokens.js";

export * from "./ast.js";

export interface MazoParseResult {
  /** Undefined only for an empty or binary file. */
  deck: DeckNode | undefined;
  diagnostics: Diagnostic[];
}


const FORMAT_BY_KEY: Record<string, DeckFormatName> = {
  "guerra de faccion": "Guerra de Facción",
  // Mecánicas avanzadas says «Guerra de Facciones»; both name the same format.
  "guerra de facciones": "Guerra de Facción",
  alianza: "Alianza",
  convergencia: "Convergencia",
};

const FACTION_NAMES = ["Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes"];

type Keyword = "mazo" | "formato" | "faccion" | "santuario" | "principal" | "escencia" | "arsenal" | "baraja";

/** Spelling shown in messages and written by fixes, per keyword. */
const KEYWORD_SPELLING: Record<Keyword, string> = {
  mazo: "mazo",
  formato: "formato",
  faccion: "facción",
  santuario: "santuario",
  principal: "principal",
  escencia: "escencia",
  arsenal: "arsenal",
  baraja: "baraja",
};


const LINE_FORMS =
  '«mazo "Nombre"», «formato …», «facción …», «santuario "Nombre"», una sección («principal:», «escencia primero:», «escencia segundo:», «arsenal:») o una carta («3 "Nombre"»)';

interface Line {
  tokens: Token[];
  /** 1-based line number. */
  number: number;
  span: Span;
}

function spanOf(token: IToken): Span {
  return { start: token.startOffset, end: (token.endOffset ?? token.startOffset) + 1 };
}

function spanOfAll(tokens: IToken[]): Span {
  return { start: tokens[0]!.startOffset, end: spanOf(tokens[tokens.length - 1]!).end };
}

function norm(token: IToken): string {
  return normalizeWord(token.image);
}

function isString(token: IToken | undefined): boolean {
  return token !== undefined && tokenMatcher(token, T.StringLiteral);
}

function isColon(token: IToken | undefined): boolean {
  return token !== undefined && tokenMatcher(token, T.Colon);
}

function isWord(token: IToken | undefined): boolean {
  return token !== undefined && tokenMatcher(token, T.Word);
}

/** The deck keyword a token spells correctly, if any. */
function keywordOf(token: IToken): Keyword | undefined {
  if (tokenMatcher(token, T.Faccion)) return "faccion";
  if (tokenMatcher(token, T.Santuario)) return "santuario";
  if (tokenMatcher(token, T.Escencia)) return "escencia";
  if (tokenMatcher(token, T.Baraja)) return norm(token) === "mazo" ? "mazo" : "baraja";
  if (!tokenMatcher(token, T.Word)) return undefined;
  const key = norm(token);
  if (key === "mazo" || key === "formato" || key === "principal" || key === "arsenal") return key;
  return undefined;
}

/** Would the rest of the line make sense after this keyword? Guards "did you mean" against card names. */
function fitsShape(keyword: Keyword, rest: Token[]): boolean {
  const next = rest[0];
  switch (keyword) {
    case "mazo":
    case "santuario":
      return isString(next);
    case "formato":
      return next !== undefined && (isWord(next) || tokenMatcher(next, T.AnyWord));
    case "faccion":
      return next !== undefined && (tokenMatcher(next, T.FactionName) || isWord(next)) && rest.length === 1;
    case "principal":
    case "arsenal":
      return next === undefined || isColon(next);
    case "escencia":
      return next === undefined || isColon(next) || (isWord(next) && closestMatch(next.image, ["primero", "segundo"]) !== undefined);
    case "baraja":
      return false;
  }
}



class MazoParser {
  readonly diagnostics: Diagnostic[] = [];
  deck: DeckNode | undefined;
  private headerSeen = false;
  private missingHeaderReported = false;
  /** Where entries go: a section, "sink" (swallowed after an error already said why), or nowhere yet. */
  private current: DeckSectionNode | "sink" | undefined;
  private readonly fieldLines = new Map<string, number>();

  constructor(
    private readonly text: string,
    private readonly lines: LineIndex,
    /** Lines where the lexer refused a character: the line's own errors would only echo it. */
    private readonly lexErrorLines: Set<number>,
  ) {}

  private report(line: Line, code: string, message: string, span: Span, fix?: Fix, severity: Severity = "error"): void {
    if (this.lexErrorLines.has(line.number)) return;
    this.diagnostics.push(fix ? { code, severity, message, span, fix } : { code, severity, message, span });
  }

  private lineOf(offset: number): number {
    return this.lines.lineOf(offset) + 1;
  }

  /** Handles one line; false stops the file (a second deck). */
  line(line: Line): boolean {
    const first = line.tokens[0]!;
    let keyword = keywordOf(first);
    if (keyword === undefined && isWord(first)) keyword = this.misspelledKeyword(line);

    if (this.deck === undefined) {
      this.deck = { name: "", nameSpan: { start: line.span.start, end: line.span.start }, span: line.span, sections: {} };
    }
    if (keyword !== "mazo" && !this.headerSeen && !this.missingHeaderReported) {
      this.missingHeaderReported = true;
      this.report(
        line,
        "CR201",
        'Un archivo .mazo empieza con el nombre del mazo: escribe en la primera línea «mazo "Nombre del mazo"».',
        { start: line.span.start, end: line.span.start },
        { title: "Añadir la cabecera del mazo", span: { start: line.span.start, end: line.span.start }, replacement: 'mazo "Nombre del mazo"\n' },
      );
    }

    switch (keyword) {
      case "mazo":
        return this.header(line);
      case "formato":
        this.format(line);
        return true;
      case "faccion":
        this.faction(line);
        return true;
      case "santuario":
        this.sanctuary(line);
        return true;
      case "principal":
        this.openSection(line, "principal", 1);
        return true;
      case "arsenal":
        this.openSection(line, "arsenal", 1);
        return true;
      case "escencia":
        this.essenceSection(line, 1);
        return true;
      case "baraja":
        this.deckWord(line);
        return true;
      case undefined:
        this.entryLine(line);
        return true;
    }
  }

  /** `mazzo "X"`, `fromato Alianza`, `arsenl:` — reported once, then read as the keyword meant. */
  private misspelledKeyword(line: Line): Keyword | undefined {
    const first = line.tokens[0]!;
    const guess = closestMatch(first.image, Object.values(KEYWORD_SPELLING).filter((s) => s !== "baraja"));
    if (guess === undefined) return undefined;
    const keyword = (Object.keys(KEYWORD_SPELLING) as Keyword[]).find((k) => KEYWORD_SPELLING[k] === guess)!;
    if (!fitsShape(keyword, line.tokens.slice(1))) return undefined;
    const span = spanOf(first);
    this.report(line, "CR203", `«${first.image}» no es una palabra de los mazos. ¿Quisiste decir «${guess}»?`, span, {
      title: `Cambiar por «${guess}»`,
      span,
      replacement: guess,
    });
    return keyword;
  }

  private header(line: Line): boolean {
    if (this.headerSeen) {
      this.report(
        line,
        "CR202",
        `Un archivo .mazo tiene un solo mazo: pon este otro mazo en su propio archivo .mazo. El resto de este archivo no se lee.`,
        line.span,
      );
      return false;
    }
    this.headerSeen = true;
    const deck = this.deck!;
    deck.span = line.span;
    const named = this.name(line, 1, "el nombre del mazo", 'mazo "Nombre del mazo"');
    if (named !== undefined) {
      deck.name = named.name;
      deck.nameSpan = named.nameSpan;
    } else {
      deck.nameSpan = spanOf(line.tokens[0]!);
    }
    return true;
  }

  /** A repeated field is reported on its second line; the first one counts. */
  private repeatedField(line: Line, key: string, spelling: string): boolean {
    const earlier = this.fieldLines.get(key);
    if (earlier === undefined) {
      this.fieldLines.set(key, line.number);
      return false;
    }
    this.report(line, "CR208", `«${spelling}» ya está en la línea ${earlier}: un mazo tiene uno solo; borra una de las dos líneas.`, line.span, {
      title: "Borrar la línea repetida",
      span: line.span,
      replacement: "",
    });
    return true;
  }

  private format(line: Line): void {
    if (this.repeatedField(line, "formato", "formato")) return;
    const rest = line.tokens.slice(1);
    const keywordSpan = spanOf(line.tokens[0]!);
    if (rest.length === 0) {
      this.report(line, "CR204", "Falta el formato: escribe «formato Guerra de Facción», «formato Alianza» o «formato Convergencia».", keywordSpan);
      return;
    }
    const valueSpan = spanOfAll(rest);
    const known = FORMAT_BY_KEY[rest.map(norm).join(" ")];
    if (known !== undefined) {
      this.deck!.format = { value: known, valueSpan, span: line.span };
      return;
    }
    const written = this.text.slice(valueSpan.start, valueSpan.end);
    const guess = closestMatch(written, DECK_FORMAT_NAMES);
    if (guess !== undefined) {
      this.report(line, "CR204", `«${written}» no es un formato. ¿Quisiste decir «${guess}»?`, valueSpan, { title: `Cambiar por «${guess}»`, span: valueSpan, replacement: guess });
      // Read as the format meant, so the construction checks still run once.
      this.deck!.format = { value: guess as DeckFormatName, valueSpan, span: line.span };
      return;
    }
    this.report(line, "CR204", `«${written}» no es un formato: los formatos son Guerra de Facción, Alianza y Convergencia (Reglamento 4).`, valueSpan);
  }

  private faction(line: Line): void {
    if (this.repeatedField(line, "faccion", "facción")) return;
    const value = line.tokens[1];
    if (value === undefined) {
      this.report(line, "CR205", "Falta la facción: escribe p. ej. «facción Orden» (Orden, Instinto, Forja, Caos, Valor o Errantes).", spanOf(line.tokens[0]!));
      return;
    }
    const valueSpan = spanOf(value);
    let faction: string | undefined;
    if (tokenMatcher(value, T.FactionName)) {
      faction = canonicalSpelling(value.tokenType);
    } else {
      const guess = isWord(value) ? closestMatch(value.image, FACTION_NAMES) : undefined;
      if (guess !== undefined) {
        this.report(line, "CR205", `«${value.image}» no es una facción. ¿Quisiste decir «${guess}»?`, valueSpan, { title: `Cambiar por «${guess}»`, span: valueSpan, replacement: guess });
        faction = guess;
      } else {
        this.report(line, "CR205", `«${value.image}» no es una facción: escribe Orden, Instinto, Forja, Caos, Valor o Errantes (Reglamento 5).`, valueSpan);
        return;
      }
    }
    this.deck!.faction = { value: faction!, valueSpan, span: line.span };
    this.stray(line, line.tokens.slice(2));
  }

  private sanctuary(line: Line): void {
    if (this.repeatedField(line, "santuario", "santuario")) return;
    const named = this.name(line, 1, "el nombre del Santuario", 'santuario "Nombre del Santuario"');
    if (named !== undefined) this.deck!.sanctuary = { value: named.name, valueSpan: named.nameSpan, span: line.span };
  }

  /** `baraja principal:` and `baraja de escencia …:` are long forms of the section headers. */
  private deckWord(line: Line): void {
    const next = line.tokens[1];
    if (next !== undefined && norm(next) === "principal") {
      this.openSection(line, "principal", 2);
      return;
    }
    if (next !== undefined && tokenMatcher(next, T.De) && line.tokens[2] !== undefined && tokenMatcher(line.tokens[2], T.Escencia)) {
      this.essenceSection(line, 3);
      return;
    }
    this.report(line, "CR203", "Después de «baraja» va «principal:» o «de escencia primero:» / «de escencia segundo:»; o escribe solo «principal:».", line.span);
    this.current = "sink";
  }

  /** `escencia:`, `escencia primero:`, `escencia segundo:`; `from` is just past the word «escencia». */
  private essenceSection(line: Line, from: number): void {
    const next = line.tokens[from];
    if (next === undefined || isColon(next)) {
      this.openSection(line, "escencia", from);
      return;
    }
    if (!isWord(next) && !tokenMatcher(next, T.AnyWord)) {
      this.openSection(line, "escencia", from);
      return;
    }
    const key = norm(next);
    if (key === "primero" || key === "primera") return this.openSection(line, "escenciaPrimero", from + 1);
    if (key === "segundo" || key === "segunda") return this.openSection(line, "escenciaSegundo", from + 1);
    const span = spanOf(next);
    const guess = closestMatch(next.image, ["primero", "segundo"]);
    if (guess !== undefined) {
      this.report(line, "CR203", `«${next.image}» no es un orden de la baraja de Escencia. ¿Quisiste decir «${guess}»?`, span, { title: `Cambiar por «${guess}»`, span, replacement: guess });
      this.openSection(line, guess === "primero" ? "escenciaPrimero" : "escenciaSegundo", from + 1);
      return;
    }
    this.report(
      line,
      "CR203",
      `Después de «escencia» va «primero» (el orden si empiezas la partida) o «segundo» (si vas segundo), p. ej. «escencia primero:».`,
      span,
    );
    this.current = "sink";
  }

  /** A section header; `from` indexes the token after the section's words. */
  private openSection(line: Line, kind: DeckSectionKind, from: number): void {
    const deck = this.deck!;
    const sections = deck.sections;
    let rest = line.tokens.slice(from);
    if (isColon(rest[0])) {
      rest = rest.slice(1);
    } else {
      const at = spanOf(line.tokens[from - 1]!).end;
      this.report(line, "CR212", `Falta «:» después de «${DECK_SECTION_SPELLING[kind].slice(0, -1)}»: escribe «${DECK_SECTION_SPELLING[kind]}» y las cartas debajo, una por línea.`, spanOfAll(line.tokens.slice(0, from)), {
        title: "Añadir «:»",
        span: { start: at, end: at },
        replacement: ":",
      });
    }

    const orderKinds: DeckSectionKind[] = ["escenciaPrimero", "escenciaSegundo"];
    const clash =
      kind === "escencia" ? orderKinds.find((k) => sections[k] !== undefined) : orderKinds.includes(kind) && sections.escencia !== undefined ? "escencia" : undefined;
    if (clash !== undefined) {
      const other = sections[clash]!;
      this.report(
        line,
        "CR209",
        `Ya hay «${DECK_SECTION_SPELLING[clash]}» en la línea ${this.lineOf(other.span.start)}. «escencia:» es una sola lista para los dos órdenes (solo con Escencias básicas); con Escencias especiales escribe «escencia primero:» y «escencia segundo:». Usa una forma o la otra.`,
        spanOfAll(line.tokens.slice(0, from)),
      );
      this.current = "sink";
    } else if (sections[kind] !== undefined) {
      const existing = sections[kind]!;
      this.report(
        line,
        "CR209",
        `La sección «${DECK_SECTION_SPELLING[kind]}» ya empezó en la línea ${this.lineOf(existing.span.start)}: junta sus cartas bajo un solo «${DECK_SECTION_SPELLING[kind]}» y borra esta línea.`,
        spanOfAll(line.tokens.slice(0, from)),
      );
      // Merge: the cards still count, so the sizes are not reported wrong as well.
      this.current = existing;
    } else {
      const section: DeckSectionNode = { kind, span: line.span, entries: [] };
      sections[kind] = section;
      this.current = section;
    }

    if (rest.length > 0) {
      const at = rest[0]!.startOffset;
      this.report(line, "CR207", "Escribe cada carta en su propia línea, debajo del nombre de la sección.", spanOfAll(rest), {
        title: "Pasar la carta a la línea siguiente",
        span: { start: at, end: at },
        replacement: "\n    ",
      });
      const entry = this.entry(line, rest);
      if (entry !== undefined) this.add(line, entry);
    }
  }

  private entryLine(line: Line): void {
    const first = line.tokens[0]!;
    const startsEntry =
      isString(first) || tokenMatcher(first, T.NumberLiteral) || tokenMatcher(first, T.Minus) || tokenMatcher(first, T.Un) || line.tokens.some((t) => isString(t));
    // A line of bare words inside a section is a card name without its quotes.
    const bareName = !startsEntry && this.current !== undefined && line.tokens.every((t) => tokenMatcher(t, T.AnyWord));
    if (!startsEntry && !bareName) {
      this.report(line, "CR203", `Esta línea no es parte de un mazo. Cada línea es ${LINE_FORMS}.`, line.span);
      return;
    }
    const entry = this.entry(line, line.tokens);
    if (entry !== undefined) this.add(line, entry);
  }

  private add(line: Line, entry: DeckEntryNode): void {
    if (this.current === "sink") return;
    if (this.current === undefined) {
      this.report(
        line,
        "CR210",
        `«${entry.name}» está fuera de una sección: escribe antes «principal:», «escencia primero:», «escencia segundo:» o «arsenal:» según dónde va la carta.`,
        entry.span,
      );
      // One report for the whole run of cards; they are dropped until a section starts.
      this.current = "sink";
      return;
    }
    this.current.entries.push(entry);
  }

  /** `[-] [N [x]] "Nombre"`. */
  private entry(line: Line, tokens: Token[]): DeckEntryNode | undefined {
    let i = 0;
    // A list bullet is fine: designers paste lists.
    if (tokens[i] !== undefined && tokenMatcher(tokens[i]!, T.Minus)) i++;
    let count = 1;
    const countToken = tokens[i];
    if (countToken !== undefined && tokenMatcher(countToken, T.NumberLiteral)) {
      count = countToken.value ?? Number(countToken.image);
      i++;
      if (tokens[i] !== undefined && isWord(tokens[i]) && norm(tokens[i]!) === "x") i++;
    } else if (countToken !== undefined && tokenMatcher(countToken, T.Un)) {
      i++;
    }
    if (i >= tokens.length) {
      const after = spanOf(tokens[tokens.length - 1]!);
      this.report(line, "CR206", `Falta el nombre de la carta: escribe la cantidad y el nombre entre comillas, p. ej. «${count} "Nombre de la carta"».`, after);
      return undefined;
    }
    const named = this.name(line, i, "el nombre de la carta", `${count} "Nombre de la carta"`, tokens);
    if (named === undefined) return undefined;
    const start = tokens[0]!.startOffset;
    const span = { start, end: named.nameSpan.end };
    if (!Number.isFinite(count) || count < 1 || !Number.isInteger(count)) {
      const at = countToken !== undefined ? spanOf(countToken) : span;
      this.report(line, "CR211", `La cantidad de «${named.name}» es ${count}: escribe cuántas copias llevas (1, 2 o 3), o borra la línea si no la llevas.`, at);
      return undefined;
    }
    return { count, name: named.name, nameSpan: named.nameSpan, span };
  }

  /**
   * The quoted name starting at `tokens[from]` (the line's tokens by default). A
   * name without quotes is reported with the fix that adds them, and still read.
   */
  private name(line: Line, from: number, what: string, example: string, tokens: Token[] = line.tokens): { name: string; nameSpan: Span } | undefined {
    const rest = tokens.slice(from);
    if (rest.length === 0) {
      this.report(line, "CR206", `Falta ${what}: escribe «${example}».`, spanOf(tokens[tokens.length - 1]!));
      return undefined;
    }
    const quoted = rest.findIndex((t) => isString(t));
    if (quoted === -1) {
      const nameSpan = spanOfAll(rest);
      const written = this.text.slice(nameSpan.start, nameSpan.end);
      this.report(line, "CR206", `Los nombres van entre comillas: escribe "${written}".`, nameSpan, {
        title: "Poner el nombre entre comillas",
        span: nameSpan,
        replacement: JSON.stringify(written),
      });
      return { name: written, nameSpan };
    }
    if (quoted > 0) {
      const straySpan = spanOfAll(rest.slice(0, quoted));
      this.report(line, "CR207", `Sobra «${this.text.slice(straySpan.start, straySpan.end)}» antes del nombre: escribe «${example}».`, straySpan, {
        title: "Borrar el texto sobrante",
        span: straySpan,
        replacement: "",
      });
    }
    const token = rest[quoted]!;
    const nameSpan = spanOf(token);
    const name = token.image.slice(1, -1);
    if (name.trim() === "") {
      this.report(line, "CR213", `El nombre está vacío: escribe ${what} entre las comillas.`, nameSpan);
      return undefined;
    }
    this.stray(line, rest.slice(quoted + 1));
    return { name, nameSpan };
  }

  private stray(line: Line, rest: Token[]): void {
    if (rest.length === 0) return;
    const span = spanOfAll(rest);
    this.report(
      line,
      "CR207",
      `Sobra «${this.text.slice(span.start, span.end)}» al final de la línea: bórralo, o escríbelo en su propia línea si es otra cosa del mazo.`,
      span,
      { title: "Borrar el texto sobrante", span, replacement: "" },
    );
  }
}

export function parseMazoText(text: string): MazoParseResult {
  if (isBinary(text)) {
    return {
      deck: undefined,
      diagnostics: [binaryFileDiagnostic(text, '.mazo es texto UTF-8 que empieza con «mazo "Nombre"»')],
    };
  }
  const lexed = tokenize(text);
  const lines = new LineIndex(text);
  const lexErrorLines = new Set(lexed.diagnostics.filter((d) => d.code === "CR001").map((d) => lines.lineOf(d.span.start) + 1));
  const parser = new MazoParser(text, lines, lexErrorLines);

  // Names cannot span lines (the lexer stops a string at the newline), so every token belongs to one line.
  let i = 0;
  const tokens = lexed.tokens;
  while (i < tokens.length) {
    const number = tokens[i]!.startLine ?? lines.lineOf(tokens[i]!.startOffset) + 1;
    let end = i + 1;
    while (end < tokens.length && (tokens[end]!.startLine ?? lines.lineOf(tokens[end]!.startOffset) + 1) === number) end++;
    const lineTokens = tokens.slice(i, end);
    if (!parser.line({ tokens: lineTokens, number, span: spanOfAll(lineTokens) })) break;
    i = end;
  }

  const diagnostics = [...lexed.diagnostics, ...parser.diagnostics];
  if (parser.deck === undefined) {
    diagnostics.push({
      code: "CR201",
      severity: "error",
      message: 'El archivo no tiene ningún mazo: escribe «mazo "Nombre del mazo"» y debajo su formato, facción, santuario y secciones (ver docs/mazos.md).',
      span: { start: 0, end: Math.min(text.length, 1) },
    });
  }
  diagnostics.sort((a, b) => a.span.start - b.span.start);
  return { deck: parser.deck, diagnostics: capDiagnostics(diagnostics) };
}
