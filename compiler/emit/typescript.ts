// `cronicas compilar --formato ts`: the card set as a TypeScript module of typed
// constants (`cartas.ts`), for TypeScript clients that want the cards checked by
// their own compiler against the IR they build with.
//
// Card names are untrusted text: a designer (or a hostile pull request) can name a
// card `__proto__`, `*/`, "a`b${…}" or put a newline or U+2028 in it. So:
//   - no text taken from a card is ever written into the module except as a string
//     literal produced by JSON.stringify (see `stringLiteral`), never concatenated raw;
//   - identifiers are *derived* from names (ASCII, filtered), never copied from them;
//   - the index by name is a Map, whose keys cannot collide with anything (see below).
// The module is printed directly, laid out as prettier would (test/emit-typescript.test.ts
// checks that prettier leaves it unchanged and that tsc compiles it).
import type { CardDefinition, CardSet } from "../ir.js";

export interface EmitTypeScriptOptions {
  /** Module specifier the generated file imports the IR types from. Default "cronicas/ir". */
  irModule?: string;
}

const DEFAULT_IR_MODULE = "cronicas/ir";

/** Fixed text: nothing from the card set goes into a comment. */
const HEADER =
  "// Generado por cronicas compilar — no editar.\n" +
  "// Cada carta es una constante comprobada contra la IR (`as const satisfies CardDefinition`).\n\n";

/** Names the generated module declares or relies on, besides the card constants. */
const MODULE_NAMES = ["cartas", "cartasPorNombre", "carta", "irVersion", "CardDefinition", "CardSet", "Map"];

/**
 * Words a card constant must not be named: ECMAScript reserved words (strict mode and
 * module code, where `await`, `yield`, `let`, `static`, `implements`… are reserved),
 * `arguments`/`eval` (not bindable in strict mode), global values that would be shadowed
 * confusingly (`undefined`, `NaN`, `Infinity`, `globalThis`), and the module's own names.
 */
const RESERVED = new Set([
  "break", "case", "catch", "class", "const", "continue", "debugger", "default", "delete", "do",
  "else", "enum", "export", "extends", "false", "finally", "for", "function", "if", "import", "in",
  "instanceof", "new", "null", "return", "super", "switch", "this", "throw", "true", "try",
  "typeof", "var", "void", "while", "with", "yield", "await", "let", "static", "implements",
  "interface", "package", "private", "protected", "public", "arguments", "eval", "undefined",
  "NaN", "Infinity", "globalThis",
  ...MODULE_NAMES,
]);

/** Longest base identifier; longer names are cut (collisions are then suffixed as usual). */
const MAX_IDENTIFIER_LENGTH = 60;

/**
 * The ASCII camelCase base of a card name: accents stripped (NFD, then combining marks
 * dropped, so "Último Lamento" → "ultimoLamento", "ñ" → "n"), every other non-ASCII or
 * non-alphanumeric character treated as a word break. Never contains "_", so suffixed
 * forms (`x_`, `x_2`) cannot collide with another name's base.
 */
function identifierBase(name: string): string {
  const ascii = name.normalize("NFD").replace(/\p{M}/gu, "");
  const words = ascii.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0);
  let base = words
    .map((w, i) => {
      const lower = w.toLowerCase();
      return i === 0 ? lower : lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join("")
    .slice(0, MAX_IDENTIFIER_LENGTH);
  // An identifier cannot start with a digit; "carta" also names a card with no ASCII
  // letter at all ("", "日本").
  if (base === "" || /^[0-9]/.test(base)) base = "carta" + base;
  return base;
}

/**
 * One identifier per card, in card order: deterministic for a given list of names.
 * A reserved word gets a trailing "_" ("class" → "class_"); a repeated identifier gets
 * "_2", "_3"… in order of appearance ("Zirkax", "Zírkax" → "zirkax", "zirkax_2";
 * "class", "Class" → "class_", "class_2"). Bases never contain "_", so `base_` and
 * `base_N` cannot be another name's base, and no suffixed form is a reserved word.
 */
export function cardIdentifiers(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    const base = identifierBase(name);
    let candidate = RESERVED.has(base) ? base + "_" : base;
    for (let n = 2; used.has(candidate); n++) candidate = `${base}_${n}`;
    used.add(candidate);
    return candidate;
  });
}

/**
 * A string as a TypeScript string literal. JSON.stringify escapes the quote, the
 * backslash, every control character (newline, CR, NUL…) and lone surrogates; a JSON
 * string literal is also a valid JS/TS string literal. U+2028/U+2029 are legal inside JS
 * strings since ES2019 but were line terminators before, so they are escaped too for
 * older tooling. Backticks, `${` and comment delimiters need no escape: inside a
 * double-quoted string they are plain characters.
 */
export function stringLiteral(text: string): string {
  return JSON.stringify(text).replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/**
 * A string literal with prettier's choice of quotes (double, unless the text has more
 * double quotes than single ones), so the module is as prettier would print it. Built from
 * `stringLiteral`'s escapes: only the quote escapes change.
 */
function preferredLiteral(text: string): string {
  const literal = stringLiteral(text);
  const doubles = text.split('"').length - 1;
  const singles = text.split("'").length - 1;
  if (doubles <= singles) return literal;
  const inner = literal.slice(1, -1).replace(/\\(.)|'/gs, (match: string, escaped: string | undefined) => (escaped === '"' ? '"' : escaped !== undefined ? match : "\\'"));
  return `'${inner}'`;
}

const IDENTIFIER_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A property name for an object literal. */
function propertyKey(key: string): string {
  // `__proto__: v` and `"__proto__": v` in an object literal set the prototype instead
  // of defining a property; only the computed form defines an own property. IR keys are
  // fixed English words, but the serializer must stay correct for any key.
  if (key === "__proto__") return `[${stringLiteral(key)}]`;
  return IDENTIFIER_KEY.test(key) ? key : stringLiteral(key);
}

/**
 * JSON-like data as the text of a TypeScript expression, on one line. Accepts exactly
 * what survives a JSON round trip unchanged (plain objects, arrays, strings, finite
 * numbers, booleans, null); anything else (a function, a Date, NaN, a cycle, an array
 * hole) throws, because it could not be reproduced by the generated constant.
 * Properties whose value is `undefined` are left out, as JSON.stringify does.
 */
export function serializeValue(value: unknown, path = "valor"): string {
  return measure(value, path, new Set()).flat;
}

/** A value's one-line text and, for an array or object, each entry's (with its property key). */
interface Measured {
  flat: string;
  array: boolean;
  entries: { key: string | undefined; node: Measured }[] | undefined;
}

/** serializeValue's walk, keeping every node's text so the layout never serializes a subtree twice. */
function measure(value: unknown, path: string, ancestors: Set<object>): Measured {
  const leaf = (flat: string): Measured => ({ flat, array: false, entries: undefined });
  if (value === null) return leaf("null");
  switch (typeof value) {
    case "string":
      return leaf(preferredLiteral(value));
    case "boolean":
      return leaf(value ? "true" : "false");
    case "number":
      if (!Number.isFinite(value)) throw new TypeError(`${path}: número no finito (${String(value)})`);
      return leaf(Object.is(value, -0) ? "-0" : String(value));
    case "object":
      break;
    default:
      throw new TypeError(`${path}: valor no serializable (${typeof value})`);
  }
  if (ancestors.has(value)) throw new TypeError(`${path}: referencia circular`);
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      const entries: Measured["entries"] & {} = [];
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (item === undefined) throw new TypeError(`${path}[${i}]: hueco o undefined en una lista`);
        entries.push({ key: undefined, node: measure(item, `${path}[${i}]`, ancestors) });
      }
      return { flat: `[${entries.map((e) => e.node.flat).join(", ")}]`, array: true, entries };
    }
    const proto: unknown = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) throw new TypeError(`${path}: objeto que no es un objeto simple`);
    const entries: Measured["entries"] & {} = [];
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      entries.push({ key: propertyKey(key), node: measure(item, `${path}.${key}`, ancestors) });
    }
    return { flat: entries.length === 0 ? "{}" : `{ ${entries.map((e) => `${e.key}: ${e.node.flat}`).join(", ")} }`, array: false, entries };
  } finally {
    ancestors.delete(value);
  }
}

/** prettier's width for the module (the file is laid out as prettier would, without running it). */
const PRINT_WIDTH = 100;

/**
 * A value laid out the way prettier lays out object and array literals: on one line when
 * the line fits in PRINT_WIDTH with what stands before (`before` columns) and after it
 * (`after`), else one entry per line, each laid out the same way, with trailing commas.
 * Printing the module itself instead of running prettier over it keeps `compilar` linear
 * and in bounded memory: prettier over 10,000 cards took 17 s and 2 GB.
 */
function layout(m: Measured, indent: string, before: number, after: number): string {
  if (m.entries === undefined || m.entries.length === 0 || indent.length + before + m.flat.length + after <= PRINT_WIDTH) return m.flat;
  const inner = indent + "  ";
  const lines = m.entries.map((e) => (e.key === undefined ? `${inner}${layout(e.node, inner, 0, 1)},\n` : `${inner}${e.key}: ${layout(e.node, inner, e.key.length + 2, 1)},\n`));
  return `${m.array ? "[" : "{"}\n${lines.join("")}${indent}${m.array ? "]" : "}"}`;
}

/** `export const name = value suffix;`, with its doc comment, laid out as prettier would. */
function declaration(name: string, value: string | { value: unknown; path: string }, suffix: string, docs?: string): string {
  const head = `export const ${name} = `;
  const body = typeof value === "string" ? value : layout(measure(value.value, value.path, new Set()), "", head.length, suffix.length + 1);
  return `${docs === undefined ? "" : `/** ${docs} */\n`}${head}${body}${suffix};\n`;
}

/** A list of identifiers as prettier prints an array of them: one line if it fits, else one per line. */
function identifierList(names: readonly string[], before: number, after: number): string {
  const flat = `[${names.join(", ")}]`;
  if (before + flat.length + after <= PRINT_WIDTH) return flat;
  return `[\n${names.map((n) => `  ${n},\n`).join("")}]`;
}

/**
 * The text of `cartas.ts` for a card set: one `export const` per card
 * (`as const satisfies CardDefinition`, so the client's compiler checks every card
 * against its IR and keeps literal types), `cartas`, `cartasPorNombre` and `irVersion`.
 * Deterministic: the same set gives the same text. Throws if two cards share a name
 * (the index would silently lose one; `compile` reports it as CR101 before this).
 */
export function emitTypeScript(cardSet: CardSet, options: EmitTypeScriptOptions = {}): string {
  const cards: readonly CardDefinition[] = cardSet.cards;
  const seen = new Set<string>();
  for (const card of cards) {
    if (seen.has(card.name)) throw new Error(`emitTypeScript: la carta ${stringLiteral(card.name)} está repetida en el set`);
    seen.add(card.name);
  }
  const identifiers = cardIdentifiers(cards.map((c) => c.name));
  // Every text taken from the set is a string literal (stringLiteral) or a derived identifier.
  const irModule = stringLiteral(options.irModule ?? DEFAULT_IR_MODULE);
  const parts: string[] = [HEADER, `import type { CardDefinition, CardSet } from ${irModule};\n`];
  cards.forEach((card, i) => parts.push("\n", declaration(identifiers[i]!, { value: card, path: `cards[${i}]` }, " as const satisfies CardDefinition")));
  const listSuffix = " as const satisfies readonly CardDefinition[]";
  parts.push("\n", declaration("cartas", identifierList(identifiers, "export const cartas = ".length, listSuffix.length + 1), listSuffix, "Todas las cartas, en el orden del set."));
  // Why a Map and not an object: names are data, and in a plain object some names are
  // not data — `{ "__proto__": c }` sets the prototype instead of adding a key, and
  // `porNombre["constructor"]` finds Object.prototype's for a card that does not exist.
  // A null-prototype object filled with Object.assign avoids both, but only as long as
  // every producer and consumer handles `__proto__` right (a spread into `{}`, a literal
  // written by hand); Map keys are only ever strings. The keys are read from the cards
  // at run time (`carta.name`), so no name is written twice, and `get` is typed
  // `CardDefinition | undefined`, as a lookup by untrusted name must be.
  parts.push(
    "\n",
    "// Un Map y no un objeto: los nombres de carta son datos y, en un objeto, un nombre como\n",
    '// "__proto__" cambiaría el prototipo y "constructor" existiría sin que haya tal carta.\n',
    "/** Cada carta por su nombre exacto: `cartasPorNombre.get(nombre)`. */\n",
    "export const cartasPorNombre: ReadonlyMap<string, CardDefinition> = new Map(\n",
    "  cartas.map((carta): [string, CardDefinition] => [carta.name, carta]),\n",
    ");\n",
  );
  // `satisfies CardSet["irVersion"]`: a client built against another IR version gets a
  // type error here instead of cards it misreads.
  parts.push("\n", declaration("irVersion", serializeValue(cardSet.irVersion, "irVersion"), ' satisfies CardSet["irVersion"]', "Versión de la IR de estas cartas."));
  return parts.join("");
}
