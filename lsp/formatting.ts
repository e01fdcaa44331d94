// Formatting: the project's one formatter, `formatSource` (compiler/format.ts), which picks
// the layout of cards, decks or scenarios by the file's extension and keeps its line
// breaks and byte-order mark — the same text `cronicas formatear` and prettier write.
//
// A file with a syntax error is not formatted (the formatter refuses it rather than lose
// text): the request then answers with no edits, not an error, because the problem is
// already shown as a diagnostic at its place and an error popup on every save would only
// repeat it.
import type { TextEdit } from "vscode-languageserver/node";
import { formatSource, FormatError } from "../compiler/index.js";
import type { NamedFile } from "./workspace.js";

export function formatDocument(file: NamedFile, info: (message: string) => void): TextEdit[] {
  let formatted: string;
  try {
    formatted = formatSource(file.path, file.text);
  } catch (error) {
    if (error instanceof FormatError) info(`Sin formatear ${file.path}: ${error.message}`);
    else throw error;
    return [];
  }
  if (formatted === file.text) return [];
  // The whole text is replaced: clients diff it to keep the cursor and the undo steps small.
  return [{ range: file.lines.fullRange(), newText: formatted }];
}
