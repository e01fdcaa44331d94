// What the compiler says of a `.escenario` file without playing it: its syntax
// (grammar/escenario/), the setup of each scenario across its sentences (setup.ts), that
// the scenarios of a file have different names, and, given the card set, that every card
// named exists in it or in the scenario's own `cartas:` block. `cronicas validar` and the
// language server use `checkScenarios`; the runner (scenarios/) uses `checkEscenarioText`
// and plays only a file without errors.
import { capDiagnostics, LineIndex, parseEscenarioText, scenarioCardRefs, type Diagnostic as SyntaxDiagnostic, type ScenarioNode } from "../../grammar/index.js";
import { unknownCard } from "../bind.js";
import type { Diagnostic, Source } from "../compile.js";
import type { CardSet } from "../ir.js";
import { LineIndex as Positions } from "../positions.js";
import { scenarioCheck } from "./catalog.js";
import { checkSetup } from "./setup.js";

export interface EscenarioCheckResult {
  scenarios: ScenarioNode[];
  /** Syntax and checks, by position; with `cards`, the unknown card names after them. */
  diagnostics: SyntaxDiagnostic[];
}

/** Parses and checks a `.escenario` text; `cards`: the names of the card set, to check the names the scenarios use. */
export function checkEscenarioText(text: string, options: { cards?: Iterable<string> } = {}): EscenarioCheckResult {
  const parsed = parseEscenarioText(text);
  const lines = new LineIndex(text);
  // A line where the lexer refused a character gets no other error: it would only echo it.
  const refused = new Set(parsed.diagnostics.filter((d) => d.code === "CR001").map((d) => lines.lineOf(d.span.start)));
  const checks = checkScenarioTree(parsed.scenarios, lines).filter((d) => !refused.has(lines.lineOf(d.span.start)));
  const merged = [...parsed.diagnostics.filter((d) => d.code !== "CR005"), ...checks].sort((a, b) => a.span.start - b.span.start);
  const diagnostics: SyntaxDiagnostic[] = checks.length === 0 ? parsed.diagnostics : capDiagnostics(merged);
  if (options.cards !== undefined) {
    const known = new Set(options.cards);
    for (const scenario of parsed.scenarios) diagnostics.push(...unknownScenarioCards(scenario, known));
  }
  return { scenarios: parsed.scenarios, diagnostics };
}

/** The checks of the scenarios of one file. */
export function checkScenarioTree(scenarios: readonly ScenarioNode[], lines: LineIndex): SyntaxDiagnostic[] {
  const out: SyntaxDiagnostic[] = [];
  const names = new Map<string, number>();
  for (const scenario of scenarios) {
    if (scenario.name.trim() !== "") {
      const earlier = names.get(scenario.name);
      if (earlier !== undefined) out.push(scenarioCheck("CR321", { name: scenario.name, line: earlier }, scenario.nameSpan));
      else names.set(scenario.name, lines.lineOf(scenario.span.start) + 1);
    }
    out.push(...checkSetup(scenario, lines));
  }
  return out;
}

/** CR102 for each card a scenario names that is neither in the set nor in its `cartas:`. */
export function unknownScenarioCards(scenario: ScenarioNode, known: ReadonlySet<string>): SyntaxDiagnostic[] {
  const inline = new Set(scenario.cards.map((c) => c.name));
  const out: SyntaxDiagnostic[] = [];
  for (const ref of scenarioCardRefs(scenario)) {
    if (known.has(ref.name) || inline.has(ref.name)) continue;
    const { args, fix } = unknownCard(ref.name, [...known, ...inline], ref.nameSpan);
    out.push(scenarioCheck("CR102", args, ref.nameSpan, fix));
  }
  return out;
}

/** The diagnostics of `.escenario` sources against a compiled card set, as `cronicas validar` shows them. */
export function checkScenarios(sources: readonly Source[], cardSet: CardSet): { diagnostics: Diagnostic[] } {
  const names = cardSet.cards.map((c) => c.name);
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    const positions = new Positions(source.text);
    for (const d of checkEscenarioText(source.text, { cards: names }).diagnostics) {
      diagnostics.push({ file: source.path, code: d.code, severity: d.severity, message: d.message, range: positions.range(source.path, d.span) });
    }
  }
  return { diagnostics };
}
