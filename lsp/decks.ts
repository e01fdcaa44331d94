// Deck and scenario files.
//
// `.mazo` decks are checked by the compiler (compiler/deck.ts `compileDecks`, against the
// card set the workspace compiles), so the server publishes their diagnostics like the
// cards' (workspace.ts `compiled()`), formats them with `formatMazo`, and treats the card
// names they list as references (definition, references, rename, hover, completion).
//
// `.escenario` scenarios have no compiler API yet: the server keeps them open and
// publishes nothing. When the compiler exports a checker (for example
// `compileScenarios(sources: Source[], cardSet: CardSet) → { diagnostics }`, shaped like
// compile()'s diagnostics), call it from `scenarioDiagnostics` below: the server
// already publishes whatever this function returns.
import { extname } from "node:path";
import { DECK_EXTENSIONS, type CompileResult, type Diagnostic as CompileDiagnostic } from "../compiler/index.js";

export const SCENARIO_EXTENSIONS = [".escenario"];

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

/**
 * The diagnostics of an open scenario document, or undefined while no compiler API
 * exists (then nothing is published for the document).
 */
export function scenarioDiagnostics(_scenario: ScenarioDocument, _cards: CompileResult): CompileDiagnostic[] | undefined {
  return undefined;
}
