// The compiler in a worker: the same `compile` and `compileDecks` as `cronicas validar`
// (compiler/browser.ts, the compiler's entry without files), and the card renderer of
// `compilar --formato imagenes`. The page never waits on either.
import { compile, compileDecks, type CardDefinition, type CardSet, type DeckDefinition, type Source } from "../../compiler/browser.js";
import { renderCardSvg } from "../../compiler/emit/image/index.js";
import { parseCartaText, type ParseResult } from "../../grammar/index.js";
import type { CompileReply, CompileRequest } from "./protocolo.js";

let cards = new Map<string, CardDefinition>();
let rendered = new Map<string, string>();
let last: { cardSet: CardSet; decks: DeckDefinition[] } = { cardSet: { irVersion: 2, cards: [] } as unknown as CardSet, decks: [] };
/**
 * The parse of each file, kept while its text does not change: a keystroke parses again only
 * the file it touched. (The language server's finer cache, lsp/parse-cache.ts, copies text
 * with Node's Buffer, so it does not run here.)
 */
const parses = new Map<string, { text: string; result: ParseResult }>();

function parse(source: Source): ParseResult {
  let entry = parses.get(source.path);
  if (entry === undefined || entry.text !== source.text) {
    entry = { text: source.text, result: parseCartaText(source.text) };
    parses.set(source.path, entry);
  }
  const r = entry.result;
  // compile() does not modify what it is given; the list is copied as the language server does.
  return { ...r, diagnostics: [...r.diagnostics] };
}

function reply(message: CompileReply): void {
  postMessage(message);
}

onmessage = (event: MessageEvent<CompileRequest>) => {
  const request = event.data;
  if (request.kind === "compile") {
    const started = performance.now();
    const cartas = request.files.filter((f) => f.path.endsWith(".carta"));
    const mazos = request.files.filter((f) => f.path.endsWith(".mazo"));
    for (const path of parses.keys()) if (!cartas.some((f) => f.path === path)) parses.delete(path);
    const result = compile(cartas, { parse });
    const decks = compileDecks(mazos, result.cardSet);
    const cardSet: CardSet = result.cardSet;
    cards = new Map(cardSet.cards.map((c) => [c.name, c]));
    rendered = new Map();
    last = { cardSet, decks: decks.decks };
    reply({
      kind: "compiled",
      id: request.id,
      ms: performance.now() - started,
      diagnostics: [...result.diagnostics, ...decks.diagnostics].map((d) => ({
        file: d.file,
        severity: d.severity,
        code: d.code,
        message: d.message,
        from: d.range.start.offset,
        to: d.range.end.offset,
        line: d.range.start.line,
        column: d.range.start.column,
      })),
      cards: cardSet.cards.map((c) => ({ name: c.name, file: c.range.file, from: c.range.start.offset, to: c.range.end.offset })),
      decks: decks.decks.map((d) => d.name),
    });
  } else if (request.kind === "set") {
    reply({ kind: "set", id: request.id, ...last });
  } else {
    const card = cards.get(request.name);
    let svg = rendered.get(request.name) ?? null;
    if (svg === null && card !== undefined) {
      svg = renderCardSvg(card);
      rendered.set(request.name, svg);
    }
    reply({ kind: "rendered", id: request.id, name: request.name, svg });
  }
};
