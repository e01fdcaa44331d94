// Semantic tokens of a `.mazo` deck, asked of the built server over its stdio: the deck
// words are keywords, names strings, counts numbers, format and faction enum members,
// comments comments; the legend is the one of card files.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SemanticTokens, SemanticTokensLegend } from "vscode-languageserver-protocol";
import { LspClient } from "./lsp-client.js";

const DECK = `# Un mazo de prueba
mazo "Legión de Etheria"
  formato Alianza
  facción Orden
  santuario "Ciudadela de Etheria"

  principal:
    3 "Guardiana del Valle"
    tres "Zirkax"
  escencia primero:
    "Luz de Etheria"
  arsenal:
    2 "Calma" # repuesto
`;

let dir: string;
let client: LspClient;
let legend: SemanticTokensLegend;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "cronicas-mazo-tokens-"));
  let init;
  ({ client, init } = await LspClient.start({ folders: [pathToFileURL(dir).href] }));
  legend = init.capabilities.semanticTokensProvider!.legend;
});

afterAll(async () => {
  await client?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The tokens as [text, type], decoded from the LSP's relative encoding. */
function decode(text: string, tokens: SemanticTokens): Array<[string, string]> {
  const lines = text.split("\n");
  const out: Array<[string, string]> = [];
  let line = 0;
  let character = 0;
  for (let i = 0; i < tokens.data.length; i += 5) {
    const [deltaLine, deltaStart, length, type] = tokens.data.slice(i, i + 4) as [number, number, number, number];
    line += deltaLine;
    character = deltaLine === 0 ? character + deltaStart : deltaStart;
    out.push([lines[line]!.slice(character, character + length), legend.tokenTypes[type]!]);
  }
  return out;
}

describe("semantic tokens of a deck", () => {
  it("colour its words by what the deck tree says they are", async () => {
    const uri = pathToFileURL(join(dir, "prueba.mazo")).href;
    await client.open(uri, DECK, 1, "mazo");
    const tokens = await client.request<SemanticTokens>("textDocument/semanticTokens/full", { textDocument: { uri } });
    expect(decode(DECK, tokens)).toEqual([
      ["# Un mazo de prueba", "comment"],
      ["mazo", "keyword"],
      ['"Legión de Etheria"', "string"],
      ["formato", "keyword"],
      ["Alianza", "enumMember"],
      ["facción", "keyword"],
      ["Orden", "enumMember"],
      ["santuario", "keyword"],
      ['"Ciudadela de Etheria"', "string"],
      ["principal", "keyword"],
      ["3", "number"],
      ['"Guardiana del Valle"', "string"],
      ["tres", "number"],
      ['"Zirkax"', "string"],
      ["escencia", "keyword"],
      ["primero", "keyword"],
      ['"Luz de Etheria"', "string"],
      ["arsenal", "keyword"],
      ["2", "number"],
      ['"Calma"', "string"],
      ["# repuesto", "comment"],
    ]);
  });

  it("colour what they can of a deck with mistakes, and nothing of an empty one", async () => {
    const broken = 'mazo "Roto"\n  formatto Alianza\n  cosas sueltas\n  principal:\n    3 "Zirkax"\n';
    const uri = pathToFileURL(join(dir, "roto.mazo")).href;
    await client.open(uri, broken, 1, "mazo");
    const decoded = decode(broken, await client.request<SemanticTokens>("textDocument/semanticTokens/full", { textDocument: { uri } }));
    expect(decoded).toContainEqual(["mazo", "keyword"]);
    expect(decoded).toContainEqual(["3", "number"]);
    expect(decoded).toContainEqual(['"Zirkax"', "string"]);
    // The parser reads a misspelled keyword as the keyword (and says so): so does the colouring.
    expect(decoded).toContainEqual(["formatto", "keyword"]);
    // A line the parser does not read gets no colour.
    expect(decoded.map(([t]) => t)).not.toContain("cosas");
    const empty = pathToFileURL(join(dir, "vacio.mazo")).href;
    await client.open(empty, "", 1, "mazo");
    expect(await client.request<SemanticTokens>("textDocument/semanticTokens/full", { textDocument: { uri: empty } })).toEqual({ data: [] });
  });
});
