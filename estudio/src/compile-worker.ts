// The compiler in a worker: the same `compile` and `compileDecks` as `cronicas validar`
// (compiler/browser.ts, the compiler's entry without files), and the card renderer of
// `compilar --formato imagenes`. The page never waits on either.
import { compile, compileDecks, type CardDefinition, type CardSet } from "../../compiler/browser.js";
import { renderCardSvg } from "../../compiler/emit/image/index.js";
import type { CompileReply, CompileRequest } from "./protocolo.js";

let cards = new Map<string, CardDefinition>();
let rendered = new Map<string, string>();

function reply(message: CompileReply): void {
  postMessage(message);
}

onmessage = (event: MessageEvent<CompileRequest>) => {
  const request = event.data;
  if (request.kind === "compile") {
    const started = performance.now();
    const cartas = request.files.filter((f) => f.path.endsWith(".carta"));
    const mazos = request.files.filter((f) => f.path.endsWith(".mazo"));
    const result = compile(cartas);
    const decks = compileDecks(mazos, result.cardSet);
    const cardSet: CardSet = result.cardSet;
    cards = new Map(cardSet.cards.map((c) => [c.name, c]));
    rendered = new Map();
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
      cardSet,
      decks: decks.decks,
    });
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
