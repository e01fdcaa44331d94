// The diagnostics of the grammar layer, one record per code, in the manner of
// TypeScript's diagnosticMessages.json: severity, a one-line summary (the table of
// docs/lenguaje.md, checked by a test), the message template and the title of its quick
// fix. Call sites pass the arguments, never prose. Ranges are UTF-16 offsets into the
// text as written; the compiler turns them into file:line:column for people.
//
// The compiler's checks have their own catalog (compiler/diagnostics/catalog.ts) built
// with the same `DiagnosticRecord`, continuing the numbering.

import { visible } from "../text/visible.js";

export type Severity = "error" | "warning";

export interface Span {
  /** Offset of the first character. */
  start: number;
  /** Offset just past the last character. */
  end: number;
}

/** An edit that fixes the problem, for the language server's quick fixes. */
export interface Fix {
  title: string;
  span: Span;
  replacement: string;
}

export interface Diagnostic<C extends string = string> {
  code: C;
  severity: Severity;
  message: string;
  span: Span;
  fix?: Fix;
}

/** One diagnostic code: what every occurrence of it says, given its arguments. */
export interface DiagnosticRecord<A> {
  severity: Severity;
  /** What the code means, in a few words: the table of codes in docs/lenguaje.md. */
  summary: string;
  message: (args: A) => string;
  /** The title of the quick fix the call site may offer. */
  fix?: (args: A) => string;
}

/** Declares a record with the type of its arguments: `record<{ char: string }>({ … })`. */
export function record<A = Record<string, never>>(r: DiagnosticRecord<A>): DiagnosticRecord<A> {
  return r;
}

export type ArgsOf<R> = R extends DiagnosticRecord<infer A> ? A : never;

/** An edit the call site proposes; its title comes from the record. */
export interface FixEdit {
  span: Span;
  replacement: string;
}

/** The one builder of diagnostics: a catalog, a code and its arguments. */
export function buildDiagnostic<K extends string, Cat extends Record<K, DiagnosticRecord<never>>, C extends K>(
  catalog: Cat,
  code: C,
  args: ArgsOf<Cat[C]>,
  span: Span,
  fix?: FixEdit,
  severity?: Severity,
): Diagnostic<C> {
  const r = catalog[code] as unknown as DiagnosticRecord<ArgsOf<Cat[C]>>;
  // Every text a message quotes is shown: an invisible character is written as its code point.
  const shown = Object.fromEntries(Object.entries(args as object).map(([k, v]) => [k, typeof v === "string" ? visible(v) : v])) as ArgsOf<Cat[C]>;
  const d: Diagnostic<C> = { code, severity: severity ?? r.severity, message: r.message(shown), span };
  if (fix !== undefined) d.fix = { title: r.fix ? r.fix(shown) : "Corregir", span: fix.span, replacement: fix.replacement };
  return d;
}

/** At most this many diagnostics per file; past it one CR005 says how many there were. */
/** How a spelling differs from the vocabulary's in its accents: one missing, one too many, or on another letter. */
function accentChange(word: string, replacement: string): string {
  const accents = (text: string): number => (text.match(/[áéíóúÁÉÍÓÚ]/g) ?? []).length;
  const written = accents(word);
  const wanted = accents(replacement);
  if (wanted > written) return "se escribe con tilde";
  if (wanted < written) return "se escribe sin tilde";
  return "lleva la tilde en otra letra";
}

export const MAX_DIAGNOSTICS = 200;

export const SYNTAX_CATALOG = {
  CR001: record<{ char: string }>({
    severity: "error",
    summary: "carácter no reconocido",
    message: ({ char }) =>
      `Carácter no reconocido «${char}». Las cartas se escriben con palabras, números, nombres entre comillas y los signos . , ; : + - / « »; bórralo o usa «#» para empezar un comentario.`,
  }),
  CR002: record<{ name: string }>({
    severity: "error",
    summary: "nombre sin comillas de cierre",
    message: ({ name }) => `Al nombre ${name} le faltan las comillas de cierre: escribe ${name}".`,
    fix: () => "Cerrar las comillas",
  }),
  CR003: record<{ what: string }>({
    severity: "error",
    summary: "archivo binario",
    message: ({ what }) => `El archivo parece binario, no texto: un archivo ${what}; revisa que abriste el archivo correcto.`,
  }),
  CR004: record<{ word: string; replacement: string }>({
    severity: "warning",
    summary: "tilde que falta o sobra",
    message: ({ word, replacement }) => `«${word}» ${accentChange(word, replacement)}: «${replacement}».`,
    fix: ({ replacement }) => `Escribir «${replacement}»`,
  }),
  CR005: record<{ total: number; shown: number }>({
    severity: "error",
    summary: "demasiados errores",
    message: ({ total, shown }) => `Hay ${total} problemas en este archivo; se muestran los primeros ${shown}. Corrige estos y vuelve a validar.`,
  }),
  CR010: record<{ expected: string; found: string; after?: string; hint?: string }>({
    severity: "error",
    summary: "se esperaba otra palabra",
    message: ({ expected, found, after, hint }) =>
      hint !== undefined
        ? `«${found}» no va aquí: ${hint}.`
        : after !== undefined
          ? `La frase no sigue ninguna forma conocida después de «${after}»: aquí no se esperaba «${found}». Revisa esta parte o mira las formas de la sección 11 de docs/lenguaje.md.`
          : `Se esperaba ${expected}, pero se encontró «${found}».`,
  }),
  CR011: record<{ word: string; suggestion?: string; expected?: string; hint?: string }>({
    severity: "error",
    summary: "palabra desconocida",
    message: ({ word, suggestion, expected, hint }) =>
      hint !== undefined
        ? `«${word}» no es una palabra del lenguaje: ${hint}.`
        : suggestion !== undefined
          ? `«${word}» no es una palabra del lenguaje. ¿Quisiste decir «${suggestion}»?`
          : `«${word}» no es una palabra del lenguaje. Aquí se esperaba ${expected ?? "otra palabra"}.`,
    fix: ({ suggestion }) => `Cambiar por «${suggestion ?? ""}»`,
  }),
  CR012: record({
    severity: "error",
    summary: "falta el punto final",
    message: () => "Falta el punto final: termina la frase con «.».",
    fix: () => "Añadir el punto final",
  }),
  CR013: record({
    severity: "error",
    summary: "texto fuera de una carta",
    message: () => 'Este texto está fuera de una carta: escribe antes una línea «carta "Nombre"» (cada carta empieza así) o bórralo.',
  }),
  CR014: record({
    severity: "error",
    summary: "efecto sin habilidad",
    message: () =>
      "Este efecto no pertenece a ninguna habilidad: empiézalo con «Prólogo:», «Epílogo:», un rasgo («Talento:», «Embate:»…) o un disparador («Al entrar en juego, …»).",
  }),
  CR015: record<{ last: string; expected: string }>({
    severity: "error",
    summary: "la frase termina antes de tiempo",
    message: ({ last, expected }) => `La frase termina antes de tiempo: después de «${last}» se esperaba ${expected}.`,
  }),
  CR016: record<{ stray: string }>({
    severity: "error",
    summary: "texto sobrante al final de la línea",
    message: ({ stray }) => `Sobra «${stray}» al final de la línea: bórralo, o si es el comienzo de otra frase, escríbelo en una línea nueva.`,
    fix: () => "Borrar el texto sobrante",
  }),
  CR017: record<{ word: string; spanish: string }>({
    severity: "error",
    summary: "palabra en inglés",
    message: ({ word, spanish }) => `«${word}» es inglés: en el lenguaje de Crónicas se escribe «${spanish}».`,
    fix: ({ spanish }) => `Cambiar por «${spanish}»`,
  }),
} as const;

export type SyntaxCode = keyof typeof SYNTAX_CATALOG;

export function syntaxDiagnostic<C extends SyntaxCode>(code: C, args: ArgsOf<(typeof SYNTAX_CATALOG)[C]>, span: Span, fix?: FixEdit): Diagnostic<C> {
  return buildDiagnostic(SYNTAX_CATALOG, code, args, span, fix);
}

/** Keeps the first MAX_DIAGNOSTICS (sorted by position) and adds one CR005 saying how many there were. */
export function capDiagnostics<D extends Diagnostic>(diagnostics: D[]): Array<D | Diagnostic<"CR005">> {
  if (diagnostics.length <= MAX_DIAGNOSTICS) return diagnostics;
  const kept: Array<D | Diagnostic<"CR005">> = diagnostics.slice(0, MAX_DIAGNOSTICS);
  kept.push(syntaxDiagnostic("CR005", { total: diagnostics.length, shown: MAX_DIAGNOSTICS }, kept[kept.length - 1]!.span));
  return kept;
}

/** CR003 for a binary file: `.carta es texto UTF-8 con cartas que empiezan con «carta "Nombre"»`. */
export function binaryFileDiagnostic(text: string, what: string): Diagnostic<"CR003"> {
  return syntaxDiagnostic("CR003", { what }, { start: 0, end: Math.min(text.length, 1) });
}

/** NUL bytes or runs of control characters near the start: not a text file of ours. */
export function isBinary(text: string): boolean {
  const sample = text.slice(0, 8000);
  return sample.includes("\u0000") || /[\u0001-\u0008\u000e-\u001f]{4,}/.test(sample);
}

/** Code → summary of every syntax code: the table docs/lenguaje.md documents. */
export const syntaxMessages: Readonly<Record<SyntaxCode, string>> = Object.fromEntries(
  Object.entries(SYNTAX_CATALOG).map(([code, r]) => [code, r.summary]),
) as Record<SyntaxCode, string>;
