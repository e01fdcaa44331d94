// The canonical text printer (compiler/emit/text.ts) is the inverse of lowering:
// printed text compiles back, without diagnostics, to the IR it was printed from
// (ranges aside), and printing that IR again gives the same text. Checked on the
// bundled set, on every clean example of docs/lenguaje.md, and on random cards built
// from a grammar of the language.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compile, formatCarta, type CardDefinition, type CardSet, type Source } from "../compiler/index.js";
import { printCard, printCardSet, quoteName, UnprintableError } from "../compiler/emit/text.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The IR without `range` fields, at any depth: the printed text has its own positions. */
function stripRanges(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stripRanges);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).filter(([key]) => key !== "range").map(([key, v]) => [key, stripRanges(v)]));
  }
  return value;
}

function problems(result: ReturnType<typeof compile>, file?: string): string[] {
  return result.diagnostics.filter((d) => file === undefined || d.file === file).map((d) => `${d.file}:${d.range.start.line}:${d.range.start.column} [${d.code}] ${d.message}`);
}

/** Each card printed into a file of its own (names may hold any character, so files are numbered). */
function printedSources(cards: CardDefinition[]): Source[] {
  return cards.map((card, i) => ({ path: `impresa-${String(i).padStart(3, "0")}.carta`, text: printCard(card) }));
}

/**
 * The printed text is already in the formatter's layout (compiler/format.ts). One
 * known formatter slip is tolerated: it takes the bullet of an option that starts with
 * a number («    - 2 personajes obtienen …») for a sign and prints «    -2 personajes».
 */
function formattedAlike(text: string): boolean {
  const formatted = formatCarta(text);
  return formatted === text || formatted === text.replace(/^( {4}-) (\d)/gm, "$1$2");
}

function bundledSources(): Source[] {
  const dir = join(ROOT, "cards");
  return readdirSync(dir)
    .filter((name) => name.endsWith(".carta"))
    .sort()
    .map((name) => ({ path: `cards/${name}`, text: readFileSync(join(dir, name), "utf8") }));
}

// ---------------------------------------------------------------------------------
// The bundled set

describe("printCard on the bundled set", () => {
  const original = compile(bundledSources());
  const cards = original.cardSet.cards;
  // Printed once, outside the tests, so an UnprintableError names its card in the test that fails.
  const printed = cards.map((card) => {
    try {
      return printCard(card);
    } catch (error) {
      return error instanceof Error ? error : new Error(String(error));
    }
  });
  const sources = printed.flatMap((text, i) => (typeof text === "string" ? [{ path: `impresa-${String(i).padStart(3, "0")}.carta`, text }] : []));
  // All printed cards compile together: `llamado "…"` needs the card it names.
  const reprinted = compile(sources);

  it("compiles cleanly to begin with", () => {
    expect(problems(original)).toEqual([]);
    expect(cards.length).toBeGreaterThan(100);
  });

  cards.forEach((card, i) => {
    it(`«${card.name}» prints and compiles back to the same IR`, () => {
      const text = printed[i]!;
      if (text instanceof Error) throw text;
      const path = `impresa-${String(i).padStart(3, "0")}.carta`;
      expect(problems(reprinted, path), text).toEqual([]);
      const again = reprinted.cardSet.cards.find((c) => c.name === card.name);
      expect(stripRanges(again), text).toEqual(stripRanges(card));
      // Idempotent: the recompiled IR prints to the same text.
      expect(printCard(again!)).toBe(text);
      // One canonical layout: the printed text is already formatted.
      expect(formattedAlike(text), text).toBe(true);
    });
  });
});

describe("printCard on the examples of docs/lenguaje.md", () => {
  const doc = readFileSync(join(ROOT, "docs/lenguaje.md"), "utf8");
  const blocks = [...doc.matchAll(/```carta\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const ZIRKAX = 'carta "Zirkax"\n  tipo Personaje\n  facción Caos\n  coste 3\n  ataque 2\n  vida 2\n';

  it("every clean example round-trips", () => {
    let checked = 0;
    for (const block of blocks) {
      // Examples that name Zirkax compile with it, as lenguaje-doc.test.ts does.
      const text = block.includes('carta "Zirkax"') ? block : `${block}\n${ZIRKAX}`;
      const original = compile([{ path: "ejemplo.carta", text }]);
      if (problems(original).length > 0) continue; // lenguaje-doc.test.ts reports those
      const reprinted = compile(printedSources(original.cardSet.cards));
      expect(problems(reprinted), block).toEqual([]);
      expect(stripRanges(reprinted.cardSet), block).toEqual(stripRanges(original.cardSet));
      checked += original.cardSet.cards.length;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

// ---------------------------------------------------------------------------------
// The canonical form, as a reader sees it

describe("canonical text", () => {
  const set = compile(bundledSources()).cardSet;
  const byName = (name: string) => {
    const card = set.cards.find((c) => c.name === name);
    if (!card) throw new Error(`no card ${name}`);
    return card;
  };

  it("Ofrenda: a target named where it is declared, «Si lo haces» on the next sentence", () => {
    expect(printCard(byName("Ofrenda"))).toBe(
      [
        'carta "Ofrenda"',
        "  tipo Verso",
        "  facción Caos",
        "  coste 2",
        "  Prólogo: Haz 3 de daño a un personaje que controles. Si lo haces, haz 3 de daño a un Santuario.",
        "  Epílogo: Roba 2 cartas.",
        "",
      ].join("\n"),
    );
  });

  it("Guardiana del Valle: trait modifiers in the order Temple, Límite, Escencias; durations written", () => {
    expect(printCard(byName("Guardiana del Valle"))).toBe(
      [
        'carta "Guardiana del Valle"',
        "  tipo Personaje",
        "  facción Orden",
        "  coste 4",
        "  ataque 3",
        "  vida 5",
        "  Embate.",
        "  Talento, Temple: Otro personaje que controles obtiene +1 de vida hasta el final del turno.",
        "  Resplandor, Límite Embate: Roba 1 carta.",
        "",
      ].join("\n"),
    );
  });

  it("Calma: looking at the deck and «Luego»", () => {
    expect(printCard(byName("Calma"))).toBe(
      [
        'carta "Calma"',
        "  tipo Verso",
        "  facción Orden",
        "  coste 1",
        "  Prólogo: Mira las 2 primeras cartas de tu baraja y colócalas arriba o al fondo en cualquier orden. Luego, roba 1 carta.",
        "",
      ].join("\n"),
    );
  });

  it("Silencio de Arniel: the passive «… es prohibida» prints in the imperative", () => {
    expect(printCard(byName("Silencio de Arniel"))).toBe(
      [
        'carta "Silencio de Arniel"',
        "  tipo Verso",
        "  facción Caos",
        "  coste 2",
        "  Prólogo: Prohíbe la próxima carta que fuera a resolverse a menos que su controlador pague 2 Escencias adicionales.",
        "",
      ].join("\n"),
    );
  });

  it("one spelling per meaning: variants of the same card print alike", () => {
    const variants = [
      'carta "V"\n tipo Verso\n facción Caos\n costo dos\n Prólogo: Haz 2 puntos de daño a una personaje oponente. Luego, ese personaje obtiene -1 de ataque.\n Epílogo: Roba una carta. Descarta 1 carta.',
      'carta "V"\n facción Caos\n tipo Verso\n coste 2\n Epílogo: Roba 1 carta y descarta una carta.\n Prólogo: Haz 2 de daño a un personaje que controla tu oponente. Luego, ese personaje obtiene -1 de ataque hasta el final del turno.',
    ];
    const texts = variants.map((text) => {
      const result = compile([{ path: "v.carta", text }]);
      expect(problems(result)).toEqual([]);
      return printCard(result.cardSet.cards[0]!);
    });
    // The IR keeps the order of the abilities, so the two differ only there.
    expect(texts[0]).toContain("Prólogo: Haz 2 de daño a un personaje que no controles. Luego, ese personaje obtiene -1 de ataque hasta el final del turno.");
    expect(texts[0]).toContain("Epílogo: Roba 1 carta y descarta 1 carta.");
    expect(texts[1]!.split("\n").sort()).toEqual(texts[0]!.split("\n").sort());
  });

  it("«Elige uno:» puts each option on its own line; what follows stays on the last one, as the formatter lays it out", () => {
    const text = [
      'carta "Encrucijada"',
      "  tipo Verso",
      "  facción Errantes",
      "  coste 2",
      "  Prólogo: Roba 1 carta. Elige uno: - Haz 2 de daño a un personaje. - Si controlas un personaje de Errantes, tu Santuario gana 3 de vida. Luego, roba 1 carta.",
    ].join("\n");
    const card = compile([{ path: "e.carta", text }]).cardSet.cards[0]!;
    expect(printCard(card)).toBe(
      [
        'carta "Encrucijada"',
        "  tipo Verso",
        "  facción Errantes",
        "  coste 2",
        "  Prólogo: Roba 1 carta. Elige uno:",
        "    - Haz 2 de daño a un personaje.",
        "    - Si controlas un personaje de Errantes, tu Santuario gana 3 de vida. Luego, roba 1 carta.",
        "",
      ].join("\n"),
    );
  });
});

// ---------------------------------------------------------------------------------
// What the language cannot write

describe("IR the language cannot write", () => {
  const base = (abilities: CardDefinition["abilities"]): CardDefinition => ({
    name: "Imposible",
    type: "Verso",
    faction: "Caos",
    cost: 1,
    keywords: [],
    abilities,
    range: { file: "x", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } },
  });
  const range = { file: "x", start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: 0 } };
  const character = (id: string) => ({ id, what: { kind: "card" as const, filter: { noun: "Personaje" as const, zone: "juego" as const } }, count: { exactly: 1 }, range });

  it("«ese …» can only name the target declared last", () => {
    const card = base([
      {
        kind: "verse",
        option: "Prólogo",
        costs: [],
        targets: [character("t1"), character("t2")],
        steps: [
          { kind: "destroy", what: { kind: "target", ref: "t1" }, range },
          { kind: "destroy", what: { kind: "target", ref: "t2" }, range },
          { kind: "untap", what: { kind: "target", ref: "t1" }, range },
        ],
        range,
      },
    ]);
    expect(() => printCard(card)).toThrow(UnprintableError);
    expect(() => printCard(card)).toThrow(/«ese personaje» nombraría a «t2»/);
    // With a Reliquia in between, «ese personaje» still names the character.
    const relic = { ...character("t2"), what: { kind: "card" as const, filter: { noun: "Reliquia" as const, zone: "juego" as const } } };
    const ok = base([{ ...(card.abilities[0] as Extract<CardDefinition["abilities"][number], { kind: "verse" }>), targets: [character("t1"), relic] }]);
    expect(printCard(ok)).toContain("Prólogo: Destruye un personaje y destruye una Reliquia y endereza ese personaje.");
  });

  it("a phase of the opponent's turn, a condition on the opponent's zones, a two-sentence option, an essence cost on a Verso, a fraction", () => {
    const personaje: CardDefinition = { ...base([]), type: "Personaje", attack: 1, life: 1 };
    const draw = { kind: "draw" as const, player: { kind: "player" as const, who: "you" as const }, amount: { kind: "fixed" as const, value: 1 }, range };
    const cases: CardDefinition[] = [
      { ...personaje, abilities: [{ kind: "triggered", trigger: { kind: "phaseStart", phase: "Alba", whose: "opponent" }, targets: [], steps: [draw], range }] },
      base([{ kind: "verse", option: "Prólogo", costs: [], targets: [], steps: [{ ...draw, condition: { kind: "cardsIn", whose: "opponent", zone: "mano", compare: { op: "ge", value: 3 } } }], range }]),
      base([
        {
          kind: "verse",
          option: "Prólogo",
          costs: [],
          targets: [],
          steps: [{ kind: "chooseOne", options: [{ targets: [], steps: [draw, { ...draw, link: "then" }], range }, { targets: [], steps: [draw], range }], range }],
          range,
        },
      ]),
      base([{ kind: "verse", option: "Prólogo", costs: [{ kind: "essence", amount: 1, range }], targets: [], steps: [draw], range }]),
      base([{ kind: "verse", option: "Prólogo", costs: [], targets: [], steps: [{ ...draw, amount: { kind: "fixed", value: 1.5 } }], range }]),
    ];
    for (const card of cases) expect(() => printCard(card)).toThrow(UnprintableError);
  });

  it("a name with a double quote prints, but cannot round-trip (the lexer has no escape)", () => {
    expect(quoteName('El "Tuerto"')).toBe('"El "Tuerto""');
    const card: CardDefinition = { ...base([]), name: 'El "Tuerto"', abilities: [] };
    const text = printCard(card);
    expect(text.startsWith('carta "El "Tuerto""\n')).toBe(true);
    expect(compile([{ path: "t.carta", text }]).ok).toBe(false);
  });
});

// ---------------------------------------------------------------------------------
// cartas.md

describe("printCardSet", () => {
  const set = compile(bundledSources()).cardSet;
  const markdown = printCardSet(set);

  it("is deterministic", () => {
    expect(printCardSet(structuredClone(set))).toBe(markdown);
  });

  it("has a title and one section per faction, in the Reglamento's order", () => {
    expect(markdown.startsWith("# Cartas de Crónicas\n")).toBe(true);
    const sections = [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]);
    expect(sections).toEqual(["Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes"]);
  });

  it("shows each card under its faction with a summary and its printed text", () => {
    const guardiana = set.cards.find((c) => c.name === "Guardiana del Valle")!;
    expect(markdown).toContain(`### Guardiana del Valle\n\nPersonaje · coste 4 · ataque 3 / vida 5\n\n\`\`\`carta\n${printCard(guardiana).trimEnd()}\n\`\`\`\n`);
    expect(markdown).toContain("### Ciudadela de Etheria\n\nSantuario · vida 25\n");
    expect(markdown).toContain("### Luz de Etheria\n\nEscencia básica\n");
    const sections = markdown.split(/^## /m).slice(1);
    for (const card of set.cards) {
      const section = sections.find((s) => s.startsWith(`${card.faction}\n`))!;
      expect(section, card.name).toContain(`\`\`\`carta\n${printCard(card).trimEnd()}\n\`\`\``);
    }
  });

  it("its code blocks compile back to the card set", () => {
    const blocks = [...markdown.matchAll(/^```carta\n([\s\S]*?)^```$/gm)].map((m, i) => ({ path: `md-${i}.carta`, text: m[1]! }));
    expect(blocks).toHaveLength(set.cards.length);
    const result = compile(blocks);
    expect(problems(result)).toEqual([]);
    const byName = (s: CardSet) => [...s.cards].sort((a, b) => (a.name < b.name ? -1 : 1));
    expect(stripRanges(byName(result.cardSet))).toEqual(stripRanges(byName(set)));
  });

  it("escapes Markdown in headings; a name with backticks stays inside its code block", () => {
    const card = { ...set.cards.find((c) => c.name === "Ofrenda")!, name: "Hoja *del* ```Alba```" };
    const md = printCardSet({ ...set, cards: [card] });
    expect(md).toContain("### Hoja \\*del\\* \\`\\`\\`Alba\\`\\`\\`\n");
    const blocks = [...md.matchAll(/^```carta\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
    expect(blocks).toEqual([printCard(card)]);
    expect(compile([{ path: "md.carta", text: blocks[0]! }]).cardSet.cards[0]!.name).toBe(card.name);
  });
});

// ---------------------------------------------------------------------------------
// Random cards from a grammar of the language
//
// A card is generated from a tape of random numbers: every choice reads the next one
// (an exhausted tape reads 0, the first option), so fast-check shrinks a failure to
// the simplest card that still fails. The generator writes only cards that compile
// without diagnostics; it tracks what the checker tracks (targets declared so far for
// «ese …», whether «Si lo haces» follows something that can fail) to stay valid.

class Tape {
  private index = 0;
  constructor(private readonly values: number[]) {}
  int(min: number, max: number): number {
    const v = this.values[this.index++] ?? 0;
    return min + (v % (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }
  chance(percent: number): boolean {
    return this.int(0, 99) < percent;
  }
  shuffle<T>(items: T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

type GenNoun = "personaje" | "carta" | "Reliquia" | "Verso" | "Santuario" | "Escencia";
const WORDS: Record<GenNoun, { sg: string; pl: string; fem: boolean }> = {
  personaje: { sg: "personaje", pl: "personajes", fem: false },
  carta: { sg: "carta", pl: "cartas", fem: true },
  Reliquia: { sg: "Reliquia", pl: "Reliquias", fem: true },
  Verso: { sg: "Verso", pl: "Versos", fem: false },
  Santuario: { sg: "Santuario", pl: "Santuarios", fem: false },
  Escencia: { sg: "Escencia", pl: "Escencias", fem: true },
};
const FACTION_NAMES = ["Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes"] as const;
const HAS = ["Imbatible", "Devastar", "Letal", "Mítica", "Vestigios", "Sin entrenamiento", "Embate", "Talento", "Interferencia", "Resplandor"];
const GRANTABLE = ["Imbatible", "Devastar", "Letal", "Sin entrenamiento"];
const NUMBER_WORDS = ["cero", "un", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"];
const NAMES = ["Zirkax", "Guardiana del Valle", "Ñandú Errante", "Carta #7", "Él: el Último", "Hoja, la Roja", "Ofrenda"];

type GenType = "Personaje" | "Reliquia" | "Verso" | "Santuario" | "Escencia básica" | "Escencia especial";

interface GenCard {
  type: GenType;
  /** Names of the set, for `llamado "…"`. */
  names: string[];
}

/**
 * The card targets declared so far in an ability (or an option), in text order: what
 * «ese …» can name. `counted` is false for the targets the checker does not register
 * («Prohíbe un Verso», «Un Santuario gana …»): the lowering still resolves «ese …» to
 * them, so a clean card only uses an «ese …» that resolves to a counted one.
 */
interface GenScope {
  nouns: { noun: GenNoun; plural: boolean; counted: boolean }[];
}

/** The «ese …» forms that compile cleanly here: the target each resolves to is counted. */
function eseChoices(scope: GenScope): { noun: GenNoun; plural: boolean }[] {
  const out: { noun: GenNoun; plural: boolean }[] = [];
  const last = scope.nouns[scope.nouns.length - 1];
  if (last?.counted) out.push({ noun: "carta", plural: last.plural });
  for (const noun of Object.keys(WORDS) as GenNoun[]) {
    const resolved = scope.nouns.findLast((n) => n.noun === noun);
    if (resolved?.counted && noun !== "carta") out.push({ noun, plural: resolved.plural });
  }
  return out;
}

interface Clause {
  text: string;
  /** The checker's «can fail» (check.ts canFail): «Si lo haces» may follow. */
  fallible: boolean;
  /** «Mira … de tu baraja» without «y colócalas»: a «y» after it reads as «y colócalas» (CR010). */
  last?: boolean;
}

function agreeWord(stem: string, fem: boolean, plural: boolean): string {
  return stem + (fem ? "a" : "o") + (plural ? "s" : "");
}

/** A number as digits, or sometimes as a word (the lexer reads «dos» as 2). */
function num(t: Tape, n: number): string {
  return n >= 2 && n <= 10 && t.chance(15) ? NUMBER_WORDS[n]! : String(n);
}

function comparisonText(t: Tape, max = 8): string {
  return `${num(t, t.int(0, max))}${t.pick(["", "", " o más", " o menos"])}`;
}

/** Filters after a noun, each kind at most once (CR144), in random order. */
function filters(t: Tape, card: GenCard, noun: GenNoun, plural: boolean, opts: { zones: boolean; controller?: boolean }): string[] {
  const w = WORDS[noun];
  const kinds = t.shuffle(["faction", "controller", "turned", "stat", "has", "named", "zone"]).slice(0, t.int(0, 3));
  const out: string[] = [];
  for (const kind of kinds) {
    switch (kind) {
      case "faction":
        out.push(`de ${t.pick(FACTION_NAMES)}`);
        break;
      case "controller":
        if (opts.controller !== false) out.push(t.pick(["que controles", "que no controles", "de tu oponente", "que controla tu oponente", "oponente"]));
        break;
      case "turned":
        out.push(agreeWord(t.pick(["girad", "enderezad"]), w.fem, plural));
        break;
      case "stat":
        out.push(`${t.pick(["con coste", "de coste", "con ataque", "con vida"])} ${comparisonText(t)}`);
        break;
      case "has":
        out.push(`con ${t.pick(HAS)}`);
        break;
      case "named":
        out.push(`${agreeWord("llamad", w.fem, plural)} ${quoteName(t.pick(card.names))}`);
        break;
      case "zone":
        if (opts.zones) out.push(t.pick(["en juego", "en tu mano", "en tu cementerio", "en tu baraja", "de tu mano", "de tu cementerio"]));
        break;
    }
  }
  return out;
}

interface SelectionOptions {
  nouns: GenNoun[];
  target?: boolean;
  all?: boolean;
  ese?: boolean;
  /** The card's own words («este personaje», «esta carta»), where the effect accepts it. */
  self?: string;
  bearer?: boolean;
  zones?: boolean;
}

/** A selection of cards: a new target, all that match, «ese …», the card itself or the bearer. */
function selection(t: Tape, card: GenCard, scope: GenScope, opts: SelectionOptions): { text: string; plural: boolean; target: boolean } {
  const forms: string[] = [];
  if (opts.target !== false) forms.push("target", "target", "target");
  if (opts.all) forms.push("all", "all");
  const eses = opts.ese ? eseChoices(scope) : [];
  if (eses.length > 0) forms.push("ese", "ese");
  if (opts.self !== undefined) forms.push("self");
  if (opts.bearer) forms.push("bearer");
  const form = t.pick(forms);
  if (form === "self") return { text: opts.self!, plural: false, target: false };
  if (form === "bearer") return { text: "el portador", plural: false, target: false };
  if (form === "ese") {
    // «ese <nombre>» names the last target with that noun, «esa carta» the last of any
    // noun (CR141 when there is none): pick a declared noun the effect takes if any.
    const fitting = eses.filter((n) => opts.nouns.includes(n.noun));
    const named = t.pick(fitting.length > 0 && t.chance(80) ? fitting : eses);
    const w = WORDS[named.noun];
    const ese = w.fem ? (named.plural ? "esas" : "esa") : named.plural ? "esos" : "ese";
    return { text: `${ese} ${named.plural ? w.pl : w.sg}`, plural: named.plural, target: false };
  }
  const noun = t.pick(opts.nouns);
  const w = WORDS[noun];
  const zones = opts.zones ?? false;
  if (form === "all") {
    const shapes = ["cada", "cada otro", "todos", "todos otros", ...(noun !== "Santuario" ? ["tus", "los"] : [])];
    const shape = t.pick(shapes);
    const plural = shape !== "cada" && shape !== "cada otro";
    const f = filters(t, card, noun, plural, { zones });
    const head = {
      cada: `cada ${w.sg}`,
      "cada otro": `cada ${agreeWord("otr", w.fem, false)} ${w.sg}`,
      todos: `${w.fem ? "todas las" : "todos los"} ${w.pl}`,
      "todos otros": `${w.fem ? "todas las otras" : "todos los otros"} ${w.pl}`,
      tus: `tus ${w.pl}`,
      los: `${w.fem ? "las" : "los"} ${w.pl}`,
    }[shape]!;
    return { text: [head, ...f].join(" "), plural, target: false };
  }
  const shape = t.pick(["un", "un", "otro", "n", "hasta", "hasta otros", "1"]);
  const k = t.int(2, 3);
  const plural = shape === "n" || shape === "hasta" || shape === "hasta otros";
  const head = {
    un: w.fem ? "una" : "un",
    otro: agreeWord("otr", w.fem, false),
    n: `${num(t, k)}`,
    hasta: `hasta ${k}`,
    "hasta otros": `hasta ${k} ${agreeWord("otr", w.fem, true)}`,
    "1": "1",
  }[shape]!;
  const f = filters(t, card, noun, plural, { zones });
  scope.nouns.push({ noun, plural, counted: true });
  return { text: [head, plural ? w.pl : w.sg, ...f].join(" "), plural, target: true };
}

function selfWords(card: GenCard): string {
  return card.type === "Personaje" ? "este personaje" : card.type === "Reliquia" ? "esta Reliquia" : "esta carta";
}

/** «a …», sometimes contracted: «al Santuario de tu oponente», «al portador». */
function recipient(t: Tape, text: string): string {
  if (text.startsWith("el ") && t.chance(70)) return `al ${text.slice(3)}`;
  return `a ${text}`;
}

function perEach(t: Tape, card: GenCard): string {
  if (!t.chance(20)) return "";
  const noun = t.pick(Object.keys(WORDS) as GenNoun[]);
  return ` por cada ${[WORDS[noun].sg, ...filters(t, card, noun, false, { zones: true })].join(" ")}`;
}

function cards(t: Tape, n: number): string {
  return n === 1 ? t.pick(["1 carta", "una carta"]) : `${num(t, n)} cartas`;
}

function duration(t: Tape): string {
  return t.pick(["", " hasta el final del turno", " de forma permanente"]);
}

function statsText(t: Tape, lifeOnly: boolean): string {
  const sign = () => t.pick(["+", "-"]);
  const shape = lifeOnly ? "life" : t.pick(["attack", "life", "both"]);
  if (shape === "attack") return `${sign()}${t.int(1, 5)} de ataque`;
  if (shape === "life") return `${sign()}${t.int(1, 5)} de vida`;
  return `${sign()}${t.int(1, 5)} de ataque y ${sign()}${t.int(1, 5)} de vida`;
}

/** One clause, in lower case; «puedes» with the infinitive when optional. */
function clause(t: Tape, card: GenCard, scope: GenScope): Clause {
  const optional = t.chance(15);
  const verb = (imperative: string, infinitive: string) => (optional ? `puedes ${infinitive}` : imperative);
  const self = card.type === "Personaje" ? selfWords(card) : undefined;
  const characters: SelectionOptions = { nouns: ["personaje"], all: true, ese: true };
  const kind = t.int(0, 18);
  switch (kind) {
    case 0: {
      // Damage to characters or Santuarios.
      const amount = t.int(1, 6);
      const sanctuary = t.chance(30);
      const to = sanctuary
        ? t.pick(["un Santuario", "cada Santuario", "tu Santuario", "el Santuario de tu oponente"])
        : selection(t, card, scope, self !== undefined ? { ...characters, self } : characters).text;
      if (sanctuary && to === "un Santuario") scope.nouns.push({ noun: "Santuario", plural: false, counted: true });
      const points = amount === 1 ? t.pick(["1", "un punto", "1 punto"]) : t.pick([`${num(t, amount)}`, `${amount} puntos`]);
      return { text: `${verb("haz", "hacer")} ${points} de daño ${recipient(t, to)}${perEach(t, card)}`, fallible: true };
    }
    case 1: {
      const amount = t.int(2, 8);
      const k = t.int(1, Math.min(amount, 4));
      const w = WORDS.personaje;
      const among = t.chance(50) ? `hasta ${k} ${k === 1 ? w.sg : w.pl}` : k === 1 ? "un personaje" : `${k} ${w.pl}`;
      scope.nouns.push({ noun: "personaje", plural: k !== 1, counted: true });
      const f = filters(t, card, "personaje", k !== 1, { zones: false });
      return { text: `${verb("reparte", "repartir")} ${amount} de daño entre ${[among, ...f].join(" ")}`, fallible: true };
    }
    case 2:
      return { text: `${verb("destruye", "destruir")} ${selection(t, card, scope, { nouns: ["personaje", "Reliquia"], all: true, ese: true }).text}`, fallible: true };
    case 3: {
      const [imp, inf] = t.pick([
        ["gira", "girar"],
        ["endereza", "enderezar"],
      ] as const);
      const own = card.type === "Personaje" || card.type === "Reliquia" || card.type.startsWith("Escencia") ? selfWords(card) : undefined;
      const what = selection(t, card, scope, { nouns: ["personaje", "Reliquia", "Escencia"], all: true, ese: true, ...(own !== undefined ? { self: own } : {}) });
      return { text: `${verb(imp, inf)} ${what.text}`, fallible: true };
    }
    case 4: {
      const noun = t.pick(["personaje", "Reliquia"] as const);
      const w = WORDS[noun];
      const what = t.pick([`${w.fem ? "una" : "un"} ${w.sg}`, `${w.fem ? "una" : "un"} ${w.sg} que controles`, `tus ${w.pl}`, `${agreeWord("otr", w.fem, false)} ${w.sg} que controles`]);
      if (!what.startsWith("tus")) scope.nouns.push({ noun, plural: false, counted: true });
      return { text: `${verb("sacrifica", "sacrificar")} ${what}`, fallible: true };
    }
    case 5:
    case 6: {
      const [imp, third, inf] = t.pick([
        ["roba", "roba", "robar"],
        ["descarta", "descarta", "descartar"],
        ["bota", "bota", "botar"],
      ] as const);
      const n = t.int(1, 4);
      const who = t.pick(["", "", "tu oponente", "cada jugador", "un jugador"]);
      const amount = `${cards(t, n)}${perEach(t, card)}`;
      if (who === "") return { text: `${verb(imp, inf)} ${amount}`, fallible: true };
      return { text: optional ? `puedes ${who} ${inf} ${amount}` : `${who} ${third} ${amount}`, fallible: true };
    }
    case 7:
    case 8: {
      // Ataque y vida, or a keyword, for characters, the card itself, the bearer, or a Santuario's life.
      const sanctuary = kind === 7 && t.chance(15);
      const who = sanctuary
        ? { text: t.pick(["tu Santuario", "el Santuario de tu oponente"]), plural: false, target: false }
        : selection(t, card, scope, {
            ...characters,
            zones: true,
            ...(self !== undefined ? { self } : {}),
            bearer: card.type === "Reliquia",
          });
      const change = kind === 7 ? statsText(t, sanctuary) : t.pick(GRANTABLE);
      const verb3 = optional ? "obtener" : who.plural ? "obtienen" : "obtiene";
      const text = optional ? `puedes ${who.text} ${verb3} ${change}${duration(t)}` : `${who.text} ${verb3} ${change}${duration(t)}`;
      return { text, fallible: optional || who.target };
    }
    case 9: {
      const who = t.pick(["tu Santuario", "el Santuario de tu oponente", "un Santuario", "cada Santuario"]);
      if (who === "un Santuario") scope.nouns.push({ noun: "Santuario", plural: false, counted: false });
      const gain = `${num(t, t.int(1, 5))} de vida${perEach(t, card)}`;
      return { text: optional ? `puedes ${who} ganar ${gain}` : `${who} gana ${gain}`, fallible: optional };
    }
    case 10: {
      const what = t.pick(["la próxima carta", "el próximo Rasgo de Talento"]);
      const unless = t.chance(40) ? ` a menos que su controlador pague ${t.int(1, 4)} Escencias${t.pick([" adicionales", ""])}` : "";
      if (!optional && t.chance(40)) return { text: `${what} que fuera a resolverse es ${what.startsWith("la") ? "prohibida" : "prohibido"}${unless}`, fallible: false };
      return { text: `${verb("prohíbe", "prohibir")} ${what} que fuera a resolverse${unless}`, fallible: optional };
    }
    case 11: {
      const noun = t.pick(["Verso", "carta", "personaje", "Reliquia"] as const);
      const w = WORDS[noun];
      scope.nouns.push({ noun, plural: false, counted: false });
      const f = filters(t, card, noun, false, { zones: false, controller: false });
      const chain = t.chance(50) ? " en la cadena" : "";
      const unless = t.chance(30) ? ` a menos que su controlador pague ${t.int(1, 3)} Escencias adicionales` : "";
      return { text: `${verb("prohíbe", "prohibir")} ${[w.fem ? "una" : "un", w.sg, ...f].join(" ")}${chain}${unless}`, fallible: true };
    }
    case 12: {
      const n = t.int(1, 5);
      const look = n === 1 ? t.pick(["la primera carta", "la 1 primera carta"]) : `las ${n} primeras cartas`;
      const place = t.pick(["", " y colócalas arriba", " y colócalas al fondo", " y colócalas arriba o al fondo", " y ponlas al fondo o arriba"]);
      const order = place !== "" && t.chance(50) ? " en cualquier orden" : "";
      return { text: `${verb("mira", "mirar")} ${look} de tu baraja${place}${order}`, fallible: optional, last: place === "" };
    }
    case 13: {
      const noun = t.pick(["personaje", "Reliquia", "Verso", "carta"] as const);
      const w = WORDS[noun];
      const head = t.chance(20) ? agreeWord("otr", w.fem, false) : w.fem ? "una" : "un";
      const f = filters(t, card, noun, false, { zones: false });
      return { text: `${verb("busca", "buscar")} en tu baraja ${[head, w.sg, ...f].join(" ")} y ${t.pick(["ponla", "ponlo"])} ${t.pick(["en tu mano", "en juego"])}`, fallible: true };
    }
    case 14: {
      const n = t.int(1, 3);
      return { text: `${verb("agrega", "agregar")} ${n === 1 ? t.pick(["1 Escencia", "una Escencia", "1 Esencia"]) : `${n} Escencias`}${t.pick(["", n === 1 ? " girada" : " giradas"])}`, fallible: optional };
    }
    case 15: {
      const n = t.int(1, 3);
      const what = n === 1 ? t.pick(["1 Escencia", "una Escencia"]) : `${n} Escencias`;
      return { text: `${verb("devuelve", "devolver")} ${what}${t.pick(["", " a tu baraja de Escencia"])}`, fallible: true };
    }
    case 16: {
      const what = selection(t, card, scope, { nouns: ["personaje", "Reliquia"], ese: true });
      return { text: `${verb("gana", "ganar")} el control de ${what.text}${t.pick(["", " hasta el final del turno"])}`, fallible: true };
    }
    case 17: {
      const relic = card.type === "Reliquia" && t.chance(50) ? "esta Reliquia" : "una Reliquia que controles";
      if (relic !== "esta Reliquia") scope.nouns.push({ noun: "Reliquia", plural: false, counted: true });
      const options: SelectionOptions = { nouns: ["personaje"], ese: true, bearer: card.type === "Reliquia", ...(self !== undefined ? { self } : {}) };
      return { text: `${verb("equipa", "equipar")} ${relic} ${recipient(t, selection(t, card, scope, options).text)}`, fallible: true };
    }
    default: {
      const what = selection(t, card, scope, { nouns: ["personaje", "Reliquia"], all: true, ese: true });
      const to = t.pick(["a la mano de su dueño", "a la mano", "a su mano", "a tu mano"]);
      return { text: `${verb("devuelve", "devolver")} ${what.text} ${to}`, fallible: true };
    }
  }
}

function condition(t: Tape, card: GenCard): string {
  switch (t.int(0, 3)) {
    case 0: {
      const noun = t.pick(["personaje", "Reliquia", "carta", "Verso"] as const);
      const w = WORDS[noun];
      const n = t.int(1, 3);
      const shape = t.pick(["un", "otro", "n", "n o más", "n o más otros"]);
      const plural = shape.startsWith("n") && n !== 1;
      const head = {
        un: w.fem ? "una" : "un",
        otro: agreeWord("otr", w.fem, false),
        n: `${n}`,
        "n o más": `${n} o más`,
        "n o más otros": `${n} o más ${agreeWord("otr", w.fem, n !== 1)}`,
      }[shape]!;
      const nounWord = shape === "un" || shape === "otro" || !plural ? w.sg : w.pl;
      const what = [head, nounWord, ...filters(t, card, noun, plural, { zones: true })].join(" ");
      return t.chance(50) ? `si controlas ${what}` : `si tu oponente controla ${what}`;
    }
    case 1:
      return `si ${t.pick(["tu Santuario", "el Santuario de tu oponente"])} tiene ${comparisonText(t, 20)} de vida`;
    default:
      return `si tienes ${comparisonText(t, 10)} cartas en tu ${t.pick(["mano", "cementerio", "baraja"])}`;
  }
}

/** One sentence: connector or condition, clauses joined with «y», the period. */
function sentence(t: Tape, card: GenCard, scope: GenScope, link: "" | "luego" | "si lo haces" | "condition"): { text: string; fallible: boolean } {
  const prefix = link === "luego" ? "luego, " : link === "si lo haces" ? "si lo haces, " : link === "condition" ? `${condition(t, card)}, ` : "";
  const clauses = [clause(t, card, scope)];
  if (!clauses[0]!.last && t.chance(25)) clauses.push(clause(t, card, scope));
  return { text: `${prefix}${clauses.map((c) => c.text).join(" y ")}.`, fallible: clauses.some((c) => c.fallible) };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The effect of an ability after its header. Sentences after the first go on the same
 * line, or on a line of their own when they carry a connector (a line-initial sentence
 * without one could read as a static ability, grammar/assemble.ts).
 */
function body(t: Tape, card: GenCard, opts: { costs: boolean; lowerFirst: boolean }): string {
  const scope: GenScope = { nouns: [] };
  const parts: string[] = [];
  const put = (text: string, first: boolean, newLine: boolean) => {
    const shown = first && opts.lowerFirst ? text : capitalize(text);
    parts.push(parts.length === 0 ? shown : `${newLine ? "\n    " : " "}${shown}`);
  };
  let previousCanFail = false;
  let index = 0;
  if (opts.costs && t.chance(25)) {
    const costs = Array.from({ length: t.int(1, 2) }, () =>
      t.pick([
        `sacrifica ${t.pick(["un personaje", "una Reliquia que controles", "otro personaje que controles", "2 personajes"])}`,
        `gira ${t.pick(["otro personaje que controles", "2 Escencias", "una Reliquia"])}`,
        `descarta ${cards(t, t.int(1, 2))}`,
        `devuelve ${t.pick(["1 Escencia", "2 Escencias"])}`,
      ]),
    );
    put(`como coste adicional, ${costs.join(" y ")}.`, true, false);
    previousCanFail = true; // «Si lo haces» right after a cost is accepted (check.ts)
    index++;
  }
  const count = t.int(1, 3);
  let choseOne = false;
  for (let i = 0; i < count; i++, index++) {
    if (!choseOne && t.chance(12)) {
      choseOne = true;
      const options = Array.from({ length: t.int(2, 3) }, () => {
        const own: GenScope = { nouns: [] };
        return capitalize(sentence(t, card, own, t.chance(25) ? "condition" : "").text);
      });
      const sameLine = t.chance(30);
      put(`elige uno:${options.map((o) => (sameLine ? ` - ${o}` : `\n      - ${o}`)).join("")}`, index === 0, index > 0 && t.chance(50));
      previousCanFail = false;
      continue;
    }
    const links: ("" | "luego" | "si lo haces" | "condition")[] = index === 0 ? ["", "", "condition"] : ["", "luego", "condition", ...(previousCanFail ? (["si lo haces", "si lo haces"] as const) : [])];
    const link = t.pick(links);
    const s = sentence(t, card, scope, link);
    put(s.text, index === 0, link !== "" && t.chance(50));
    previousCanFail = s.fallible;
  }
  return parts.join("");
}

const TRAITS = ["Embate", "Talento", "Interferencia", "Resplandor"] as const;
const LIMITS = ["Embate", "Talento", "Interferencia", "Resplandor", "Verso", "Personaje", "Reliquia"];

function traitAbility(t: Tape, card: GenCard): string {
  const trait = t.pick(TRAITS);
  const modifiers: string[] = [];
  if ((trait === "Talento" || trait === "Embate") && t.chance(30)) modifiers.push("Temple");
  if (t.chance(30)) modifiers.push(`Límite ${t.pick(LIMITS)}`);
  if (t.chance(30)) {
    const n = t.int(1, 4);
    modifiers.push(n === 1 ? "1 Escencia" : `${n} Escencias`);
  }
  const header = [trait, ...t.shuffle(modifiers)].join(", ");
  if (trait === "Embate" && t.chance(40)) return `${header}.`;
  return `${header}: ${body(t, card, { costs: true, lowerFirst: false })}`;
}

function triggeredAbility(t: Tape, card: GenCard): string {
  const triggers = ["Al entrar en juego", "Al salir del juego", `Al comienzo de tu ${t.pick(["Alba", "Amanecer", "Mediodía", "Anochecer"])}`, `Al comienzo de cada ${t.pick(["Alba", "Amanecer", "Mediodía", "Anochecer"])}`];
  if (card.type === "Personaje") triggers.push("Cuando este personaje sea destruido", "Cuando este personaje bloquee", "Cuando este personaje sea bloqueado", "Cuando esta carta sea destruida");
  return `${t.pick(triggers)}, ${body(t, card, { costs: false, lowerFirst: true })}`;
}

function staticAbility(t: Tape, card: GenCard): string {
  const kind = t.int(0, 2);
  if (kind === 2) {
    const noun = t.pick(["Verso", "Reliquia", "personaje", "carta"] as const);
    const w = WORDS[noun];
    const subject = t.pick([`Tus ${w.pl}`, `${w.fem ? "Las" : "Los"} ${w.pl} de tu oponente`, `Cada ${w.sg}`, `${w.fem ? "Todas las" : "Todos los"} ${w.pl}`]);
    const f = subject.startsWith("Tus") || subject.endsWith("oponente") ? [] : filters(t, card, noun, true, { zones: false });
    return `${[subject, ...f].join(" ")} ${subject.startsWith("Cada") ? "cuesta" : "cuestan"} ${t.int(1, 3)} ${t.pick(["más", "menos"])}.`;
  }
  const subjects = ["tus personajes", "cada personaje", "todos los personajes", "los personajes de tu oponente", "cada otro personaje"];
  if (card.type === "Personaje") subjects.push("este personaje");
  if (card.type === "Reliquia") subjects.push("el portador", "el portador");
  const sanctuary = kind === 0 && t.chance(15);
  const subject = sanctuary ? "tu Santuario" : t.pick(subjects);
  const f = subject.includes("personaje") && !subject.startsWith("este") && !subject.endsWith("oponente") ? filters(t, card, "personaje", true, { zones: false }) : [];
  const plural = subject.startsWith("tus") || subject.startsWith("todos") || subject.startsWith("los");
  const change = kind === 0 ? statsText(t, sanctuary) : t.pick(GRANTABLE);
  return capitalize(`${[subject, ...f].join(" ")} ${plural ? "obtienen" : "obtiene"} ${change}.`);
}

const KEYWORDS_BY_TYPE: Record<GenType, string[]> = {
  Personaje: ["Imbatible", "Devastar", "Letal", "Mítica", "Vestigios", "Sin entrenamiento"],
  Reliquia: ["Mítica", "Vestigios"],
  Verso: ["Vestigios"],
  Santuario: [],
  "Escencia básica": [],
  "Escencia especial": [],
};

function cardText(t: Tape, name: string, names: string[]): string {
  const type = t.pick(["Personaje", "Personaje", "Reliquia", "Verso", "Verso", "Santuario", "Escencia especial", "Escencia básica"] as const);
  const card: GenCard = { type, names };
  const fields = [`tipo ${type}`, `facción ${t.pick(FACTION_NAMES)}`];
  if (type === "Personaje" || type === "Reliquia" || type === "Verso") fields.push(`${t.pick(["coste", "coste", "costo"])} ${num(t, t.int(0, 15))}`);
  if (type === "Personaje") fields.push(`ataque ${num(t, t.int(0, 20))}`);
  if (type === "Personaje" || type === "Santuario") fields.push(`vida ${num(t, t.int(1, 60))}`);
  const lines = t.chance(20) ? t.shuffle(fields) : fields;
  const abilities: string[] = [];
  for (const keyword of KEYWORDS_BY_TYPE[type]) if (t.chance(20)) abilities.push(`${keyword}.`);
  if (type === "Reliquia" && t.chance(40)) abilities.push(`Vincular ${num(t, t.int(0, 5))}.`);
  switch (type) {
    case "Personaje":
      for (let i = t.int(0, 3); i > 0; i--) abilities.push(t.pick([traitAbility, traitAbility, triggeredAbility, staticAbility])(t, card));
      break;
    case "Reliquia":
    case "Santuario":
      for (let i = t.int(0, 2); i > 0; i--) abilities.push(t.pick([triggeredAbility, staticAbility])(t, card));
      break;
    case "Escencia especial":
      for (let i = t.int(1, 2); i > 0; i--) abilities.push(t.pick([triggeredAbility, staticAbility])(t, card));
      break;
    case "Verso": {
      const options = t.pick([["Prólogo"], ["Epílogo"], ["Prólogo", "Epílogo"], ["Epílogo", "Prólogo"]]);
      for (const option of options) abilities.push(`${option}: ${body(t, card, { costs: true, lowerFirst: false })}`);
      break;
    }
    case "Escencia básica":
      break;
  }
  // Keywords and abilities interleave freely: the IR keeps them apart.
  const text = [...lines, ...t.shuffle(abilities)].map((line) => `  ${line}`).join("\n");
  return `carta ${quoteName(name)}\n${text}\n`;
}

/** One to three cards in one file; `llamado "…"` names one of them. */
// A long tape of unbiased numbers: a short or small-biased one reads mostly 0 and gives the same card over and over.
const cardSetText = fc.array(fc.noBias(fc.nat({ max: 1 << 30 })), { minLength: 1500, maxLength: 1500 }).map((values) => {
  const t = new Tape(values);
  const names = NAMES.slice(0, t.int(1, 3));
  return names.map((name) => cardText(t, name, names)).join("\n");
});

describe("printCard on generated cards", () => {
  it("generated cards compile cleanly, print, and compile back to the same IR; printing is idempotent", () => {
    fc.assert(
      fc.property(cardSetText, (text) => {
        const original = compile([{ path: "generada.carta", text }]);
        // A generator bug, not a printer bug: the generator must only write valid cards.
        expect(problems(original), text).toEqual([]);
        const printed = printedSources(original.cardSet.cards);
        const reprinted = compile(printed);
        const shown = `${text}\n--- impreso ---\n${printed.map((p) => p.text).join("\n")}`;
        expect(problems(reprinted), shown).toEqual([]);
        expect(stripRanges(reprinted.cardSet), shown).toEqual(stripRanges(original.cardSet));
        reprinted.cardSet.cards.forEach((card, i) => expect(printCard(card), shown).toBe(printed[i]!.text));
        for (const p of printed) expect(formattedAlike(p.text), shown).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});
