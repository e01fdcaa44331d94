// docs/ir.md, the reference of cartas.json for clients, generated from the JSON Schema
// (itself generated from compiler/ir.ts) and illustrated with the smallest instance of
// each node the bundled cards compile to. test/ir-doc.test.ts regenerates it and fails
// on any difference, so the reference cannot drift from the IR.
import { dirname, join, relative } from "node:path";
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { CardSet } from "../ir.js";
import { IR_VERSION } from "../ir.js";
import { cartasSchema } from "./cartas.schema.js";
import { projectRoot, type JsonSchema } from "./schema-generator.js";
import { writeFileAtomic } from "../write.js";

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const defs = cartasSchema.$defs as unknown as Record<string, JsonSchema>;

/** The order of the reference: from the file down to its leaves; the rest as the schema lists them. */
const FIRST = ["CardSet", "CardDefinition", "Ability", "Step", "Trigger", "StaticEffect", "Cost", "Condition", "Subject", "PlayerRef", "CardFilter", "Amount"];

function refName(ref: string): string {
  return ref.replace("#/$defs/", "");
}

function anchor(name: string): string {
  return name.toLowerCase();
}

/** A type as a reader of the reference says it: `Subject`, `lista de Step`, `"then" | "and"`. */
function typeText(schema: JsonSchema): string {
  if (schema.$ref !== undefined) return `[${refName(schema.$ref)}](#${anchor(refName(schema.$ref))})`;
  if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
  if (schema.enum !== undefined) return schema.enum.map((v) => `\`${JSON.stringify(v)}\``).join(" \\| ");
  if (schema.oneOf !== undefined) return schema.oneOf.map(typeText).join(" o ");
  if (schema.type === "array") return `lista de ${schema.items === undefined ? "valores" : typeText(schema.items)}`;
  const names: Record<string, string> = { object: "objeto", string: "texto", integer: "entero", boolean: "booleano", null: "`null`" };
  return schema.type === undefined ? "cualquier valor" : (names[schema.type] ?? schema.type);
}

function cell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}

/**
 * What the fields without a doc comment in ir.ts mean wherever they appear: the common
 * names of the IR, said once here instead of on every node.
 */
const FIELD_NOTES: Record<string, string> = {
  kind: "qué forma de su tipo es",
  range: "dónde está escrito (ver «Lo que se repite en todos los nodos»)",
  what: "a qué se aplica",
  amount: "cuánto",
  filter: "qué cartas cumplen",
  who: "el jugador que lo hace",
  player: "el jugador",
  whose: "de qué jugador: `you`, el controlador de la carta; `opponent`, su oponente",
  to: "a quién o adónde",
  steps: "los pasos del efecto, en el orden del texto",
  targets: "los objetivos que se eligen al jugar la carta o activar el rasgo",
  duration: "cuánto dura el cambio",
  count: "cuántos",
  value: "el número",
  zone: "la zona",
  costs: "los costes, que se pagan completos por adelantado (Reglamento 12)",
  condition: "la condición (ver «Lo que se repite en todos los nodos»)",
  trait: "el rasgo",
  attack: "el Ataque",
  life: "la Vida",
  cost: "el coste en Escencias",
  faction: "la facción",
  name: "el nombre de la carta, único en el set",
  type: "el tipo de carta",
  keywords: "las palabras clave de la carta",
  abilities: "las habilidades, en el orden del texto",
  irVersion: "la versión de la IR: cambia cuando cambian los nodos",
  line: "la línea, desde 1",
  column: "la columna, desde 1",
  offset: "el desplazamiento desde el principio del texto, desde 0, en unidades UTF-16",
  start: "dónde empieza",
  end: "dónde termina (justo después del último carácter)",
  id: "el nombre del objetivo, con el que lo nombran los pasos (un Subject `target`)",
  phase: "la fase",
  keyword: "la palabra clave",
  perEach: "«por cada …»: se multiplica por las cartas que cumplen",
  source: "de dónde viene",
  trigger: "qué lo dispara",
  temple: "el rasgo tiene Temple (Reglamento 24)",
  limit: "Límite: el evento que debe haber ocurrido este turno (Reglamento 24)",
};

function fieldsTable(schema: JsonSchema): string[] {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) return [];
  const required = new Set(schema.required ?? []);
  return [
    "| campo | tipo | obligatorio | qué es |",
    "|---|---|---|---|",
    ...properties.map(([name, p]) => `| \`${name}\` | ${cell(typeText(p))} | ${required.has(name) ? "sí" : "no"} | ${cell(p.description ?? FIELD_NOTES[name] ?? "")} |`),
  ];
}

// --- Examples: the smallest instance of each node in the bundled cards --------------------

/** Does `value` have the shape of `schema`? The subset of JSON Schema the generator writes. */
function fits(value: Json, schema: JsonSchema): boolean {
  if (schema.$ref !== undefined) return fits(value, defs[refName(schema.$ref)]!);
  if (schema.const !== undefined) return value === schema.const;
  if (schema.enum !== undefined) return (schema.enum as Json[]).includes(value);
  if (schema.oneOf !== undefined) return schema.oneOf.some((s) => fits(value, s));
  switch (schema.type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return Number.isInteger(value);
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value) && (schema.items === undefined || value.every((v) => fits(v, schema.items!)));
    case "object": {
      if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
      const properties = schema.properties ?? {};
      if (schema.required?.some((k) => !(k in value))) return false;
      return Object.entries(value).every(([k, v]) => (k in properties ? fits(v, properties[k]!) : schema.additionalProperties !== false));
    }
    default:
      return true;
  }
}

/** Every object and array of the set, once each. */
function* nodes(value: Json): Generator<Json> {
  if (typeof value !== "object" || value === null) return;
  yield value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) yield* nodes(child);
}

/** `range` is on almost every node and says only where it was written: examples show it once, in SourceRange. */
function withoutRanges(value: Json): Json {
  if (Array.isArray(value)) return value.map(withoutRanges);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== "range").map(([k, v]) => [k, withoutRanges(v)]));
}

class Examples {
  private readonly all: Json[];
  constructor(cardSet: CardSet) {
    this.all = [...nodes(JSON.parse(JSON.stringify(cardSet)) as Json)];
  }
  /** The shortest instance of `schema` (ties: the first), as JSON without ranges, or undefined. */
  of(schema: JsonSchema, keepRanges = false): string | undefined {
    let best: string | undefined;
    for (const node of this.all) {
      if (!fits(node, schema)) continue;
      const text = JSON.stringify(keepRanges ? node : withoutRanges(node));
      if (best === undefined || text.length < best.length) best = text;
    }
    return best;
  }
}

function example(json: string | undefined): string[] {
  if (json === undefined) return ["", "*Ninguna de las cartas incluidas (`cards/`) lo usa todavía.*"];
  const pretty = json.length <= 100 ? json : JSON.stringify(JSON.parse(json), null, 2);
  return ["", "```json", pretty, "```"];
}

// --- The document ---------------------------------------------------------------------------

function variantTitle(name: string, variant: JsonSchema, index: number): string {
  const kind = variant.properties?.["kind"]?.const;
  if (kind !== undefined) return `\`${name}\` · \`kind: ${JSON.stringify(kind)}\``;
  if (variant.$ref !== undefined) return `\`${name}\` · un [${refName(variant.$ref)}](#${anchor(refName(variant.$ref))})`;
  return `\`${name}\` · forma ${index + 1}`;
}

function section(name: string, schema: JsonSchema, examples: Examples): string[] {
  const out = [`### ${name}`, ""];
  if (schema.description !== undefined) out.push(schema.description, "");
  if (schema.enum !== undefined) {
    out.push(`Un texto: ${typeText(schema)}.`);
    return out;
  }
  if (schema.oneOf !== undefined) {
    out.push(`Una de estas ${schema.oneOf.length} formas${schema.oneOf.every((v) => v.properties?.["kind"] !== undefined) ? ", según `kind`" : ""}:`, "");
    schema.oneOf.forEach((variant, i) => {
      out.push(`#### ${variantTitle(name, variant, i)}`, "");
      if (variant.description !== undefined) out.push(variant.description, "");
      if (variant.$ref === undefined) out.push(...fieldsTable(variant), ...example(examples.of(variant)), "");
    });
    return out;
  }
  // The set itself is every card: its example holds the shortest card only.
  const instance = name === "CardSet" ? `{"irVersion":${IR_VERSION},"cards":[${examples.of(defs["CardDefinition"]!)}]}` : examples.of(schema, name === "SourceRange" || name === "Position");
  out.push(...fieldsTable(schema), ...example(instance));
  return out;
}

export function irReference(cardSet: CardSet): string {
  const examples = new Examples(cardSet);
  const order = [...FIRST, ...Object.keys(defs).filter((n) => !FIRST.includes(n))];
  const lines = [
    "<!-- Generado por compiler/emit/ir-doc.ts a partir de compiler/ir.ts (vía el esquema) y de las cartas de cards/: no se edita a mano. -->",
    "<!-- Se regenera con «npm run generar:ir»; test/ir-doc.test.ts falla si no está al día. -->",
    "",
    "# La IR de Crónicas: referencia de `cartas.json`",
    "",
    `\`cronicas compilar\` publica el set como \`cartas.json\`: un [CardSet](#cardset) con \`irVersion: ${IR_VERSION}\`, que valida contra \`cartas.schema.json\` (JSON Schema 2020-12; también \`import { cartasSchema } from "cronicas/schema"\`). Los tipos TypeScript están en \`cronicas/ir\`; el motor que juega estas cartas, en \`cronicas/runtime\`. Esta página lista cada nodo, cada campo y un ejemplo de cada uno, tomado de las cartas incluidas (el más corto que hay). Las descripciones de los campos vienen de los comentarios de \`compiler/ir.ts\`, que están en inglés; los términos del juego conservan su nombre.`,
    "",
    "## Lo que se repite en todos los nodos",
    "",
    "- **`kind`** dice qué nodo es, entre las formas de su tipo (un [Step](#step) `damage`, `draw`, …). Un cliente que no conoce un `kind` debe rechazar la carta, no ignorarla: si `irVersion` cambia, cambian los nodos.",
    "- **`range`** ([SourceRange](#sourcerange)) es dónde se escribió el nodo: archivo, línea y columna (desde 1) y desplazamientos. Sirve para señalar el texto de la carta; no cambia lo que la carta hace. Los ejemplos de abajo lo omiten.",
    "- **`link`** (en un [Step](#step)) une un paso con el anterior: `then` es «Luego, …» (sigue siempre); `ifYouDid`, «Si lo haces, …» (solo si la acción de la frase anterior se hizo del todo); `ifYouDidNot`, «Si no lo haces, …»; `otherwise`, «Si no, …» (solo si la condición de la frase anterior no se cumplió); `and`, otra cláusula de la misma frase («… y …»), que comparte la condición o el «Si lo haces» del paso anterior. Sin `link`, el paso empieza una frase nueva.",
    "- **`condition`** ([Condition](#condition)) en un paso es «Si <condición>, …», y se mira al resolverse; en una habilidad estática es «Mientras …», y se mira en todo momento.",
    "- **`optional: true`** es «Puedes …»: quien controla la carta elige al resolverse si lo hace.",
    "- **`targets`** ([TargetDeclaration](#targetdeclaration)) son los objetivos que se eligen al jugar la carta o activar el rasgo (Reglamento 23); los pasos los nombran por su `id` con un [Subject](#subject) `target`.",
    "- **`duration`** ([Duration](#duration)): cuánto dura un cambio (`endOfTurn` es «hasta el final del turno»; sin ella, es permanente donde el texto no dice otra cosa).",
    "",
    "## Índice",
    "",
    ...order.map((n) => `- [${n}](#${anchor(n)})`),
    "",
    "## Los nodos",
    "",
  ];
  for (const name of order) lines.push(...section(name, defs[name]!, examples), "");
  return lines.join("\n").replace(/\n{3,}/g, "\n\n").trimEnd() + "\n";
}

async function main(): Promise<void> {
  const { compile } = await import("../compile.js");
  const root = projectRoot(dirname(fileURLToPath(import.meta.url)));
  const dir = join(root, "cards");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".carta")).sort();
  const sources = await Promise.all(files.map(async (f) => ({ path: `cards/${f}`, text: await readFile(join(dir, f), "utf8") })));
  const out = join(root, "docs", "ir.md");
  await writeFileAtomic(out, irReference(compile(sources).cardSet));
  process.stdout.write(`referencia de la IR escrita en ${relative(process.cwd(), out)}\n`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
