// Diagnostics for machines: `--formato-diagnosticos json` (one object a script reads) and
// `sarif` (SARIF 2.1.0, what code-scanning in CI shows as annotations on the lines).
// People get `archivo:línea:columna: error [CRxxx] mensaje` on stderr, as before.
import { allMessages, deckMessages, scenarioMessages, type Diagnostic } from "../compiler/index.js";

export const DIAGNOSTIC_FORMATS = ["texto", "json", "sarif"] as const;
export type DiagnosticFormat = (typeof DIAGNOSTIC_FORMATS)[number];

const SUMMARIES: Readonly<Record<string, string>> = { ...allMessages, ...deckMessages, ...scenarioMessages };

export interface Totals {
  files: number;
  errors: number;
  warnings: number;
}

export function diagnosticsJson(diagnostics: readonly Diagnostic[], totals: Totals): string {
  return (
    JSON.stringify(
      {
        archivos: totals.files,
        errores: totals.errors,
        avisos: totals.warnings,
        diagnosticos: diagnostics.map((d) => ({
          archivo: d.file,
          linea: d.range.start.line,
          columna: d.range.start.column,
          lineaFinal: d.range.end.line,
          columnaFinal: d.range.end.column,
          gravedad: d.severity === "error" ? "error" : "aviso",
          codigo: d.code,
          mensaje: d.message,
          ...(d.fix === undefined ? {} : { arreglo: { titulo: d.fix.title, reemplazo: d.fix.replacement, linea: d.fix.range.start.line, columna: d.fix.range.start.column, lineaFinal: d.fix.range.end.line, columnaFinal: d.fix.range.end.column } }),
        })),
      },
      null,
      2,
    ) + "\n"
  );
}

/** A file path as a SARIF artifact URI: relative paths stay relative (to the run's folder), with forward slashes. */
function artifactUri(file: string): string {
  return file.split("\\").join("/").split("/").map(encodeURIComponent).join("/");
}

export function diagnosticsSarif(diagnostics: readonly Diagnostic[], version: string): string {
  const codes = [...new Set(diagnostics.map((d) => d.code))].sort();
  const log = {
    $schema: "https://json.schemastore.org/sarif-2.1.0.json",
    version: "2.1.0",
    runs: [
      {
        tool: {
          driver: {
            name: "cronicas",
            version,
            rules: codes.map((id) => ({ id, shortDescription: { text: SUMMARIES[id] ?? id } })),
          },
        },
        results: diagnostics.map((d) => ({
          ruleId: d.code,
          ruleIndex: codes.indexOf(d.code),
          level: d.severity === "error" ? "error" : "warning",
          message: { text: d.message },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: artifactUri(d.file) },
                // A region of one line cannot end before it starts; an empty span is one column.
                region: { startLine: d.range.start.line, startColumn: d.range.start.column, endLine: d.range.end.line, endColumn: d.range.end.line === d.range.start.line ? Math.max(d.range.end.column, d.range.start.column + 1) : d.range.end.column },
              },
            },
          ],
        })),
      },
    ],
  };
  return JSON.stringify(log, null, 2) + "\n";
}
