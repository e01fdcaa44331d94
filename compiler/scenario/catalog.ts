// The codes the compiler gives `.escenario` files, one record each (the records of
// grammar/diagnostics/catalog.ts): what needs more than one sentence or the card set.
// The syntax codes are grammar/escenario/diagnostics.ts; CR312, a copy number, is both
// (badly written: the parser; not the copy's: here) and has the one record, the
// parser's. CR102 is the card language's code for an unknown card (docs/lenguaje.md),
// with the advice a scenario needs.
import { buildDiagnostic, record, SCENARIO_SYNTAX_CATALOG, SCENARIO_ZONE_TEXT, type ArgsOf, type CardZone, type CountedEventName, type Diagnostic, type FixEdit, type PlayerName, type Span } from "../../grammar/index.js";
import { unknownCardRecord } from "../bind.js";

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export const SCENARIO_CHECK_CATALOG = {
  CR102: unknownCardRecord(": revisa el nombre, o defínela en la sección «cartas:» del escenario."),
  CR312: SCENARIO_SYNTAX_CATALOG.CR312,
  CR318: record<
    | { what: "turn" | "seed"; line: number }
    | { what: "sanctuary" | "life" | "essence"; player: PlayerName; line: number }
    | { what: "zoneAgain" | "listedEmpty" | "deckAgain"; player: PlayerName; zone: CardZone; line: number }
    | { what: "counter"; player: PlayerName; event: CountedEventName; line: number }
  >({
    severity: "error",
    summary: "dato de la preparación repetido o contradictorio",
    message: (a) => {
      switch (a.what) {
        case "turn":
          return `El turno y la fase ya se dijeron en la línea ${a.line}: deja una sola frase «Es el …».`;
        case "seed":
          return `La semilla ya se dijo en la línea ${a.line}: deja una sola frase «La semilla es N».`;
        case "sanctuary":
          return `El Santuario de ${a.player} ya se dijo en la línea ${a.line}: cada jugador tiene uno solo.`;
        case "life":
          return `La vida del Santuario de ${a.player} ya se dijo en la línea ${a.line}: deja un solo valor.`;
        case "essence":
          return `Las Escencias de ${a.player} ya se dijeron en la línea ${a.line}: escribe en una frase cuántas sin usar y cuántas usadas.`;
        case "zoneAgain":
          return `${capitalize(SCENARIO_ZONE_TEXT[a.zone])} de ${a.player} ya se dijo en la línea ${a.line}: borra una de las dos frases.`;
        case "listedEmpty":
          return `Ya se dijo en la línea ${a.line} que ${SCENARIO_ZONE_TEXT[a.zone]} de ${a.player} está vacía: borra una de las dos frases.`;
        case "deckAgain":
          return `${capitalize(SCENARIO_ZONE_TEXT[a.zone])} de ${a.player} ya se dijo en la línea ${a.line}: escribe toda la baraja en una frase, de arriba abajo.`;
        case "counter":
          return `Cuántos ${a.event} van este turno para ${a.player} ya se dijo en la línea ${a.line}: deja una sola frase.`;
      }
    },
  }),
  CR321: record<{ name: string; line: number }>({
    severity: "error",
    summary: "nombre de escenario repetido",
    message: ({ name, line }) => `Ya hay un escenario «${name}» en la línea ${line}: cada escenario de un archivo lleva un nombre distinto, que es como se informa su resultado.`,
  }),
} as const;

export type ScenarioCheckCode = keyof typeof SCENARIO_CHECK_CATALOG;

export function scenarioCheck<C extends ScenarioCheckCode>(code: C, args: ArgsOf<(typeof SCENARIO_CHECK_CATALOG)[C]>, span: Span, fix?: FixEdit): Diagnostic<C> {
  return buildDiagnostic(SCENARIO_CHECK_CATALOG, code, args, span, fix);
}

/**
 * The codes of docs/escenarios.md, code → summary: the parser's and the checker's,
 * without the card language's (documented in docs/lenguaje.md).
 */
export const scenarioMessages: Readonly<Record<string, string>> = Object.fromEntries(
  [...Object.entries(SCENARIO_SYNTAX_CATALOG), ...Object.entries(SCENARIO_CHECK_CATALOG)]
    .filter(([code]) => code !== "CR102")
    .map(([code, r]) => [code, r.summary]),
);
