// The syntax codes of `.escenario` files, one record per code (diagnostics/catalog.ts
// explains the records). The checks that need more than one sentence (copy numbers,
// a setup said twice, scenario names, card names) are the compiler's
// (compiler/scenario/catalog.ts). CR312 is both: the parser reports a copy number that
// is badly written, the checker one that is not the copy's, with this one record.
// docs/escenarios.md documents every code; test/scenario-parse.test.ts keeps the doc,
// the catalogs and the parser in step.
import { buildDiagnostic, record, type ArgsOf, type Diagnostic, type FixEdit, type Span } from "../diagnostics/catalog.js";
import { SCENARIO_REASONS } from "../vocabulary/words.js";
import type { CardZone, PlayerName } from "./ast.js";
import { ZONE_TEXT } from "./words.js";

/**
 * What the cursor says by itself when a word is not the one the sentence needs
 * (`found`), or the sentence ends before it (`after`: its last word).
 */
export type Expected = { expected: string; found: string } | { expected: string; found?: undefined; after?: string };

function expectedText(a: Expected): string {
  if (a.found !== undefined) return `Aquí va ${a.expected}, pero está escrito «${a.found}».`;
  return `La frase termina antes de tiempo: ${a.after !== undefined ? `después de «${a.after}» ` : ""}falta ${a.expected}.`;
}

const isExpected = (a: object): a is Expected => "expected" in a;

/** Where a sentence that begins with an unknown word stands: what the message lists. */
export type SentenceStart = "setupStart" | "setupVerb" | "playStart" | "playVerb" | "infinitive" | "resultStart" | "resultVerb";

const SENTENCE_FORMS: Record<SentenceStart, string> = {
  setupStart: "Las frases de la preparación empiezan con «Es el …», «El Santuario de …» o un jugador («A controla …», «A tiene …», «A no tiene …», «A ya …»).",
  setupVerb: "Después del jugador va «controla», «tiene», «no tiene» o «ya activó / ya jugó».",
  playStart: "Cada jugada empieza con el jugador que decide («A juega …», «B bloquea …») o con «Ambos pasan».",
  playVerb:
    "Las jugadas son: «juega», «responde con», «activa el … de», «declara el Embate de», «equipa … a», «bloquea con», «no bloquea», «ordena los bloqueadores», «pasa», «pasa al …», «elige», «descarta», «busca», «devuelve», «deja arriba/al fondo», «paga», «no paga», «acepta», «no acepta» y «resuelve primero».",
  infinitive:
    'Después de «puede» va lo que se juega, en infinitivo: «jugar "X"», «responder con "X"», «activar el Talento de "X"», «declarar el Embate de "X"», «equipar "X" a "Y"», «bloquear con "X"» o «pasar al Anochecer».',
  resultStart:
    'Las expectativas empiezan con una carta («"Zirkax" está …»), un jugador («A controla …», «A tiene …», «A gana …», «A no puede …»), «El Santuario de …», «La cadena …», «Es el …», «El juego …» o «El registro muestra que …».',
  resultVerb: "Después del jugador va «controla», «tiene», «no tiene», «gana», «pierde», «puede» o «no puede».",
};

/** The section a sentence belongs in (CR314). `state`: a state of the game, in the plays. */
export type OtherSection = "jugadas" | "preparación" | "resultado" | "state" | "stateOfPlays";

const OTHER_SECTION: Record<OtherSection, string> = {
  jugadas: "Esta frase es una jugada (una decisión de un jugador): va en la sección «jugadas:».",
  preparación: "Esta frase describe la situación inicial: va en la sección «preparación:».",
  resultado: "Esta frase es una expectativa: va en la sección «resultado:».",
  state: "Esta frase describe el estado del juego: va en «preparación:» (la situación inicial) o en «resultado:» (lo que se espera).",
  stateOfPlays:
    "Esta frase describe el estado del juego: va en «preparación:» (la situación inicial) o en «resultado:» (lo que se espera). En «jugadas:» van las decisiones de A y B; para comprobar algo entre dos jugadas, empieza la frase con «Comprueba que …».",
};

/** A declaration of a play that may be written once (CR319). */
export type Declaration = "option" | "targets" | "choice" | "divide" | "bearer" | "timing" | "cost" | "vincular" | "equipTiming" | "top" | "bottom";

const DECLARATION: Record<Declaration, (word: string) => string> = {
  option: () => "La opción del Verso (Prólogo o Epílogo) ya está en esta jugada: deja una sola vez.",
  targets: () => "«con objetivo» ya está en esta jugada: deja una sola vez.",
  choice: () => "«con la opción» ya está en esta jugada: deja una sola vez.",
  divide: () => "«repartiendo» ya está en esta jugada: deja una sola vez.",
  bearer: () => "El portador ya está en esta jugada: deja una sola vez.",
  timing: () => "El momento («al final …», «al comienzo …») ya está en esta jugada: deja una sola vez.",
  cost: (word) => `«${word}» ya está en esta jugada: deja una sola vez.`,
  vincular: () => "«con Vincular» ya está en esta jugada: bórralo.",
  equipTiming: () => "El momento («al final …», «al comienzo …») ya está en esta jugada: deja uno.",
  top: () => "«arriba» ya está en esta jugada: escribe todas las cartas de arriba juntas, de arriba abajo.",
  bottom: () => "«al fondo» ya está en esta jugada: escribe todas las cartas del fondo juntas.",
};

const LOG_EVENTS =
  '«"X" fue destruido», «"X" fue prohibido», «"X" se resolvió [sin efecto]», «"X" recibió N de daño», «A robó N cartas», «A barajó su baraja», «A descartó "X"», «A botó "X"», «"X" fue enviada al cementerio por Mítica», «se activó el Embate de "X"», «A ganó el control de "X"» y «"X" bloqueó a "Y"»';

export const SCENARIO_SYNTAX_CATALOG = {
  CR301: record<{ where: "line" | "file" } | { where: "section"; word: string }>({
    severity: "error",
    summary: "texto fuera de un escenario",
    message: (a) =>
      a.where === "line"
        ? 'Esta línea está fuera de un escenario: un archivo .escenario empieza con «escenario "Nombre"» y sus secciones «preparación:», «jugadas:» y «resultado:».'
        : a.where === "section"
          ? `«${a.word}» está fuera de un escenario: escribe antes la cabecera «escenario "Nombre"».`
          : 'El archivo no tiene ningún escenario: escribe «escenario "Nombre"» y debajo sus secciones «preparación:», «jugadas:» y «resultado:» (ver docs/escenarios.md).',
    fix: () => "Añadir la cabecera del escenario",
  }),
  CR302: record<{ problem: "missing" } | { problem: "empty" } | { problem: "unquoted"; written: string }>({
    severity: "error",
    summary: "cabecera de escenario mal escrita",
    message: (a) =>
      a.problem === "missing"
        ? 'Falta el nombre del escenario: escribe «escenario "Nombre del escenario"».'
        : a.problem === "empty"
          ? "El nombre del escenario está vacío: escribe entre las comillas qué se prueba, p. ej. «Ejemplo 2: Ofrenda en respuesta»."
          : `El nombre del escenario va entre comillas: escribe "${a.written}".`,
    fix: (a) => (a.problem === "missing" ? "Añadir el nombre" : "Poner el nombre entre comillas"),
  }),
  CR303: record({
    severity: "error",
    summary: "frase fuera de una sección",
    message: () => "Esta frase no está en ninguna sección: escribe antes «preparación:», «jugadas:» o «resultado:» según lo que dice.",
  }),
  CR304: record<{ section: string; line: number }>({
    severity: "error",
    summary: "sección repetida",
    message: ({ section, line }) => `La sección «${section}:» ya empezó en la línea ${line}: junta sus frases bajo una sola cabecera y borra esta línea. Sus frases se suman a las de la primera.`,
  }),
  CR305: record<{ name: string; written: boolean }>({
    severity: "error",
    summary: "escenario sin resultado",
    message: ({ name, written }) =>
      written
        ? `La sección «resultado:» de «${name}» está vacía: escribe al menos una expectativa.`
        : `El escenario «${name}» no tiene «resultado:»: escribe qué debe pasar, p. ej. «"Zirkax" está en el cementerio de A.», para que el escenario pruebe algo.`,
  }),
  CR306: record({
    severity: "error",
    summary: "falta el punto final",
    message: () => "Falta el punto final: cada frase de un escenario termina con «.».",
    fix: () => "Añadir el punto final",
  }),
  CR307: record<{ place: "afterName" | "afterCartas" | "afterSentence"; stray: string } | { place: "sectionLine" | "lonePeriod" | "secondSentence" }>({
    severity: "error",
    summary: "texto sobrante en la línea",
    message: (a) => {
      switch (a.place) {
        case "afterName":
          return `Sobra «${a.stray}». Después del nombre del escenario no va nada más: escribe las secciones en las líneas siguientes.`;
        case "afterCartas":
          return `Sobra «${a.stray}». Las cartas van debajo de «cartas:», desde la línea siguiente, como en un archivo .carta.`;
        case "afterSentence":
          return `Sobra «${a.stray}» al final de la frase: bórralo, o si es otra frase, escríbela en su propia línea.`;
        case "sectionLine":
          return "Escribe cada frase en su propia línea, debajo del nombre de la sección.";
        case "lonePeriod":
          return "Sobra «.»: una línea con solo un punto no dice nada; bórrala.";
        case "secondSentence":
          return "Una frase por línea: pasa esta frase a una línea propia.";
      }
    },
    fix: (a) =>
      a.place === "sectionLine"
        ? "Pasar la frase a la línea siguiente"
        : a.place === "secondSentence"
          ? "Pasar la frase a una línea nueva"
          : a.place === "lonePeriod"
            ? "Borrar el punto"
            : "Borrar el texto sobrante",
  }),
  CR308: record<{ word: string; suggestion: string } | { word: string; suggestion?: undefined; start: SentenceStart }>({
    severity: "error",
    summary: "frase no reconocida",
    message: (a) =>
      a.suggestion !== undefined
        ? `«${a.word}» no es una palabra de los escenarios. ¿Quisiste decir «${a.suggestion}»?`
        : `No se entiende la frase a partir de «${a.word}». ${SENTENCE_FORMS[a.start]}`,
    fix: (a) => `Cambiar por «${a.suggestion ?? ""}»`,
  }),
  CR309: record<
    | Expected
    | { problem: "misspelled"; word: string; replacement: string }
    | { problem: "ownerInSetup"; player: PlayerName; owner: string }
    | { problem: "countInResult"; player: PlayerName; zone: CardZone }
    | { problem: "essenceQualifier"; number: string; missing: "used" | "unused" }
    | { problem: "repeatedValue"; word: string }
  >({
    severity: "error",
    summary: "se esperaba otra palabra",
    message: (a) => {
      if (isExpected(a)) return expectedText(a);
      switch (a.problem) {
        case "misspelled":
          return `«${a.word}» no se entiende aquí. ¿Quisiste decir «${a.replacement}»?`;
        case "ownerInSetup":
          return `Para una carta que controla ${a.player} pero es de otro jugador, escribe «, cuyo dueño es ${a.owner}» (Reglamento 23).`;
        case "countInResult":
          return `En un resultado, «tiene en ${ZONE_TEXT[a.zone]}» nombra cartas, una por una; para contar, escribe «${a.player} tiene N cartas en ${ZONE_TEXT[a.zone]}».`;
        case "essenceQualifier":
          return `Después de «${a.number}» va ${a.missing === "used" ? "«usadas»" : "«sin usar»"}: p. ej. «3 Escencias sin usar y 2 usadas».`;
        case "repeatedValue":
          return `«de ${a.word}» ya está en esta frase: deja un solo valor.`;
      }
    },
    fix: (a) => ("problem" in a && a.problem === "misspelled" ? `Cambiar por «${a.replacement}»` : "Corregir"),
  }),
  CR310: record<Expected | { problem: "lowercase"; upper: PlayerName } | { problem: "notAPlayer"; word: string }>({
    severity: "error",
    summary: "jugador desconocido",
    message: (a) =>
      isExpected(a)
        ? expectedText(a)
        : a.problem === "lowercase"
          ? `Los jugadores se escriben en mayúscula: «${a.upper}».`
          : `«${a.word}» no es un jugador: los jugadores de un escenario se llaman A y B (en mayúscula).`,
    fix: (a) => (!isExpected(a) && a.problem === "lowercase" ? `Escribir «${a.upper}»` : "Corregir"),
  }),
  CR311: record<Expected | { problem: "empty" } | { problem: "unquoted"; name: string }>({
    severity: "error",
    summary: "nombre de carta sin comillas, vacío o ausente",
    message: (a) =>
      isExpected(a)
        ? expectedText(a)
        : a.problem === "empty"
          ? "El nombre de la carta está vacío: escribe el nombre entre las comillas, tal como está en la carta."
          : `Los nombres de carta van entre comillas: escribe "${a.name}".`,
    fix: () => "Poner el nombre entre comillas",
  }),
  CR312: record<
    | { problem: "noNumber" | "fromOne"; name: string }
    | { problem: "unclosed"; name: string; number: string }
    | { problem: "withCount"; name: string; count: number; first: number }
    | { problem: "notTheCopys"; name: string; copy: number }
  >({
    severity: "error",
    summary: "número de copia no válido",
    message: (a) => {
      switch (a.problem) {
        case "noNumber":
          return `Después de «(» va el número de la copia y «)», p. ej. "${a.name}" (2).`;
        case "unclosed":
          return `Falta «)» después del número de la copia: escribe "${a.name}" (${a.number}).`;
        case "fromOne":
          return `Las copias se numeran desde 1 en el orden en que aparecen en la preparación: escribe "${a.name}" (1), "${a.name}" (2)…`;
        case "withCount":
          return `Con una cantidad no se escribe el número de copia: las ${a.count} copias de "${a.name}" se numeran solas (${a.first} a ${a.first + a.count - 1}).`;
        case "notTheCopys":
          return `Esta es la copia ${a.copy} de "${a.name}" en la preparación (se numeran en el orden en que se escriben): escribe "${a.name}" (${a.copy}), o quita el número.`;
      }
    },
    fix: (a) => (a.problem === "notTheCopys" ? `Escribir (${a.copy})` : "Cerrar el paréntesis"),
  }),
  CR313: record<Expected | { problem: "unknown"; word: string; suggestion?: string } | { problem: "cleanupStart" }>({
    severity: "error",
    summary: "fase desconocida",
    message: (a) => {
      if (isExpected(a)) return expectedText(a);
      if (a.problem === "cleanupStart") {
        return "Un escenario empieza en una de las cuatro fases (Alba, Amanecer, Mediodía o Anochecer), no en la etapa de limpieza: empieza en el Mediodía y escribe «Ambos pasan hasta el Mediodía de B.» para llegar a la limpieza.";
      }
      return a.suggestion !== undefined
        ? `«${a.word}» no es una fase. ¿Quisiste decir «${a.suggestion}»?`
        : `«${a.word}» no es una fase: las fases son Alba, Amanecer, Mediodía y Anochecer (Reglamento 9), y entre turnos la etapa de limpieza.`;
    },
    fix: (a) => `Cambiar por «${!isExpected(a) && a.problem === "unknown" ? (a.suggestion ?? "") : ""}»`,
  }),
  CR314: record<{ belongs: OtherSection }>({
    severity: "error",
    summary: "frase de otra sección",
    message: ({ belongs }) => OTHER_SECTION[belongs],
  }),
  CR315: record<
    | { problem: "range"; what: string; value: number; min: number; max: number }
    | { problem: "zeroModifier" | "zeroLifeChange" }
    | { problem: "negative"; field: "life" | "damage" }
  >({
    severity: "error",
    summary: "cantidad no válida",
    message: (a) => {
      switch (a.problem) {
        case "range": {
          const range = a.max === Number.MAX_SAFE_INTEGER ? `${a.min} o más` : `de ${a.min} a ${a.max}`;
          return `${a.what} es ${Number.isSafeInteger(a.value) ? a.value : "demasiado grande"}: escribe un número ${range}.`;
        }
        case "zeroModifier":
          return "Un modificador de 0 no cambia nada: escribe «+1», «-1»…, o bórralo.";
        case "zeroLifeChange":
          return "«0 de vida más/menos» es «tiene la misma vida»: escríbelo así.";
        case "negative":
          return `${a.field === "life" ? "La vida" : "El daño"} no puede ser negativo: escribe 0 o más.`;
      }
    },
  }),
  CR316: record<Expected | { problem: "onLegalPlay" } | { problem: "unknown"; written: string; suggestion?: string }>({
    severity: "error",
    summary: "motivo desconocido",
    message: (a) => {
      if (isExpected(a)) return expectedText(a);
      if (a.problem === "onLegalPlay") return "«porque …» explica por qué una jugada no se puede hacer: úsalo con «no puede».";
      if (a.suggestion !== undefined) return `«${a.written}» no es un motivo conocido. ¿Quisiste decir «${a.suggestion}»?`;
      const list = Object.values(SCENARIO_REASONS).map((r) => `«${r.canonical}»`).join(", ");
      return `«${a.written}» no es un motivo conocido: los motivos son ${list}.`;
    },
    fix: (a) => `Cambiar por «${!isExpected(a) && a.problem === "unknown" ? (a.suggestion ?? "") : ""}»`,
  }),
  CR317: record<Expected | { problem: "unknown"; word?: string }>({
    severity: "error",
    summary: "suceso del registro desconocido",
    message: (a) =>
      isExpected(a) ? expectedText(a) : `No se entiende qué muestra el registro${a.word !== undefined ? ` a partir de «${a.word}»` : ""}. Los sucesos son: ${LOG_EVENTS}.`,
  }),
  CR319: record<{ declaration: Declaration; word?: string }>({
    severity: "error",
    summary: "declaración repetida en una jugada",
    message: ({ declaration, word }) => DECLARATION[declaration](word ?? ""),
  }),
  CR320: record<{ problem: "missingColon"; section: string } | { problem: "unknown"; word: string; suggestion?: string }>({
    severity: "error",
    summary: "sección desconocida o sin «:»",
    message: (a) =>
      a.problem === "missingColon"
        ? `Falta «:» después de «${a.section}»: escribe «${a.section}:» y debajo sus frases.`
        : a.suggestion !== undefined
          ? `«${a.word}» no es una sección. ¿Quisiste decir «${a.suggestion}»?`
          : `«${a.word}:» no es una sección: las secciones de un escenario son «cartas:», «preparación:», «jugadas:» y «resultado:». Lo que sigue hasta la próxima sección no se lee.`,
    fix: (a) => (a.problem === "missingColon" ? "Añadir «:»" : `Cambiar por «${a.suggestion ?? ""}»`),
  }),
} as const;

export type ScenarioSyntaxCode = keyof typeof SCENARIO_SYNTAX_CATALOG;

/** The codes whose records take the cursor's `Expected`: the codes `fail` may be given. */
export type ExpectedCode = "CR309" | "CR310" | "CR311" | "CR313" | "CR316" | "CR317";

export function scenarioDiagnostic<C extends ScenarioSyntaxCode>(code: C, args: ArgsOf<(typeof SCENARIO_SYNTAX_CATALOG)[C]>, span: Span, fix?: FixEdit): Diagnostic<C> {
  return buildDiagnostic(SCENARIO_SYNTAX_CATALOG, code, args, span, fix);
}


/** Code → summary of every scenario syntax code (with CR312, which the checker reports too). */
export const scenarioSyntaxMessages: Readonly<Record<ScenarioSyntaxCode, string>> = Object.fromEntries(
  Object.entries(SCENARIO_SYNTAX_CATALOG).map(([code, r]) => [code, r.summary]),
) as Record<ScenarioSyntaxCode, string>;
