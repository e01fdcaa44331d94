// Card names across the workspace: go to definition, find references, rename.
// Definitions are the `carta "…"` headers; references are the `llamado "…"` filters
// (grammar/walk.ts `cardReferences`, the same walk the compiler's binder uses).
import { ResponseError, type Location, type Range, type TextEdit, type WorkspaceEdit } from "vscode-languageserver/node";
import { cardReferences } from "../grammar/index.js";
import { cardAt } from "./cards.js";
import { contains, type Span } from "./text.js";
import { deckReferences, type DeckState, type FileState, type TextFile, type Workspace } from "./workspace.js";

export interface NameSite {
  name: string;
  /** The string literal, quotes included. */
  span: Span;
  kind: "definition" | "reference";
}

/** The card name under `offset`: in a `carta "…"` header or a `llamado "…"`, or a card listed in a deck. */
export function nameAt(file: FileState | DeckState, offset: number): NameSite | undefined {
  if (file.kind === "deck") {
    const found = file.deck ? deckReferences(file.deck, file.text).find((r) => contains(r.span, offset)) : undefined;
    return found ? { ...found, kind: "reference" } : undefined;
  }
  const card = cardAt(file, offset);
  if (!card) return undefined;
  if (contains(card.nameSpan, offset)) return { name: card.name, span: card.nameSpan, kind: "definition" };
  for (const reference of cardReferences(card)) {
    if (contains(reference.span, offset)) return { name: reference.name, span: reference.span, kind: "reference" };
  }
  return undefined;
}

/** The text between the quotes of a name. */
export function innerSpan(file: TextFile, span: Span): Span {
  const closed = span.end - 1 > span.start && file.text.charCodeAt(span.end - 1) === 34;
  return { start: span.start + 1, end: closed ? span.end - 1 : span.end };
}

export function definition(workspace: Workspace, file: FileState | DeckState, offset: number): Location[] | null {
  const site = nameAt(file, offset);
  if (!site) return null;
  const sites = workspace.index().definitions.get(site.name) ?? [];
  if (sites.length === 0) return null;
  return sites.map(({ file: f, card }) => ({ uri: f.uri, range: f.lines.range({ start: card.span.start, end: card.nameSpan.end }) }));
}

export function references(workspace: Workspace, file: FileState | DeckState, offset: number, includeDeclaration: boolean): Location[] | null {
  const site = nameAt(file, offset);
  if (!site) return null;
  const index = workspace.index();
  const out: Location[] = [];
  if (includeDeclaration) {
    for (const { file: f, card } of index.definitions.get(site.name) ?? []) out.push({ uri: f.uri, range: f.lines.range(card.nameSpan) });
  }
  for (const ref of index.references.get(site.name) ?? []) out.push({ uri: ref.file.uri, range: ref.file.lines.range(ref.span) });
  return out;
}

export function prepareRename(file: FileState | DeckState, offset: number): { range: Range; placeholder: string } | null {
  const site = nameAt(file, offset);
  if (!site) return null;
  return { range: file.lines.range(innerSpan(file, site.span)), placeholder: site.name };
}

/** Why a new card name cannot be used, in Spanish; undefined when it can. */
export function invalidName(workspace: Workspace, oldName: string, newName: string): string | undefined {
  if (newName.trim() === "") return "El nombre de una carta no puede quedar vacío: escribe el nombre nuevo.";
  if (/["\r\n]/.test(newName)) return "Un nombre de carta no puede llevar comillas dobles ni saltos de línea: se escribe entre comillas en una sola línea.";
  if (newName.trim() !== newName) return "El nombre no puede empezar ni terminar con espacios: los nombres se comparan tal cual, y «llamado» no lo encontraría.";
  if (newName !== oldName) {
    const taken = workspace.index().definitions.get(newName)?.[0];
    if (taken) {
      const line = taken.file.lines.position(taken.card.nameSpan.start).line + 1;
      return `Ya hay una carta llamada «${newName}» (${taken.file.path}:${line}): los nombres identifican a las cartas; elige otro.`;
    }
  }
  return undefined;
}

export function rename(workspace: Workspace, file: FileState | DeckState, offset: number, newName: string): WorkspaceEdit | null {
  const site = nameAt(file, offset);
  if (!site) throw new ResponseError(-32602, "Aquí no hay un nombre de carta: se renombra el nombre entre comillas de «carta \"…\"» o de «llamado \"…\"».");
  const problem = invalidName(workspace, site.name, newName);
  if (problem) throw new ResponseError(-32602, problem);
  const changes: Record<string, TextEdit[]> = {};
  const edit = (f: TextFile, span: Span) => {
    (changes[f.uri] ??= []).push({ range: f.lines.range(innerSpan(f, span)), newText: newName });
  };
  const index = workspace.index();
  for (const { file: f, card } of index.definitions.get(site.name) ?? []) edit(f, card.nameSpan);
  for (const ref of index.references.get(site.name) ?? []) edit(ref.file, ref.span);
  return { changes };
}
