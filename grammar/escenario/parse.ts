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
// tokens.ts lexes with the card lexer, sections.ts follows the layout of the file line by
// line, sentence.ts parses each sentence alone with the cursor of cursor.ts (setup.ts,
// plays.ts, results.ts, log.ts, zones.ts); the `cartas:` blocks go to parseCartaText.
// The result is the syntax tree and the syntax diagnostics; the checks that need the
// whole scenario or the card set are the compiler's (compiler/scenario/).
import { binaryFileDiagnostic, capDiagnostics, isBinary, type Diagnostic, type Span } from "../diagnostics/catalog.js";
import { groupByLine } from "../line-parser/cursor.js";
import { LineIndex } from "../text/lines.js";
import type { ScenarioNode } from "./ast.js";
import { scenarioDiagnostic } from "./diagnostics.js";
import { SectionParser } from "./sections.js";
import { scenarioTokens } from "./tokens.js";

export interface EscenarioParseResult {
  scenarios: ScenarioNode[];
  diagnostics: Diagnostic[];
}

export function parseEscenarioText(text: string): EscenarioParseResult {
  if (isBinary(text)) {
    return { scenarios: [], diagnostics: [binaryFileDiagnostic(text, '.escenario es texto UTF-8 que empieza con «escenario "Nombre"»')] };
  }
  const lines = new LineIndex(text);
  const lexed = scenarioTokens(text, lines);
  const lexErrorLines = new Set(lexed.diagnostics.filter((d) => d.code === "CR001").map((d) => lines.lineOf(d.span.start) + 1));
  const parser = new SectionParser(text, lines, lexErrorLines);
  for (const line of groupByLine(lexed.tokens)) parser.line(line);
  parser.finish();

  const inCartas = within(parser.cartasRanges);
  const diagnostics = [...lexed.diagnostics.filter((d) => !inCartas(d.span.start)), ...parser.diagnostics];
  if (parser.scenarios.length === 0 && !diagnostics.some((d) => d.code === "CR301")) {
    diagnostics.push(scenarioDiagnostic("CR301", { where: "file" }, { start: 0, end: Math.min(text.length, 1) }));
  }
  diagnostics.sort((a, b) => a.span.start - b.span.start);
  return { scenarios: parser.scenarios, diagnostics: capDiagnostics(diagnostics) };
}

/** Is an offset inside one of the ranges? They are in text order and disjoint: a binary search. */
function within(ranges: readonly Span[]): (offset: number) => boolean {
  return (offset) => {
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
}
