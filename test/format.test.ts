// The formatter, through prettier itself with our plugin: the layout is stable
// (formatting twice changes nothing) and loses nothing (same IR, every comment).
import { readFileSync, readdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { generateCards } from "../bench/synthetic.mjs";
import { compile, compileDecks } from "../compiler/index.js";
import plugin from "../compiler/prettier.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cardFiles = readdirSync(join(root, "cards"))
  .filter((f) => f.endsWith(".carta"))
  .map((f) => ({ path: `cards/${f}`, text: readFileSync(join(root, "cards", f), "utf8") }));

function format(text: string, filepath = "a.carta"): Promise<string> {
  return prettier.format(text, { filepath, plugins: [plugin] });
}

const deckFiles = readdirSync(join(root, "cards", "mazos"))
  .filter((f) => f.endsWith(".mazo"))
  .map((f) => ({ path: `cards/mazos/${f}`, text: readFileSync(join(root, "cards", "mazos", f), "utf8") }));

function withoutRanges(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value, (key, v) => (key === "range" ? undefined : v)));
}

/** The IR of a set of files, each file's cards in order, without source ranges. */
function irOf(sources: Array<{ path: string; text: string }>): unknown {
  const result = compile(sources);
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return withoutRanges(result.cardSet);
}

function commentsOf(text: string): string[] {
  return [...text.matchAll(/#[^\n]*/g)].map((m) => m[0].trimEnd()).sort();
}

describe("formatter (prettier plugin)", () => {
  it("the bundled cards are already formatted", async () => {
    for (const file of cardFiles) expect(await format(file.text), file.path).toBe(file.text);
  });

  it("is idempotent and keeps the IR and every comment of a messy file", async () => {
    const messy = [
      "# Cabecera",
      'CARTA "X"   # la X',
      "   COSTE 2",
      " facción caos",
      " tipo verso",
      " Prologo: Haz 2 de dano a un personaje.   Si lo haces, ROBA 1 carta. # fin",
      " # antes del epílogo",
      " Epílogo: elige uno:",
      "  - roba 2 cartas.",
      "  -   Un personaje obtiene -1 de ataque.",
      "",
      "",
      'carta "Y"',
      "tipo Personaje",
      "facción Orden",
      "coste 1",
      "ataque 1",
      "vida 1",
      "Embate.",
      "al entrar en juego, Mira las 2 primeras cartas de tu baraja y colócalas arriba en cualquier orden.",
      "# final",
      "",
    ].join("\n");
    const once = await format(messy);
    expect(once).toBe(
      [
        "# Cabecera",
        'carta "X"  # la X',
        "  tipo Verso",
        "  facción Caos",
        "  coste 2",
        "  Prólogo: Haz 2 de daño a un personaje. Si lo haces, roba 1 carta.  # fin",
        "  # antes del epílogo",
        "  Epílogo: Elige uno:",
        "    - Roba 2 cartas.",
        "    - Un personaje obtiene -1 de ataque.",
        "",
        'carta "Y"',
        "  tipo Personaje",
        "  facción Orden",
        "  coste 1",
        "  ataque 1",
        "  vida 1",
        "  Embate.",
        "  Al entrar en juego, mira las 2 primeras cartas de tu baraja y colócalas arriba en cualquier orden.",
        "# final",
        "",
      ].join("\n"),
    );
    expect(await format(once)).toBe(once);
    expect(irOf([{ path: "a.carta", text: once }])).toEqual(irOf([{ path: "a.carta", text: messy }]));
    expect(commentsOf(once)).toEqual(commentsOf(messy));
  });

  it("an option bullet before a number stays a bullet", async () => {
    const text = 'carta "A"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Elige uno:\n    - 2 personajes obtienen +1 de ataque hasta el final del turno.\n    - Roba 1 carta.\n';
    expect(await format(text)).toBe(text);
  });

  it("«Embate: Si este personaje no es bloqueado, …» stays one line, as written (ruling R165)", async () => {
    const text = 'carta "A"\n  tipo Personaje\n  facción Caos\n  coste 2\n  ataque 2\n  vida 2\n  Embate: Si este personaje no es bloqueado, el oponente descarta una carta.\n  Talento: Roba una carta.\n';
    expect(await format(text)).toBe(text);
  });

  it("never rewrites a number: digits too large for a double stay as written", async () => {
    const text = 'carta "A"\n  tipo Personaje\n  facción Orden\n  coste 999999999999999999999\n  ataque 9007199254740993\n  vida 2\n';
    expect(await format(text)).toBe(text);
    const words = 'carta "A"\n  tipo Personaje\n  facción Orden\n  coste tres\n  ataque 2\n  vida 2\n';
    expect(await format(words)).toContain("  coste 3\n");
  });

  it("refuses a file with a syntax error, with its position, and changes nothing", async () => {
    const broken = 'carta "A"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Destuye un personaje.\n';
    await expect(format(broken)).rejects.toThrow(/5:12: \[CR011\].*«Destruye»/);
  });

  it("keeps the meaning of generated cards under random re-spacing, casing and lost accents", async () => {
    const sets: string[] = generateCards(60, { seed: 7 }).split(/\n(?=carta ")/);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: sets.length - 1 }),
        fc.array(fc.constantFrom("space", "upper", "accent", "comment", "indent"), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        async (index, damages, seed) => {
          const original = sets[index]!;
          let text = original;
          let n = seed;
          const pick = (k: number) => (n = (n * 1103515245 + 12345) % 2147483648) % k;
          for (const damage of damages) {
            const lines = text.split("\n");
            const i = 1 + pick(Math.max(1, lines.length - 2));
            const line = lines[i] ?? "";
            if (damage === "space") lines[i] = line.replace(/ /g, () => " ".repeat(1 + pick(3)));
            if (damage === "upper") lines[i] = line.replace(/[a-zñáéíóú]+/g, (w) => (w.startsWith('"') ? w : pick(2) ? w.toUpperCase() : w));
            if (damage === "accent") lines[i] = line.replace(/[áéíó]/g, (c) => "aeio"["áéíó".indexOf(c)]!);
            if (damage === "comment") lines.splice(i, 0, `  # nota ${pick(100)}`);
            if (damage === "indent") lines[i] = " ".repeat(pick(6)) + line.trim();
            text = lines.join("\n");
          }
          // Upper-casing inside quoted names changes the card: keep names as they were.
          if (!text.includes('"')) return;
          const formatted = await format(text);
          expect(await format(formatted)).toBe(formatted);
          expect(commentsOf(formatted)).toEqual(commentsOf(text));
          const names = (t: string) => [...t.matchAll(/"[^"]*"/g)].map((m) => m[0]);
          if (names(text).join() === names(original).join()) {
            expect(irOf([{ path: "a.carta", text: formatted }])).toEqual(irOf([{ path: "a.carta", text: original }]));
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it("formats decks (.mazo) by their extension: bundled decks are formatted, messy ones keep their meaning", async () => {
    for (const file of deckFiles) expect(await format(file.text, file.path), file.path).toBe(file.text);
    const messy = [
      "# Un mazo",
      'MAZO "Prueba"',
      "arsenal:",
      '  1 "Zav"',
      "  FACCION orden   # la facción",
      '  santuario "Ciudadela de Etheria"',
      "formato   Alianza",
      "",
      "",
      "principal:",
      '       3 "Caballero Leal"  # tres',
      "",
      "# más",
      '  2 "Calma"',
      "",
    ].join("\n");
    const once = await format(messy, "x.mazo");
    expect(once).toBe(
      [
        "# Un mazo",
        'mazo "Prueba"',
        "  formato Alianza",
        "  facción Orden  # la facción",
        '  santuario "Ciudadela de Etheria"',
        "",
        "  principal:",
        '    3 "Caballero Leal"  # tres',
        "",
        "    # más",
        '    2 "Calma"',
        "",
        "  arsenal:",
        '    1 "Zav"',
        "",
      ].join("\n"),
    );
    expect(await format(once, "x.mazo")).toBe(once);
    const cards = compile(cardFiles).cardSet;
    const deckOf = (text: string) =>
      withoutRanges(compileDecks([{ path: "x.mazo", text }], cards).diagnostics.filter((d) => d.severity === "error").map((d) => [d.code, d.message]));
    expect(deckOf(once)).toEqual(deckOf(messy));
    expect(commentsOf(once)).toEqual(commentsOf(messy));
  });

  it("formats scenarios (.escenario): bundled ones are formatted, a messy one keeps its meaning and comments", async () => {
    const dir = join(root, "test", "escenarios");
    for (const f of readdirSync(dir).filter((n) => n.endsWith(".escenario"))) {
      const text = readFileSync(join(dir, f), "utf8");
      expect(await format(text, f), f).toBe(text);
    }
    const messy = [
      "# Un escenario",
      'escenario   "Prueba"',
      "resultado:",
      '      "Zav"   está en el cementerio de A.   # al final',
      "  cartas:",
      '   carta "Nueva"',
      "   tipo Verso",
      "   facción Caos",
      "   coste 1",
      "   Prólogo: roba 1 carta.  # dentro",
      "  preparación:",
      "    Es el Mediodía de A.",
      "",
      "    # el atacante",
      '  A   controla "Zav".',
      "  jugadas:",
      "    A pasa.",
      "",
    ].join("\n");
    const once = await format(messy, "x.escenario");
    expect(once).toBe(
      [
        "# Un escenario",
        'escenario "Prueba"',
        "  cartas:",
        '    carta "Nueva"',
        "      tipo Verso",
        "      facción Caos",
        "      coste 1",
        "      Prólogo: Roba 1 carta.  # dentro",
        "  preparación:",
        "    Es el Mediodía de A.",
        "",
        "    # el atacante",
        '    A controla "Zav".',
        "  jugadas:",
        "    A pasa.",
        "  resultado:",
        '    "Zav" está en el cementerio de A.  # al final',
        "",
      ].join("\n"),
    );
    expect(await format(once, "x.escenario")).toBe(once);
    expect(commentsOf(once)).toEqual(commentsOf(messy));
  });

  it("formats the whole bundled set to the same IR", async () => {
    const formatted = await Promise.all(cardFiles.map(async (f) => ({ path: f.path, text: await format(f.text) })));
    expect(irOf(formatted)).toEqual(irOf(cardFiles));
  });
});
