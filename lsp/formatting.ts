// Formatting: the project's one formatter, compiler/format.ts (`formatCarta`, `formatMazo`).
//
// A file with a syntax error is not formatted (formatCarta refuses it rather than lose
// text): the request then answers with no edits, not an error, because the problem is
// already shown as a diagnostic at its place and an error popup on every save would only
// repeat it.
import type { TextEdit } from "vscode-languageserver/node";
import { formatCarta, formatMazo, FormatError } from "../compiler/index.js";
import type { DeckState, FileState } from "./workspace.js";

/** Cards with formatCarta, decks with formatMazo (compiler/format.ts). */
export function formatDocument(file: FileState | DeckState, info: (message: string) => void): TextEdit[] {
  let formatted: string;
  try {
    formatted = file.kind === "deck" ? formatMazo(file.text) : formatCarta(file.text);
  } catch (error) {
    if (error instanceof FormatError) info(`Sin formatear ${file.path}: ${error.message}`);
    else throw error;
    return [];
  }
  if (formatted === file.text) return [];
  // The whole text is replaced: clients diff it to keep the cursor and the undo steps small.
  return [{ range: file.lines.fullRange(), newText: formatted }];
}
