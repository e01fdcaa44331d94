// Diagnostics produced by the grammar layer. Ranges are UTF-16 offsets into the
// document; the compiler turns them into file:line:column for people.

export type Severity = "error" | "warning";

export interface Span {
  /** Offset of the first character. */
  start: number;
  /** Offset just past the last character. */
  end: number;
}

/** An edit that fixes the problem, for `--corregir` and the language server's quick fixes. */
export interface Fix {
  title: string;
  span: Span;
  replacement: string;
}

export interface Diagnostic {
  code: string;
  severity: Severity;
  message: string;
  span: Span;
  fix?: Fix;
}

/**
 * The syntax diagnostics, one line each: code → what it means. Every message says
 * what to write instead. The compiler's table (compiler/messages.ts) continues the
 * numbering; docs/lenguaje.md documents both and a test keeps them in step.
 */
export const syntaxMessages = {
  CR001: "carácter no reconocido",
  CR002: "nombre sin comillas de cierre",
  CR003: "archivo binario",
  CR004: "palabra sin tilde",
  CR005: "demasiados errores",
  CR010: "se esperaba otra palabra",
  CR011: "palabra desconocida",
  CR012: "falta el punto final",
  CR013: "texto fuera de una carta",
  CR014: "efecto sin habilidad",
  CR015: "la frase termina antes de tiempo",
  CR016: "texto sobrante al final de la línea",
} as const;

export type SyntaxCode = keyof typeof syntaxMessages;

export function diagnostic(code: SyntaxCode, severity: Severity, message: string, span: Span, fix?: Fix): Diagnostic {
  return fix ? { code, severity, message, span, fix } : { code, severity, message, span };
}

/** At most this many diagnostics per file; past it one CR005 says how many there were. */
export const MAX_DIAGNOSTICS = 200;

/** Keeps the first MAX_DIAGNOSTICS (sorted by position) and adds one CR005 saying how many there were. */
export function capDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  if (diagnostics.length <= MAX_DIAGNOSTICS) return diagnostics;
  const kept = diagnostics.slice(0, MAX_DIAGNOSTICS);
  kept.push(
    diagnostic("CR005", "error", `Hay ${diagnostics.length} problemas en este archivo; se muestran los primeros ${MAX_DIAGNOSTICS}. Corrige estos y vuelve a validar.`, kept[kept.length - 1]!.span),
  );
  return kept;
}

/** CR003 for a binary file: `.carta es texto UTF-8 con cartas que empiezan con «carta "Nombre"»`. */
export function binaryFileDiagnostic(text: string, what: string): Diagnostic {
  return diagnostic("CR003", "error", `El archivo parece binario, no texto: un archivo ${what}; revisa que abriste el archivo correcto.`, {
    start: 0,
    end: Math.min(text.length, 1),
  });
}

/** NUL bytes or runs of control characters near the start: not a text file of ours. */
export function isBinary(text: string): boolean {
  const sample = text.slice(0, 8000);
  return sample.includes("\u0000") || /[\u0001-\u0008\u000e-\u001f]{4,}/.test(sample);
}
