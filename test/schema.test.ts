// cartas.schema.json: generated from compiler/ir.ts, it accepts the IR the compiler
// writes and nothing else. The oracles for "else" are written by hand from ir.ts, not
// read from the schema, so a schema that accepts too much fails here.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
// The named export: under NodeNext typing the default import of this CJS module is not constructable.
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cartasSchema } from "../compiler/emit/cartas.schema.js";
import { emitSchema } from "../compiler/emit/schema.js";
import { generateSchema } from "../compiler/emit/schema-generator.js";
import { compile, IR_VERSION, type CardDefinition, type CardSet } from "../compiler/index.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const irPath = join(root, "compiler", "ir.ts");

const sources = readdirSync(join(root, "cards"))
  .filter((f) => f.endsWith(".carta"))
  .sort()
  .map((f) => ({ path: `cards/${f}`, text: readFileSync(join(root, "cards", f), "utf8") }));
// Round-tripped: the schema describes the JSON a client reads, not the objects in memory.
const cardSet = JSON.parse(JSON.stringify(compile(sources).cardSet)) as CardSet;

const ajv = new Ajv2020({ strict: true, allErrors: true });
const validate = ajv.compile(cartasSchema);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A set of one card, deep-copied so a mutation touches nothing shared. */
function setOf(card: CardDefinition | JsonObject): JsonObject {
  return { irVersion: cardSet.irVersion, cards: [structuredClone(card) as Json] };
}

/** Ajv's errors of the last validation, for the failure message. */
function lastErrors(): string {
  return ajv.errorsText(validate.errors, { separator: "\n" });
}

/** Every object inside a JSON value, with the key it is stored under. */
function objectsIn(value: Json, key = ""): { key: string; object: JsonObject }[] {
  if (Array.isArray(value)) return value.flatMap((v) => objectsIn(v, key));
  if (!isObject(value)) return [];
  return [{ key, object: value }, ...Object.entries(value).flatMap(([k, v]) => objectsIn(v, k))];
}

function findCard(predicate: (card: JsonObject) => boolean, what: string): JsonObject {
  const card = (cardSet.cards as unknown as JsonObject[]).find(predicate);
  if (!card) throw new Error(`the bundled set has no card with ${what}`);
  return structuredClone(card);
}

/** The first object of a card (depth-first) the predicate picks; the test mutates it. */
function firstObject(card: JsonObject, predicate: (o: JsonObject, key: string) => boolean): JsonObject {
  const found = objectsIn(card).find(({ object, key }) => predicate(object, key));
  if (!found) throw new Error("no such object in the card");
  return found.object;
}

function cardWith(predicate: (o: JsonObject, key: string) => boolean, what: string): { card: JsonObject; at: JsonObject } {
  const card = findCard((c) => objectsIn(c).some(({ object, key }) => predicate(object, key)), what);
  return { card, at: firstObject(card, predicate) };
}

describe("cartas.schema.json", () => {
  it("is the schema generated from compiler/ir.ts (else run `npm run generar:esquema`)", () => {
    const fresh = generateSchema(irPath);
    expect(fresh, "compiler/emit/cartas.schema.ts está desactualizado: ejecuta `npm run generar:esquema`").toEqual(cartasSchema);
  });

  it("is emitted as the JSON of the committed schema", () => {
    const text = emitSchema();
    expect(text.endsWith("}\n")).toBe(true);
    expect(JSON.parse(text)).toEqual(cartasSchema);
    expect(JSON.parse(text)).toMatchObject({ $schema: "https://json-schema.org/draft/2020-12/schema", title: "Set de cartas de Crónicas compilado" });
  });

  it("names the IR's types and keeps their doc comments", () => {
    const defs = cartasSchema.$defs;
    for (const name of ["CardSet", "CardDefinition", "Ability", "Step", "CardFilter", "Subject", "PlayerRef", "TargetDeclaration", "Cost", "Condition", "Trigger"]) {
      expect(defs, name).toHaveProperty(name);
    }
    // Intersection bases are flattened into their variants, not referenced.
    expect(defs).not.toHaveProperty("StepBase");
    expect(defs).not.toHaveProperty("AbilityBase");
    expect(defs.CardFilter.description).toMatch(/^A filter over cards/);
    expect(defs.CardDefinition.properties.bind.description).toMatch(/Vincular X/);
    const divide = defs.Step.oneOf.find((s) => s.properties.kind.const === "divideDamage");
    expect((divide as { description?: string } | undefined)?.description).toMatch(/^Reparte/);
    expect(defs.LimitEvent.enum[0]).toBe("Embate");
  });

  describe("the generator", () => {
    function generateFrom(source: string): unknown {
      const dir = mkdtempSync(join(tmpdir(), "cronicas-esquema-"));
      try {
        writeFileSync(join(dir, "ir.ts"), source);
        return generateSchema(join(dir, "ir.ts"));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }

    it("maps extends, tuple-derived enums in source order, literal consts and member docs", () => {
      const schema = generateFrom(`
        export const V = 3;
        export const COLORS = ["verde", "rojo"] as const;
        export const OTHER = ["azul", "rojo"] as const;
        export type Color = (typeof OTHER)[number] | (typeof COLORS)[number];
        interface Base {
          /** The id. */
          id: string;
        }
        export interface Thing extends Base { color: Color; flag?: boolean }
        export type Item = /** A thing. */ | Thing | { kind: "none" };
        export interface CardSet { v: typeof V; items: Item[] }
      `);
      expect(schema).toMatchObject({
        $ref: "#/$defs/CardSet",
        $defs: {
          Color: { type: "string", enum: ["azul", "rojo", "verde"] },
          Thing: {
            type: "object",
            properties: { color: { $ref: "#/$defs/Color" }, flag: { type: "boolean" }, id: { description: "The id.", type: "string" } },
            required: ["color", "id"],
            additionalProperties: false,
          },
          Item: { oneOf: [{ description: "A thing.", $ref: "#/$defs/Thing" }, { type: "object", properties: { kind: { const: "none" } } }] },
          CardSet: { properties: { v: { const: 3 }, items: { type: "array", items: { $ref: "#/$defs/Item" } } } },
        },
      });
      expect(Object.keys((schema as { $defs: object }).$defs)).toEqual(["Color", "Thing", "Item", "CardSet"]);
    });

    it("refuses constructs it cannot map exactly", () => {
      expect(() => generateFrom("export interface CardSet { tags: Record<string, number> }")).toThrow(/generic/);
      expect(() => generateFrom("export interface CardSet { [key: string]: number }")).toThrow(/index/);
      expect(() => generateFrom("export interface CardSet { when: Date }")).toThrow(/outside ir.ts/);
      expect(() => generateFrom("type A = { x: number }; export type CardSet = A & { x: string }")).toThrow(/repeats a property/);
      expect(() => generateFrom("export interface CardSet { at: [number, number] }")).toThrow(/TupleType is not mapped/);
      expect(() => generateFrom("export interface CardSet { x?: string | undefined }")).toThrow(/UndefinedKeyword is not mapped/);
      expect(() => generateFrom("export interface Nothing {}")).toThrow(/no CardSet/);
    });
  });

  it("compiles under ajv's strict mode and accepts the whole bundled set", () => {
    expect(cardSet.cards.length).toBeGreaterThanOrEqual(80);
    expect(validate(cardSet), lastErrors()).toBe(true);
    for (const card of cardSet.cards) expect(validate(setOf(card)), `${card.name}\n${lastErrors()}`).toBe(true);
  });

  describe("rejects malformed IR", () => {
    const rejects = (set: JsonObject) => expect(validate(set), JSON.stringify(set).slice(0, 300)).toBe(false);
    const anyCard = () => structuredClone(cardSet.cards[0]) as unknown as JsonObject;

    it("an unknown card type", () => rejects(setOf({ ...anyCard(), type: "Criatura" })));
    it("a card without a name", () => {
      const card = anyCard();
      delete card.name;
      rejects(setOf(card));
    });
    it("a faction that does not exist", () => rejects(setOf({ ...anyCard(), faction: "Luz" })));
    it("a cost written as a string", () => rejects(setOf({ ...findCard((c) => c.cost !== undefined, "a cost"), cost: "3" })));
    it("a cost that is not a whole number", () => rejects(setOf({ ...findCard((c) => c.cost !== undefined, "a cost"), cost: 2.5 })));
    it("an extra property on a card", () => rejects(setOf({ ...anyCard(), rarity: "común" })));
    it("a step of an unknown kind", () => {
      const { card, at } = cardWith((o, key) => key === "steps" && o.kind === "damage", "a damage step");
      at.kind = "heal";
      rejects(setOf(card));
    });
    it("a target reference that is a number", () => {
      const { card, at } = cardWith((o) => o.kind === "target" && typeof o.ref === "string", "a target reference");
      at.ref = 1;
      rejects(setOf(card));
    });
    it("an ability without its range", () => {
      const { card, at } = cardWith((o, key) => key === "abilities", "an ability");
      delete at.range;
      rejects(setOf(card));
    });
    it("a wrong irVersion", () => {
      rejects({ ...setOf(anyCard()), irVersion: IR_VERSION + 1 });
      rejects({ ...setOf(anyCard()), irVersion: IR_VERSION - 1 });
      rejects({ ...setOf(anyCard()), irVersion: String(IR_VERSION) });
      const noVersion = setOf(anyCard());
      delete noVersion.irVersion;
      rejects(noVersion);
    });
    it("a verse ability without its option", () => {
      const { card, at } = cardWith((o, key) => key === "abilities" && o.kind === "verse", "a verse ability");
      delete at.option;
      rejects(setOf(card));
    });
    it("a filter over an unknown zone", () => {
      const { card, at } = cardWith((o) => typeof o.noun === "string" && typeof o.zone === "string", "a filter");
      at.zone = "exilio";
      rejects(setOf(card));
    });
    it("a link that is not then / ifYouDid / and", () => {
      const { card, at } = cardWith((o, key) => key === "steps" && o.link !== undefined, "a linked step");
      at.link = "or";
      rejects(setOf(card));
    });
    it("targets on a static ability", () => {
      const { card, at } = cardWith((o, key) => key === "abilities" && o.kind === "static", "a static ability");
      at.targets = [];
      rejects(setOf(card));
    });
    it("a step missing a field of its variant", () => {
      const { card, at } = cardWith((o, key) => key === "steps" && o.kind === "damage", "a damage step");
      delete at.to;
      rejects(setOf(card));
    });
    it("a position whose line is a string", () => {
      const card = anyCard();
      (card.range as { start: { line: Json } }).start.line = "1";
      rejects(setOf(card));
    });
    it("cards that are not a list", () => rejects({ irVersion: cardSet.irVersion, cards: anyCard() }));
  });

  describe("rejects mutations of every compiled card", () => {
    // Keys ir.ts declares without `?` wherever they occur: deleting one is always an error.
    // (faction, attack, life, turned, cost, who are optional somewhere, so they are not here.)
    const ALWAYS_REQUIRED = new Set([
      "kind", "range", "file", "start", "end", "line", "column", "offset", "name", "type", "keywords", "abilities",
      "targets", "steps", "noun", "zone", "filter", "ref", "op", "value", "id", "what", "count", "amount", "duration",
      "keyword", "trigger", "effect", "options", "costs", "trait", "temple", "option", "phase", "whose", "to",
      "among", "arrange", "destination", "player", "relic", "compare", "atLeast", "delta", "exactly", "upTo",
    ]);
    // String values that are free text; every other string in the IR is from a closed vocabulary.
    // (`as` and a rest's `of` name a binding of found cards, like `ref`.)
    const FREE_TEXT = new Set(["name", "file", "named", "id", "ref", "among", "as", "of"]);
    // Every quoted word of ir.ts: a replacement outside it cannot be a valid vocabulary value.
    const vocabulary = new Set([...readFileSync(irPath, "utf8").matchAll(/"([^"\n]*)"/g)].map((m) => m[1]!));

    /** Places in a card where a mutation makes it invalid; `text` feeds the vocabulary ones. */
    type Slot = (text: string) => void;
    const SLOTS: Record<string, (card: JsonObject) => Slot[]> = {
      "deleting a required key": (card) =>
        objectsIn(card).flatMap(({ object }) => Object.keys(object).filter((k) => ALWAYS_REQUIRED.has(k)).map((k) => () => void delete object[k])),
      "replacing a vocabulary value": (card) =>
        objectsIn(card).flatMap(({ object }) =>
          Object.entries(object).flatMap(([k, v]): Slot[] => {
            if (FREE_TEXT.has(k)) return [];
            if (typeof v === "string") return [(text) => void (object[k] = text)];
            if (Array.isArray(v)) return v.flatMap((item, i): Slot[] => (typeof item === "string" ? [(text) => void (v[i] = text)] : []));
            return [];
          }),
        ),
      "adding an unknown key": (card) => objectsIn(card).map(({ object }) => () => void (object.extra = true)),
      "writing a number as a string": (card) =>
        objectsIn(card).flatMap(({ object }) =>
          Object.keys(object)
            .filter((k) => typeof object[k] === "number")
            .map((k) => () => void (object[k] = String(object[k]))),
        ),
    };

    const cards = cardSet.cards as unknown as JsonObject[];

    /** Applies the i-th slot of a kind to a fresh copy: slots are found again on the copy. */
    function mutated(card: JsonObject, kind: string, i: number, text: string): JsonObject {
      const copy = structuredClone(card);
      const slots = SLOTS[kind]!(copy);
      slots[i % slots.length]!(text);
      return copy;
    }

    for (const kind of Object.keys(SLOTS)) {
      it(`${kind}, at every place of every bundled card`, () => {
        const accepted: string[] = [];
        for (const card of cards) {
          const count = SLOTS[kind]!(card).length;
          for (let i = 0; i < count; i++) {
            const bad = mutated(card, kind, i, "¿desconocido?");
            if (validate(setOf(bad))) accepted.push(`${card.name} #${i}: ${JSON.stringify(bad).slice(0, 200)}`);
          }
        }
        expect(accepted).toEqual([]);
      });
    }

    it("replacing a vocabulary value by a random string (fast-check)", () => {
      const replacement = fc.string({ maxLength: 12 }).filter((s) => !vocabulary.has(s));
      fc.assert(
        fc.property(fc.constantFrom(...cards), fc.nat(), replacement, (card, i, text) => !validate(setOf(mutated(card, "replacing a vocabulary value", i, text)))),
        { numRuns: 500 },
      );
    });

    it("random mutations of any kind (fast-check)", () => {
      fc.assert(
        fc.property(fc.constantFrom(...cards), fc.constantFrom(...Object.keys(SLOTS)), fc.nat(), fc.string(), (card, kind, i, text) =>
          vocabulary.has(text) || !validate(setOf(mutated(card, kind, i, text))),
        ),
        { numRuns: 500 },
      );
    });
  });
});
