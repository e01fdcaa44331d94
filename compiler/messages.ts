// Every diagnostic code of the card language with its one-line meaning: the syntax codes
// (grammar/diagnostics/catalog.ts) and the checks (compiler/diagnostics/catalog.ts).
// docs/lenguaje.md documents each; a test keeps the table and the catalogs in step.
import { syntaxMessages } from "../grammar/index.js";
import { checkMessages } from "./diagnostics/catalog.js";

export { checkMessages };

export const allMessages: Readonly<Record<string, string>> = { ...syntaxMessages, ...checkMessages };
