// Token types of the card language.
//
// The chevrotain lexer only knows a handful of shapes (word, number, string,
// punctuation). Every word is then looked up in the vocabulary (vocabulary.ts) by
// its normalized spelling — lower case, accents removed — and gets the keyword's
// token type. One table lookup per word handles case-insensitivity, missing
// accents and inflected forms (roba/robar, personaje/personajes) without a regex
// per keyword, which keeps the lexer on chevrotain's fast path.
import { createToken, Lexer, type TokenType } from "chevrotain";

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\r\n\f\v\u00a0\ufeff]+/, group: Lexer.SKIPPED });
export const Comment = createToken({ name: "Comment", pattern: /#[^\n]*/, group: "comments" });
export const StringLiteral = createToken({ name: "StringLiteral", pattern: /"[^"\n]*"/, label: "un nombre entre comillas" });
export const UnterminatedString = createToken({ name: "UnterminatedString", pattern: /"[^"\n]*/ });
export const NumberLiteral = createToken({ name: "NumberLiteral", pattern: /\d+/, label: "un número" });
// Letters with accents as an explicit class: a /u regex would switch off chevrotain's optimizations.
export const Word = createToken({
  name: "Word",
  pattern: /[A-Za-zÁÉÍÓÚÜÑáéíóúüñÀÈÌÒÙàèìòùÏïÇç]+/,
  label: "una palabra",
});
export const Dot = createToken({ name: "Dot", pattern: /\./, label: "«.»" });
export const Comma = createToken({ name: "Comma", pattern: /,/, label: "«,»" });
export const Colon = createToken({ name: "Colon", pattern: /:/, label: "«:»" });
export const Plus = createToken({ name: "Plus", pattern: /\+/, label: "«+»" });
export const Minus = createToken({ name: "Minus", pattern: /[-–—•]/, label: "«-»" });

export const lexerTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLiteral,
  UnterminatedString,
  NumberLiteral,
  Word,
  Dot,
  Comma,
  Colon,
  Plus,
  Minus,
];

/** Categories: a rule that accepts "any faction" consumes the category. */
export const AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA, label: "una palabra" });
export const FactionName = createToken({ name: "FactionName", pattern: Lexer.NA, label: "una facción (Orden, Instinto, Forja, Caos, Valor, Errantes)" });
export const TraitName = createToken({ name: "TraitName", pattern: Lexer.NA, label: "un rasgo (Embate, Talento, Interferencia, Resplandor)" });
export const KeywordName = createToken({ name: "KeywordName", pattern: Lexer.NA, label: "una palabra clave (Imbatible, Devastar, Letal, Mítica, Vestigios)" });
export const PhaseName = createToken({ name: "PhaseName", pattern: Lexer.NA, label: "una fase (Alba, Amanecer, Mediodía, Anochecer)" });
export const Noun = createToken({ name: "Noun", pattern: Lexer.NA, label: "un tipo de carta (personaje, carta, Reliquia, Verso, Santuario, Escencia)" });
export const Article = createToken({ name: "Article", pattern: Lexer.NA, label: "«el», «la», «los» o «las»" });
Word.CATEGORIES = [AnyWord];

export const categoryTokens = [AnyWord, FactionName, TraitName, KeywordName, PhaseName, Noun, Article];

export interface KeywordSpec {
  /** Canonical spelling, with accents: what the formatter writes and the messages quote. */
  canonical: string;
  /** Other accepted spellings, each written with its accents. */
  forms?: string[];
  categories?: TokenType[];
}

/** Creates the token type of a keyword of the vocabulary. Never produced by the lexer directly. */
function kw(name: string, spec: KeywordSpec): TokenType & { spec: KeywordSpec } {
  const t = createToken({
    name,
    pattern: Lexer.NA,
    label: `«${spec.canonical}»`,
    categories: [AnyWord, ...(spec.categories ?? [])],
  }) as TokenType & { spec: KeywordSpec };
  t.spec = spec;
  return t;
}

// --- Card frame -------------------------------------------------------------
export const Carta = kw("Carta", { canonical: "carta", forms: ["cartas"], categories: [Noun] });
export const Tipo = kw("Tipo", { canonical: "tipo" });
export const Faccion = kw("Faccion", { canonical: "facción" });
export const Coste = kw("Coste", { canonical: "coste", forms: ["costo"] });
export const Ataque = kw("Ataque", { canonical: "ataque" });
export const Vida = kw("Vida", { canonical: "vida" });

export const Personaje = kw("Personaje", { canonical: "personaje", forms: ["personajes"], categories: [Noun] });
export const Reliquia = kw("Reliquia", { canonical: "Reliquia", forms: ["Reliquias"], categories: [Noun] });
export const Verso = kw("Verso", { canonical: "Verso", forms: ["Versos"], categories: [Noun] });
export const Santuario = kw("Santuario", { canonical: "Santuario", forms: ["Santuarios"], categories: [Noun] });
export const Escencia = kw("Escencia", { canonical: "Escencia", forms: ["Escencias", "Esencia", "Esencias"], categories: [Noun] });
export const Basica = kw("Basica", { canonical: "básica" });
export const Especial = kw("Especial", { canonical: "especial" });

export const Orden = kw("Orden", { canonical: "Orden", categories: [FactionName] });
export const Instinto = kw("Instinto", { canonical: "Instinto", categories: [FactionName] });
export const Forja = kw("Forja", { canonical: "Forja", categories: [FactionName] });
export const Caos = kw("Caos", { canonical: "Caos", categories: [FactionName] });
export const Valor = kw("Valor", { canonical: "Valor", categories: [FactionName] });
export const Errantes = kw("Errantes", { canonical: "Errantes", categories: [FactionName] });

// --- Keywords and traits ------------------------------------------------------
export const Imbatible = kw("Imbatible", { canonical: "Imbatible", categories: [KeywordName] });
export const Devastar = kw("Devastar", { canonical: "Devastar", categories: [KeywordName] });
export const Letal = kw("Letal", { canonical: "Letal", categories: [KeywordName] });
export const Mitica = kw("Mitica", { canonical: "Mítica", categories: [KeywordName] });
export const Vestigios = kw("Vestigios", { canonical: "Vestigios", categories: [KeywordName] });
export const Sin = kw("Sin", { canonical: "Sin" });
export const Entrenamiento = kw("Entrenamiento", { canonical: "entrenamiento" });
export const Vincular = kw("Vincular", { canonical: "Vincular" });
export const Temple = kw("Temple", { canonical: "Temple" });
export const Limite = kw("Limite", { canonical: "Límite" });

export const Embate = kw("Embate", { canonical: "Embate", forms: ["Embates"], categories: [TraitName] });
export const Talento = kw("Talento", { canonical: "Talento", forms: ["Talentos"], categories: [TraitName] });
export const Interferencia = kw("Interferencia", { canonical: "Interferencia", forms: ["Interferencias"], categories: [TraitName] });
export const Resplandor = kw("Resplandor", { canonical: "Resplandor", categories: [TraitName] });
export const Rasgo = kw("Rasgo", { canonical: "Rasgo", forms: ["Rasgos"] });
export const Prologo = kw("Prologo", { canonical: "Prólogo" });
export const Epilogo = kw("Epilogo", { canonical: "Epílogo" });

export const Alba = kw("Alba", { canonical: "Alba", categories: [PhaseName] });
export const Amanecer = kw("Amanecer", { canonical: "Amanecer", categories: [PhaseName] });
export const Mediodia = kw("Mediodia", { canonical: "Mediodía", categories: [PhaseName] });
export const Anochecer = kw("Anochecer", { canonical: "Anochecer", categories: [PhaseName] });

// --- Effect verbs (imperative, infinitive after «Puedes», third person) ---------
export const Haz = kw("Haz", { canonical: "haz", forms: ["hacer", "hace"] });
export const Reparte = kw("Reparte", { canonical: "reparte", forms: ["repartir"] });
export const Destruye = kw("Destruye", { canonical: "destruye", forms: ["destruir"] });
export const Roba = kw("Roba", { canonical: "roba", forms: ["robar", "roban"] });
export const Descarta = kw("Descarta", { canonical: "descarta", forms: ["descartar", "descartan"] });
export const Bota = kw("Bota", { canonical: "bota", forms: ["botar", "botan"] });
export const Obtiene = kw("Obtiene", { canonical: "obtiene", forms: ["obtienen", "obtener"] });
export const Gira = kw("Gira", { canonical: "gira", forms: ["girar"] });
export const Endereza = kw("Endereza", { canonical: "endereza", forms: ["enderezar"] });
export const Devuelve = kw("Devuelve", { canonical: "devuelve", forms: ["devolver"] });
export const Gana = kw("Gana", { canonical: "gana", forms: ["ganar", "ganan"] });
export const Prohibe = kw("Prohibe", { canonical: "prohíbe", forms: ["prohibir"] });
export const Mira = kw("Mira", { canonical: "mira", forms: ["mirar"] });
export const Colocalas = kw("Colocalas", { canonical: "colócalas", forms: ["colócala", "colócalo", "colócalos", "ponlas", "ponlos"] });
export const Busca = kw("Busca", { canonical: "busca", forms: ["buscar"] });
export const Ponla = kw("Ponla", { canonical: "ponla", forms: ["ponlo"] });
export const Agrega = kw("Agrega", { canonical: "agrega", forms: ["agregar"] });
export const Equipa = kw("Equipa", { canonical: "equipa", forms: ["equipar"] });
export const Sacrifica = kw("Sacrifica", { canonical: "sacrifica", forms: ["sacrificar"] });
export const Elige = kw("Elige", { canonical: "elige", forms: ["elegir"] });
export const Cuesta = kw("Cuesta", { canonical: "cuesta", forms: ["cuestan"] });
export const Tiene = kw("Tiene", { canonical: "tiene", forms: ["tienen"] });
export const Tienes = kw("Tienes", { canonical: "tienes" });
export const Controlas = kw("Controlas", { canonical: "controlas" });
export const Controla = kw("Controla", { canonical: "controla" });
export const Controles = kw("Controles", { canonical: "controles" });
export const Pague = kw("Pague", { canonical: "pague" });

// --- Connectors -----------------------------------------------------------------
export const Puedes = kw("Puedes", { canonical: "puedes" });
export const Luego = kw("Luego", { canonical: "luego" });
export const Si = kw("Si", { canonical: "si" });
export const Lo = kw("Lo", { canonical: "lo" });
export const Haces = kw("Haces", { canonical: "haces" });
export const Como = kw("Como", { canonical: "como" });
export const Adicional = kw("Adicional", { canonical: "adicional", forms: ["adicionales"] });

// --- Selections, quantities, small words ----------------------------------------------
export const Un = kw("Un", { canonical: "un", forms: ["una", "uno"] });
export const Otro = kw("Otro", { canonical: "otro", forms: ["otra", "otros", "otras"] });
export const Hasta = kw("Hasta", { canonical: "hasta" });
export const Todos = kw("Todos", { canonical: "todos", forms: ["todas"] });
export const Cada = kw("Cada", { canonical: "cada" });
export const Este = kw("Este", { canonical: "este", forms: ["esta"] });
export const Ese = kw("Ese", { canonical: "ese", forms: ["esa", "esos", "esas"] });
export const El = kw("El", { canonical: "el", forms: ["la", "los", "las"], categories: [Article] });
export const Tu = kw("Tu", { canonical: "tu", forms: ["tus"] });
export const Su = kw("Su", { canonical: "su", forms: ["sus"] });
export const Oponente = kw("Oponente", { canonical: "oponente", forms: ["oponentes"] });
export const Jugador = kw("Jugador", { canonical: "jugador", forms: ["jugadores"] });
export const Portador = kw("Portador", { canonical: "portador" });
export const Controlador = kw("Controlador", { canonical: "controlador" });
export const Dueno = kw("Dueno", { canonical: "dueño" });
export const Que = kw("Que", { canonical: "que" });
export const No = kw("No", { canonical: "no" });
export const Con = kw("Con", { canonical: "con" });
export const Llamado = kw("Llamado", { canonical: "llamado", forms: ["llamada", "llamados", "llamadas"] });
export const Girado = kw("Girado", { canonical: "girado", forms: ["girada", "girados", "giradas"] });
export const Enderezado = kw("Enderezado", { canonical: "enderezado", forms: ["enderezada", "enderezados", "enderezadas"] });
export const O = kw("O", { canonical: "o" });
export const Y = kw("Y", { canonical: "y" });
export const Mas = kw("Mas", { canonical: "más" });
export const Menos = kw("Menos", { canonical: "menos" });
export const De = kw("De", { canonical: "de" });
export const Del = kw("Del", { canonical: "del" });
export const A = kw("A", { canonical: "a" });
export const Al = kw("Al", { canonical: "al" });
export const En = kw("En", { canonical: "en" });
export const Entre = kw("Entre", { canonical: "entre" });
export const Por = kw("Por", { canonical: "por" });
export const Dano = kw("Dano", { canonical: "daño" });
export const Puntos = kw("Puntos", { canonical: "puntos", forms: ["punto"] });
export const Forma = kw("Forma", { canonical: "forma" });
export const Permanente = kw("Permanente", { canonical: "permanente" });
export const Final = kw("Final", { canonical: "final" });
export const Turno = kw("Turno", { canonical: "turno" });
export const Mano = kw("Mano", { canonical: "mano" });
export const Cementerio = kw("Cementerio", { canonical: "cementerio" });
export const Baraja = kw("Baraja", { canonical: "baraja" });
export const Juego = kw("Juego", { canonical: "juego" });
export const Cadena = kw("Cadena", { canonical: "cadena" });
export const Control = kw("Control", { canonical: "control" });
export const Proximo = kw("Proximo", { canonical: "próximo", forms: ["próxima"] });
export const Fuera = kw("Fuera", { canonical: "fuera" });
export const Resolverse = kw("Resolverse", { canonical: "resolverse" });
export const Es = kw("Es", { canonical: "es" });
export const Prohibido = kw("Prohibido", { canonical: "prohibido", forms: ["prohibida"] });
export const Primeras = kw("Primeras", { canonical: "primeras", forms: ["primera"] });
export const Arriba = kw("Arriba", { canonical: "arriba" });
export const Fondo = kw("Fondo", { canonical: "fondo" });
export const Cualquier = kw("Cualquier", { canonical: "cualquier" });
export const Entrar = kw("Entrar", { canonical: "entrar" });
export const Salir = kw("Salir", { canonical: "salir" });
export const Cuando = kw("Cuando", { canonical: "cuando" });
export const Sea = kw("Sea", { canonical: "sea" });
export const Destruido = kw("Destruido", { canonical: "destruido", forms: ["destruida"] });
export const Bloquee = kw("Bloquee", { canonical: "bloquee" });
export const Bloqueado = kw("Bloqueado", { canonical: "bloqueado", forms: ["bloqueada"] });
export const Comienzo = kw("Comienzo", { canonical: "comienzo" });

/** Number words read as numbers: "dos cartas" is "2 cartas". */
export const NUMBER_WORDS: Record<string, number> = {
  cero: 0, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
};

export const keywordTokens = [
  Carta, Tipo, Faccion, Coste, Ataque, Vida, Personaje, Reliquia, Verso, Santuario, Escencia, Basica, Especial,
  Orden, Instinto, Forja, Caos, Valor, Errantes,
  Imbatible, Devastar, Letal, Mitica, Vestigios, Sin, Entrenamiento, Vincular, Temple, Limite,
  Embate, Talento, Interferencia, Resplandor, Rasgo, Prologo, Epilogo,
  Alba, Amanecer, Mediodia, Anochecer,
  Haz, Reparte, Destruye, Roba, Descarta, Bota, Obtiene, Gira, Endereza, Devuelve, Gana, Prohibe, Mira, Colocalas,
  Busca, Ponla, Agrega, Equipa, Sacrifica, Elige, Cuesta, Tiene, Tienes, Controlas, Controla, Controles, Pague,
  Puedes, Luego, Si, Lo, Haces, Como, Adicional,
  Un, Otro, Hasta, Todos, Cada, Este, Ese, El, Tu, Su, Oponente, Jugador, Portador, Controlador, Dueno, Que, No, Con,
  Llamado, Girado, Enderezado, O, Y, Mas, Menos, De, Del, A, Al, En, Entre, Por, Dano, Puntos, Forma, Permanente,
  Final, Turno, Mano, Cementerio, Baraja, Juego, Cadena, Control, Proximo, Fuera, Resolverse, Es, Prohibido,
  Primeras, Arriba, Fondo, Cualquier, Entrar, Salir, Cuando, Sea, Destruido, Bloquee, Bloqueado, Comienzo,
];

/** Every token type the parser knows, in the order chevrotain needs (categories first). */
export const allTokenTypes: TokenType[] = [...categoryTokens, ...lexerTokens, ...keywordTokens];

export const lexer = new Lexer(lexerTokens, { positionTracking: "full", ensureOptimizations: true });
