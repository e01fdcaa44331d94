// Genera syntaxes/cronicas.tmLanguage.json, la gramática TextMate del lenguaje de Crónicas.
//
//   node scripts/generar-gramatica.mjs          escribe el archivo
//   node scripts/generar-gramatica.mjs --check  falla si el archivo no es el generado
//
// Las palabras se escriben una vez aquí, con sus tildes y sus formas (las mismas que
// acepta grammar/tokens.ts; test/gramatica.test.mjs comprueba que no falte ninguna).
// Cada palabra se convierte en una expresión que acepta mayúsculas y la grafía sin tilde,
// como el compilador (que da el aviso CR004 por la tilde que falta).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const target = join(here, "..", "syntaxes", "cronicas.tmLanguage.json");

/** Categorías de palabras: ámbito TextMate → palabras (las frases de varias palabras van primero). */
const CATEGORIES = [
  // Conectores y frases fijas, antes que sus palabras sueltas.
  ["keyword.control.connector.cronicas", ["si lo haces", "como coste adicional", "elige uno", "a menos que"]],
  ["keyword.control.trigger.cronicas", ["al entrar en juego", "al salir del juego", "al comienzo de"]],
  ["keyword.other.ability.cronicas", ["sin entrenamiento"]],
  ["keyword.other.term.cronicas", ["hasta el final del turno", "de forma permanente", "en la cadena"]],

  // El marco de la carta.
  ["keyword.other.frame.cronicas", ["tipo", "facción", "coste", "costo", "ataque", "vida"]],
  ["support.type.card.cronicas", [
    "personaje", "personajes", "Reliquia", "Reliquias", "Verso", "Versos", "Santuario", "Santuarios",
    "Escencia", "Escencias", "Esencia", "Esencias", "básica", "especial", "carta", "cartas",
  ]],
  ["constant.language.faction.cronicas", ["Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes"]],

  // Rasgos, sus modificadores, palabras clave y opciones de Verso.
  ["storage.type.trait.cronicas", [
    "Embate", "Embates", "Talento", "Talentos", "Interferencia", "Interferencias", "Resplandor", "Rasgo", "Rasgos",
  ]],
  ["storage.modifier.trait.cronicas", ["Temple", "Límite"]],
  ["keyword.other.ability.cronicas", ["Imbatible", "Devastar", "Letal", "Mítica", "Vestigios", "Vincular"]],
  ["keyword.control.verse-option.cronicas", ["Prólogo", "Epílogo"]],
  ["support.constant.phase.cronicas", ["Alba", "Amanecer", "Mediodía", "Anochecer"]],

  // Disparadores.
  ["keyword.control.trigger.cronicas", [
    "cuando", "entrar", "salir", "comienzo", "sea", "bloquee", "bloqueado", "bloqueada", "destruido", "destruida",
  ]],

  // Verbos de efecto (imperativo, infinitivo y tercera persona).
  ["support.function.effect.cronicas", [
    "haz", "hacer", "hace", "reparte", "repartir", "destruye", "destruir", "roba", "robar", "roban",
    "descarta", "descartar", "descartan", "bota", "botar", "botan", "obtiene", "obtienen", "obtener",
    "gira", "girar", "endereza", "enderezar", "devuelve", "devolver", "gana", "ganar", "ganan",
    "prohíbe", "prohibir", "mira", "mirar", "colócalas", "colócala", "colócalo", "colócalos", "ponlas", "ponlos",
    "busca", "buscar", "ponla", "ponlo", "agrega", "agregar", "equipa", "equipar", "sacrifica", "sacrificar",
    "elige", "elegir",
  ]],
  // Verbos de estado, de condición y de coste.
  ["keyword.operator.word.cronicas", [
    "cuesta", "cuestan", "tiene", "tienen", "tienes", "controlas", "controla", "controles", "pague", "es",
    "prohibido", "prohibida", "adicional", "adicionales",
  ]],
  // Conectores de una palabra.
  ["keyword.control.connector.cronicas", ["puedes", "luego", "si", "y"]],

  // Selecciones y cantidades.
  ["keyword.operator.quantifier.cronicas", [
    "un", "una", "uno", "otro", "otra", "otros", "otras", "hasta", "todos", "todas", "cada", "más", "menos",
    "cualquier", "próximo", "próxima", "primeras", "primera",
  ]],
  ["variable.language.reference.cronicas", [
    "este", "esta", "ese", "esa", "esos", "esas", "tu", "tus", "su", "sus", "oponente", "oponentes",
    "jugador", "jugadores", "portador", "controlador", "dueño",
  ]],
  ["keyword.other.filter.cronicas", [
    "llamado", "llamada", "llamados", "llamadas", "girado", "girada", "girados", "giradas",
    "enderezado", "enderezada", "enderezados", "enderezadas",
  ]],
  ["variable.other.zone.cronicas", ["mano", "cementerio", "baraja", "juego", "cadena"]],
  ["keyword.other.term.cronicas", [
    "daño", "puntos", "punto", "turno", "final", "forma", "permanente", "control", "arriba", "fondo", "fuera", "resolverse",
  ]],
  ["constant.numeric.word.cronicas", ["cero", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"]],
];

const ACCENTS = { á: "[aá]", é: "[eé]", í: "[ií]", ó: "[oó]", ú: "[uú]", ñ: "[nñ]" };
/** Ni letra ni cifra antes / después: los límites de palabra con letras acentuadas. */
const START = "(?<![\\p{L}\\p{N}])";
const END = "(?![\\p{L}\\p{N}])";

/** Una palabra o frase → expresión sin distinción de mayúsculas que acepta la grafía sin tilde. */
function wordPattern(word) {
  return [...word.toLowerCase()].map((c) => (c === " " ? "\\s+" : (ACCENTS[c] ?? c))).join("");
}

function alternation(words) {
  // Las más largas primero, para que «otros» no se corte en «otro».
  const sorted = [...new Set(words)].sort((a, b) => b.length - a.length || a.localeCompare(b));
  return `(?i)${START}(?:${sorted.map(wordPattern).join("|")})${END}`;
}

function grammar() {
  const wordRules = CATEGORIES.map(([name, words]) => ({ name, match: alternation(words) }));
  return {
    $schema: "https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json",
    name: "Crónicas",
    scopeName: "source.cronicas",
    fileTypes: ["carta", "mazo", "escenario"],
    comment: "Generado por scripts/generar-gramatica.mjs: no editar a mano.",
    patterns: [
      { include: "#comment" },
      { include: "#card-header" },
      { include: "#string" },
      { include: "#option" },
      { include: "#number" },
      { include: "#words" },
      { include: "#punctuation" },
      { include: "#invalid" },
    ],
    repository: {
      comment: {
        name: "comment.line.number-sign.cronicas",
        match: "(#).*$",
        captures: { 1: { name: "punctuation.definition.comment.cronicas" } },
      },
      "card-header": {
        comment: "carta \"Nombre\": abre una carta; el nombre la identifica en el set.",
        match: '(?i)^\\s*(carta)\\s+((")([^"\\n]*)("))',
        captures: {
          1: { name: "keyword.declaration.card.cronicas" },
          2: { name: "string.quoted.double.cronicas" },
          3: { name: "punctuation.definition.string.begin.cronicas" },
          4: { name: "entity.name.type.card.cronicas" },
          5: { name: "punctuation.definition.string.end.cronicas" },
        },
      },
      string: {
        patterns: [
          {
            name: "string.quoted.double.cronicas",
            match: '(")([^"\\n]*)(")',
            captures: {
              1: { name: "punctuation.definition.string.begin.cronicas" },
              3: { name: "punctuation.definition.string.end.cronicas" },
            },
          },
          { name: "invalid.illegal.unterminated-string.cronicas", match: '"[^"\\n]*$' },
        ],
      },
      option: {
        comment: "Una opción de «Elige uno:», al comienzo de la línea.",
        match: "^\\s*([-–—•])(?=\\s)",
        captures: { 1: { name: "punctuation.definition.list.begin.cronicas" } },
      },
      number: {
        patterns: [
          { name: "constant.numeric.modifier.cronicas", match: "[+\\-–—]\\s*\\d+" },
          { name: "constant.numeric.integer.cronicas", match: "\\d+" },
        ],
      },
      words: { patterns: wordRules },
      punctuation: {
        patterns: [
          { name: "punctuation.terminator.sentence.cronicas", match: "\\." },
          { name: "punctuation.separator.colon.cronicas", match: ":" },
          { name: "punctuation.separator.comma.cronicas", match: "," },
        ],
      },
      invalid: {
        comment: "Signos que el lenguaje no conoce (CR001).",
        name: "invalid.illegal.character.cronicas",
        match: "[;()\\[\\]{}!¡?¿«»*/=<>&%$@|~^_]",
      },
    },
  };
}

const text = JSON.stringify(grammar(), null, 2) + "\n";
if (process.argv.includes("--check")) {
  let current = "";
  try {
    current = readFileSync(target, "utf8");
  } catch {}
  if (current !== text) {
    console.error("syntaxes/cronicas.tmLanguage.json no es el generado: ejecuta `npm run gramatica`.");
    process.exit(1);
  }
} else {
  writeFileSync(target, text);
  console.log(`escrito ${target}`);
}
