// The compiler for a browser (the studio's worker, any page): the same library as
// compiler/index.ts without what reads or writes files (files.ts, write.ts, encoding.ts
// use node:fs and Buffer). test/studio.test.ts checks that nothing here loads a Node module.
export { compile, formatDiagnostic, type CompileOptions, type CompileResult, type Diagnostic, type Source } from "./compile.js";
export {
  checkDeck,
  compileDecks,
  specialEssenceAllowed,
  DECK_CHECK_CATALOG,
  deckMessages,
  deckCheckMessages,
  type DeckCheckCode,
  type DeckCheckResult,
  type DeckCompileResult,
} from "./deck/index.js";
export { allMessages, checkMessages } from "./messages.js";
export { formatCarta, formatEscenario, formatMazo, formatSource, FormatError } from "./format.js";
export * from "./ir.js";
export { checkScenarios, checkEscenarioText, checkScenarioTree, unknownScenarioCards, type EscenarioCheckResult } from "./scenario/check.js";
export { unknownCard, unknownCardRecord, type UnknownCard, type UnknownCardArgs } from "./bind.js";
export { LineIndex } from "./positions.js";
