// docs/ir.md is generated from the IR (through its schema) and the bundled cards: it must
// be what the generator writes today, and name every node kind a client can meet.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cartasSchema } from "../compiler/emit/cartas.schema.js";
import { irReference } from "../compiler/emit/ir-doc.js";
import { compile } from "../compiler/index.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const sources = readdirSync(join(root, "cards"))
  .filter((f) => f.endsWith(".carta"))
  .sort()
  .map((f) => ({ path: `cards/${f}`, text: readFileSync(join(root, "cards", f), "utf8") }));
const written = readFileSync(join(root, "docs", "ir.md"), "utf8");

describe("docs/ir.md", () => {
  it("is what the generator writes from compiler/ir.ts and cards/ (run «npm run generar:ir» after changing either)", () => {
    expect(irReference(compile(sources).cardSet)).toBe(written);
  });

  it("has a section for every type of the schema and a heading for every kind of node", () => {
    const defs = cartasSchema.$defs as unknown as Record<string, { oneOf?: { properties?: { kind?: { const?: string } } }[] }>;
    for (const [name, def] of Object.entries(defs)) {
      expect(written).toContain(`\n### ${name}\n`);
      for (const variant of def.oneOf ?? []) {
        const kind = variant.properties?.kind?.const;
        if (kind !== undefined) expect(written).toContain(`#### \`${name}\` · \`kind: ${JSON.stringify(kind)}\``);
      }
    }
  });
});
