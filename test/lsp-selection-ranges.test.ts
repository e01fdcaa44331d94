// Selection ranges («expand selection»), asked of the built server over its stdio: from
// the word under the cursor through the parser's spans (selection, clause, sentence,
// ability), the ability's lines, the card and the document, each holding the one inside.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Range, SelectionRange } from "vscode-languageserver-protocol";
import { LspClient, positionOf } from "./lsp-client.js";

const TEXT = `# Cartas de prueba
carta "Zirkax"
  tipo Personaje
  facción Caos
  coste 3
  ataque 2
  vida 2
  Embate.

carta "Ofrenda"
  tipo Verso
  facción Caos
  coste 2
  Prólogo: Haz 3 de daño a un personaje que controles. Si lo haces, destruye un personaje llamado "Zirkax".
`;

let dir: string;
let client: LspClient;
let uri: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cronicas-seleccion-"));
  ({ client } = await LspClient.start({ folders: [pathToFileURL(dir).href] }));
  uri = pathToFileURL(join(dir, "cartas.carta")).href;
  await client.open(uri, TEXT);
  await client.diagnosticsOfVersion(uri, 1);
});

afterAll(async () => {
  await client?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function textOf(range: Range): string {
  const lines = TEXT.split("\n");
  const offset = (p: Range["start"]) => lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  return TEXT.slice(offset(range.start), offset(range.end));
}

/** The texts of a selection range, innermost first; checks each holds the one before. */
function chain(selection: SelectionRange): string[] {
  const out: string[] = [];
  for (let s: SelectionRange | undefined = selection; s; s = s.parent) {
    const text = textOf(s.range);
    const inner = out[out.length - 1];
    if (inner !== undefined) {
      expect(text.length).toBeGreaterThan(inner.length);
      expect(text).toContain(inner);
    }
    out.push(text);
  }
  return out;
}

describe("selection ranges", () => {
  it("are advertised", async () => {
    const { client: other, init } = await LspClient.start();
    await other.stop();
    expect(init.capabilities.selectionRangeProvider).toBe(true);
  });

  it("grow from a word through its selection, clause, sentence, ability line and card to the document", async () => {
    const [selection] = await client.request<SelectionRange[]>("textDocument/selectionRange", { textDocument: { uri }, positions: [positionOf(TEXT, "personaje que", 3)] });
    const texts = chain(selection!);
    expect(texts[0]).toBe("personaje");
    expect(texts).toContain("un personaje que controles");
    expect(texts).toContain("Haz 3 de daño a un personaje que controles");
    expect(texts).toContain("Haz 3 de daño a un personaje que controles.");
    const ability = 'Prólogo: Haz 3 de daño a un personaje que controles. Si lo haces, destruye un personaje llamado "Zirkax".';
    expect(texts).toContain(ability);
    expect(texts).toContain(`  ${ability}`);
    const card = TEXT.slice(TEXT.indexOf('carta "Ofrenda"')).trimEnd();
    expect(texts).toContain(card);
    expect(texts[texts.length - 1]).toBe(TEXT);
    // In that order.
    const order = ["personaje", "un personaje que controles", "Haz 3 de daño a un personaje que controles.", ability, card, TEXT].map((t) => texts.indexOf(t));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("take a card name first without its quotes, and answer every position asked", async () => {
    const positions = [positionOf(TEXT, '"Zirkax".', 2), positionOf(TEXT, "coste 3", 6), positionOf(TEXT, "Embate", 6), positionOf(TEXT, "Cartas de")];
    const ranges = await client.request<SelectionRange[]>("textDocument/selectionRange", { textDocument: { uri }, positions });
    expect(ranges).toHaveLength(4);
    const [name, cost, keyword, comment] = ranges.map((r) => chain(r));
    expect(name!.slice(0, 2)).toEqual(["Zirkax", '"Zirkax"']);
    expect(name).toContain('un personaje llamado "Zirkax"');
    expect(name).toContain('Si lo haces, destruye un personaje llamado "Zirkax".');
    // A field: its value, the field, its line, the card.
    expect(cost!.slice(0, 3)).toEqual(["3", "coste 3", "  coste 3"]);
    expect(cost![3]).toBe(TEXT.slice(TEXT.indexOf('carta "Zirkax"'), TEXT.indexOf("Embate.") + "Embate.".length));
    // The cursor just after a word still takes the word.
    expect(keyword![0]).toBe("Embate");
    expect(keyword).toContain("Embate.");
    // A comment before any card: the comment, then the document.
    expect(comment).toEqual(["# Cartas de prueba", TEXT]);
  });

  it("answer an empty document with the empty document, and nothing for a file that is not a card file", async () => {
    const empty = pathToFileURL(join(dir, "vacia.carta")).href;
    await client.open(empty, "");
    const [only] = await client.request<SelectionRange[]>("textDocument/selectionRange", { textDocument: { uri: empty }, positions: [{ line: 3, character: 9 }] });
    expect(only).toEqual({ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } });
    const deck = pathToFileURL(join(dir, "mazo.mazo")).href;
    await client.open(deck, 'mazo "Prueba"\n', 1, "mazo");
    expect(await client.request("textDocument/selectionRange", { textDocument: { uri: deck }, positions: [{ line: 0, character: 1 }] })).toBeNull();
  });
});
