// The construction-rule diagnostics of `.mazo` files, one record per code (CR220–CR245),
// continuing the deck syntax catalog of the grammar (CR201–CR219). The checks pass
// arguments; the Spanish text, with the rule it comes from, is here. docs/mazos.md
// documents both catalogs and test/decks.test.ts keeps them in step.
import {
  buildDiagnostic,
  DECK_SECTION_SPELLING as S,
  deckSyntaxMessages,
  entryOf,
  KEYWORD_SPELLING as K,
  lookupWord,
  record,
  type ArgsOf,
  type DeckSectionKind,
  type DeckSyntaxCode,
  type Diagnostic as SyntaxDiagnostic,
  type FixEdit,
  type Span,
  type WordEntry,
} from "../../grammar/index.js";
import { unknownCardRecord } from "../bind.js";
import type { Diagnostic } from "../compile.js";
import type { CardType, DeckFormat, Faction } from "../ir.js";
import { CONVERGENCE_PER_FACTION, MAX_COPIES, MAX_SUPPORT, SUPPORT_FACTIONS, type Order } from "./rules.js";

/** «a, b y c». */
function listText(items: readonly (string | number)[]): string {
  const shown = items.map(String);
  if (shown.length <= 1) return shown[0] ?? "";
  return `${shown.slice(0, -1).join(", ")} y ${shown[shown.length - 1]}`;
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** «un Verso», «una Reliquia»: the article agrees with the card type's gender in the vocabulary. */
function aCard(type: CardType): string {
  const word = lookupWord(type);
  const gender = word !== undefined ? (entryOf(word.type) as WordEntry | undefined)?.gender : undefined;
  return `${gender === "f" ? "una" : "un"} ${type}`;
}

function allowedPositionsText(format: DeckFormat, order: Order): string {
  if (format === "Convergencia") return order === "first" ? "pares (2, 4, 6, 8, 10 y 12)" : "impares (1, 3, 5, 7, 9 y 11)";
  return order === "first" ? "2, 4, 6 y 8" : "1, 3, 5 y 7";
}

const SAME_CARDS = "los dos órdenes son la misma baraja de Escencia, con las mismas cartas en otro orden";
const CONVERGENCE_ESSENCES = "en Convergencia la baraja de Escencia lleva exactamente 1 Escencia básica y 1 especial de cada facción (Reglamento 4 y 5)";

/** The sections a deck cannot do without, and what each one is. */
const REQUIRED_SECTION: Record<"principal" | "escenciaPrimero" | "escenciaSegundo", string> = {
  principal: "la baraja principal",
  escenciaPrimero: "la baraja de Escencia si empiezas la partida",
  escenciaSegundo: "la misma baraja de Escencia ordenada para ir segundo",
};

export const DECK_CHECK_CATALOG = {
  CR220: record({
    severity: "error",
    summary: "falta el formato",
    message: () =>
      `Falta el formato del mazo: escribe debajo de «${K.header}» una línea «${K.format} Alianza» (o «${K.format} Guerra de Facción», «${K.format} Convergencia»).`,
  }),
  CR221: record<{ format: DeckFormat }>({
    severity: "error",
    summary: "falta la facción",
    message: ({ format }) => `Falta la facción del mazo: en ${format} el mazo es de una facción; escribe p. ej. «${K.faction} Orden» debajo de «${K.format}».`,
  }),
  CR222: record({
    severity: "error",
    summary: "facción en un mazo de Convergencia",
    message: () => `Un mazo de Convergencia no tiene facción: lleva 6 cartas de cada una de las seis (Reglamento 4). Borra la línea «${K.faction}».`,
    fix: () => `Borrar la línea «${K.faction}»`,
  }),
  CR223: record({
    severity: "error",
    summary: "falta el Santuario",
    message: () => `Falta el Santuario: cada jugador lleva 1 Santuario (Reglamento 2); escribe «${K.sanctuary} "Nombre del Santuario"».`,
  }),
  CR224: record<{ section: keyof typeof REQUIRED_SECTION }>({
    severity: "error",
    summary: "falta una sección",
    message: ({ section }) => `Falta la sección «${S[section]}» (${REQUIRED_SECTION[section]}): escríbela con sus cartas debajo, una por línea.`,
  }),
  CR225: unknownCardRecord(" en el set: revisa el nombre (mayúsculas y tildes incluidas) o compila también el archivo .carta que la define."),
  CR226: record<{ count: number; expected: number; format: DeckFormat }>({
    severity: "error",
    summary: "la baraja principal no tiene el tamaño del formato",
    message: ({ count, expected, format }) =>
      `La baraja principal tiene ${plural(count, "carta", "cartas")}; en ${format} debe tener exactamente ${expected} (Reglamento 4): ${count > expected ? `quita ${count - expected}` : `añade ${expected - count}`}.`,
  }),
  CR227: record<{ section: DeckSectionKind; count: number; expected: number; format: DeckFormat }>({
    severity: "error",
    summary: "la baraja de Escencia no tiene el tamaño del formato",
    message: ({ section, count, expected, format }) =>
      `«${S[section]}» tiene ${plural(count, "Escencia", "Escencias")}; en ${format} la baraja de Escencia debe tener exactamente ${expected} (Reglamento 6): ${count > expected ? `quita ${count - expected}` : `añade ${expected - count}`}.`,
  }),
  CR228: record<{ count: number; max: number; format: DeckFormat }>({
    severity: "error",
    summary: "arsenal demasiado grande",
    message: ({ count, max, format }) => `El arsenal tiene ${count} cartas; en ${format} puede tener como máximo ${max} (Reglamento 4): quita ${count - max}.`,
  }),
  CR229: record<{ name: string; type: "Santuario" | "Escencia" }>({
    severity: "error",
    summary: "Santuario o Escencia en la baraja principal",
    message: ({ name, type }) =>
      `«${name}» es ${aCard(type)}: la baraja principal no puede contener Santuarios ni Escencias (Reglamento 2). Va ${type === "Santuario" ? `en la línea «${K.sanctuary}»` : `en «${S.escenciaPrimero}» y «${S.escenciaSegundo}»`}.`,
  }),
  CR230: record<{ name: string; type: CardType }>({
    severity: "error",
    summary: "carta que no es Escencia en la baraja de Escencia",
    message: ({ name, type }) =>
      `«${name}» es ${aCard(type)}: la baraja de Escencia solo puede contener cartas de Escencia (Reglamento 2). Pásala a «${S.principal}» o al arsenal.`,
  }),
  CR231: record<{ name: string; type: CardType }>({
    severity: "error",
    summary: "la línea «santuario» no nombra un Santuario",
    message: ({ name, type }) => `«${name}» es ${aCard(type)}, no un Santuario: en «${K.sanctuary}» va la carta de tipo Santuario de tu mazo.`,
  }),
  CR232: record<{ name: string; total: number; lines: readonly number[] }>({
    severity: "error",
    summary: "más de 3 copias de una carta",
    message: ({ name, total, lines }) => {
      const where = lines.length > 1 ? ` (líneas ${listText(lines)}: baraja principal, baraja de Escencia y arsenal cuentan juntos)` : "";
      return `Hay ${total} copias de «${name}»${where}; cada carta puede estar como máximo en ${MAX_COPIES} copias (Mecánicas avanzadas, Copias): quita ${total - MAX_COPIES}.`;
    },
  }),
  CR233: record<{ name: string; cardFaction: Faction; faction: Faction }>({
    severity: "error",
    summary: "carta de otra facción en Guerra de Facción",
    message: ({ name, cardFaction, faction }) =>
      `«${name}» es de ${cardFaction}; en Guerra de Facción la baraja principal y la de Escencia solo llevan cartas de la facción del mazo, ${faction} (Reglamento 5). Cámbiala por una carta de ${faction}.`,
  }),
  CR234: record<{ name: string; cardFaction: Faction; faction: Faction }>({
    severity: "error",
    summary: "Errantes mezclados con otra facción en Alianza",
    message: ({ name, cardFaction, faction }) =>
      faction === "Errantes"
        ? `«${name}» es de ${cardFaction}; en Alianza un mazo de Errantes no puede mezclar cartas de otras facciones (Reglamento 5). Cámbiala por una carta de Errantes.`
        : `«${name}» es de Errantes; en Alianza ninguna otra facción puede incluir cartas de Errantes (Reglamento 5). Cámbiala por una carta de ${faction}${faction === "Valor" ? "" : " o de Valor"}.`,
  }),
  CR235: record<{ name: string; cardFaction: Faction; faction: Faction }>({
    severity: "error",
    summary: "carta de una facción que no puede apoyar en Alianza",
    message: ({ name, cardFaction, faction }) =>
      `«${name}» es de ${cardFaction}; en Alianza un mazo de ${faction} solo puede llevar cartas de apoyo de Valor (Reglamento 5). Cámbiala por una carta de ${faction} o de Valor.`,
  }),
  CR236: record<{ total: number; faction: Faction }>({
    severity: "error",
    summary: `más de ${MAX_SUPPORT} cartas de apoyo en Alianza`,
    message: ({ total, faction }) => {
      const what = faction === "Valor" ? `de ${listText(SUPPORT_FACTIONS)}` : "de Valor";
      return `El mazo lleva ${total} cartas ${what} entre baraja principal, baraja de Escencia y arsenal; en Alianza un mazo de ${faction} puede llevar como máximo ${MAX_SUPPORT} (Reglamento 5). Esta línea pasa del límite: quita ${total - MAX_SUPPORT} cartas ${what}.`;
    },
  }),
  CR237: record<{ name: string; order: "both" } | { name: string; order: Order; format: DeckFormat; positions: readonly number[] }>({
    severity: "error",
    summary: "Escencia especial en una posición no permitida",
    message: (args) => {
      if (args.order === "both") {
        return `«${args.name}» es una Escencia especial: «${S.escencia}» es un solo orden para empezar y para ir segundo, y ninguna posición admite Escencias especiales en los dos casos (Reglamento 6). Escribe «${S.escenciaPrimero}» y «${S.escenciaSegundo}» por separado.`;
      }
      const { name, order, format, positions } = args;
      const when = order === "first" ? "si empiezas la partida" : "si vas segundo";
      const where = positions.length === 1 ? `la posición ${positions[0]}` : `las posiciones ${listText(positions)}`;
      return `«${name}» es una Escencia especial y queda en ${where}; ${when}, en ${format} las Escencias especiales solo pueden ir en las posiciones ${allowedPositionsText(format, order)} (Reglamento 6). Muévela a una de esas posiciones y pon una Escencia básica en su lugar.`;
    },
  }),
  CR238: record<
    | { name: string; problem: "notInFirst" }
    | { name: string; problem: "moreInSecond"; inSecond: number; inFirst: number }
    | { name: string; problem: "missingInSecond"; missing: number; inFirst: number }
  >({
    severity: "error",
    summary: "los dos órdenes de Escencia no tienen las mismas cartas",
    message: (args) => {
      switch (args.problem) {
        case "notInFirst":
          return `«${args.name}» no está en «${S.escenciaPrimero}»: ${SAME_CARDS}. Añádela a «${S.escenciaPrimero}» o quítala de aquí.`;
        case "moreInSecond":
          return `«${S.escenciaSegundo}» lleva ${args.inSecond} «${args.name}» y «${S.escenciaPrimero}» ${args.inFirst}: ${SAME_CARDS}. Deja ${args.inFirst} aquí.`;
        case "missingInSecond":
          return `A «${S.escenciaSegundo}» le ${args.missing === 1 ? "falta" : "faltan"} ${args.missing} «${args.name}» (en «${S.escenciaPrimero}» hay ${args.inFirst}): ${SAME_CARDS}.`;
      }
    },
  }),
  CR239: record<{ faction: Faction; total: number }>({
    severity: "error",
    summary: `Convergencia: la baraja principal no tiene ${CONVERGENCE_PER_FACTION} cartas de cada facción`,
    message: ({ faction, total }) => {
      const rule = `en Convergencia lleva exactamente ${CONVERGENCE_PER_FACTION} de cada facción (Reglamento 4 y 5)`;
      if (total > CONVERGENCE_PER_FACTION) {
        return `La baraja principal lleva ${total} cartas de ${faction}; ${rule}. Esta línea pasa de ${CONVERGENCE_PER_FACTION}: quita ${total - CONVERGENCE_PER_FACTION} de ${faction}.`;
      }
      const lacking = CONVERGENCE_PER_FACTION - total;
      return `${lacking === 1 ? "Falta" : "Faltan"} ${plural(lacking, "carta", "cartas")} de ${faction} en la baraja principal (tiene ${total}); ${rule}.`;
    },
  }),
  CR240: record<
    | { problem: "extra"; kind: "básica" | "especial"; faction: Faction; first?: { name: string; line: number } }
    | { problem: "missing"; kind: "básica" | "especial"; faction: Faction; section: DeckSectionKind }
  >({
    severity: "error",
    summary: "Convergencia: las Escencias no son 1 básica y 1 especial de cada facción",
    message: (args) =>
      args.problem === "extra"
        ? `Sobra una Escencia ${args.kind} de ${args.faction}${args.first !== undefined ? ` («${args.first.name}», línea ${args.first.line})` : ""}: ${CONVERGENCE_ESSENCES}. Cámbiala por la Escencia que falta.`
        : `Falta una Escencia ${args.kind} de ${args.faction} en «${S[args.section]}»: ${CONVERGENCE_ESSENCES}.`,
  }),
  CR241: record<{ name: string; cardFaction: Faction; format: DeckFormat; faction: Faction }>({
    severity: "error",
    summary: "Santuario de otra facción",
    message: ({ name, cardFaction, format, faction }) =>
      `«${name}» es un Santuario de ${cardFaction}; en ${format} el Santuario es de la facción del mazo, ${faction} (Reglamento 4 y 5: las cartas de otra facción solo entran como apoyo en las barajas y el arsenal). Elige un Santuario de ${faction}.`,
  }),
  CR242: record<{ name: string; reason: "sanctuary" } | { name: string; reason: "faction"; cardFaction: Faction; faction: Faction }>({
    severity: "warning",
    summary: "carta del arsenal que nunca podrá entrar en el mazo",
    message: (args) =>
      args.reason === "sanctuary"
        ? `«${args.name}» es un Santuario: el arsenal sirve para intercambiar cartas con la baraja principal y la de Escencia (Reglamento 2), y un Santuario no puede ir en ninguna. Quítalo del arsenal.`
        : `«${args.name}» es de ${args.cardFaction}: en Guerra de Facción nunca podrá pasar del arsenal a la baraja principal ni a la de Escencia, que solo llevan cartas de ${args.faction} (Reglamento 5). Cámbiala por una carta de ${args.faction}.`,
  }),
  CR243: record<{ name: string; line: number; section: DeckSectionKind; total: number }>({
    severity: "warning",
    summary: "la misma carta en dos líneas de una sección",
    message: ({ name, line, section, total }) => `«${name}» ya está en la línea ${line} de «${S[section]}»: junta las copias en una sola línea («${total} "${name}"»).`,
  }),
  CR244: record<{ name: string; path: string; line: number }>({
    severity: "error",
    summary: "nombre de mazo repetido",
    message: ({ name, path, line }) => `Ya hay un mazo llamado «${name}» (${path}:${line}): los nombres identifican a los mazos; cambia el nombre de uno de los dos.`,
  }),
  CR245: record<{ folder: string }>({
    severity: "error",
    summary: "ningún mazo que validar",
    message: ({ folder }) => `La carpeta «${folder}» no tiene archivos .mazo: indica la carpeta que los contiene, p. ej. «cards/mazos».`,
  }),
} as const;

export type DeckCheckCode = keyof typeof DECK_CHECK_CATALOG;

export function deckCheckDiagnostic<C extends DeckCheckCode>(code: C, args: ArgsOf<(typeof DECK_CHECK_CATALOG)[C]>, span: Span, fix?: FixEdit): SyntaxDiagnostic<C> {
  return buildDiagnostic(DECK_CHECK_CATALOG, code, args, span, fix);
}

/** CR245 for a folder without decks; it has no line of its own, so it points at the start of the path. */
export function noDecksDiagnostic(folder: string): Diagnostic {
  const d = deckCheckDiagnostic("CR245", { folder }, { start: 0, end: 0 });
  const origin = { line: 1, column: 1, offset: 0 };
  return { file: folder, code: d.code, severity: d.severity, message: d.message, range: { file: folder, start: origin, end: origin } };
}

/** Code → summary of every construction code. */
export const deckCheckMessages: Readonly<Record<DeckCheckCode, string>> = Object.fromEntries(
  Object.entries(DECK_CHECK_CATALOG).map(([code, r]) => [code, r.summary]),
) as Record<DeckCheckCode, string>;

/** Every code a `.mazo` file can get, syntax then construction: the table docs/mazos.md documents. */
export const deckMessages: Readonly<Record<DeckSyntaxCode | DeckCheckCode, string>> = { ...deckSyntaxMessages, ...deckCheckMessages };
