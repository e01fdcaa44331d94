// The syntax diagnostics of `.mazo` files, one record per code (CR201–CR219), built
// like the card syntax codes (diagnostics/catalog.ts). The parser passes arguments;
// the Spanish text is here, and the words it quotes come from the deck vocabulary
// (keywords.ts). The construction rules continue the numbering on the compiler side
// (compiler/deck/diagnostics.ts); docs/mazos.md documents both catalogs and
// test/decks.test.ts keeps them in step.
import { buildDiagnostic, record, type ArgsOf, type Diagnostic, type FixEdit, type Span } from "../diagnostics/catalog.js";
import type { DeckSectionKind } from "./ast.js";
import { DECK_FORMAT_NAMES, DECK_SECTION_SPELLING, ESSENCE_ORDER_SPELLING, FACTION_NAMES, KEYWORD_SPELLING as K } from "./keywords.js";

/** What a quoted name names: the deck (`mazo "…"`), the Santuario (`santuario "…"`) or a card of a section. */
export type NameOf = "deck" | "sanctuary" | "card";

/** The fields of the deck header: each one at most once (CR208). */
export type DeckField = "format" | "faction" | "sanctuary";

/** «a, b o c». */
function orList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} o ${items[items.length - 1]}`;
}

/** «a, b y c». */
function andList(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} y ${items[items.length - 1]}`;
}

const quoted = (items: readonly string[]): string[] => items.map((s) => `«${s}»`);

const NAME_WHAT: Record<NameOf, string> = {
  deck: "el nombre del mazo",
  sanctuary: "el nombre del Santuario",
  card: "el nombre de la carta",
};

/** The line a name belongs to, written out: `mazo "Nombre del mazo"`, `3 "Nombre de la carta"`. */
function nameExample(of: NameOf, count: number): string {
  switch (of) {
    case "deck":
      return `${K.header} "Nombre del mazo"`;
    case "sanctuary":
      return `${K.sanctuary} "Nombre del Santuario"`;
    case "card":
      return `${count} "Nombre de la carta"`;
  }
}

const HEADER_EXAMPLE = nameExample("deck", 1);
const ESSENCE_ORDERS = [DECK_SECTION_SPELLING.escenciaPrimero, DECK_SECTION_SPELLING.escenciaSegundo];
const SECTIONS = orList(quoted([DECK_SECTION_SPELLING.principal, ...ESSENCE_ORDERS, DECK_SECTION_SPELLING.arsenal]));
const LINE_FORMS =
  `«${K.header} "Nombre"», «${K.format} …», «${K.faction} …», «${K.sanctuary} "Nombre"», ` +
  `una sección (${quoted([DECK_SECTION_SPELLING.principal, ...ESSENCE_ORDERS, DECK_SECTION_SPELLING.arsenal]).join(", ")}) o una carta («3 "Nombre"»)`;
const FIELD_SPELLING: Record<DeckField, string> = { format: K.format, faction: K.faction, sanctuary: K.sanctuary };
const { escenciaPrimero: FIRST, escenciaSegundo: SECOND } = ESSENCE_ORDER_SPELLING;

export const DECK_SYNTAX_CATALOG = {
  CR201: record<{ empty: boolean }>({
    severity: "error",
    summary: `falta la cabecera «${K.header} "Nombre"»`,
    message: ({ empty }) =>
      empty
        ? `El archivo no tiene ningún mazo: escribe «${HEADER_EXAMPLE}» y debajo su ${K.format}, ${K.faction}, ${K.sanctuary} y secciones (ver docs/mazos.md).`
        : `Un archivo .mazo empieza con el nombre del mazo: escribe en la primera línea «${HEADER_EXAMPLE}».`,
    fix: () => "Añadir la cabecera del mazo",
  }),
  CR202: record({
    severity: "error",
    summary: "más de un mazo en un archivo",
    message: () => "Un archivo .mazo tiene un solo mazo: pon este otro mazo en su propio archivo .mazo. El resto de este archivo no se lee.",
  }),
  CR203: record({
    severity: "error",
    summary: "línea que no es parte de un mazo",
    message: () => `Esta línea no es parte de un mazo. Cada línea es ${LINE_FORMS}.`,
  }),
  CR204: record<{ written: string; guess?: string }>({
    severity: "error",
    summary: "formato desconocido",
    message: ({ written, guess }) =>
      guess !== undefined
        ? `«${written}» no es un formato. ¿Quisiste decir «${guess}»?`
        : `«${written}» no es un formato: los formatos son ${andList(DECK_FORMAT_NAMES)} (Reglamento 4).`,
    fix: ({ guess }) => `Cambiar por «${guess ?? ""}»`,
  }),
  CR205: record<{ written: string; guess?: string }>({
    severity: "error",
    summary: "facción desconocida",
    message: ({ written, guess }) =>
      guess !== undefined
        ? `«${written}» no es una facción. ¿Quisiste decir «${guess}»?`
        : `«${written}» no es una facción: escribe ${orList(FACTION_NAMES)} (Reglamento 5).`,
    fix: ({ guess }) => `Cambiar por «${guess ?? ""}»`,
  }),
  CR206: record<{ written: string }>({
    severity: "error",
    summary: "nombre sin comillas",
    message: ({ written }) => `Los nombres van entre comillas: escribe "${written}".`,
    fix: () => "Poner el nombre entre comillas",
  }),
  CR207: record<{ stray: string; before?: undefined } | { stray: string; before: NameOf; count: number }>({
    severity: "error",
    summary: "texto sobrante en la línea",
    message: (args) =>
      args.before !== undefined
        ? `Sobra «${args.stray}» antes del nombre: escribe «${nameExample(args.before, args.count)}».`
        : `Sobra «${args.stray}» al final de la línea: bórralo, o escríbelo en su propia línea si es otra cosa del mazo.`,
    fix: () => "Borrar el texto sobrante",
  }),
  CR208: record<{ field: DeckField; line: number }>({
    severity: "error",
    summary: "campo repetido",
    message: ({ field, line }) => `«${FIELD_SPELLING[field]}» ya está en la línea ${line}: un mazo tiene uno solo; borra una de las dos líneas.`,
    fix: () => "Borrar la línea repetida",
  }),
  CR209: record<{ section: DeckSectionKind; line: number }>({
    severity: "error",
    summary: "sección repetida",
    message: ({ section, line }) =>
      `La sección «${DECK_SECTION_SPELLING[section]}» ya empezó en la línea ${line}: junta sus cartas bajo un solo «${DECK_SECTION_SPELLING[section]}» y borra esta línea.`,
  }),
  CR210: record<{ name: string }>({
    severity: "error",
    summary: "carta fuera de una sección",
    message: ({ name }) => `«${name}» está fuera de una sección: escribe antes ${SECTIONS} según dónde va la carta.`,
  }),
  CR211: record<{ name: string; count: number }>({
    severity: "error",
    summary: "cantidad no válida",
    message: ({ name, count }) => `La cantidad de «${name}» es ${count}: escribe cuántas copias llevas (1, 2 o 3), o borra la línea si no la llevas.`,
  }),
  CR212: record<{ section: DeckSectionKind }>({
    severity: "error",
    summary: "falta «:» después de la sección",
    message: ({ section }) =>
      `Falta «:» después de «${DECK_SECTION_SPELLING[section].slice(0, -1)}»: escribe «${DECK_SECTION_SPELLING[section]}» y las cartas debajo, una por línea.`,
    fix: () => "Añadir «:»",
  }),
  CR213: record<{ of: NameOf }>({
    severity: "error",
    summary: "nombre vacío",
    message: ({ of }) => `El nombre está vacío: escribe ${NAME_WHAT[of]} entre las comillas.`,
  }),
  CR214: record<{ written: string; guess: string }>({
    severity: "error",
    summary: "palabra de los mazos mal escrita",
    message: ({ written, guess }) => `«${written}» no es una palabra de los mazos. ¿Quisiste decir «${guess}»?`,
    fix: ({ guess }) => `Cambiar por «${guess}»`,
  }),
  CR215: record({
    severity: "error",
    summary: `«${K.deck}» sin «${K.main}» ni «de ${K.essence}»`,
    message: () =>
      `Después de «${K.deck}» va «${DECK_SECTION_SPELLING.principal}» o «de ${DECK_SECTION_SPELLING.escenciaPrimero}» / «de ${DECK_SECTION_SPELLING.escenciaSegundo}»; o escribe solo «${DECK_SECTION_SPELLING.principal}».`,
  }),
  CR216: record<{ written: string; guess?: string }>({
    severity: "error",
    summary: "orden de la baraja de Escencia desconocido",
    message: ({ written, guess }) =>
      guess !== undefined
        ? `«${written}» no es un orden de la baraja de Escencia. ¿Quisiste decir «${guess}»?`
        : `Después de «${K.essence}» va «${FIRST}» (el orden si empiezas la partida) o «${SECOND}» (si vas segundo), p. ej. «${DECK_SECTION_SPELLING.escenciaPrimero}».`,
    fix: ({ guess }) => `Cambiar por «${guess ?? ""}»`,
  }),
  CR217: record<{ missing: "deck" | "sanctuary" | "format" | "faction" } | { missing: "card"; count: number }>({
    severity: "error",
    summary: "falta el nombre o el valor de la línea",
    message: (args) => {
      switch (args.missing) {
        case "format":
          return `Falta el formato: escribe ${orList(quoted(DECK_FORMAT_NAMES.map((f) => `${K.format} ${f}`)))}.`;
        case "faction":
          return `Falta la facción: escribe p. ej. «${K.faction} ${FACTION_NAMES[0]}» (${orList(FACTION_NAMES)}).`;
        case "card":
          return `Falta el nombre de la carta: escribe la cantidad y el nombre entre comillas, p. ej. «${nameExample("card", args.count)}».`;
        default:
          return `Falta ${NAME_WHAT[args.missing]}: escribe «${nameExample(args.missing, 1)}».`;
      }
    },
  }),
  CR218: record({
    severity: "error",
    summary: "carta en la línea de la sección",
    message: () => "Escribe cada carta en su propia línea, debajo del nombre de la sección.",
    fix: () => "Pasar la carta a la línea siguiente",
  }),
  CR219: record<{ existing: DeckSectionKind; line: number }>({
    severity: "error",
    summary: `«${DECK_SECTION_SPELLING.escencia}» junto con ${orList(quoted(ESSENCE_ORDERS))}`,
    message: ({ existing, line }) =>
      `Ya hay «${DECK_SECTION_SPELLING[existing]}» en la línea ${line}. «${DECK_SECTION_SPELLING.escencia}» es una sola lista para los dos órdenes (solo con Escencias básicas); con Escencias especiales escribe ${andList(quoted(ESSENCE_ORDERS))}. Usa una forma o la otra.`,
  }),
} as const;

export type DeckSyntaxCode = keyof typeof DECK_SYNTAX_CATALOG;

export function deckSyntaxDiagnostic<C extends DeckSyntaxCode>(
  code: C,
  args: ArgsOf<(typeof DECK_SYNTAX_CATALOG)[C]>,
  span: Span,
  fix?: FixEdit,
): Diagnostic<C> {
  return buildDiagnostic(DECK_SYNTAX_CATALOG, code, args, span, fix);
}

/** Code → summary of every deck syntax code: the first half of the table docs/mazos.md documents. */
export const deckSyntaxMessages: Readonly<Record<DeckSyntaxCode, string>> = Object.fromEntries(
  Object.entries(DECK_SYNTAX_CATALOG).map(([code, r]) => [code, r.summary]),
) as Record<DeckSyntaxCode, string>;
