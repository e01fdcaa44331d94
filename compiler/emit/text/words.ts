// The words the printer writes, taken from the vocabulary (grammar/vocabulary/words.ts):
// nouns with their gender and plural, the agreeing forms of determiners and adjectives,
// verb forms and fixed phrases. Nothing here spells a word of its own: a form is looked
// up in its entry (canonical spelling or `forms`, never `variants`, which the language
// accepts but does not offer), so a word the vocabulary renames or drops fails at load
// time, not in a printed card that no longer compiles.
import { NUMBER_WORDS, PHRASES, WORDS, type PhraseId, type WordEntry, type WordId } from "../../../grammar/index.js";
import type { Phase, SelectionNoun } from "../../ir.js";

const entry = (id: WordId): WordEntry => WORDS[id] as WordEntry;

/** The spellings an entry offers: its canonical spelling and its forms. */
function offered(id: WordId): string[] {
  const e = entry(id);
  return [e.canonical, ...(e.forms ?? [])];
}

/** Every spelling a word is read in: for telling where the grammar would read a word as something else. */
export function spellings(id: WordId): string[] {
  const e = entry(id);
  return [e.canonical, ...(e.forms ?? []), ...(e.variants ?? [])];
}

/** A test of the first word of a text: is it one of these spellings, or a number? */
export function startsWithAny(words: readonly string[], numbers = false): (text: string) => boolean {
  const set = new Set(words.map((w) => w.toLowerCase()));
  return (text) => {
    const first = /^[^\s,.;:]+/.exec(text)?.[0]?.toLowerCase() ?? "";
    return set.has(first) || (numbers && /^\d/.test(first));
  };
}

const checked = new Set<string>();

/**
 * A spelling of a vocabulary word: the canonical one, or the given form after checking
 * the entry offers it («hacer» of `Haz`, «Rasgos» of `Rasgo`).
 */
export function word(id: WordId, form?: string): string {
  if (form === undefined) return entry(id).canonical;
  const key = `${id}:${form}`;
  if (!checked.has(key)) {
    if (!offered(id).includes(form)) throw new Error(`printer: «${form}» is not a form of the vocabulary word ${id}`);
    checked.add(key);
  }
  return form;
}

/** A fixed phrase as the vocabulary spells it («hasta el final del turno»). */
export function phrase(id: PhraseId): string {
  return PHRASES[id].canonical;
}

/** A variant of a phrase the printer writes where the canonical one does not agree (the plural «que lo destruyeron»). */
export function phraseVariant(id: PhraseId, spelling: string): string {
  const variants: readonly string[] = (PHRASES[id] as { variants?: readonly string[] }).variants ?? [];
  if (!variants.includes(spelling)) throw new Error(`printer: «${spelling}» is no variant of the phrase ${id}`);
  return spelling;
}

// ---- nouns ----------------------------------------------------------------------------

const NOUN_WORDS: Record<SelectionNoun, WordId> = {
  Personaje: "Personaje",
  carta: "Carta",
  Reliquia: "Reliquia",
  Verso: "Verso",
  Santuario: "Santuario",
  Escencia: "Escencia",
};

export interface Noun {
  singular: string;
  plural: string;
  feminine: boolean;
}

export function noun(n: SelectionNoun): Noun {
  const e = entry(NOUN_WORDS[n]);
  if (e.plural === undefined || e.gender === undefined) throw new Error(`printer: the vocabulary gives no plural or gender for ${n}`);
  return { singular: e.canonical, plural: e.plural, feminine: e.gender === "f" };
}

/** «1 carta», «2 cartas», «1 Escencia». */
export function counted(n: number, what: SelectionNoun): string {
  const w = noun(what);
  return `${n} ${n === 1 ? w.singular : w.plural}`;
}

/** «la próxima Alba», «el próximo Anochecer»: the gender of a phase. */
export function phaseIsFeminine(phase: Phase): boolean {
  return entry(PHASE_WORDS[phase]).gender === "f";
}

const PHASE_WORDS: Record<Phase, WordId> = { Alba: "Alba", Amanecer: "Amanecer", Mediodía: "Mediodia", Anochecer: "Anochecer" };

// ---- agreement --------------------------------------------------------------------------

/**
 * The form of a determiner or adjective that agrees with a noun: «un/una/unos/unas»,
 * «el/la/los/las», «girado/girada/girados/giradas». Read off the entry's spellings by
 * their endings: masculine singular is the canonical spelling (or the form in -o when
 * the canonical one is plural, as in «todos»), feminine ends in -a, plurals in -os/-as
 * (and in -s for words without gender, «tus»).
 */
export function agree(id: WordId, feminine: boolean, plural: boolean): string {
  const all = offered(id);
  const canonical = entry(id).canonical;
  // The first spelling with the ending, in the entry's order (its main forms come first: «esa» before «dicha»).
  let found: string | undefined;
  if (!plural && !feminine) found = /s$/.test(canonical) ? all.find((s) => /o$/.test(s)) : canonical;
  else if (!plural && feminine) found = all.find((s) => /a$/.test(s));
  else if (plural && !feminine) found = all.find((s) => /os$/.test(s)) ?? all.find((s) => /[^a]s$/.test(s));
  else found = all.find((s) => /as$/.test(s)) ?? all.find((s) => /s$/.test(s));
  // «atacante», «especial»: one form for both genders.
  if (found === undefined && !/[oa]s?$/.test(canonical)) found = plural ? all.find((s) => /s$/.test(s)) : canonical;
  if (found === undefined) throw new Error(`printer: the vocabulary word ${id} has no form for ${feminine ? "feminine" : "masculine"} ${plural ? "plural" : "singular"}`);
  return found;
}

/** «un personaje», «una Reliquia», with the noun's gender. */
export function indefinite(n: SelectionNoun): string {
  return agree("Un", noun(n).feminine, false);
}

// ---- verbs ------------------------------------------------------------------------------

/**
 * The forms of a verb the printer uses: the imperative (the canonical spelling), the
 * infinitive («Puedes robar»), the third person singular and plural (a subject first:
 * «Tu oponente roba»), and the subjunctive of triggers and «Mientras» («entre», «tenga»).
 */
export interface Verb {
  imperative: string;
  infinitive: string;
  third: string;
  thirdPlural: string;
}

export function verb(id: WordId, forms: { infinitive: string; third?: string; thirdPlural?: string; imperative?: string }): Verb {
  const third = word(id, forms.third ?? entry(id).canonical);
  return {
    imperative: word(id, forms.imperative ?? entry(id).canonical),
    infinitive: word(id, forms.infinitive),
    third,
    // A verb the vocabulary gives no plural for is only printed with one card or player.
    thirdPlural: forms.thirdPlural === undefined ? third : word(id, forms.thirdPlural),
  };
}

/**
 * A verb with an object pronoun attached, as Spanish writes it: «pon» + «la» → «ponla»,
 * «muestra» + «lo» → «muéstralo», «revelar» + «la» → «revelarla». The accent the
 * pronoun makes necessary goes on the vowel of the stressed syllable (the one before
 * last) of a verb that ends in a vowel; the lexer reads the pronoun off either way.
 */
export function withPronoun(verbForm: string, pronoun: string): string {
  if (/[rn]$/.test(verbForm) && !/[aeiou]n$/.test(verbForm)) return verbForm + pronoun;
  const groups = [...verbForm.matchAll(/[aeiouáéíóú]+/g)];
  if (groups.length < 2 || /[áéíóú]/.test(verbForm)) return verbForm + pronoun;
  const group = groups[groups.length - 2]!;
  const vowels = group[0];
  // In a diphthong the strong vowel (a, e, o) carries the accent; in «ui», «iu» the second one.
  let index = [...vowels].findIndex((v) => "aeo".includes(v));
  if (index === -1) index = vowels.length - 1;
  const at = group.index! + index;
  const accented = { a: "á", e: "é", i: "í", o: "ó", u: "ú" }[verbForm.charAt(at) as "a" | "e" | "i" | "o" | "u"];
  return verbForm.slice(0, at) + accented + verbForm.slice(at + 1) + pronoun;
}

/**
 * The object pronoun for a noun: «lo», «la», «los», «las». The vocabulary spells «la»,
 * «los» and «las» as forms of the article (they are the same words); an attached
 * pronoun («ponla») is read as one either way.
 */
export function pronoun(feminine: boolean, plural: boolean): string {
  return !feminine && !plural ? word("Lo") : agree("El", feminine, plural);
}

// ---- numbers and signs ------------------------------------------------------------------

/** A number word for the few places the language writes one («uno o dos personajes»). */
export function numberWord(n: number): string | undefined {
  return Object.entries(NUMBER_WORDS).find(([, value]) => value === n)?.[0];
}

export function signed(n: number): string {
  return n < 0 ? `-${-n}` : `+${n}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** «de …», contracted to «del» before «el …» («el ataque del personaje sacrificado»). */
export function ofText(text: string): string {
  return text.startsWith("el ") ? `${word("Del")} ${text.slice(3)}` : `${word("De")} ${text}`;
}

/** «a …», contracted to «al» before «el …» (Spanish, and what the grammar reads: «al portador»). */
export function toRecipient(text: string): string {
  return text.startsWith("el ") ? `${word("Al")} ${text.slice(3)}` : `${word("A")} ${text}`;
}
