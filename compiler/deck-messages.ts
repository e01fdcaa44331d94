// The diagnostic codes of `.mazo` files, one line each: code → what it means.
// CR201–CR213 are syntax (grammar/deck-ast.ts), CR220 and up are the construction
// rules checked here (compiler/deck.ts). docs/mazos.md documents every code and
// test/decks.test.ts keeps the table, the docs and the code in step.
import { deckSyntaxMessages } from "../grammar/index.js";

export const deckCheckMessages = {
  CR220: "falta el formato",
  CR221: "falta la facción",
  CR222: "facción en un mazo de Convergencia",
  CR223: "falta el Santuario",
  CR224: "falta una sección",
  CR225: "carta desconocida",
  CR226: "la baraja principal no tiene el tamaño del formato",
  CR227: "la baraja de Escencia no tiene el tamaño del formato",
  CR228: "arsenal demasiado grande",
  CR229: "Santuario o Escencia en la baraja principal",
  CR230: "carta que no es Escencia en la baraja de Escencia",
  CR231: "la línea «santuario» no nombra un Santuario",
  CR232: "más de 3 copias de una carta",
  CR233: "carta de otra facción en Guerra de Facción",
  CR234: "Errantes mezclados con otra facción en Alianza",
  CR235: "carta de una facción que no puede apoyar en Alianza",
  CR236: "más de 12 cartas de apoyo en Alianza",
  CR237: "Escencia especial en una posición no permitida",
  CR238: "los dos órdenes de Escencia no tienen las mismas cartas",
  CR239: "Convergencia: la baraja principal no tiene 6 cartas de cada facción",
  CR240: "Convergencia: las Escencias no son 1 básica y 1 especial de cada facción",
  CR241: "Santuario de otra facción",
  CR242: "carta del arsenal que nunca podrá entrar en el mazo",
  CR243: "la misma carta en dos líneas de una sección",
  CR244: "nombre de mazo repetido",
  CR245: "ningún mazo que validar",
} as const;

export type DeckCheckCode = keyof typeof deckCheckMessages;

/** Every code a `.mazo` file can get, syntax and construction. */
export const deckMessages: Record<string, string> = { ...deckSyntaxMessages, ...deckCheckMessages };
