// Reading sources from paths (files or folders) for the CLI and tools: `.carta`
// card files and `.mazo` deck files, with one walk for both.
import { readdir, readFile, stat } from "node:fs/promises";
import { extname, join, resolve } from "node:path";
import { glob } from "tinyglobby";
import type { Diagnostic, Source } from "./compile.js";
import { noDecksDiagnostic } from "./deck/diagnostics.js";
import { MAX_SOURCE_MEGABYTES, pathDiagnostic } from "./diagnostics/catalog.js";
import { decodeText } from "./encoding.js";

export const CARD_EXTENSIONS = [".carta"];
export const DECK_EXTENSIONS = [".mazo"];
export const SCENARIO_EXTENSIONS = [".escenario"];

/** The files under `dir` with these extensions; a subfolder that cannot be read is reported and the rest still read. */
async function walk(dir: string, extensions: string[], out: string[], unreadable: string[]): Promise<void> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    unreadable.push(dir);
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : 1));
  for (const entry of entries) {
    if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) await walk(path, extensions, out, unreadable);
    else if (extensions.includes(extname(entry.name).toLowerCase())) out.push(path);
  }
}

interface Kind {
  extensions: string[];
  /** What to say of a folder without such files. */
  empty: (folder: string) => Diagnostic;
  /** Files already read under other paths of the same command (resolved paths). */
  seen?: Set<string>;
}

/** CR151 for a folder without cards or scenarios (decks have CR245). */
function noFiles(extensions: string[], example: string): (folder: string) => Diagnostic {
  return (folder) =>
    pathDiagnostic(folder, "CR151", { path: folder, ext: extensions.join(" o "), example });
}

/** The characters that make a path a glob pattern. */
const GLOB = /[*?[\]{}]/;

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The files a path names: a folder's (walked), a glob's matches, or the file itself; problems go to `diagnostics`. */
async function filesOf(path: string, kind: Kind, diagnostics: Diagnostic[]): Promise<string[]> {
  const ext = kind.extensions.join(" o ");
  // A quoted glob («"cards/**/*.carta"»), when no file has that very name: its matches, in order.
  if (GLOB.test(path) && !(await exists(path))) {
    const matches = (await glob(path, { onlyFiles: true, ignore: ["**/node_modules/**"], expandDirectories: false })).filter((f) => kind.extensions.includes(extname(f).toLowerCase())).sort();
    if (matches.length === 0) diagnostics.push(pathDiagnostic(path, "CR150", { path, problem: "noMatch", ext }));
    return matches;
  }
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    const denied = (error as NodeJS.ErrnoException).code === "EACCES" || (error as NodeJS.ErrnoException).code === "EPERM";
    diagnostics.push(pathDiagnostic(path, "CR150", denied ? { path, problem: "permissions" } : { path, problem: "missing", ext }));
    return [];
  }
  if (info.isDirectory()) {
    const files: string[] = [];
    const unreadable: string[] = [];
    await walk(path, kind.extensions, files, unreadable);
    for (const folder of unreadable) diagnostics.push(pathDiagnostic(folder, "CR150", { path: folder, problem: "permissions" }));
    if (files.length === 0 && unreadable.length === 0) diagnostics.push(kind.empty(path));
    return files;
  }
  // A file named on purpose with another extension (README.md) is not read as cards.
  const own = extname(path).toLowerCase();
  if (own !== "" && !kind.extensions.includes(own)) {
    diagnostics.push(pathDiagnostic(path, "CR150", { path, problem: "notOurs", ext }));
    return [];
  }
  return [path];
}

async function readKind(paths: string[], kind: Kind): Promise<{ sources: Source[]; diagnostics: Diagnostic[] }> {
  const sources: Source[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = kind.seen ?? new Set<string>();
  for (const path of paths) {
    const files = await filesOf(path, kind, diagnostics);
    for (const file of files) {
      // Overlapping paths («cards cards/mazos») name a file twice: it is read once.
      const key = resolve(file);
      if (seen.has(key)) continue;
      seen.add(key);
      let bytes: Buffer;
      try {
        const size = (await stat(file)).size;
        if (size > MAX_SOURCE_MEGABYTES * 1024 * 1024) {
          diagnostics.push(pathDiagnostic(file, "CR150", { path: file, problem: "tooLarge", megabytes: Math.round(size / (1024 * 1024)) }));
          continue;
        }
        bytes = await readFile(file);
      } catch {
        diagnostics.push(pathDiagnostic(file, "CR150", { path: file, problem: "permissions" }));
        continue;
      }
      const decoded = decodeText(bytes);
      if (!decoded.ok) {
        diagnostics.push(pathDiagnostic(file, "CR164", { windows1252: decoded.windows1252 }, { line: decoded.line, column: decoded.column, offset: decoded.offset }));
        continue;
      }
      const source: Source = { path: file, text: decoded.text };
      if (decoded.encoding.kind !== "utf-8") source.encoding = decoded.encoding;
      sources.push(source);
    }
  }
  return { sources, diagnostics };
}

/** Reads every `.carta` file under the given paths. Unreadable paths become diagnostics (CR150, CR151). */
export function readSources(paths: string[]): Promise<{ sources: Source[]; diagnostics: Diagnostic[] }> {
  return readKind(paths, { extensions: CARD_EXTENSIONS, empty: noFiles(CARD_EXTENSIONS, "cards") });
}

/** Reads every `.mazo` file under the given paths (CR150, CR245). */
export function readDeckSources(paths: string[]): Promise<{ sources: Source[]; diagnostics: Diagnostic[] }> {
  return readKind(paths, { extensions: DECK_EXTENSIONS, empty: noDecksDiagnostic });
}

/** Reads every `.escenario` file under the given paths (CR150, CR151). */
export function readScenarioSources(paths: string[]): Promise<{ sources: Source[]; diagnostics: Diagnostic[] }> {
  return readKind(paths, { extensions: SCENARIO_EXTENSIONS, empty: noFiles(SCENARIO_EXTENSIONS, "test/escenarios") });
}

/**
 * Reads cards, decks and scenarios together, for `cronicas validar`: a path may hold
 * any of them, and only a path with none is a problem. A file named explicitly is
 * read by its extension (`.mazo`, `.escenario`), as cards otherwise.
 */
export async function readProjectSources(
  paths: string[],
): Promise<{ cards: Source[]; decks: Source[]; scenarios: Source[]; diagnostics: Diagnostic[] }> {
  const cards: Source[] = [];
  const decks: Source[] = [];
  const scenarios: Source[] = [];
  const diagnostics: Diagnostic[] = [];
  const extensions = [...CARD_EXTENSIONS, ...DECK_EXTENSIONS, ...SCENARIO_EXTENSIONS];
  const seen = new Set<string>();
  for (const path of paths) {
    const found = await readKind([path], { extensions, empty: noFiles(extensions, "cards"), seen });
    diagnostics.push(...found.diagnostics);
    for (const source of found.sources) {
      const ext = extname(source.path).toLowerCase();
      (DECK_EXTENSIONS.includes(ext) ? decks : SCENARIO_EXTENSIONS.includes(ext) ? scenarios : cards).push(source);
    }
  }
  return { cards, decks, scenarios, diagnostics };
}
