// The snippets completion offers: card headers, fields, ability headers, triggers and
// connectors, in ONE table. An entry is the text a designer writes, with LSP
// placeholders (`${1:1}`, `${1|Alba,Alba|}`, `$0`); everything else derives from it:
// - the label (placeholders shown as «N» or «…»);
// - the token it begins with, read by the lexer (`first`): a connector or trigger is
//   offered where the grammar expects that token;
// - the rules text of its documentation: that of its first word, unless `rules` says;
// - the text it writes when its defaults are kept (`filled`), which the tests compile;
// - the card types it fits, asked of the compiler (fit.ts).
// A new construct of the grammar needs one line here.
import type { TokenType } from "chevrotain";
import { CARD_KEYWORDS, CARD_TYPES, ESSENCE_KINDS, FACTIONS, LIMIT_EVENTS, PHASES, TRAITS, VERSE_OPTIONS } from "../compiler/index.js";
import { canonicalSpelling, rulesKeyOf, tokenize } from "../grammar/index.js";

/**
 * Where a snippet goes: `card` and `field` and `ability` at the start of a line, `trigger`
 * there and at the start of any sentence, `connector` wherever the grammar expects its
 * first token.
 */
export type SnippetKind = "card" | "field" | "ability" | "trigger" | "connector";

interface SnippetSpec {
  kind: SnippetKind;
  snippet: string;
  /** A key of the rules texts, when the first word's text is not the one to show. */
  rules?: string;
}

/** `tipo` values as the formatter writes them: «Personaje», …, «Escencia básica», «Escencia especial». */
export const TYPE_VALUES: readonly string[] = CARD_TYPES.flatMap((t) => (t === "Escencia" ? ESSENCE_KINDS.map((k) => `${t} ${k}`) : [t]));

const choice = (values: readonly string[], n = 1) => `\${${n}|${values.join(",")}|}`;

const SPECS: readonly SnippetSpec[] = [
  { kind: "card", snippet: `carta "\${1:Nombre}"\n  tipo ${choice(TYPE_VALUES, 2)}\n  facción ${choice(FACTIONS, 3)}\n  $0` },

  // Fields, in the canonical order.
  { kind: "field", snippet: `tipo ${choice(TYPE_VALUES)}` },
  { kind: "field", snippet: `facción ${choice(FACTIONS)}` },
  { kind: "field", snippet: "coste ${1:1}" },
  { kind: "field", snippet: "ataque ${1:1}" },
  { kind: "field", snippet: "vida ${1:1}" },

  // Abilities: Verso options, traits with their modifiers, keywords.
  ...VERSE_OPTIONS.map((option): SnippetSpec => ({ kind: "ability", snippet: `${option}: $0` })),
  { kind: "ability", snippet: "Embate." },
  ...TRAITS.map((trait): SnippetSpec => ({ kind: "ability", snippet: `${trait}: $0` })),
  { kind: "ability", snippet: "Talento, Temple: $0", rules: "Temple" },
  { kind: "ability", snippet: `Talento, Límite ${choice(LIMIT_EVENTS)}: $0`, rules: "Límite" },
  { kind: "ability", snippet: "Talento, ${1:1} Escencias: $0" },
  ...CARD_KEYWORDS.map((keyword): SnippetSpec => ({ kind: "ability", snippet: `${keyword}.` })),
  { kind: "ability", snippet: "Vincular ${1:1}." },

  // Triggers.
  { kind: "trigger", snippet: "Al entrar en juego, $0" },
  { kind: "trigger", snippet: "Al salir del juego, $0" },
  { kind: "trigger", snippet: `Al comienzo de tu ${choice(PHASES)}, $0` },
  { kind: "trigger", snippet: `Al comienzo de cada ${choice(PHASES)}, $0` },
  { kind: "trigger", snippet: "Cuando este personaje sea destruido, $0" },
  { kind: "trigger", snippet: "Cuando este personaje bloquee, $0" },
  { kind: "trigger", snippet: "Cuando este personaje sea bloqueado, $0" },

  // Connectors inside an ability.
  { kind: "connector", snippet: "Si lo haces, $0" },
  { kind: "connector", snippet: "Luego, $0" },
  { kind: "connector", snippet: "Como coste adicional, $0" },
  { kind: "connector", snippet: "Elige uno:\n    - $1\n    - $0" },
];

export interface Snippet extends SnippetSpec {
  label: string;
  /** The token type the snippet begins with. */
  first: TokenType;
  /** The rules text key of its documentation, if any. */
  rulesKey: string | undefined;
  /** The text written when every placeholder keeps its default; an effect where the user writes one. */
  filled: string;
  /** What a client without snippets inserts: the defaults, and nothing where a tab stop was. */
  plain: string;
}

/** The effect a tab stop stands for in `filled`, capitalized where a sentence starts. */
const EFFECT = "roba 1 carta.";

function label(spec: SnippetSpec): string {
  const line = spec.snippet.split("\n")[0]!;
  const shown = line
    .replace(/\$\{\d+\|[^}]*\|\}/g, "…")
    .replace(/\$\{\d+:(\d+)\}/g, "N")
    .replace(/\$\{\d+:[^}]*\}/g, "…")
    .replace(/\$\d+/g, "")
    .trim();
  return spec.kind === "field" ? shown.split(" ")[0]! : shown;
}

function fill(snippet: string): string {
  return snippet
    .replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, "$1")
    .replace(/\$\{\d+:([^}]*)\}/g, "$1")
    .replace(/(^|\n)([ \t]*)\$\d+/g, "$1$2")
    .replace(/([:\-•]\s*|^)\$\d+/g, (_, before: string) => before + EFFECT.charAt(0).toUpperCase() + EFFECT.slice(1))
    .replace(/\$\d+/g, EFFECT);
}

function plain(snippet: string): string {
  return snippet
    .replace(/\$\{\d+\|([^,|]*)[^}]*\}/g, "$1")
    .replace(/\$\{\d+:([^}]*)\}/g, "$1")
    .replace(/\$\d+/g, "");
}

function derive(spec: SnippetSpec): Snippet {
  const filled = fill(spec.snippet);
  const first = tokenize(filled).tokens[0]?.tokenType;
  if (first === undefined) throw new Error(`snippet without text: ${spec.snippet}`);
  return { ...spec, label: label(spec), first, rulesKey: spec.rules ?? rulesKeyOf(first), filled, plain: plain(spec.snippet) };
}

export const SNIPPETS: readonly Snippet[] = SPECS.map(derive);

export function snippetsOf(kind: SnippetKind): Snippet[] {
  return SNIPPETS.filter((s) => s.kind === kind);
}

/** The field a field snippet writes («tipo», «facción», …). */
export function fieldOf(snippet: Snippet): string | undefined {
  return snippet.kind === "field" ? canonicalSpelling(snippet.first) : undefined;
}

/** The one card header snippet. */
export const CARD_SNIPPET: Snippet = snippetsOf("card")[0]!;
