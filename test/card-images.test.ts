// Card images (`compiler/emit/image/`, `cronicas compilar --formato imagenes`): every
// bundled card renders, the SVG parses, and what Chromium draws stays inside the frame,
// for the longest bundled card and for a card far longer than any printed one.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compile, type CardDefinition } from "../compiler/index.js";
import { cardImageName, layoutCard, renderCardSvg, CARD_HEIGHT, CARD_WIDTH } from "../compiler/emit/index.js";
import { textWidth } from "../compiler/emit/image/metrics.js";
import { findChromium, launchChromium, screenshotDir } from "./chromium.js";
import { bundledCardSources, card } from "./helpers.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const cards = compile(bundledCardSources()).cardSet.cards;
const textLength = (c: CardDefinition) => layoutCard(c).text.lines.reduce((n, l) => n + l.runs.reduce((m, r) => m + r.text.length, 0), 0);
const longest = [...cards].sort((a, b) => textLength(b) - textLength(a))[0]!;

/** A card with more text than any printed one: it must shrink and, at the smallest size, be cut. */
function tooLong(abilities: number): CardDefinition {
  const lines = Array.from({ length: abilities }, () => "Talento: Haz 1 de daño a un personaje. Luego, roba 1 carta y descarta 1 carta.");
  const result = compile([{ path: "larga.carta", text: card("Personaje", ...lines) }]);
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return result.cardSet.cards[0]!;
}

describe("the card renderer", () => {
  it("renders every bundled card, each with its name, numbers and canonical text", () => {
    expect(cards.length).toBeGreaterThan(100);
    for (const c of cards) {
      const svg = renderCardSvg(c);
      expect(svg.startsWith("<svg ")).toBe(true);
      expect(svg).toContain(`<title>${c.name.replace(/&/g, "&amp;")}</title>`);
      if (c.cost !== undefined) expect(svg).toContain(`aria-label="coste ${c.cost}"`);
      if (c.type === "Personaje") expect(svg).toContain(`aria-label="ataque ${c.attack}"`);
      expect(layoutCard(c).text.truncated).toBe(false);
    }
    const zirkax = renderCardSvg(cards.find((c) => c.name === "Zirkax")!);
    expect(zirkax).toContain('<tspan font-weight="bold">Embate.</tspan>');
    expect(zirkax).toContain('<tspan font-weight="bold">Talento:</tspan> Haz 1 de daño a un');
  });

  it("estimates every line inside the text box, and shrinks a long text before cutting it", () => {
    for (const c of [...cards, tooLong(6), tooLong(30)]) {
      const { geometry, text } = layoutCard(c);
      for (const line of text.lines) {
        expect(line.width).toBeLessThanOrEqual(geometry.text.width);
        const drawn = line.runs.reduce((w, r) => w + textWidth(r.text, text.size, r.bold), 0);
        expect(drawn).toBeLessThanOrEqual(geometry.text.width + 0.01);
      }
      expect(text.height).toBeLessThanOrEqual(geometry.text.height);
    }
    expect(layoutCard(tooLong(6)).text.size).toBeLessThan(layoutCard(tooLong(1)).text.size);
    expect(layoutCard(tooLong(30)).text.truncated).toBe(true);
    expect(layoutCard(tooLong(30)).text.lines.at(-1)!.runs.at(-1)!.text.endsWith("…")).toBe(true);
  });

  it("escapes names and keeps file names plain", () => {
    const odd = compile([{ path: "x.carta", text: 'carta "Ñandú <&> \'Ágil\'"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba 1 carta.\n' }]).cardSet.cards[0]!;
    expect(renderCardSvg(odd)).toContain("Ñandú &lt;&amp;&gt; &apos;Ágil&apos;");
    expect(cardImageName(odd.name)).toBe("nandu-agil");
  });

  it("is pure: the renderer's modules import no Node module and no package", () => {
    const dir = join(root, "compiler", "emit", "image");
    for (const file of readdirSync(dir)) {
      const imports = [...readFileSync(join(dir, file), "utf8").matchAll(/from "([^"]+)"/g)].map((m) => m[1]!);
      expect(imports.filter((i) => !i.startsWith("."))).toEqual([]);
    }
  });
});

describe("cronicas compilar --formato imagenes", () => {
  it("writes one SVG per card under imagenes/, and the folder is replaced whole", () => {
    const work = mkdtempSync(join(tmpdir(), "cronicas-imagenes-"));
    try {
      const out = join(work, "salida");
      const bin = join(root, "bin", "cronicas.js");
      const stdout = execFileSync(process.execPath, [bin, "compilar", "cards", "--salida", out, "--formato", "json,imagenes"], { cwd: root, encoding: "utf8" });
      expect(stdout).toContain(`imagenes/ (${cards.length} SVG)`);
      expect(readdirSync(out).sort()).toEqual(["cartas.json", "cartas.schema.json", "imagenes"]);
      const images = readdirSync(join(out, "imagenes"));
      expect(images.length).toBe(cards.length);
      expect(images).toContain("zirkax.svg");
      expect(readFileSync(join(out, "imagenes", "zirkax.svg"), "utf8")).toBe(renderCardSvg(cards.find((c) => c.name === "Zirkax")!));
      execFileSync(process.execPath, [bin, "compilar", "cards", "--salida", out, "--formato", "texto"], { cwd: root, encoding: "utf8" });
      expect(readdirSync(out)).toEqual(["cartas.md"]);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

interface Bounds {
  x: number;
  y: number;
  right: number;
  bottom: number;
}

describe.skipIf(!existsSync(join(root, "node_modules", "@resvg", "resvg-js")))("cronicas compilar --formato png", () => {
  it("writes a PNG of the card's size beside each SVG", () => {
    const work = mkdtempSync(join(tmpdir(), "cronicas-png-"));
    try {
      const out = join(work, "salida");
      const stdout = execFileSync(process.execPath, [join(root, "bin", "cronicas.js"), "compilar", "cards", "--salida", out, "--formato", "imagenes,png"], { cwd: root, encoding: "utf8" });
      expect(stdout).toContain(`imagenes/ (${cards.length} SVG, ${cards.length} PNG)`);
      const png = readFileSync(join(out, "imagenes", "zirkax.png"));
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      // The IHDR chunk: width and height.
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([CARD_WIDTH, CARD_HEIGHT]);
      copyFileSync(join(out, "imagenes", "zirkax.png"), join(screenshotDir("cartas"), "resvg-zirkax.png"));
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!findChromium() && !process.env["CI"])("card images in Chromium", () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: CARD_WIDTH, height: CARD_HEIGHT } });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("parses every SVG as XML", async () => {
    // Page code is a string: the tests' TypeScript has no DOM types.
    await page.evaluate(`window.svgs = ${JSON.stringify(cards.map(renderCardSvg))}`);
    const errors = await page.evaluate(`svgs.filter((s) => new DOMParser().parseFromString(s, "image/svg+xml").querySelector("parsererror") !== null).length`);
    expect(errors).toBe(0);
  });

  it("draws the text inside its box and the name inside its band (longest card, an over-long one, every bundled card)", async () => {
    const shots = screenshotDir("cartas");
    const check = async (c: CardDefinition, shot?: string) => {
      await page.setContent(`<body style="margin:0">${renderCardSvg(c)}</body>`);
      const { geometry } = layoutCard(c);
      const boxes = (await page.evaluate(`(() => {
        const box = (e) => {
          const b = e.getBBox();
          return { x: b.x, y: b.y, right: b.x + b.width, bottom: b.y + b.height };
        };
        const text = document.querySelector("text.texto");
        return { lines: [...text.querySelectorAll(":scope > tspan")].map(box), name: box(document.querySelectorAll("text")[0]) };
      })()`)) as { lines: Bounds[]; name: Bounds };
      const t = geometry.text;
      for (const b of boxes.lines) {
        expect(b.x).toBeGreaterThanOrEqual(t.x - 4); // a glyph's side bearing; the panel starts 14 before
        expect(b.right).toBeLessThanOrEqual(t.x + t.width);
        expect(b.y).toBeGreaterThanOrEqual(t.y - 6);
        expect(b.bottom).toBeLessThanOrEqual(t.y + t.height + 6);
      }
      expect(boxes.name.right).toBeLessThanOrEqual(geometry.name.x + geometry.name.width + 1);
      if (shot !== undefined) await page.screenshot({ path: join(shots, shot) });
    };
    await check(longest, "la-mas-larga.png");
    await check(tooLong(6), "encogida.png");
    await check(tooLong(30), "cortada.png");
    for (const c of cards) await check(c);
    for (const name of ["Zirkax", "Ciudadela de Etheria", "Hoja del Alba", "Aliento Ardiente", "Brasa Viva"]) {
      await check(cards.find((c) => c.name === name)!, `${cardImageName(name)}.png`);
    }
    writeFileSync(join(shots, "LEEME.txt"), "Capturas de test/card-images.test.ts: míralas tras cambiar el dibujo de las cartas.\n");
  });
});
