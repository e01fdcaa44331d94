// One text model for every file: line breaks ("\n", "\r\n", a lone "\r", mixed),
// decomposed accents (NFD), a byte-order mark. Each variant of a file compiles to the
// same IR as the plain LF/NFC file, and its positions point at the same characters.
import { describe, expect, it } from "vitest";
import { compile, compileDecks, formatSource, type CardDefinition, type Diagnostic } from "../compiler/index.js";
import { LineIndex } from "../grammar/index.js";
import { bundledCardSources } from "./helpers.js";

const OFRENDA = [
  "# El Verso del README",
  'carta "Ofrenda"',
  "  tipo Verso",
  "  facción Caos",
  "  coste 2  # barato",
  "  Prólogo: Haz 3 de daño a un personaje que controles. Si lo haces, haz 3 de daño a un Santuario.",
  "  # una nota en medio de la carta",
  "  Epílogo: Roba 2 cartas.",
  "",
  'carta "Diablillo Saltarín"',
  "  tipo Personaje",
  "  facción Caos",
  "  coste 1",
  "  ataque 1",
  "  vida 1",
  "  Embate.",
  "  Al entrar en juego, haz 1 de daño a un personaje.",
  "",
].join("\n");

/** The IR without source ranges: what the engine runs. */
function meaning(cards: CardDefinition[]): unknown {
  return JSON.parse(JSON.stringify(cards, (key, value) => (key === "range" ? undefined : value)));
}

function positions(cards: CardDefinition[]): string[] {
  const out: string[] = [];
  JSON.stringify(cards, (key, value) => {
    if (key === "range" && value !== null && typeof value === "object") out.push(`${value.start.line}:${value.start.column}-${value.end.line}:${value.end.column}`);
    return value;
  });
  return out;
}

function compileText(text: string) {
  return compile([{ path: "ofrenda.carta", text }]);
}

const plain = compileText(OFRENDA);

describe("line breaks", () => {
  const variants: Array<[string, string]> = [
    ["CRLF", OFRENDA.replace(/\n/g, "\r\n")],
    ["lone CR", OFRENDA.replace(/\n/g, "\r")],
    ["mixed", OFRENDA.split("\n").map((line, i) => line + (i % 3 === 0 ? "\r\n" : i % 3 === 1 ? "\n" : "\r")).join("")],
    ["BOM", "\ufeff" + OFRENDA],
  ];

  it("the plain file compiles both cards with every ability", () => {
    expect(plain.diagnostics).toEqual([]);
    expect(plain.cardSet.cards.map((c) => [c.name, c.abilities.length])).toEqual([
      ["Ofrenda", 2],
      ["Diablillo Saltarín", 2],
    ]);
  });

  for (const [name, text] of variants) {
    it(`${name}: same IR, same line:column`, () => {
      const result = compileText(text);
      expect(result.diagnostics).toEqual([]);
      expect(meaning(result.cardSet.cards)).toEqual(meaning(plain.cardSet.cards));
      expect(positions(result.cardSet.cards)).toEqual(positions(plain.cardSet.cards));
    });
  }

  it("a comment ends at a lone CR: the card after it is not swallowed", () => {
    const result = compileText('# nota\rcarta "A"\r  tipo Personaje\r  facción Caos\r  coste 1\r  ataque 1\r  vida 1\r  Embate.\r');
    expect(result.diagnostics).toEqual([]);
    expect(result.cardSet.cards.map((c) => c.name)).toEqual(["A"]);
  });

  it("diagnostics of a CR file are on the lines an editor shows", () => {
    const broken = OFRENDA.replace("Roba 2 cartas.", "Roba dos carts.").replace(/\n/g, "\r");
    const [d] = compileText(broken).diagnostics as [Diagnostic];
    expect(d.range.start.line).toBe(8);
    expect(broken.slice(d.range.start.offset, d.range.end.offset)).toBe("carts");
  });

  it("the one line index counts every break and skips the BOM", () => {
    const lines = new LineIndex("\ufeffa\r\nb\rc\nd");
    expect(lines.lineCount).toBe(4);
    expect(lines.lineAndColumn(1)).toEqual({ line: 1, column: 1 });
    expect(lines.lineAndColumn(4)).toEqual({ line: 2, column: 1 });
    expect(lines.lineAndColumn(6)).toEqual({ line: 3, column: 1 });
    expect(lines.lineAndColumn(8)).toEqual({ line: 4, column: 1 });
    expect(lines.lineEnd(0)).toBe(2);
  });

  it("the formatter keeps the line breaks and the BOM of the file", () => {
    for (const [, text] of variants) {
      const formatted = formatSource("ofrenda.carta", text);
      expect(formatted.startsWith("\ufeff")).toBe(text.startsWith("\ufeff"));
      expect(formatted.replace(/\r\n?/g, "\n").replace("\ufeff", "")).toBe(formatSource("ofrenda.carta", OFRENDA));
    }
    const crlf = formatSource("ofrenda.carta", OFRENDA.replace(/\n/g, "\r\n"));
    expect(crlf.split("\r\n").length).toBe(crlf.split("\n").length);
    const cr = formatSource("ofrenda.carta", OFRENDA.replace(/\n/g, "\r"));
    expect(cr).not.toContain("\n");
  });
});

describe("decomposed accents (NFD)", () => {
  const nfd = OFRENDA.normalize("NFD");

  it("is not the same text", () => {
    expect(nfd).not.toBe(OFRENDA);
    expect(nfd.length).toBeGreaterThan(OFRENDA.length);
  });

  it("compiles exactly like NFC: same IR, names in NFC", () => {
    const result = compileText(nfd);
    expect(result.diagnostics).toEqual([]);
    expect(meaning(result.cardSet.cards)).toEqual(meaning(plain.cardSet.cards));
  });

  it("ranges point at the same characters of the text as written", () => {
    const result = compileText(nfd);
    const slices = (cards: CardDefinition[], text: string) => {
      const out: string[] = [];
      JSON.stringify(cards, (key, value) => {
        if (key === "range") out.push(text.slice(value.start.offset, value.end.offset).normalize("NFC"));
        return value;
      });
      return out;
    };
    expect(slices(result.cardSet.cards, nfd)).toEqual(slices(plain.cardSet.cards, OFRENDA));
  });

  it("a diagnostic in NFD text points at the word as written", () => {
    const text = OFRENDA.replace("Al entrar en juego", "Al entrar en juega").normalize("NFD");
    const errors = compileText(text).diagnostics.filter((d) => d.severity === "error");
    expect(errors).toHaveLength(1);
    expect(text.slice(errors[0]!.range.start.offset, errors[0]!.range.end.offset)).toBe("juega");
  });

  it("a deck naming a card in NFD finds it", () => {
    const cards = compile(bundledCardSources());
    const deck = 'mazo "NFD"\n  formato Alianza\n  facción Caos\n  santuario "Trono de Ceniza"\n  baraja principal:\n    3 "Diablillo Saltarín"\n'.normalize("NFD");
    const result = compileDecks([{ path: "nfd.mazo", text: deck }], cards.cardSet);
    expect(result.diagnostics.filter((d) => d.code === "CR225")).toEqual([]);
  });
});
