// Decks: `.mazo` sources parsed (grammar/mazo/) and checked against a compiled card set.
// Pure: no file system (compiler/files.ts reads the paths).
import { parseMazoText, type DeckNode, type Diagnostic as SyntaxDiagnostic } from "../../grammar/index.js";
import type { Diagnostic, Source } from "../compile.js";
import type { CardDefinition, CardSet, DeckDefinition } from "../ir.js";
import { LineIndex } from "../positions.js";
import { runDeckChecks } from "./check.js";
import { DeckContext } from "./context.js";
import { deckCheckDiagnostic } from "./diagnostics.js";
import { lowerDeck } from "./lower.js";

export { specialEssenceAllowed } from "./rules.js";
export { DECK_CHECK_CATALOG, deckCheckMessages, deckMessages, noDecksDiagnostic, type DeckCheckCode } from "./diagnostics.js";

export interface DeckCheckResult {
  /** The deck, only when the checks found no error. */
  deck: DeckDefinition | undefined;
  diagnostics: Diagnostic[];
}

export interface DeckCompileResult {
  /** The decks without errors (syntax or construction), in source order. */
  decks: DeckDefinition[];
  diagnostics: Diagnostic[];
  /** True when no diagnostic is an error. */
  ok: boolean;
}

function toDiagnostic(path: string, lines: LineIndex, d: SyntaxDiagnostic): Diagnostic {
  const out: Diagnostic = { file: path, code: d.code, severity: d.severity, message: d.message, range: lines.range(path, d.span) };
  if (d.fix) out.fix = { title: d.fix.title, range: lines.range(path, d.fix.span), replacement: d.fix.replacement };
  return out;
}

/**
 * Checks one parsed deck against the card set (cards by name). `text` is the
 * deck's source, for line numbers and ranges. The definition is returned only
 * when the checks found no error; syntax errors are the caller's to weigh (see
 * compileDecks).
 */
export function checkDeck(deck: DeckNode, cards: ReadonlyMap<string, CardDefinition>, path: string, text: string): DeckCheckResult {
  const lines = new LineIndex(text);
  const context = new DeckContext(deck, cards, lines);
  runDeckChecks(context);
  const diagnostics = context.out.map((d) => toDiagnostic(path, lines, d));
  diagnostics.sort((a, b) => a.range.start.offset - b.range.start.offset);
  const clean = !diagnostics.some((d) => d.severity === "error");
  return { deck: clean ? lowerDeck(context, path) : undefined, diagnostics };
}

/** Parses and checks every deck source against a compiled card set. */
export function compileDecks(deckSources: readonly Source[], cardSet: CardSet): DeckCompileResult {
  const cards = new Map(cardSet.cards.map((c) => [c.name, c] as const));
  const decks: DeckDefinition[] = [];
  const diagnostics: Diagnostic[] = [];
  // Deck names identify decks across files (CR244).
  const names = new Map<string, { path: string; line: number }>();
  for (const source of deckSources) {
    const lines = new LineIndex(source.text);
    const parsed = parseMazoText(source.text);
    const own = parsed.diagnostics.map((d) => toDiagnostic(source.path, lines, d));
    if (parsed.deck !== undefined) {
      const checked = checkDeck(parsed.deck, cards, source.path, source.text);
      own.push(...checked.diagnostics);
      const { name, nameSpan } = parsed.deck;
      if (name !== "") {
        const first = names.get(name);
        if (first !== undefined) own.push(toDiagnostic(source.path, lines, deckCheckDiagnostic("CR244", { name, path: first.path, line: first.line }, nameSpan)));
        else names.set(name, { path: source.path, line: lines.position(nameSpan.start).line });
      }
      if (checked.deck !== undefined && !own.some((d) => d.severity === "error")) decks.push(checked.deck);
    }
    diagnostics.push(...own);
  }
  diagnostics.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.range.start.offset - b.range.start.offset));
  return { decks, diagnostics, ok: !diagnostics.some((d) => d.severity === "error") };
}
