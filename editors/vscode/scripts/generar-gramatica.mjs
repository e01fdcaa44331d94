// Generates syntaxes/cronicas.tmLanguage.json, the TextMate grammar of the card language,
// from the vocabulary (grammar/vocabulary/words.ts, read from the project's build in dist/).
//
//   node scripts/generar-gramatica.mjs          writes the file
//   node scripts/generar-gramatica.mjs --check  fails if the file is not the generated one
//
// No word is listed here: every spelling of the vocabulary (canonical, forms, variants,
// the fixed phrases, the number words) gets the scope of its entry's role, so a word
// added to the language is coloured without touching this file. The few tables below
// say how roles become scopes. test/textmate.test.ts (npm test at the project root)
// regenerates the grammar in memory and fails if the committed file differs.
//
// The patterns read words as the lexer does: any case, any accent missing or added
// (the compiler warns with CR004), verbs with an attached pronoun («colócalas»), and a
// phrase as one unit. Where two entries differ only in accents («esta» / «está»), the
// exact spelling wins, as in the lexer.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, "..", "syntaxes", "cronicas.tmLanguage.json");
/** The built vocabulary table: pure data, no chevrotain. */
const builtVocabulary = join(here, "..", "..", "..", "dist", "grammar", "vocabulary", "words.js");

const S = {
  frame: "keyword.other.frame.cronicas",
  cardType: "support.type.card.cronicas",
  faction: "constant.language.faction.cronicas",
  phase: "support.constant.phase.cronicas",
  ability: "keyword.other.ability.cronicas",
  trait: "storage.type.trait.cronicas",
  modifier: "storage.modifier.trait.cronicas",
  verseOption: "keyword.control.verse-option.cronicas",
  effect: "support.function.effect.cronicas",
  connector: "keyword.control.connector.cronicas",
  trigger: "keyword.control.trigger.cronicas",
  quantifier: "keyword.operator.quantifier.cronicas",
  reference: "variable.language.reference.cronicas",
  term: "keyword.other.term.cronicas",
  filter: "keyword.other.filter.cronicas",
  zone: "variable.other.zone.cronicas",
  number: "constant.numeric.word.cronicas",
  // Small words get a scope but no colour in the usual themes (meta.*): the sentence
  // stays readable, and a theme can still colour them.
  pronoun: "meta.word.pronoun.cronicas",
  preposition: "meta.word.preposition.cronicas",
  article: "meta.word.article.cronicas",
};

/** The scope of each role of the vocabulary. A role missing here stops the generation. */
export const SCOPE_BY_ROLE = {
  field: S.frame,
  cardType: S.cardType,
  faction: S.faction,
  phase: S.phase,
  keyword: S.ability,
  trait: S.trait,
  modifier: S.modifier,
  verseOption: S.verseOption,
  verb: S.effect,
  connector: S.connector,
  determiner: S.quantifier,
  pronoun: S.pronoun,
  preposition: S.preposition,
  noun: S.term,
  adjective: S.filter,
  zone: S.zone,
};

/** A category is finer than a role: the articles are determiners that need no colour. */
export const SCOPE_BY_CATEGORY = { Article: S.article };

/** Entries whose rules text is that of «cuando» open a trigger («Cuando …», «Cada vez que …»). */
export const SCOPE_BY_RULES = { cuando: S.trigger };

/** Where the editor tells an entry apart from the rest of its role. */
export const SCOPE_BY_ENTRY = {
  // «Puedes …» makes what follows optional: it reads as a connector, not as an effect.
  Puedes: S.connector,
  // Demonstratives and possessives point at a card or a player; other determiners count.
  Este: S.reference,
  Ese: S.reference,
  Tu: S.reference,
  Su: S.reference,
  // «más», «menos» compare numbers.
  Mas: S.quantifier,
  Menos: S.quantifier,
  // «Elige uno:» opens the options of a choice.
  EligeUno: S.connector,
  // «orden» here is an order, not the faction.
  EnCualquierOrden: S.term,
};

/** Words that do not decide the scope of a phrase they begin («a menos que» is a connector for «menos»). */
const FUNCTION_ROLES = new Set(["preposition", "determiner", "pronoun"]);

function entryScope(id, entry) {
  const refined = SCOPE_BY_ENTRY[id] ?? SCOPE_BY_RULES[entry.rules];
  if (refined !== undefined) return refined;
  for (const category of entry.categories ?? []) if (SCOPE_BY_CATEGORY[category] !== undefined) return SCOPE_BY_CATEGORY[category];
  const scope = SCOPE_BY_ROLE[entry.role];
  if (scope === undefined) throw new Error(`el papel «${entry.role}» de ${id} no tiene ámbito TextMate: añádelo a SCOPE_BY_ROLE`);
  return scope;
}

/** Lower case without accents, as the lexer's lookup key (ñ becomes n too). */
export function plain(word) {
  return word.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

/**
 * Every spelling of the vocabulary with its scope: `words` (one entry per spelling),
 * `phrases` (each spelling of each phrase), `numbers` and the verb spellings that
 * take an attached pronoun (`cliticStems`).
 */
export function classify(vocabulary) {
  const { WORDS, PHRASES, NUMBER_WORDS } = vocabulary;
  for (const id of Object.keys(SCOPE_BY_ENTRY)) {
    if (!(id in WORDS) && !(id in PHRASES)) throw new Error(`SCOPE_BY_ENTRY nombra «${id}», que no está en el vocabulario`);
  }
  const words = [];
  const bySpelling = new Map();
  for (const [id, entry] of Object.entries(WORDS)) {
    const scope = entryScope(id, entry);
    for (const spelling of [entry.canonical, ...(entry.forms ?? []), ...(entry.variants ?? [])]) {
      const word = { id, spelling, scope, verb: entry.role === "verb" };
      words.push(word);
      bySpelling.set(spelling.toLowerCase(), { id, entry });
    }
  }
  const phrases = [];
  for (const [id, entry] of Object.entries(PHRASES)) {
    // A phrase the lexer reads as a word («tu propio» is «tu») is highlighted as that word.
    const meant = entry.means === undefined ? undefined : entryScope(entry.means, WORDS[entry.means]);
    const scope = SCOPE_BY_ENTRY[id] ?? meant ?? SCOPE_BY_RULES[entry.rules] ?? phraseScope(entry.canonical, bySpelling);
    for (const spelling of [entry.canonical, ...(entry.variants ?? [])]) phrases.push({ id, spelling, scope });
  }
  const numbers = Object.keys(NUMBER_WORDS).map((spelling) => ({ id: "NumberLiteral", spelling, scope: S.number }));
  // The lexer splits a pronoun off a verb of three letters or more («destrúyelo»).
  const cliticStems = words.filter((w) => w.verb && plain(w.spelling).length >= 3);
  return { words, phrases, numbers, cliticStems, clitics: vocabulary.CLITICS };
}

/** A phrase takes the scope of its first word that is not a preposition, determiner or pronoun. */
function phraseScope(canonical, bySpelling) {
  for (const word of canonical.split(" ")) {
    const found = bySpelling.get(word.toLowerCase());
    if (found === undefined || FUNCTION_ROLES.has(found.entry.role)) continue;
    return SCOPE_BY_ROLE[found.entry.role] ?? S.connector;
  }
  return S.connector;
}

const LETTER_CLASS = { a: "[aá]", e: "[eé]", i: "[ií]", o: "[oó]", u: "[uúü]", n: "[nñ]" };
/** Neither a letter nor a digit before / after: word boundaries that know accented letters. */
const START = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** A spelling as a case-insensitive pattern that accepts any accent missing or added. */
function loosePattern(spelling) {
  return [...plain(spelling)].map((c) => (c === " " ? "\\s+" : (LETTER_CLASS[c] ?? escape(c)))).join("");
}

/** A spelling with its accents exactly as written (case still free). */
function exactPattern(spelling) {
  return [...spelling.toLowerCase()].map((c) => (c === " " ? "\\s+" : escape(c))).join("");
}

function alternation(patterns) {
  // Longest first: an alternation takes the first alternative that matches.
  const sorted = [...new Set(patterns)].sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
  return sorted.join("|");
}

function rule(scope, patterns, suffix = "") {
  return { name: scope, match: `(?i)${START}(?:${alternation(patterns)})${suffix}${END}` };
}

/** The patterns of the `words` repository entry, in the order TextMate must try them. */
export function wordRules(vocabulary) {
  const { words, phrases, numbers, cliticStems, clitics } = classify(vocabulary);
  const rules = [];

  // Phrases first, longest first across all of them, so a phrase beats its own words and a
  // longer phrase beats a shorter one; consecutive phrases of one scope share a rule.
  const sortedPhrases = [...phrases].sort((a, b) => b.spelling.length - a.spelling.length || (a.spelling < b.spelling ? -1 : 1));
  let run;
  for (const phrase of sortedPhrases) {
    if (run === undefined || run.scope !== phrase.scope) rules.push((run = { scope: phrase.scope, patterns: [] }));
    run.patterns.push(loosePattern(phrase.spelling));
  }

  // Spellings that read as another entry's once accents are ignored: the exact spelling
  // wins; the loose one stays with the entry whose own spelling is unaccented (lexer rule).
  const groups = new Map();
  for (const w of [...words, ...numbers]) {
    const key = plain(w.spelling);
    groups.set(key, [...(groups.get(key) ?? []), w]);
  }
  const exact = [];
  const loose = [];
  for (const [key, group] of groups) {
    if (new Set(group.map((w) => w.scope)).size === 1) {
      loose.push(...group);
      continue;
    }
    const owner = group.find((w) => w.spelling.toLowerCase() === key) ?? group[0];
    for (const w of group) (w === owner ? loose : exact).push(w);
  }
  const byScope = (list, pattern) => {
    const scopes = new Map();
    for (const w of list) scopes.set(w.scope, [...(scopes.get(w.scope) ?? []), pattern(w.spelling)]);
    return [...scopes];
  };
  const out = rules.map((r) => rule(r.scope, r.patterns));
  for (const [scope, patterns] of byScope(exact, exactPattern)) out.push(rule(scope, patterns));
  for (const [scope, patterns] of byScope(loose, loosePattern)) out.push(rule(scope, patterns));
  // Last, so a word of the vocabulary that happens to end like a pronoun stays that word.
  const pronoun = `(?:${alternation(clitics.map(loosePattern))})`;
  for (const [scope, patterns] of byScope(cliticStems, loosePattern)) out.push(rule(scope, patterns, pronoun));
  return out;
}

export function buildGrammar(vocabulary) {
  return {
    $schema: "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
    name: "Crónicas",
    scopeName: "source.cronicas",
    fileTypes: ["carta", "mazo", "escenario"],
    comment: "Generado por scripts/generar-gramatica.mjs desde el vocabulario (grammar/vocabulary/words.ts): no editar a mano.",
    patterns: [
      { include: "#comment" },
      { include: "#reminder" },
      { include: "#card-header" },
      { include: "#string" },
      { include: "#option" },
      { include: "#number" },
      { include: "#words" },
      { include: "#punctuation" },
      { include: "#invalid" },
    ],
    repository: {
      comment: {
        name: "comment.line.number-sign.cronicas",
        match: "(#).*$",
        captures: { 1: { name: "punctuation.definition.comment.cronicas" } },
      },
      reminder: {
        comment: "Texto de recordatorio entre paréntesis: parte de la carta que el compilador no lee.",
        name: "comment.block.reminder.cronicas",
        match: "\\([^()\\n]*\\)",
      },
      "card-header": {
        comment: "carta \"Nombre\": abre una carta; el nombre la identifica en el set.",
        match: '(?i)^\\s*(carta)\\s+((")([^"\\n]*)("))',
        captures: {
          1: { name: "keyword.declaration.card.cronicas" },
          2: { name: "string.quoted.double.cronicas" },
          3: { name: "punctuation.definition.string.begin.cronicas" },
          4: { name: "entity.name.type.card.cronicas" },
          5: { name: "punctuation.definition.string.end.cronicas" },
        },
      },
      string: {
        patterns: [
          {
            name: "string.quoted.double.cronicas",
            match: '(")([^"\\n]*)(")',
            captures: {
              1: { name: "punctuation.definition.string.begin.cronicas" },
              3: { name: "punctuation.definition.string.end.cronicas" },
            },
          },
          { name: "invalid.illegal.unterminated-string.cronicas", match: '"[^"\\n]*$' },
        ],
      },
      option: {
        comment: "Una opción de «Elige uno:», al comienzo de la línea.",
        match: "^\\s*([-–—•])(?=\\s)",
        captures: { 1: { name: "punctuation.definition.list.begin.cronicas" } },
      },
      number: {
        patterns: [
          { name: "constant.numeric.modifier.cronicas", match: "[+\\-–—]\\s*\\d+" },
          { name: "constant.numeric.integer.cronicas", match: "\\d+" },
        ],
      },
      words: { patterns: wordRules(vocabulary) },
      punctuation: {
        patterns: [
          { name: "punctuation.terminator.sentence.cronicas", match: "\\." },
          { name: "punctuation.separator.colon.cronicas", match: ":" },
          { name: "punctuation.separator.comma.cronicas", match: "," },
        ],
      },
      invalid: {
        comment: "Signos que el lenguaje no conoce (CR001).",
        name: "invalid.illegal.character.cronicas",
        match: "[;\\[\\]{}!¡?¿*=<>&%$@|~^_]",
      },
    },
  };
}

/** The file as written: what --check compares. */
export function grammarText(vocabulary) {
  return JSON.stringify(buildGrammar(vocabulary), null, 2) + "\n";
}

async function main() {
  let vocabulary;
  try {
    vocabulary = await import(pathToFileURL(builtVocabulary).href);
  } catch {
    console.error(`Falta ${builtVocabulary}: compila antes el proyecto (npm run build en la raíz).`);
    process.exit(2);
  }
  const text = grammarText(vocabulary);
  if (process.argv.includes("--check")) {
    let current = "";
    try {
      current = readFileSync(target, "utf8");
    } catch {}
    if (current !== text) {
      console.error("syntaxes/cronicas.tmLanguage.json no es el generado: ejecuta `npm run gramatica`.");
      process.exit(1);
    }
  } else {
    writeFileSync(target, text);
    console.log(`escrito ${target}`);
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
