// The TextMate grammar, run by the engine VS Code uses (vscode-textmate and Oniguruma):
// each class of word gets its scope, with or without accents and in any case, and every
// spelling of the vocabulary (grammar/vocabulary/words.ts, read from the project's build
// in dist/) is coloured.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { before, describe, it } from "node:test";
import { fileURLToPath, pathToFileURL } from "node:url";
import { execFileSync } from "node:child_process";

const require = createRequire(import.meta.url);
const vsctm = require("vscode-textmate");
const oniguruma = require("vscode-oniguruma");

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const grammarPath = join(root, "syntaxes", "cronicas.tmLanguage.json");
const vocabularyPath = join(root, "..", "..", "dist", "grammar", "vocabulary", "words.js");

let grammar;

before(async () => {
  const wasm = readFileSync(require.resolve("vscode-oniguruma/release/onig.wasm"));
  await oniguruma.loadWASM(wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength));
  const registry = new vsctm.Registry({
    onigLib: Promise.resolve({
      createOnigScanner: (patterns) => new oniguruma.OnigScanner(patterns),
      createOnigString: (s) => new oniguruma.OnigString(s),
    }),
    loadGrammar: async (scopeName) =>
      scopeName === "source.cronicas" ? vsctm.parseRawGrammar(readFileSync(grammarPath, "utf8"), grammarPath) : null,
  });
  grammar = await registry.loadGrammar("source.cronicas");
});

/** [texto, ámbito más interno] de cada token no vacío del texto. */
function tokenize(text) {
  const out = [];
  let stack = vsctm.INITIAL;
  for (const line of text.split("\n")) {
    const result = grammar.tokenizeLine(line, stack);
    for (const t of result.tokens) {
      const piece = line.slice(t.startIndex, t.endIndex);
      if (piece.trim() !== "") out.push([piece.trim(), t.scopes.at(-1)]);
    }
    stack = result.ruleStack;
  }
  return out;
}

function scopeOf(text, piece) {
  const found = tokenize(text).find(([p]) => p === piece);
  assert.ok(found, `«${piece}» no es un token de «${text}»: ${JSON.stringify(tokenize(text))}`);
  return found[1];
}

describe("gramática TextMate", () => {
  it("es la que genera scripts/generar-gramatica.mjs", () => {
    execFileSync(process.execPath, [join(root, "scripts", "generar-gramatica.mjs"), "--check"], { stdio: "pipe" });
  });

  it("colorea una carta de ejemplo", () => {
    const card = [
      '# Set de prueba',
      'carta "Guardiana del Valle"   # comentario',
      '  tipo Personaje',
      '  facción Orden',
      '  coste 4',
      '  Embate.',
      '  Talento, Temple: Otro personaje que controles obtiene +1 de vida hasta el final del turno.',
      '  Resplandor, Límite Embate: Roba 1 carta.',
      '  Prólogo: Elige uno:',
      '    - Haz dos de daño a un personaje llamado "Zirkax".',
      '    - Puedes descartar 1 carta. Si lo haces, roba 2 cartas.',
      '  Al comienzo de tu Mediodía, como coste adicional, gira este personaje.',
      '  Sin entrenamiento.',
      '  Cada vez que robes una carta, gira este personaje.',
    ].join("\n");
    const tokens = tokenize(card);
    const scope = (piece) => {
      const found = tokens.find(([p]) => p === piece);
      assert.ok(found, `falta «${piece}» en ${JSON.stringify(tokens)}`);
      return found[1];
    };
    assert.equal(scope("#"), "punctuation.definition.comment.cronicas");
    assert.equal(scope("Set de prueba"), "comment.line.number-sign.cronicas");
    assert.equal(scope("comentario"), "comment.line.number-sign.cronicas");
    assert.equal(scope("carta"), "keyword.declaration.card.cronicas");
    assert.equal(scope("Guardiana del Valle"), "entity.name.type.card.cronicas");
    assert.equal(scope("tipo"), "keyword.other.frame.cronicas");
    assert.equal(scope("Personaje"), "support.type.card.cronicas");
    assert.equal(scope("Orden"), "constant.language.faction.cronicas");
    assert.equal(scope("4"), "constant.numeric.integer.cronicas");
    assert.equal(scope("Embate"), "storage.type.trait.cronicas");
    assert.equal(scope("Temple"), "storage.modifier.trait.cronicas");
    assert.equal(scope("Límite"), "storage.modifier.trait.cronicas");
    assert.equal(scope("+1"), "constant.numeric.modifier.cronicas");
    assert.equal(scope("hasta el final del turno"), "keyword.other.term.cronicas");
    assert.equal(scope("Prólogo"), "keyword.control.verse-option.cronicas");
    assert.equal(scope("Elige uno"), "keyword.control.connector.cronicas");
    assert.equal(scope("-"), "punctuation.definition.list.begin.cronicas");
    assert.equal(scope("Haz"), "support.function.effect.cronicas");
    assert.equal(scope("dos"), "constant.numeric.word.cronicas");
    assert.equal(scope("Zirkax"), "string.quoted.double.cronicas");
    assert.equal(scope("Si lo haces"), "keyword.control.connector.cronicas");
    assert.equal(scope("Puedes"), "keyword.control.connector.cronicas");
    // A trigger opens with a word or phrase whose rules text is that of «cuando»; the
    // other words of «Al comienzo de» keep the scopes of their roles.
    assert.equal(scope("Cada vez que"), "keyword.control.trigger.cronicas");
    assert.equal(scope("comienzo"), "keyword.other.term.cronicas");
    assert.equal(scope("Mediodía"), "support.constant.phase.cronicas");
    assert.equal(scope("como coste adicional"), "keyword.control.connector.cronicas");
    assert.equal(scope("este"), "variable.language.reference.cronicas");
    assert.equal(scope("Sin entrenamiento"), "keyword.other.ability.cronicas");
    assert.equal(scope("."), "punctuation.terminator.sentence.cronicas");
  });

  it("acepta cualquier caja y la grafía sin tilde", () => {
    for (const [text, piece, expected] of [
      ["PRÓLOGO: roba 1 carta.", "PRÓLOGO", "keyword.control.verse-option.cronicas"],
      ["Prologo: roba 1 carta.", "Prologo", "keyword.control.verse-option.cronicas"],
      ["  faccion Caos", "faccion", "keyword.other.frame.cronicas"],
      ["Talento, LIMITE Verso: roba 1 carta.", "LIMITE", "storage.modifier.trait.cronicas"],
      ["MÍTICA.", "MÍTICA", "keyword.other.ability.cronicas"],
      ["Haz 1 de dano a un personaje.", "dano", "keyword.other.term.cronicas"],
      ["Al comienzo de cada Mediodia, roba 1 carta.", "Mediodia", "support.constant.phase.cronicas"],
      ["SI LO HACES, roba 1 carta.", "SI LO HACES", "keyword.control.connector.cronicas"],
    ]) {
      assert.equal(scopeOf(text, piece), expected, text);
    }
  });

  it("no corta palabras con tildes ni reconoce palabras dentro de otras", () => {
    // «Sinestesia» no es «Sin»; «Alballa» no es «Alba»; «tutela» no es «tu» («tuyo» sí es una palabra).
    for (const text of ["Sinestesia", "Alballa", "tutela", "Embatería", "oñate"]) {
      assert.deepEqual(tokenize(text).map(([, s]) => s), ["source.cronicas"], text);
    }
    assert.equal(scopeOf("otros personajes", "otros"), "keyword.operator.quantifier.cronicas");
    assert.equal(scopeOf("más.", "más"), "keyword.operator.quantifier.cronicas");
  });

  it("marca los signos que el lenguaje no conoce y las comillas sin cerrar", () => {
    assert.equal(scopeOf("Roba 1 carta; descarta 1 carta.", ";"), "invalid.illegal.character.cronicas");
    assert.equal(scopeOf('carta "Sin cerrar', '"Sin cerrar'), "invalid.illegal.unterminated-string.cronicas");
  });

  it("da un ámbito a cada palabra del vocabulario (grammar/vocabulary/words.ts)", { skip: !existsSync(vocabularyPath) && "sin dist/: npm run build en la raíz" }, async () => {
    const { WORDS, PHRASES, NUMBER_WORDS } = await import(pathToFileURL(vocabularyPath).href);
    const spellings = [
      ...Object.values(WORDS).flatMap((e) => [e.canonical, ...(e.forms ?? []), ...(e.variants ?? [])]),
      ...Object.values(PHRASES).flatMap((e) => [e.canonical, ...(e.variants ?? [])]),
      ...Object.keys(NUMBER_WORDS),
    ];
    assert.ok(spellings.length > 400, `solo ${spellings.length} grafías leídas del vocabulario`);
    // Each spelling is one token with a scope of its own.
    const missing = spellings.filter((w) => {
      const tokens = tokenize(w);
      return tokens.length !== 1 || tokens[0][0] !== w || tokens[0][1] === "source.cronicas";
    });
    assert.deepEqual(missing, []);
  });
});
