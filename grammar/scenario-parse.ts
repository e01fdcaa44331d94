// Parsing a `.escenario` text: rules tests that read like the designer's own words.
//
//   escenario "Mecánicas avanzadas, Ejemplo 2: Ofrenda en respuesta"
//     preparación:
//       Es el Mediodía de B.
//       A controla "Albarian el Eterno".
//       A tiene en la mano "Ofrenda" y 3 Escencias sin usar.
//     jugadas:
//       B juega "Control de Etheria" con objetivo "Albarian el Eterno".
//       A responde con "Ofrenda", Prólogo, con objetivos "Albarian el Eterno" y el Santuario de B.
//       Ambos pasan.
//     resultado:
//       "Albarian el Eterno" está en el cementerio de A.
//
// Like deck-parse.ts this is a hand-written line parser over the card lexer
// (`tokenize`), so case, number words, `#` comments and unterminated names behave
// as in `.carta` files. One sentence per line, ending with «.»; each line is parsed
// on its own, so a mistake gives one diagnostic on its line and the next line starts
// afresh. The `cartas:` block is ordinary `.carta` text and goes to parseCartaText.
//
// Two things differ from the deck parser's use of the lexer:
// - Accents: the card vocabulary's CR004 is dropped, and every word this grammar
//   consumes is checked against its own spelling table instead. The card vocabulary
//   knows «esta» (this) but a scenario says «está» (is): the lexer's warning would
//   tell the designer to remove the accent.
// - «(» and «)» (copy numbers: `"Zirkax" (2)`) are not characters of the card
//   language. They are blanked before lexing (outside names and comments, keeping
//   every offset) and put back as tokens of their own.
//
// Never throws: internal SentenceErrors are caught per sentence.
import { tokenMatcher, type IToken } from "chevrotain";
import type { CardNode } from "./carta/ast.js";
import { binaryFileDiagnostic, capDiagnostics, isBinary, MAX_DIAGNOSTICS, type Diagnostic, type Fix, type Severity, type Span } from "./diagnostics/catalog.js";
import { normalizeWord, tokenize, withCaseOf } from "./vocabulary/lex.js";
import { LineIndex } from "./text/lines.js";
import { parseCartaText } from "./carta/parse.js";
import {
  ILLEGAL_REASONS,
  type AnyZone,
  type CardRef,
  type CardZone,
  type ChainEntry,
  type CostChoice,
  type CountedEventName,
  type DamageShare,
  type Expectation,
  type GrantableKeywordName,
  type IllegalReason,
  type KeywordName,
  type LogEvent,
  type PermanentAttribute,
  type PlayDeclarations,
  type PlayerName,
  type PlayStatement,
  type ScenarioNode,
  type ScenarioPhase,
  type ScenarioSectionKind,
  type SetupStatement,
  type TargetRef,
  type TimingNode,
  type TraitName,
  type ZoneItem,
} from "./scenario-ast.js";
import { closestMatch } from "./text/suggest.js";
import { T } from "./vocabulary/tokens.js";

export * from "./scenario-ast.js";

export interface EscenarioParseResult {
  scenarios: ScenarioNode[];
  diagnostics: Diagnostic[];
}

/** Copies, filler cards and Escencias a setup may ask for: more is a typo, and would cost the runner memory. */
const MAX_SETUP_COUNT = 100;

// ---------------------------------------------------------------------------------
// Words

/** Spelling of the words that carry an accent (or ñ), by normalized form: CR004 and messages. */
const SPELLING: Record<string, string> = {
  preparacion: "preparación",
  esta: "está",
  mediodia: "Mediodía",
  prologo: "Prólogo",
  epilogo: "Epílogo",
  dano: "daño",
  mas: "más",
  limite: "Límite",
  mitica: "Mítica",
  dueno: "dueño",
  opcion: "opción",
  valido: "válido",
  validos: "válidos",
  activo: "activó",
  jugo: "jugó",
  ataco: "atacó",
  bloqueo: "bloqueó",
  resolvio: "resolvió",
  recibio: "recibió",
  robo: "robó",
  barajo: "barajó",
  descarto: "descartó",
  boto: "botó",
  gano: "ganó",
  vacia: "vacía",
};

/** How messages show words that are capitalized in the rules. */
const CAPITALIZED: Record<string, string> = {
  alba: "Alba",
  amanecer: "Amanecer",
  anochecer: "Anochecer",
  embate: "Embate",
  talento: "Talento",
  interferencia: "Interferencia",
  resplandor: "Resplandor",
  santuario: "Santuario",
  escencia: "Escencia",
  escencias: "Escencias",
  vincular: "Vincular",
  imbatible: "Imbatible",
  devastar: "Devastar",
  letal: "Letal",
  vestigios: "Vestigios",
  es: "Es",
  ambos: "Ambos",
};

function display(key: string): string {
  return SPELLING[key] ?? CAPITALIZED[key] ?? key;
}

function quoteList(keys: readonly string[]): string {
  const shown = keys.map((k) => `«${display(k)}»`);
  if (shown.length <= 1) return shown[0] ?? "otra palabra";
  return `${shown.slice(0, -1).join(", ")} o ${shown[shown.length - 1]}`;
}

const PHASE_BY_KEY: Record<string, ScenarioPhase> = { alba: "Alba", amanecer: "Amanecer", mediodia: "Mediodía", anochecer: "Anochecer" };
const PHASE_NAMES = ["Alba", "Amanecer", "Mediodía", "Anochecer"];

const TRAIT_BY_KEY: Record<string, TraitName> = {
  embate: "Embate",
  embates: "Embate",
  talento: "Talento",
  talentos: "Talento",
  interferencia: "Interferencia",
  interferencias: "Interferencia",
  resplandor: "Resplandor",
  resplandores: "Resplandor",
};
const CARD_TYPE_COUNTED: Record<string, CountedEventName> = {
  verso: "Verso",
  versos: "Verso",
  personaje: "Personaje",
  personajes: "Personaje",
  reliquia: "Reliquia",
  reliquias: "Reliquia",
};
const KEYWORD_BY_KEY: Record<string, KeywordName> = {
  imbatible: "Imbatible",
  devastar: "Devastar",
  letal: "Letal",
  mitica: "Mítica",
  vestigios: "Vestigios",
};

const SECTION_BY_KEY: Record<string, ScenarioSectionKind> = {
  cartas: "cartas",
  preparacion: "preparación",
  jugadas: "jugadas",
  resultado: "resultado",
};
const SECTION_SPELLINGS = ["cartas", "preparación", "jugadas", "resultado"];

/** Normalized reason phrase → reason. Several wordings per reason; docs/escenarios.md lists the first. */
const REASON_PHRASES: Record<string, IllegalReason> = {
  "esta en entrenamiento": "entrenamiento",
  "esta en etapa de entrenamiento": "entrenamiento",
  "esta en su etapa de entrenamiento": "entrenamiento",
  "es el primer turno": "primerTurno",
  "es el primer turno del jugador inicial": "primerTurno",
  "no tiene escencia suficiente": "escencia",
  "no tiene escencias suficientes": "escencia",
  "no tiene esencia suficiente": "escencia",
  "no tiene esencias suficientes": "escencia",
  "esta girado": "girado",
  "esta girada": "girado",
  "no es el momento": "momento",
  "no hay un objetivo valido": "objetivo",
  "no hay objetivos validos": "objetivo",
  "el objetivo no es valido": "objetivo",
  "no cumple el limite": "limite",
  "ya lo activo este turno": "usado",
  "ya la activo este turno": "usado",
  "ya se activo este turno": "usado",
  "es imbatible": "imbatible",
  "ya bloqueo este turno": "yaBloqueo",
  "ya esta equipada": "equipada",
  "ya esta equipado": "equipada",
  "no tiene esa carta": "noDisponible",
  "no tiene la carta": "noDisponible",
};

/** A one-letter word where a sentence starts: meant as a player (CR310 if not A or B). */
function looksLikePlayer(t: Tok): boolean {
  return t.kind === "word" && t.image.length === 1 && t.image !== "y" && t.image !== "o";
}

/** Verbs that start a sentence after a player, per section (normalized). */
const SETUP_VERBS = ["controla", "tiene", "no", "ya"];
const PLAY_VERBS = ["juega", "responde", "activa", "declara", "no", "equipa", "bloquea", "ordena", "pasa", "elige", "descarta", "busca", "devuelve", "deja", "paga", "acepta", "resuelve"];
const RESULT_VERBS = ["controla", "tiene", "no", "gana", "pierde", "puede"];
/** Infinitives after «puede» / «no puede». */
const INFINITIVES = ["jugar", "responder", "activar", "declarar", "equipar", "bloquear", "pasar"];

/** Words that end an unquoted card name (so `A controla Zirkax, girado.` still reads the rest). */
const NAME_STOP = new Set([
  "con", "y", "esta", "no", "tiene", "a", "al", "en", "como", "girado", "girada", "enderezado", "enderezada", "repartiendo",
  "equipada", "equipado", "sin", "sacrificando", "descartando", "girando", "devolviendo", "prologo", "epilogo", "fue", "se",
  "recibio", "bloqueo", "hasta", "porque", "arriba", "cuyo", "cuya", "que", "usada", "usado",
]);

// ---------------------------------------------------------------------------------
// Tokens and lines

type TokKind = "word" | "number" | "string" | "dot" | "comma" | "colon" | "plus" | "minus" | "lparen" | "rparen";

interface Tok {
  kind: TokKind;
  image: string;
  /** Lower case without accents (words), the image otherwise. */
  norm: string;
  value: number;
  start: number;
  end: number;
  line: number;
  /** Read as another word after a «¿Quisiste decir?»: no accent check. */
  guessed?: boolean;
}

interface Line {
  toks: Tok[];
  number: number;
  span: Span;
}

function kindOf(token: IToken): TokKind {
  if (tokenMatcher(token, T.StringLiteral)) return "string";
  if (tokenMatcher(token, T.NumberLiteral)) return "number";
  if (tokenMatcher(token, T.Dot)) return "dot";
  if (tokenMatcher(token, T.Comma)) return "comma";
  if (tokenMatcher(token, T.Colon)) return "colon";
  if (tokenMatcher(token, T.Plus)) return "plus";
  if (tokenMatcher(token, T.Minus)) return "minus";
  return "word";
}

/** Offsets of «(» and «)» outside names and comments, and the text with them blanked. */
function blankParens(text: string): { text: string; parens: { offset: number; char: string }[] } {
  if (!text.includes("(") && !text.includes(")")) return { text, parens: [] };
  const parens: { offset: number; char: string }[] = [];
  let inString = false;
  let inComment = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === "\n") {
      inString = false;
      inComment = false;
    } else if (inComment) {
      continue;
    } else if (inString) {
      if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
    } else if (c === "#") {
      inComment = true;
    } else if (c === "(" || c === ")") {
      parens.push({ offset: i, char: c });
    }
  }
  if (parens.length === 0) return { text, parens };
  const chars = text.split("");
  for (const p of parens) chars[p.offset] = " ";
  return { text: chars.join(""), parens };
}


function spanOfToks(toks: readonly Tok[]): Span {
  return { start: toks[0]!.start, end: toks[toks.length - 1]!.end };
}

/** Adds `delta` to every span of a parse tree or diagnostic (each object once). */
function shiftSpans(value: unknown, delta: number, seen: Set<object>): void {
  if (value === null || typeof value !== "object" || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const v of value) shiftSpans(v, delta, seen);
    return;
  }
  const record = value as Record<string, unknown>;
  if (typeof record["start"] === "number" && typeof record["end"] === "number" && Object.keys(record).length === 2) {
    record["start"] = (record["start"] as number) + delta;
    record["end"] = (record["end"] as number) + delta;
    return;
  }
  for (const key of Object.keys(record)) shiftSpans(record[key], delta, seen);
}

// ---------------------------------------------------------------------------------
// Sentence errors

class SentenceError {
  constructor(
    readonly code: string,
    readonly message: string,
    readonly span: Span,
    readonly fix?: Fix,
  ) {}
}

/** A sentence whose verb is unknown: the line handler suggests and may retry. */
class UnknownVerb {
  constructor(
    readonly token: Tok,
    readonly candidates: readonly string[],
    readonly what: string,
  ) {}
}

type SectionMode = "preparación" | "jugadas" | "resultado";

// ---------------------------------------------------------------------------------
// The cursor over one sentence

class Cursor {
  i = 0;
  /** One «¿Quisiste decir?» per sentence: after that, mistakes stop the sentence. */
  private guessed = false;

  constructor(
    readonly toks: Tok[],
    readonly host: ScenarioParser,
  ) {}

  peek(k = 0): Tok | undefined {
    return this.toks[this.i + k];
  }

  done(): boolean {
    return this.i >= this.toks.length;
  }

  /** End offset of the last consumed token. */
  prevEnd(): number {
    const prev = this.toks[this.i - 1];
    return prev !== undefined ? prev.end : (this.toks[0]?.start ?? 0);
  }

  from(start: Tok | number): Span {
    const s = typeof start === "number" ? start : start.start;
    return { start: s, end: Math.max(s, this.prevEnd()) };
  }

  isWord(keys: string | readonly string[], k = 0): boolean {
    const t = this.peek(k);
    if (t === undefined || t.kind !== "word") return false;
    return typeof keys === "string" ? t.norm === keys : keys.includes(t.norm);
  }

  isKind(kind: TokKind, k = 0): boolean {
    return this.peek(k)?.kind === kind;
  }

  /** Consumes the next token if it is one of the words. */
  word(keys: string | readonly string[]): Tok | undefined {
    if (!this.isWord(keys)) return undefined;
    const t = this.toks[this.i++]!;
    this.host.accent(t);
    return t;
  }

  /** Consumes a punctuation token of this kind, if next. */
  punct(kind: TokKind): Tok | undefined {
    if (!this.isKind(kind)) return undefined;
    return this.toks[this.i++]!;
  }

  /** The next token must be one of the words (a close misspelling is reported once and read as meant). */
  expect(keys: string | readonly string[], expected?: string): Tok {
    const list = typeof keys === "string" ? [keys] : keys;
    const hit = this.word(list);
    if (hit !== undefined) return hit;
    const t = this.peek();
    if (t !== undefined && t.kind === "word" && !this.guessed) {
      const guess = closestMatch(t.image, list.map(display));
      if (guess !== undefined) {
        this.guessed = true;
        const replacement = withCaseOf(t.image, guess);
        this.host.report("CR309", `«${t.image}» no se entiende aquí. ¿Quisiste decir «${replacement}»?`, { start: t.start, end: t.end }, {
          title: `Cambiar por «${replacement}»`,
          span: { start: t.start, end: t.end },
          replacement,
        });
        this.i++;
        return t;
      }
    }
    return this.fail(expected ?? quoteList(list));
  }

  /** `expect`, returning which of the words was meant (also after a «¿Quisiste decir?»). */
  choose(keys: readonly string[], expected?: string): string {
    const t = this.expect(keys, expected);
    if (keys.includes(t.norm)) return t.norm;
    return normalizeWord(closestMatch(t.image, keys.map(display)) ?? keys[0]!);
  }

  fail(expected: string, code = "CR309"): never {
    const t = this.peek();
    if (t === undefined) {
      const last = this.toks[this.toks.length - 1];
      const span = last !== undefined ? { start: last.start, end: last.end } : { start: 0, end: 0 };
      const after = last !== undefined ? `después de «${last.image}» ` : "";
      throw new SentenceError(code, `La frase termina antes de tiempo: ${after}falta ${expected}.`, span);
    }
    throw new SentenceError(code, `Aquí va ${expected}, pero está escrito «${t.image}».`, { start: t.start, end: t.end });
  }

  /** A comma or «y» followed by something `starts` accepts; otherwise nothing is consumed. */
  separatorBefore(starts: () => boolean): boolean {
    const save = this.i;
    if (this.punct("comma") === undefined && this.word("y") === undefined) return false;
    if (starts()) return true;
    this.i = save;
    return false;
  }

  isNumber(k = 0): boolean {
    const t = this.peek(k);
    return t !== undefined && (t.kind === "number" || (t.kind === "word" && (t.norm === "un" || t.norm === "una" || t.norm === "uno")));
  }

  number(what = "un número"): number {
    const t = this.peek();
    if (t !== undefined && t.kind === "number") {
      this.i++;
      return t.value;
    }
    if (this.isNumber()) {
      this.i++;
      return 1;
    }
    return this.fail(what);
  }

  /** `+2`, `-1`, `2`. */
  signedNumber(what = "un número con signo, p. ej. «+1» o «-1»"): number {
    if (this.punct("plus") !== undefined) return this.number(what);
    if (this.punct("minus") !== undefined) return -this.number(what);
    return this.number(what);
  }

  /** Checks a count: an integer within [min, max], else CR315. */
  checked(value: number, at: Span, min: number, max: number, what: string): number {
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `${min} o más` : `de ${min} a ${max}`;
      throw new SentenceError("CR315", `${what} es ${Number.isSafeInteger(value) ? value : "demasiado grande"}: escribe un número ${range}.`, at);
    }
    return value;
  }

  countAt(min: number, max: number, what: string): number {
    const start = this.peek();
    const value = this.number();
    return this.checked(value, { start: start!.start, end: this.prevEnd() }, min, max, what);
  }

  // --- players, phases, cards, targets -------------------------------------------

  isPlayer(k = 0): boolean {
    const t = this.peek(k);
    return t !== undefined && t.kind === "word" && (t.image === "A" || t.image === "B");
  }

  /** A or B; a lower-case a/b is read with a fix. */
  player(): PlayerName {
    const t = this.peek();
    if (t !== undefined && t.kind === "word" && (t.image === "A" || t.image === "B")) {
      this.i++;
      return t.image;
    }
    if (t !== undefined && t.kind === "word" && (t.image === "a" || t.image === "b")) {
      const upper = t.image.toUpperCase() as PlayerName;
      this.host.report("CR310", `Los jugadores se escriben en mayúscula: «${upper}».`, { start: t.start, end: t.end }, {
        title: `Escribir «${upper}»`,
        span: { start: t.start, end: t.end },
        replacement: upper,
      });
      this.i++;
      return upper;
    }
    if (t === undefined) return this.fail("el jugador («A» o «B»)", "CR310");
    throw new SentenceError("CR310", `«${t.image}» no es un jugador: los jugadores de un escenario se llaman A y B (en mayúscula).`, { start: t.start, end: t.end });
  }

  /** A phase word (the article already read), or `etapa de limpieza`. */
  phase(): ScenarioPhase {
    const t = this.peek();
    if (t !== undefined && t.kind === "word") {
      const known = PHASE_BY_KEY[t.norm];
      if (known !== undefined) {
        this.word(t.norm);
        return known;
      }
      if (t.norm === "etapa") {
        this.i++;
        this.expect("de");
        this.expect("limpieza");
        return "limpieza";
      }
      if (t.norm === "limpieza") {
        this.i++;
        return "limpieza";
      }
      const guess = closestMatch(t.image, [...PHASE_NAMES, "limpieza"]);
      const span = { start: t.start, end: t.end };
      if (guess !== undefined) {
        throw new SentenceError("CR313", `«${t.image}» no es una fase. ¿Quisiste decir «${guess}»?`, span, { title: `Cambiar por «${guess}»`, span, replacement: guess });
      }
      throw new SentenceError("CR313", `«${t.image}» no es una fase: las fases son Alba, Amanecer, Mediodía y Anochecer (Reglamento 9), y entre turnos la etapa de limpieza.`, span);
    }
    return this.fail("una fase (Alba, Amanecer, Mediodía o Anochecer)", "CR313");
  }

  /** `el Mediodía`, `la etapa de limpieza`, `del Alba` (with `del` when `contracted`). */
  articlePhase(contracted: boolean): ScenarioPhase {
    if (contracted) {
      if (this.word("del") !== undefined) return this.phase();
      this.expect("de");
      this.expect("la");
      return this.phase();
    }
    this.expect(["el", "la"]);
    return this.phase();
  }

  startsCard(k = 0): boolean {
    const t = this.peek(k);
    return t !== undefined && t.kind === "string";
  }

  /**
   * `"Nombre" [(k)] [de P]`. Forgotten quotes are reported (CR311, with the fix) and
   * the words are read as the name. `owner: false` where a card is being created.
   */
  card(options: { owner?: boolean } = {}): CardRef {
    const allowOwner = options.owner ?? true;
    const t = this.peek();
    let name: string;
    let nameSpan: Span;
    if (t !== undefined && t.kind === "string") {
      this.i++;
      name = t.image.slice(1, -1);
      nameSpan = { start: t.start, end: t.end };
      if (name.trim() === "") throw new SentenceError("CR311", "El nombre de la carta está vacío: escribe el nombre entre las comillas, tal como está en la carta.", nameSpan);
    } else if (t !== undefined && t.kind === "word" && !NAME_STOP.has(t.norm) && !this.isPlayer()) {
      const first = this.i;
      while (this.peek()?.kind === "word" && !NAME_STOP.has(this.peek()!.norm) && !(this.i > first && this.peek()!.norm === "de" && this.isPlayer(1))) this.i++;
      const words = this.toks.slice(first, this.i);
      nameSpan = spanOfToks(words);
      name = this.host.textOf(nameSpan);
      this.host.report("CR311", `Los nombres de carta van entre comillas: escribe "${name}".`, nameSpan, {
        title: "Poner el nombre entre comillas",
        span: nameSpan,
        replacement: JSON.stringify(name),
      });
    } else {
      return this.fail('el nombre de una carta entre comillas, p. ej. "Zirkax"', "CR311");
    }
    const ref: CardRef = { name, nameSpan, span: { ...nameSpan } };
    const open = this.punct("lparen");
    if (open !== undefined) {
      const at = this.peek();
      if (at === undefined || at.kind !== "number") {
        throw new SentenceError("CR312", `Después de «(» va el número de la copia y «)», p. ej. "${name}" (2).`, { start: open.start, end: at?.end ?? open.end });
      }
      this.i++;
      if (this.punct("rparen") === undefined) {
        throw new SentenceError("CR312", `Falta «)» después del número de la copia: escribe "${name}" (${at.image}).`, { start: open.start, end: at.end }, {
          title: "Cerrar el paréntesis",
          span: { start: at.end, end: at.end },
          replacement: ")",
        });
      }
      if (!Number.isSafeInteger(at.value) || at.value < 1) {
        throw new SentenceError("CR312", `Las copias se numeran desde 1 en el orden en que aparecen en la preparación: escribe "${name}" (1), "${name}" (2)…`, { start: open.start, end: this.prevEnd() });
      }
      ref.index = at.value;
    }
    if (allowOwner && this.isWord("de") && this.isPlayer(1)) {
      this.i++;
      ref.owner = this.player();
    }
    ref.span = this.from(ref.nameSpan.start);
    return ref;
  }

  /** Cards separated by «,» or «y» (a list stops before a separator not followed by a card). */
  cardList(): CardRef[] {
    const cards = [this.card()];
    while (this.separatorBefore(() => this.startsCard())) cards.push(this.card());
    return cards;
  }

  startsTarget(k = 0): boolean {
    return this.startsCard(k) || this.isPlayer(k) || (this.isWord(["el", "su"], k) && this.isWord("santuario", k + 1));
  }

  target(): TargetRef {
    const start = this.peek();
    if (this.isWord(["el", "su"]) && this.isWord("santuario", 1)) {
      this.i += 2;
      this.expect("de", "«de» y el jugador: «el Santuario de B»");
      const player = this.player();
      return { kind: "sanctuary", player, span: this.from(start!) };
    }
    if (this.isPlayer()) {
      const player = this.player();
      return { kind: "player", player, span: this.from(start!) };
    }
    const card = this.card();
    return { kind: "card", card, span: card.span };
  }

  targetList(): TargetRef[] {
    const targets = [this.target()];
    while (this.separatorBefore(() => this.startsTarget())) targets.push(this.target());
    return targets;
  }

  trait(): TraitName {
    const t = this.peek();
    if (t !== undefined && t.kind === "word" && TRAIT_BY_KEY[t.norm] !== undefined) {
      this.word(t.norm);
      return TRAIT_BY_KEY[t.norm]!;
    }
    return TRAIT_BY_KEY[this.choose(["embate", "talento", "interferencia", "resplandor"], "un rasgo: «Embate», «Talento», «Interferencia» o «Resplandor»")]!;
  }

  /** `el Talento de "Zirkax"` (article, trait, «de», card). */
  traitOf(): { trait: TraitName; card: CardRef } {
    this.expect(["el", "la"]);
    const trait = this.trait();
    this.expect("de");
    return { trait, card: this.card() };
  }

  /** `en la mano`, `en el cementerio`, `en la baraja [principal]`, `en la baraja de Escencia`; with `wide`, also `en juego`, `en la cadena`. */
  zone(wide: boolean): AnyZone {
    this.expect("en");
    if (wide && this.word("juego") !== undefined) return "battlefield";
    this.expect(["la", "el"]);
    const key = this.choose(wide ? ["mano", "cementerio", "baraja", "cadena"] : ["mano", "cementerio", "baraja"], wide ? "«mano», «cementerio», «baraja», «juego» o «cadena»" : "«mano», «cementerio» o «baraja»");
    if (key === "mano") return "hand";
    if (key === "cementerio") return "graveyard";
    if (key === "cadena") return "chain";
    if (this.isWord("de") && this.isWord(["escencia", "esencia"], 1)) {
      this.i++;
      this.word(["escencia", "esencia"]);
      return "essenceDeck";
    }
    this.word("principal");
    return "deck";
  }

  /** Optional `, de arriba abajo` after a deck or a chain; true if it was there. */
  topToBottom(): boolean {
    const save = this.i;
    this.punct("comma");
    if (this.isWord("de") && this.isWord("arriba", 1)) {
      this.i += 2;
      this.expect("abajo");
      return true;
    }
    this.i = save;
    return false;
  }

  /** `de forma permanente` / `hasta el final del turno`; undefined when absent. */
  duration(): boolean | undefined {
    if (this.isWord("de") && this.isWord("forma", 1)) {
      this.i += 2;
      this.expect("permanente");
      return true;
    }
    if (this.word("hasta") !== undefined) {
      this.expect("el");
      this.expect("final");
      this.expect("del");
      this.expect("turno");
      return false;
    }
    return undefined;
  }

  /** `al final del Mediodía`, `al comienzo del Anochecer`, `al final de la fase`. */
  timing(): TimingNode {
    const start = this.expect("al");
    const timing = this.choose(["final", "comienzo"]) === "final" ? "end" : "start";
    if (this.isWord("de") && this.isWord("la", 1) && this.isWord("fase", 2)) {
      this.i += 3;
      return { timing, span: this.from(start) };
    }
    const phase = this.articlePhase(true);
    return { timing, phase, span: this.from(start) };
  }

  startsTiming(): boolean {
    return this.isWord("al") && this.isWord(["final", "comienzo"], 1);
  }
}

// ---------------------------------------------------------------------------------
// The parser of a file

interface ScenarioState {
  node: ScenarioNode;
  section: ScenarioSectionKind | "unknown" | undefined;
  /** Copies of each name seen in the setup, for `(k)` labels. */
  copies: Map<string, number>;
  turnAt?: Span;
  sanctuaryCard: Partial<Record<PlayerName, Span>>;
  sanctuaryLife: Partial<Record<PlayerName, Span>>;
  /** Zones said empty, by `player:zone`. */
  zonesSet: Map<string, Span>;
  /** Zones given a list of cards, by `player:zone` (first list). */
  listed: Map<string, Span>;
  essenceAt: Partial<Record<PlayerName, Span>>;
  counters: Map<string, Span>;
  /** Sentences written under `resultado:`, parsed or not (CR305 is for a scenario that tests nothing). */
  resultLines: number;
}

const ZONE_WORDS: Record<CardZone, string> = { hand: "la mano", graveyard: "el cementerio", deck: "la baraja", essenceDeck: "la baraja de Escencia" };

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

class ScenarioParser {
  readonly diagnostics: Diagnostic[] = [];
  readonly scenarios: ScenarioNode[] = [];
  private current: ScenarioState | undefined;
  private outsideReported = false;
  private noSectionReported = false;
  private readonly names = new Map<string, number>();
  /** The open `cartas:` block: where its text starts. */
  private cartas: { start: number; state: ScenarioState } | undefined;
  /** Ranges of `cartas:` text: the lexer's diagnostics there are parseCartaText's business. */
  readonly cartasRanges: Span[] = [];
  /** Lines where the lexer refused a character: their own errors would only echo it. */
  lexErrorLines = new Set<number>();
  private currentLine = 0;

  constructor(
    private readonly text: string,
    private readonly lines: LineIndex,
    private readonly starts: readonly number[] = lines.startOffsets(),
  ) {}

  textOf(span: Span): string {
    return this.text.slice(span.start, span.end);
  }

  report(code: string, message: string, span: Span, fix?: Fix, severity: Severity = "error"): void {
    if (this.lexErrorLines.has(this.currentLine) && severity === "error") return;
    this.diagnostics.push(fix ? { code, severity, message, span, fix } : { code, severity, message, span });
  }

  /** CR004 for a word of this grammar written without its accent. */
  accent(t: Tok): void {
    if (t.guessed) return;
    const spelled = SPELLING[t.norm];
    if (spelled === undefined || t.image.toLowerCase() === spelled.toLowerCase()) return;
    const replacement = withCaseOf(t.image, spelled);
    const span = { start: t.start, end: t.end };
    this.report("CR004", `«${t.image}» se escribe con tilde: «${replacement}».`, span, { title: `Escribir «${replacement}»`, span, replacement }, "warning");
  }

  private lineOf(offset: number): number {
    return this.lines.lineOf(offset) + 1;
  }

  // --- lines --------------------------------------------------------------------------

  line(line: Line): void {
    this.currentLine = line.number;
    // A scenario's span runs from its header to its last line.
    if (this.current !== undefined && !(line.toks[0]!.kind === "word" && line.toks[0]!.norm === "escenario")) {
      this.current.node.span = { start: this.current.node.span.start, end: line.span.end };
    }
    if (this.cartas !== undefined) {
      if (!this.endsCartas(line)) return;
      this.closeCartas(this.starts[line.number - 1]!);
    }
    const first = line.toks[0]!;
    if (first.kind === "word" && first.norm === "escenario") {
      this.header(line);
      return;
    }
    const section = this.sectionHeader(line);
    if (section !== undefined) {
      this.openSection(line, section.kind, section.rest);
      return;
    }
    const state = this.current;
    if (state === undefined) {
      if (!this.outsideReported) {
        this.outsideReported = true;
        this.report(
          "CR301",
          'Esta línea está fuera de un escenario: un archivo .escenario empieza con «escenario "Nombre"» y sus secciones «preparación:», «jugadas:» y «resultado:».',
          line.span,
          { title: "Añadir la cabecera del escenario", span: { start: line.span.start, end: line.span.start }, replacement: 'escenario "Nombre del escenario"\n' },
        );
      }
      return;
    }
    if (state.section === undefined) {
      if (!this.noSectionReported) {
        this.noSectionReported = true;
        this.report("CR303", "Esta frase no está en ninguna sección: escribe antes «preparación:», «jugadas:» o «resultado:» según lo que dice.", line.span);
      }
      return;
    }
    if (state.section === "unknown" || state.section === "cartas") return;
    this.sentences(line, state.section, state);
  }

  /** A line that ends the `cartas:` block: another section header or a scenario header. */
  private endsCartas(line: Line): boolean {
    const first = line.toks[0]!;
    if (first.kind !== "word") return false;
    if (first.norm === "escenario") return line.toks[1]?.kind === "string" || line.toks.length === 1;
    if (SECTION_BY_KEY[first.norm] === undefined) return false;
    return line.toks.length === 1 || line.toks[1]!.kind === "colon";
  }

  private closeCartas(end: number): void {
    const block = this.cartas!;
    this.cartas = undefined;
    if (end <= block.start) return;
    const source = this.text.slice(block.start, end);
    this.cartasRanges.push({ start: block.start, end });
    if (source.trim() === "") return;
    // Each block costs a parse of its own (~0.1 ms even when tiny). Past the diagnostics
    // cap the file will not run anyway, so a flood of broken blocks stops costing.
    if (this.diagnostics.length > MAX_DIAGNOSTICS) return;
    const parsed = parseCartaText(source);
    const seen = new Set<object>();
    shiftSpans(parsed.document.cards, block.start, seen);
    for (const d of parsed.diagnostics) {
      shiftSpans(d, block.start, seen);
      this.diagnostics.push(d);
    }
    block.state.node.cards.push(...(parsed.document.cards as CardNode[]));
  }

  finish(): void {
    if (this.cartas !== undefined) this.closeCartas(this.text.length);
    this.closeScenario();
  }

  private header(line: Line): void {
    this.closeScenario();
    const first = line.toks[0]!;
    this.accent(first);
    const second = line.toks[1];
    const node: ScenarioNode = {
      name: "",
      nameSpan: { start: first.start, end: first.end },
      span: line.span,
      cards: [],
      setup: [],
      plays: [],
      expectations: [],
      sections: {},
    };
    let rest: Tok[] = [];
    if (second === undefined) {
      this.report("CR302", 'Falta el nombre del escenario: escribe «escenario "Nombre del escenario"».', { start: first.start, end: first.end }, {
        title: "Añadir el nombre",
        span: { start: first.end, end: first.end },
        replacement: ' "Nombre del escenario"',
      });
    } else if (second.kind === "string") {
      node.name = second.image.slice(1, -1);
      node.nameSpan = { start: second.start, end: second.end };
      if (node.name.trim() === "") this.report("CR302", "El nombre del escenario está vacío: escribe entre las comillas qué se prueba, p. ej. «Ejemplo 2: Ofrenda en respuesta».", node.nameSpan);
      rest = line.toks.slice(2);
    } else {
      const words = line.toks.slice(1);
      const span = spanOfToks(words);
      const written = this.textOf(span);
      node.name = written;
      node.nameSpan = span;
      this.report("CR302", `El nombre del escenario va entre comillas: escribe "${written}".`, span, { title: "Poner el nombre entre comillas", span, replacement: JSON.stringify(written) });
    }
    if (rest.length > 0) this.stray(rest, "Después del nombre del escenario no va nada más: escribe las secciones en las líneas siguientes.");
    if (node.name.trim() !== "") {
      const earlier = this.names.get(node.name);
      if (earlier !== undefined) {
        this.report("CR321", `Ya hay un escenario «${node.name}» en la línea ${earlier}: cada escenario de un archivo lleva un nombre distinto, que es como se informa su resultado.`, node.nameSpan);
      } else {
        this.names.set(node.name, line.number);
      }
    }
    this.current = {
      node,
      section: undefined,
      copies: new Map(),
      sanctuaryCard: {},
      sanctuaryLife: {},
      zonesSet: new Map(),
      listed: new Map(),
      essenceAt: {},
      counters: new Map(),
      resultLines: 0,
    };
    this.noSectionReported = false;
    this.scenarios.push(node);
  }

  private closeScenario(): void {
    const state = this.current;
    if (state === undefined) return;
    this.current = undefined;
    this.currentLine = -1;
    if (state.resultLines === 0) {
      const where = state.node.sections["resultado"];
      this.report(
        "CR305",
        where === undefined
          ? `El escenario «${state.node.name}» no tiene «resultado:»: escribe qué debe pasar, p. ej. «"Zirkax" está en el cementerio de A.», para que el escenario pruebe algo.`
          : `La sección «resultado:» de «${state.node.name}» está vacía: escribe al menos una expectativa.`,
        where ?? state.node.nameSpan,
      );
    }
  }

  /** `preparación:` and the others, a misspelling of one followed by «:», or one section word alone. */
  private sectionHeader(line: Line): { kind: ScenarioSectionKind | "unknown"; rest: Tok[] } | undefined {
    const first = line.toks[0]!;
    if (first.kind !== "word") return undefined;
    const second = line.toks[1];
    const known = SECTION_BY_KEY[first.norm];
    if (known !== undefined && (second === undefined || second.kind === "colon")) {
      this.accent(first);
      if (second === undefined) {
        this.report("CR320", `Falta «:» después de «${display(first.norm)}»: escribe «${display(first.norm)}:» y debajo sus frases.`, { start: first.start, end: first.end }, {
          title: "Añadir «:»",
          span: { start: first.end, end: first.end },
          replacement: ":",
        });
        return { kind: known, rest: [] };
      }
      return { kind: known, rest: line.toks.slice(2) };
    }
    if (second !== undefined && second.kind === "colon" && !line.toks.slice(0, 1).some((t) => t.image === "A" || t.image === "B")) {
      const span = { start: first.start, end: first.end };
      const guess = closestMatch(first.image, SECTION_SPELLINGS);
      if (guess !== undefined) {
        this.report("CR320", `«${first.image}» no es una sección. ¿Quisiste decir «${guess}»?`, span, { title: `Cambiar por «${guess}»`, span, replacement: withCaseOf(first.image, guess) });
        return { kind: SECTION_BY_KEY[normalizeWord(guess)]!, rest: line.toks.slice(2) };
      }
      this.report("CR320", `«${first.image}:» no es una sección: las secciones de un escenario son «cartas:», «preparación:», «jugadas:» y «resultado:». Lo que sigue hasta la próxima sección no se lee.`, span);
      return { kind: "unknown", rest: [] };
    }
    return undefined;
  }

  private openSection(line: Line, kind: ScenarioSectionKind | "unknown", rest: Tok[]): void {
    const state = this.current;
    if (state === undefined) {
      if (!this.outsideReported) {
        this.outsideReported = true;
        this.report("CR301", `«${line.toks[0]!.image}» está fuera de un escenario: escribe antes la cabecera «escenario "Nombre"».`, line.span, {
          title: "Añadir la cabecera del escenario",
          span: { start: line.span.start, end: line.span.start },
          replacement: 'escenario "Nombre del escenario"\n  ',
        });
      }
      return;
    }
    if (kind === "unknown") {
      state.section = "unknown";
      return;
    }
    const earlier = state.node.sections[kind];
    if (earlier !== undefined) {
      this.report("CR304", `La sección «${kind}:» ya empezó en la línea ${this.lineOf(earlier.start)}: junta sus frases bajo una sola cabecera y borra esta línea. Sus frases se suman a las de la primera.`, line.span);
    } else {
      state.node.sections[kind] = line.span;
    }
    state.section = kind;
    if (kind === "cartas") {
      this.cartas = { start: this.starts[line.number] ?? this.text.length, state };
      if (rest.length > 0) this.stray(rest, "Las cartas van debajo de «cartas:», desde la línea siguiente, como en un archivo .carta.");
      return;
    }
    if (rest.length > 0) {
      const at = rest[0]!.start;
      this.report("CR307", "Escribe cada frase en su propia línea, debajo del nombre de la sección.", spanOfToks(rest), {
        title: "Pasar la frase a la línea siguiente",
        span: { start: at, end: at },
        replacement: "\n    ",
      });
      this.sentences({ toks: rest, number: line.number, span: spanOfToks(rest) }, kind, state);
    }
  }

  private stray(rest: Tok[], why: string): void {
    const span = spanOfToks(rest);
    this.report("CR307", `Sobra «${this.textOf(span)}». ${why}`, span, { title: "Borrar el texto sobrante", span, replacement: "" });
  }

  // --- sentences -----------------------------------------------------------------------

  /** Cuts a line at its periods: one sentence per line; each piece is still parsed. */
  private sentences(line: Line, section: SectionMode, state: ScenarioState): void {
    const pieces: Tok[][] = [];
    let current: Tok[] = [];
    for (const t of line.toks) {
      if (t.kind === "dot") {
        pieces.push(current);
        current = [];
        continue;
      }
      current.push(t);
    }
    // Text after the last period is a sentence without its period.
    const periodMissing = current.length > 0;
    if (periodMissing) pieces.push(current);
    const nonEmpty = pieces.filter((p) => p.length > 0);
    if (nonEmpty.length === 0) {
      this.report("CR307", "Sobra «.»: una línea con solo un punto no dice nada; bórrala.", line.span, { title: "Borrar el punto", span: line.span, replacement: "" });
      return;
    }
    nonEmpty.forEach((toks, n) => {
      if (n > 0) {
        const at = toks[0]!.start;
        this.report("CR307", "Una frase por línea: pasa esta frase a una línea propia.", spanOfToks(toks), {
          title: "Pasar la frase a una línea nueva",
          span: { start: at, end: at },
          replacement: "\n    ",
        });
      }
      this.sentence(toks, section, state);
    });
    if (periodMissing) {
      const last = nonEmpty[nonEmpty.length - 1]!;
      const end = last[last.length - 1]!;
      this.report("CR306", "Falta el punto final: cada frase de un escenario termina con «.».", { start: end.start, end: end.end }, {
        title: "Añadir el punto final",
        span: { start: end.end, end: end.end },
        replacement: ".",
      });
    }
  }

  private sentence(toks: Tok[], section: SectionMode, state: ScenarioState, retried = false): void {
    if (section === "resultado" && !retried) state.resultLines++;
    const c = new Cursor(toks, this);
    try {
      if (section === "preparación") this.setupSentence(c, state);
      else if (section === "jugadas") state.node.plays.push(this.playSentence(c));
      else state.node.expectations.push(...this.resultSentence(c));
      if (!c.done()) {
        const rest = toks.slice(c.i);
        const span = spanOfToks(rest);
        this.report("CR307", `Sobra «${this.textOf(span)}» al final de la frase: bórralo, o si es otra frase, escríbela en su propia línea.`, span, {
          title: "Borrar el texto sobrante",
          span,
          replacement: "",
        });
      }
    } catch (e) {
      if (e instanceof SentenceError) {
        this.report(e.code, e.message, e.span, e.fix);
        return;
      }
      if (e instanceof UnknownVerb) {
        this.unknownVerb(e, toks, section, state, retried);
        return;
      }
      throw e;
    }
  }

  private unknownVerb(e: UnknownVerb, toks: Tok[], section: SectionMode, state: ScenarioState, retried: boolean): void {
    const t = e.token;
    const span = { start: t.start, end: t.end };
    const other = this.otherSection(t.norm, section);
    if (other !== undefined) {
      this.report("CR314", other, span);
      return;
    }
    if (retried) return;
    const guess = closestMatch(t.image, e.candidates.map(display));
    if (guess !== undefined) {
      const replacement = withCaseOf(t.image, guess);
      this.report("CR308", `«${t.image}» no es una palabra de los escenarios. ¿Quisiste decir «${replacement}»?`, span, { title: `Cambiar por «${replacement}»`, span, replacement });
      t.norm = normalizeWord(guess);
      t.guessed = true;
      this.sentence(toks, section, state, true);
      return;
    }
    this.report("CR308", `No se entiende la frase a partir de «${t.image}». ${e.what}`, span);
  }

  /** The message for a sentence that belongs in another section, if the word says which. */
  private otherSection(norm: string, section: SectionMode): string | undefined {
    const isPlay = PLAY_VERBS.includes(norm) && norm !== "no";
    const isSetupOnly = norm === "ya";
    const isResultOnly = norm === "gana" || norm === "pierde" || norm === "puede" || norm === "registro" || norm === "cadena";
    if (section !== "jugadas" && (isPlay || norm === "ambos")) return "Esta frase es una jugada (una decisión de un jugador): va en la sección «jugadas:».";
    if (section !== "preparación" && isSetupOnly) return "Esta frase describe la situación inicial: va en la sección «preparación:».";
    if (section !== "resultado" && isResultOnly) return "Esta frase es una expectativa: va en la sección «resultado:».";
    if (section === "jugadas" && (norm === "controla" || norm === "tiene")) return "Esta frase describe el estado del juego: va en «preparación:» (la situación inicial) o en «resultado:» (lo que se espera).";
    return undefined;
  }

  // --- preparación -----------------------------------------------------------------------

  private setupSentence(c: Cursor, state: ScenarioState): void {
    const start = c.peek()!;
    if (c.isWord("es")) {
      const turn = this.turnSentence(c);
      if (turn.phase === "limpieza") {
        throw new SentenceError("CR313", "Un escenario empieza en una de las cuatro fases (Alba, Amanecer, Mediodía o Anochecer), no en la etapa de limpieza: empieza en el Mediodía y escribe «Ambos pasan hasta el Mediodía de B.» para llegar a la limpieza.", turn.span);
      }
      if (state.turnAt !== undefined) {
        throw new SentenceError("CR318", `El turno y la fase ya se dijeron en la línea ${this.lineOf(state.turnAt.start)}: deja una sola frase «Es el …».`, turn.span);
      }
      state.turnAt = turn.span;
      state.node.setup.push({ kind: "turn", ...turn });
      return;
    }
    if (c.isWord(["el", "su"]) && c.isWord("santuario", 1)) {
      this.setupSanctuary(c, state);
      return;
    }
    if (start.kind === "string" || c.isWord(["la"]) && c.isWord(["cadena"], 1) || c.isWord("el") && c.isWord(["registro", "juego"], 1) || c.isWord("la") && c.isWord("partida", 1)) {
      throw new SentenceError("CR314", "Esta frase es una expectativa: va en la sección «resultado:».", this.sentenceSpan(c));
    }
    if (c.isWord("ambos")) throw new UnknownVerb(start, [], "");
    if (!looksLikePlayer(start)) {
      throw new UnknownVerb(start, ["es"], 'Las frases de la preparación empiezan con «Es el …», «El Santuario de …» o un jugador («A controla …», «A tiene …», «A no tiene …», «A ya …»).');
    }
    const player = c.player();
    const verb = c.peek();
    if (verb === undefined) c.fail("«controla», «tiene», «no tiene» o «ya»");
    if (c.word("controla") !== undefined) {
      this.setupPermanent(c, state, player, start);
      return;
    }
    if (c.word("tiene") !== undefined) {
      for (const part of this.hasParts(c, player, "preparación") as SetupStatement[]) {
        this.checkSetupPart(part, state);
        state.node.setup.push(part);
      }
      return;
    }
    if (c.word("no") !== undefined) {
      c.expect("tiene");
      const s = this.emptyZone(c, player, start);
      const key = `${player}:${s.zone}`;
      const earlier = state.zonesSet.get(key) ?? state.listed.get(key);
      if (earlier !== undefined) throw new SentenceError("CR318", `${capitalize(ZONE_WORDS[s.zone])} de ${player} ya se dijo en la línea ${this.lineOf(earlier.start)}: borra una de las dos frases.`, s.span);
      state.zonesSet.set(key, s.span);
      state.node.setup.push({ kind: "emptyZone", player, zone: s.zone, span: s.span });
      return;
    }
    if (c.word("ya") !== undefined) {
      this.setupCounter(c, state, player, start);
      return;
    }
    throw new UnknownVerb(verb!, SETUP_VERBS, "Después del jugador va «controla», «tiene», «no tiene» o «ya activó / ya jugó».");
  }

  private sentenceSpan(c: Cursor): Span {
    return spanOfToks(c.toks);
  }

  /** `Es el Mediodía de B` · `Es el Mediodía del primer turno de A` · `Es el primer turno de A` · `Es la etapa de limpieza de A`. */
  private turnSentence(c: Cursor): { player: PlayerName; phase: ScenarioPhase; firstTurn: boolean; span: Span } {
    const start = c.expect("es");
    c.expect(["el", "la"]);
    if (c.word("primer") !== undefined) {
      c.expect("turno");
      c.expect("de");
      const player = c.player();
      return { player, phase: "Mediodía", firstTurn: true, span: c.from(start) };
    }
    const phase = c.phase();
    if (c.word("del") !== undefined) {
      c.expect("primer");
      c.expect("turno");
      c.expect("de");
      const player = c.player();
      return { player, phase, firstTurn: true, span: c.from(start) };
    }
    c.expect("de", "«de» y el jugador, p. ej. «Es el Mediodía de A»");
    const player = c.player();
    return { player, phase, firstTurn: false, span: c.from(start) };
  }

  /** `El Santuario de A es "X"[ con N de vida]` · `El Santuario de A tiene N de vida`. */
  private setupSanctuary(c: Cursor, state: ScenarioState): void {
    const start = c.peek()!;
    c.i += 2;
    c.expect("de", "«de» y el jugador: «El Santuario de A»");
    const player = c.player();
    const node: SetupStatement & { kind: "sanctuary" } = { kind: "sanctuary", player, span: { start: start.start, end: start.end } };
    let lifeSpan: Span | undefined;
    if (c.choose(["es", "tiene"], '«es "Nombre del Santuario"» o «tiene N de vida»') === "es") {
      const card = c.card({ owner: false });
      this.countCopy(card, state, 1);
      node.card = card;
      if (c.word("con") !== undefined) {
        const at = c.peek();
        node.life = c.countAt(1, 1000, "La vida de un Santuario en la preparación");
        lifeSpan = { start: at!.start, end: c.prevEnd() };
        c.expect("de");
        c.expect("vida");
      }
    } else {
      const at = c.peek();
      node.life = c.countAt(1, 1000, "La vida de un Santuario en la preparación");
      lifeSpan = { start: at!.start, end: c.prevEnd() };
      c.expect("de");
      c.expect("vida");
    }
    node.span = c.from(start);
    if (node.card !== undefined) {
      const earlier = state.sanctuaryCard[player];
      if (earlier !== undefined) throw new SentenceError("CR318", `El Santuario de ${player} ya se dijo en la línea ${this.lineOf(earlier.start)}: cada jugador tiene uno solo.`, node.span);
      state.sanctuaryCard[player] = node.span;
    }
    if (lifeSpan !== undefined) {
      const earlier = state.sanctuaryLife[player];
      if (earlier !== undefined) throw new SentenceError("CR318", `La vida del Santuario de ${player} ya se dijo en la línea ${this.lineOf(earlier.start)}: deja un solo valor.`, lifeSpan);
      state.sanctuaryLife[player] = lifeSpan;
    }
    state.node.setup.push(node);
  }

  /** Numbers the copies written in the setup and checks a written `(k)` against it. */
  private countCopy(card: CardRef, state: ScenarioState, count: number): void {
    const before = state.copies.get(card.name) ?? 0;
    state.copies.set(card.name, before + count);
    if (card.index === undefined) return;
    if (count > 1) {
      throw new SentenceError("CR312", `Con una cantidad no se escribe el número de copia: las ${count} copias de "${card.name}" se numeran solas (${before + 1} a ${before + count}).`, card.span);
    }
    if (card.index !== before + 1) {
      throw new SentenceError(
        "CR312",
        `Esta es la copia ${before + 1} de "${card.name}" en la preparación (se numeran en el orden en que se escriben): escribe "${card.name}" (${before + 1}), o quita el número.`,
        card.span,
        { title: `Escribir (${before + 1})`, span: card.span, replacement: `"${card.name}" (${before + 1})` },
      );
    }
  }

  /** `A controla [N] "X"[, atributo]*` */
  private setupPermanent(c: Cursor, state: ScenarioState, player: PlayerName, start: Tok): void {
    let count = 1;
    if (c.isNumber() && c.startsCard(1)) count = c.countAt(1, MAX_SETUP_COUNT, "La cantidad de copias");
    const card = c.card({ owner: false });
    if (c.isWord("de") && c.isPlayer(1)) {
      const t = c.peek()!;
      throw new SentenceError("CR309", `Para una carta que controla ${player} pero es de otro jugador, escribe «, cuyo dueño es ${c.peek(1)!.image}» (Reglamento 23).`, { start: t.start, end: c.peek(1)!.end });
    }
    this.countCopy(card, state, count);
    const attributes: PermanentAttribute[] = [];
    while (!c.done()) {
      const save = c.i;
      c.punct("comma");
      if (c.word("y") !== undefined && !this.startsAttribute(c)) {
        c.i = save;
        c.fail("otra característica: «girado», «con 1 de daño», «en entrenamiento», «equipado con …»…");
      }
      attributes.push(this.attribute(c, state));
    }
    state.node.setup.push({ kind: "permanent", player, card, count, attributes, span: c.from(start) });
  }

  private startsAttribute(c: Cursor): boolean {
    return c.isWord(["girado", "girada", "girados", "giradas", "enderezado", "enderezada", "enderezados", "enderezadas", "usada", "usado", "usadas", "usados", "sin", "con", "en", "equipado", "equipada", "equipados", "equipadas", "cuyo", "cuya", "que"]);
  }

  private attribute(c: Cursor, state: ScenarioState): PermanentAttribute {
    const start = c.peek();
    if (start === undefined) return c.fail("una característica");
    if (c.word(["girado", "girada", "girados", "giradas", "usada", "usado", "usadas", "usados"]) !== undefined) return { kind: "turned", turned: true, span: c.from(start) };
    if (c.word(["enderezado", "enderezada", "enderezados", "enderezadas"]) !== undefined) return { kind: "turned", turned: false, span: c.from(start) };
    if (c.isWord("sin") && c.isWord("usar", 1)) {
      c.i += 2;
      return { kind: "turned", turned: false, span: c.from(start) };
    }
    if (c.word("en") !== undefined) {
      if (c.word("etapa") !== undefined) c.expect("de");
      c.expect("entrenamiento");
      return { kind: "training", span: c.from(start) };
    }
    if (c.word(["equipado", "equipados"]) !== undefined || (c.isWord(["equipada", "equipadas"]) && c.isWord("con", 1) && c.word(["equipada", "equipadas"]) !== undefined)) {
      c.expect("con");
      const relics = c.cardList();
      for (const r of relics) this.countCopy(r, state, 1);
      return { kind: "equipped", relics, span: c.from(start) };
    }
    if (c.word(["equipada", "equipadas"]) !== undefined) {
      c.expect("a", '«a» y el portador: «equipada a "Cas"»');
      return { kind: "bearer", bearer: c.card(), span: c.from(start) };
    }
    if (c.word(["cuyo", "cuya"]) !== undefined) {
      c.expect("dueno");
      c.expect("es");
      return { kind: "owner", owner: c.player(), span: c.from(start) };
    }
    if (c.word("que") !== undefined) {
      c.expect("ya");
      c.expect("ataco");
      return { kind: "attacked", span: c.from(start) };
    }
    if (c.word("con") !== undefined) {
      if (c.isKind("plus") || c.isKind("minus")) return this.modifier(c, start);
      if (c.isNumber()) {
        const amount = c.countAt(1, 100, "El daño");
        c.expect("de");
        c.expect("dano");
        return { kind: "damage", amount, span: c.from(start) };
      }
      const keyword = this.grantable(c);
      const permanent = c.duration() ?? true;
      return { kind: "keyword", keyword, permanent, span: c.from(start) };
    }
    return c.fail("una característica: «girado», «con 1 de daño», «en entrenamiento», «con +1 de ataque», «con Letal», «equipado con …», «cuyo dueño es B» o «que ya atacó»");
  }

  /** `con +1 de ataque [y +2 de vida] [duración]` (the «con» already read). */
  private modifier(c: Cursor, start: Tok): PermanentAttribute {
    let attack = 0;
    let life = 0;
    const one = (): void => {
      const at = c.peek();
      const value = c.signedNumber();
      c.expect("de");
      const key = c.choose(["ataque", "vida"]);
      if (key === "ataque") attack += value;
      else life += value;
      if (value === 0) throw new SentenceError("CR315", "Un modificador de 0 no cambia nada: escribe «+1», «-1»…, o bórralo.", { start: at!.start, end: c.prevEnd() });
    };
    one();
    while (c.isWord("y") && (c.isKind("plus", 1) || c.isKind("minus", 1))) {
      c.i++;
      one();
    }
    const permanent = c.duration() ?? true;
    return { kind: "modifier", attack, life, permanent, span: c.from(start) };
  }

  private grantable(c: Cursor): GrantableKeywordName {
    if (c.isWord("sin") && c.isWord("entrenamiento", 1)) {
      c.i += 2;
      return "Sin entrenamiento";
    }
    const key = c.choose(["imbatible", "devastar", "letal"], "«Imbatible», «Devastar», «Letal», «Sin entrenamiento», un número de daño o un modificador como «+1 de ataque»");
    return KEYWORD_BY_KEY[key] as GrantableKeywordName;
  }

  /** `ya activó N Embates este turno` · `ya jugó N Versos este turno` (the «ya» read). */
  private setupCounter(c: Cursor, state: ScenarioState, player: PlayerName, start: Tok): void {
    const activated = c.choose(["activo", "jugo"], "«activó» (rasgos) o «jugó» (cartas)") === "activo";
    const count = c.countAt(1, MAX_SETUP_COUNT, "La cantidad");
    const t = c.peek();
    let event: CountedEventName | undefined;
    if (t !== undefined && t.kind === "word") event = activated ? TRAIT_BY_KEY[t.norm] : CARD_TYPE_COUNTED[t.norm];
    if (event === undefined) c.fail(activated ? "un rasgo: «Embates», «Talentos», «Interferencias» o «Resplandores»" : "un tipo de carta: «Versos», «Personajes» o «Reliquias»");
    c.i++;
    c.expect("este");
    c.expect("turno");
    const span = c.from(start);
    const key = `${player}:${event}`;
    const earlier = state.counters.get(key);
    if (earlier !== undefined) throw new SentenceError("CR318", `Cuántos ${event} van este turno para ${player} ya se dijo en la línea ${this.lineOf(earlier.start)}: deja una sola frase.`, span);
    state.counters.set(key, span);
    state.node.setup.push({ kind: "counter", player, event: event!, count, span });
  }

  /** `cartas en <zona>` after «no tiene» (setup: empty zone; result: count 0). */
  private emptyZone(c: Cursor, player: PlayerName, start: Tok): { zone: CardZone; span: Span } {
    c.expect(["cartas", "carta"]);
    const zone = c.zone(false) as CardZone;
    return { zone, span: c.from(start) };
  }

  private checkSetupPart(part: SetupStatement, state: ScenarioState): void {
    if (part.kind === "zone") {
      for (const item of part.items) if (item.kind === "card") this.countCopy(item.card, state, item.count);
      const key = `${part.player}:${part.zone}`;
      const empty = state.zonesSet.get(key);
      if (empty !== undefined) {
        throw new SentenceError("CR318", `Ya se dijo en la línea ${this.lineOf(empty.start)} que ${ZONE_WORDS[part.zone]} de ${part.player} está vacía: borra una de las dos frases.`, part.span);
      }
      const listed = state.listed.get(key);
      if (listed !== undefined && (part.zone === "deck" || part.zone === "essenceDeck")) {
        throw new SentenceError("CR318", `${capitalize(ZONE_WORDS[part.zone])} de ${part.player} ya se dijo en la línea ${this.lineOf(listed.start)}: escribe toda la baraja en una frase, de arriba abajo.`, part.span);
      }
      if (listed === undefined) state.listed.set(key, part.span);
    } else if (part.kind === "essence") {
      const earlier = state.essenceAt[part.player];
      if (earlier !== undefined) throw new SentenceError("CR318", `Las Escencias de ${part.player} ya se dijeron en la línea ${this.lineOf(earlier.start)}: escribe en una frase cuántas sin usar y cuántas usadas.`, part.span);
      state.essenceAt[part.player] = part.span;
    }
  }

  // --- «tiene»: zones, Escencias, counts (setup and result) ---------------------------

  private hasParts(c: Cursor, player: PlayerName, mode: "preparación" | "resultado"): (SetupStatement | Expectation)[] {
    const parts: (SetupStatement | Expectation)[] = [];
    const startsPart = (): boolean => c.isWord("en") || c.isNumber() || (mode === "resultado" && c.isWord("la") && c.isWord("prioridad", 1));
    do {
      parts.push(this.hasPart(c, player, mode));
    } while (this.partSeparator(c, startsPart));
    return parts;
  }

  private partSeparator(c: Cursor, startsPart: () => boolean): boolean {
    return c.separatorBefore(startsPart);
  }

  private hasPart(c: Cursor, player: PlayerName, mode: "preparación" | "resultado"): SetupStatement | Expectation {
    const start = c.peek();
    if (start === undefined) return c.fail("«en la mano …», «en el cementerio …», «en la baraja …» o «N Escencias»");
    if (c.isWord("en")) {
      const zone = c.zone(false) as CardZone;
      if ((zone === "deck" || zone === "essenceDeck") && c.topToBottom()) c.punct("comma");
      c.punct("colon");
      const items = this.zoneItems(c, zone, mode);
      if (zone === "deck" || zone === "essenceDeck") c.topToBottom();
      if (mode === "preparación") return { kind: "zone", player, zone, items, span: c.from(start) };
      const cards: CardRef[] = [];
      for (const item of items) {
        if (item.kind !== "card" || item.count !== 1) {
          throw new SentenceError("CR309", `En un resultado, «tiene en ${ZONE_WORDS[zone]}» nombra cartas, una por una; para contar, escribe «${player} tiene N cartas en ${ZONE_WORDS[zone]}».`, item.span);
        }
        cards.push(item.card);
      }
      return { kind: "contains", player, zone, cards, span: c.from(start) };
    }
    if (mode === "resultado" && c.isWord("la") && c.isWord("prioridad", 1)) {
      c.i += 2;
      return { kind: "priority", player, span: c.from(start) };
    }
    if (c.isNumber()) {
      if (c.isWord(["escencia", "escencias", "esencia", "esencias"], 1)) return this.essencePart(c, player, mode, start);
      if (c.isWord(["carta", "cartas"], 1)) {
        const count = mode === "preparación" ? c.countAt(1, MAX_SETUP_COUNT, "La cantidad de cartas") : c.countAt(0, Number.MAX_SAFE_INTEGER, "La cantidad de cartas");
        c.i++;
        const zone = c.zone(false) as CardZone;
        const span = c.from(start);
        if (mode === "preparación") return { kind: "zone", player, zone, items: [{ kind: "filler", count, span }], span };
        return { kind: "count", player, zone, count, span };
      }
    }
    return c.fail(mode === "resultado" ? "«N cartas en …», «en la mano …», «N Escencias …» o «la prioridad»" : "«en la mano …», «en el cementerio …», «en la baraja …», «N cartas en …» o «N Escencias»");
  }

  private startsZoneItem(c: Cursor, zone: CardZone): boolean {
    if (c.startsCard()) return true;
    if (!c.isNumber()) return false;
    if (c.startsCard(1)) return true;
    if (c.isWord(["carta", "cartas"], 1)) return !c.isWord("en", 2);
    if (zone === "essenceDeck" && c.isWord(["escencia", "escencias", "esencia", "esencias"], 1)) return !c.isWord(["sin", "usada", "usadas", "usado", "usados"], 2);
    return false;
  }

  private zoneItems(c: Cursor, zone: CardZone, mode: "preparación" | "resultado"): ZoneItem[] {
    const items: ZoneItem[] = [];
    do {
      const start = c.peek();
      if (start === undefined || !this.startsZoneItem(c, zone)) {
        c.fail(zone === "essenceDeck" ? 'cartas: «"Luz de Etheria"», «2 "Fuente Serena"» o «N cartas»' : 'cartas: «"Zirkax"», «2 "Zirkax"» o «N cartas»');
      }
      if (c.startsCard()) {
        const card = c.card({ owner: mode === "resultado" });
        items.push({ kind: "card", card, count: 1, span: card.span });
        continue;
      }
      const count = mode === "preparación" ? c.countAt(1, MAX_SETUP_COUNT, "La cantidad") : c.countAt(1, Number.MAX_SAFE_INTEGER, "La cantidad");
      if (c.startsCard()) {
        const card = c.card({ owner: false });
        items.push({ kind: "card", card, count, span: c.from(start!) });
      } else {
        c.i++; // cartas / Escencias
        items.push({ kind: "filler", count, span: c.from(start!) });
      }
    } while (c.separatorBefore(() => this.startsZoneItem(c, zone)));
    return items;
  }

  /** `N Escencias [sin usar | usadas] [y M (sin usar | usadas)]`. */
  private essencePart(c: Cursor, player: PlayerName, mode: "preparación" | "resultado", start: Tok): SetupStatement | Expectation {
    const max = mode === "preparación" ? MAX_SETUP_COUNT : Number.MAX_SAFE_INTEGER;
    const first = c.countAt(0, max, "La cantidad de Escencias");
    c.i++;
    const qualifier = (): "unused" | "used" | undefined => {
      if (c.isWord("sin") && c.isWord("usar", 1)) {
        c.i += 2;
        return "unused";
      }
      if (c.word(["usada", "usadas", "usado", "usados"]) !== undefined) return "used";
      return undefined;
    };
    const q1 = qualifier();
    let unused: number | undefined;
    let used: number | undefined;
    let total: number | undefined;
    if (q1 === "unused") unused = first;
    else if (q1 === "used") used = first;
    else total = first;
    if (q1 !== undefined) {
      const save = c.i;
      if ((c.punct("comma") !== undefined || c.word("y") !== undefined) && c.isNumber()) {
        const at = c.peek()!;
        const second = c.countAt(0, max, "La cantidad de Escencias");
        c.word(["escencia", "escencias", "esencia", "esencias"]);
        const q2 = qualifier();
        if (q2 === undefined || q2 === q1) {
          throw new SentenceError("CR309", `Después de «${at.image}» va ${q1 === "unused" ? "«usadas»" : "«sin usar»"}: p. ej. «3 Escencias sin usar y 2 usadas».`, { start: at.start, end: c.prevEnd() });
        }
        if (q2 === "unused") unused = second;
        else used = second;
      } else {
        c.i = save;
      }
    }
    const span = c.from(start);
    if (mode === "preparación") return { kind: "essence", player, unused: unused ?? total ?? 0, used: used ?? 0, span };
    const e: Expectation & { kind: "essence" } = { kind: "essence", player, span };
    if (total !== undefined) e.total = total;
    if (unused !== undefined) e.unused = unused;
    if (used !== undefined) e.used = used;
    return e;
  }

  // --- jugadas ------------------------------------------------------------------------------

  private playSentence(c: Cursor): PlayStatement {
    const start = c.peek()!;
    if (c.word("ambos") !== undefined) {
      c.expect("pasan");
      const node: PlayStatement & { kind: "pass" } = { kind: "pass", player: "both", span: { start: start.start, end: start.end } };
      if (c.word("hasta") !== undefined) {
        const at = c.peek();
        const phase = c.articlePhase(false);
        c.expect("de");
        const player = c.player();
        node.until = { phase, player, span: c.from(at!) };
      }
      node.span = c.from(start);
      return node;
    }
    if (start.kind === "string" || c.isWord("es") || (c.isWord(["el", "su"]) && c.isWord("santuario", 1)) || (c.isWord("la") && c.isWord("cadena", 1)) || (c.isWord("el") && c.isWord(["registro", "juego"], 1))) {
      throw new SentenceError("CR314", "Esta frase describe el estado del juego: va en «preparación:» (la situación inicial) o en «resultado:» (lo que se espera). En «jugadas:» van las decisiones de A y B.", this.sentenceSpan(c));
    }
    if (!looksLikePlayer(start)) {
      throw new UnknownVerb(start, ["ambos"], "Cada jugada empieza con el jugador que decide («A juega …», «B bloquea …») o con «Ambos pasan».");
    }
    const player = c.player();
    const verb = c.peek();
    if (verb === undefined) return c.fail("lo que decide el jugador: «juega», «responde», «activa», «bloquea», «pasa»…");
    return this.playBody(c, player, start, false);
  }

  /**
   * The decision after its player: indicative (`juega`) in `jugadas:`, infinitive
   * (`jugar`) after «puede» in `resultado:`.
   */
  private playBody(c: Cursor, player: PlayerName, start: Tok, infinitive: boolean): PlayStatement {
    const verb = c.peek()!;
    const key = verb.norm;
    const is = (finite: string, inf: string): boolean => (infinitive ? key === inf : key === finite);
    if (is("juega", "jugar")) {
      c.i++;
      const card = c.card();
      const decl = this.declarations(c, true);
      const node: PlayStatement & { kind: "play" } = { kind: "play", player, card, response: false, ...decl.declarations, span: c.from(start) };
      if (decl.bearer !== undefined) node.bearer = decl.bearer;
      return node;
    }
    if (is("responde", "responder")) {
      c.i++;
      c.expect("con");
      if (c.isWord(["el", "la"]) && c.peek(1)?.kind === "word" && TRAIT_BY_KEY[c.peek(1)!.norm] !== undefined) {
        const { trait, card } = c.traitOf();
        const decl = this.declarations(c, false);
        return { kind: "activate", player, trait, card, response: true, ...decl.declarations, span: c.from(start) };
      }
      const card = c.card();
      const decl = this.declarations(c, true);
      const node: PlayStatement & { kind: "play" } = { kind: "play", player, card, response: true, ...decl.declarations, span: c.from(start) };
      if (decl.bearer !== undefined) node.bearer = decl.bearer;
      return node;
    }
    if (is("activa", "activar")) {
      c.i++;
      const { trait, card } = c.traitOf();
      const decl = this.declarations(c, false);
      return { kind: "activate", player, trait, card, response: false, ...decl.declarations, span: c.from(start) };
    }
    if (is("declara", "declarar")) {
      c.i++;
      c.expect("el");
      c.expect("embate", '«Embate»: «declara el Embate de "Zirkax"»');
      c.expect("de");
      const card = c.card();
      const decl = this.declarations(c, false);
      return { kind: "activate", player, trait: "Embate", card, response: false, ...decl.declarations, span: c.from(start) };
    }
    if (is("equipa", "equipar")) {
      c.i++;
      const relic = c.card();
      c.expect("a", '«a» y el personaje: «equipa "Hoja del Alba" a "Zav"»');
      const to = c.card();
      const node: PlayStatement & { kind: "equip" } = { kind: "equip", player, relic, to, vincular: false, span: { start: start.start, end: start.end } };
      for (;;) {
        const save = c.i;
        c.punct("comma");
        if (c.isWord("con") && c.isWord("vincular", 1)) {
          if (node.vincular) throw new SentenceError("CR319", "«con Vincular» ya está en esta jugada: bórralo.", { start: c.peek()!.start, end: c.peek(1)!.end });
          c.i += 2;
          node.vincular = true;
        } else if (c.startsTiming()) {
          const at = c.peek()!;
          const timing = c.timing();
          if (node.timing !== undefined) throw new SentenceError("CR319", "El momento («al final …», «al comienzo …») ya está en esta jugada: deja uno.", { start: at.start, end: c.prevEnd() });
          node.timing = timing;
        } else {
          c.i = save;
          break;
        }
      }
      node.span = c.from(start);
      return node;
    }
    if (is("bloquea", "bloquear")) {
      c.i++;
      c.expect("con");
      return { kind: "block", player, blockers: c.cardList(), span: c.from(start) };
    }
    if (is("pasa", "pasar")) {
      c.i++;
      if (c.word("al") !== undefined) return { kind: "endPhase", player, to: c.phase(), span: c.from(start) };
      if (c.isWord("a") && c.isWord("la", 1)) {
        c.i += 2;
        return { kind: "endPhase", player, to: c.phase(), span: c.from(start) };
      }
      if (infinitive) c.fail("«al» y la fase: «pasar al Anochecer»");
      return { kind: "pass", player, span: c.from(start) };
    }
    if (infinitive) {
      throw new UnknownVerb(verb, INFINITIVES, 'Después de «puede» va lo que se juega, en infinitivo: «jugar "X"», «responder con "X"», «activar el Talento de "X"», «declarar el Embate de "X"», «equipar "X" a "Y"», «bloquear con "X"» o «pasar al Anochecer».');
    }
    if (key === "no") {
      c.i++;
      if (c.word("bloquea") !== undefined) return { kind: "block", player, blockers: [], span: c.from(start) };
      if (c.word("paga") !== undefined) return { kind: "payOrProhibit", player, pay: false, span: c.from(start) };
      if (c.word("acepta") !== undefined) return { kind: "optional", player, accept: false, span: c.from(start) };
      if (c.word("elige") !== undefined) {
        c.expect("nada");
        return { kind: "choose", player, cards: [], span: c.from(start) };
      }
      if (c.word("activa") !== undefined) {
        c.expect("el");
        c.expect("resplandor", '«Resplandor»: «no activa el Resplandor de "X"»');
        c.expect("de");
        return { kind: "declineResplandor", player, card: c.card(), span: c.from(start) };
      }
      const next = c.peek();
      if (next !== undefined && next.kind === "word" && ["controla", "tiene", "puede"].includes(next.norm)) throw new UnknownVerb(next, [], "");
      return c.fail("«bloquea», «paga», «acepta», «elige nada» o «activa el Resplandor de …»");
    }
    if (key === "ordena") {
      c.i++;
      c.expect("los");
      c.expect("bloqueadores");
      c.punct("colon");
      return { kind: "orderBlockers", player, order: c.cardList(), span: c.from(start) };
    }
    if (key === "elige") {
      c.i++;
      if (c.word("como") !== undefined) {
        c.expect(["objetivo", "objetivos"]);
        const targets = c.targetList();
        const node: PlayStatement & { kind: "chooseTargets" } = { kind: "chooseTargets", player, targets, span: { start: start.start, end: start.end } };
        const save = c.i;
        c.punct("comma");
        if (c.isWord("repartiendo")) node.divide = this.shares(c);
        else c.i = save;
        node.span = c.from(start);
        return node;
      }
      if (c.isWord("la") && c.isWord("opcion", 1)) {
        c.i++;
        c.word("opcion");
        const choice = c.countAt(1, 20, "La opción");
        const node: PlayStatement & { kind: "chooseTargets" } = { kind: "chooseTargets", player, targets: [], choice, span: { start: start.start, end: start.end } };
        const save = c.i;
        c.punct("comma");
        if (c.word("con") !== undefined) {
          c.expect(["objetivo", "objetivos"]);
          node.targets = c.targetList();
        } else {
          c.i = save;
        }
        node.span = c.from(start);
        return node;
      }
      return { kind: "choose", player, cards: c.cardList(), span: c.from(start) };
    }
    if (key === "descarta" || key === "busca" || key === "devuelve") {
      c.i++;
      const purpose = key === "descarta" ? "discard" : key === "busca" ? "search" : "returnEssence";
      return { kind: "choose", player, purpose, cards: c.cardList(), span: c.from(start) };
    }
    if (key === "deja") {
      c.i++;
      const node: PlayStatement & { kind: "arrange" } = { kind: "arrange", player, top: [], bottom: [], span: { start: start.start, end: start.end } };
      let seenTop = false;
      let seenBottom = false;
      const part = (): void => {
        if (c.word("arriba") !== undefined) {
          if (seenTop) throw new SentenceError("CR319", "«arriba» ya está en esta jugada: escribe todas las cartas de arriba juntas, de arriba abajo.", { start: c.peek(-1)!.start, end: c.prevEnd() });
          seenTop = true;
          node.top = c.cardList();
          return;
        }
        if (c.isWord("al") && c.isWord("fondo", 1)) {
          c.i += 2;
          if (seenBottom) throw new SentenceError("CR319", "«al fondo» ya está en esta jugada: escribe todas las cartas del fondo juntas.", { start: c.peek(-2)!.start, end: c.prevEnd() });
          seenBottom = true;
          node.bottom = c.cardList();
          return;
        }
        c.fail('«arriba» o «al fondo» y las cartas: «deja arriba "Zav" y al fondo "Cas"»');
      };
      part();
      while (c.separatorBefore(() => c.isWord("arriba") || (c.isWord("al") && c.isWord("fondo", 1)))) part();
      node.span = c.from(start);
      return node;
    }
    if (key === "paga") {
      c.i++;
      const amount = c.countAt(1, 100, "Lo que se paga");
      c.expect(["escencia", "escencias", "esencia", "esencias"]);
      c.word(["adicional", "adicionales"]);
      return { kind: "payOrProhibit", player, pay: true, amount, span: c.from(start) };
    }
    if (key === "acepta") {
      c.i++;
      return { kind: "optional", player, accept: true, span: c.from(start) };
    }
    if (key === "resuelve") {
      c.i++;
      c.expect("primero");
      if (c.isWord(["el", "la"]) && c.peek(1)?.kind === "word" && TRAIT_BY_KEY[c.peek(1)!.norm] !== undefined) {
        const { trait, card } = c.traitOf();
        return { kind: "nextEffect", player, card, trait, span: c.from(start) };
      }
      if (c.isWord("la") && c.isWord("habilidad", 1)) {
        c.i += 2;
        c.expect("de");
      }
      return { kind: "nextEffect", player, card: c.card(), span: c.from(start) };
    }
    throw new UnknownVerb(verb, PLAY_VERBS, "Las jugadas son: «juega», «responde con», «activa el … de», «declara el Embate de», «equipa … a», «bloquea con», «no bloquea», «ordena los bloqueadores», «pasa», «pasa al …», «elige», «descarta», «busca», «devuelve», «deja arriba/al fondo», «paga», «no paga», «acepta», «no acepta» y «resuelve primero».");
  }

  /** The declarations after a played card or activated trait. */
  private declarations(c: Cursor, isCard: boolean): { declarations: PlayDeclarations; bearer?: CardRef | null } {
    const d: PlayDeclarations = { targets: [], costs: [] };
    let bearer: CardRef | null | undefined;
    let targetsAt: Span | undefined;
    const repeated = (what: string, at: Tok): never => {
      throw new SentenceError("CR319", `${what} ya está en esta jugada: deja una sola vez.`, { start: at.start, end: c.prevEnd() });
    };
    while (!c.done()) {
      const save = c.i;
      c.punct("comma");
      const at = c.peek();
      if (at === undefined || c.isWord("porque")) {
        c.i = save;
        break;
      }
      if (c.isWord(["prologo", "epilogo"])) {
        const t = c.word(["prologo", "epilogo"])!;
        if (d.option !== undefined) repeated("La opción del Verso (Prólogo o Epílogo)", t);
        d.option = t.norm === "prologo" ? "Prólogo" : "Epílogo";
        continue;
      }
      if (c.word("con") !== undefined) {
        if (c.word(["objetivo", "objetivos"]) !== undefined) {
          if (targetsAt !== undefined) repeated("«con objetivo»", at);
          d.targets = c.targetList();
          targetsAt = c.from(at);
          continue;
        }
        if (c.isWord("la") && c.isWord("opcion", 1)) {
          c.i++;
          c.word("opcion");
          if (d.choice !== undefined) repeated("«con la opción»", at);
          d.choice = c.countAt(1, 20, "La opción");
          continue;
        }
        c.fail("«objetivo», «objetivos» o «la opción N»");
      }
      if (c.isWord("repartiendo")) {
        if (d.divide !== undefined) repeated("«repartiendo»", at);
        d.divide = this.shares(c);
        continue;
      }
      if (c.isWord(["equipada", "equipado"]) && c.isWord("a", 1)) {
        if (!isCard) c.fail("«Prólogo», «con objetivo …» u otra declaración del rasgo");
        c.i += 2;
        if (bearer !== undefined) repeated("El portador", at);
        bearer = c.card();
        continue;
      }
      if (c.isWord("sin") && c.isWord("portador", 1)) {
        c.i += 2;
        if (bearer !== undefined) repeated("El portador", at);
        bearer = null;
        continue;
      }
      if (c.isWord(["sacrificando", "descartando", "girando", "devolviendo"])) {
        const t = c.word(["sacrificando", "descartando", "girando", "devolviendo"])!;
        const kind = t.norm === "sacrificando" ? "sacrifice" : t.norm === "descartando" ? "discard" : t.norm === "girando" ? "turn" : "returnEssence";
        if (d.costs.some((x) => x.kind === kind)) repeated(`«${t.image}»`, t);
        if (kind === "returnEssence" && c.isNumber() && !c.startsCard(1)) {
          const count = c.countAt(1, 20, "Las Escencias devueltas");
          c.expect(["escencia", "escencias", "esencia", "esencias"]);
          d.costs.push({ kind, cards: [], count, span: c.from(at) });
        } else {
          d.costs.push({ kind, cards: c.cardList(), span: c.from(at) });
        }
        continue;
      }
      if (c.startsTiming()) {
        const timing = c.timing();
        if (d.timing !== undefined) repeated("El momento («al final …», «al comienzo …»)", at);
        d.timing = timing;
        continue;
      }
      c.fail(
        isCard
          ? "«Prólogo», «Epílogo», «con objetivo …», «repartiendo …», «equipada a …», «sacrificando …», «al comienzo del …» o el punto final"
          : "«con objetivo …», «repartiendo …», «sacrificando …», «al comienzo del …» o el punto final",
      );
    }
    return bearer === undefined ? { declarations: d } : { declarations: d, bearer };
  }

  /** `repartiendo 2 [de daño] a "X" y 2 a "Y"`. */
  private shares(c: Cursor): DamageShare[] {
    c.expect("repartiendo");
    const shares: DamageShare[] = [];
    const one = (): void => {
      const start = c.peek();
      const amount = c.countAt(1, 100, "El daño asignado");
      if (c.isWord("de") && c.isWord("dano", 1)) {
        c.i++;
        c.word("dano");
      }
      c.expect("a", '«a» y el objetivo: «repartiendo 2 de daño a "Cas"»');
      const target = c.target();
      shares.push({ target, amount, span: c.from(start!) });
    };
    one();
    while (c.separatorBefore(() => c.isNumber())) one();
    return shares;
  }

  // --- resultado ------------------------------------------------------------------------------

  private resultSentence(c: Cursor): Expectation[] {
    const start = c.peek()!;
    if (start.kind === "string") return [this.cardExpectation(c)];
    if (c.isWord("es")) return [{ kind: "turn", ...this.turnSentence(c) }];
    if (c.isWord(["el", "su"]) && c.isWord("santuario", 1)) return [this.lifeExpectation(c)];
    if (c.isWord("la") && c.isWord("cadena", 1)) return [this.chainExpectation(c)];
    if ((c.isWord("el") && c.isWord("juego", 1)) || (c.isWord("la") && c.isWord("partida", 1))) {
      c.i += 2;
      if (c.word("sigue") !== undefined) return [{ kind: "outcome", outcome: "ongoing", span: c.from(start) }];
      c.expect("termina", "«termina en empate» o «sigue»");
      c.expect("en");
      c.expect("empate");
      return [{ kind: "outcome", outcome: "draw", span: c.from(start) }];
    }
    if (c.isWord("el") && c.isWord("registro", 1)) {
      c.i += 2;
      const negated = c.word("no") !== undefined;
      c.expect("muestra");
      c.expect("que");
      const event = this.logEvent(c);
      return [{ kind: "log", event, negated, span: c.from(start) }];
    }
    if (looksLikePlayer(start)) {
      const player = c.player();
      return this.playerExpectation(c, player, start);
    }
    if (c.isWord("ambos")) throw new UnknownVerb(start, [], "");
    if (start.kind === "word" && c.toks.some((t, n) => n > 0 && t.kind === "word" && (t.norm === "esta" || t.norm === "tiene"))) return [this.cardExpectation(c)];
    throw new UnknownVerb(
      start,
      ["es", "la", "el"],
      'Las expectativas empiezan con una carta («"Zirkax" está …»), un jugador («A controla …», «A tiene …», «A gana …», «A no puede …»), «El Santuario de …», «La cadena …», «Es el …», «El juego …» o «El registro muestra que …».',
    );
  }

  private playerExpectation(c: Cursor, player: PlayerName, start: Tok): Expectation[] {
    const verb = c.peek();
    if (verb === undefined) return c.fail("«controla», «tiene», «gana», «pierde», «puede» o «no …»");
    const negated = c.word("no") !== undefined;
    if (c.word("controla") !== undefined) return [{ kind: "controls", player, card: c.card(), negated, span: c.from(start) }];
    if (c.word("puede") !== undefined) {
      const at = c.peek();
      if (at === undefined) return c.fail('lo que se juega, en infinitivo: «jugar "X"», «activar el Talento de "X"»…');
      const play = this.playBody(c, player, start, true);
      const node: Expectation & { kind: "legality" } = { kind: "legality", player, play, legal: !negated, span: { start: start.start, end: start.end } };
      const save = c.i;
      c.punct("comma");
      if (c.isWord("porque")) {
        const because = c.word("porque")!;
        if (!negated) throw new SentenceError("CR316", "«porque …» explica por qué una jugada no se puede hacer: úsalo con «no puede».", { start: because.start, end: c.toks[c.toks.length - 1]!.end });
        const reasonToks = c.toks.slice(c.i);
        if (reasonToks.length === 0) c.fail("el motivo, p. ej. «porque está en entrenamiento»", "CR316");
        const phrase = reasonToks.map((t) => t.norm).join(" ");
        const reason = REASON_PHRASES[phrase];
        const reasonSpan = spanOfToks(reasonToks);
        if (reason === undefined) {
          const written = this.textOf(reasonSpan);
          const guess = closestMatch(written, Object.values(ILLEGAL_REASONS));
          const list = Object.values(ILLEGAL_REASONS).map((r) => `«${r}»`).join(", ");
          if (guess !== undefined) {
            throw new SentenceError("CR316", `«${written}» no es un motivo conocido. ¿Quisiste decir «${guess}»?`, reasonSpan, { title: `Cambiar por «${guess}»`, span: reasonSpan, replacement: guess });
          }
          throw new SentenceError("CR316", `«${written}» no es un motivo conocido: los motivos son ${list}.`, reasonSpan);
        }
        for (const t of reasonToks) this.accent(t);
        c.i = c.toks.length;
        node.reason = reason;
        node.reasonSpan = reasonSpan;
      } else {
        c.i = save;
      }
      node.span = c.from(start);
      return [node];
    }
    if (c.word("tiene") !== undefined) {
      if (negated) {
        if (c.isWord(["escencia", "escencias", "esencia", "esencias"])) {
          c.i++;
          const save = c.i;
          let unused: number | undefined;
          let used: number | undefined;
          if (c.isWord("sin") && c.isWord("usar", 1)) {
            c.i += 2;
            unused = 0;
          } else if (c.word(["usadas", "usada"]) !== undefined) {
            used = 0;
          } else {
            c.i = save;
          }
          const e: Expectation & { kind: "essence" } = { kind: "essence", player, span: c.from(start) };
          if (unused === undefined && used === undefined) e.total = 0;
          if (unused !== undefined) e.unused = unused;
          if (used !== undefined) e.used = used;
          return [e];
        }
        const z = this.emptyZone(c, player, start);
        return [{ kind: "count", player, zone: z.zone, count: 0, span: z.span }];
      }
      return this.hasParts(c, player, "resultado") as Expectation[];
    }
    if (c.word(["gana", "pierde"]) !== undefined) {
      if (negated) c.fail("«controla», «tiene» o «puede» (para «no gana», escribe quién gana, o «El juego sigue»)");
      const won = c.peek(-1)!.norm === "gana";
      if (c.isWord(["el", "la"]) && c.isWord(["juego", "partida"], 1)) c.i += 2;
      return [{ kind: "outcome", outcome: { winner: won ? player : player === "A" ? "B" : "A" }, span: c.from(start) }];
    }
    const next = c.peek();
    if (next === undefined) return c.fail("«controla», «tiene», «puede» o «gana»");
    throw new UnknownVerb(next, RESULT_VERBS, "Después del jugador va «controla», «tiene», «no tiene», «gana», «pierde», «puede» o «no puede».");
  }

  private cardExpectation(c: Cursor): Expectation {
    const start = c.peek()!;
    const card = c.card();
    const negated = c.word("no") !== undefined;
    if (c.word("esta") !== undefined) {
      if (c.word(["girado", "girada"]) !== undefined) {
        if (negated) return { kind: "turned", card, turned: false, span: c.from(start) };
        return { kind: "turned", card, turned: true, span: c.from(start) };
      }
      if (c.word(["enderezado", "enderezada"]) !== undefined) return { kind: "turned", card, turned: negated, span: c.from(start) };
      if (c.word(["equipado", "equipada"]) !== undefined) {
        if (negated) {
          if (!c.done()) c.fail("el punto final: «no está equipada» dice que no tiene portador");
          return { kind: "equipped", relic: card, bearer: null, span: c.from(start) };
        }
        c.expect("a", '«a» y el portador: «está equipada a "Zav"»');
        return { kind: "equipped", relic: card, bearer: c.card(), span: c.from(start) };
      }
      if (c.word("arriba") !== undefined || (c.isWord("al") && c.isWord("fondo", 1))) {
        const top = c.peek(-1)!.norm === "arriba";
        if (!top) c.i += 2;
        c.expect("de");
        c.expect("la");
        c.expect("baraja");
        const node: Expectation & { kind: "zone" } = { kind: "zone", card, zone: "deck", position: top ? "top" : "bottom", negated, span: { start: start.start, end: start.end } };
        if (c.word("de") !== undefined) node.player = c.player();
        node.span = c.from(start);
        return node;
      }
      if (c.isWord("en")) {
        const zone = c.zone(true);
        const node: Expectation & { kind: "zone" } = { kind: "zone", card, zone, negated, span: { start: start.start, end: start.end } };
        if (zone !== "battlefield" && zone !== "chain" && c.word("de") !== undefined) node.player = c.player();
        node.span = c.from(start);
        return node;
      }
      return c.fail("«en la mano de …», «en el cementerio de …», «en juego», «en la cadena», «arriba de la baraja», «girado», «enderezado» o «equipada a …»");
    }
    if (c.word("tiene") !== undefined) {
      if (c.isNumber() || c.isKind("minus") || c.isKind("plus")) {
        if (negated) c.fail("«daño» o una palabra clave (para un número, escribe el valor que tiene: «tiene 0 de daño»)");
        const node: Expectation & { kind: "stats" } = { kind: "stats", card, span: { start: start.start, end: start.end } };
        const one = (): void => {
          const at = c.peek()!;
          const value = c.signedNumber("un número, p. ej. «2 de ataque»");
          c.expect("de");
          const key = c.choose(["ataque", "vida", "dano"]);
          const field = key === "ataque" ? "attack" : key === "vida" ? "life" : "damage";
          if (node[field] !== undefined) throw new SentenceError("CR309", `«de ${display(key)}» ya está en esta frase: deja un solo valor.`, { start: at.start, end: c.prevEnd() });
          if (field !== "attack" && value < 0) throw new SentenceError("CR315", `${field === "life" ? "La vida" : "El daño"} no puede ser negativo: escribe 0 o más.`, { start: at.start, end: c.prevEnd() });
          node[field] = value;
        };
        one();
        while (c.separatorBefore(() => c.isNumber() || c.isKind("minus") || c.isKind("plus"))) one();
        node.span = c.from(start);
        return node;
      }
      if (negated && c.word("dano") !== undefined) return { kind: "stats", card, damage: 0, span: c.from(start) };
      if (c.isWord("sin") && c.isWord("entrenamiento", 1)) {
        c.i += 2;
        return { kind: "keyword", card, keyword: "Sin entrenamiento", has: !negated, span: c.from(start) };
      }
      const t = c.peek();
      const keyword = t !== undefined && t.kind === "word" ? KEYWORD_BY_KEY[t.norm] : undefined;
      if (keyword !== undefined) {
        c.word(t!.norm);
        return { kind: "keyword", card, keyword, has: !negated, span: c.from(start) };
      }
      return c.fail(negated ? "«daño» o una palabra clave (Imbatible, Devastar, Letal, Mítica, Vestigios, Sin entrenamiento)" : "un valor («2 de ataque», «3 de vida», «1 de daño») o una palabra clave");
    }
    const next = c.peek();
    if (next !== undefined && next.kind === "word") {
      const other = this.otherSection(next.norm, "resultado");
      if (other !== undefined) throw new SentenceError("CR314", other, { start: next.start, end: next.end });
    }
    return c.fail("«está …» o «tiene …»");
  }

  private lifeExpectation(c: Cursor): Expectation {
    const start = c.peek()!;
    c.i += 2;
    c.expect("de", "«de» y el jugador: «El Santuario de B»");
    const player = c.player();
    c.expect("tiene");
    if (c.word("la") !== undefined) {
      c.expect("misma");
      c.expect("vida");
      return { kind: "life", player, relation: "same", amount: 0, span: c.from(start) };
    }
    const at = c.peek();
    const amount = c.countAt(0, Number.MAX_SAFE_INTEGER, "La vida");
    c.expect("de");
    c.expect("vida");
    let relation: "exact" | "less" | "more" = "exact";
    if (c.word("menos") !== undefined) relation = "less";
    else if (c.word("mas") !== undefined) relation = "more";
    if (relation !== "exact" && amount === 0) {
      throw new SentenceError("CR315", "«0 de vida más/menos» es «tiene la misma vida»: escríbelo así.", { start: at!.start, end: c.prevEnd() });
    }
    return { kind: "life", player, relation, amount, span: c.from(start) };
  }

  private chainExpectation(c: Cursor): Expectation {
    const start = c.peek()!;
    c.i += 2;
    if (c.word("esta") !== undefined) {
      c.expect("vacia");
      return { kind: "chain", entries: [], span: c.from(start) };
    }
    c.expect("tiene", "«está vacía» o «tiene» y lo que hay, de arriba abajo");
    const entries: ChainEntry[] = [];
    const entry = (): void => {
      const at = c.peek();
      if (c.isWord(["el", "la"]) && c.peek(1)?.kind === "word" && TRAIT_BY_KEY[c.peek(1)!.norm] !== undefined) {
        const { trait, card } = c.traitOf();
        entries.push({ kind: "trait", trait, card, span: c.from(at!) });
        return;
      }
      const card = c.card();
      entries.push({ kind: "card", card, span: card.span });
    };
    const startsEntry = (): boolean => c.startsCard() || (c.isWord(["el", "la"]) && c.peek(1)?.kind === "word" && TRAIT_BY_KEY[c.peek(1)!.norm] !== undefined);
    entry();
    while (c.separatorBefore(startsEntry)) entry();
    c.topToBottom();
    return { kind: "chain", entries, span: c.from(start) };
  }

  // --- the log ---------------------------------------------------------------------------

  private logEvent(c: Cursor): LogEvent {
    const start = c.peek();
    const unknown = (): never => {
      const t = c.peek() ?? start;
      throw new SentenceError(
        "CR317",
        `No se entiende qué muestra el registro${t !== undefined ? ` a partir de «${t.image}»` : ""}. Los sucesos son: «"X" fue destruido», «"X" fue prohibido», «"X" se resolvió [sin efecto]», «"X" recibió N de daño», «A robó N cartas», «A barajó su baraja», «A descartó "X"», «A botó "X"», «"X" fue enviada al cementerio por Mítica», «se activó el Embate de "X"», «A ganó el control de "X"» y «"X" bloqueó a "Y"».`,
        t !== undefined ? { start: t.start, end: t.end } : { start: 0, end: 0 },
      );
    };
    if (start === undefined) return c.fail('el suceso, p. ej. «"Zirkax" fue destruido»', "CR317");
    if (c.isWord("se") && c.isWord("activo", 1)) {
      c.i++;
      c.word("activo");
      c.expect(["el", "la"]);
      let trait: TraitName | undefined;
      if (c.word("habilidad") === undefined) trait = c.trait();
      c.expect("de");
      const card = c.card();
      const e: LogEvent = { kind: "activated", card, span: c.from(start) };
      if (trait !== undefined) e.trait = trait;
      return e;
    }
    if (c.isWord(["el", "su"]) && c.isWord("santuario", 1)) {
      const target = c.target();
      if (c.word("recibio") === undefined) unknown();
      const amount = c.countAt(1, Number.MAX_SAFE_INTEGER, "El daño");
      c.expect("de");
      c.expect("dano");
      return { kind: "damaged", target, amount, span: c.from(start) };
    }
    if (c.isPlayer()) {
      const player = c.player();
      if (c.word("robo") !== undefined) {
        const count = c.countAt(1, Number.MAX_SAFE_INTEGER, "Las cartas robadas");
        c.expect(["carta", "cartas"]);
        return { kind: "drew", player, count, span: c.from(start) };
      }
      if (c.word("barajo") !== undefined) {
        c.expect("su");
        c.expect("baraja");
        return { kind: "shuffled", player, span: c.from(start) };
      }
      if (c.word("descarto") !== undefined) return { kind: "discarded", player, card: c.card(), span: c.from(start) };
      if (c.word("boto") !== undefined) {
        if (c.isNumber() && !c.startsCard(1)) {
          const count = c.countAt(1, Number.MAX_SAFE_INTEGER, "Las cartas botadas");
          c.expect(["carta", "cartas"]);
          return { kind: "milled", player, count, span: c.from(start) };
        }
        return { kind: "milled", player, card: c.card(), span: c.from(start) };
      }
      if (c.word("gano") !== undefined) {
        c.expect("el");
        c.expect("control");
        c.expect("de");
        return { kind: "control", player, card: c.card(), span: c.from(start) };
      }
      return unknown();
    }
    let card: CardRef;
    let trait: TraitName | undefined;
    if (c.isWord(["el", "la"]) && c.peek(1)?.kind === "word" && TRAIT_BY_KEY[c.peek(1)!.norm] !== undefined) {
      const t = c.traitOf();
      card = t.card;
      trait = t.trait;
    } else if (c.startsCard()) {
      card = c.card();
    } else {
      return unknown();
    }
    if (c.word("fue") !== undefined) {
      if (c.word(["destruido", "destruida"]) !== undefined && trait === undefined) return { kind: "destroyed", card, span: c.from(start) };
      if (c.word(["prohibido", "prohibida"]) !== undefined) {
        const e: LogEvent = { kind: "prohibited", card, span: c.from(start) };
        if (trait !== undefined) e.trait = trait;
        return e;
      }
      if (c.word(["enviado", "enviada"]) !== undefined && trait === undefined) {
        c.expect("al");
        c.expect("cementerio");
        c.expect("por");
        c.expect("mitica");
        return { kind: "mitica", card, span: c.from(start) };
      }
      return unknown();
    }
    if (c.isWord("se") && c.isWord("resolvio", 1)) {
      c.i++;
      c.word("resolvio");
      let withoutEffect = false;
      if (c.word("sin") !== undefined) {
        c.expect("efecto");
        withoutEffect = true;
      }
      const e: LogEvent = { kind: "resolved", card, withoutEffect, span: c.from(start) };
      if (trait !== undefined) e.trait = trait;
      return e;
    }
    if (trait === undefined && c.word("recibio") !== undefined) {
      const amount = c.countAt(1, Number.MAX_SAFE_INTEGER, "El daño");
      c.expect("de");
      c.expect("dano");
      return { kind: "damaged", target: { kind: "card", card, span: card.span }, amount, span: c.from(start) };
    }
    if (trait === undefined && c.word("bloqueo") !== undefined) {
      c.expect("a", '«a» y el atacante: «bloqueó a "Zirkax"»');
      return { kind: "blocked", blocker: card, attacker: c.card(), span: c.from(start) };
    }
    return unknown();
  }
}

// ---------------------------------------------------------------------------------

export function parseEscenarioText(text: string): EscenarioParseResult {
  try {
    return parse(text);
  } catch (e) {
    // Never throws: a bug here must not take a whole run down. Report it on the file.
    return {
      scenarios: [],
      diagnostics: [
        {
          code: "CR308",
          severity: "error",
          message: `El analizador de escenarios falló de forma inesperada (${e instanceof Error ? e.message : String(e)}); avisa al responsable de la gramática con este archivo.`,
          span: { start: 0, end: Math.min(text.length, 1) },
        },
      ],
    };
  }
}

function parse(text: string): EscenarioParseResult {
  if (isBinary(text)) {
    return {
      scenarios: [],
      diagnostics: [binaryFileDiagnostic(text, '.escenario es texto UTF-8 que empieza con «escenario "Nombre"»')],
    };
  }
  const blanked = blankParens(text);
  const lexed = tokenize(blanked.text, { phrases: false });
  const lines = new LineIndex(text);
  const starts = lines.startOffsets();
  const parser = new ScenarioParser(text, lines);

  // Tokens in text order, with the parentheses put back.
  const toks: Tok[] = [];
  let p = 0;
  const parens = blanked.parens;
  const pushParen = (at: { offset: number; char: string }): void => {
    toks.push({ kind: at.char === "(" ? "lparen" : "rparen", image: at.char, norm: at.char, value: 0, start: at.offset, end: at.offset + 1, line: 0 });
  };
  // A name left open swallows the rest of its line, period included: `B controla "Cas.`
  // is read as the name "Cas" and the period, and the fix closes the name before it.
  const unterminated = new Map(lexed.diagnostics.filter((d) => d.code === "CR002").map((d) => [d.span.start, d]));
  for (const token of lexed.tokens) {
    while (p < parens.length && parens[p]!.offset < token.startOffset) pushParen(parens[p++]!);
    const kind = kindOf(token);
    const open = kind === "string" ? unterminated.get(token.startOffset) : undefined;
    if (open !== undefined) {
      const raw = text.slice(token.startOffset, (token.endOffset ?? token.startOffset) + 1).trimEnd();
      if (raw.length > 2 && raw.endsWith(".")) {
        const dot = token.startOffset + raw.length - 1;
        const image = raw.slice(0, -1).trimEnd() + '"';
        toks.push({ kind, image, norm: image, value: 0, start: token.startOffset, end: dot, line: 0 });
        toks.push({ kind: "dot", image: ".", norm: ".", value: 0, start: dot, end: dot + 1, line: 0 });
        const at = token.startOffset + image.length - 1;
        open.message = `Al nombre ${raw.slice(0, -1).trimEnd()} le faltan las comillas de cierre: escribe ${image}.`;
        open.fix = { title: "Cerrar las comillas", span: { start: at, end: at }, replacement: '"' };
        continue;
      }
    }
    toks.push({
      kind,
      image: token.image,
      norm: kind === "word" ? normalizeWord(token.image) : token.image,
      value: kind === "number" ? (token.value ?? Number(token.image)) : 0,
      start: token.startOffset,
      end: (token.endOffset ?? token.startOffset) + 1,
      line: 0,
    });
  }
  while (p < parens.length) pushParen(parens[p++]!);
  let lineIndex = 0;
  for (const t of toks) {
    while (lineIndex + 1 < starts.length && starts[lineIndex + 1]! <= t.start) lineIndex++;
    t.line = lineIndex + 1;
  }

  const lexDiagnostics = lexed.diagnostics.filter((d) => d.code !== "CR004");
  parser.lexErrorLines = new Set(lexDiagnostics.filter((d) => d.code === "CR001").map((d) => lines.lineOf(d.span.start) + 1));

  let i = 0;
  while (i < toks.length) {
    const number = toks[i]!.line;
    let end = i + 1;
    while (end < toks.length && toks[end]!.line === number) end++;
    const lineToks = toks.slice(i, end);
    parser.line({ toks: lineToks, number, span: spanOfToks(lineToks) });
    i = end;
  }
  parser.finish();

  // The ranges are in text order and disjoint: a binary search per diagnostic.
  const ranges = parser.cartasRanges;
  const inCartas = (offset: number): boolean => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      const r = ranges[mid]!;
      if (offset < r.start) high = mid - 1;
      else if (offset >= r.end) low = mid + 1;
      else return true;
    }
    return false;
  };
  const diagnostics = [...lexDiagnostics.filter((d) => !inCartas(d.span.start)), ...parser.diagnostics];
  if (parser.scenarios.length === 0 && !diagnostics.some((d) => d.code === "CR301")) {
    diagnostics.push({
      code: "CR301",
      severity: "error",
      message: 'El archivo no tiene ningún escenario: escribe «escenario "Nombre"» y debajo sus secciones «preparación:», «jugadas:» y «resultado:» (ver docs/escenarios.md).',
      span: { start: 0, end: Math.min(text.length, 1) },
    });
  }
  diagnostics.sort((a, b) => a.span.start - b.span.start);
  return { scenarios: parser.scenarios, diagnostics: capDiagnostics(diagnostics) };
}
