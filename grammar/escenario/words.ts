// The words of the scenario language, as the parser names them: every spelling of the
// card vocabulary (WORDS) and of the scenario words (SCENARIO_WORDS), both declared in
// vocabulary/words.ts. `Spelling` is their type, so a word the parser names that the
// vocabulary does not declare, or spells with other accents, does not compile. The
// parser compares words by their normalized spelling and takes the accents for CR004
// from the spelling it named (cursor.ts), which is how «esta» written where a scenario
// says «está» gets its warning although «esta» (this) is a card word too.
import { normalizeWord } from "../vocabulary/lex.js";
import { SCENARIO_REASONS, type SCENARIO_WORDS, WORDS, type ScenarioReasonId, type ScenarioWordId, type WordEntry, type WordId } from "../vocabulary/words.js";
import type { CardZone, CountedEventName, KeywordName, ScenarioPhase, ScenarioSectionKind, TraitName } from "./ast.js";

type SpellingsOf<E> =
  | (E extends { canonical: infer C extends string } ? C : never)
  | (E extends { forms: readonly (infer F extends string)[] } ? F : never)
  | (E extends { variants: readonly (infer V extends string)[] } ? V : never);

/** A spelling of the vocabulary: canonical, a form or a variant of a card word or a scenario word. */
export type Spelling = { [K in WordId]: SpellingsOf<(typeof WORDS)[K]> }[WordId] | { [K in ScenarioWordId]: SpellingsOf<(typeof SCENARIO_WORDS)[K]> }[ScenarioWordId];

function spellings(entry: WordEntry): string[] {
  return [entry.canonical, ...(entry.forms ?? []), ...(entry.variants ?? [])];
}

function byNormalized<V>(pairs: Iterable<[string, V]>): ReadonlyMap<string, V> {
  const map = new Map<string, V>();
  for (const [spelling, value] of pairs) map.set(normalizeWord(spelling), value);
  return map;
}

const entries = Object.values(WORDS) as WordEntry[];

/** Phase words, by normalized spelling: «mediodia» → "Mediodía". */
export const PHASES = byNormalized(entries.filter((e) => e.role === "phase").map((e) => [e.canonical, e.canonical as ScenarioPhase]));
export const PHASE_NAMES = [...PHASES.values()];

/** Trait words with their plurals: «embates» → "Embate". */
export const TRAITS = byNormalized(
  entries.filter((e) => e.categories?.includes("TraitName")).flatMap((e) => spellings(e).map((s): [string, TraitName] => [s, e.canonical as TraitName])),
);
export const TRAIT_SPELLINGS = ["Embate", "Talento", "Interferencia", "Resplandor"] as const satisfies readonly Spelling[];

/** The keywords an expectation can ask about, as printed (Mítica, not Mítico). */
export const KEYWORDS = byNormalized(entries.filter((e) => e.categories?.includes("KeywordName")).map((e) => [e.canonical, e.canonical as KeywordName]));
export const GRANTABLE_SPELLINGS = ["Imbatible", "Devastar", "Letal"] as const satisfies readonly Spelling[];

/** The card types a Límite counts (`ya jugó 1 Verso`), singular and plural. */
export const COUNTED_TYPES = byNormalized(
  (["Verso", "Personaje", "Reliquia"] as const).flatMap((id) => spellings(WORDS[id]).map((s): [string, CountedEventName] => [s, id])),
);

/** The sections, as written and as the tree names them. */
export const SECTION_SPELLINGS = ["cartas", "preparación", "jugadas", "resultado"] as const satisfies readonly (Spelling & ScenarioSectionKind)[];
export const SECTIONS = byNormalized<ScenarioSectionKind>(SECTION_SPELLINGS.map((s) => [s, s]));

/** How messages name a zone: «la baraja de Escencia de A». */
export const ZONE_TEXT: Readonly<Record<CardZone, string>> = { hand: "la mano", graveyard: "el cementerio", deck: "la baraja", essenceDeck: "la baraja de Escencia" };

export const ESCENCIA = ["Escencia", "Escencias", "Esencia", "Esencias"] as const satisfies readonly Spelling[];
export const CARTAS = ["carta", "cartas"] as const satisfies readonly Spelling[];
export const USED = ["usada", "usadas", "usado", "usados"] as const satisfies readonly Spelling[];
export const TURNED = ["girado", "girada", "girados", "giradas"] as const satisfies readonly Spelling[];
export const UNTAPPED = ["enderezado", "enderezada", "enderezados", "enderezadas"] as const satisfies readonly Spelling[];
export const ARTICLES = ["el", "la"] as const satisfies readonly Spelling[];
export const THE_OR_HIS = ["el", "su"] as const satisfies readonly Spelling[];
export const TARGETS = ["objetivo", "objetivos"] as const satisfies readonly Spelling[];

/** Verbs that start a sentence after a player, per section. */
export const SETUP_VERBS = ["controla", "tiene", "no", "ya"] as const satisfies readonly Spelling[];
export const PLAY_VERBS = [
  "juega", "responde", "activa", "declara", "no", "equipa", "bloquea", "ordena", "pasa", "elige", "descarta", "busca", "devuelve", "deja", "paga", "acepta", "resuelve",
] as const satisfies readonly Spelling[];
export const RESULT_VERBS = ["controla", "tiene", "no", "gana", "pierde", "puede"] as const satisfies readonly Spelling[];
/** The plays after «puede» / «no puede», in the infinitive. */
export const INFINITIVES = ["jugar", "responder", "activar", "declarar", "equipar", "bloquear", "pasar", "descartar", "buscar", "devolver"] as const satisfies readonly Spelling[];

/** Words that end an unquoted card name, so `A controla Zirkax, girado.` still reads the rest. */
export const NAME_STOP: ReadonlySet<string> = new Set(
  ([
    "con", "y", "está", "no", "tiene", "a", "al", "en", "como", "girado", "girada", "enderezado", "enderezada", "repartiendo",
    "equipada", "equipado", "sin", "sacrificando", "descartando", "girando", "devolviendo", "Prólogo", "Epílogo", "fue", "se",
    "recibió", "bloqueó", "hasta", "porque", "arriba", "cuyo", "cuya", "que", "usada", "usado",
  ] as const satisfies readonly Spelling[]).map(normalizeWord),
);

export function isOneOf(norm: string, words: readonly Spelling[]): boolean {
  return words.some((w) => normalizeWord(w) === norm);
}

/** The reasons by the normalized words of each wording, with the wording (for CR004). */
export const REASONS: ReadonlyMap<string, { reason: ScenarioReasonId; wording: string }> = new Map(
  (Object.entries(SCENARIO_REASONS) as [ScenarioReasonId, { canonical: string; variants?: readonly string[] }][]).flatMap(([reason, r]) =>
    [r.canonical, ...(r.variants ?? [])].map((wording): [string, { reason: ScenarioReasonId; wording: string }] => [wording.split(" ").map(normalizeWord).join(" "), { reason, wording }]),
  ),
);
