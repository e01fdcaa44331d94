// The compiler's diagnostics as LSP diagnostics: same code, message and severity;
// the range converted from the compiler's UTF-16 offsets (see text.ts).
import { DiagnosticSeverity, type Diagnostic } from "vscode-languageserver/node";
import type { Diagnostic as CompileDiagnostic } from "../compiler/index.js";
import type { LineIndex } from "./text.js";

export const SOURCE = "cronicas";

export function toLspDiagnostic(d: CompileDiagnostic, lines: LineIndex): Diagnostic {
  return {
    range: lines.range({ start: d.range.start.offset, end: d.range.end.offset }),
    severity: d.severity === "error" ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: d.code,
    source: SOURCE,
    message: d.message,
  };
}
