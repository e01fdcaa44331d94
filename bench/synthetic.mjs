// Generador de cartas sintéticas para las pruebas de rendimiento.
//
// generateCards(n) devuelve el texto `.carta` de n cartas variadas: todos los
// tipos, todas las facciones, muchas frases de efecto distintas y nombres únicos.
// Es determinista (misma semilla → mismo texto) y el texto compila sin errores ni
// avisos. generateFiles(n, files) reparte esas cartas en varios archivos.

export const FACTIONS = ["Orden", "Instinto", "Forja", "Caos", "Valor", "Errantes"];
export const TYPES = ["Personaje", "Reliquia", "Verso", "Santuario", "Escencia básica", "Escencia especial"];
const PHASES = ["Alba", "Amanecer", "Mediodía", "Anochecer"];
const GRANTABLE = ["Imbatible", "Devastar", "Letal", "Sin entrenamiento"];
// «Límite Personaje» falta a propósito: hoy el compilador lo rechaza (CR117) aunque
// LIMIT_EVENTS (compiler/ir.ts) y el propio mensaje lo admiten; véase test/bad-input.test.ts.
const LIMIT_EVENTS = ["Embate", "Talento", "Interferencia", "Resplandor", "Verso", "Reliquia"];

const FIRST = [
  "Guardiana", "Heraldo", "Centinela", "Errante", "Forjador", "Oráculo", "Vigía", "Cazadora", "Bardo", "Alquimista",
  "Custodio", "Profeta", "Saqueador", "Tejedora", "Jinete", "Eco", "Sombra", "Llama", "Hoja", "Ciudadela",
];
const SECOND = [
  "del Valle", "de Ceniza", "del Alba", "de Hierro", "del Ocaso", "de la Bruma", "de Etheria", "del Abismo",
  "de las Dunas", "del Norte", "de Cristal", "de la Marea", "del Bosque Hundido", "de Piedra", "del Último Faro",
];

/** Generador pseudoaleatorio pequeño y determinista (mulberry32). */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cards(n) {
  return n === 1 ? "1 carta" : `${n} cartas`;
}

/**
 * Frases de efecto: cada una recibe (rng, contexto) y devuelve el texto de una
 * habilidad completa (una o varias frases terminadas en punto). El contexto da
 * un nombre ya definido para las referencias `llamado "…"`.
 */
const EFFECTS = [
  (r, c) => `Haz ${c.n(1, 5)} de daño a un personaje.`,
  (r, c) => `Haz ${c.n(2, 4)} puntos de daño a un personaje que no controles.`,
  (r, c) => `Haz ${c.n(1, 3)} de daño a un personaje de ${c.faction()}.`,
  (r, c) => `Haz 1 de daño a un personaje por cada carta con Vestigios en tu cementerio.`,
  (r, c) => `Haz ${c.n(2, 4)} de daño a un Santuario.`,
  (r, c) => `Reparte ${c.n(2, 6)} de daño entre hasta 2 personajes.`,
  (r, c) => `Destruye un personaje con coste ${c.n(1, 4)} o menos.`,
  (r, c) => `Destruye un personaje girado.`,
  (r, c) => `Gira un personaje.`,
  (r, c) => `Endereza un personaje girado.`,
  (r, c) => `Roba ${cards(c.n(1, 3))}.`,
  (r, c) => `Puedes robar 1 carta. Si lo haces, descarta 1 carta.`,
  (r, c) => `Tu oponente descarta 1 carta.`,
  (r, c) => `Cada jugador roba 1 carta.`,
  (r, c) => `Bota ${cards(c.n(1, 4))}.`,
  (r, c) => `Un personaje obtiene +${c.n(1, 3)} de ataque.`,
  (r, c) => `Un personaje obtiene +${c.n(1, 2)} de ataque y +${c.n(1, 2)} de vida hasta el final del turno.`,
  (r, c) => `Un personaje obtiene -${c.n(1, 3)} de vida hasta el final del turno.`,
  (r, c) => `Un personaje obtiene +1 de ataque de forma permanente.`,
  (r, c) => `Otro personaje que controles obtiene ${c.pick(GRANTABLE)} hasta el final del turno.`,
  (r, c) => `Devuelve un personaje a la mano de su dueño.`,
  (r, c) => `Tu Santuario gana ${c.n(1, 5)} de vida.`,
  (r, c) => `Prohíbe un Verso en la cadena.`,
  (r, c) => `Mira las ${c.n(2, 4)} primeras cartas de tu baraja y colócalas arriba o al fondo en cualquier orden.`,
  (r, c) => `Busca en tu baraja una carta de ${c.faction()} con coste ${c.n(1, 4)} o menos y ponla en tu mano.`,
  (r, c) => `Agrega 1 Escencia girada.`,
  (r, c) => `Gana el control de un personaje con ataque ${c.n(1, 3)} o menos hasta el final del turno.`,
  (r, c) => `Si controlas un personaje de ${c.faction()}, roba 1 carta.`,
  (r, c) => `Si tu Santuario tiene ${c.n(5, 12)} o menos de vida, roba ${cards(2)}.`,
  (r, c) => `Si tienes 3 o más cartas en tu mano, haz 2 de daño a un personaje.`,
  (r, c) => `Haz 2 de daño a un personaje. Luego, roba 1 carta.`,
  (r, c) => `Destruye un personaje y roba 1 carta.`,
  (r, c) => (c.known ? `Destruye un personaje llamado "${c.known}".` : `Destruye un personaje.`),
  (r, c) => `Elige uno:\n    - Roba ${cards(2)}.\n    - Haz ${c.n(1, 3)} de daño a un personaje.`,
];

/** Habilidades de un Personaje además de sus efectos. */
function personajeAbilities(c) {
  const out = [];
  const keywords = c.shuffle(["Imbatible.", "Devastar.", "Letal.", "Sin entrenamiento.", "Mítica.", "Vestigios."]);
  for (let i = 0, k = c.n(0, 2); i < k; i++) out.push(keywords[i]);
  const traits = [
    () => (c.n(0, 1) ? "Embate." : `Embate: ${c.effect()}`),
    () => `Talento: ${c.effect()}`,
    () => `Talento, Temple: ${c.effect()}`,
    () => `Talento, ${c.n(1, 3)} Escencias: ${c.effect()}`,
    () => `Interferencia: ${c.effect()}`,
    () => `Resplandor: ${c.effect()}`,
    () => `Resplandor, Límite ${c.pick(LIMIT_EVENTS)}: ${c.effect()}`,
    () => `Al entrar en juego, ${c.lower(c.effect())}`,
    () => `Al salir del juego, ${c.lower(c.effect())}`,
    () => `Cuando este personaje sea destruido, ${c.lower(c.effect())}`,
    () => `Cuando este personaje bloquee, ${c.lower(c.effect())}`,
    () => `Cuando este personaje sea bloqueado, ${c.lower(c.effect())}`,
    () => `Al comienzo de ${c.pick(["tu", "cada"])} ${c.pick(PHASES)}, ${c.lower(c.effect())}`,
    () => `Tus personajes de ${c.faction()} obtienen +1 de vida.`,
  ];
  const chosen = c.shuffle(traits.map((_, i) => i)).slice(0, c.n(1, 3));
  for (const i of chosen.sort((a, b) => a - b)) out.push(traits[i]());
  return out;
}

function reliquiaAbilities(c) {
  const out = [`El portador obtiene +${c.n(1, 3)} de ataque.`];
  if (c.n(0, 1)) out.push(`Vincular ${c.n(1, 3)}.`);
  if (c.n(0, 2) === 0) out.push(c.pick(["Mítica.", "Vestigios."]));
  if (c.n(0, 1)) out.push(`Al entrar en juego, ${c.lower(c.effect())}`);
  return out;
}

function versoAbilities(c) {
  const out = [];
  const which = c.n(0, 2); // 0: Prólogo, 1: Epílogo, 2: los dos
  if (which !== 1) out.push(`Prólogo: ${c.n(0, 4) === 0 ? "Como coste adicional, descarta 1 carta. " : ""}${c.effect()}`);
  if (which !== 0) out.push(`Epílogo: ${c.effect()}`);
  if (c.n(0, 3) === 0) out.push("Vestigios.");
  return out;
}

function santuarioAbilities(c) {
  const statics = [
    () => `Tus personajes de ${c.faction()} obtienen +1 de vida.`,
    () => `Tus Versos cuestan 1 menos.`,
    () => `Los Versos de tu oponente cuestan 1 más.`,
    () => `Al comienzo de tu ${c.pick(PHASES)}, ${c.lower(c.effect())}`,
  ];
  return c.shuffle(statics.map((_, i) => i)).slice(0, c.n(1, 2)).sort((a, b) => a - b).map((i) => statics[i]());
}

/**
 * El texto de n cartas sintéticas. Opciones: seed (semilla), start (primer
 * número de carta, para repartir un set en archivos con nombres únicos).
 */
export function generateCards(n, { seed = 20240611, start = 0 } = {}) {
  const rng = random(seed + start * 7919);
  const int = (min, max) => min + Math.floor(rng() * (max - min + 1));
  const pick = (list) => list[Math.floor(rng() * list.length)];
  const shuffle = (list) => {
    const a = [...list];
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [a[i], a[j]] = [a[j], a[i]];
    }
    return a;
  };
  const parts = [];
  let known;
  for (let k = 0; k < n; k++) {
    const index = start + k;
    const name = `${FIRST[index % FIRST.length]} ${SECOND[Math.floor(index / FIRST.length) % SECOND.length]} ${index + 1}`;
    const type = TYPES[index % TYPES.length];
    const faction = FACTIONS[Math.floor(index / TYPES.length) % FACTIONS.length];
    const c = {
      n: int,
      pick,
      shuffle,
      faction: () => pick(FACTIONS),
      known,
      lower: (s) => s[0].toLowerCase() + s.slice(1),
      effect: () => pick(EFFECTS)(rng, c),
    };
    const lines = [`carta "${name}"`, `  tipo ${type}`, `  facción ${faction}`];
    let abilities = [];
    if (type === "Personaje") {
      lines.push(`  coste ${int(0, 8)}`, `  ataque ${int(0, 8)}`, `  vida ${int(1, 9)}`);
      abilities = personajeAbilities(c);
    } else if (type === "Reliquia") {
      lines.push(`  coste ${int(0, 6)}`);
      abilities = reliquiaAbilities(c);
    } else if (type === "Verso") {
      lines.push(`  coste ${int(0, 6)}`);
      abilities = versoAbilities(c);
    } else if (type === "Santuario") {
      lines.push(`  vida ${int(18, 30)}`);
      abilities = santuarioAbilities(c);
    } else if (type === "Escencia especial") {
      abilities = [`Al entrar en juego, ${c.lower(c.effect())}`];
    }
    for (const a of abilities) lines.push(`  ${a}`);
    parts.push(lines.join("\n") + "\n");
    // Las referencias apuntan a una carta del mismo archivo ya escrita.
    if (type === "Personaje") known = name;
  }
  return parts.join("\n");
}

/** n cartas repartidas en `files` archivos: [{ name, text }], con nombres únicos en todo el set. */
export function generateFiles(n, files = 20, options = {}) {
  const out = [];
  const per = Math.ceil(n / files);
  for (let f = 0, start = 0; start < n; f++, start += per) {
    const count = Math.min(per, n - start);
    out.push({ name: `sintetico-${String(f + 1).padStart(2, "0")}.carta`, text: generateCards(count, { ...options, start }) });
  }
  return out;
}
