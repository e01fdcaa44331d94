// Code lens «N referencias» over each card's `carta "…"` line. The count and the places
// are those of `textDocument/references` (navigation.ts `references`, declaration left
// out); the lens runs `editor.action.showReferences` with its standard arguments
// (the document's URI, the position, the locations). Lenses are resolved lazily: the
// list only says where they go, and a client resolves the ones it shows.
import type { CodeLens } from "vscode-languageserver/node";
import { cardsOf } from "./cards.js";
import { references } from "./navigation.js";
import type { FileState, Workspace } from "./workspace.js";

export const SHOW_REFERENCES = "editor.action.showReferences";

/** What a lens carries until it is resolved. */
interface LensData {
  uri: string;
  name: string;
}

export function referenceCountTitle(n: number): string {
  return `${n} ${n === 1 ? "referencia" : "referencias"}`;
}

export function codeLenses(file: FileState): CodeLens[] {
  return cardsOf(file).map((card) => ({
    range: file.lines.range({ start: card.span.start, end: card.nameSpan.end }),
    data: { uri: file.uri, name: card.name } satisfies LensData,
  }));
}

function isLensData(data: unknown): data is LensData {
  return typeof data === "object" && data !== null && typeof (data as LensData).uri === "string" && typeof (data as LensData).name === "string";
}

/** The count and the command of a lens, for the card it names in the file as it is now. */
export function resolveCodeLens(workspace: Workspace, lens: CodeLens): CodeLens {
  if (!isLensData(lens.data)) return lens;
  const file = workspace.file(lens.data.uri);
  if (file === undefined) return lens;
  const name = lens.data.name;
  // The card of that name on the lens's line, or (the text moved since) the first of that name.
  const cards = cardsOf(file).filter((c) => c.name === name);
  const card = cards.find((c) => file.lines.lineOf(c.span.start) === lens.range.start.line) ?? cards[0];
  const locations = (card && references(workspace, file, card.nameSpan.start + 1, false)) ?? [];
  const position = card ? file.lines.position(card.nameSpan.start) : lens.range.start;
  return { ...lens, command: { title: referenceCountTitle(locations.length), command: SHOW_REFERENCES, arguments: [file.uri, position, locations] } };
}

/**
 * What the lenses of the open card files say, as one string: when it changes after an edit
 * elsewhere, the client is asked to ask for them again. The counts come from the index the
 * references come from (a card of a .carta file is referenced where the index says).
 */
export function lensSignature(workspace: Workspace): string {
  const index = workspace.index();
  const parts: string[] = [];
  for (const doc of workspace.openDocuments()) {
    if (doc.kind !== "carta") continue;
    const file = workspace.file(doc.uri);
    if (file) for (const card of cardsOf(file)) parts.push(`${card.name}\u0000${index.references.get(card.name)?.length ?? 0}`);
  }
  return parts.join("\u0001");
}
