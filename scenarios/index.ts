// The scenario runner: runs `.escenario` files against the rules engine and
// reports, in Spanish, each scenario passed or failed. `cronicas probar` calls
// `runScenarioPaths`; tests call `runScenarioFile` with an already compiled card set.
import { compile, formatDiagnostic, readScenarioSources, readSources, type CardSet } from "../compiler/index.js";
import { runScenarioFile, type FileResult, type ScenarioResult } from "./run.js";

export { runScenarioFile, runScenarios, runScenario, logLines, type FileResult, type ScenarioResult, type ScenarioFailure } from "./run.js";
export { buildScenario, FILLER_CARD, FILLER_NAME, type BuiltScenario } from "./setup.js";

export interface RunScenarioPathsOptions {
  /** Card files or folders compiled for every scenario; default ["cards"]. */
  cartas?: string[];
}

export interface RunScenarioPathsResult {
  /** Every scenario run, in file order (each says its file and line). */
  results: ScenarioResult[];
  /** Per file, with its syntax errors (a file with errors runs no scenario). */
  files: FileResult[];
  /** 0 when every scenario passed; 1 on any failure, any file that does not parse or cards that do not compile. */
  exitCode: 0 | 1;
  report: string;
}

/** Reads the `.escenario` files under `paths`, compiles the cards, runs everything and builds the Spanish report. */
export async function runScenarioPaths(paths: readonly string[], options: RunScenarioPathsOptions = {}): Promise<RunScenarioPathsResult> {
  const errors: string[] = [];
  const { sources, diagnostics } = await readSources(options.cartas ?? ["cards"]);
  for (const d of diagnostics) errors.push(d.message);
  const compiled = compile(sources);
  for (const d of compiled.diagnostics) if (d.severity === "error") errors.push(formatDiagnostic(d));
  const cardSet: CardSet = compiled.cardSet;
  const scenarios = await readScenarioSources([...paths]);
  for (const d of scenarios.diagnostics) errors.push(d.message);
  const results: FileResult[] = scenarios.sources.map((source) => runScenarioFile(source.path, source.text, cardSet));
  const report = buildReport(results, errors);
  const failed = errors.length > 0 || results.some((f) => f.errors.length > 0 || f.results.some((r) => !r.passed));
  return { results: results.flatMap((f) => f.results), files: results, exitCode: failed ? 1 : 0, report };
}

/** The Spanish report: one line per scenario; for a failure, the expectation, what happened and the tail of the log. */
export function buildReport(results: readonly FileResult[], errors: readonly string[] = []): string {
  const lines: string[] = [];
  let passed = 0;
  let failed = 0;
  for (const e of errors) lines.push(`error: ${e}`);
  for (const file of results) {
    lines.push(`${file.path}`);
    for (const e of file.errors) lines.push(`  ${e}`);
    if (file.errors.length > 0) lines.push("  (los escenarios de este archivo no se ejecutaron: corrige primero los errores)");
    for (const r of file.results) {
      if (r.passed) passed++;
      else failed++;
      lines.push(...scenarioReport(r));
    }
  }
  const broken = results.filter((f) => f.errors.length > 0).length;
  lines.push("");
  lines.push(
    `${passed} escenario${passed === 1 ? "" : "s"} correcto${passed === 1 ? "" : "s"}, ${failed} con fallos` +
      (broken > 0 ? `, ${broken} archivo${broken === 1 ? "" : "s"} con errores de sintaxis` : "") +
      (errors.length > 0 ? `, ${errors.length} error${errors.length === 1 ? "" : "es"}` : "") +
      ".",
  );
  return lines.join("\n");
}

export function scenarioReport(r: ScenarioResult): string[] {
  if (r.passed) return [`  ✓ ${r.name}`];
  const out = [`  ✗ ${r.name} (${r.file}:${r.line})`];
  for (const f of r.failures) {
    out.push(`      línea ${f.line}: ${f.expectation}`);
    out.push(`        se esperaba: ${f.expected}`);
    out.push(`        pasó:        ${f.actual}`);
  }
  if (r.logTail.length > 0) {
    out.push("      últimos sucesos de la partida:");
    for (const l of r.logTail) out.push(`        · ${l}`);
  }
  return out;
}
