// The compiler's diagnostics as LSP diagnostics: same code, message and severity;
// the range converted from the compiler's UTF-16 offsets (see text.ts). One function
// gives a file's diagnostics to both ways of delivering them, pushed
// (`textDocument/publishDiagnostics`) and pulled (pull-diagnostics.ts).
import { DiagnosticSeverity, type Diagnostic } from "vscode-languageserver/node";
import type { Diagnostic as CompileDiagnostic } from "../compiler/index.js";
import { scenarioDiagnostics } from "./decks.js";
import type { LineIndex } from "./text.js";
import type { Compiled, FileKind, Workspace } from "./workspace.js";

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

/**
 * What `cronicas validar` says of one file of the workspace, as LSP diagnostics: a card
 * file or deck, from the compile of the whole set; a scenario, checked against its cards.
 * Undefined when the workspace does not know the file.
 */
export function fileDiagnostics(workspace: Workspace, compiled: Compiled, uri: string, kind: FileKind | undefined = workspace.kindOfDocument(uri)): Diagnostic[] | undefined {
  switch (kind) {
    case "scenario": {
      const file = workspace.scenarioFile(uri);
      return file && scenarioDiagnostics(file, compiled.result).map((d) => toLspDiagnostic(d, file.lines));
    }
    case "deck":
    case "carta": {
      const file = kind === "deck" ? workspace.deckFile(uri) : workspace.file(uri);
      return file && (compiled.diagnosticsByPath.get(file.path) ?? []).map((d) => toLspDiagnostic(d, file.lines));
    }
    case undefined:
      return undefined;
  }
}
