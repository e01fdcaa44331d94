// Keeps docs/plantillas.md (the house style) true: every ```carta example is the
// canonical text, compiling cleanly and printed exactly as written; every
// ```carta-variante after it is another way to write the same card, compiling cleanly
// to the same IR, so the printer writes it as the ```carta block before it.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { compile, formatCarta, formatDiagnostic } from "../compiler/index.js";
import { printCard } from "../compiler/emit/index.js";

const DOC_PATH = fileURLToPath(new URL("../docs/plantillas.md", import.meta.url));
const doc = readFileSync(DOC_PATH, "utf8");

interface Block {
  info: string;
  text: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** The fenced code blocks of a Markdown text (``` fences). */
function fencedBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let open: { info: string; line: number; body: string[] } | undefined;
  markdown.split(/\r?\n/).forEach((line, index) => {
    if (open === undefined) {
      const start = /^```(\S*)\s*$/.exec(line);
      if (start && start[1] !== "") open = { info: start[1]!, line: index + 1, body: [] };
      return;
    }
    if (/^```\s*$/.test(line)) {
      blocks.push({ info: open.info, text: open.body.join("\n") + "\n", line: open.line });
      open = undefined;
      return;
    }
    open.body.push(line);
  });
  if (open !== undefined) throw new Error(`docs/plantillas.md:${open.line}: bloque sin cerrar`);
  return blocks;
}

/** The canonical text of a block's cards, as the printer writes them (cards apart by a blank line). */
function printed(block: Block): { text: string; problems: string } {
  const result = compile([{ path: `docs/plantillas.md:${block.line}`, text: block.text }]);
  return { text: result.cardSet.cards.map((card) => printCard(card)).join("\n"), problems: result.diagnostics.map(formatDiagnostic).join("\n") };
}

const blocks = fencedBlocks(doc).filter((b) => /^carta/.test(b.info));

/** Each variant with the canonical block it rewrites to: the last ```carta before it. */
const pairs: Array<{ variant: Block; canonical: Block }> = [];
let last: Block | undefined;
for (const block of blocks) {
  if (block.info === "carta") last = block;
  else if (block.info === "carta-variante" && last !== undefined) pairs.push({ variant: block, canonical: last });
}

describe("docs/plantillas.md", () => {
  it("has canonical examples and variants, tagged `carta` or `carta-variante`", () => {
    expect(blocks.filter((b) => b.info !== "carta" && b.info !== "carta-variante").map((b) => `línea ${b.line}: «${b.info}»`)).toEqual([]);
    expect(blocks.filter((b) => b.info === "carta").length).toBeGreaterThan(100);
    expect(pairs.length).toBeGreaterThan(100);
    expect(blocks[0]?.info).toBe("carta");
  });

  describe.each(blocks.filter((b) => b.info === "carta").map((b) => [`carta (línea ${b.line})`, b] as const))("%s", (_name, block) => {
    it("compiles cleanly and is the canonical text, already formatted", () => {
      const { text, problems } = printed(block);
      expect(problems, block.text).toBe("");
      expect(text).toBe(block.text);
      expect(formatCarta(block.text)).toBe(block.text);
    });
  });

  describe.each(pairs.map((p) => [`carta-variante (línea ${p.variant.line})`, p] as const))("%s", (_name, { variant, canonical }) => {
    it("compiles cleanly to the card of the canonical example before it", () => {
      const { text, problems } = printed(variant);
      expect(problems, variant.text).toBe("");
      expect(text, `línea ${canonical.line}`).toBe(canonical.text);
    });
  });
});
