// Document highlight, asked of the built server over its stdio: every mention in the
// document of the card name under the cursor (its header, written; `llamado "…"`, read;
// its own name unquoted in its text), in cards, decks and scenarios.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentHighlight, DocumentHighlightKind, Position } from "vscode-languageserver-protocol";
import { LspClient, positionAt, positionOf } from "./lsp-client.js";

const CARDS = `carta "Vharsek"
  tipo Personaje
  facción Caos
  coste 3
  ataque 2
  vida 2
  Cuando Vharsek entre en juego, haz 1 de daño a un personaje llamado "Eco".

carta "Eco"
  tipo Personaje
  facción Caos
  coste 1
  ataque 1
  vida 1
  Cuando este personaje entre en juego, destruye un personaje llamado "Vharsek".
  Talento: Devuelve un personaje llamado "Vharsek" a la mano de su dueño.
`;

/** Another file naming Vharsek: not highlighted in CARDS. */
const OTHER = `carta "Lejana"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Destruye un personaje llamado "Vharsek".
`;

const DECK = `mazo "Prueba"
  formato Alianza
  facción Caos
  santuario "Trono"

  principal:
    3 "Vharsek"
    2 "Eco"
`;

/** A scenario with a card of its own named «Zirkax»: there the name is the scenario's card. */
const SCENARIO = `escenario "Un Zirkax propio"
  cartas:
    carta "Zirkax"
      tipo Personaje
      facción Caos
      coste 1
      ataque 1
      vida 1
  preparación:
    Es el Mediodía de A.
    B controla "Zirkax".
    A controla "Vharsek".
  resultado:
    "Zirkax" está en juego.
`;

let dir: string;
let client: LspClient;
const uri = (name: string) => pathToFileURL(join(dir, name)).href;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cronicas-resaltado-"));
  writeFileSync(join(dir, "otra.carta"), OTHER);
  writeFileSync(join(dir, "mazo.mazo"), DECK);
  ({ client } = await LspClient.start({ folders: [pathToFileURL(dir).href] }));
  await client.open(uri("cartas.carta"), CARDS);
  await client.open(uri("mazo.mazo"), DECK);
  await client.open(uri("prueba.escenario"), SCENARIO);
  await client.diagnosticsOfVersion(uri("cartas.carta"), 1);
});

afterAll(async () => {
  await client?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function highlight(name: string, position: Position): Promise<DocumentHighlight[]> {
  return client.request<DocumentHighlight[]>("textDocument/documentHighlight", { textDocument: { uri: uri(name) }, position });
}

/** Every occurrence of `needle` in `text`, as an LSP range with its kind. */
function occurrences(text: string, needle: string, kinds: DocumentHighlightKind[]): DocumentHighlight[] {
  const out: DocumentHighlight[] = [];
  for (let at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
    out.push({ range: { start: positionAt(text, at), end: positionAt(text, at + needle.length) }, kind: kinds[out.length]! });
  }
  return out;
}

describe("document highlight", () => {
  it("is advertised", async () => {
    const { client: other, init } = await LspClient.start();
    await other.stop();
    expect(init.capabilities.documentHighlightProvider).toBe(true);
  });

  it("marks every mention of the card name in the document, from any of them", async () => {
    // The header (written), its own name in its text, and the two `llamado` (read).
    const expected = [
      { range: occurrences(CARDS, '"Vharsek"', [3])[0]!.range, kind: 3 },
      { range: occurrences(CARDS, "Vharsek entre", [2])[0]!.range, kind: 2 },
      ...occurrences(CARDS, '"Vharsek"', [3, 2, 2]).slice(1),
    ];
    expected[1]!.range.end.character -= " entre".length;
    for (const position of [positionOf(CARDS, '"Vharsek"', 3), positionOf(CARDS, "Vharsek entre", 2), positionOf(CARDS, 'llamado "Vharsek"', 12)]) {
      expect(await highlight("cartas.carta", position)).toEqual(expected);
    }
    // Eco: its header and the one `llamado` inside Vharsek.
    expect(await highlight("cartas.carta", positionOf(CARDS, '"Eco"', 1))).toEqual(occurrences(CARDS, '"Eco"', [2, 3]));
  });

  it("marks nothing away from a card name", async () => {
    expect(await highlight("cartas.carta", positionOf(CARDS, "Talento", 2))).toEqual([]);
  });

  it("works in a deck and in a scenario, where a card of its own is defined there", async () => {
    expect(await highlight("mazo.mazo", positionOf(DECK, '"Eco"', 2))).toEqual(occurrences(DECK, '"Eco"', [2]));
    expect(await highlight("prueba.escenario", positionOf(SCENARIO, 'controla "Zirkax"', 11))).toEqual(occurrences(SCENARIO, '"Zirkax"', [3, 2, 2]));
    expect(await highlight("prueba.escenario", positionOf(SCENARIO, '"Vharsek"', 1))).toEqual(occurrences(SCENARIO, '"Vharsek"', [2]));
  });
});
