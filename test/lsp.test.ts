// The language server, driven as an editor drives it: the built server
// (dist/lsp/stdio-entry.js) in a child process, JSON-RPC over its stdio
// (test/lsp-client.ts). Run `npx tsc -p tsconfig.json` first.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CodeAction,
  CompletionItem,
  CompletionList,
  Diagnostic,
  DocumentSymbol,
  FoldingRange,
  Hover,
  Location,
  MarkupContent,
  Range,
  SemanticTokens,
  SymbolInformation,
  TextEdit,
  WorkspaceEdit,
} from "vscode-languageserver-protocol";
import { compile, compileDecks, formatCarta, formatSource } from "../compiler/index.js";
import { parseCartaText, RULES_TEXT } from "../grammar/index.js";
import { fitsType } from "../lsp/fit.js";
import { CARD_SNIPPET, fieldOf, SNIPPETS, TYPE_VALUES } from "../lsp/snippets.js";
import { parseIncremental } from "../lsp/parse-cache.js";
import { LEGEND } from "../lsp/semantic-tokens.js";
import { generateCards } from "../bench/synthetic.mjs";
import { LspClient, marked, positionAt, positionOf, SERVER_ENTRY } from "./lsp-client.js";

const A = `# Cartas de prueba
carta "Zirkax"
  tipo Personaje
  facción Caos
  coste 3
  ataque 2
  vida 2
  Embate.
  Devastar.

carta "Ofrenda"
  tipo Verso
  facción Caos
  coste 2
  Prólogo: Haz 3 de daño a un personaje que controles. Si lo haces, haz 3 de daño a un Santuario.
`;

const B = `carta "Cazadora del Valle"
  tipo Personaje
  facción Instinto
  coste 3
  ataque 2
  vida 2
  Talento: Destruye un personaje llamado "Zirkax".
`;

/** On disk only: never opened, so rename must reach it through the workspace. */
const C = `carta "Eco de Zirkax"
  tipo Verso
  facción Caos
  coste 1
  Prólogo: Devuelve un personaje llamado "Zirkax" a la mano de su dueño.
`;

/** A deck on disk that lists cards of the set. */
const D = `mazo "Prueba"
  formato Alianza
  facción Caos
  santuario "Trono"

  principal:
    3 "Zirkax"
    2 "Ofrenda"
`;

/**
 * A scenario on disk: its `cartas:` block defines a «Zirkax» of its own (so its «Zirkax»
 * is not a.carta's) and a card that names a workspace card, «Ofrenda».
 */
const E = `# Un escenario con cartas propias
escenario "Ofrenda contra un Zirkax propio"
  cartas:
    carta "Zirkax"
      tipo Personaje
      facción Caos
      coste 1
      ataque 1
      vida 1
    carta "Chispa Local"
      tipo Verso
      facción Caos
      coste 1
      Prólogo: Destruye un personaje llamado "Ofrenda".
  preparación:
    Es el Mediodía de A.
    A tiene en la mano "Ofrenda" y "Chispa Local".
    B controla "Zirkax".
  jugadas:
    A juega "Ofrenda", Prólogo, con objetivos "Zirkax" y el Santuario de B.
    Ambos pasan.
  resultado:
    "Zirkax" está en el cementerio de B.
`;

let dir: string;
let client: LspClient;
let uriA: string;
let uriB: string;
let uriC: string;
let uriD: string;
let uriE: string;
let scratchCount = 0;

/** A fresh open document in the workspace folder (not on disk), clean or not. */
async function openScratch(text: string): Promise<string> {
  const uri = pathToFileURL(join(dir, `borrador${++scratchCount}.carta`)).href;
  await client.open(uri, text);
  return uri;
}

function codes(diagnostics: Diagnostic[]): string[] {
  return diagnostics.map((d) => String(d.code));
}

function apply(text: string, edits: TextEdit[]): string {
  const offsetOf = (p: { line: number; character: number }) => {
    let line = 0;
    let i = 0;
    while (line < p.line && i < text.length) {
      const c = text.charCodeAt(i++);
      if (c === 10 || (c === 13 && text.charCodeAt(i) !== 10)) line++;
    }
    return i + p.character;
  };
  // From the end backwards; inserts at one position appear in the order of the array.
  const sorted = edits.map((e, i) => ({ e, i })).sort((a, b) => offsetOf(b.e.range.start) - offsetOf(a.e.range.start) || b.i - a.i).map((x) => x.e);
  let out = text;
  for (const e of sorted) out = out.slice(0, offsetOf(e.range.start)) + e.newText + out.slice(offsetOf(e.range.end));
  return out;
}

beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error("falta dist/lsp/stdio-entry.js: ejecuta antes npx tsc -p tsconfig.json");
  dir = mkdtempSync(join(tmpdir(), "cronicas-lsp-"));
  writeFileSync(join(dir, "a.carta"), A);
  writeFileSync(join(dir, "b.carta"), B);
  writeFileSync(join(dir, "c.carta"), C);
  writeFileSync(join(dir, "d.mazo"), D);
  writeFileSync(join(dir, "e.escenario"), E);
  uriA = pathToFileURL(join(dir, "a.carta")).href;
  uriB = pathToFileURL(join(dir, "b.carta")).href;
  uriC = pathToFileURL(join(dir, "c.carta")).href;
  uriD = pathToFileURL(join(dir, "d.mazo")).href;
  uriE = pathToFileURL(join(dir, "e.escenario")).href;
  ({ client } = await LspClient.start({ folders: [pathToFileURL(dir).href], watchFiles: true }));
  await client.open(uriA, A);
  await client.open(uriB, B);
  await client.diagnosticsOfVersion(uriA, 1);
  await client.diagnosticsOfVersion(uriB, 1);
});

afterAll(async () => {
  if (process.env["LSP_LOGS"]) console.error(client.logs.join("\n---\n"), client.stderr);
  await client?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("diagnostics", () => {
  it("publishes the compiler's diagnostics on open: none for clean files", () => {
    expect(client.diagnostics.get(uriA)?.diagnostics).toEqual([]);
    expect(client.diagnostics.get(uriB)?.diagnostics).toEqual([]);
    expect(client.registrations).toContain("workspace/didChangeWatchedFiles");
  });

  it("reports codes and 0-based ranges, and clears them when fixed", async () => {
    const text = 'carta "Chispa"\n  tipo Verso\n  faccion Caos\n  coste 1\n  Prólogo: Destuye un personaje\n';
    const uri = await openScratch(text);
    const published = await client.diagnosticsOfVersion(uri, 1);
    expect(codes(published.diagnostics)).toEqual(["CR004", "CR011"]);
    const [accent, word] = published.diagnostics;
    expect(accent!.range).toEqual({ start: { line: 2, character: 2 }, end: { line: 2, character: 9 } });
    expect(accent!.severity).toBe(2);
    expect(accent!.source).toBe("cronicas");
    expect(word!.range).toEqual({ start: { line: 4, character: 11 }, end: { line: 4, character: 18 } });
    expect(word!.message).toContain("Destruye");

    // Incremental edits: fix the word, then the accent.
    await client.change(uri, 2, [{ range: { start: { line: 4, character: 11 }, end: { line: 4, character: 18 } }, text: "Destruye" }]);
    expect(codes((await client.diagnosticsOfVersion(uri, 2)).diagnostics)).toEqual(["CR004", "CR012"]);
    await client.change(uri, 3, [
      { range: { start: { line: 4, character: 33 }, end: { line: 4, character: 33 } }, text: "." },
      { range: { start: { line: 2, character: 2 }, end: { line: 2, character: 9 } }, text: "facción" },
    ]);
    expect((await client.diagnosticsOfVersion(uri, 3)).diagnostics).toEqual([]);
    await client.close(uri);
  });

  it("are exactly those of compile() over the workspace", async () => {
    const text = [
      'carta "Zirkax"', // CR101: already defined in a.carta
      "  tipo Personaje",
      "  facción Caos",
      "  ataque 2",
      "  Talento, Temple, Temple: Roba 1 carta.",
      "  Prólogo: Haz 2 de daño a un personaje llamado \"Nadie\".",
      "",
      'carta "Sin Cierre',
      "  tipo Santuario",
      "  facción Orden",
      "  vida 99",
      "  Letal.",
      "  Haz 2 de daño a ; un personaje.",
      "",
    ].join("\n");
    const uri = await openScratch(text);
    const published = await client.diagnosticsOfVersion(uri, 1);
    const path = `borrador${scratchCount}.carta`;
    const expected = compile([
      { path: "a.carta", text: A },
      { path: "b.carta", text: B },
      { path, text },
      { path: "c.carta", text: C },
    ]).diagnostics.filter((d) => d.file === path);
    expect(expected.length).toBeGreaterThan(5);
    expect(published.diagnostics.map((d) => [d.code, d.message, d.range.start.line + 1, d.range.start.character + 1, d.severity])).toEqual(
      expected.map((d) => [d.code, d.message, d.range.start.line, d.range.start.column, d.severity === "error" ? 1 : 2]),
    );
    await client.close(uri);
  });

  it("follows card names across files: a renamed card breaks its references, renaming back fixes them", async () => {
    const header = positionOf(A, '"Zirkax"', 1);
    const range = { start: header, end: { line: header.line, character: header.character + 6 } };
    await client.change(uriA, 2, [{ range, text: "Zarkox" }]);
    const broken = await client.waitForDiagnostics(uriB, (p) => p.diagnostics.length > 0);
    expect(codes(broken.diagnostics)).toEqual(["CR102"]);
    expect(broken.diagnostics[0]!.message).toContain("Zarkox");
    const reference = positionOf(B, '"Zirkax"');
    expect(broken.diagnostics[0]!.range).toEqual({ start: reference, end: { line: reference.line, character: reference.character + 8 } });
    await client.change(uriA, 3, [{ range, text: "Zirkax" }]);
    const fixed = await client.waitForDiagnostics(uriB, (p) => p.diagnostics.length === 0);
    expect(fixed.diagnostics).toEqual([]);
    expect((await client.diagnosticsOfVersion(uriA, 3)).diagnostics).toEqual([]);
  });

  it("keeps what was saved when a file is closed, with no file watcher (Neovim on Linux)", async () => {
    const cardPath = join(dir, "guardada.carta");
    const refPath = join(dir, "referencia.carta");
    const card = (name: string) => `carta "${name}"\n  tipo Personaje\n  facción Orden\n  coste 1\n  ataque 1\n  vida 1\n`;
    const ref = (name: string) => `carta "Lectora"\n  tipo Verso\n  facción Orden\n  coste 1\n  Prólogo: Destruye un personaje llamado "${name}".\n`;
    writeFileSync(cardPath, card("Primera Guardia"));
    writeFileSync(refPath, ref("Primera Guardia"));
    const cardUri = pathToFileURL(cardPath).href;
    const refUri = pathToFileURL(refPath).href;
    await client.open(cardUri, card("Primera Guardia"));
    await client.open(refUri, ref("Primera Guardia"));
    await client.diagnosticsOfVersion(refUri, 1);
    // Rename in both files, save both (the editor writes them, then says so), close the card.
    await client.change(cardUri, 2, card("Segunda Guardia"));
    await client.change(refUri, 2, ref("Segunda Guardia"));
    writeFileSync(cardPath, card("Segunda Guardia"));
    writeFileSync(refPath, ref("Segunda Guardia"));
    await client.connection.sendNotification("textDocument/didSave", { textDocument: { uri: cardUri } });
    await client.connection.sendNotification("textDocument/didSave", { textDocument: { uri: refUri } });
    await client.close(cardUri);
    // One more edit of the reference, so a fresh pass runs after the close.
    await client.change(refUri, 3, ref("Segunda Guardia") + "\n");
    expect(codes((await client.diagnosticsOfVersion(refUri, 3)).diagnostics)).toEqual([]);
    await client.close(refUri);
    rmSync(cardPath);
    rmSync(refPath);
  });

  it("sees files created on disk when the watcher reports them", async () => {
    const text = B.replace("Cazadora del Valle", "Cazadora Gemela").replace('"Zirkax"', '"Fantasma"');
    const uri = await openScratch('carta "Lector"\n  tipo Verso\n  facción Orden\n  coste 1\n  Prólogo: Destruye un personaje llamado "Fantasma".\n');
    expect(codes((await client.diagnosticsOfVersion(uri, 1)).diagnostics)).toEqual(["CR102"]);
    const created = join(dir, "fantasma.carta");
    writeFileSync(created, 'carta "Fantasma"\n  tipo Personaje\n  facción Errantes\n  coste 1\n  ataque 1\n  vida 1\n');
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(created).href, type: 1 }] });
    await client.waitForDiagnostics(uri, (p) => p.diagnostics.length === 0);
    rmSync(created);
    await client.connection.sendNotification("workspace/didChangeWatchedFiles", { changes: [{ uri: pathToFileURL(created).href, type: 3 }] });
    await client.waitForDiagnostics(uri, (p) => codes(p.diagnostics).includes("CR102"));
    expect(text).toContain("Fantasma");
    await client.close(uri);
  });
});

describe("decks (.mazo)", () => {
  it("publishes the deck checks of the compiler against the workspace's cards", async () => {
    await client.open(uriD, D, 1, "cronicas");
    const published = await client.diagnosticsOfVersion(uriD, 1);
    const cardSet = compile([
      { path: "a.carta", text: A },
      { path: "b.carta", text: B },
      { path: "c.carta", text: C },
    ]).cardSet;
    const expected = compileDecks([{ path: "d.mazo", text: D }], cardSet).diagnostics;
    expect(codes(published.diagnostics)).toContain("CR225");
    expect(published.diagnostics.map((d) => [d.code, d.message, d.range.start.line + 1, d.range.start.character + 1])).toEqual(
      expected.map((d) => [d.code, d.message, d.range.start.line, d.range.start.column]),
    );
  });

  it("knows the cards a deck lists: hover, definition, completion", async () => {
    const hover = await client.request<Hover>("textDocument/hover", { textDocument: { uri: uriD }, position: positionOf(D, '"Zirkax"', 2) });
    expect((hover.contents as MarkupContent).value).toContain("coste 3");
    const locations = await client.request<Location[]>("textDocument/definition", { textDocument: { uri: uriD }, position: positionOf(D, '"Ofrenda"', 2) });
    expect(locations).toEqual([{ uri: uriA, range: { start: { line: 10, character: 0 }, end: { line: 10, character: 15 } } }]);
    const items = await client.request<CompletionItem[]>("textDocument/completion", { textDocument: { uri: uriD }, position: positionOf(D, '"Trono"', 1) });
    expect(items.map((i) => i.label)).toEqual(expect.arrayContaining(["Zirkax", "Ofrenda", "Eco de Zirkax"]));
    expect(await client.request("textDocument/completion", { textDocument: { uri: uriD }, position: positionOf(D, "formato") })).toEqual([]);
  });

  it("publishes the syntax and unknown card names of a scenario", async () => {
    const uri = pathToFileURL(join(dir, "prueba.escenario")).href;
    await client.open(uri, 'escenario "Prueba"\n  preparación:\n    Es el Mediodía de A.\n    A controla "Zirkaz".\n  jugadas:\n    A pasa.\n  resultado:\n    La cadena está vacía.\n', 1, "cronicas");
    const diagnostics = await client.diagnosticsOfVersion(uri, 1);
    expect(diagnostics.diagnostics.map((d) => d.code)).toContain("CR102");
    await client.close(uri);
  });
});

describe("completion", () => {
  const frame = 'carta "Prueba"\n  tipo Personaje\n  facción Caos\n  coste 3\n  ataque 2\n  vida 2\n';
  const verse = 'carta "Prueba"\n  tipo Verso\n  facción Caos\n  coste 2\n';
  const cases: Array<{ name: string; text: string; present: string[]; absent: string[] }> = [
    { name: "card type after «tipo »", text: 'carta "P"\n  tipo <|>', present: ["Personaje", "Reliquia", "Verso", "Santuario", "Escencia básica", "Escencia especial"], absent: ["Orden", "roba", "carta", "personajes"] },
    { name: "faction after «facción »", text: 'carta "P"\n  tipo Verso\n  facción <|>', present: ["Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes"], absent: ["Personaje", "Embate", "Alba"] },
    { name: "line start inside a card", text: verse + "  <|>", present: ["Prólogo:", "Epílogo:", "Talento:", "Al entrar en juego,", "Vestigios.", 'carta "…"'], absent: ["coste", "tipo", "Orden", "daño"] },
    { name: "missing fields at line start", text: 'carta "P"\n  tipo Personaje\n  <|>', present: ["facción", "coste", "ataque", "vida", "Embate."], absent: ["tipo", "Caos"] },
    { name: "after «Haz 2 de »", text: verse + "  Prólogo: Haz 2 de <|>", present: ["daño"], absent: ["personaje", "Roba", "Orden", "de"] },
    { name: "after «Haz 2 de daño a un personaje »", text: verse + "  Prólogo: Haz 2 de daño a un personaje <|>", present: ["de", "que", "con", "llamado", "girado", "en", "por", "y"], absent: ["Roba", "Orden", "daño"] },
    { name: "after «a un »", text: verse + "  Prólogo: Haz 2 de daño a un <|>", present: ["personaje", "Santuario", "Reliquia", "jugador"], absent: ["Orden", "daño", "roba"] },
    { name: "trait modifiers after «Talento, »", text: frame + "  Talento, <|>", present: ["Temple", "Límite"], absent: ["Roba", "Orden", "Embate"] },
    { name: "Límite events", text: frame + "  Talento, Límite <|>", present: ["Embate", "Talento", "Verso", "Personaje", "Reliquia"], absent: ["Orden", "Roba"] },
    { name: "effect start after «Prólogo: »", text: verse + "  Prólogo: <|>", present: ["Roba", "Haz", "Destruye", "Un", "Tu", "Si lo haces,", "Luego,"], absent: ["Orden", "Prólogo:", "daño", "Al entrar en juego,"] },
    { name: "phases after «Al comienzo de tu »", text: frame + "  Al comienzo de tu <|>", present: ["Alba", "Amanecer", "Mediodía", "Anochecer"], absent: ["Orden", "Roba"] },
    { name: "cards after «Roba 1 »", text: verse + "  Prólogo: Roba 1 <|>", present: ["carta", "cartas"], absent: ["personaje", "daño"] },
    { name: "keywords after «obtiene »", text: frame + "  Talento: Este personaje obtiene <|>", present: ["Imbatible", "Letal", "Sin entrenamiento", "Devastar"], absent: ["Roba", "Orden", "daño"] },
    { name: "a new sentence after a period on the same line", text: verse + "  Prólogo: Roba 1 carta. <|>", present: ["Si lo haces,", "Luego,", "Roba"], absent: ["daño", "Orden"] },
    { name: "card names inside «llamado \"»", text: verse + '  Prólogo: Destruye un personaje llamado "<|>', present: ["Zirkax", "Cazadora del Valle", "Eco de Zirkax", "Ofrenda"], absent: ["Roba", "Orden"] },
    { name: "card names after «llamado »", text: verse + "  Prólogo: Destruye un personaje llamado <|>", present: ["Zirkax", "Ofrenda"], absent: ["Roba"] },
    { name: "nothing inside a comment", text: verse + "  # un comentario <|>", present: [], absent: ["Roba", "Prólogo:"] },
    { name: "a new card before any card", text: "<|>", present: ['carta "…"'], absent: ["Roba", "tipo"] },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const { text, position } = marked(c.text);
      const uri = await openScratch(text);
      const result = await client.request<CompletionItem[] | CompletionList | null>("textDocument/completion", { textDocument: { uri }, position });
      const items = Array.isArray(result) ? result : (result?.items ?? []);
      const labels = items.map((i) => i.label);
      for (const label of c.present) expect(labels, `falta «${label}»`).toContain(label);
      for (const label of c.absent) expect(labels, `sobra «${label}»`).not.toContain(label);
      if (c.present.length === 0) expect(labels).toEqual([]);
      await client.close(uri);
    });
  }

  it("replaces the word being typed, and card names keep the closing quote", async () => {
    const { text, position } = marked(verse + '  Prólogo: Destruye un personaje llamado "Zir<|>".\n  Vesti');
    const uri = await openScratch(text);
    const inName = await client.request<CompletionItem[]>("textDocument/completion", { textDocument: { uri }, position });
    const zirkax = inName.find((i) => i.label === "Zirkax")!;
    expect(zirkax.detail).toBe("Personaje · Caos · coste 3 · ataque 2 / vida 2");
    expect(zirkax.textEdit).toMatchObject({ newText: "Zirkax", range: { start: { line: position.line, character: position.character - 3 }, end: position } });
    const end = positionAt(text, text.length);
    const partial = await client.request<CompletionItem[]>("textDocument/completion", { textDocument: { uri }, position: end });
    const vestigios = partial.find((i) => i.label === "Vestigios.")!;
    expect(vestigios.textEdit).toMatchObject({ range: { start: { line: end.line, character: 2 }, end } });
    await client.close(uri);
  });

  it("every line snippet, filled in, is a line the compiler accepts", () => {
    const fill = (snippet: string) =>
      snippet
        .replace(/\$\{\d+\|([^,|]+)[^}]*\}/g, "$1")
        .replace(/\$\{\d+:([^}]*)\}/g, "$1")
        .replace(/\$0/g, "Roba 1 carta.");
    const lines = SNIPPETS.filter((s) => s.kind === "field" || s.kind === "ability" || s.kind === "trigger").map((s) => fill(s.snippet));
    const card = fill(CARD_SNIPPET.snippet.replace("$0", ""));
    expect(parseCartaText(card).diagnostics).toEqual([]);
    for (const line of lines) {
      const result = parseCartaText(`${card}\n  ${line}\n`);
      expect(result.diagnostics, line).toEqual([]);
    }
  });
});

describe("snippets (lsp/snippets.ts)", () => {
  /** A card of a type, without the field line a field snippet writes. */
  const card = (typeValue: string, lines: string, field?: string) =>
    `carta "Prueba"\n${field === "tipo" ? "" : `  tipo ${typeValue}\n`}${field === "facción" ? "" : "  facción Caos\n"}${lines}`;
  const syntaxErrors = (text: string) => compile([{ path: "p.carta", text }]).diagnostics.filter((d) => d.code < "CR100");

  it("every line snippet, filled in, compiles in a card of a type it fits, and the compiler has nothing to say of its line", () => {
    for (const snippet of SNIPPETS.filter((s) => s.kind === "field" || s.kind === "ability" || s.kind === "trigger")) {
      const types = TYPE_VALUES.filter((t) => fitsType(snippet, t));
      expect(types, snippet.label).not.toEqual([]);
      const text = card(types[0]!, `  ${snippet.filled}\n`, fieldOf(snippet));
      expect(syntaxErrors(text), text).toEqual([]);
      const lineStart = text.indexOf(snippet.filled);
      const onLine = compile([{ path: "p.carta", text }]).diagnostics.filter((d) => d.range.start.offset <= lineStart + snippet.filled.length && d.range.end.offset >= lineStart);
      expect(onLine, text).toEqual([]);
    }
  });

  it("every connector snippet, filled in, compiles inside an ability, and the card snippet alone", () => {
    for (const snippet of SNIPPETS.filter((s) => s.kind === "connector")) {
      const text = card("Personaje", `  coste 1\n  ataque 1\n  vida 1\n  Talento: Puedes descartar 1 carta. ${snippet.filled}\n`);
      expect(syntaxErrors(text), text).toEqual([]);
    }
    expect(syntaxErrors(CARD_SNIPPET.filled)).toEqual([]);
  });

  it("fits the card types the construction rules allow", () => {
    const fitting = (label: string) => TYPE_VALUES.filter((t) => fitsType(SNIPPETS.find((s) => s.label === label)!, t));
    expect(fitting("ataque")).toEqual(["Personaje"]);
    expect(fitting("vida")).toEqual(["Personaje", "Santuario"]);
    expect(fitting("Vincular N.")).toEqual(["Reliquia"]);
    expect(fitting("Prólogo:")).toEqual(["Verso"]);
    expect(fitting("Mítica.")).toEqual(["Personaje", "Reliquia"]);
    expect(fitting("Cuando este personaje sea destruido,")).toEqual(["Personaje"]);
    expect(fitting("Al entrar en juego,")).toEqual(["Personaje", "Reliquia", "Santuario", "Escencia especial"]);
  });

  it("derives labels, first tokens and documentation from the text", () => {
    const byLabel = new Map(SNIPPETS.map((s) => [s.label, s]));
    expect([...byLabel.keys()]).toEqual(expect.arrayContaining(['carta "…"', "tipo", "coste", "Talento, Límite …:", "Talento, N Escencias:", "Vincular N.", "Al comienzo de tu …,", "Elige uno:", "Si lo haces,"]));
    expect(byLabel.size).toBe(SNIPPETS.length);
    expect(byLabel.get("Si lo haces,")!.first.name).toBe("SiLoHaces");
    expect(byLabel.get("Sin entrenamiento.")!.rulesKey).toBe("Sin entrenamiento");
    expect(byLabel.get("Talento, Temple:")!.rulesKey).toBe("Temple");
    for (const s of SNIPPETS) if (s.rulesKey !== undefined) expect(RULES_TEXT[s.rulesKey], s.label).toBeDefined();
  });
});

describe("hover", () => {
  it("shows the rules text of a keyword, with its section of the Reglamento", async () => {
    const hover = await client.request<Hover>("textDocument/hover", { textDocument: { uri: uriA }, position: positionOf(A, "Devastar", 3) });
    const value = (hover.contents as MarkupContent).value;
    expect(value).toContain("Devastar");
    expect(value).toContain("Santuario");
    expect(value).toContain("Reglamento 24");
    expect(hover.range).toEqual({ start: positionOf(A, "Devastar"), end: positionOf(A, "Devastar", 8) });
  });

  it("covers phrases of several words", async () => {
    const uri = await openScratch('carta "P"\n  tipo Personaje\n  facción Caos\n  coste 1\n  ataque 1\n  vida 1\n  Sin entrenamiento.\n');
    const hover = await client.request<Hover>("textDocument/hover", { textDocument: { uri }, position: { line: 6, character: 8 } });
    expect((hover.contents as MarkupContent).value).toContain("Reglamento 13");
    expect(hover.range).toEqual({ start: { line: 6, character: 2 }, end: { line: 6, character: 19 } });
    await client.close(uri);
  });

  it("shows a referenced card's text and numbers", async () => {
    const hover = await client.request<Hover>("textDocument/hover", { textDocument: { uri: uriB }, position: positionOf(B, '"Zirkax"', 3) });
    const value = (hover.contents as MarkupContent).value;
    expect(value).toContain("Zirkax");
    expect(value).toContain("coste 3");
    expect(value).toContain("ataque 2");
    expect(value).toContain("vida 2");
    expect(value).toContain("Devastar.");
    expect(value).toContain("a.carta:2");
  });

  it("answers null where there is nothing to say", async () => {
    const hover = await client.request<Hover | null>("textDocument/hover", { textDocument: { uri: uriA }, position: { line: 0, character: 3 } });
    expect(hover).toBeNull();
  });
});

describe("navigation", () => {
  it("goes from a reference to the card's definition in another file", async () => {
    const locations = await client.request<Location[]>("textDocument/definition", { textDocument: { uri: uriB }, position: positionOf(B, '"Zirkax"', 2) });
    expect(locations).toEqual([{ uri: uriA, range: { start: { line: 1, character: 0 }, end: { line: 1, character: 14 } } }]);
  });

  it("finds every reference, in open and closed files", async () => {
    const locations = await client.request<Location[]>("textDocument/references", {
      textDocument: { uri: uriA },
      position: positionOf(A, '"Zirkax"', 1),
      context: { includeDeclaration: true },
    });
    expect(locations.map((l) => l.uri).sort()).toEqual([uriA, uriB, uriC, uriD].sort());
    const inC = locations.find((l) => l.uri === uriC)!;
    expect(inC.range.start).toEqual(positionOf(C, '"Zirkax"'));
  });

  it("renames a card across the workspace, closed files included", async () => {
    const position = positionOf(B, '"Zirkax"', 4);
    const prepared = await client.request<{ range: Range; placeholder: string }>("textDocument/prepareRename", { textDocument: { uri: uriB }, position });
    expect(prepared.placeholder).toBe("Zirkax");
    expect(prepared.range.start).toEqual(positionOf(B, '"Zirkax"', 1));
    const edit = await client.request<WorkspaceEdit>("textDocument/rename", { textDocument: { uri: uriB }, position, newName: "Zirkax el Ardiente" });
    const changes = edit.changes!;
    expect(Object.keys(changes).sort()).toEqual([uriA, uriB, uriC, uriD].sort());
    expect(apply(D, changes[uriD]!)).toContain('3 "Zirkax el Ardiente"');
    expect(apply(A, changes[uriA]!)).toContain('carta "Zirkax el Ardiente"');
    expect(apply(B, changes[uriB]!)).toContain('llamado "Zirkax el Ardiente".');
    expect(apply(C, changes[uriC]!)).toContain('llamado "Zirkax el Ardiente" a la mano');
    expect(apply(C, changes[uriC]!)).toContain('carta "Eco de Zirkax"');
  });

  it("refuses invalid names with a Spanish message", async () => {
    const position = positionOf(A, '"Zirkax"', 2);
    for (const [newName, expected] of [
      ["", "vacío"],
      ['Zir"kax', "comillas"],
      ["Ofrenda", "Ya hay una carta llamada «Ofrenda»"],
    ] as const) {
      await expect(client.request("textDocument/rename", { textDocument: { uri: uriA }, position, newName })).rejects.toThrow(expected);
    }
  });

  it("lists the cards and their abilities, folds them, and finds them by name", async () => {
    const symbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri: uriA } });
    expect(symbols.map((s) => s.name)).toEqual(["Zirkax", "Ofrenda"]);
    expect(symbols[0]!.detail).toBe("Personaje · Caos · coste 3 · ataque 2 / vida 2");
    expect(symbols[0]!.children!.map((c) => c.name)).toEqual(["Embate", "Devastar"]);
    expect(symbols[1]!.children!.map((c) => c.name)).toEqual(["Prólogo"]);
    expect(symbols[1]!.range).toEqual({ start: { line: 10, character: 0 }, end: { line: 14, character: 97 } });

    const folds = await client.request<FoldingRange[]>("textDocument/foldingRange", { textDocument: { uri: uriA } });
    expect(folds.map((f) => [f.startLine, f.endLine])).toEqual([
      [1, 8],
      [10, 14],
    ]);

    const found = await client.request<SymbolInformation[]>("workspace/symbol", { query: "zrkx" });
    expect(found.map((s) => s.name)).toEqual(expect.arrayContaining(["Zirkax", "Eco de Zirkax"]));
    expect(found.find((s) => s.name === "Eco de Zirkax")!.location.uri).toBe(uriC);
  });
});

describe("outline and folding of decks and scenarios", () => {
  it("a .mazo lists its sections and their cards with counts, and folds each section", async () => {
    const symbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri: uriD } });
    expect(symbols.map((s) => [s.name, s.detail])).toEqual([["Prueba", "Alianza · Caos"]]);
    const principal = symbols[0]!.children!;
    expect(principal.map((s) => [s.name, s.detail])).toEqual([["principal", "5 cartas"]]);
    expect(principal[0]!.children!.map((c) => [c.name, c.detail])).toEqual([
      ["Zirkax", "× 3"],
      ["Ofrenda", "× 2"],
    ]);
    expect(principal[0]!.children![1]!.selectionRange).toEqual({ start: positionOf(D, '"Ofrenda"'), end: positionOf(D, '"Ofrenda"', 9) });
    const folds = await client.request<FoldingRange[]>("textDocument/foldingRange", { textDocument: { uri: uriD } });
    expect(folds.map((f) => [f.startLine, f.endLine])).toEqual([[5, 7]]);
  });

  it("a .escenario lists each scenario with its sections and its own cards", async () => {
    const symbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri: uriE } });
    expect(symbols.map((s) => s.name)).toEqual(["Ofrenda contra un Zirkax propio"]);
    const names = symbols[0]!.children!.map((c) => c.name);
    expect(names).toEqual(["cartas", "preparación", "jugadas", "resultado", "Zirkax", "Chispa Local"]);
    const folds = await client.request<FoldingRange[]>("textDocument/foldingRange", { textDocument: { uri: uriE } });
    expect(folds).toHaveLength(1);
    expect(folds[0]!.startLine).toBe(1);
  });
});

describe("card names in scenarios (.escenario)", () => {
  /** Every occurrence of `needle` in `text`, as LSP positions. */
  const all = (text: string, needle: string) => [...text.matchAll(new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "g"))].map((m) => positionAt(text, m.index!));

  it("finds the references a closed scenario makes to a workspace card: statements and its own cards' «llamado»", async () => {
    const locations = await client.request<Location[]>("textDocument/references", {
      textDocument: { uri: uriA },
      position: positionOf(A, '"Ofrenda"', 2),
      context: { includeDeclaration: false },
    });
    const inE = locations.filter((l) => l.uri === uriE).map((l) => l.range.start);
    expect(inE).toEqual(all(E, '"Ofrenda"'));
    expect(inE).toHaveLength(3);
    expect(locations.map((l) => l.uri)).toContain(uriD);
  });

  it("renames a workspace card from a scenario, in every file", async () => {
    const edit = await client.request<WorkspaceEdit>("textDocument/rename", { textDocument: { uri: uriE }, position: positionOf(E, 'juega "Ofrenda"', 8), newName: "Ofrenda Oscura" });
    const changes = edit.changes!;
    expect(Object.keys(changes).sort()).toEqual([uriA, uriD, uriE].sort());
    const renamed = apply(E, changes[uriE]!);
    expect(renamed).toContain('llamado "Ofrenda Oscura".');
    expect(renamed).toContain('en la mano "Ofrenda Oscura" y');
    expect(renamed).toContain('A juega "Ofrenda Oscura", Prólogo');
    expect(apply(A, changes[uriA]!)).toContain('carta "Ofrenda Oscura"');
  });

  it("keeps a name the scenario defines inside the scenario: definition, references and rename", async () => {
    const position = positionOf(E, 'controla "Zirkax"', 11);
    const definitions = await client.request<Location[]>("textDocument/definition", { textDocument: { uri: uriE }, position });
    expect(definitions).toEqual([{ uri: uriE, range: { start: positionOf(E, 'carta "Zirkax"'), end: positionOf(E, 'carta "Zirkax"', 14) } }]);
    const locations = await client.request<Location[]>("textDocument/references", { textDocument: { uri: uriE }, position, context: { includeDeclaration: true } });
    expect(locations.map((l) => l.uri)).toEqual(Array(4).fill(uriE));
    expect(locations.map((l) => l.range.start)).toEqual(all(E, '"Zirkax"'));
    const edit = await client.request<WorkspaceEdit>("textDocument/rename", { textDocument: { uri: uriE }, position, newName: "Zirkax de Prueba" });
    expect(Object.keys(edit.changes!)).toEqual([uriE]);
    expect(apply(E, edit.changes![uriE]!)).toBe(E.replaceAll('"Zirkax"', '"Zirkax de Prueba"'));
    // The workspace's «Zirkax» is not the scenario's.
    const fromA = await client.request<WorkspaceEdit>("textDocument/rename", { textDocument: { uri: uriA }, position: positionOf(A, '"Zirkax"', 2), newName: "Zirkax el Ardiente" });
    expect(Object.keys(fromA.changes!)).not.toContain(uriE);
  });

  it("refuses a new name that would mean another card inside a scenario", async () => {
    const local = positionOf(E, 'objetivos "Zirkax"', 12);
    await expect(client.request("textDocument/rename", { textDocument: { uri: uriE }, position: local, newName: "Ofrenda" })).rejects.toThrow("ya nombra una carta «Ofrenda»");
    const workspaceCard = positionOf(A, '"Ofrenda"', 2);
    await expect(client.request("textDocument/rename", { textDocument: { uri: uriA }, position: workspaceCard, newName: "Chispa Local" })).rejects.toThrow("define su propia carta «Chispa Local»");
  });
});

describe("editing help", () => {
  it("formats with formatCarta, and leaves a file with syntax errors alone", async () => {
    const messy = 'carta   "Feo"\n coste 1\n  facción caos\n    tipo Verso\n  prologo:   roba  1 carta .\n';
    const uri = await openScratch(messy);
    const edits = await client.request<TextEdit[]>("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    expect(apply(messy, edits)).toBe(formatCarta(messy));
    expect(apply(messy, edits)).toContain("  Prólogo: Roba 1 carta.");
    await client.change(uri, 2, messy + "  Talento: Destuye nada\n");
    const none = await client.request<TextEdit[]>("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    expect(none).toEqual([]);
    const clean = await client.request<TextEdit[]>("textDocument/formatting", { textDocument: { uri: uriB }, options: { tabSize: 2, insertSpaces: true } });
    expect(clean).toEqual([]);
    await client.close(uri);
  });

  it("formats a scenario with formatSource, keeping its line breaks", async () => {
    const messy = 'escenario   "Feo"\r\n  resultado:\r\n      La cadena   está vacía.\r\n  preparación:\r\n Es el Mediodía de A.\r\n  jugadas:\r\n    A   pasa.\r\n';
    const uri = pathToFileURL(join(dir, `borrador${++scratchCount}.escenario`)).href;
    await client.open(uri, messy, 1, "cronicas");
    const edits = await client.request<TextEdit[]>("textDocument/formatting", { textDocument: { uri }, options: { tabSize: 2, insertSpaces: true } });
    const formatted = formatSource(`borrador${scratchCount}.escenario`, messy);
    expect(formatted).not.toBe(messy);
    expect(apply(messy, edits)).toBe(formatted);
    expect(formatted).toContain("  preparación:\r\n    Es el Mediodía de A.\r\n");
    await client.close(uri);
  });

  it("offers the compiler's fixes as quick fixes (CR004, CR011, CR102)", async () => {
    const text = 'carta "Chispa"\n  tipo Verso\n  faccion Caos\n  coste 1\n  Prólogo: Destuye un personaje.\n  Epílogo: Destruye un personaje llamado "Zirkx".\n';
    const uri = await openScratch(text);
    const published = await client.diagnosticsOfVersion(uri, 1);
    expect(codes(published.diagnostics)).toEqual(["CR004", "CR011", "CR102"]);
    const whole = { start: { line: 0, character: 0 }, end: positionAt(text, text.length) };
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", { textDocument: { uri }, range: whole, context: { diagnostics: published.diagnostics } });
    const byCode = new Map(actions.map((a) => [String(a.diagnostics?.[0]?.code), a]));
    const fixed = (code: string) => apply(text, byCode.get(code)!.edit!.changes![uri]!);
    expect(byCode.get("CR004")!.title).toBe("Escribir «facción»");
    expect(fixed("CR004")).toContain("  facción Caos\n");
    expect(fixed("CR011")).toContain("Prólogo: Destruye un personaje.");
    expect(fixed("CR102")).toContain('llamado "Zirkax".');
    expect(actions.every((a) => a.kind === "quickfix")).toBe(true);

    // Only the actions of the diagnostics under the cursor.
    const onLine3 = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: { start: { line: 2, character: 4 }, end: { line: 2, character: 4 } },
      context: { diagnostics: [] },
    });
    expect(onLine3.map((a) => a.title)).toEqual(["Escribir «facción»"]);

    // Applying all three fixes leaves a clean card.
    let next = text;
    for (const code of ["CR102", "CR011", "CR004"]) next = apply(next, byCode.get(code)!.edit!.changes![uri]!);
    await client.change(uri, 2, next);
    expect((await client.diagnosticsOfVersion(uri, 2)).diagnostics).toEqual([]);
    await client.close(uri);
  });

  it("inserts a missing field (CR104–CR108) after the card header", async () => {
    const text = 'carta "Muro"\n  tipo Personaje\n  facción Orden\n  vida 3\n  Embate.\n';
    const uri = await openScratch(text);
    const published = await client.diagnosticsOfVersion(uri, 1);
    expect(codes(published.diagnostics)).toEqual(["CR106", "CR107"]);
    const actions = await client.request<CodeAction[]>("textDocument/codeAction", {
      textDocument: { uri },
      range: published.diagnostics[0]!.range,
      context: { diagnostics: published.diagnostics },
    });
    expect(actions.map((a) => a.title)).toEqual(["Añadir «coste 1»", "Añadir «ataque 1»", "Añadir los campos que faltan (coste, ataque)"]);
    const all = apply(text, actions[2]!.edit!.changes![uri]!);
    expect(all).toBe('carta "Muro"\n  tipo Personaje\n  facción Orden\n  coste 1\n  ataque 1\n  vida 3\n  Embate.\n');
    await client.change(uri, 2, all);
    expect((await client.diagnosticsOfVersion(uri, 2)).diagnostics).toEqual([]);
    await client.close(uri);
  });

  it("colours keywords, names, numbers, factions, verbs and comments", async () => {
    const text = '# nota\ncarta "P"\n  tipo Verso\n  facción Caos\n  coste 2\n  Prólogo: Roba 1 carta.\n';
    const uri = await openScratch(text);
    const tokens = await client.request<SemanticTokens>("textDocument/semanticTokens/full", { textDocument: { uri } });
    const decoded: string[] = [];
    let line = 0;
    let character = 0;
    for (let i = 0; i < tokens.data.length; i += 5) {
      const [dl, dc, length, type] = tokens.data.slice(i, i + 4) as [number, number, number, number];
      line += dl;
      character = dl === 0 ? character + dc : dc;
      const lineText = text.split("\n")[line]!;
      decoded.push(`${lineText.slice(character, character + length)}:${LEGEND.tokenTypes[type]}`);
    }
    expect(decoded).toEqual([
      "# nota:comment",
      "carta:keyword",
      '"P":string',
      "tipo:keyword",
      "Verso:type",
      "facción:keyword",
      "Caos:enumMember",
      "coste:keyword",
      "2:number",
      "Prólogo:keyword",
      "Roba:function",
      "1:number",
      "carta:type",
    ]);
    await client.close(uri);
  });
});

describe("robustness", () => {
  it("survives garbage, a 5 MB document, rapid edits and requests about unknown documents", async () => {
    // Binary garbage.
    const garbage = Array.from({ length: 4000 }, (_, i) => String.fromCharCode((i * 7919) % 65536)).join("");
    const garbageUri = await openScratch(garbage);
    const binary = await client.diagnosticsOfVersion(garbageUri, 1);
    expect(codes(binary.diagnostics)).toEqual(["CR003"]);
    for (const method of ["textDocument/completion", "textDocument/hover", "textDocument/definition"]) {
      await client.request(method, { textDocument: { uri: garbageUri }, position: { line: 3, character: 10 } });
    }
    await client.close(garbageUri);

    // A 5 MB document of cards.
    const big = generateCards(34_000, { start: 900_000 });
    expect(big.length).toBeGreaterThan(5_000_000);
    const bigUri = await openScratch(big);
    const bigDiagnostics = await client.diagnosticsOfVersion(bigUri, 1, 45_000);
    expect(bigDiagnostics.diagnostics).toEqual([]);
    const end = positionAt(big, big.length);
    await client.change(bigUri, 2, [{ range: { start: end, end }, text: "carta \"Última\"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba 1 carta\n" }]);
    expect(codes((await client.diagnosticsOfVersion(bigUri, 2, 45_000)).diagnostics)).toEqual(["CR012"]);
    const symbols = await client.request<DocumentSymbol[]>("textDocument/documentSymbol", { textDocument: { uri: bigUri } });
    expect(symbols.length).toBe(34_001);
    await client.close(bigUri);

    // 50 rapid edits, typing a card one character at a time: only the final state counts.
    const target = 'carta "Rápida"\n  tipo Verso\n  facción Valor\n  coste 1\n  Prólogo: Roba 2 cartas.\n';
    const rapidUri = await openScratch("");
    let version = 1;
    for (let k = 0; k < 50; k++) {
      const from = Math.floor((k * target.length) / 50);
      const to = Math.floor(((k + 1) * target.length) / 50);
      const at = positionAt(target, from);
      void client.change(rapidUri, ++version, [{ range: { start: at, end: at }, text: target.slice(from, to) }]);
    }
    expect(version).toBe(51);
    const final = await client.diagnosticsOfVersion(rapidUri, version);
    expect(final.diagnostics).toEqual([]);
    const stale = client.publications.filter((p) => p.uri === rapidUri && p.version !== undefined && p.version < version);
    expect(stale.length).toBeLessThan(25);
    await client.close(rapidUri);

    // Requests about a closed document and an unknown one, and nonsense parameters.
    const closed = await client.request("textDocument/hover", { textDocument: { uri: rapidUri }, position: { line: 0, character: 1 } });
    expect(closed).toBeNull();
    expect(await client.request("textDocument/completion", { textDocument: { uri: "file:///no/existe.carta" }, position: { line: 0, character: 0 } })).toEqual([]);
    expect(await client.request("textDocument/documentSymbol", { textDocument: { uri: "untitled:Nada" } })).toEqual([]);
    expect(await client.request("textDocument/hover", { textDocument: { uri: uriA }, position: { line: 9999, character: -5 } })).toBeNull();
    expect(await client.request("textDocument/definition", { textDocument: { uri: uriA } })).toBeNull();
    await expect(client.request("cronicas/noExiste", {})).rejects.toThrow();

    // Still answering.
    const status = await client.request<{ rss: number; cards: number }>("cronicas/estado", null);
    expect(status.rss).toBeGreaterThan(0);
    const hover = await client.request<Hover>("textDocument/hover", { textDocument: { uri: uriA }, position: positionOf(A, "Devastar", 1) });
    expect((hover.contents as MarkupContent).value).toContain("Devastar");
    expect(client.exited).toBe(false);
  }, 60_000);
});

describe("incremental parsing (lsp/parse-cache.ts)", () => {
  const byOffset = <T extends { span: { start: number } }>(list: T[]) => [...list].sort((a, b) => a.span.start - b.span.start);

  it("gives what parseCartaText gives, edit after edit", () => {
    const texts = [A + B + C, generateCards(60), readFileSync(new URL("../cards/caos.carta", import.meta.url), "utf8")];
    const pieces = ['carta "X"\n', "\ncarta", '"', "\n", ".", "  ", "# c", "Prólogo: ", "- ", "CARTA \"Y\"", "\r\n", "crta \"Z\"\n", "é"];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (const original of texts) {
      let text = original;
      let previous = parseIncremental(text);
      for (let i = 0; i < 120; i++) {
        const at = random(text.length + 1);
        text = random(3) === 0 ? text.slice(0, at) + text.slice(at + random(12)) : text.slice(0, at) + pieces[random(pieces.length)] + text.slice(at);
        const incremental = parseIncremental(text, previous);
        const whole = parseCartaText(text);
        expect(incremental.result.document).toEqual(whole.document);
        expect(byOffset(incremental.result.diagnostics)).toEqual(byOffset(whole.diagnostics));
        previous = incremental;
      }
    }
    // Hundreds of whole-file parses of broken text, each against its incremental twin: ~45 s
    // alone on this machine, more beside the other files in a full run (a limit, not a timing).
  }, 180_000);

  it("parses only the card that changed", () => {
    const text = generateCards(200);
    const first = parseIncremental(text);
    expect(first.chunks.length).toBeGreaterThan(150);
    const at = text.indexOf("coste", text.length / 2);
    const edited = parseIncremental(text.slice(0, at) + "coste 1\n  " + text.slice(at), first);
    expect(edited.reparsed).toBe(1);
  });
});
