// The cursor over one scenario sentence: the shared line cursor (line-parser/cursor.ts)
// with the words of the scenario vocabulary (words.ts) and the pieces every section
// reads: players, phases, cards with their copy number and owner, targets, traits,
// zones, counts, durations and timings.
import { syntaxDiagnostic, type Diagnostic, type Span } from "../diagnostics/catalog.js";
import { LineCursor, spanOf, spanOfTokens, type CursorHooks, type CursorProblem, type LineToken } from "../line-parser/cursor.js";
import { closestMatch } from "../text/suggest.js";
import { normalizeWord, withCaseOf } from "../vocabulary/lex.js";
import type { AnyZone, CardRef, PlayerName, ScenarioPhase, TargetRef, TimingNode, TraitName } from "./ast.js";
import { scenarioDiagnostic, type ExpectedCode } from "./diagnostics.js";
import { ARTICLES, ESCENCIA, NAME_STOP, PHASE_NAMES, PHASES, THE_OR_HIS, TRAIT_SPELLINGS, TRAITS, type Spelling } from "./words.js";

/** What a sentence needs of the file being parsed. */
export interface SentenceHost {
  readonly text: string;
  report(d: Diagnostic): void;
}

/** The hooks of the line cursor for scenarios: CR309 by default, CR004 from the vocabulary's spelling. */
function hooks(host: SentenceHost): CursorHooks<Spelling, ExpectedCode> {
  return {
    report: (d) => host.report(d),
    diagnostic(problem: CursorProblem, code: ExpectedCode | undefined): Diagnostic {
      if (problem.kind === "misspelled") {
        const span = spanOf(problem.token);
        return scenarioDiagnostic("CR309", { problem: "misspelled", word: problem.token.image, replacement: problem.replacement }, span, { span, replacement: problem.replacement });
      }
      if (problem.kind === "unexpected") return scenarioDiagnostic(code ?? "CR309", { expected: problem.expected, found: problem.token.image }, spanOf(problem.token));
      const last = problem.last;
      const args = last !== undefined ? { expected: problem.expected, after: last.image } : { expected: problem.expected };
      return scenarioDiagnostic(code ?? "CR309", args, last !== undefined ? spanOf(last) : { start: 0, end: 0 });
    },
    read: (t, word) => checkSpelling(host, t, word),
  };
}

/** CR004 when a word is written without the accent (or ñ) of the spelling it was read as. */
export function checkSpelling(host: SentenceHost, t: LineToken, spelling: string): void {
  if (t.guessed || t.image.toLowerCase() === spelling.toLowerCase()) return;
  // Only a missing accent is worth a warning: other spellings of the word are its forms.
  if (normalizeWord(spelling) === spelling.toLowerCase()) return;
  const replacement = withCaseOf(t.image, spelling);
  const span = spanOf(t);
  host.report(syntaxDiagnostic("CR004", { word: t.image, replacement }, span, { span, replacement }));
}

export class ScenarioCursor extends LineCursor<Spelling, ExpectedCode> {
  constructor(
    tokens: readonly LineToken[],
    readonly host: SentenceHost,
  ) {
    super(tokens, hooks(host));
  }

  textOf(span: Span): string {
    return this.host.text.slice(span.start, span.end);
  }

  /** A comma or «y» followed by something `starts` accepts; otherwise nothing is read. */
  separatorBefore(starts: () => boolean): boolean {
    const save = this.i;
    if (this.punct("comma") === undefined && this.word("y") === undefined) return false;
    if (starts()) return true;
    this.i = save;
    return false;
  }

  /** Reads the rest of the line as these words (a fixed wording, already matched), checking their accents. */
  readSpelled(spellings: readonly string[]): void {
    for (const spelling of spellings) {
      const t = this.next();
      if (t === undefined) return;
      checkSpelling(this.host, t, spelling);
    }
  }

  // --- numbers ------------------------------------------------------------------------

  /** A number: digits, a number word, or «un», «una», «uno». */
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

  /** A count within [min, max], else CR315; `what` names it in the message («La cantidad de copias»). */
  countAt(min: number, max: number, what: string): number {
    const start = this.peek();
    const value = this.number();
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      this.stop(scenarioDiagnostic("CR315", { problem: "range", what, value, min, max }, { start: start!.start, end: this.prevEnd() }));
    }
    return value;
  }

  // --- players and phases --------------------------------------------------------------

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
      const span = spanOf(t);
      this.host.report(scenarioDiagnostic("CR310", { problem: "lowercase", upper }, span, { span, replacement: upper }));
      this.i++;
      return upper;
    }
    if (t === undefined) return this.fail("el jugador («A» o «B»)", "CR310");
    return this.stop(scenarioDiagnostic("CR310", { problem: "notAPlayer", word: t.image }, spanOf(t)));
  }

  /** A phase word (the article already read), or `etapa de limpieza`. */
  phase(): ScenarioPhase {
    const t = this.peek();
    if (t === undefined || t.kind !== "word") return this.fail("una fase (Alba, Amanecer, Mediodía o Anochecer)", "CR313");
    const known = PHASES.get(t.norm);
    if (known !== undefined) {
      this.word(known as Spelling);
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
    const suggestion = closestMatch(t.image, [...PHASE_NAMES, "limpieza"]);
    const span = spanOf(t);
    const args = suggestion !== undefined ? { problem: "unknown" as const, word: t.image, suggestion } : { problem: "unknown" as const, word: t.image };
    return this.stop(scenarioDiagnostic("CR313", args, span, suggestion !== undefined ? { span, replacement: suggestion } : undefined));
  }

  /** `el Mediodía`, `la etapa de limpieza`, `del Alba` (with `del` when `contracted`). */
  articlePhase(contracted: boolean): ScenarioPhase {
    if (contracted) {
      if (this.word("del") !== undefined) return this.phase();
      this.expect("de");
      this.expect("la");
      return this.phase();
    }
    this.expect(ARTICLES);
    return this.phase();
  }

  // --- cards and targets -----------------------------------------------------------------

  startsCard(k = 0): boolean {
    return this.peek(k)?.kind === "string";
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
      nameSpan = spanOf(t);
      if (name.trim() === "") this.stop(scenarioDiagnostic("CR311", { problem: "empty" }, nameSpan));
    } else if (t !== undefined && t.kind === "word" && !NAME_STOP.has(t.norm) && !this.isPlayer()) {
      const first = this.i;
      while (this.peek()?.kind === "word" && !NAME_STOP.has(this.peek()!.norm) && !(this.i > first && this.peek()!.norm === "de" && this.isPlayer(1))) this.i++;
      nameSpan = spanOfTokens(this.tokens.slice(first, this.i));
      name = this.textOf(nameSpan);
      this.host.report(scenarioDiagnostic("CR311", { problem: "unquoted", name }, nameSpan, { span: nameSpan, replacement: JSON.stringify(name) }));
    } else {
      return this.fail('el nombre de una carta entre comillas, p. ej. "Zirkax"', "CR311");
    }
    const ref: CardRef = { name, nameSpan, span: { ...nameSpan } };
    const open = this.punct("lparen");
    if (open !== undefined) {
      const at = this.peek();
      if (at === undefined || at.kind !== "number") this.stop(scenarioDiagnostic("CR312", { problem: "noNumber", name }, { start: open.start, end: at?.end ?? open.end }));
      this.i++;
      if (this.punct("rparen") === undefined) {
        this.stop(scenarioDiagnostic("CR312", { problem: "unclosed", name, number: at.image }, { start: open.start, end: at.end }, { span: { start: at.end, end: at.end }, replacement: ")" }));
      }
      if (!Number.isSafeInteger(at.value) || at.value < 1) this.stop(scenarioDiagnostic("CR312", { problem: "fromOne", name }, { start: open.start, end: this.prevEnd() }));
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

  startsSanctuary(k = 0): boolean {
    return this.isWord(THE_OR_HIS, k) && this.isWord("Santuario", k + 1);
  }

  startsTarget(k = 0): boolean {
    return this.startsCard(k) || this.isPlayer(k) || this.startsSanctuary(k);
  }

  target(): TargetRef {
    const start = this.peek()!;
    if (this.startsSanctuary()) {
      this.i += 2;
      this.expect("de", "«de» y el jugador: «el Santuario de B»");
      const player = this.player();
      return { kind: "sanctuary", player, span: this.from(start) };
    }
    if (this.isPlayer()) {
      const player = this.player();
      return { kind: "player", player, span: this.from(start) };
    }
    const card = this.card();
    return { kind: "card", card, span: card.span };
  }

  targetList(): TargetRef[] {
    const targets = [this.target()];
    while (this.separatorBefore(() => this.startsTarget())) targets.push(this.target());
    return targets;
  }

  // --- traits, zones, durations, timings ----------------------------------------------------

  trait(): TraitName {
    const t = this.peek();
    const known = t !== undefined && t.kind === "word" ? TRAITS.get(t.norm) : undefined;
    if (known !== undefined) {
      this.i++;
      return known;
    }
    return this.choose(TRAIT_SPELLINGS, "un rasgo: «Embate», «Talento», «Interferencia» o «Resplandor»") as TraitName;
  }

  /** `el Talento de`, as the start of a trait of a card (an article, then a trait word). */
  startsTraitOf(): boolean {
    const next = this.peek(1);
    return this.isWord(ARTICLES) && next !== undefined && next.kind === "word" && TRAITS.has(next.norm);
  }

  /** `el Talento de "Zirkax"` (article, trait, «de», card). */
  traitOf(): { trait: TraitName; card: CardRef } {
    this.expect(ARTICLES);
    const trait = this.trait();
    this.expect("de");
    return { trait, card: this.card() };
  }

  /** `en la mano`, `en el cementerio`, `en la baraja [principal]`, `en la baraja de Escencia`; with `wide`, also `en juego`, `en la cadena`. */
  zone(wide: boolean): AnyZone {
    this.expect("en");
    if (wide && this.word("juego") !== undefined) return "battlefield";
    this.expect(["la", "el"]);
    const key = wide
      ? this.choose(["mano", "cementerio", "baraja", "cadena"], "«mano», «cementerio», «baraja», «juego» o «cadena»")
      : this.choose(["mano", "cementerio", "baraja"], "«mano», «cementerio» o «baraja»");
    if (key === "mano") return "hand";
    if (key === "cementerio") return "graveyard";
    if (key === "cadena") return "chain";
    if (this.isWord("de") && this.isWord(["Escencia", "Esencia"], 1)) {
      this.i++;
      this.word(ESCENCIA);
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

  startsTiming(): boolean {
    return this.isWord("al") && this.isWord(["final", "comienzo"], 1);
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
}

