// `cronicas init`: a new project that works at once: the project file, a small set of cards
// (enough for a legal Guerra de Facción deck: 35 cards, at most 3 copies, 10 basic
// Escencias), that deck and one scenario. `cronicas validar`, `compilar` and `probar` pass on
// it with no arguments. Nothing that exists is overwritten.
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join, relative } from "node:path";
import { writeFileAtomic } from "../compiler/index.js";
import { ioReason } from "./io-reason.js";
import { PROJECT_FILE } from "./project.js";

const CARDS = `# El set de ejemplo de «cronicas init»: cámbialo, amplíalo o bórralo.
# La referencia del lenguaje: docs/lenguaje.md del proyecto Crónicas.

carta "Santuario de la Aurora"
  tipo Santuario
  facción Orden
  vida 20

carta "Luz de la Aurora"
  tipo Escencia básica
  facción Orden

carta "Escudero de la Aurora"
  tipo Personaje
  facción Orden
  coste 1
  ataque 1
  vida 2
  Embate.

carta "Guardia de la Aurora"
  tipo Personaje
  facción Orden
  coste 2
  ataque 2
  vida 3
  Embate.

carta "Arquera de la Aurora"
  tipo Personaje
  facción Orden
  coste 2
  ataque 1
  vida 2
  Embate.
  Talento: Haz 1 de daño a un personaje.

carta "Sanadora de la Aurora"
  tipo Personaje
  facción Orden
  coste 2
  ataque 1
  vida 3
  Embate.
  Resplandor: Tu Santuario gana 2 de vida.

carta "Caballero de la Aurora"
  tipo Personaje
  facción Orden
  coste 3
  ataque 3
  vida 4
  Embate.
  Imbatible.

carta "Capitana de la Aurora"
  tipo Personaje
  facción Orden
  coste 4
  ataque 4
  vida 5
  Embate.
  Devastar.

carta "Paladín de la Aurora"
  tipo Personaje
  facción Orden
  coste 5
  ataque 4
  vida 6
  Embate.
  Tus otros personajes obtienen +1 de ataque.

carta "Rayo de la Aurora"
  tipo Verso
  facción Orden
  coste 1
  Prólogo: Haz 2 de daño a un personaje.

carta "Bendición de la Aurora"
  tipo Verso
  facción Orden
  coste 1
  Prólogo: Un personaje obtiene +2 de ataque hasta el final del turno.

carta "Juicio de la Aurora"
  tipo Verso
  facción Orden
  coste 3
  Prólogo: Destruye un personaje.

carta "Espada de la Aurora"
  tipo Reliquia
  facción Orden
  coste 2
  El portador obtiene +2 de ataque.

carta "Escudo de la Aurora"
  tipo Reliquia
  facción Orden
  coste 1
  El portador obtiene +2 de vida.
`;

const DECK = `# Guerra de Facción: 35 cartas de Orden y 10 Escencias básicas (docs/mazos.md).
mazo "Aurora"
  formato Guerra de Facción
  facción Orden
  santuario "Santuario de la Aurora"

  principal:
    3 "Escudero de la Aurora"
    3 "Guardia de la Aurora"
    3 "Arquera de la Aurora"
    3 "Sanadora de la Aurora"
    3 "Caballero de la Aurora"
    3 "Capitana de la Aurora"
    3 "Paladín de la Aurora"
    3 "Rayo de la Aurora"
    3 "Bendición de la Aurora"
    3 "Juicio de la Aurora"
    3 "Espada de la Aurora"
    2 "Escudo de la Aurora"

  escencia:
    10 "Luz de la Aurora"
`;

const SCENARIO = `# Un escenario es una prueba de reglas escrita como la diría un diseñador (docs/escenarios.md).
# «cronicas probar» lo juega con el motor y compara el resultado.
escenario "El Rayo de la Aurora hace 2 de daño"
  preparación:
    Es el Mediodía de A.
    A tiene en la mano "Rayo de la Aurora" y 1 Escencia sin usar.
    B controla "Guardia de la Aurora".
  jugadas:
    A juega "Rayo de la Aurora", Prólogo, con objetivo "Guardia de la Aurora".
    Ambos pasan.
  resultado:
    "Guardia de la Aurora" tiene 2 de daño.
    "Rayo de la Aurora" está en el cementerio de A.
`;

const PROJECT = JSON.stringify({ cartas: ["cartas"], mazos: ["mazos"], escenarios: ["escenarios"], salida: "salida" }, null, 2) + "\n";

const FILES: readonly (readonly [string, string])[] = [
  [PROJECT_FILE, PROJECT],
  [join("cartas", "aurora.carta"), CARDS],
  [join("mazos", "aurora.mazo"), DECK],
  [join("escenarios", "aurora.escenario"), SCENARIO],
];

/** Creates the project in `folder`; the Spanish report, and whether it was created. */
export async function initProject(folder: string): Promise<{ ok: boolean; message: string }> {
  const existing = FILES.map(([name]) => join(folder, name)).filter((path) => existsSync(path));
  if (existing.length > 0) {
    return { ok: false, message: `cronicas: no se creó nada: ya existe ${existing.map((p) => `«${relative(process.cwd(), p) || p}»`).join(", ")}. Elige una carpeta nueva: «cronicas init mi-set».` };
  }
  const written: string[] = [];
  try {
    for (const [name, content] of FILES) {
      await writeFileAtomic(join(folder, name), content);
      written.push(join(folder, name));
    }
  } catch (error) {
    // No half project: the files this run wrote go again (the folders it made stay, empty).
    await Promise.all(written.map((path) => rm(path, { force: true })));
    return { ok: false, message: `cronicas: no se pudo crear el proyecto en «${relative(process.cwd(), folder) || "."}»: ${ioReason(error)}. Elige otra carpeta: «cronicas init mi-set».` };
  }
  const shown = relative(process.cwd(), folder);
  const into = shown === "" ? "" : `cd ${shown} && `;
  return {
    ok: true,
    message: [
      `Proyecto creado${shown === "" ? "" : ` en «${shown}»`}: ${FILES.map(([name]) => name).join(", ")}.`,
      "Pruébalo (sin rutas: las dice cronicas.json):",
      `  ${into}npx cronicas validar`,
      "  npx cronicas probar",
      "  npx cronicas compilar",
    ].join("\n"),
  };
}
