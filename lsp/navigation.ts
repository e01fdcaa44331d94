// Card names across the workspace: go to definition, find references, rename.
// Definitions are the `carta "…"` headers of the .carta files; references are the
// `llamado "…"` filters (grammar `cardReferences`, the walk the compiler's binder uses),
// the cards a deck lists and the cards a scenario names. A scenario's `cartas:` block
// defines names of its own (scenario-names.ts): there, a name means the scenario's card.
import { ResponseError, type Location, type Range, type TextEdit, type WorkspaceEdit } from "vscode-languageserver/node";
import { cardReferences, type CardNode } from "../grammar/index.js";
import { cardAt } from "./cards.js";
import { contains, type Span } from "./text.js";
import { deckReferences, type NamedFile, type ReferenceSite, type ScenarioScope, type TextFile, type Workspace, type WorkspaceIndex } from "./workspace.js";

export interface NameSite {
  name: string;
  /** The string literal, quotes included. */
  span: Span;
  kind: "definition" | "reference";
  /** The scenario whose own card the name means; undefined for a card of the workspace. */
  scope?: ScenarioScope;
}

/** The card name under `offset`: in a `carta "…"` header, a `llamado "…"`, a deck entry or a scenario. */
export function nameAt(file: NamedFile, offset: number, index: WorkspaceIndex): NameSite | undefined {
  switch (file.kind) {
    case "deck": {
      const found = file.deck ? deckReferences(file.deck, file.text).find((r) => contains(r.span, offset)) : undefined;
      return found ? { ...found, kind: "reference" } : undefined;
    }
    case "scenario": {
      const scope = index.scopes.find((s) => s.file === file && s.scenario.span.start <= offset && offset <= s.scenario.span.end);
      if (!scope) return undefined;
      for (const card of scope.scenario.cards) {
        if (contains(card.nameSpan, offset)) return { name: card.name, span: card.nameSpan, kind: "definition", scope };
      }
      const local = [...scope.references.values()].flat().find((r) => r.file === file && contains(r.span, offset));
      if (local) return { name: local.name, span: local.span, kind: "reference", scope };
      for (const sites of index.references.values()) {
        const found = sites.find((r) => r.file === file && contains(r.span, offset));
        if (found) return { name: found.name, span: found.span, kind: "reference" };
      }
      return undefined;
    }
    case "carta": {
      const card = cardAt(file, offset);
      if (!card) return undefined;
      if (contains(card.nameSpan, offset)) return { name: card.name, span: card.nameSpan, kind: "definition" };
      for (const reference of cardReferences(card)) {
        if (contains(reference.span, offset)) return { name: reference.name, span: reference.span, kind: "reference" };
      }
      return undefined;
    }
  }
}

/** The text between the quotes of a name. */
export function innerSpan(file: TextFile, span: Span): Span {
  // A card names itself unquoted in its own text («una carta llamada Hermanos del Polvo»).
  if (file.text.charCodeAt(span.start) !== 34) return span;
  const closed = span.end - 1 > span.start && file.text.charCodeAt(span.end - 1) === 34;
  return { start: span.start + 1, end: closed ? span.end - 1 : span.end };
}

/** Where the name is defined and referenced: in its scenario, or across the workspace. */
export function sitesOf(index: WorkspaceIndex, site: NameSite): { definitions: Array<{ file: TextFile; card: CardNode }>; references: ReferenceSite[] } {
  if (site.scope) {
    const { file, definitions, references } = site.scope;
    return { definitions: (definitions.get(site.name) ?? []).map((card) => ({ file, card })), references: references.get(site.name) ?? [] };
  }
  return { definitions: index.definitions.get(site.name) ?? [], references: index.references.get(site.name) ?? [] };
}

export function definition(workspace: Workspace, file: NamedFile, offset: number): Location[] | null {
  const index = workspace.index();
  const site = nameAt(file, offset, index);
  if (!site) return null;
  const { definitions } = sitesOf(index, site);
  if (definitions.length === 0) return null;
  return definitions.map(({ file: f, card }) => ({ uri: f.uri, range: f.lines.range({ start: card.span.start, end: card.nameSpan.end }) }));
}

export function references(workspace: Workspace, file: NamedFile, offset: number, includeDeclaration: boolean): Location[] | null {
  const index = workspace.index();
  const site = nameAt(file, offset, index);
  if (!site) return null;
  const sites = sitesOf(index, site);
  const out: Location[] = [];
  if (includeDeclaration) for (const { file: f, card } of sites.definitions) out.push({ uri: f.uri, range: f.lines.range(card.nameSpan) });
  for (const ref of sites.references) out.push({ uri: ref.file.uri, range: ref.file.lines.range(ref.span) });
  return out;
}

export function prepareRename(workspace: Workspace, file: NamedFile, offset: number): { range: Range; placeholder: string } | null {
  const site = nameAt(file, offset, workspace.index());
  if (!site) return null;
  return { range: file.lines.range(innerSpan(file, site.span)), placeholder: site.name };
}

function lineOf(file: TextFile, offset: number): number {
  return file.lines.position(offset).line + 1;
}

/** Why a card cannot be renamed to `newName`, in Spanish; undefined when it can. */
export function invalidName(index: WorkspaceIndex, site: NameSite, newName: string): string | undefined {
  if (newName.trim() === "") return "El nombre de una carta no puede quedar vacío: escribe el nombre nuevo.";
  if (/["\r\n]/.test(newName)) return "Un nombre de carta no puede llevar comillas dobles ni saltos de línea: se escribe entre comillas en una sola línea.";
  if (newName.trim() !== newName) return "El nombre no puede empezar ni terminar con espacios: los nombres se comparan tal cual, y «llamado» no lo encontraría.";
  if (newName === site.name) return undefined;
  if (site.scope) {
    // The scenario's own card would take the place of another card the scenario names.
    const { file, scenario } = site.scope;
    if (site.scope.names.has(newName)) {
      return `El escenario «${scenario.name}» (${file.path}:${lineOf(file, scenario.span.start)}) ya nombra una carta «${newName}»: dentro del escenario los dos nombres serían la misma carta; elige otro.`;
    }
    return undefined;
  }
  const taken = index.definitions.get(newName)?.[0];
  if (taken) {
    return `Ya hay una carta llamada «${newName}» (${taken.file.path}:${lineOf(taken.file, taken.card.nameSpan.start)}): los nombres identifican a las cartas; elige otro.`;
  }
  // A scenario that names the card and defines the new name in its `cartas:` would read its own card instead.
  const shadowing = index.scopes.find((s) => s.definitions.has(newName) && s.names.has(site.name) && !s.definitions.has(site.name));
  if (shadowing) {
    const card = shadowing.definitions.get(newName)![0]!;
    return `El escenario «${shadowing.scenario.name}» define su propia carta «${newName}» (${shadowing.file.path}:${lineOf(shadowing.file, card.nameSpan.start)}): allí el nombre nuevo sería esa carta; elige otro.`;
  }
  return undefined;
}

export function rename(workspace: Workspace, file: NamedFile, offset: number, newName: string): WorkspaceEdit | null {
  const index = workspace.index();
  const site = nameAt(file, offset, index);
  if (!site) throw new ResponseError(-32602, "Aquí no hay un nombre de carta: se renombra el nombre entre comillas de «carta \"…\"» o de «llamado \"…\"».");
  const problem = invalidName(index, site, newName);
  if (problem) throw new ResponseError(-32602, problem);
  const changes: Record<string, TextEdit[]> = {};
  const edit = (f: TextFile, span: Span) => {
    (changes[f.uri] ??= []).push({ range: f.lines.range(innerSpan(f, span)), newText: newName });
  };
  const sites = sitesOf(index, site);
  for (const { file: f, card } of sites.definitions) edit(f, card.nameSpan);
  for (const ref of sites.references) edit(ref.file, ref.span);
  return { changes };
}
