// The diagnostics of the compiler's checks, one record per code (the syntax codes are
// in grammar/diagnostics/catalog.ts and continue here): severity, a one-line summary
// (the table of docs/lenguaje.md, checked by a test), the message template and the
// title of its quick fix. Call sites pass arguments, never prose.
import { buildDiagnostic, record, withIndefinite, type ArgsOf, type Diagnostic, type FixEdit, type NounName, type Severity, type Span } from "../../grammar/index.js";
import { unknownCardRecord } from "../bind.js";
import type { CardType } from "../ir.js";
import type { Diagnostic as CompilerDiagnostic } from "../compile.js";

const A = (noun: NounName): string => withIndefinite(noun);
const Cap = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The largest source file read, in megabytes: far past any real file (a 10,000-card set is
 * 1.5 MB), and short of where a compile's memory would run out (a 50 MB file took 4.4 GB).
 */
export const MAX_SOURCE_MEGABYTES = 10;

export const CHECK_CATALOG = {
  // --- Names and the card frame ------------------------------------------------------------
  CR101: record<{ name: string; first: string }>({
    severity: "error",
    summary: "nombre de carta repetido",
    message: ({ name, first }) => `Ya hay una carta llamada «${name}» (${first}): los nombres identifican a las cartas: cambia el nombre de una de las dos.`,
  }),
  CR102: unknownCardRecord(" en este set: revisa el nombre o compila también el archivo que la define."),
  CR103: record<{ field: string }>({
    severity: "error",
    summary: "campo repetido",
    message: ({ field }) => `El campo «${field}» ya está en esta carta; deja solo uno.`,
  }),
  CR104: record<{ name: string }>({
    severity: "error",
    summary: "falta el tipo",
    message: ({ name }) => `Falta el tipo de «${name}»: añade una línea «tipo Personaje» (o Reliquia, Verso, Santuario, Escencia básica, Escencia especial).`,
  }),
  CR105: record<{ name: string }>({
    severity: "error",
    summary: "falta la facción",
    message: ({ name }) => `Falta la facción de «${name}»: añade una línea «facción Orden» (o Instinto, Forja, Caos, Valor, Errantes).`,
  }),
  CR106: record<{ type: CardType; field: string }>({
    severity: "error",
    summary: "falta el coste",
    message: ({ type, field }) => `${Cap(A(type))} necesita ${field}: añade una línea «${field} N».`,
  }),
  CR107: record<{ type: CardType; field: string }>({
    severity: "error",
    summary: "faltan ataque o vida en un Personaje",
    message: ({ type, field }) => `${Cap(A(type))} necesita ${field}: añade una línea «${field} N».`,
  }),
  CR108: record<{ type: CardType; field: string }>({
    severity: "error",
    summary: "falta la vida de un Santuario",
    message: ({ type, field }) => `${Cap(A(type))} necesita ${field}: añade una línea «${field} N».`,
  }),
  CR109: record<{ type: CardType; field: string }>({
    severity: "error",
    summary: "campo que no corresponde al tipo",
    message: ({ type, field }) => `${Cap(A(type))} no tiene ${field}: borra esta línea.`,
  }),
  CR110: record<{ option: string; type: CardType }>({
    severity: "error",
    summary: "Prólogo o Epílogo fuera de un Verso",
    message: ({ option, type }) => `${option} solo va en Versos (Reglamento 3); en ${A(type)} usa un rasgo o un disparador.`,
  }),
  CR111: record({
    severity: "error",
    summary: "Verso sin Prólogo ni Epílogo",
    message: () => "Un Verso necesita al menos una opción (Reglamento 3): añade «Prólogo: <efecto>.» o «Epílogo: <efecto>.»",
  }),
  CR112: record({
    severity: "error",
    summary: "Vincular fuera de una Reliquia",
    message: () => "«Vincular» solo va en Reliquias (Reglamento 24): bórralo.",
  }),
  CR113: record({
    severity: "warning",
    summary: "Escencia básica con texto: se lee como especial",
    message: () =>
      "Una Escencia con habilidades es una Escencia especial (Reglamento 6: «La Escencia especial es una Escencia que posee una habilidad extendida»): se compila como especial; escribe «tipo Escencia especial», o borra el texto si es básica.",
  }),
  CR114: record<{ trait: string; type: CardType }>({
    severity: "error",
    summary: "rasgo en una carta que no lo admite",
    message: ({ trait, type }) =>
      type === "Reliquia"
        ? `Una Reliquia solo tiene el rasgo Resplandor (Reglamento 18: «reliquias que activan su Rasgo al entrar en juego»); ${trait} es de los Personajes: escribe la habilidad con un disparador o «El portador tiene «${trait}: …»».`
        : `Los rasgos (${trait}) son de los Personajes (Reglamento 13); en ${A(type)} escribe la habilidad con un disparador, p. ej. «Al entrar en juego, …».`,
  }),
  CR115: record<{ word: "Si lo haces" | "Si no lo haces" | "Si no" }>({
    severity: "error",
    summary: "«Si lo haces» o «Si no» sin nada a qué referirse",
    message: ({ word }) =>
      word === "Si no"
        ? "«Si no» sigue a una frase que empieza con «Si <condición>, …»; la frase anterior no tiene condición: escribe la condición antes, o «Si no lo haces» si hablas de una acción que puede no hacerse."
        : `«${word}» solo tiene sentido después de una acción que puede no hacerse (un objetivo, «Puedes …», destruir, descartar…); aquí la acción anterior siempre ocurre: bórralo.`,
  }),
  CR116: record<{ what: string; value: number; min: number; max: number }>({
    severity: "error",
    summary: "número fuera de rango",
    // A huge literal is a double: «1e+21» is not what was written, its digits are.
    message: ({ what, value, min, max }) => `${what} ${Number.isInteger(value) ? BigInt(value).toString() : String(value)} está fuera de rango${value === 0 ? " (0 no hace nada, Reglamento 26)" : ""}: escribe un número entre ${min} y ${max}.`,
  }),
  CR117: record<{ event: string; events: string }>({
    severity: "error",
    summary: "Límite de algo que no se cuenta",
    message: ({ event, events }) => `«Límite ${event}» no cuenta nada: escribe algo que ocurre durante el turno (${events}).`,
  }),
  CR118: record<{ keyword: string; type: CardType; allowed: string }>({
    severity: "error",
    summary: "palabra clave que no corresponde al tipo",
    message: ({ keyword, type, allowed }) => `«${keyword}» no tiene sentido en ${A(type)}: solo va en ${allowed}; bórralo o cambia el tipo.`,
  }),
  CR119: record<{ name: string }>({
    severity: "error",
    summary: "palabra clave repetida",
    message: ({ name }) => `«${name}» ya está en esta carta; deja solo uno.`,
  }),
  CR120: record<{ trait: string }>({
    severity: "error",
    summary: "Temple en un rasgo que no lo admite",
    message: ({ trait }) => `Temple no modifica ${trait}: un Resplandor se activa al entrar en juego y la carta entra girada (Reglamento 13), y Temple es para un rasgo que se activa en tu Mediodía sin girar (Reglamento 24); bórralo.`,
  }),
  CR121: record<{ trait: string }>({
    severity: "error",
    summary: "rasgo sin efecto",
    message: ({ trait }) => `«${trait}» necesita un efecto: escribe «${trait}: <efecto>.»`,
  }),
  CR122: record<{ problem: "carta" | "sinClase" | "claseSinEscencia"; kind?: string; type?: CardType }>({
    severity: "error",
    summary: "tipo de Escencia mal indicado",
    message: ({ problem, kind, type }) =>
      problem === "carta"
        ? "«carta» no es un tipo: escribe Personaje, Reliquia, Verso, Santuario, Escencia básica o Escencia especial."
        : problem === "sinClase"
          ? "Indica qué Escencia es: «tipo Escencia básica» o «tipo Escencia especial»."
          : `«${kind ?? ""}» solo califica a una Escencia: escribe «tipo ${type ?? ""}».`,
  }),
  CR123: record({
    severity: "error",
    summary: "habilidad estática en un Verso",
    message: () => "Un Verso no permanece en juego, así que no tiene habilidades estáticas: escribe el efecto en su Prólogo o Epílogo.",
  }),
  CR124: record<{ problem: "inEffect" | "nextInStatic" }>({
    severity: "error",
    summary: "cambio de coste dentro de un efecto",
    message: ({ problem }) =>
      problem === "inEffect"
        ? "Un cambio de coste es una habilidad estática: escríbelo en su propia línea, sin Prólogo ni rasgo (en un efecto solo «El próximo Verso que juegues este turno cuesta 1 menos»)."
        : "«El próximo … que juegues» pasa una vez: va en un efecto (un Prólogo, un rasgo o un disparador), no en una habilidad estática.",
  }),
  CR125: record<{ problem: "noCosts" | "notFirst" | "notACost" | "partial" | "optionCost" | "essenceToPlay" }>({
    severity: "error",
    summary: "coste adicional no válido",
    message: ({ problem }) =>
      ({
        noCosts: "Solo se pagan costes al jugar una carta o activar un rasgo (Reglamento 12): en esta habilidad escribe la acción como efecto, sin «Como coste adicional».",
        notFirst: "«Como coste adicional» va al comienzo de la habilidad (los costes se pagan al jugarla, Reglamento 12): escríbelo como su primera frase.",
        notACost:
          "Un coste adicional es pagar Escencias, sacrificar, girar, destruir o descartar una cantidad fija de tus cartas, o devolver Escencias (Reglamento 12): escribe p. ej. «sacrifica un personaje» o «descarta 1 carta».",
        partial: "Un coste se paga entero y por adelantado (Reglamento 12): borra «Puedes» o «por cada …» del coste.",
        essenceToPlay: "Las Escencias que cuesta jugar la carta son su coste (Reglamento 12): súmalas a «coste N» en vez de «Como coste adicional, paga …».",
        optionCost:
          "Los costes se pagan al jugar la carta, no al elegir una opción (Reglamento 12): escribe «Como coste adicional, …» antes de «Elige uno:» o como efecto dentro de la opción.",
      })[problem],
  }),
  CR126: record({
    severity: "error",
    summary: "«el portador» fuera de una Reliquia",
    message: () => "«el portador» es el personaje al que está equipada una Reliquia (Reglamento 23): solo se usa en Reliquias.",
  }),
  CR127: record<{ type: CardType }>({
    severity: "error",
    summary: "«este …» no coincide con el tipo de la carta",
    message: ({ type }) => `Esta carta es ${A(type)}: escribe «${type === "Personaje" ? "este personaje" : type === "Santuario" ? "este Santuario" : type === "Escencia" ? "esta Escencia" : "esta carta"}».`,
  }),
  CR128: record({
    severity: "error",
    summary: "Escencia especial sin habilidad",
    message: () => "Una Escencia especial tiene una habilidad extendida (Reglamento 6): escríbela, o usa «tipo Escencia básica».",
  }),
  CR129: record<{ word: string }>({
    severity: "error",
    summary: "conector al comienzo de una habilidad",
    message: ({ word }) => `«${word}» enlaza con la frase anterior, pero es la primera de la habilidad: bórralo o escribe antes la acción.`,
  }),
  CR130: record<{ verb: string; what: string; nouns: string }>({
    severity: "error",
    summary: "el efecto no se aplica a ese tipo de carta",
    message: ({ verb, what, nouns }) => `No se puede ${verb} a ${what}: elige ${nouns}.`,
  }),
  CR131: record<{ problem: "verse" | "blocks"; type?: CardType }>({
    severity: "error",
    summary: "disparador que no corresponde al tipo",
    message: ({ problem, type }) =>
      problem === "verse"
        ? "Un Verso no permanece en juego, así que no se dispara: escribe el efecto en su Prólogo o Epílogo."
        : `Solo un Personaje bloquea o es bloqueado (Reglamento 19): en ${A(type ?? "carta")} escribe el disparador sobre el portador («Cuando el portador bloquee, …») o sobre otros personajes.`,
  }),
  CR132: record<{ keyword: string; allowed: string }>({
    severity: "error",
    summary: "palabra clave que no se puede otorgar",
    message: ({ keyword, allowed }) => `«${keyword}» es parte de la carta impresa y no se puede otorgar: usa ${allowed}.`,
  }),
  CR133: record({
    severity: "error",
    summary: "objetivo en una habilidad estática",
    message: () => "Una habilidad estática no elige objetivos: escribe «Tus personajes …», «Los personajes de tu oponente …» o «el portador».",
  }),
  CR134: record<{ problem: "notTargets" | "tooMany"; amount?: number; n?: number }>({
    severity: "error",
    summary: "reparto de daño mal formado",
    message: ({ problem, amount, n }) =>
      problem === "notTargets"
        ? "«Reparte» reparte entre objetivos: escribe «entre hasta N personajes» o «entre N personajes»."
        : `No se pueden repartir ${amount} de daño entre ${n} objetivos si cada uno recibe al menos 1 (0 de daño no es daño, Reglamento 26): escribe «entre hasta ${amount}».`,
  }),
  CR135: record({
    severity: "error",
    summary: "nombre de carta vacío",
    message: () => 'La carta no tiene nombre: escribe el nombre entre las comillas, p. ej. carta "Zirkax".',
  }),
  CR136: record<{ option: string }>({
    severity: "error",
    summary: "opción de Verso repetida",
    message: ({ option }) => `Esta carta ya tiene ${option}: un Verso tiene un Prólogo y un Epílogo a lo sumo (Reglamento 3); une los efectos en una sola habilidad.`,
  }),
  CR137: record<{ verb: string }>({
    severity: "error",
    summary: "Santuario que no puede ser destruido",
    message: ({ verb }) => `El Santuario no puede ser destruido ni dejar el juego (Reglamento 23): no se puede ${verb}.`,
  }),
  CR138: record<{ problem: "notTarget" | "notChain" }>({
    severity: "error",
    summary: "prohibición fuera de la cadena",
    message: ({ problem }) =>
      problem === "notTarget"
        ? "Se prohíbe una carta o un rasgo que espera en la cadena: escribe «Prohíbe un Verso» o «Prohíbe un rasgo de Talento»."
        : "Solo se prohíbe lo que está en la cadena de resolución (Reglamento 18): escribe «en la cadena».",
  }),
  CR139: record<{ problem: "notInDeck" | "notOne" | "zone"; noun?: string }>({
    severity: "error",
    summary: "búsqueda de cartas que no están en la baraja",
    message: ({ problem, noun }) =>
      problem === "notInDeck"
        ? `La baraja principal no tiene ${noun === "Santuario" ? "Santuarios" : "Escencias"} (Reglamento 2): escribe «busca en tu baraja un personaje», «una Reliquia», «un Verso» o «una carta».`
        : problem === "notOne"
          ? "Se busca un número de cartas: escribe «Busca en tu baraja una carta …», «dos personajes …» o «hasta dos personajes … y ponlos en tu mano»."
          : "La búsqueda ya mira tu baraja: borra la zona («en tu mano», «en juego»…) de lo que buscas.",
  }),
  CR140: record({
    severity: "error",
    summary: "«Equipa» sin Reliquia",
    message: () => "Lo que se equipa es una Reliquia: escribe «Equipa esta Reliquia a …» o «Equipa una Reliquia que controles a …».",
  }),
  CR141: record<{ written: string | null; instead: string }>({
    severity: "error",
    summary: "«ese …» o un pronombre sin nada antes a qué referirse",
    message: ({ written, instead }) =>
      written === null
        ? `Esta acción no dice sobre qué carta actúa, y no hay ninguna nombrada antes en la habilidad: nómbrala («${instead}»).`
        : `«${written}» se refiere a algo nombrado antes en la habilidad, pero no hay nada: escribe «${instead}».`,
  }),
  CR142: record<{ problem: "condition" | "atLeast" | "atMost"; n?: number }>({
    severity: "error",
    summary: "cantidad que no sirve en ese lugar",
    message: ({ problem, n }) =>
      problem === "condition"
        ? "Una condición cuenta cuántas cartas controlas: escribe «un personaje», «2 personajes» o «2 o más personajes»."
        : problem === "atMost"
          ? `«${n} o menos» solo se usa en condiciones («Si controlas 2 o menos personajes, …»): aquí escribe «hasta ${n}».`
          : `«${n} o más» solo se usa en condiciones («Si controlas 2 o más personajes, …»): aquí escribe cuántos exactamente o «hasta ${n}».`,
  }),
  CR143: record<{ noun: string; sanctuary: boolean }>({
    severity: "error",
    summary: "«el …» singular que no dice cuál",
    message: ({ noun, sanctuary }) => `«el ${noun}» no dice cuál: escribe «un ${noun}» (un objetivo), «los ${noun}s» (todos)${sanctuary ? ", «tu Santuario» o «el Santuario de tu oponente»" : ""}.`,
  }),
  CR144: record<{ what: "modifier" | "filter" }>({
    severity: "error",
    summary: "filtro o modificador repetido",
    message: ({ what }) =>
      what === "modifier"
        ? "Este rasgo ya tiene ese modificador: deja uno solo."
        : "Esta selección ya tiene un filtro de esta clase: deja uno solo (dos facciones, dos controladores o dos zonas se contradicen).",
  }),
  CR145: record<{ verb: string; zone: string }>({
    severity: "error",
    summary: "acción sobre cartas que no están en juego",
    message: ({ verb, zone }) => `Solo se puede ${verb} a cartas en juego: borra «${zone}» de la selección.`,
  }),
  CR146: record({
    severity: "error",
    summary: "sacrificio de cartas ajenas",
    message: () => "Solo se sacrifican cartas propias: escribe «sacrifica un personaje que controles» o usa «destruye».",
  }),
  CR147: record<{ problem: "controller" | "controls" | "sanctuaryLife" | "cardsOwner" | "deed" }>({
    severity: "error",
    summary: "condición sobre algo que no la tiene",
    message: ({ problem }) =>
      ({
        controller: "Quien controla cartas es un jugador: escribe «Si controlas …» o «Si tu oponente controla …».",
        controls: "Se controla un personaje, una Reliquia o una carta: escribe p. ej. «Si controlas un personaje de Valor, …».",
        sanctuaryLife: "Esta condición mira la vida de un Santuario: escribe «Si tu Santuario tiene …» o «Si el Santuario de tu oponente tiene …».",
        cardsOwner: "Quien tiene cartas en la mano es un jugador: escribe «Si tienes …» o «Si tu oponente tiene …».",
        deed: "Quien juega, descarta o roba cartas, o activa rasgos, es un jugador: escribe «Si jugaste … este turno» o «Si tu oponente jugó … este turno».",
      })[problem],
  }),
  CR148: record<{ problem: "sanctuaryAttack" | "lifeToCharacter" | "player" }>({
    severity: "error",
    summary: "cambio que no corresponde a lo seleccionado",
    message: ({ problem }) =>
      ({
        sanctuaryAttack: "Un Santuario no tiene ataque: cambia solo su vida.",
        lifeToCharacter: "Solo un Santuario gana vida (Reglamento 23): escribe «Tu Santuario gana N de vida», o para un personaje «obtiene +N de vida».",
        player: "Quien roba, descarta o bota es un jugador: escribe «Tu oponente …», «Cada jugador …» o empieza con el verbo.",
      })[problem],
  }),
  CR149: record<{ problem: "notAType" | "player" | "firstPlayed" }>({
    severity: "error",
    summary: "cambio de coste mal dirigido",
    message: ({ problem }) =>
      ({
        notAType: "Un cambio de coste se aplica a un tipo de cartas o a esta carta: escribe p. ej. «Tus Versos cuestan 1 menos.» o «Jugar esta carta cuesta 1 menos.»",
        player: "Un cambio de coste habla de cartas: escribe «Los Versos que tu oponente juegue cuestan 1 más.»",
        firstPlayed: "«La primera … que juegues cada turno» solo dice qué carta cambia de coste: escribe p. ej. «La primera Reliquia que juegues cada turno cuesta 1 menos.»",
      })[problem],
  }),
  CR150: record<{ path: string; problem: "missing" | "permissions" | "notOurs" | "tooLarge" | "noMatch"; ext?: string; megabytes?: number }>({
    severity: "error",
    summary: "ruta que no se puede leer",
    message: ({ path, problem, ext, megabytes }) =>
      problem === "missing"
        ? `No se puede leer «${path}»: comprueba que la ruta existe (un archivo ${ext ?? ".carta"} o una carpeta).`
        : problem === "noMatch"
          ? `Ningún archivo ${ext ?? ".carta"} coincide con «${path}»: revisa el patrón (p. ej. "cards/**/*.carta", entre comillas para que lo lea cronicas y no la terminal).`
        : problem === "notOurs"
          ? `«${path}» no es un archivo de Crónicas: indica archivos ${ext ?? ".carta"} o una carpeta que los contenga.`
          : problem === "tooLarge"
            ? `«${path}» tiene ${megabytes ?? "más de 10"} MB, más de los ${MAX_SOURCE_MEGABYTES} MB que se leen de un archivo: reparte sus cartas en varios archivos (un set de 10 000 cartas ocupa unos 1,5 MB).`
            : `No se puede leer «${path}»: comprueba sus permisos (lo demás sí se leyó).`,
  }),
  CR151: record<{ path: string; ext: string; example: string }>({
    severity: "error",
    summary: "ninguna carta que compilar",
    message: ({ path, ext, example }) => `La carpeta «${path}» no tiene archivos ${ext}: indica la carpeta que los contiene, p. ej. «${example}».`,
  }),
  CR152: record<{ written: string }>({
    severity: "error",
    summary: "«su …» sin nada antes de quién sea",
    message: ({ written }) => `«${written}» habla de una carta nombrada antes en la habilidad, pero no hay ninguna: nombra antes la carta, p. ej. «Destruye una Reliquia y haz 2 de daño al Santuario de su controlador.»`,
  }),
  CR153: record<{ written: string; name: string }>({
    severity: "error",
    summary: "nombre que no es el de esta carta",
    message: ({ written, name }) => `«${written}» no es el nombre de esta carta («${name}»): escribe el nombre de la carta o «esta carta»; para otra carta escribe «un personaje llamado "${written}"».`,
  }),
  CR154: record<{ what: string }>({
    severity: "error",
    summary: "«de entre ellas» o «el resto» sin cartas miradas antes",
    message: ({ what }) => `«${what}» habla de las cartas que la habilidad miró o reveló antes, pero no hay ninguna: escribe antes «Mira las N primeras cartas de tu baraja.» o «Revela …».`,
  }),
  CR155: record<{ restriction: string; nouns: string }>({
    severity: "error",
    summary: "restricción que no se aplica a lo seleccionado",
    message: ({ restriction, nouns }) => `«${restriction}» solo se dice de ${nouns}: cambia lo seleccionado.`,
  }),
  CR156: record<{ what: string; where: string }>({
    severity: "error",
    summary: "frase que no va en ese tipo de carta",
    message: ({ what, where }) => `${what} solo va en ${where}: bórrala o cambia el tipo de la carta.`,
  }),
  CR157: record<{ problem: "noTrait" | "severalTraits" | "notVerse"; modifier: string }>({
    severity: "error",
    summary: "modificador suelto que no dice a qué rasgo se aplica",
    message: ({ problem, modifier }) =>
      problem === "noTrait"
        ? `«${modifier}.» modifica el rasgo de la carta, pero esta carta no tiene un rasgo que lo admita: escríbelo tras el rasgo, p. ej. «Talento, ${modifier}: …».`
        : problem === "severalTraits"
          ? `Esta carta tiene varios rasgos: escribe «${modifier}» tras el que modifica, p. ej. «Talento, ${modifier}: …».`
          : `«${modifier}.» suelto solo va en un Verso o en una carta con un solo rasgo: escríbelo tras el rasgo.`,
  }),
  CR158: record<{ problem: "static" | "restrictionWithout" | "restrictionPermanent" | "shieldPermanent" | "nothingLasts" }>({
    severity: "error",
    summary: "duración que no corresponde",
    message: ({ problem }) =>
      ({
        static: "Una habilidad estática dura mientras se aplica: borra la duración, o escribe el cambio dentro de un efecto («Talento: … obtiene +1 de Ataque hasta el final del turno.»).",
        restrictionWithout: "Una restricción dentro de un efecto dice cuánto dura: añade «este turno», «hasta el final de su próximo turno» o «hasta tu próxima Alba».",
        restrictionPermanent: "Una restricción para siempre es una habilidad estática: escríbela en su propia frase, sin «de forma permanente» («Este personaje no puede bloquear.»).",
        shieldPermanent: "Un escudo de daño dura lo que diga la carta: escribe «este turno» o «hasta el final de su próximo turno» en vez de «de forma permanente».",
        nothingLasts: "En esta frase no hay nada que dure: «Hasta el final del turno, …» va delante de un cambio («obtiene +1 de Ataque») o de una restricción («no puede bloquear»). Bórralo, o escribe ese cambio.",
      })[problem],
  }),
  CR159: record({
    severity: "error",
    summary: "habilidad otorgada que no es un rasgo ni un disparador",
    message: () => "Lo que va entre «» es un rasgo o un disparador con su efecto: escribe p. ej. «El portador tiene «Talento: Roba 1 carta.»» o «El portador tiene «Cuando este personaje bloquee, roba 1 carta.»».",
  }),
  CR160: record<{ problem: "twoTargets" | "fight" }>({
    severity: "error",
    summary: "intercambio de control o de daño sin dos cartas",
    message: ({ problem }) =>
      problem === "fight"
        ? "«Cada uno hace daño igual a su Ataque al otro» necesita dos cartas elegidas antes: escribe «Elige un personaje que controles y un personaje que tu oponente controle. Cada uno hace daño igual a su Ataque al otro.»"
        : "«Intercambia el control» necesita dos cartas elegidas antes: escribe «Elige un personaje que controles y un personaje que tu oponente controle. Intercambia el control de ambos.»",
  }),
  CR161: record<{ what: string; alone?: boolean }>({
    severity: "error",
    summary: "momento diferido que no es el próximo",
    message: ({ what, alone }) =>
      alone === true
        ? `«${what}» espera a un momento después de un efecto, pero aquí no hay ningún efecto antes: escríbelo detrás del efecto que espera («Destruye un personaje. Al comienzo del próximo Anochecer, devuélvelo a su mano.») o, para cada vez, «Al comienzo de tu Anochecer, …».`
        : `«${what}» después de un efecto espera a un momento que aún no llegó: escribe «Al comienzo del próximo Anochecer, …» (con «próximo»).`,
  }),
  CR162: record<{ trigger: string }>({
    severity: "error",
    summary: "disparador que no se puede cumplir en este tipo de carta",
    message: ({ trigger }) => `${trigger}: escribe un disparador de algo que le ocurra a esta carta o a otras, p. ej. «Cada vez que un personaje que controles sea destruido, …».`,
  }),
  CR163: record({
    severity: "error",
    summary: "dos condiciones en una frase",
    message: () => "Esta frase ya tiene una condición: una segunda («mientras …», «a menos que …», «durante …» al final) no se puede unir a ella. Escribe una sola condición o dos habilidades.",
  }),
  CR164: record<{ windows1252: boolean }>({
    severity: "error",
    summary: "archivo que no está en UTF-8",
    message: ({ windows1252 }) =>
      `El archivo no está en UTF-8${windows1252 ? " (parece Windows-1252 o Latin-1, como guardan algunos editores de Windows)" : ""}, y aquí hay un carácter que no se puede leer: guarda el archivo como UTF-8 (en el editor, «Guardar con codificación» → UTF-8) y vuelve a intentarlo. No se leyó nada de él.`,
  }),
  CR165: record<{ problem: "first" | "static" }>({
    severity: "error",
    summary: "«si es destruido» sin una frase antes que lo destruya",
    message: ({ problem }) =>
      problem === "first"
        ? "«Si ese personaje es destruido, …» mira si la frase anterior lo destruyó: escríbela detrás de esa frase, p. ej. «Haz 3 de daño a un personaje. Si ese personaje es destruido, roba una carta.»"
        : "«Si … es destruido» mira lo que pasó al resolver un efecto, no algo que dure: escríbelo detrás de la frase que hace el daño o destruye, dentro de un rasgo, «Prólogo:» o un disparador.",
  }),
  CR167: record<{ problem: "notInPlay" | "capped" | "eachOwn" }>({
    severity: "error",
    summary: "«por cada …» de un cambio de ataque, vida o coste que no cuenta cartas en juego, o con un máximo",
    message: ({ problem }) =>
      problem === "capped"
        ? "Un cambio de ataque, vida o coste «por cada …» todavía no admite «hasta un máximo de N» (un robo, un daño o una ganancia de vida sí): quita el máximo o escribe cada caso con «Si …»."
        : problem === "eachOwn"
        ? "«por cada Reliquia que tengan equipada» cuenta las de cada personaje que cambia, y solo se puede mientras dura (una habilidad estática, p. ej. «Los personajes que controles obtienen +1 de Ataque por cada Reliquia que tengan equipada.»); en un efecto, escríbelo de un solo personaje («Este personaje obtiene +1/+1 por cada Reliquia que tenga equipada hasta el final del turno.»)."
        : "Un cambio de ataque o vida «por cada …» cuenta cartas en juego: escribe p. ej. «por cada Reliquia que controles»; las cartas encontradas o nombradas antes («por cada uno de ellos», «… botado de esta forma») aún no se pueden contar ahí.",
  }),
  CR168: record({
    severity: "error",
    summary: "coste mínimo de algo que no se reduce",
    message: () => "«hasta un mínimo de N» limita una reducción de coste: va detrás de «cuesta(n) N menos», no de «N más» (un aumento no baja el coste).",
  }),
  CR180: record({
    severity: "error",
    summary: "«pierde todos sus rasgos», que aún no se puede escribir",
    message: () =>
      "Perder los rasgos (quitarle a un personaje su Embate, sus Talentos y sus disparadores) todavía no se puede escribir. Escribe lo que sí se puede: «no puede activar rasgos» (tampoco ataca ni activa su Embate al bloquear), «pierde Imbatible» u otra palabra clave, o un cambio de Ataque, p. ej. «… no puede activar rasgos hasta el final del turno.».",
  }),
  CR181: record({
    severity: "error",
    summary: "«Cuando lo haga» sin una entrada en juego antes",
    message: () => "«Cuando lo haga, …» habla de la frase anterior, que tiene que ser «Esta carta entra en juego girada.»: escribe «Cuando entre en juego, …».",
  }),
  CR182: record<{ written: string; noun: string }>({
    severity: "error",
    summary: "«el personaje sacrificado» sin un coste que lo sacrifique",
    message: ({ written, noun }) =>
      `«${written}» habla de lo que sacrificó el coste de esta habilidad, pero la habilidad no sacrifica ${noun} como coste: escribe el coste antes, «Como coste adicional para jugar este Verso, sacrifica ${noun}.» o «Talento, sacrifica ${noun}: …».`,
  }),
  CR166: record<{ problem: "noCondition" | "nothingBefore" }>({
    severity: "error",
    summary: "«en su lugar» sin nada que reemplazar",
    message: ({ problem }) =>
      problem === "noCondition"
        ? "«… en su lugar» reemplaza la frase anterior cuando se cumple una condición: escribe «Si <condición>, <efecto> en su lugar.», p. ej. «Roba una carta. Si controlas una Reliquia, roba dos cartas en su lugar.»"
        : "«… en su lugar» reemplaza la frase anterior, que no puede tener condición ni conector propios: escribe el efecto sin condición antes, p. ej. «Roba una carta. Si controlas una Reliquia, roba dos cartas en su lugar.»",
  }),
  CR169: record<{ problem: "leaveBody" | "damageBody" | "becomes" | "notHere" | "where" | "redirectTo" | "source" | "destroyInstead" }>({
    severity: "error",
    summary: "efecto de reemplazo que el lenguaje no expresa",
    message: ({ problem }) => {
      switch (problem) {
        case "leaveBody":
          return "«Si … fuera a ir al cementerio desde el juego (fuera a ser destruido), …» dice a qué zona va esa carta en su lugar, en una sola acción: escribe «devuélvelo a la mano de su dueño en su lugar», «ponlo en el fondo (en la parte superior) de la baraja de su dueño en su lugar» o «barájalo en la baraja de su dueño en su lugar».";
        case "damageBody":
          return "«Si … fuera a recibir daño, …» dice cuánto daño recibe en su lugar, en una sola frase: escribe «recibe 1 menos», «ese daño se reduce en 1» o, con un mínimo, «Si … fuera a recibir 4 o más puntos de daño a la vez, en su lugar recibe 3».";
        case "becomes":
          return "«en su lugar recibe N» reemplaza un daño mayor por otro menor: escribe cuánto daño reemplaza, mayor que N, p. ej. «Si este personaje fuera a recibir 4 o más puntos de daño a la vez, en su lugar recibe 3.», o reduce el daño: «recibe 1 menos».";
        case "notHere":
          return "«recibe 1 menos», «ese daño se reduce en 1» van detrás de «Si <carta> fuera a recibir daño,» o «Cada vez que <carta> fuera a recibir daño,»: escribe p. ej. «Si este personaje fuera a recibir daño, recibe 1 menos.» (para prevenir daño una vez: «Previene los próximos 2 puntos de daño que fuera a recibir …»).";
        case "redirectTo":
          return "«ese daño se hace a … en su lugar» lleva el daño a la carta de la habilidad: escribe «ese daño se hace a este personaje en su lugar» (en un personaje) o «… al portador en su lugar» (en una Reliquia), detrás de «Si <carta> fuera a recibir daño,» sin un mínimo de daño.";
        case "source":
          return "La fuente del daño de un reemplazo es una clase de cartas: escribe p. ej. «Si un Verso que controle un oponente fuera a hacer daño a …» o «Si este personaje fuera a recibir daño de un Verso, …».";
        case "destroyInstead":
          return "«en su lugar destruye esta carta» reemplaza la destrucción de otra carta: escribe «Si el portador fuera a ser destruido, en su lugar destruye esta Reliquia.» (o «Si otro personaje que controles fuera a ser destruido, …»); para que la carta misma no vaya al cementerio, di adónde va: «devuélvelo a la mano de su dueño en su lugar».";
        case "where":
          return "Un efecto de reemplazo («Si … fuera a …, … en su lugar») es una habilidad propia de la carta que la imprime, mientras está en juego: no va detrás de «Una vez por turno», «La primera vez en cada turno que …», dentro de «…» que otra carta otorga, ni en un Verso.";
      }
    },
  }),
} as const;

export type CheckCode = keyof typeof CHECK_CATALOG;

export type CheckDiagnostic = Diagnostic<CheckCode>;

/**
 * A diagnostic about a file or folder as a whole, before it is parsed (it could not be read,
 * it holds no cards, it is not UTF-8): at its start, or at `at` when a place is known.
 */
export function pathDiagnostic<C extends "CR150" | "CR151" | "CR164">(
  file: string,
  code: C,
  args: ArgsOf<(typeof CHECK_CATALOG)[C]>,
  at: { line: number; column: number; offset: number } = { line: 1, column: 1, offset: 0 },
): CompilerDiagnostic {
  const d = buildDiagnostic(CHECK_CATALOG, code, args, { start: 0, end: 0 });
  return { file, code: d.code, severity: d.severity, message: d.message, range: { file, start: at, end: at } };
}

/** The one way the compiler reports: a code and its arguments. */
export function report<C extends CheckCode>(
  diagnostics: Diagnostic[],
  code: C,
  args: ArgsOf<(typeof CHECK_CATALOG)[C]>,
  span: Span,
  fix?: FixEdit,
  severity?: Severity,
): void {
  diagnostics.push(buildDiagnostic(CHECK_CATALOG, code, args, span, fix, severity));
}

/** Code → summary of every check code: the table docs/lenguaje.md documents. */
export const checkMessages: Readonly<Record<CheckCode, string>> = Object.fromEntries(
  Object.entries(CHECK_CATALOG).map(([code, r]) => [code, r.summary]),
) as Record<CheckCode, string>;
