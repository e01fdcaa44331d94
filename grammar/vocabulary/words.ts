// The vocabulary of the card language: every word and fixed phrase, declared once.
//
// Everything that needs to know the words derives from this table: the lexer's token
// types and lookup (tokens.ts, lex.ts), "¿Quisiste decir …?", completion and semantic
// colours in the language server, hover (through `rules`, a key of rules-text.ts), the
// TextMate grammar of editors/vscode (generated, drift-checked in npm test), the
// canonical-text printer (nouns with gender and plural) and the deck and scenario parsers.
//
// An entry is one token type. `canonical` is how the printer and the formatter write it;
// `forms` are the inflections a designer writes and completion offers (plural, gender,
// the verb's persons and moods); `variants` are accepted too but never offered
// (alternative spellings and synonyms: «Esencia», «costo», «inflige», «mazo»). Spellings
// carry their accents; the lexer also accepts them without (with a CR004 warning) and in
// any case. Where an unaccented spelling is itself a different word («esta»/«está»,
// «el»/«él»), the exact spelling wins.
//
// A phrase is a sequence of words that reads as one unit («campo de batalla», «cada vez
// que», «hasta el final del turno»): the lexer merges it into one token, so the grammar
// stays small and a phrase's variants are data here, not alternatives in the parser.

export type Role =
  | "field"
  | "cardType"
  | "faction"
  | "phase"
  | "keyword"
  | "trait"
  | "modifier"
  | "verseOption"
  | "verb"
  | "connector"
  | "determiner"
  | "pronoun"
  | "preposition"
  | "noun"
  | "adjective"
  | "zone"
  | "phrase";

/** Grammar categories: a rule that accepts "any faction" consumes the category token. */
export type Category = "Noun" | "FactionName" | "TraitName" | "KeywordName" | "PhaseName" | "Article";

export interface WordEntry {
  canonical: string;
  role: Role;
  forms?: readonly string[];
  variants?: readonly string[];
  /** Forms in the second person singular: a verb in one of them has «tú» (the card's controller) as subject. */
  you?: readonly string[];
  /** Grammatical gender of a noun: the printer agrees articles and adjectives with it. */
  gender?: "m" | "f";
  /** The plural the printer writes (nouns). */
  plural?: string;
  categories?: readonly Category[];
  /** Key of the rules text hover shows (rules-text.ts). */
  rules?: string;
  /** English words a designer may write by habit: the diagnostic suggests this word instead. */
  english?: readonly string[];
}

export interface PhraseEntry {
  /** The words, as the formatter writes them. */
  canonical: string;
  /** Other word sequences with the same meaning, merged into the same token. */
  variants?: readonly string[];
  rules?: string;
  /** A longer name of a word («baraja principal» is the baraja, Reglamento 2): merged into that word's token, so the grammar reads it as the word. */
  means?: WordId;
}

/** The words of the language, by token name. */
export const WORDS = {
  // --- Card frame (Reglamento 3, 12) ---------------------------------------------------
  Carta: { canonical: "carta", role: "cardType", forms: ["cartas"], gender: "f", plural: "cartas", categories: ["Noun"], rules: "carta", english: ["card", "cards"] },
  Tipo: { canonical: "tipo", role: "field", english: ["type"] },
  Faccion: { canonical: "facción", role: "field", rules: "facción", english: ["faction"] },
  Coste: { canonical: "coste", role: "field", forms: ["costes"], variants: ["costo", "costos"], rules: "coste", english: ["cost"] },
  Ataque: { canonical: "ataque", role: "field", rules: "ataque", english: ["attack", "power"] },
  Vida: { canonical: "vida", role: "field", rules: "vida", english: ["life", "health", "toughness"] },
  Personaje: { canonical: "personaje", role: "cardType", forms: ["personajes"], gender: "m", plural: "personajes", categories: ["Noun"], rules: "personaje", english: ["character", "creature", "creatures", "characters"] },
  Reliquia: { canonical: "Reliquia", role: "cardType", forms: ["Reliquias"], gender: "f", plural: "Reliquias", categories: ["Noun"], rules: "Reliquia", english: ["relic", "artifact", "equipment"] },
  Verso: { canonical: "Verso", role: "cardType", forms: ["Versos"], gender: "m", plural: "Versos", categories: ["Noun"], rules: "Verso", english: ["spell", "instant", "sorcery"] },
  Santuario: { canonical: "Santuario", role: "cardType", forms: ["Santuarios"], gender: "m", plural: "Santuarios", categories: ["Noun"], rules: "Santuario", english: ["sanctuary"] },
  Escencia: { canonical: "Escencia", role: "cardType", forms: ["Escencias"], variants: ["Esencia", "Esencias"], gender: "f", plural: "Escencias", categories: ["Noun"], rules: "Escencia", english: ["essence", "mana", "land"] },
  Basica: { canonical: "básica", role: "adjective", forms: ["básicas"], rules: "Escencia" },
  Especial: { canonical: "especial", role: "adjective", forms: ["especiales"], rules: "Escencia" },

  // --- Factions (Reglamento 5) ---------------------------------------------------------
  Orden: { canonical: "Orden", role: "faction", categories: ["FactionName"], rules: "facción" },
  Instinto: { canonical: "Instinto", role: "faction", categories: ["FactionName"], rules: "facción" },
  Forja: { canonical: "Forja", role: "faction", categories: ["FactionName"], rules: "facción" },
  Caos: { canonical: "Caos", role: "faction", categories: ["FactionName"], rules: "facción" },
  Valor: { canonical: "Valor", role: "faction", categories: ["FactionName"], rules: "facción" },
  Errantes: { canonical: "Errantes", role: "faction", categories: ["FactionName"], rules: "facción" },

  // --- Keywords, traits, Verso options (Reglamento 3, 13, 24) --------------------------
  Imbatible: { canonical: "Imbatible", role: "keyword", categories: ["KeywordName"], rules: "Imbatible", english: ["unblockable"] },
  Devastar: { canonical: "Devastar", role: "keyword", categories: ["KeywordName"], rules: "Devastar", english: ["trample"] },
  Letal: { canonical: "Letal", role: "keyword", categories: ["KeywordName"], rules: "Letal", english: ["deathtouch", "lethal"] },
  Mitica: { canonical: "Mítica", role: "keyword", forms: ["Mítico"], categories: ["KeywordName"], rules: "Mítica", english: ["legendary"] },
  Vestigios: { canonical: "Vestigios", role: "keyword", categories: ["KeywordName"], rules: "Vestigios" },
  Sin: { canonical: "sin", role: "preposition", english: ["without"] },
  Entrenamiento: { canonical: "entrenamiento", role: "keyword", rules: "Sin entrenamiento" },
  Vincular: { canonical: "Vincular", role: "keyword", rules: "Vincular" },
  Temple: { canonical: "Temple", role: "modifier", rules: "Temple" },
  Limite: { canonical: "Límite", role: "modifier", rules: "Límite" },
  Embate: { canonical: "Embate", role: "trait", forms: ["Embates"], categories: ["TraitName"], rules: "Embate" },
  Talento: { canonical: "Talento", role: "trait", forms: ["Talentos"], categories: ["TraitName"], rules: "Talento" },
  Interferencia: { canonical: "Interferencia", role: "trait", forms: ["Interferencias"], categories: ["TraitName"], rules: "Interferencia" },
  Resplandor: { canonical: "Resplandor", role: "trait", forms: ["Resplandores"], categories: ["TraitName"], rules: "Resplandor" },
  Rasgo: { canonical: "Rasgo", role: "trait", forms: ["Rasgos"], gender: "m", plural: "Rasgos", rules: "Rasgo", english: ["ability", "trait"] },
  Prologo: { canonical: "Prólogo", role: "verseOption", rules: "Prólogo" },
  Epilogo: { canonical: "Epílogo", role: "verseOption", rules: "Epílogo" },

  // --- Phases (Reglamento 9) -----------------------------------------------------------
  Alba: { canonical: "Alba", role: "phase", gender: "f", categories: ["PhaseName"], rules: "Alba" },
  Amanecer: { canonical: "Amanecer", role: "phase", gender: "m", categories: ["PhaseName"], rules: "Amanecer" },
  Mediodia: { canonical: "Mediodía", role: "phase", gender: "m", categories: ["PhaseName"], rules: "Mediodía" },
  Anochecer: { canonical: "Anochecer", role: "phase", gender: "m", categories: ["PhaseName"], rules: "Anochecer" },
  Turno: { canonical: "turno", role: "noun", forms: ["turnos"], gender: "m", english: ["turn"] },
  Fase: { canonical: "fase", role: "noun", forms: ["fases"], gender: "f", english: ["phase"] },

  // --- Effect verbs ----------------------------------------------------------------------
  // Imperative first; then the infinitive («Puedes robar»), the persons and the subjunctive
  // of relative clauses and triggers («que controles», «Cuando … entre en juego»).
  Haz: {
    canonical: "haz", role: "verb", rules: "daño",
    forms: ["hace", "hacen", "hacer", "haga", "hagan", "haces", "hagas", "hacerse"],
    variants: ["inflige", "infligen", "infligir", "inflija", "inflijan", "causa", "causan", "causar", "cause", "causen"],
    you: ["haces", "hagas"],
    english: ["deal", "deals"],
  },
  /** «Un personaje que controles pelea con un personaje que controle un oponente»: each deals damage equal to its Ataque to the other. */
  Pelea: { canonical: "pelea", role: "verb", forms: ["pelear", "pelean", "pelee", "peleen"], variants: ["lucha", "luchar", "luchan", "luche", "luchen"], rules: "daño", english: ["fight", "fights"] },
  Reparte: { canonical: "reparte", role: "verb", forms: ["repartir", "reparten"], rules: "reparte", english: ["divide", "distribute"] },
  Destruye: { canonical: "destruye", role: "verb", forms: ["destruir", "destruyen", "destruya", "destruyan", "destruyes", "destruyas"], variants: ["elimina", "eliminar", "eliminan", "elimine", "eliminen"], you: ["destruyes", "destruyas"], rules: "destruye", english: ["destroy", "destroys", "kill"] },
  Roba: { canonical: "roba", role: "verb", forms: ["robar", "roban", "robas", "robe", "roben", "robes", "robaste", "robó", "robado"], variants: ["saca", "sacar", "sacan", "saque", "saquen"], you: ["robas", "robes", "robaste"], rules: "roba", english: ["draw", "draws"] },
  Descarta: { canonical: "descarta", role: "verb", forms: ["descartar", "descartan", "descartas", "descarte", "descarten", "descartes", "descartaste", "descartó", "descartado"], you: ["descartas", "descartes", "descartaste"], rules: "descarta", english: ["discard", "discards"] },
  Bota: { canonical: "bota", role: "verb", forms: ["botar", "botan", "botas", "bote", "boten", "botes"], you: ["botas", "botes"], rules: "bota", english: ["mill", "mills"] },
  Obtiene: { canonical: "obtiene", role: "verb", forms: ["obtienen", "obtener", "obtenga", "obtengan", "obtén", "obtienes"], you: ["obtienes"], english: ["gets", "gains"] },
  Tiene: { canonical: "tiene", role: "verb", forms: ["tienen", "tener", "tenga", "tengan", "tienes", "tengas"], variants: ["porta", "portan", "porte", "porten", "portar"], you: ["tienes", "tengas"], english: ["have"] },
  Gira: { canonical: "gira", role: "verb", forms: ["girar", "giran", "gire", "giren", "giras", "gires"], you: ["giras", "gires"], rules: "gira", english: ["tap", "exhaust"] },
  Endereza: { canonical: "endereza", role: "verb", forms: ["enderezar", "enderezan", "enderece", "enderecen", "enderezas", "endereces"], you: ["enderezas", "endereces"], rules: "endereza", english: ["untap", "ready"] },
  Devuelve: { canonical: "devuelve", role: "verb", forms: ["devolver", "devuelven", "devuelva", "devuelvan", "devuelves", "devuelvas", "devuelto", "devuelta", "devueltos", "devueltas"], variants: ["regresa", "regresar", "regresan", "regrese", "regresen"], you: ["devuelves", "devuelvas"], rules: "devuelve", english: ["return", "bounce"] },
  Pon: { canonical: "pon", role: "verb", forms: ["poner", "pone", "ponen", "ponga", "pongan", "pones", "pongas"], variants: ["coloca", "colocar", "colocan", "coloque", "coloquen"], you: ["pones", "pongas"], english: ["put", "place"] },
  Gana: { canonical: "gana", role: "verb", forms: ["ganar", "ganan", "ganas", "gane", "ganen", "ganes"], variants: ["recupera", "recuperan", "recuperar", "recupere", "recuperen", "recuperas", "recuperes"], you: ["ganas", "ganes", "recuperas", "recuperes"], english: ["gain", "gains", "win", "wins"] },
  Pierde: { canonical: "pierde", role: "verb", forms: ["perder", "pierden", "pierdes", "pierda", "pierdas"], you: ["pierdes", "pierdas"], english: ["lose", "loses"] },
  Prohibe: { canonical: "prohíbe", role: "verb", forms: ["prohibir", "prohíben", "prohíba"], variants: ["anula", "anular", "anulan", "anule"], rules: "prohíbe", english: ["counter", "counters"] },
  /** «restaura (otorga) 3 puntos de vida a tu Santuario»: the Santuario gains that life; «otorga +2/+0 a su portador»: it gets that. */
  Restaura: { canonical: "restaura", role: "verb", forms: ["restaurar", "restauran", "restaure", "restauren"], variants: ["otorga", "otorgar", "otorgan", "concede", "conceder", "conceden", "confiere", "confieren"] },
  Previene: { canonical: "previene", role: "verb", forms: ["prevenir", "previenen", "prevenga", "prevén", "prevengan"], rules: "previene", english: ["prevent", "prevents"] },
  Retira: { canonical: "retira", role: "verb", forms: ["retirar", "retiran"], variants: ["quita", "quitar", "cura", "curar", "limpia", "limpiar"], rules: "retira", english: ["heal", "remove"] },
  Mira: { canonical: "mira", role: "verb", forms: ["mirar", "miras", "mire"], you: ["miras"], rules: "mira", english: ["look"] },
  Revela: { canonical: "revela", role: "verb", forms: ["revelar", "revelan", "revele", "revelas"], you: ["revelas"], rules: "revela", english: ["reveal", "reveals"] },
  Muestra: { canonical: "muestra", role: "verb", forms: ["mostrar", "muestran", "muestre", "muestras"], you: ["muestras"], rules: "revela", english: ["show"] },
  Busca: { canonical: "busca", role: "verb", forms: ["buscar", "buscan", "busque", "buscas"], you: ["buscas"], rules: "busca", english: ["search", "tutor"] },
  Baraja: { canonical: "baraja", role: "zone", forms: ["barajar", "barajan", "baraje", "barajas"], variants: ["mazo", "mezcla", "mezclar", "mezclan"], gender: "f", rules: "baraja", english: ["deck", "library", "shuffle"] },
  Agrega: { canonical: "agrega", role: "verb", forms: ["agregar", "agregan", "agregue", "agregas", "agregues"], variants: ["añade", "añadir", "añaden", "añada", "añades", "añadas"], you: ["agregas", "agregues", "añades", "añadas"], rules: "agrega", english: ["add"] },
  Equipa: { canonical: "equipa", role: "verb", forms: ["equipar", "equipan", "equipe", "equipes", "equipas"], you: ["equipes", "equipas"], rules: "equipa", english: ["equip", "attach"] },
  Cambia: { canonical: "cambia", role: "verb", forms: ["cambiar", "cambian", "cambie", "cambien", "cambias"], you: ["cambias"], english: ["change"] },
  Sacrifica: { canonical: "sacrifica", role: "verb", forms: ["sacrificar", "sacrifican", "sacrifique", "sacrifiquen", "sacrifiques", "sacrificas"], you: ["sacrificas", "sacrifiques"], rules: "sacrifica", english: ["sacrifice"] },
  Elige: { canonical: "elige", role: "verb", forms: ["elegir", "eligen", "elija", "elijas", "eliges"], you: ["elijas", "eliges"], rules: "Elige uno", english: ["choose", "target"] },
  Intercambia: { canonical: "intercambia", role: "verb", forms: ["intercambiar"], english: ["exchange", "swap"] },
  Cuesta: { canonical: "cuesta", role: "verb", forms: ["cuestan", "costar", "cueste", "cuesten"], rules: "coste", english: ["costs"] },
  Controla: {
    canonical: "controla", role: "verb", rules: "controlador",
    forms: ["controlan", "controlas", "controles", "controle", "controlen", "controlar", "controlabas", "controlaba", "controlaban"],
    you: ["controlas", "controles", "controlabas"],
    english: ["control", "controls"],
  },
  Paga: { canonical: "paga", role: "verb", forms: ["pague", "paguen", "pagar", "pagan", "pagas", "pagues"], you: ["pagas", "pagues"], rules: "coste", english: ["pay", "pays"] },
  Juega: { canonical: "juega", role: "verb", forms: ["jugar", "juegan", "juegas", "juegue", "jueguen", "juegues", "jugada", "jugado", "jugaste", "jugó"], you: ["juegas", "juegues", "jugaste"], english: ["play", "cast"] },
  Activa: { canonical: "activa", role: "verb", forms: ["activar", "activan", "activas", "active", "activen", "actives", "activó", "activaste", "activado"], you: ["activas", "actives", "activaste"], english: ["activate", "activates"] },
  Bloquea: { canonical: "bloquea", role: "verb", forms: ["bloquear", "bloquean", "bloquee", "bloqueen", "bloqueas", "bloquees", "bloqueando"], you: ["bloqueas", "bloquees"], english: ["block", "blocks"] },
  /** «Cuando este personaje muera»: is destroyed (Reglamento 20), as printed cards say it. */
  Muere: { canonical: "muere", role: "verb", forms: ["muera", "mueren", "mueran", "morir"], rules: "destruye", english: ["dies", "die"] },
  /** «no puede atacar»: declare its Embate to attack (Reglamento 19). */
  Ataca: { canonical: "ataca", role: "verb", forms: ["atacar", "atacan", "atacas", "atacando", "atacaste", "atacó", "atacado"], you: ["atacas", "atacaste"], rules: "Embate", english: ["attack", "attacks"] },
  /** «Cada vez que uses esta Escencia para pagar …»: using an Escencia to pay is consuming it (Reglamento 12). */
  Consume: { canonical: "consume", role: "verb", forms: ["consumir", "consumen", "consuma", "consumas", "consumes", "consumiendo"], variants: ["usa", "usar", "usas", "uses", "use", "usen", "usando"], you: ["consumas", "consumes", "usas", "uses"], rules: "consume" },
  Entra: { canonical: "entra", role: "verb", forms: ["entrar", "entran", "entren", "entras", "entrado"], you: ["entras"], english: ["enters", "enter"] },
  Sale: { canonical: "sale", role: "verb", forms: ["salir", "salen", "salga", "salgan"], english: ["leaves", "leave"] },
  Deja: { canonical: "deja", role: "verb", forms: ["dejar", "dejan", "deje", "dejen"] },
  Vuelve: { canonical: "vuelve", role: "verb", forms: ["volver", "vuelven", "vuelva", "vuelvan"] },
  /** «mientras participe en una Incursión»: attacking or blocking in it (Reglamento 19). */
  Participa: { canonical: "participa", role: "verb", forms: ["participan", "participe", "participen", "participar", "participando"], rules: "duelo", english: ["participates"] },
  Sobrevive: { canonical: "sobrevive", role: "verb", forms: ["sobrevivir", "sobreviven", "sobreviva", "sobrevivan"], english: ["survives"] },
  Recibe: { canonical: "recibe", role: "verb", forms: ["recibir", "reciben", "reciba", "reciban", "recibido"], english: ["receives"] },
  Puedes: { canonical: "puedes", role: "verb", forms: ["puede", "pueden", "poder"], you: ["puedes"], rules: "puedes", english: ["may", "can"] },
  Es: { canonical: "es", role: "verb", forms: ["son", "ser", "sea", "sean", "eres", "seas", "era", "eran"], you: ["eres", "seas"], english: ["is", "are"] },
  Esta: { canonical: "está", role: "verb", forms: ["están", "estar", "esté", "estén", "estás", "estés"], you: ["estás", "estés"] },
  Hay: { canonical: "hay", role: "verb", forms: ["haya"], english: ["there"] },
  /** «si no has activado ningún Embate», «ha sido destruido»: the perfect tenses of what happened this turn. */
  Ha: { canonical: "ha", role: "verb", forms: ["has", "han", "hayas", "hayan"], you: ["has", "hayas"] },
  /** «si un personaje que controlabas fue destruido este turno». */
  Fue: { canonical: "fue", role: "verb", forms: ["fueron", "sido"] },
  Fuera: { canonical: "fuera", role: "verb", forms: ["fueran", "fueras", "vaya", "vayan", "va", "van"] },
  Resolverse: { canonical: "resolverse", role: "verb", forms: ["resuelva", "resuelve", "resolver"] },
  /** «Si este personaje fuera a ir al cementerio desde el juego, …»: a replacement of that move (ruling R129). */
  Ir: { canonical: "ir", role: "verb", rules: "en su lugar", english: ["go"] },
  /** «ese daño se reduce en 1»: damage replaced by less (ruling R130). */
  Reduce: { canonical: "reduce", role: "verb", forms: ["reducir", "reducen", "reduzca", "reduzcan", "reducido", "reducida", "reducidos", "reducidas"], rules: "daño", english: ["reduce", "reduced"] },

  // --- Participles and adjectives of state --------------------------------------------
  Girado: { canonical: "girado", role: "adjective", forms: ["girada", "girados", "giradas"], rules: "gira", english: ["tapped"] },
  Enderezado: { canonical: "enderezado", role: "adjective", forms: ["enderezada", "enderezados", "enderezadas"], rules: "endereza", english: ["untapped"] },
  Destruido: { canonical: "destruido", role: "adjective", forms: ["destruida", "destruidos", "destruidas"], rules: "destruye", english: ["destroyed"] },
  /** «el daño marcado en un personaje» (Reglamento 20). */
  Marcado: { canonical: "marcado", role: "adjective", forms: ["marcada", "marcados", "marcadas"], rules: "daño" },
  /** «un personaje dañado»: with damage marked (Reglamento 20: it stays until the Etapa de Limpieza). */
  Danado: { canonical: "dañado", role: "adjective", forms: ["dañada", "dañados", "dañadas"], rules: "daño", english: ["damaged"] },
  Bloqueado: { canonical: "bloqueado", role: "adjective", forms: ["bloqueada", "bloqueados", "bloqueadas"], english: ["blocked"] },
  /** «un personaje atacante»: the attacker of the Incursión in progress. */
  Atacante: { canonical: "atacante", role: "adjective", forms: ["atacantes"], english: ["attacking", "attacker"] },
  /** «un personaje bloqueador»: one blocking in the Incursión in progress, as «que esté bloqueando». */
  Bloqueador: { canonical: "bloqueador", role: "adjective", forms: ["bloqueadora"], rules: "duelo", english: ["blocking", "blocker"] },
  /** «Cada vez que una Reliquia quede equipada a este personaje». */
  Queda: { canonical: "queda", role: "verb", forms: ["quede", "quedan", "queden"], rules: "equipa" },
  Equipado: { canonical: "equipado", role: "adjective", forms: ["equipada", "equipados", "equipadas"], rules: "equipa", english: ["equipped"] },
  /** «un personaje botado de esta forma»: one of the cards the effect milled. */
  Botado: { canonical: "botado", role: "adjective", forms: ["botada", "botados", "botadas"], rules: "bota" },
  /** «el personaje sacrificado»: the card paid as the ability's cost (ruling R175). */
  Sacrificado: { canonical: "sacrificado", role: "adjective", forms: ["sacrificada", "sacrificados", "sacrificadas"], rules: "sacrifica", english: ["sacrificed"] },
  Revelado: { canonical: "revelado", role: "adjective", forms: ["revelada", "revelados", "reveladas", "mostrado", "mostrada", "mostrados", "mostradas"], rules: "revela" },
  Prohibido: { canonical: "prohibido", role: "adjective", forms: ["prohibida", "prohibidos", "prohibidas"], rules: "prohíbe" },
  Declarado: { canonical: "declarado", role: "adjective", forms: ["declarada"] },
  Llamado: { canonical: "llamado", role: "adjective", forms: ["llamada", "llamados", "llamadas"], english: ["named"] },
  Adicional: { canonical: "adicional", role: "adjective", forms: ["adicionales"], rules: "Como coste adicional", english: ["additional", "extra"] },
  Permanente: { canonical: "permanente", role: "adjective", forms: ["permanentes"], english: ["permanent", "permanently"] },
  Proximo: { canonical: "próximo", role: "adjective", forms: ["próxima", "próximos", "próximas"], english: ["next"] },
  Primeras: { canonical: "primeras", role: "adjective", forms: ["primera", "primero", "primeros", "primer"], english: ["first", "top"] },
  /** «Cuando juegues tu segundo Verso cada turno»: the second card like it a player plays in a turn. */
  Segundo: { canonical: "segundo", role: "adjective", forms: ["segunda"], english: ["second"] },
  Tercero: { canonical: "tercer", role: "adjective", forms: ["tercero", "tercera"], english: ["third"] },
  /** «en un mismo turno». */
  Mismo: { canonical: "mismo", role: "adjective", english: ["same"] },
  /** «Tu tamaño máximo de mano es 8» (Reglamento 20). */
  Tamano: { canonical: "tamaño", role: "noun", gender: "m", english: ["size"] },
  Maximo: { canonical: "máximo", role: "adjective", forms: ["máxima", "máximos", "máximas"], english: ["maximum"] },
  /** «cuestan 1 menos, hasta un mínimo de 1»: the floor of a cost reduction (ruling R124). */
  Minimo: { canonical: "mínimo", role: "adjective", forms: ["mínima", "mínimos", "mínimas"], rules: "coste", english: ["minimum"] },
  /** «las tres últimas cartas de tu baraja»: its bottom. */
  Ultima: { canonical: "última", role: "adjective", forms: ["últimas", "último", "últimos"], english: ["last", "bottom"] },
  Superior: { canonical: "superior", role: "adjective", forms: ["superiores"], english: ["top"] },
  Mayor: { canonical: "mayor", role: "adjective", english: ["greatest", "highest"] },
  /** «el Ataque más alto entre los personajes que controles»: the greatest, as «el mayor Ataque». */
  Alto: { canonical: "alto", role: "adjective", forms: ["alta", "altos", "altas"], english: ["high", "highest"] },
  Menor: { canonical: "menor", role: "adjective", english: ["lowest"] },
  Igual: { canonical: "igual", role: "adjective", forms: ["iguales"], english: ["equal"] },
  Demas: { canonical: "demás", role: "determiner", english: ["other", "others"] },

  // --- Connectors ---------------------------------------------------------------------------
  Luego: { canonical: "luego", role: "connector", forms: ["después"], rules: "luego", english: ["then"] },
  Si: { canonical: "si", role: "connector", rules: "si", english: ["if"] },
  Mientras: { canonical: "mientras", role: "connector", rules: "mientras", english: ["while", "as long as"] },
  Cuando: { canonical: "cuando", role: "connector", rules: "cuando", english: ["when", "whenever"] },
  Como: { canonical: "como", role: "connector", rules: "Como coste adicional", english: ["as"] },
  Tanto: { canonical: "tanto", role: "connector", forms: ["tanta", "tantos", "tantas"] },
  Tambien: { canonical: "también", role: "connector", english: ["also"] },
  /** «un solo personaje», «un único personaje»: one and no more. */
  Solo: { canonical: "solo", role: "connector", variants: ["sólo", "solamente", "únicamente", "único", "única"], english: ["only"] },
  Ademas: { canonical: "además", role: "connector" },
  Y: { canonical: "y", role: "connector", variants: ["e", "pero"], english: ["and"] },
  O: { canonical: "o", role: "connector", english: ["or"] },
  Ni: { canonical: "ni", role: "connector", english: ["nor"] },
  No: { canonical: "no", role: "connector", english: ["not"] },
  Que: { canonical: "que", role: "connector", english: ["that", "which"] },
  Vez: { canonical: "vez", role: "noun", forms: ["veces"], gender: "f", english: ["time"] },

  // --- Determiners, quantities and pronouns ------------------------------------------------
  Un: { canonical: "un", role: "determiner", forms: ["una", "uno", "unos", "unas"], variants: ["algún", "alguna", "alguno"], english: ["a", "an", "one"] },
  Otro: { canonical: "otro", role: "determiner", forms: ["otra", "otros", "otras"], rules: "otro", english: ["another"] },
  Hasta: { canonical: "hasta", role: "preposition", rules: "hasta", english: ["until", "up"] },
  Todos: { canonical: "todos", role: "determiner", forms: ["todas", "todo", "toda"], english: ["all", "each", "every"] },
  Cada: { canonical: "cada", role: "determiner", english: ["each", "every"] },
  Este: { canonical: "este", role: "determiner", forms: ["esta", "estos", "estas"], english: ["this"] },
  Ese: { canonical: "ese", role: "determiner", forms: ["esa", "esos", "esas", "dicho", "dicha", "dichos", "dichas"], english: ["that", "those"] },
  El: { canonical: "el", role: "determiner", forms: ["la", "los", "las"], categories: ["Article"], english: ["the"] },
  Lo: { canonical: "lo", role: "pronoun", forms: ["le", "les"], english: ["it"] },
  Se: { canonical: "se", role: "pronoun" },
  Ellos: { canonical: "ellos", role: "pronoun", forms: ["ellas", "ella"], english: ["them"] },
  Pronombre: { canonical: "él", role: "pronoun", english: ["him"] },
  Ambos: { canonical: "ambos", role: "determiner", forms: ["ambas"], english: ["both"] },
  /** «se hacen daño mutuamente igual a su Ataque»: each to the other (a fight). */
  Mutuamente: { canonical: "mutuamente", role: "connector", english: ["each other"] },
  /** «si otro personaje ya activó su Embate este turno»: the past is already in the verb; scenarios read it too («que ya atacó»). */
  Ya: { canonical: "ya", role: "connector" },
  /** «puede bloquear aunque esté girado»: a rule of blocking the card's text lifts (Reglamento 0). */
  Aunque: { canonical: "aunque", role: "connector", variants: ["incluso"], english: ["even"] },
  Cualquier: { canonical: "cualquier", role: "determiner", forms: ["cualquiera"], english: ["any"] },
  /** «Ningún personaje puede bloquear a este personaje»: a restriction on every card of a kind. */
  Ninguno: { canonical: "ningún", role: "determiner", forms: ["ninguna", "ninguno"], english: ["no"] },
  Resto: { canonical: "resto", role: "noun", gender: "m", english: ["rest"] },
  /** «daño igual al número de personajes que controles»: one for each of them. */
  Cantidad: { canonical: "cantidad", role: "noun", gender: "f", variants: ["número", "numero"], english: ["number", "amount"] },
  Tu: { canonical: "tu", role: "determiner", forms: ["tus", "tú"], english: ["your", "you"] },
  /** «más vida que el tuyo»: your Santuario, in a comparison. */
  Tuyo: { canonical: "tuyo", role: "pronoun", forms: ["tuya", "tuyos", "tuyas"], english: ["yours"] },
  Su: { canonical: "su", role: "determiner", forms: ["sus"], english: ["its", "their", "his", "her"] },
  Oponente: { canonical: "oponente", role: "noun", forms: ["oponentes"], variants: ["rival", "rivales", "adversario", "adversarios", "enemigo", "enemiga", "enemigos", "enemigas"], gender: "m", english: ["opponent", "enemy"] },
  /** «un personaje aliado»: one you control. */
  Aliado: { canonical: "aliado", role: "adjective", forms: ["aliada", "aliados", "aliadas"], english: ["allied", "friendly"] },
  Jugador: { canonical: "jugador", role: "noun", forms: ["jugadores"], gender: "m", english: ["player"] },
  Portador: { canonical: "portador", role: "noun", forms: ["portadores"], gender: "m", rules: "portador", english: ["bearer"] },
  Controlador: { canonical: "controlador", role: "noun", forms: ["controladores"], gender: "m", rules: "controlador", english: ["controller"] },
  Dueno: { canonical: "dueño", role: "noun", forms: ["dueños"], variants: ["propietario"], gender: "m", rules: "dueño", english: ["owner"] },
  Objetivo: { canonical: "objetivo", role: "noun", forms: ["objetivos"], gender: "m", rules: "objetivo", english: ["target"] },
  Vencedor: { canonical: "vencedor", role: "noun", forms: ["vencedora", "ganador", "ganadora"], english: ["winner"] },
  Dano: { canonical: "daño", role: "noun", gender: "m", rules: "daño", english: ["damage"] },
  Puntos: { canonical: "puntos", role: "noun", forms: ["punto"], gender: "m", rules: "daño", english: ["points", "point"] },
  Control: { canonical: "control", role: "noun", gender: "m", rules: "controlador" },
  Duelo: { canonical: "duelo", role: "noun", forms: ["duelos"], gender: "m", rules: "duelo", english: ["combat", "duel"] },
  Incursion: { canonical: "Incursión", role: "noun", forms: ["Incursiones"], gender: "f", rules: "duelo", english: ["attack"] },
  Forma: { canonical: "forma", role: "noun", variants: ["manera"], gender: "f" },
  Final: { canonical: "final", role: "noun", gender: "m", variants: ["fin"], english: ["end"] },
  Comienzo: { canonical: "comienzo", role: "noun", gender: "m", variants: ["principio", "inicio"], english: ["beginning", "start"] },
  Arriba: { canonical: "arriba", role: "zone", variants: ["encima"], english: ["top"] },
  Fondo: { canonical: "fondo", role: "zone", english: ["bottom"] },
  /** «ponlas de vuelta»: where they came from, the top of the deck. */
  Vuelta: { canonical: "vuelta", role: "zone", english: ["back"] },
  Parte: { canonical: "parte", role: "noun", gender: "f" },
  Azar: { canonical: "azar", role: "noun", english: ["random", "randomly"] },
  Etapa: { canonical: "etapa", role: "noun", gender: "f", rules: "Sin entrenamiento" },
  Campo: { canonical: "campo", role: "noun", gender: "m" },
  Batalla: { canonical: "batalla", role: "noun", gender: "f", english: ["battlefield"] },

  // --- Zones (Reglamento 11) ------------------------------------------------------------------
  Mano: { canonical: "mano", role: "zone", forms: ["manos"], gender: "f", rules: "mano", english: ["hand"] },
  Cementerio: { canonical: "cementerio", role: "zone", gender: "m", rules: "cementerio", english: ["graveyard", "discard pile"] },
  Juego: { canonical: "juego", role: "zone", gender: "m", rules: "juego", english: ["play", "game"] },
  Cadena: { canonical: "cadena", role: "zone", gender: "f", rules: "cadena", english: ["chain", "stack"] },
  /** «agrega 1 carta de Escencia a tu zona de Escencia» (Reglamento 11, 9: «a su zona correspondiente»). */
  Zona: { canonical: "zona", role: "noun", forms: ["zonas"], gender: "f", english: ["zone"] },
  Correspondiente: { canonical: "correspondiente", role: "adjective" },

  // --- Prepositions ------------------------------------------------------------------------------
  De: { canonical: "de", role: "preposition", english: ["of", "from"] },
  Del: { canonical: "del", role: "preposition" },
  A: { canonical: "a", role: "preposition", english: ["to"] },
  Al: { canonical: "al", role: "preposition" },
  En: { canonical: "en", role: "preposition", english: ["in", "into", "on", "onto"] },
  Entre: { canonical: "entre", role: "preposition", english: ["among", "between"] },
  Por: { canonical: "por", role: "preposition", english: ["for", "by"] },
  Para: { canonical: "para", role: "preposition" },
  Con: { canonical: "con", role: "preposition", variants: ["contra"], english: ["with"] },
  Desde: { canonical: "desde", role: "preposition", english: ["from"] },
  Durante: { canonical: "durante", role: "preposition", english: ["during"] },
  Bajo: { canonical: "bajo", role: "preposition", english: ["under"] },
  Mas: { canonical: "más", role: "connector", english: ["more"] },
  Menos: { canonical: "menos", role: "connector", english: ["less", "fewer"] },
} as const satisfies Record<string, WordEntry>;

export type WordId = keyof typeof WORDS;

/**
 * Fixed phrases, each merged into one token by the lexer. A phrase's words are
 * vocabulary words (or number words); the longest phrase that matches wins.
 */
export const PHRASES = {
  CampoDeBatalla: { canonical: "campo de batalla", variants: ["mesa"], rules: "juego" },
  ParteSuperior: { canonical: "parte superior", variants: ["cima", "tope"] },
  DeVuelta: { canonical: "de vuelta", variants: ["de nuevo"] },
  CadaVezQue: { canonical: "cada vez que", variants: ["siempre que"], rules: "cuando" },
  PrimeraVez: { canonical: "la primera vez en cada turno que", variants: ["la primera vez cada turno que", "la primera vez en un turno que"], rules: "cuando" },
  /** «La primera vez en cada uno de tus turnos que …»: once in each of your turns (ruling R180). */
  PrimeraVezTuTurno: { canonical: "la primera vez en cada uno de tus turnos que", variants: ["la primera vez durante cada uno de tus turnos que", "la primera vez en tu turno que", "la primera vez durante tu turno que", "la primera vez en cada turno tuyo que"], rules: "cuando" },
  /** «La primera vez que este personaje active su Embate en cada turno, …»: the turn comes after the event. */
  PrimeraVezQue: { canonical: "la primera vez que", rules: "cuando" },
  UnaVezPorTurno: { canonical: "una vez por turno", variants: ["una vez en cada turno"], rules: "una vez por turno" },
  AMenosQue: { canonical: "a menos que", variants: ["salvo que"], rules: "prohíbe" },
  HastaElFinalDelTurno: { canonical: "hasta el final del turno", variants: ["durante este turno", "hasta la etapa de limpieza", "hasta el fin del turno", "hasta el final de este turno", "hasta el final de turno", "hasta final de turno", "hasta final del turno"], rules: "duración" },
  DeFormaPermanente: { canonical: "de forma permanente", variants: ["permanentemente", "de manera permanente"], rules: "duración" },
  SiLoHaces: { canonical: "si lo haces", variants: ["si lo hace", "si lo hacen"], rules: "Si lo haces" },
  /** «Si no puede, …» after an action that may not be done (an empty hand): the same as «si no lo hace». */
  SiNoLoHaces: { canonical: "si no lo haces", variants: ["si no lo hace", "si no lo hacen", "si no puedes", "si no puede", "si no pueden"], rules: "Si lo haces" },
  ComoCosteAdicional: { canonical: "como coste adicional", variants: ["como costo adicional"], rules: "Como coste adicional" },
  AlAzar: { canonical: "al azar", variants: ["aleatoriamente"] },
  /** «al menos dos personajes»: «dos o más». */
  AlMenos: { canonical: "al menos", variants: ["como mínimo", "por lo menos"], rules: "al menos" },
  /** «con coste igual o menor que 3»: «3 o menos». */
  IgualOMenorQue: { canonical: "igual o menor que", variants: ["igual o inferior a", "menor o igual que", "menor o igual a"], rules: "al menos" },
  /** «con Ataque igual o mayor que 4»: «4 o más». */
  IgualOMayorQue: { canonical: "igual o mayor que", variants: ["igual o superior a", "mayor o igual que", "mayor o igual a"], rules: "al menos" },
  EnCualquierOrden: { canonical: "en cualquier orden", variants: ["en el orden que quieras", "en el orden que elijas"] },
  CualquierCantidad: { canonical: "cualquier cantidad de", variants: ["cualquier número de"] },
  // The keyword's meaning written out, as printed cards without the keyword say it (Reglamento 13, 24).
  SinEntrenamiento: {
    canonical: "Sin entrenamiento",
    variants: [
      "sin etapa de entrenamiento",
      "puede activar sus rasgos el turno en que entra en juego",
      "este personaje puede activar sus rasgos el turno en que entra en juego",
      "puede atacar el turno en que entra en juego",
      "este personaje puede atacar el turno en que entra en juego",
    ],
    rules: "Sin entrenamiento",
  },
  EtapaDeEntrenamiento: { canonical: "etapa de entrenamiento", rules: "Sin entrenamiento" },
  EligeUno: { canonical: "elige uno", variants: ["elige una opción", "escoge uno"], rules: "Elige uno" },
  ComoElijas: { canonical: "como elijas", variants: ["como quieras"], rules: "reparte" },
  /** «Roba una carta. Si controlas una Reliquia, roba dos cartas en su lugar.»: this sentence replaces the one before. */
  EnSuLugar: { canonical: "en su lugar", variants: ["en lugar de eso", "en vez de eso"], rules: "en su lugar" },
  /** «4 o más puntos de daño a la vez»: in one damage, from one source (ruling R130). */
  ALaVez: { canonical: "a la vez", variants: ["de una vez", "de una sola vez", "en una sola vez", "de un solo golpe", "en un solo golpe", "de golpe"], rules: "daño" },
  BarajaPrincipal: { canonical: "baraja principal", variants: ["mazo principal"], rules: "baraja", means: "Baraja" },
  /** «tu propio Santuario», «su propia mano»: as «tu», «su». */
  TuPropio: { canonical: "tu propio", variants: ["tu propia", "tus propios", "tus propias"], means: "Tu" },
  SuPropio: { canonical: "su propio", variants: ["su propia", "sus propios", "sus propias"], means: "Su" },
  /** «por cada carta de Personaje en tu cementerio», «dos cartas de Verso»: a card of that type is that noun. */
  CartaDePersonaje: { canonical: "carta de Personaje", variants: ["cartas de Personaje", "cartas de Personajes"], rules: "personaje", means: "Personaje" },
  CartaDeVerso: { canonical: "carta de Verso", variants: ["cartas de Verso", "cartas de Versos"], rules: "Verso", means: "Verso" },
  CartaDeReliquia: { canonical: "carta de Reliquia", variants: ["cartas de Reliquia", "cartas de Reliquias"], rules: "Reliquia", means: "Reliquia" },
  /**
   * «los personajes en duelo con él», «cada personaje con el que esté en duelo», «el personaje con
   * el que se enfrenta»: on the other side of the duel in progress from the card the ability is
   * about (Reglamento 19, rulings R134, R135). «él» is that card: on a Reliquia, its bearer.
   */
  EnDueloConEl: {
    canonical: "en duelo con él",
    variants: [
      "en duelo con el portador", "en duelo con este personaje", "en un duelo con él", "en el duelo con él",
      "con el que esté en duelo", "con el que está en duelo", "con el que estaba en duelo", "con el que estuvo en duelo", "con el que estuviera en duelo",
      "con los que esté en duelo", "con los que está en duelo", "con los que estaba en duelo", "con los que estuvo en duelo",
      "con el que se enfrenta", "con el que se enfrente", "con el que se enfrentaba", "con el que se enfrentó",
      "con los que se enfrenta", "con los que se enfrente", "con los que se enfrentaba", "con los que se enfrentó",
      "que esté en duelo con él", "que está en duelo con él", "que estaba en duelo con él", "que estén en duelo con él", "que están en duelo con él", "que estaban en duelo con él",
      "que esté en duelo con este personaje", "que está en duelo con este personaje", "que estaba en duelo con este personaje",
      "que esté en duelo con el portador", "que está en duelo con el portador",
      "que se enfrenta a él", "que se enfrente a él", "que se enfrentan a él", "que se enfrenten a él", "que se enfrentaba a él",
      "que se enfrenta a este personaje", "que se enfrente a este personaje", "que se enfrenta al portador", "que se enfrente al portador",
    ],
    rules: "duelo",
  },
  /** «Juega este Verso solo antes de la resolución del daño de un duelo»: in the window for Versos before the damage (Reglamento 19 e). */
  AntesDelDano: { canonical: "antes de la resolución del daño", variants: ["antes de que se resuelva el daño", "previo a la resolución del daño", "previo de la resolución del daño", "antes de resolver el daño", "antes del daño"], rules: "duelo" },
  /** «su oponente en el duelo»: the character on the other side of its duel, as «el personaje en duelo con él». */
  SuOponenteEnElDuelo: { canonical: "su oponente en el duelo", variants: ["su oponente en duelo", "su rival en el duelo", "su rival en duelo", "su oponente del duelo", "su rival del duelo", "su adversario en el duelo"], rules: "duelo" },
  /** «el personaje al que bloquea»: the attacker a blocker blocks (Reglamento 19). */
  AlQueBloquea: { canonical: "al que bloquea", variants: ["al que bloquee", "al que está bloqueando", "al que esté bloqueando", "al que bloqueó", "bloqueado por él", "bloqueado por este personaje"], rules: "duelo" },
  /** «el personaje que lo destruyó»: whose damage destroyed it in the duel in progress (rulings R107, R136). */
  QueLoDestruyo: { canonical: "que lo destruyó", variants: ["que lo destruyeron", "que lo han destruido", "que lo ha destruido", "que lo haya destruido", "que lo destruya", "que destruyó a este personaje", "que destruyó al portador", "que ha destruido a este personaje"], rules: "duelo" },
  /** «la próxima fase de Alba», «En tu fase de Amanecer»: the phase itself (Reglamento 9). */
  FaseDeAlba: { canonical: "fase de Alba", variants: ["fase del Alba"], rules: "Alba", means: "Alba" },
  FaseDeAmanecer: { canonical: "fase de Amanecer", variants: ["fase del Amanecer"], rules: "Amanecer", means: "Amanecer" },
  FaseDeMediodia: { canonical: "fase de Mediodía", variants: ["fase del Mediodía"], rules: "Mediodía", means: "Mediodia" },
  FaseDeAnochecer: { canonical: "fase de Anochecer", variants: ["fase del Anochecer"], rules: "Anochecer", means: "Anochecer" },
} as const satisfies Record<string, PhraseEntry>;

export type PhraseId = keyof typeof PHRASES;

/** Number words read as numbers: «dos cartas» is «2 cartas». «un», «una», «uno» are the determiner `Un`. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  cero: 0, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  once: 11, doce: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18,
  diecinueve: 19, veinte: 20, treinta: 30, cuarenta: 40, cincuenta: 50,
};

/** Object pronouns a verb can carry attached («destrúyelo», «ponla», «barájalas»). */
export const CLITICS = ["los", "las", "lo", "la", "les", "le", "se"] as const;

// --- Deck files (.mazo) ----------------------------------------------------------------
// The words of deck files that are not words of card text, for the deck parser
// (grammar/mazo/). A deck line also uses card words, which are not declared again:
// «facción», «santuario», «escencia» (and «Esencia»), «baraja», «de» and the factions.
// The lexer does not know these words: they stay `Word` tokens, or get the type of the
// card word they share a spelling with («mazo» is also a variant of «baraja», «primero»
// a form of «primeras»). The deck parser reads them by spelling (`normalizeWord`), so in
// a deck file the deck meaning wins. Deck files write every keyword in lower case.

/** The words of deck files, by the name the deck parser uses. */
export const DECK_WORDS = {
  /** `mazo "Nombre"`: the header, the first line of a deck file. */
  Mazo: { canonical: "mazo", role: "noun", gender: "m" },
  Formato: { canonical: "formato", role: "field" },
  /** `principal:` (or `baraja principal:`): the main deck. */
  Principal: { canonical: "principal", role: "adjective" },
  Arsenal: { canonical: "arsenal", role: "zone" },
  /** `escencia primero:` / `escencia segundo:`: the Escencia deck in the order for starting the game or going second. */
  Primero: { canonical: "primero", role: "adjective", forms: ["primera"] },
  Segundo: { canonical: "segundo", role: "adjective", forms: ["segunda"] },
  /** `3 x "Nombre"`: the «x» of a count, as in pasted lists. */
  Veces: { canonical: "x", role: "connector" },
} as const satisfies Record<string, WordEntry>;

export type DeckWordId = keyof typeof DECK_WORDS;

/**
 * The construction formats of Reglamento 4, as the IR spells them. A format is a run of
 * words (one or more) after `formato`; its variants are accepted too.
 */
export const DECK_FORMAT_PHRASES = {
  // Mecánicas avanzadas says «Guerra de Facciones»; both name the same format.
  GuerraDeFaccion: { canonical: "Guerra de Facción", variants: ["Guerra de Facciones"] },
  Alianza: { canonical: "Alianza" },
  Convergencia: { canonical: "Convergencia" },
} as const satisfies Record<string, PhraseEntry>;

export type DeckFormatId = keyof typeof DECK_FORMAT_PHRASES;

// --- Scenario files (.escenario) --------------------------------------------------------
// The words of scenario files that are not words of card text (sections, verbs of plays
// and results, reasons), for the scenario parser (grammar/escenario/). They are not token
// types: the scenario parser reads the words of both tables by their spelling
// (grammar/escenario/words.ts), and the card lexer leaves these as plain `Word` tokens, so
// a card cannot use them. `scenario: true` marks them in any list that mixes the tables.

export type ScenarioWordEntry = WordEntry & { scenario: true };

export const SCENARIO_WORDS = {
  // Sections and headers («cartas:» is the card word).
  Escenario: { canonical: "escenario", role: "noun", scenario: true },
  Preparacion: { canonical: "preparación", role: "noun", scenario: true },
  Jugadas: { canonical: "jugadas", role: "noun", scenario: true },
  Resultado: { canonical: "resultado", role: "noun", scenario: true },

  // Verbs of plays and results: the present, and the infinitive after «puede».
  Responde: { canonical: "responde", role: "verb", forms: ["responder"], scenario: true },
  Declara: { canonical: "declara", role: "verb", forms: ["declarar"], scenario: true },
  Pasa: { canonical: "pasa", role: "verb", forms: ["pasan", "pasar"], scenario: true },
  Ordena: { canonical: "ordena", role: "verb", scenario: true },
  Acepta: { canonical: "acepta", role: "verb", scenario: true },
  // «Comprueba que …»: an expectation in the middle of the plays.
  Comprueba: { canonical: "comprueba", role: "verb", scenario: true },
  Sigue: { canonical: "sigue", role: "verb", scenario: true },
  Termina: { canonical: "termina", role: "verb", scenario: true },
  // Gerunds of the declarations of a play: what is paid, how damage is divided.
  Sacrificando: { canonical: "sacrificando", role: "verb", scenario: true },
  Descartando: { canonical: "descartando", role: "verb", scenario: true },
  Girando: { canonical: "girando", role: "verb", scenario: true },
  Devolviendo: { canonical: "devolviendo", role: "verb", scenario: true },
  Repartiendo: { canonical: "repartiendo", role: "verb", scenario: true },
  // The past of setups («que ya atacó», «ya jugó») and of the log («"X" fue destruido»); «jugó», «robó», «descartó» and «fue» are card words.
  Bloqueo: { canonical: "bloqueó", role: "verb", forms: ["bloqueara"], scenario: true },
  Resolvio: { canonical: "resolvió", role: "verb", forms: ["resolviera"], scenario: true },
  Recibio: { canonical: "recibió", role: "verb", forms: ["recibiera"], scenario: true },
  Robara: { canonical: "robara", role: "verb", scenario: true },
  Barajo: { canonical: "barajó", role: "verb", forms: ["barajara"], scenario: true },
  Descartara: { canonical: "descartara", role: "verb", scenario: true },
  Boto: { canonical: "botó", role: "verb", forms: ["botara"], scenario: true },
  Gano: { canonical: "ganó", role: "verb", forms: ["ganara"], scenario: true },
  Enviado: { canonical: "enviado", role: "adjective", forms: ["enviada"], scenario: true },

  // State and the rest.
  Usada: { canonical: "usada", role: "adjective", forms: ["usadas", "usado", "usados"], scenario: true },
  Vacia: { canonical: "vacía", role: "adjective", scenario: true },
  Misma: { canonical: "misma", role: "adjective", scenario: true },
  Anterior: { canonical: "anterior", role: "adjective", scenario: true },
  Principal: { canonical: "principal", role: "adjective", scenario: true },
  Cuyo: { canonical: "cuyo", role: "determiner", forms: ["cuya"], scenario: true },
  Abajo: { canonical: "abajo", role: "zone", scenario: true },
  Limpieza: { canonical: "limpieza", role: "noun", scenario: true },
  Bloqueadores: { canonical: "bloqueadores", role: "noun", scenario: true },
  Opcion: { canonical: "opción", role: "noun", scenario: true },
  Habilidad: { canonical: "habilidad", role: "noun", scenario: true },
  Efecto: { canonical: "efecto", role: "noun", scenario: true },
  Prioridad: { canonical: "prioridad", role: "noun", scenario: true },
  Partida: { canonical: "partida", role: "noun", scenario: true },
  Semilla: { canonical: "semilla", role: "noun", scenario: true },
  Empate: { canonical: "empate", role: "noun", scenario: true },
  Registro: { canonical: "registro", role: "noun", scenario: true },
  Nada: { canonical: "nada", role: "pronoun", scenario: true },
  // «El registro muestra que … antes de que …»: the order of two events.
  Antes: { canonical: "antes", role: "connector", scenario: true },
  Porque: { canonical: "porque", role: "connector", scenario: true },
} as const satisfies Record<string, ScenarioWordEntry>;

export type ScenarioWordId = keyof typeof SCENARIO_WORDS;

/**
 * Why a play is illegal (`A no puede …, porque está girado.`): a closed list, so the
 * scenario runner can compare it with the engine's reason. `canonical` is the wording
 * docs/escenarios.md lists and the runner looks for in the engine's text.
 */
export const SCENARIO_REASONS = {
  entrenamiento: { canonical: "está en entrenamiento", variants: ["está en etapa de entrenamiento", "está en su etapa de entrenamiento"] },
  primerTurno: { canonical: "es el primer turno", variants: ["es el primer turno del jugador inicial"] },
  escencia: { canonical: "no tiene Escencia suficiente", variants: ["no tiene Escencias suficientes", "no tiene Esencia suficiente", "no tiene Esencias suficientes"] },
  girado: { canonical: "está girado", variants: ["está girada"] },
  momento: { canonical: "no es el momento" },
  objetivo: { canonical: "no hay un objetivo válido", variants: ["no hay objetivos válidos", "el objetivo no es válido"] },
  limite: { canonical: "no cumple el Límite" },
  usado: { canonical: "ya lo activó este turno", variants: ["ya la activó este turno", "ya se activó este turno"] },
  imbatible: { canonical: "es Imbatible" },
  yaBloqueo: { canonical: "ya bloqueó este turno" },
  equipada: { canonical: "ya está equipada", variants: ["ya está equipado"] },
  noDisponible: { canonical: "no tiene esa carta", variants: ["no tiene la carta"] },
} as const satisfies Record<string, PhraseEntry>;

export type ScenarioReasonId = keyof typeof SCENARIO_REASONS;
