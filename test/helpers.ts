// Small builders for tests written as card text, in the manner of Langium's
// `check` helpers: one way to compile a snippet and look at what came out.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { compile, compileDecks, type Ability, type CardDefinition, type CardSet, type DeckDefinition, type Diagnostic, type Source } from "../compiler/index.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

export const FRAMES = {
  Personaje: "tipo Personaje\n  facción Caos\n  coste 3\n  ataque 2\n  vida 2",
  Verso: "tipo Verso\n  facción Caos\n  coste 2",
  Reliquia: "tipo Reliquia\n  facción Forja\n  coste 2",
  Santuario: "tipo Santuario\n  facción Orden\n  vida 25",
  "Escencia especial": "tipo Escencia especial\n  facción Caos",
  "Escencia básica": "tipo Escencia básica\n  facción Caos",
} as const;

export type FrameName = keyof typeof FRAMES;

/** The text of one card named "Prueba" with the given frame and ability lines. */
export function card(frame: FrameName, ...lines: string[]): string {
  return `carta "Prueba"\n  ${FRAMES[frame]}\n${lines.map((l) => `  ${l}\n`).join("")}`;
}

/** Cards other snippets may refer to with `llamado "…"`. */
export const FRIENDS = 'carta "Zirkax"\n  tipo Personaje\n  facción Caos\n  coste 3\n  ataque 2\n  vida 2\n  Embate.\n';

export function diagnosticsOf(text: string): Diagnostic[] {
  return compile([{ path: "prueba.carta", text: text + "\n" + FRIENDS }]).diagnostics;
}

export function codesOf(text: string): string[] {
  return diagnosticsOf(text).map((d) => d.code);
}

/** Compiles a snippet that must be clean and returns the card named "Prueba". */
export function compileClean(text: string): CardDefinition {
  const result = compile([{ path: "prueba.carta", text: text + "\n" + FRIENDS }]);
  const problems = result.diagnostics.map((d) => `${d.range.start.line}:${d.range.start.column} [${d.code}] ${d.message}`);
  if (problems.length > 0) throw new Error(`se esperaba compilar sin diagnósticos:\n${problems.join("\n")}\n---\n${text}`);
  const found = result.cardSet.cards.find((c) => c.name === "Prueba");
  if (!found) throw new Error("no se compiló la carta Prueba");
  return found;
}

/** The single ability of a clean Verso whose Prólogo is `sentence`. */
export function prologue(sentence: string): Ability {
  return compileClean(card("Verso", `Prólogo: ${sentence}`)).abilities[0]!;
}

/** The bundled card files (`cards/*.carta`), with paths relative to the project. */
export function bundledCardSources(): Source[] {
  const dir = join(ROOT, "cards");
  return readdirSync(dir)
    .filter((n) => n.endsWith(".carta"))
    .map((n) => ({ path: `cards/${n}`, text: readFileSync(join(dir, n), "utf8") }));
}

/** The bundled decks (`cards/mazos/*.mazo`), sorted by file name. */
export function bundledDeckSources(): Source[] {
  const dir = join(ROOT, "cards", "mazos");
  return readdirSync(dir)
    .filter((n) => n.endsWith(".mazo"))
    .sort()
    .map((n) => ({ path: `cards/mazos/${n}`, text: readFileSync(join(dir, n), "utf8") }));
}

/** The bundled card set and decks, compiled: what the engine, agent and simulation tests play. */
export function bundledSet(): { cardSet: CardSet; decks: DeckDefinition[] } {
  const cardSet = compile(bundledCardSources()).cardSet;
  return { cardSet, decks: compileDecks(bundledDeckSources(), cardSet).decks };
}

/** The IR without `range` fields, at any depth: a printed text has its own positions. */
export function stripRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripRanges);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "range").map(([key, v]) => [key, stripRanges(v)]));
  }
  return value;
}
