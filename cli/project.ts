// The project file: `cronicas.json` names where a set's cards, decks and scenarios live and
// where it is published, so `cronicas validar`, `compilar` and `probar` need no paths inside
// a project. A file of its own rather than a key of package.json: a designer's project is
// usually not an npm package, and one file is the one place `cronicas init` writes and the
// commands look for (in the current folder, then in each folder above it).
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, join, relative, resolve } from "node:path";
import { LineIndex } from "../compiler/index.js";

export const PROJECT_FILE = "cronicas.json";

export interface Project {
  /** The project file, as a path relative to the current folder. */
  file: string;
  cartas: string[];
  mazos: string[];
  escenarios: string[];
  salida: string;
}

const FIELDS = ["cartas", "mazos", "escenarios", "salida"] as const;

/** A project file that cannot be used: the Spanish reason, with where. */
export class ProjectError extends Error {}

function findUp(from: string): string | undefined {
  let dir = resolve(from);
  for (;;) {
    const candidate = join(dir, PROJECT_FILE);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The project of the current folder (or of one above it), or undefined when there is none. */
export async function loadProject(cwd = process.cwd()): Promise<Project | undefined> {
  const path = findUp(cwd);
  if (path === undefined) return undefined;
  const shown = relative(cwd, path) || PROJECT_FILE;
  const text = await readFile(path, "utf8").catch(() => {
    throw new ProjectError(`${shown}: no se puede leer el archivo del proyecto: comprueba sus permisos.`);
  });
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const at = /position (\d+)/.exec((error as Error).message);
    const place = at ? new LineIndex(text).position(Number(at[1])) : undefined;
    throw new ProjectError(`${shown}${place ? `:${place.line}:${place.column}` : ""}: el archivo del proyecto no es JSON válido: revisa comas, comillas y llaves (p. ej. {"cartas": ["cartas"], "salida": "salida"}).`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data)) throw new ProjectError(`${shown}: el archivo del proyecto es un objeto JSON con ${FIELDS.map((f) => `«${f}»`).join(", ")}.`);
  const record = data as Record<string, unknown>;
  const unknown = Object.keys(record).filter((k) => !(FIELDS as readonly string[]).includes(k));
  if (unknown.length > 0) throw new ProjectError(`${shown}: campo desconocido «${unknown[0]}»: el proyecto admite ${FIELDS.map((f) => `«${f}»`).join(", ")}.`);
  const base = dirname(path);
  // Paths in the file are relative to it; the commands show them relative to where they run.
  const here = (p: string) => relative(cwd, isAbsolute(p) ? p : join(base, p)) || ".";
  const list = (field: "cartas" | "mazos" | "escenarios"): string[] => {
    const value = record[field];
    if (value === undefined) return [];
    const items = typeof value === "string" ? [value] : value;
    if (!Array.isArray(items) || items.some((v) => typeof v !== "string" || v.trim() === "")) throw new ProjectError(`${shown}: «${field}» es una lista de rutas, p. ej. ["${field}"].`);
    return items.map(here);
  };
  const salida = record["salida"] ?? "salida";
  if (typeof salida !== "string" || salida.trim() === "") throw new ProjectError(`${shown}: «salida» es la carpeta donde se publica el set, p. ej. "salida".`);
  const project: Project = { file: shown, cartas: list("cartas"), mazos: list("mazos"), escenarios: list("escenarios"), salida: here(salida) };
  if (project.cartas.length === 0) throw new ProjectError(`${shown}: falta «cartas»: la carpeta de las cartas del proyecto, p. ej. "cartas": ["cartas"].`);
  return project;
}
