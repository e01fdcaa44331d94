// What each word of the card language means in the game, for the editor's hover.
//
// Pure data: this module imports nothing (not even Node), so the language server, a web
// client or a test can load it alone. Texts are Spanish, for designers; each cites the
// section of the Reglamento oficial it rests on (reglas/000_…), or *Mecánicas avanzadas*
// (reglas/003_…) where that is the only source. Where the two disagree, the text follows
// the Reglamento and says so (Devastar, Letal, Mítica).
//
// Keys are the `rules` ids of the vocabulary (words.ts): a word or phrase names the
// text that explains it, so hover finds a text through the lexer, with every spelling the
// language accepts. `rulesTextFor` (rules.ts) does the lookup.

export interface RulesText {
  /** What the hover shows as its heading: the term as a designer names it. */
  title: string;
  /** Where the rule is: «Reglamento 24», «Reglamento 13, 19», «Mecánicas avanzadas, …». */
  section: string;
  /** 2–6 Spanish sentences, Markdown. */
  text: string;
}

export const RULES_TEXT: Record<string, RulesText> = {
  // --- Rasgos (Reglamento 13) -----------------------------------------------------
  Embate: {
    title: "Embate",
    section: "Reglamento 13, 19",
    text:
      "**Rasgo** de los Personajes que permite atacar al Santuario del oponente: activarlo gira al personaje y abre una **Incursión**. " +
      "El defensor decide si bloquea; si no bloquea, su Santuario recibe daño igual al ataque del atacante. " +
      "`Embate.` solo da la capacidad de atacar; con `Embate: efecto.` el efecto ocurre además cada vez que se activa, también al bloquear, porque el Embate de un bloqueador se considera activado. " +
      "Activar un Embate no usa la cadena y no se puede responder, y el jugador inicial no puede declararlo en su primer turno (Reglamento 10).",
  },
  Talento: {
    title: "Talento",
    section: "Reglamento 13",
    text:
      "**Rasgo** que su controlador activa una vez en su turno, girando al personaje (salvo con `Temple`). " +
      "Activar un Talento no es un ataque al Santuario. " +
      "Los objetivos de su efecto se declaran al activarlo, y el oponente puede responder con un Verso o una Interferencia (Reglamento 16). " +
      "No se activa el turno en que el personaje entra en juego, salvo con `Sin entrenamiento`. Se escribe `Talento: efecto.`",
  },
  Interferencia: {
    title: "Interferencia",
    section: "Reglamento 13, 16",
    text:
      "**Rasgo** que se activa con el personaje enderezado, girándolo, en tu turno o en el del oponente, en los mismos momentos en que podrías jugar un Verso. " +
      "Sirve para responder: entra en la cadena de resolución y se resuelve en orden inverso, como los Versos (Reglamento 16). " +
      "Se escribe `Interferencia: efecto.` y no admite `Temple`.",
  },
  Resplandor: {
    title: "Resplandor",
    section: "Reglamento 13",
    text:
      "**Rasgo** que se activa solo cuando el personaje entra en juego, si su controlador quiere; entonces el personaje **entra girado** y se hace el efecto. " +
      "La etapa de entrenamiento no lo impide. " +
      "Si la carta tiene además `Mítica`, primero se aplica Mítica y después el Resplandor (Reglamento 25). " +
      "Se escribe `Resplandor: efecto.`",
  },
  Rasgo: {
    title: "Rasgo",
    section: "Reglamento 12, 13",
    text:
      "Los rasgos (`Embate`, `Talento`, `Interferencia`, `Resplandor`) son habilidades de los Personajes que **se activan**, no se juegan. " +
      "Para activar Embate, Talento o Interferencia el personaje se gira, y un personaje girado no puede activarlos. " +
      "Tras el nombre del rasgo pueden ir sus modificadores (`Temple`, `Límite …`, `N Escencias`) antes de los dos puntos. " +
      "La palabra `Rasgo` se escribe en `el próximo Rasgo de Talento que fuera a resolverse`.",
  },
  Temple: {
    title: "Temple",
    section: "Reglamento 24",
    text:
      "Modificador de rasgo: el personaje **no se gira** al activar ese rasgo, y el rasgo solo puede activarse una vez en tu turno, durante tu Mediodía. " +
      "Así el personaje sigue disponible para bloquear o activar su Embate. " +
      "Se escribe tras el rasgo, `Talento, Temple: efecto.`, y el lenguaje lo admite en Talento y Embate (CR120).",
  },
  Límite: {
    title: "Límite",
    section: "Reglamento 24",
    text:
      "Modificador de rasgo que pide una condición mínima: para activar la primera copia, el evento nombrado tiene que haber ocurrido al menos una vez este turno, y cada copia más con el mismo nombre que lo active en el turno pide uno más. " +
      "Por ejemplo, con `Límite Embate` la segunda copia exige haber activado dos Embates. " +
      "El evento es activar un rasgo (`Embate`, `Talento`, `Interferencia`, `Resplandor`) o jugar un `Verso`, un `Personaje` o una `Reliquia`. " +
      "El Reglamento escribe «Límite: Embate»; en el lenguaje va sin dos puntos: `Talento, Límite Embate: efecto.`",
  },

  // --- Palabras clave (Reglamento 24) ---------------------------------------------
  Imbatible: {
    title: "Imbatible",
    section: "Reglamento 24",
    text:
      "Palabra clave de Personaje: no puede ser bloqueado la **primera vez** que activa su Embate. " +
      "Después de esa primera activación se lo bloquea con las reglas normales. " +
      "Si obtiene Imbatible cuando ya fue bloqueado, el bloqueo sigue valiendo y el daño no pasa al Santuario (Reglamento 19).",
  },
  Devastar: {
    title: "Devastar",
    section: "Reglamento 24, 19",
    text:
      "Palabra clave de Personaje: si lo bloquean, el daño que exceda lo necesario para destruir a los bloqueadores va al **Santuario** defensor. " +
      "El atacante ordena a los bloqueadores, y su ataque se va reduciendo por la vida de cada uno. " +
      "Si el bloqueador deja el campo antes del daño, **todo** el ataque pasa al Santuario. " +
      "*Mecánicas avanzadas* pide que el atacante sobreviva al duelo y dice que un ataque bloqueado nunca daña al Santuario; seguimos el Reglamento, que no pide sobrevivir y hace esta excepción.",
  },
  Letal: {
    title: "Letal",
    section: "Reglamento 24",
    text:
      "Palabra clave de Personaje: cualquier cantidad de daño que este personaje haga a otro personaje basta para destruirlo, en un duelo o con un efecto. " +
      "Tiene que hacer daño: 0 de daño no es daño (Reglamento 26). " +
      "*Mecánicas avanzadas* dice que basta con entrar en duelo; seguimos el Reglamento, que habla del daño hecho.",
  },
  Mítica: {
    title: "Mítica",
    section: "Reglamento 24",
    text:
      "Solo puede haber **una** carta con este nombre en juego, de cualquier jugador. " +
      "Si entra otra, la anterior va al cementerio y se queda la última; la enviada así **no se considera destruida**, de modo que dispara `Al salir del juego` pero no `Cuando este personaje sea destruido`. " +
      "El Reglamento 24 dice también «destruye la anterior» y *Mecánicas avanzadas* que «es destruida»; seguimos la frase precisa del Reglamento: enviada, no destruida. " +
      "Mítica se aplica antes que el Resplandor (Reglamento 25) y no se otorga con `obtiene` (CR132).",
  },
  Vestigios: {
    title: "Vestigios",
    section: "Reglamento 24",
    text:
      "Jugar esta carta cuesta **1 más por cada carta con Vestigios** que ya esté en el cementerio de su controlador. " +
      "El aumento se calcula al jugarla, así que la propia carta no cuenta. " +
      "Va en Personajes, Reliquias y Versos, y no se otorga con `obtiene` (CR132). " +
      "*Mecánicas avanzadas* la presenta bajo el título «Putrefacto», con la misma regla.",
  },
  "Sin entrenamiento": {
    title: "Sin entrenamiento",
    section: "Reglamento 13, 10",
    text:
      "Los personajes tienen **etapa de entrenamiento**: no activan sus rasgos el turno en que entran en juego. " +
      "Con `Sin entrenamiento.` el personaje puede activarlos ese mismo turno, por ejemplo atacar con su Embate. " +
      "Aun así, nada permite al jugador inicial atacar en su primer turno (Reglamento 10). " +
      "El entrenamiento nunca impide el Resplandor.",
  },
  Vincular: {
    title: "Vincular N",
    section: "Reglamento 24, 21",
    text:
      "`Vincular N.`: pagando el coste de la Reliquia **más N** Escencias, la Reliquia cambia de portador a otro personaje válido. " +
      "Se puede hacer en los mismos momentos en que podrías jugar un Verso. " +
      "Sin Vincular, una Reliquia equipada solo pasa a otro personaje cuando su portador sale del juego, pagando de nuevo su coste (Reglamento 21). " +
      "Va solo en Reliquias, con N de 0 a 20.",
  },

  // --- Versos -----------------------------------------------------------------------
  Prólogo: {
    title: "Prólogo",
    section: "Reglamento 3, 12, 15",
    text:
      "Una de las dos opciones de un **Verso**. " +
      "Al jugarlo, mientras pagas su coste, eliges qué opción intentará resolverse: el `Prólogo:` o el `Epílogo:`. " +
      "Los objetivos de la opción elegida se declaran en ese momento. " +
      "Un Verso tiene a lo sumo un Prólogo, y Prólogo y Epílogo solo van en Versos (CR110, CR136).",
  },
  Epílogo: {
    title: "Epílogo",
    section: "Reglamento 3, 12, 15",
    text:
      "La otra opción de un **Verso**, junto al `Prólogo:`. " +
      "Quien juega el Verso elige, al pagar su coste, cuál de las dos intentará resolverse, y declara los objetivos de esa opción. " +
      "Un Verso puede tener solo Prólogo, solo Epílogo o los dos, cada uno una vez.",
  },

  // --- Tipos de carta (Reglamento 3) ----------------------------------------------------
  carta: {
    title: "carta",
    section: "Reglamento 12",
    text:
      "En un archivo, `carta \"Nombre\"` abre cada carta; el nombre la identifica en el set. " +
      "En un efecto, `una carta` es cualquier carta salvo una Escencia: un efecto solo alcanza a una Escencia si la nombra. " +
      "Jugar una carta es pagar su coste, mostrarla y, si corresponde, declarar su objetivo.",
  },
  personaje: {
    title: "Personaje",
    section: "Reglamento 3, 13, 20",
    text:
      "Las unidades del campo de batalla: se juegan pagando su coste, permanecen en juego, bloquean y activan rasgos. " +
      "Su **ataque** es el daño que hace en un duelo o al Santuario, y su **vida** el daño que soporta: con tanto daño como vida, o con vida menor a 1, es destruido. " +
      "El daño marcado dura hasta la etapa de limpieza, tras el Anochecer (Reglamento 20). " +
      "Entra enderezado y no activa rasgos el turno en que entra, salvo con `Sin entrenamiento`.",
  },
  Reliquia: {
    title: "Reliquia",
    section: "Reglamento 3, 21",
    text:
      "Carta equipable que permanece en juego vinculada a un **portador**, que es un personaje. " +
      "Al jugarla puedes equiparla a un portador válido o dejarla en juego sin equipar; equiparla después cuesta de nuevo su coste. " +
      "Si el portador deja el campo, la Reliquia se queda en juego, disponible para otro personaje. " +
      "Con `Vincular N` puede cambiar de portador sin esperar (Reglamento 24).",
  },
  Verso: {
    title: "Verso",
    section: "Reglamento 3, 15, 16",
    text:
      "Carta de efecto inmediato: se paga, se muestra, se elige su Prólogo o su Epílogo y se declaran los objetivos; luego intenta resolverse y va al cementerio. " +
      "En tu turno se juega en el Mediodía o en respuesta a algo; en el del oponente, solo en respuesta (a una carta, a un rasgo que no sea Embate, a un cambio de fase o antes del daño de un duelo). " +
      "Los Versos jugados en respuesta forman la **cadena** y se resuelven del último al primero. " +
      "No permanece en juego, así que no tiene disparadores ni habilidades estáticas.",
  },
  Santuario: {
    title: "Santuario",
    section: "Reglamento 1, 3, 23",
    text:
      "La vida principal de cada jugador: empieza en juego con la vida impresa y tiene un efecto propio. " +
      "Si llega a 0, su jugador pierde el juego; si los dos llegan a la vez, es empate. " +
      "No puede ser destruido ni desvanecido, pero puede recibir daño, ganar vida y recibir modificadores de vida. " +
      "Recibe el daño de los Embates que no se bloquean y el de los efectos que lo dañan directamente.",
  },
  Escencia: {
    title: "Escencia (básica y especial)",
    section: "Reglamento 6, 9, 12",
    text:
      "El recurso del juego: se gira (se **consume**) para pagar el coste de las cartas. " +
      "No tiene coste ni se juega: en el Alba agregas 1 de tu baraja de Escencia, enderezada, y puedes usarla ese mismo turno; no puede ser prohibida. " +
      "La **Escencia básica** no tiene habilidades; la **Escencia especial** tiene una habilidad extendida (Reglamento 6). " +
      "Devolver una Escencia es ponerla al fondo de la baraja de Escencia, y solo es objetivo de un efecto que nombre a la Escencia (`una carta` no la incluye). " +
      "Se acepta también la grafía `Esencia`.",
  },
  portador: {
    title: "portador",
    section: "Reglamento 23, 21",
    text:
      "El personaje al que está equipada una Reliquia. " +
      "`El portador` solo se escribe en una Reliquia (CR126) y no es un objetivo: los efectos de la Reliquia lo alcanzan mientras esté equipada. " +
      "Si el portador deja de ser válido o sale del juego, la Reliquia deja de estar equipada pero sigue en juego (Reglamento 21).",
  },

  // --- Efectos y términos (Reglamento 23) ---------------------------------------------------
  prohíbe: {
    title: "Prohibir",
    section: "Reglamento 18",
    text:
      "Prohibir una carta o un efecto es anular su resolución: la carta **cuenta como jugada**, pero su efecto no ocurre, no entra en juego y va al cementerio sin considerarse destruida. " +
      "Los costes pagados no se devuelven (Reglamento 12), y las Escencias no se pueden prohibir (Reglamento 9). " +
      "En el lenguaje solo se prohíbe lo que espera en la cadena: `Prohíbe un Verso en la cadena.` o `La próxima carta que fuera a resolverse es prohibida.`, con `a menos que su controlador pague N Escencias adicionales` si hace falta.",
  },
  bota: {
    title: "Botar",
    section: "Reglamento 23",
    text:
      "Botar es tomar la **primera carta de la baraja** principal y ponerla en el cementerio. " +
      "No es robar (la carta no pasa por la mano) ni descartar (que saca cartas de la mano). " +
      "`Tu oponente bota 3 cartas.` hace botar al oponente; sin sujeto, bota quien controla la habilidad.",
  },
  sacrifica: {
    title: "Sacrificar",
    section: "Reglamento 12",
    text:
      "Sacrificar es poner en el cementerio una carta **propia** que está en juego, y no cuenta como destruirla. " +
      "Nadie sacrifica cartas ajenas: `Sacrifica un personaje` es siempre uno tuyo (CR130 si es del oponente), y el Santuario no se sacrifica (CR137). " +
      "Como coste (`Como coste adicional, sacrifica un personaje.`) se elige al pagar, por adelantado, y no es un objetivo.",
  },
  destruye: {
    title: "Destruir",
    section: "Reglamento 23, 20",
    text:
      "Destruir es enviar una carta **en juego** al cementerio de su dueño. " +
      "Un personaje también es destruido al tener tanto daño como vida, o vida menor a 1 (Reglamento 20). " +
      "El Santuario no puede ser destruido (CR137). " +
      "Ser destruido no es lo mismo que ser sacrificado, prohibido o enviado al cementerio por `Mítica`: solo lo destruido dispara `Cuando este personaje sea destruido`.",
  },
  descarta: {
    title: "Descartar",
    section: "Reglamento 23",
    text:
      "Descartar es tomar una carta **de la mano** y ponerla en el cementerio. " +
      "`Tu oponente descarta 1 carta.` hace descartar al oponente; sin sujeto, descarta quien controla la habilidad. " +
      "En la etapa de limpieza, quien tenga más de 7 cartas en la mano descarta hasta quedarse con 7 (Reglamento 20).",
  },
  roba: {
    title: "Robar",
    section: "Reglamento 1, 9",
    text:
      "Robar es tomar la primera carta de tu baraja principal y ponerla en la mano. " +
      "Cada jugador roba 1 en su Amanecer. " +
      "Si un jugador debe robar y no le quedan cartas en la baraja principal, **pierde el juego**.",
  },
  reparte: {
    title: "Repartir daño",
    section: "Mecánicas avanzadas, Aliento Ardiente",
    text:
      "`Reparte N de daño entre hasta K …`: el reparto se decide al jugar la carta, junto con los objetivos, y cada objetivo recibe al menos 1. " +
      "Si un objetivo deja de ser válido antes de resolverse, el daño asignado a los demás se hace igual. " +
      "Es el ejemplo de Aliento Ardiente: la habilidad se resuelve en la mayor medida posible (Reglamento 17).",
  },
  devuelve: {
    title: "Devolver",
    section: "Reglamento 23, 12",
    text:
      "`Devuelve X a la mano de su dueño` pone una carta en juego en la mano de su **dueño**, aunque la controle otro. " +
      "`Devuelve N Escencias` pone N de tus Escencias en juego en la **última posición** de tu baraja de Escencia (Reglamento 12). " +
      "El Santuario no puede volver a la mano (CR137).",
  },
  equipa: {
    title: "Equipar",
    section: "Reglamento 21",
    text:
      "Equipar es poner una Reliquia sobre un personaje, desde la mano o desde el juego si estaba sin equipar; ese personaje es su **portador**. " +
      "Equipar es una acción del juego, no una habilidad, y abre la cadena de resolución. " +
      "Un personaje puede llevar cualquier número de Reliquias.",
  },
  busca: {
    title: "Buscar en la baraja",
    section: "Reglamento 22",
    text:
      "Buscar en tu baraja es revisarla para tomar una carta que cumpla la selección; después la baraja **se baraja**. " +
      "La carta buscada no es un objetivo. " +
      "La baraja principal no tiene Santuarios ni Escencias, así que no se buscan (Reglamento 2; CR139).",
  },
  mira: {
    title: "Mirar la baraja",
    section: "Reglamento 22, 26",
    text:
      "Mirar las primeras cartas de la baraja no obliga a barajarla: solo buscar lo hace. " +
      "Las cartas miradas se colocan `arriba`, `al fondo` o `arriba o al fondo`; si van varias al fondo sin orden indicado, su dueño elige el orden (Reglamento 26).",
  },
  agrega: {
    title: "Agregar Escencia",
    section: "Reglamento 12",
    text:
      "Agregar Escencia es ponerla en juego desde tu baraja de Escencia; entra enderezada salvo que diga `girada`, y se puede usar ese mismo turno. " +
      "Normalmente se agrega 1 en el Alba: solo un efecto permite agregar más de una por turno.",
  },
  gira: {
    title: "Girar",
    section: "Reglamento 13, 12",
    text:
      "Girar pone una carta en juego en estado **girado**; enderezar la devuelve al estado normal. " +
      "Un personaje girado no bloquea ni activa Embate, Talento ni Interferencia, y en el Alba su jugador endereza sus cartas (Reglamento 9). " +
      "Girar una Escencia por un efecto no es consumirla (Reglamento 12). " +
      "Como coste adicional, `gira otro personaje que controles` se elige al pagar y no es un objetivo.",
  },
  endereza: {
    title: "Enderezar",
    section: "Reglamento 9, 13",
    text:
      "Enderezar devuelve una carta girada a su estado normal. " +
      "Cada jugador endereza sus cartas al comienzo de su Alba, y los personajes entran en juego enderezados salvo que algo diga lo contrario. " +
      "Solo un personaje enderezado puede bloquear o activar Embate, Talento o Interferencia. " +
      "Enderezar no quita el daño marcado: eso ocurre en la etapa de limpieza (Reglamento 20).",
  },

  // --- Conectores ----------------------------------------------------------------------
  "Si lo haces": {
    title: "Si lo haces",
    section: "Reglamento 17",
    text:
      "Hace que la frase ocurra **solo si la anterior se hizo**. " +
      "Tiene sentido tras una acción que puede no hacerse: una opcional (`Puedes …`), una sobre un objetivo que puede dejar de ser válido, o destruir, descartar, sacrificar… " +
      "Tras una acción que siempre ocurre (ganar vida, agregar Escencia) es CR115, y al comienzo de una habilidad, CR129. " +
      "Alcanza a toda su frase.",
  },
  "al menos": {
    title: "al menos N",
    section: "Reglamento 23",
    text:
      "`al menos N` es `N o más`: cuenta N o cualquier cantidad mayor. " +
      "Se escribe en condiciones y filtros: `Si controlas al menos dos personajes`, `que tengan al menos una Reliquia equipada`.",
  },
  "en su lugar": {
    title: "en su lugar",
    section: "Reglamento 17",
    text:
      "`<efecto>. Si <condición>, <otro efecto> en su lugar.` hace el segundo efecto **en vez del** primero cuando la condición se cumple al resolverse, y el primero si no. " +
      "Es lo mismo que `Si <condición>, <otro efecto>. Si no, <efecto>.`, como lo escribe el texto canónico. " +
      "La frase anterior no lleva condición ni conector propios (CR166). " +
      "Con `Si <carta> fuera a ir al cementerio desde el juego, <llévala a otra zona> en su lugar` o `Si <carta> fuera a recibir daño, recibe 1 menos` " +
      "el suceso no ocurre y ocurre el otro: son efectos de reemplazo (R129, R130).",
  },
  si: {
    title: "Si <condición>",
    section: "Reglamento 17, 12",
    text:
      "`Si <condición>, …` hace que la frase ocurra solo si la condición se cumple **al resolverse**. " +
      "Una condición no es un coste: se comprueba en la resolución, no al jugar la carta (Reglamento 12). " +
      "Su selección no es un objetivo: `Si controlas un personaje de Valor` solo mira si hay alguno. " +
      "Para depender de la acción anterior se escribe `Si lo haces, …`.",
  },
  puedes: {
    title: "Puedes",
    section: "Reglamento 23",
    text:
      "`Puedes` hace **opcional** la cláusula que le sigue: quien controla la habilidad decide al resolverla. " +
      "El verbo va en infinitivo (`Puedes robar 1 carta.`) y solo afecta a esa cláusula; para dos opcionales, repite `puedes`. " +
      "Con `Si lo haces, …` detrás, lo siguiente depende de haberlo hecho.",
  },
  luego: {
    title: "Luego",
    section: "Reglamento 17",
    text:
      "`Luego, …` marca que lo siguiente ocurre **después** de lo anterior, se haya podido hacer o no. " +
      "Los efectos se resuelven en orden y en la mayor medida posible: si una parte ya no se puede hacer, las demás sí. " +
      "Va con coma y no puede abrir una habilidad (CR129).",
  },
  "Como coste adicional": {
    title: "Como coste adicional",
    section: "Reglamento 12",
    text:
      "Añade un **coste** que se paga al jugar el Verso o activar el rasgo, completo, por adelantado y fuera de la cadena; si luego se prohíbe o pierde su objetivo, no se devuelve. " +
      "Solo puede ser sacrificar, girar o descartar cartas, o devolver Escencias, y va en la primera frase de un Prólogo, un Epílogo o un rasgo (CR125). " +
      "Lo que se sacrifica o gira así se elige al pagar y no es un objetivo. " +
      "Sin esta fórmula, un requisito es parte del efecto y se comprueba al resolverse.",
  },
  "Elige uno": {
    title: "Elige uno",
    section: "Reglamento 23, 12",
    text:
      "`Elige uno:` ofrece dos o más opciones, cada una tras `-` y de una sola frase. " +
      "La opción se elige al jugar la carta o activar el rasgo, y solo se declaran los objetivos de la opción elegida, como al elegir entre Prólogo y Epílogo (Reglamento 12). " +
      "Para el Reglamento, «Elige X» pide elegir exactamente X si es posible (Reglamento 23).",
  },

  // --- Cantidades y selecciones (Reglamento 23) ----------------------------------------
  hasta: {
    title: "hasta N",
    section: "Reglamento 23",
    text:
      "`hasta N` elige **de 0 a N** objetivos, a tu elección; sin `hasta`, un número pide exactamente esa cantidad si es posible. " +
      "Solo elige objetivos: lo que se roba, descarta o bota es un número fijo, y en una condición no se usa (CR142). " +
      "También forma la duración `hasta el final del turno`.",
  },
  otro: {
    title: "otro",
    section: "Reglamento 23",
    text:
      "`otro` excluye a **la carta que tiene la habilidad**: `otro personaje` no puede ser ella misma. " +
      "No excluye a un objetivo anterior de la misma habilidad. " +
      "`otro personaje` y `hasta 2 otros personajes` son objetivos; `cada otro personaje` y `todos los otros personajes` afectan a todos menos ella, sin elegir.",
  },
  objetivo: {
    title: "Objetivo",
    section: "Reglamento 23, 26",
    text:
      "Un **objetivo** es una carta o un jugador que se elige al **jugar** la carta o **activar** la habilidad, no al resolverla, y el oponente lo conoce antes de responder. " +
      "En el lenguaje lo son las selecciones con `un`/`una`, `otro`, `N` o `hasta N` en un Prólogo, un Epílogo, un rasgo o un disparador, y `un jugador`. " +
      "Tiene que seguir siendo válido al resolverse; si no, esa parte no se hace y el resto sí (Reglamento 17). " +
      "No son objetivos `todos los …`, `cada …`, `tus …`, `este …`, `el portador`, `tu Santuario`, la selección de una condición ni lo pagado como coste; `ese …` vuelve a nombrar al último objetivo.",
  },
  dueño: {
    title: "Dueño",
    section: "Reglamento 23",
    text:
      "El dueño de una carta es quien comenzó la partida con ella en su mazo, y no cambia aunque otro gane su control. " +
      "Cuando una carta deja el juego hacia la mano o el cementerio, va siempre a la zona de su dueño: `Devuelve un personaje a la mano de su dueño.`",
  },
  controlador: {
    title: "Controlador y control",
    section: "Reglamento 23, 26",
    text:
      "El controlador es quien controla actualmente la carta o el efecto; ganar el control cambia el controlador, no el dueño. " +
      "Un personaje que cambia de controlador conserva sus modificaciones y su estado, y no cuenta como que entra en juego (Reglamento 26). " +
      "Una Reliquia equipada a ese personaje sigue siendo de su controlador original.",
  },

  // --- Números de la carta (Reglamento 12, 20) -------------------------------------------
  coste: {
    title: "Coste",
    section: "Reglamento 12",
    text:
      "El coste es el número de la parte superior de la carta: las Escencias que hay que consumir (girar) para jugarla. " +
      "Se paga completo y por adelantado, y no se devuelve si la carta es prohibida. " +
      "Las Escencias no tienen coste (Reglamento 9), y el Santuario no se juega: empieza en juego (Reglamento 7). " +
      "`Vestigios` y `cuesta N más` o `cuestan N menos` lo cambian al jugar la carta.",
  },
  ataque: {
    title: "Ataque",
    section: "Reglamento 20, 19",
    text:
      "El ataque (círculo rojo) es el daño que un personaje hace en un duelo, o al Santuario si no lo bloquean. " +
      "No tiene mínimo: puede ser negativo. " +
      "Se calcula con el valor base, luego los modificadores permanentes y luego los temporales, en el orden en que ocurrieron.",
  },
  vida: {
    title: "Vida",
    section: "Reglamento 20",
    text:
      "La vida (círculo verde) es el daño que un personaje soporta: con tanto daño como vida, o con vida menor a 1, es destruido. " +
      "Los cambios de vida temporales duran hasta la etapa de limpieza; los de `de forma permanente` se suman a la vida original. " +
      "Un Santuario tiene su vida impresa, y su jugador pierde cuando llega a 0 (Reglamento 1).",
  },
  daño: {
    title: "Daño",
    section: "Reglamento 20, 26",
    text:
      "El daño marcado en un personaje dura hasta la etapa de limpieza; con tanto daño como vida, el personaje es destruido en ese momento. " +
      "El daño a un Santuario le quita vida, y en 0 su jugador pierde. " +
      "Si un efecto fuera a hacer 0 de daño, no hace daño (Reglamento 26): por eso las cantidades empiezan en 1. " +
      "Al jugador no se le hace daño: se le hace a su Santuario.",
  },

  // --- Fases (Reglamento 9) ------------------------------------------------------------
  Alba: {
    title: "Alba",
    section: "Reglamento 9",
    text:
      "Primera fase del turno: el jugador activo **endereza sus cartas** y luego **agrega 1 Escencia** de su baraja de Escencia, en ese orden. " +
      "La fase termina al hacer esas dos acciones. " +
      "`Al comienzo de tu Alba, …` ocurre en la tuya; `Al comienzo de cada Alba, …`, en la de cualquier jugador.",
  },
  Amanecer: {
    title: "Amanecer",
    section: "Reglamento 9",
    text:
      "Segunda fase del turno: el jugador activo **roba 1 carta**. " +
      "El jugador inicial no roba en su primer Amanecer (Reglamento 7), y quien debe robar sin cartas en la baraja principal pierde el juego (Reglamento 1). " +
      "`Al comienzo de tu Amanecer, …` y `Al comienzo de cada Amanecer, …` nombran esta fase.",
  },
  Mediodía: {
    title: "Mediodía",
    section: "Reglamento 9, 14",
    text:
      "La fase principal: el jugador activo juega cartas y activa rasgos en el orden que quiera, sin una fase aparte para atacar. " +
      "Los Embates se declaran aquí, de uno en uno, y cada Incursión se resuelve entera antes de otra (Reglamento 14, 19). " +
      "Termina cuando el jugador activo lo declara, después de acabar el duelo en curso. " +
      "`Temple` solo se activa en tu Mediodía (Reglamento 24).",
  },
  Anochecer: {
    title: "Anochecer",
    section: "Reglamento 9, 20",
    text:
      "Última fase: el jugador activo la nombra y el turno termina. " +
      "Después viene la **etapa de limpieza**: los personajes recuperan sus valores, se quitan el daño y los cambios temporales, y quien tenga más de 7 cartas en la mano descarta hasta 7 (Reglamento 20). " +
      "Se puede responder al cambio de fase con Versos antes de que el turno termine (*Mecánicas avanzadas*, Ejemplo 4).",
  },

  // --- Zonas (Reglamento 2, 11) ---------------------------------------------------------
  cementerio: {
    title: "Cementerio",
    section: "Reglamento 11, 23",
    text:
      "La zona adonde van las cartas destruidas, descartadas, botadas, sacrificadas y prohibidas, y los Versos ya resueltos. " +
      "Es información pública: cualquier jugador puede revisarlo en cualquier momento. " +
      "Una carta va siempre al cementerio de su **dueño**, aunque la controlara otro (Reglamento 23). " +
      "`Vestigios` y `por cada … en tu cementerio` cuentan las cartas de aquí.",
  },
  mano: {
    title: "Mano",
    section: "Reglamento 25, 20",
    text:
      "La mano es información privada, y su tamaño máximo es 7: en la etapa de limpieza, quien tenga más descarta hasta quedarse con 7 (Reglamento 20). " +
      "Al comenzar, cada jugador roba 5 cartas (Reglamento 7) y puede hacer mulligan una vez (Reglamento 8).",
  },
  baraja: {
    title: "Baraja",
    section: "Reglamento 2, 22",
    text:
      "Cada jugador tiene una **baraja principal**, sin Santuarios ni Escencias, y una **baraja de Escencia**, que solo tiene Escencias (35 y 10 cartas en Guerra de Facción y en Alianza). " +
      "En el lenguaje, `tu baraja` es la principal y `tu baraja de Escencia` la otra. " +
      "Buscar en una baraja obliga a barajarla; mirar sus primeras cartas, no (Reglamento 22).",
  },
  cadena: {
    title: "Cadena de resolución",
    section: "Reglamento 16",
    text:
      "La **cadena de resolución** se forma cuando se juegan Versos o se activan Interferencias en respuesta: lo último jugado se resuelve primero. " +
      "La prioridad se alterna, y si los dos jugadores pasan seguidos, la cadena se resuelve. " +
      "Los costes y la activación de Embate no usan la cadena. " +
      "`en la cadena` nombra lo que espera resolverse, que es lo único que se puede prohibir (Reglamento 18).",
  },
  facción: {
    title: "Facción",
    section: "Reglamento 5",
    text:
      "Las facciones son **Orden, Instinto, Forja, Caos, Valor y Errantes**, y cada carta lleva una (`facción Caos`). " +
      "La construcción del mazo depende de ellas: en Alianza, un mazo de Orden, Instinto, Forja o Caos admite hasta 12 cartas de Valor, uno de Valor hasta 12 de esas cuatro, y Errantes no se mezcla con nadie. " +
      "En una selección, `de Orden` filtra por facción.",
  },

  // --- Efectos y momentos añadidos con las frases impresas -------------------------------
  previene: {
    title: "Prevenir daño",
    section: "Reglamento 20, 26",
    text:
      "El daño puede ser reducido, prevenido o redirigido si una carta lo permite (Reglamento 20). " +
      "`Previene todo el daño que fuera a recibir …` o `Previene los próximos N puntos de daño …` crea un escudo que dura lo que diga la carta, normalmente `este turno`. " +
      "El daño prevenido no se hace: no cuenta para Letal ni dispara «Cuando … haga daño», y si un efecto fuera a hacer 0 de daño no hace daño en absoluto (Reglamento 26).",
  },
  retira: {
    title: "Retirar daño",
    section: "Reglamento 20",
    text:
      "El daño que recibe un personaje se queda marcado hasta la etapa de limpieza, salvo que una carta indique lo contrario (Reglamento 20). " +
      "`Retira N de daño de un personaje` o `Retira todo el daño de …` quita ese daño marcado antes de tiempo. " +
      "No cambia la vida del personaje, solo el daño que lleva.",
  },
  revela: {
    title: "Revelar, mostrar",
    section: "Reglamento 11, 22",
    text:
      "Revelar o mostrar una carta es enseñarla a todos los jugadores: deja de ser información privada mientras el efecto lo pida (Reglamento 11). " +
      "`Revela las N primeras cartas de tu baraja` las enseña sin barajar, porque mirar o revelar la parte superior no es buscar (Reglamento 22). " +
      "Las cartas que se barajan desde un cementerio en un mazo se muestran antes (Reglamento 11).",
  },
  consume: {
    title: "Consumir una Escencia",
    section: "Reglamento 12",
    text:
      "Consumir una Escencia es girarla para pagar el coste de una carta. " +
      "Girar una Escencia por el efecto de una habilidad no es consumirla, salvo que el efecto diga expresamente «consume esta Escencia». " +
      "`Cuando consumas esta Escencia para pagar el coste de un Verso, …` se dispara al pagar, antes de que la carta se resuelva.",
  },
  mientras: {
    title: "Mientras",
    section: "Reglamento 17",
    text:
      "`Mientras <condición>, <efecto>.` es una habilidad estática que solo se aplica mientras la condición se cumple. " +
      "Las condiciones se revisan continuamente: si un efecto continuo deja de cumplir sus condiciones, deja de aplicarse inmediatamente (Reglamento 17). " +
      "Por ejemplo, `Mientras este personaje esté enderezado, tu oponente no puede activar rasgos de Interferencia.`",
  },
  cuando: {
    title: "Cuando, Cada vez que",
    section: "Reglamento 17, 25",
    text:
      "Una habilidad disparada empieza con `Cuando …`, `Cada vez que …` o `Al …` y se ejecuta cada vez que ocurre el suceso, sin usar la cadena de resolución. " +
      "Si varias se disparan a la vez, primero se ejecutan las del jugador activo (Reglamento 25). " +
      "`La primera vez en cada turno que …` se dispara solo una vez por turno.",
  },
  "una vez por turno": {
    title: "Una vez por turno",
    section: "Reglamento 13, 14",
    text:
      "Una habilidad que empieza con `Una vez por turno, durante tu Mediodía, …` la activa su controlador en su Mediodía, como un Talento, y solo una vez en cada turno. " +
      "No gira la carta. Si dice `puedes`, activarla es opcional.",
  },
  duración: {
    title: "Duración",
    section: "Reglamento 20",
    text:
      "Los cambios temporales duran `hasta el final del turno`: se quitan en la etapa de limpieza, cuando los personajes recuperan sus valores (Reglamento 20). " +
      "Los que dicen `de forma permanente` se suman a los valores originales y se quedan mientras la carta siga en juego. " +
      "Un cambio sin duración dentro de un efecto es temporal.",
  },
  duelo: {
    title: "Duelo e Incursión",
    section: "Reglamento 19",
    text:
      "Una **Incursión** empieza al activar el Embate de un personaje y termina al resolverse el daño. " +
      "Si el defensor bloquea, los personajes entran en **duelo** y cada uno hace su ataque a la vida del otro, a la vez. " +
      "`en duelos` y `durante una Incursión` hablan de ese momento.",
  },
  juego: {
    title: "En juego",
    section: "Reglamento 11, 23",
    text:
      "Una carta está en juego cuando está en la zona de personajes (personajes y Reliquias), en la zona de Escencia o es el Santuario (Reglamento 11). " +
      "`el campo de batalla` es la zona de personajes. " +
      "Destruir es enviar una carta en juego al cementerio (Reglamento 23).",
  },
};
