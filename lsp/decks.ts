// Deck and scenario files.
//
// `.mazo` decks are checked by the compiler (compiler/deck/ `compileDecks`, against the
// card set the workspace compiles), so the server publishes their diagnostics like the
// cards' (workspace.ts `compiled()`).
//
// `.escenario` scenarios get what `cronicas validar` says of them: syntax and card
// names (compiler/scenario-check.ts). Running them is `cronicas probar`'s job.
//
// Both are formatted by the one formatter and their card names are references
// (navigation.ts).
import { extname } from "node:path";
import { checkScenarios, DECK_EXTENSIONS, SCENARIO_EXTENSIONS, type CompileResult, type Diagnostic as CompileDiagnostic } from "../compiler/index.js";

export function isDeckPath(path: string): boolean {
  return DECK_EXTENSIONS.includes(extname(path).toLowerCase());
}

export function isScenarioPath(path: string): boolean {
  return SCENARIO_EXTENSIONS.includes(extname(path).toLowerCase());
}

export interface ScenarioDocument {
  uri: string;
  path: string;
  text: string;
}

/** The diagnostics of an open scenario document, checked against the workspace's cards. */
export function scenarioDiagnostics(scenario: ScenarioDocument, cards: CompileResult): CompileDiagnostic[] {
  return checkScenarios([{ path: scenario.path, text: scenario.text }], cards.cardSet).diagnostics;
}
