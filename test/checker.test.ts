// Each construction rule of the checker: the card that breaks it, the code it
// gets and where. Texts are written the way a designer would get them wrong.
import { describe, expect, it } from "vitest";
import { compile } from "../compiler/index.js";
import { card, diagnosticsOf } from "./helpers.js";

type Case = [name: string, text: string, code: string, line: number];

const cases: Case[] = [
  ["CR101 duplicate card name", 'carta "Zirkax"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba 1 carta.\n', "CR101", 7],
  ["CR102 unknown card reference", card("Verso", 'Prólogo: Destruye un personaje llamado "Zirkaz".'), "CR102", 5],
  ["CR103 duplicate field", 'carta "Prueba"\n  tipo Verso\n  facción Caos\n  coste 2\n  coste 3\n  Prólogo: Roba 1 carta.', "CR103", 5],
  ["CR104 missing type", 'carta "Prueba"\n  facción Caos\n  coste 2\n', "CR104", 1],
  ["CR105 missing faction", 'carta "Prueba"\n  tipo Verso\n  coste 2\n  Prólogo: Roba 1 carta.', "CR105", 1],
  ["CR106 missing cost", 'carta "Prueba"\n  tipo Verso\n  facción Caos\n  Prólogo: Roba 1 carta.', "CR106", 1],
  ["CR107 character without vida", 'carta "Prueba"\n  tipo Personaje\n  facción Caos\n  coste 2\n  ataque 2\n', "CR107", 1],
  ["CR108 Santuario without vida", 'carta "Prueba"\n  tipo Santuario\n  facción Caos\n', "CR108", 1],
  ["CR109 ataque on a Verso", 'carta "Prueba"\n  tipo Verso\n  facción Caos\n  coste 1\n  ataque 3\n  Prólogo: Roba 1 carta.', "CR109", 5],
  ["CR109 coste on a Santuario", 'carta "Prueba"\n  tipo Santuario\n  facción Caos\n  coste 2\n  vida 20', "CR109", 4],
  ["CR110 Prólogo on a character", card("Personaje", "Prólogo: Roba 1 carta."), "CR110", 7],
  ["CR111 Verso without options", card("Verso"), "CR111", 1],
  ["CR112 Vincular on a character", card("Personaje", "Vincular 1."), "CR112", 7],
  ["CR114 trait on a Reliquia", card("Reliquia", "Talento: Roba 1 carta."), "CR114", 5],
  ["CR115 «Si lo haces» after something that cannot fail", card("Verso", "Prólogo: Tu Santuario gana 2 de vida. Si lo haces, roba 1 carta."), "CR115", 5],
  ["CR116 cost out of range", 'carta "Prueba"\n  tipo Verso\n  facción Caos\n  coste 99\n  Prólogo: Roba 1 carta.', "CR116", 4],
  ["CR116 zero damage (Reglamento 26)", card("Verso", "Prólogo: Haz 0 de daño a un personaje."), "CR116", 5],
  ["CR116 «hasta 0»", card("Verso", "Prólogo: Destruye hasta 0 personajes."), "CR116", 5],
  ["CR116 a stat change past the printed range", card("Personaje", "Talento: Este personaje obtiene +21 de ataque."), "CR116", 7],
  ["CR116 a number too large for a double in a stat change", card("Personaje", "Talento: Este personaje obtiene +1000000000000000000000 de vida."), "CR116", 7],
  ["CR116 a number no construct checks («si tienes N cartas»)", card("Personaje", "Talento: Si tienes 1000000000000000000000 cartas en tu mano, roba una carta."), "CR116", 7],
  ["CR117 Límite of something uncountable", card("Personaje", "Talento, Límite Devastar: Roba 1 carta."), "CR117", 7],
  ["CR118 Imbatible on a Verso", card("Verso", "Prólogo: Roba 1 carta.", "Imbatible."), "CR118", 6],
  ["CR119 keyword twice", card("Personaje", "Letal.", "Letal."), "CR119", 8],
  ["CR120 Temple on Resplandor", card("Personaje", "Resplandor, Temple: Roba 1 carta."), "CR120", 7],
  ["CR121 Talento without effect", card("Personaje", "Talento."), "CR121", 7],
  ["CR122 Escencia without kind", 'carta "Prueba"\n  tipo Escencia\n  facción Caos', "CR122", 2],
  ["CR122 básica on a character", 'carta "Prueba"\n  tipo Personaje básica\n  facción Caos\n  coste 1\n  ataque 1\n  vida 1', "CR122", 2],
  ["CR123 static ability on a Verso", card("Verso", "Prólogo: Roba 1 carta.", "Tus personajes obtienen +1 de ataque."), "CR123", 6],
  ["CR124 cost change inside an effect", card("Verso", "Prólogo: Tus Versos cuestan 1 menos."), "CR124", 5],
  ["CR125 additional cost that is not a cost", card("Verso", "Prólogo: Como coste adicional, roba 1 carta. Destruye un personaje."), "CR125", 5],
  ["CR126 «el portador» on a character", card("Personaje", "El portador obtiene +1 de ataque."), "CR126", 7],
  ["CR127 «este personaje» on a Reliquia", card("Reliquia", "Al entrar en juego, este personaje obtiene +1 de ataque."), "CR127", 5],
  ["CR128 special Escencia without ability", card("Escencia especial"), "CR128", 1],
  ["CR129 «Luego» first in an ability", card("Verso", "Prólogo: Luego, roba 1 carta."), "CR129", 5],
  ["CR148 a Santuario gains attack", card("Verso", "Prólogo: Tu Santuario obtiene +2 de ataque."), "CR148", 5],
  ["CR148 a character gains life like a Santuario", card("Verso", "Prólogo: Un personaje gana 2 de vida."), "CR148", 5],
  ["CR131 trigger on a Verso", card("Verso", "Prólogo: Roba 1 carta.", "Al entrar en juego, roba 1 carta."), "CR131", 6],
  ["CR132 granting Mítica", card("Verso", "Prólogo: Un personaje obtiene Mítica."), "CR132", 5],
  ["CR133 target in a static ability", card("Santuario", "Un personaje obtiene +1 de vida."), "CR133", 5],
  ["CR134 dividing among everybody", card("Verso", "Prólogo: Reparte 3 de daño entre todos los personajes."), "CR134", 5],
  ["CR135 empty name", 'carta ""\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba 1 carta.', "CR135", 1],
  ["CR136 two Prólogos", card("Verso", "Prólogo: Roba 1 carta.", "Prólogo: Roba 2 cartas."), "CR136", 6],
  ["CR137 destroying a Santuario (Reglamento 23)", card("Verso", "Prólogo: Destruye un Santuario."), "CR137", 5],
  ["CR138 prohibiting outside the chain", card("Verso", "Prólogo: Prohíbe un Verso en tu mano."), "CR138", 5],
  ["CR139 searching for an Escencia", card("Verso", "Prólogo: Busca en tu baraja una Escencia y ponla en tu mano."), "CR139", 5],
  ["CR140 equipping a character", card("Verso", "Prólogo: Equipa un personaje a un personaje."), "CR140", 5],
  ["CR141 «ese personaje» with nothing before", card("Verso", "Prólogo: Endereza ese personaje."), "CR141", 5],
  ["CR142 «2 o más» outside a condition", card("Verso", "Prólogo: Destruye 2 o más personajes."), "CR142", 5],
  ["CR143 «el personaje» names no card", card("Verso", "Prólogo: Destruye el personaje."), "CR143", 5],
  ["CR143 «al Santuario» without whose", card("Verso", "Prólogo: Haz 2 de daño al Santuario."), "CR143", 5],
  ["CR144 two factions in one selection", card("Verso", "Prólogo: Destruye un personaje de Orden de Caos."), "CR144", 5],
  ["CR144 Temple twice", card("Personaje", "Talento, Temple, Temple: Roba 1 carta."), "CR144", 7],
  ["CR142 «todos» in a condition", card("Verso", "Prólogo: Si controlas todos los personajes, roba 1 carta."), "CR142", 5],
  ["CR125 additional cost on a trigger", card("Personaje", "Al entrar en juego, como coste adicional, descarta 1 carta. Roba 2 cartas."), "CR125", 7],
  ["CR125 optional cost", card("Verso", "Prólogo: Como coste adicional, puedes descartar 1 carta. Roba 2 cartas."), "CR125", 5],
  ["CR125 the opponent pays", card("Verso", "Prólogo: Como coste adicional, tu oponente descarta 1 carta. Roba 2 cartas."), "CR125", 5],
  ["CR145 destroying a card in hand", card("Verso", "Prólogo: Destruye un personaje en tu mano."), "CR145", 5],
  ["CR146 sacrificing the opponent's character", card("Verso", "Prólogo: Sacrifica un personaje de tu oponente."), "CR146", 5],
  ["CR147 a life condition about a character", card("Verso", "Prólogo: Si un personaje tiene 3 o más de vida, roba 1 carta."), "CR147", 5],
  ["CR130 a character to the Escencia deck", card("Verso", "Prólogo: Devuelve un personaje a tu baraja de Escencia."), "CR130", 5],
  ["CR139 searching for every card", card("Verso", "Prólogo: Busca en tu baraja todos los personajes y ponlos en tu mano."), "CR139", 5],
  ["CR141 «ese» after a cost", card("Verso", "Prólogo: Como coste adicional, sacrifica un personaje. Haz 2 de daño a ese personaje."), "CR141", 5],
  ["CR127 trigger noun of another type", card("Personaje", "Cuando este Verso bloquee, roba 1 carta."), "CR127", 7],
  ["CR141 «ese personaje» after a Santuario target", card("Verso", "Prólogo: Haz 1 de daño a un Santuario. Luego, ese personaje obtiene -1 de ataque."), "CR141", 5],
  ["CR147 a character that controls", card("Verso", "Prólogo: Si un personaje controla una Reliquia, roba 1 carta."), "CR147", 5],
  ["CR145 equipping a character in hand", card("Reliquia", "Al entrar en juego, equipa esta Reliquia a un personaje en tu mano."), "CR145", 5],
  ["CR125 «hasta N» as a cost", card("Verso", "Prólogo: Como coste adicional, sacrifica hasta 2 personajes. Roba 2 cartas."), "CR125", 5],
  ["CR147 «cada jugador» in a «controla» condition", card("Verso", "Prólogo: Si cada jugador controla un personaje, roba 1 carta."), "CR147", 5],
  ["CR125 a cost inside an option", card("Verso", "Prólogo: Elige uno:", "  - Como coste adicional, sacrifica un personaje.", "  - Roba 1 carta."), "CR125", 6],
  ["CR141 «ese Verso» is counted after «Prohíbe un Verso en la cadena»", card("Verso", "Prólogo: Prohíbe un Personaje en la cadena. Luego, devuelve ese Verso a la mano de su dueño."), "CR141", 5],
];

describe("an Escencia labelled básica with text (ruling R138)", () => {
  it("is a special Escencia, with a CR113 warning on its text", () => {
    const text = card("Escencia básica", "Al entrar en juego, roba 1 carta.");
    const result = compile([{ path: "escencia.carta", text }]);
    expect(result.ok).toBe(true);
    expect(result.diagnostics.map((d) => [d.code, d.severity, d.range.start.line])).toEqual([["CR113", "warning", 4]]);
    expect(result.cardSet.cards[0]!.essenceKind).toBe("especial");
  });
});

describe("construction rules", () => {
  for (const [name, text, code, line] of cases) {
    it(name, () => {
      const diagnostics = diagnosticsOf(text);
      const found = diagnostics.filter((d) => d.code === code);
      expect(found.map((d) => d.code), diagnostics.map((d) => `${d.code} ${d.message}`).join("\n")).toEqual([code]);
      expect(found[0]!.range.start.line).toBe(line);
      expect(found[0]!.severity).toBe("error");
      // Every message tells the designer what to write instead, in Spanish.
      expect(found[0]!.message).toMatch(/escrib|escríb|añade|borra|bórr|usa |elige|deja|une |indica|cambia|revisa|busca|¿Quisiste decir/i);
    });
  }

  it("one broken rule gives exactly one diagnostic", () => {
    for (const [name, text, code] of cases) {
      const codes = diagnosticsOf(text).map((d) => d.code);
      expect(codes, name).toEqual([code]);
    }
  });

  it("CR101 across two files points at the first definition", () => {
    const one = 'carta "Doble"\n  tipo Verso\n  facción Caos\n  coste 1\n  Prólogo: Roba 1 carta.\n';
    const r = compile([
      { path: "a.carta", text: one },
      { path: "b.carta", text: "\n" + one },
    ]);
    expect(r.diagnostics).toHaveLength(1);
    expect(r.diagnostics[0]).toMatchObject({ file: "b.carta", code: "CR101", range: { start: { line: 2, column: 7 } } });
    expect(r.diagnostics[0]!.message).toContain("a.carta:1:7");
    expect(r.cardSet.cards).toHaveLength(1);
  });

  it("«Si lo haces» after an action on a target is meaningful (R6)", () => {
    expect(diagnosticsOf(card("Verso", "Prólogo: Un personaje obtiene +2 de ataque. Si lo haces, roba 1 carta."))).toEqual([]);
    expect(diagnosticsOf(card("Verso", "Prólogo: Un Santuario gana 2 de vida. Si lo haces, roba 1 carta."))).toEqual([]);
    expect(diagnosticsOf(card("Verso", "Prólogo: Prohíbe un Verso en la cadena. Luego, devuelve ese Verso a la mano de su dueño."))).toEqual([]);
  });

  it("CR102 suggests the closest card name and offers the fix", () => {
    const [d] = diagnosticsOf(card("Verso", 'Prólogo: Destruye un personaje llamado "Zirkaz".'));
    expect(d!.message).toContain("¿Quisiste decir «Zirkax»?");
    expect(d!.fix).toMatchObject({ replacement: '"Zirkax"' });
  });
});
