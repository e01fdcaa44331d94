// The compiler's diagnostic codes, one line each: code → what it means. The
// syntax codes live beside the parser (grammar/diagnostics.ts); together they
// are the table docs/lenguaje.md documents, and a test keeps the three in step.
import { syntaxMessages } from "../grammar/index.js";

export const checkMessages = {
  CR101: "nombre de carta repetido",
  CR102: "carta desconocida",
  CR103: "campo repetido",
  CR104: "falta el tipo",
  CR105: "falta la facción",
  CR106: "falta el coste",
  CR107: "faltan ataque o vida en un Personaje",
  CR108: "falta la vida de un Santuario",
  CR109: "campo que no corresponde al tipo",
  CR110: "Prólogo o Epílogo fuera de un Verso",
  CR111: "Verso sin Prólogo ni Epílogo",
  CR112: "Vincular fuera de una Reliquia",
  CR113: "Escencia básica con texto",
  CR114: "rasgo en una carta que no es Personaje",
  CR115: "«Si lo haces» después de algo que no puede fallar",
  CR116: "número fuera de rango",
  CR117: "Límite de algo que no se cuenta",
  CR118: "palabra clave que no corresponde al tipo",
  CR119: "palabra clave repetida",
  CR120: "Temple en un rasgo que no lo admite",
  CR121: "rasgo sin efecto",
  CR122: "tipo de Escencia mal indicado",
  CR123: "habilidad estática en un Verso",
  CR124: "cambio de coste dentro de un efecto",
  CR125: "coste adicional no válido",
  CR126: "«el portador» fuera de una Reliquia",
  CR127: "«este …» no coincide con el tipo de la carta",
  CR128: "Escencia especial sin habilidad",
  CR129: "conector al comienzo de una habilidad",
  CR130: "el efecto no se aplica a lo seleccionado",
  CR131: "disparador que no corresponde al tipo",
  CR132: "palabra clave que no se puede otorgar",
  CR133: "objetivo en una habilidad estática",
  CR134: "reparto de daño mal formado",
  CR135: "nombre de carta vacío",
  CR136: "opción de Verso repetida",
  CR137: "Santuario que no puede ser destruido",
  CR138: "prohibición fuera de la cadena",
  CR139: "búsqueda de cartas que no están en la baraja",
  CR140: "«Equipa» sin Reliquia",
  CR141: "«ese …» sin objetivo anterior",
  CR142: "cantidad que no sirve en ese lugar",
  CR143: "«el …» singular que no dice cuál",
  CR144: "filtro o modificador repetido",
  CR150: "ruta que no se puede leer",
  CR151: "ninguna carta que compilar",
} as const;

export type CheckCode = keyof typeof checkMessages;

/** Every diagnostic code of the language, syntax and checks, with its one-line meaning. */
export const allMessages: Record<string, string> = { ...syntaxMessages, ...checkMessages };
