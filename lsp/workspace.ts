// The one workspace model every feature reads: the open documents and every .carta,
// .mazo and .escenario file under the workspace folders, parsed (cards incrementally,
// see parse-cache.ts) and compiled with the compiler's own `compile()`.
//
// Three views, each computed on demand and cached until the next change:
// - `snapshot()`: every file's text, line index and parse (cheap: only changed cards
//   are parsed again) — completion, symbols, semantic tokens, folding;
// - `index()`: where each card is defined and referenced, in cards, decks and
//   scenarios — definition, references, rename, names in completion;
// - `compiled()`: the result of `compile()` over the whole set — diagnostics, code
//   actions, hover on card names (the IR).
import { readFile } from "node:fs/promises";
import { basename, extname, isAbsolute, relative, resolve, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import {
  CARD_EXTENSIONS,
  compile,
  compileDecks,
  decodeText,
  readProjectSources,
  type CardDefinition,
  type CompileResult,
  type DeckCompileResult,
  type Diagnostic as CompileDiagnostic,
  type Source,
} from "../compiler/index.js";
import { cardReferences, parseEscenarioText, parseMazoText, type CardNode, type DeckNode, type ParseResult, type ScenarioNode, type Span } from "../grammar/index.js";
import { isDeckPath, isScenarioPath } from "./decks.js";
import { parseIncremental, type DocumentParse } from "./parse-cache.js";
import { scenarioDefinitions, scenarioReferences } from "./scenario-names.js";
import { LineIndex } from "./text.js";

/** `.carta` cards, `.mazo` decks, `.escenario` scenarios. */
export type FileKind = "carta" | "deck" | "scenario";

interface FileEntry {
  /** The URI as the client spells it (open documents) or as built from the path. */
  uri: string;
  /** The path given to the compiler: what diagnostics and messages show. */
  path: string;
  kind: FileKind;
  text: string;
  /** Text on disk, when the file is in a workspace folder (kept while it is open). */
  diskText: string | undefined;
  /** Version of the open document; undefined when it is not open. */
  version: number | undefined;
}

/** What every feature needs of a file of any kind. */
export interface TextFile {
  uri: string;
  path: string;
  kind: FileKind;
  text: string;
  version: number | undefined;
  lines: LineIndex;
}

export interface FileState extends TextFile {
  kind: "carta";
  parse: DocumentParse;
}

export interface DeckState extends TextFile {
  kind: "deck";
  /** Undefined for an empty or binary file. */
  deck: DeckNode | undefined;
}

export interface ScenarioState extends TextFile {
  kind: "scenario";
  scenarios: ScenarioNode[];
}

/** A file where card names are written: any kind. */
export type NamedFile = FileState | DeckState | ScenarioState;

export interface Snapshot {
  generation: number;
  /** The .carta files, in the order the compiler reads them. */
  files: FileState[];
  byUri: Map<string, FileState>;
  byPath: Map<string, FileState>;
  /** The .mazo files, in the same order. */
  decks: DeckState[];
  decksByUri: Map<string, DeckState>;
  /** The .escenario files, in the same order. */
  scenarios: ScenarioState[];
  scenariosByUri: Map<string, ScenarioState>;
}

export interface CardSite {
  file: FileState;
  card: CardNode;
}

export interface ReferenceSite {
  file: TextFile;
  name: string;
  /** The string literal, quotes included. */
  span: Span;
}

/** The names a scenario defines in its `cartas:` block: they mean its own cards there, not the workspace's. */
export interface ScenarioScope {
  file: ScenarioState;
  scenario: ScenarioNode;
  definitions: Map<string, CardNode[]>;
  references: Map<string, ReferenceSite[]>;
  /** Every name the scenario writes, its own or the workspace's. */
  names: Set<string>;
}

export interface WorkspaceIndex {
  generation: number;
  /** The cards of the .carta files. */
  definitions: Map<string, CardSite[]>;
  /** References to those cards, in cards, decks and scenarios (except where a scenario defines the name). */
  references: Map<string, ReferenceSite[]>;
  scopes: ScenarioScope[];
}

export interface Compiled {
  generation: number;
  result: CompileResult;
  /** The decks of the workspace checked against the card set, as `cronicas validar` does. */
  decks: DeckCompileResult | undefined;
  diagnosticsByPath: Map<string, CompileDiagnostic[]>;
  cardsByName: Map<string, CardDefinition>;
  /** Milliseconds spent in compile(). */
  compileMs: number;
}


/** Normalized key of a URI: file URIs spelled differently by clients map to one file. */
export function uriKey(uri: string): string {
  if (!uri.startsWith("file:")) return uri;
  try {
    return pathToFileURL(fileURLToPath(uri)).href;
  } catch {
    return uri;
  }
}

export function fsPathOf(uri: string): string | undefined {
  if (!uri.startsWith("file:")) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

/** A folder's path, spelled one way («file:///x/» and «file:///x» are one folder). */
function folderPathOf(uri: string): string | undefined {
  const path = fsPathOf(uri);
  return path === undefined ? undefined : resolve(path);
}

export function isCartaPath(path: string): boolean {
  return CARD_EXTENSIONS.includes(extname(path).toLowerCase());
}

/** The deck names a deck refers to: its Santuario and each entry, written between quotes. */
export function deckReferences(deck: DeckNode, text: string): Array<{ name: string; span: Span }> {
  const out: Array<{ name: string; span: Span }> = [];
  const quoted = (span: Span) => text.charCodeAt(span.start) === 34;
  if (deck.sanctuary && quoted(deck.sanctuary.valueSpan)) out.push({ name: deck.sanctuary.value, span: deck.sanctuary.valueSpan });
  for (const section of Object.values(deck.sections)) {
    for (const entry of section?.entries ?? []) if (quoted(entry.nameSpan)) out.push({ name: entry.name, span: entry.nameSpan });
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}

/** Segments of a path relative to a folder, or undefined when it is outside. */
function relativeSegments(folder: string, path: string): string[] | undefined {
  const rel = relative(folder, path);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return undefined;
  return rel.split(sep);
}

/** The compiler reads a folder like `readSources`: hidden entries and node_modules are skipped. */
export function skippedByFolderWalk(name: string): boolean {
  return name.startsWith(".") || name === "node_modules";
}

function isReadByFolderWalk(segments: string[]): boolean {
  return !segments.some(skippedByFolderWalk);
}

function compareSegments(a: string[], b: string[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] !== b[i]) return a[i]! < b[i]! ? -1 : 1;
  }
  return a.length - b.length;
}

export class Workspace {
  private readonly entries = new Map<string, FileEntry>();
  private folders: string[] = [];
  private readonly parses = new Map<string, DocumentParse>();
  private generationCounter = 0;
  private snap: Snapshot | undefined;
  private idx: WorkspaceIndex | undefined;
  private comp: Compiled | undefined;
  /** How many times compile() ran, for the status request. */
  private compiles = 0;
  /** Called with each problem that is logged, not thrown. */
  log: (message: string) => void = () => {};

  get generation(): number {
    return this.generationCounter;
  }

  private touch(): void {
    this.generationCounter++;
  }

  /** Sets the workspace folders and reads every .carta, .mazo and .escenario file under them. */
  async loadFolders(folderUris: string[]): Promise<void> {
    this.folders = folderUris.map(folderPathOf).filter((p): p is string => p !== undefined);
    for (const folder of this.folders) await this.readFolder(folder);
    this.folderPathsChanged();
  }

  /**
   * Folders added to the workspace are read; the files of removed ones leave it (an open
   * document stays, as a document outside the workspace).
   */
  async changeFolders(addedUris: string[], removedUris: string[]): Promise<void> {
    const removed = new Set(removedUris.map(folderPathOf).filter((p): p is string => p !== undefined));
    const added = addedUris.map(folderPathOf).filter((p): p is string => p !== undefined && !removed.has(p));
    this.folders = this.folders.filter((f) => !removed.has(f));
    for (const folder of added) if (!this.folders.includes(folder)) this.folders.push(folder);
    for (const [key, entry] of this.entries) {
      if (entry.diskText === undefined || this.isWorkspaceFile(entry.uri)) continue;
      entry.diskText = undefined;
      if (entry.version === undefined) {
        this.entries.delete(key);
        this.parses.delete(key);
      }
    }
    for (const folder of added) await this.readFolder(folder);
    this.folderPathsChanged();
  }

  /** Reads a folder's files; returns their URI keys, or undefined when the folder could not be read. */
  private async readFolder(folder: string): Promise<Set<string> | undefined> {
    try {
      const read = await readProjectSources([folder]);
      const keys = new Set<string>();
      for (const source of [...read.cards, ...read.decks, ...read.scenarios]) {
        const uri = pathToFileURL(source.path).href;
        keys.add(uriKey(uri));
        this.setDiskText(uri, source.text);
      }
      return keys;
    } catch (error) {
      this.log(`No se pudo leer la carpeta ${folder}: ${String(error)}`);
      return undefined;
    }
  }

  /**
   * Reads the folders again, for a client that does not report changes on disk: files
   * created, changed or deleted since are seen. Nothing changes when the disk did not.
   */
  async rereadFolders(): Promise<void> {
    const found = new Set<string>();
    for (const folder of this.folders) {
      const keys = await this.readFolder(folder);
      if (keys === undefined) return;
      for (const key of keys) found.add(key);
    }
    for (const [key, entry] of this.entries) if (entry.diskText !== undefined && !found.has(key)) this.removeDiskFile(entry.uri);
  }

  /** Paths depend on the folders: recompute those of the files known before. */
  private folderPathsChanged(): void {
    for (const entry of this.entries.values()) entry.path = this.displayPath(entry.uri);
    this.touch();
  }

  /** The workspace folders, as paths. */
  folderPaths(): readonly string[] {
    return [...this.folders];
  }

  /** True when the file at this URI is one the compiler would read from a workspace folder. */
  isWorkspaceFile(uri: string): boolean {
    const path = fsPathOf(uri);
    if (path === undefined || !(isCartaPath(path) || isDeckPath(path) || isScenarioPath(path))) return false;
    return this.folders.some((folder) => {
      const segments = relativeSegments(folder, path);
      return segments !== undefined && isReadByFolderWalk(segments);
    });
  }

  private displayPath(uri: string): string {
    const path = fsPathOf(uri);
    if (path === undefined) return uri;
    for (const folder of this.folders) {
      const segments = relativeSegments(folder, path);
      if (segments === undefined) continue;
      const rel = segments.join("/");
      return this.folders.length > 1 ? `${basename(folder)}/${rel}` : rel;
    }
    return path;
  }

  /** By extension first: the editor may use one language id for cards, decks and scenarios. */
  private kindOf(uri: string, languageId?: string): FileKind | undefined {
    const path = fsPathOf(uri) ?? uri;
    if (isCartaPath(path)) return "carta";
    if (isDeckPath(path)) return "deck";
    if (isScenarioPath(path)) return "scenario";
    if (languageId === "carta" || languageId === "cronicas") return "carta";
    return undefined;
  }

  private entryFor(uri: string, languageId?: string): FileEntry | undefined {
    const key = uriKey(uri);
    let entry = this.entries.get(key);
    if (entry === undefined) {
      const kind = this.kindOf(uri, languageId);
      if (kind === undefined) return undefined;
      let path = this.displayPath(uri);
      // Two URIs can not share a path: the second one is shown in full.
      if ([...this.entries.values()].some((e) => e.path === path)) path = fsPathOf(uri) ?? uri;
      entry = { uri, path, kind, text: "", diskText: undefined, version: undefined };
      this.entries.set(key, entry);
    }
    return entry;
  }

  open(uri: string, text: string, version: number, languageId?: string): void {
    const entry = this.entryFor(uri, languageId);
    if (!entry) return;
    entry.uri = uri;
    entry.text = text;
    entry.version = version;
    this.touch();
  }

  change(uri: string, text: string, version: number): void {
    const entry = this.entries.get(uriKey(uri));
    if (!entry || entry.version === undefined) return;
    entry.text = text;
    entry.version = version;
    this.touch();
  }

  /** A closed document goes back to its text on disk, or leaves the workspace. */
  close(uri: string): void {
    const key = uriKey(uri);
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.version = undefined;
    if (entry.diskText !== undefined) entry.text = entry.diskText;
    else {
      this.entries.delete(key);
      this.parses.delete(key);
    }
    this.touch();
  }

  /** The text of a workspace file on disk (read at start or reported by the file watcher). */
  setDiskText(uri: string, text: string): void {
    const entry = this.entryFor(uri);
    // The same text again (a save and the watcher both report it) changes nothing.
    if (!entry || entry.diskText === text) return;
    entry.diskText = text;
    if (entry.version === undefined) entry.text = text;
    this.touch();
  }

  removeDiskFile(uri: string): void {
    const key = uriKey(uri);
    const entry = this.entries.get(key);
    if (!entry) return;
    entry.diskText = undefined;
    if (entry.version === undefined) {
      this.entries.delete(key);
      this.parses.delete(key);
    }
    this.touch();
  }

  async readDiskFile(uri: string): Promise<void> {
    const path = fsPathOf(uri);
    if (path === undefined) return;
    try {
      // Decoded as the CLI reads it (UTF-16 too); a file that is not text of ours is left out, as validar leaves it.
      const decoded = decodeText(await readFile(path));
      if (decoded.ok) this.setDiskText(uri, decoded.text);
      else this.removeDiskFile(uri);
    } catch {
      this.removeDiskFile(uri);
    }
  }

  isOpen(uri: string): boolean {
    return this.entries.get(uriKey(uri))?.version !== undefined;
  }

  /** Open documents: URI, kind and version. */
  openDocuments(): Array<{ uri: string; path: string; kind: FileKind; version: number }> {
    return [...this.entries.values()]
      .filter((e) => e.version !== undefined)
      .map((e) => ({ uri: e.uri, path: e.path, kind: e.kind, version: e.version! }));
  }

  // ---- views ---------------------------------------------------------------------------

  snapshot(): Snapshot {
    if (this.snap && this.snap.generation === this.generationCounter) return this.snap;
    const previous = this.snap;
    const cards: Array<{ state: FileState; key: string[] }> = [];
    const decks: Array<{ state: DeckState; key: string[] }> = [];
    const scenarios: Array<{ state: ScenarioState; key: string[] }> = [];
    for (const [key, entry] of this.entries) {
      // The compiler's order: files under the folders as the folder walk lists them, then the others.
      const fsPath = fsPathOf(entry.uri);
      const folderIndex = fsPath === undefined ? -1 : this.folders.findIndex((f) => relativeSegments(f, fsPath) !== undefined);
      const order = folderIndex >= 0 ? [String(folderIndex).padStart(4, "0"), ...relativeSegments(this.folders[folderIndex]!, fsPath!)!] : ["~", entry.path];
      if (entry.kind === "carta") {
        const old = previous?.byUri.get(key);
        let state: FileState;
        if (old && old.text === entry.text) {
          state = { ...old, uri: entry.uri, path: entry.path, version: entry.version };
        } else {
          const parse = parseIncremental(entry.text, this.parses.get(key));
          this.parses.set(key, parse);
          state = { uri: entry.uri, path: entry.path, kind: "carta", text: entry.text, version: entry.version, lines: new LineIndex(entry.text), parse };
        }
        cards.push({ state, key: order });
      } else if (entry.kind === "deck") {
        const old = previous?.decksByUri.get(key);
        const state: DeckState =
          old && old.text === entry.text
            ? { ...old, uri: entry.uri, path: entry.path, version: entry.version }
            : { uri: entry.uri, path: entry.path, kind: "deck", text: entry.text, version: entry.version, lines: new LineIndex(entry.text), deck: parseMazoText(entry.text).deck };
        decks.push({ state, key: order });
      } else {
        const old = previous?.scenariosByUri.get(key);
        const state: ScenarioState =
          old && old.text === entry.text
            ? { ...old, uri: entry.uri, path: entry.path, version: entry.version }
            : { uri: entry.uri, path: entry.path, kind: "scenario", text: entry.text, version: entry.version, lines: new LineIndex(entry.text), scenarios: parseEscenarioText(entry.text).scenarios };
        scenarios.push({ state, key: order });
      }
    }
    cards.sort((a, b) => compareSegments(a.key, b.key));
    decks.sort((a, b) => compareSegments(a.key, b.key));
    scenarios.sort((a, b) => compareSegments(a.key, b.key));
    const files = cards.map((c) => c.state);
    this.snap = {
      generation: this.generationCounter,
      files,
      byUri: new Map(files.map((f) => [uriKey(f.uri), f])),
      byPath: new Map(files.map((f) => [f.path, f])),
      decks: decks.map((d) => d.state),
      decksByUri: new Map(decks.map((d) => [uriKey(d.state.uri), d.state])),
      scenarios: scenarios.map((d) => d.state),
      scenariosByUri: new Map(scenarios.map((d) => [uriKey(d.state.uri), d.state])),
    };
    return this.snap;
  }

  file(uri: string): FileState | undefined {
    return this.snapshot().byUri.get(uriKey(uri));
  }

  deckFile(uri: string): DeckState | undefined {
    return this.snapshot().decksByUri.get(uriKey(uri));
  }

  scenarioFile(uri: string): ScenarioState | undefined {
    return this.snapshot().scenariosByUri.get(uriKey(uri));
  }

  /** The parsed file of any kind at this URI. */
  namedFile(uri: string): NamedFile | undefined {
    switch (this.kindOfDocument(uri)) {
      case "carta":
        return this.file(uri);
      case "deck":
        return this.deckFile(uri);
      case "scenario":
        return this.scenarioFile(uri);
      case undefined:
        return undefined;
    }
  }

  /** The text of an open document or workspace file of any kind. */
  textOf(uri: string): { path: string; text: string } | undefined {
    const entry = this.entries.get(uriKey(uri));
    return entry ? { path: entry.path, text: entry.text } : undefined;
  }

  /** Kind of a known document (open or on disk), without parsing anything. */
  kindOfDocument(uri: string): FileKind | undefined {
    return this.entries.get(uriKey(uri))?.kind;
  }

  index(): WorkspaceIndex {
    const snapshot = this.snapshot();
    if (this.idx && this.idx.generation === snapshot.generation) return this.idx;
    const definitions = new Map<string, CardSite[]>();
    const references = new Map<string, ReferenceSite[]>();
    const add = (site: ReferenceSite, to = references) => {
      const list = to.get(site.name);
      if (list) list.push(site);
      else to.set(site.name, [site]);
    };
    for (const file of snapshot.files) {
      for (const card of file.parse.result.document.cards) {
        const sites = definitions.get(card.name);
        if (sites) sites.push({ file, card });
        else definitions.set(card.name, [{ file, card }]);
        for (const reference of cardReferences(card)) add({ file, name: reference.name, span: reference.span });
      }
    }
    for (const file of snapshot.decks) {
      if (file.deck) for (const reference of deckReferences(file.deck, file.text)) add({ file, ...reference });
    }
    const scopes: ScenarioScope[] = [];
    for (const file of snapshot.scenarios) {
      for (const scenario of file.scenarios) {
        const scope: ScenarioScope = { file, scenario, definitions: scenarioDefinitions(scenario), references: new Map(), names: new Set(scenario.cards.map((c) => c.name)) };
        for (const reference of scenarioReferences(scenario, file.text)) {
          scope.names.add(reference.name);
          add({ file, ...reference }, scope.definitions.has(reference.name) ? scope.references : references);
        }
        scopes.push(scope);
      }
    }
    this.idx = { generation: snapshot.generation, definitions, references, scopes };
    return this.idx;
  }

  /** True when `compiled()` would answer from its cache. */
  isCompiled(): boolean {
    return this.comp !== undefined && this.comp.generation === this.generationCounter;
  }

  compiled(): Compiled {
    const snapshot = this.snapshot();
    if (this.comp && this.comp.generation === snapshot.generation) return this.comp;
    const sources: Source[] = snapshot.files.map((f) => ({ path: f.path, text: f.text }));
    const parse = (source: Source): ParseResult => {
      const state = snapshot.byPath.get(source.path);
      if (!state || state.text !== source.text) return { ...parseIncremental(source.text).result };
      const result = state.parse.result;
      // compile() adds its own diagnostics to the list it is given: hand it a copy.
      return { document: result.document, diagnostics: [...result.diagnostics], tokens: result.tokens, comments: result.comments };
    };
    const started = performance.now();
    // The cached parse of each file: only the edited card is parsed again.
    const result = compile(sources, { parse });
    this.compiles++;
    const compileMs = performance.now() - started;
    const decks = snapshot.decks.length > 0 ? compileDecks(snapshot.decks.map((d) => ({ path: d.path, text: d.text })), result.cardSet) : undefined;
    const diagnosticsByPath = new Map<string, CompileDiagnostic[]>();
    for (const d of [...result.diagnostics, ...(decks?.diagnostics ?? [])]) {
      const list = diagnosticsByPath.get(d.file);
      if (list) list.push(d);
      else diagnosticsByPath.set(d.file, [d]);
    }
    const cardsByName = new Map(result.cardSet.cards.map((c) => [c.name, c]));
    this.comp = { generation: snapshot.generation, result, decks, diagnosticsByPath, cardsByName, compileMs };
    return this.comp;
  }

  /** Counts for the status request. */
  stats(): { files: number; openDocuments: number; cards: number; compiles: number } {
    const snapshot = this.snapshot();
    return {
      compiles: this.compiles,
      files: snapshot.files.length,
      openDocuments: this.openDocuments().length,
      cards: snapshot.files.reduce((n, f) => n + f.parse.result.document.cards.length, 0),
    };
  }
}
