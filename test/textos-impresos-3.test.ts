// Printed phrasings (textos-impresos-3): each text compiles cleanly to the IR it means, its
// variants compile to the same IR, and the printer's text compiles back to it.
import { describe, expect, it } from "vitest";
import { compile, type Ability } from "../compiler/index.js";
import { printCard } from "../compiler/emit/text.js";
import { card, prologue, stripRanges } from "./helpers.js";

/** A card's abilities (and keywords) without ranges, after checking that its printed text compiles back to them. */
function abilitiesOf(frame: Parameters<typeof card>[0], line: string): unknown {
  const text = card(frame, line);
  const first = compile([{ path: "prueba.carta", text }]);
  expect(first.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  const printed = printCard(first.cardSet.cards[0]!);
  const second = compile([{ path: "impresa.carta", text: printed }]);
  expect(second.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([]);
  expect(stripRanges(second.cardSet.cards[0]!.abilities)).toEqual(stripRanges(first.cardSet.cards[0]!.abilities));
  return { abilities: stripRanges(first.cardSet.cards[0]!.abilities), keywords: first.cardSet.cards[0]!.keywords };
}

/** The Prólogo's ability without ranges, after checking that its printed text compiles back to it. */
function roundTrip(sentence: string): unknown {
  return ((abilitiesOf("Verso", `Prólogo: ${sentence}`) as { abilities: unknown[] }).abilities)[0];
}

function stepsOf(sentence: string): unknown {
  return (stripRanges(prologue(sentence)) as Ability & { steps: unknown }).steps;
}

describe("«Todos tus personajes», «todas tus Reliquias»", () => {
  const yours = { kind: "all", filter: { noun: "Personaje", zone: "juego", controller: "you" } };
  it.each([
    "Todos tus personajes obtienen +1 de ataque hasta el final del turno.",
    "Tus personajes obtienen +1 de ataque hasta el final del turno.",
    "Todos los personajes que controles obtienen +1 de ataque hasta el final del turno.",
  ])("%s", (sentence) => {
    roundTrip(sentence);
    expect(stepsOf(sentence)).toEqual([{ kind: "modifyStats", what: yours, attack: 1, life: 0, duration: "untilEndOfTurn" }]);
  });

  it("«todas tus Reliquias», «todos tus otros personajes»", () => {
    roundTrip("Destruye todas tus Reliquias.");
    expect(stepsOf("Destruye todas tus Reliquias.")).toEqual([{ kind: "destroy", what: { kind: "all", filter: { noun: "Reliquia", zone: "juego", controller: "you" } } }]);
    expect(stepsOf("Todos tus otros personajes obtienen +1 de vida hasta el final del turno.")).toEqual(stepsOf("Tus otros personajes obtienen +1 de vida hasta el final del turno."));
  });
});

describe("«Haz N de daño a X y a Y»", () => {
  const damage = (to: unknown) => ({ kind: "damage", amount: { kind: "fixed", value: 1 }, to });
  it("«a cada personaje y a cada Santuario»: every character and both Santuarios", () => {
    roundTrip("Haz 1 de daño a cada personaje y a cada Santuario.");
    expect(stepsOf("Haz 1 de daño a cada personaje y a cada Santuario.")).toEqual([
      damage({ kind: "all", filter: { noun: "Personaje", zone: "juego" } }),
      damage({ kind: "all", filter: { noun: "Santuario", zone: "juego" } }),
    ]);
    expect(stepsOf("Haz 1 de daño a cada personaje y a cada Santuario.")).toEqual(stepsOf("Haz 1 de daño a cada personaje. Haz 1 de daño a cada Santuario."));
  });

  it("«a un personaje y a su Santuario», «… y al Santuario de tu oponente», «a tus personajes y a tu Santuario»", () => {
    for (const s of ["Haz 1 de daño a un personaje y a su Santuario.", "Haz 1 de daño a un personaje y al Santuario de tu oponente.", "Haz 1 de daño a tus personajes y a tu Santuario."]) roundTrip(s);
    expect(stepsOf("Haz 1 de daño a un personaje y a su Santuario.")).toEqual([
      damage({ kind: "target", ref: "t1" }),
      damage({ kind: "sanctuaryOf", player: { kind: "controllerOf", of: { kind: "target", ref: "t1" } } }),
    ]);
    expect(stepsOf("Haz 1 de daño a tus personajes y a tu Santuario.")).toEqual([
      damage({ kind: "all", filter: { noun: "Personaje", zone: "juego", controller: "you" } }),
      damage({ kind: "sanctuary", whose: "you" }),
    ]);
  });

  it("after «Si lo haces» both share the gate", () => {
    roundTrip("Puedes descartar 1 carta. Si lo haces, haz 1 de daño a cada personaje y a cada Santuario.");
  });
});

describe("«Busca un personaje en tu baraja»: the card before the deck", () => {
  it.each([
    ["Busca un personaje en tu baraja y ponlo en tu mano.", "Busca en tu baraja un personaje y ponlo en tu mano."],
    ["Busca una Reliquia en tu baraja, muéstrala y ponla en tu mano.", "Busca en tu baraja una Reliquia, muéstrala y ponla en tu mano."],
    ["Busca hasta dos personajes de Valor en tu baraja y ponlos en tu mano.", "Busca en tu baraja hasta dos personajes de Valor y ponlos en tu mano."],
    ["Busca un personaje con coste 2 o menos en tu baraja y ponlo en juego.", "Busca en tu baraja un personaje con coste 2 o menos y ponlo en juego."],
  ])("%s", (written, usual) => {
    roundTrip(written);
    expect(stepsOf(written)).toEqual(stepsOf(usual));
  });
});

describe("«Cada jugador pierde N de vida»: a player's life is their Santuario's (ruling R94)", () => {
  const both = { kind: "all", filter: { noun: "Santuario", zone: "juego" } };
  it.each([
    ["Cada jugador pierde 2 de vida.", [{ kind: "loseLife", who: both, amount: { kind: "fixed", value: 2 } }]],
    ["Cada jugador pierde 2 puntos de vida.", [{ kind: "loseLife", who: both, amount: { kind: "fixed", value: 2 } }]],
    ["Cada jugador gana 2 de vida.", [{ kind: "gainLife", who: both, amount: { kind: "fixed", value: 2 } }]],
    ["Tu oponente gana 2 de vida.", [{ kind: "gainLife", who: { kind: "sanctuary", whose: "opponent" }, amount: { kind: "fixed", value: 2 } }]],
  ])("%s", (sentence, steps) => {
    roundTrip(sentence);
    expect(stepsOf(sentence)).toEqual(steps);
  });

  it("«Cada jugador» is «Cada Santuario»; «Su controlador» is the Santuario of the named card's controller", () => {
    expect(stepsOf("Cada jugador pierde 2 de vida.")).toEqual(stepsOf("Cada Santuario pierde 2 de vida."));
    roundTrip("Destruye un personaje. Su controlador pierde 2 de vida.");
    expect(stepsOf("Destruye un personaje. Su controlador pierde 2 de vida.")).toEqual(stepsOf("Destruye un personaje. El Santuario de su controlador pierde 2 de vida."));
  });
});

describe("«… a menos que su controlador pague N Escencias» (ruling R95)", () => {
  it("the controller of the target pays, and the clause happens if they do not", () => {
    roundTrip("Destruye un personaje a menos que su controlador pague 2 Escencias.");
    expect(stepsOf("Destruye un personaje a menos que su controlador pague 2 Escencias.")).toEqual([
      { kind: "payEssence", amount: 2, optional: true, payer: { kind: "controllerOf", of: { kind: "target", ref: "t1" } } },
      { kind: "destroy", what: { kind: "target", ref: "t1" }, link: "ifYouDidNot" },
    ]);
  });

  it.each([
    "Roba 2 cartas a menos que tu oponente pague 1 Escencia.",
    "Si controlas un personaje de Valor, destruye una Reliquia a menos que su controlador pague 1 Escencia.",
    "Devuelve un personaje a la mano de su dueño a menos que su controlador pague 3 Escencias.",
    "Destruye un personaje a menos que pagues 2 Escencias.",
  ])("%s", (sentence) => {
    roundTrip(sentence);
  });

  it("«su controlador» with nothing named before is CR152", () => {
    const result = compile([{ path: "prueba.carta", text: card("Verso", "Prólogo: Roba 1 carta a menos que su controlador pague 1 Escencia.") }]);
    expect(result.diagnostics.map((d) => d.code)).toEqual(["CR152"]);
  });
});

describe("«No se endereza durante tu próxima Alba» (ruling R96)", () => {
  const restrict = (duration: string) => ({ kind: "restrict", what: { kind: "target", ref: "t1" }, restriction: { kind: "doesNotUntap" }, duration });
  it.each([
    ["Gira un personaje. No se endereza durante tu próxima Alba.", "duringYourNextAlba"],
    ["Gira un personaje. Ese personaje no se endereza durante tu próxima Alba.", "duringYourNextAlba"],
    ["Gira hasta dos personajes. No se enderezan durante tu próxima Alba.", "duringYourNextAlba"],
    ["Gira un personaje. No se endereza durante la próxima Alba de su controlador.", "untilTheirNextAlba"],
    ["Gira un personaje. No se endereza durante su próxima Alba.", "untilTheirNextAlba"],
    ["Gira un personaje. No se endereza hasta tu próxima Alba.", "untilYourNextAlba"],
  ])("%s", (sentence, duration) => {
    roundTrip(sentence);
    expect((stepsOf(sentence) as unknown[])[1]).toEqual(restrict(duration));
  });
});

/** A Personaje's abilities without ranges, after checking that its printed text compiles back to them. */
function characterAbilities(line: string): unknown {
  return (abilitiesOf("Personaje", line) as { abilities: unknown }).abilities;
}

describe("«Cuando este personaje ataque»: atacar es activar el Embate como atacante (Reglamento 19, R101)", () => {
  const embate = characterAbilities("Embate. Cuando este personaje active su Embate, tu Santuario gana 1 de vida.") as { trigger?: unknown }[];
  // The same trigger, only for the attacker's Embate: not when a blocker's Embate is activated.
  const attacking = embate.map((a) => (a.trigger === undefined ? a : { ...a, trigger: { ...(a.trigger as object), attacking: true } }));
  it.each([
    "Embate. Cuando este personaje ataque, tu Santuario gana 1 de vida.",
    "Embate. Cuando este personaje ataca, tu Santuario gana 1 de vida.",
    "Embate. Al atacar, tu Santuario gana 1 de vida.",
  ])("%s", (line) => {
    expect(characterAbilities(line)).toEqual(attacking);
  });

  it("«Cada vez que un personaje que controles ataque» escucha los Embates de esos personajes al atacar", () => {
    const each = characterAbilities("Cada vez que un personaje que controles ataque, tu Santuario gana 1 de vida.") as { trigger: { attacking?: true } }[];
    expect(each[0]!.trigger.attacking).toBe(true);
  });
});

describe("«Luego» y «Si lo haces» sin coma", () => {
  it.each([
    ["Roba dos cartas. Luego descarta una carta.", "Roba dos cartas. Luego, descarta una carta."],
    ["Descarta una carta. Si lo haces roba dos cartas.", "Descarta una carta. Si lo haces, roba dos cartas."],
  ])("%s", (printed, canonical) => {
    expect(roundTrip(printed)).toEqual(roundTrip(canonical));
  });
});

describe("«mientras porte una Reliquia»: tener una Reliquia equipada", () => {
  const canonical = characterAbilities("Mientras este personaje tenga una Reliquia equipada, obtiene +2 de Ataque.");
  it.each([
    "Mientras este personaje porte una Reliquia, obtiene +2 de Ataque.",
    "Mientras este personaje tenga una Reliquia, obtiene +2 de Ataque.",
    "Este personaje obtiene +2 de Ataque mientras porte una Reliquia.",
    "Este personaje obtiene +2 de Ataque mientras tenga una Reliquia equipada.",
  ])("%s", (line) => {
    expect(characterAbilities(line)).toEqual(canonical);
  });
});

describe("daño a un jugador: a su Santuario (R100)", () => {
  it.each([
    ["Haz 2 de daño a tu oponente.", "Haz 2 de daño al Santuario de tu oponente."],
    ["Haz 1 de daño a cada jugador.", "Haz 1 de daño a cada Santuario."],
    ["Haz 3 de daño a un personaje y 1 de daño a su controlador.", "Haz 3 de daño a un personaje y 1 de daño al Santuario de su controlador."],
  ])("%s", (printed, canonical) => {
    expect(roundTrip(printed)).toEqual(roundTrip(canonical));
  });
});

describe("la condición con «si» al final de la frase", () => {
  it.each([
    ["Al comienzo de tu Mediodía, roba una carta si tienes dos o menos cartas en tu mano.", "Al comienzo de tu Mediodía, si tienes dos o menos cartas en tu mano, roba una carta."],
    ["Este personaje obtiene +1 de Ataque si controlas otro personaje de Orden.", "Mientras controles otro personaje de Orden, este personaje obtiene +1 de Ataque."],
  ])("%s", (printed, canonical) => {
    expect(characterAbilities(printed)).toEqual(characterAbilities(canonical));
  });

  it("con otra condición delante no se pierde ninguna: es un error", () => {
    const text = card("Personaje", "Al entrar en juego, si controlas un personaje de Orden, roba una carta si tienes dos o menos cartas en tu mano.");
    expect(compile([{ path: "prueba.carta", text }]).diagnostics.map((d) => d.code)).toEqual(["CR163"]);
  });
});

describe("formas de imprimir de otras ediciones en español", () => {
  it.each([
    ["Personaje", "Mítica, Embate, Devastar, Letal.", "Mítica. Embate. Devastar. Letal."],
    ["Personaje", "Embate, Sin entrenamiento y Letal.", "Embate. Sin entrenamiento. Letal."],
    ["Verso", "Prólogo: El personaje objetivo obtiene +0/+4 hasta el final del turno.", "Prólogo: Un personaje objetivo obtiene +0/+4 hasta el final del turno."],
    ["Verso", "Prólogo: Destruye la Reliquia objetivo.", "Prólogo: Destruye una Reliquia objetivo."],
    ["Reliquia", "El personaje equipado obtiene +0/+3.", "El portador obtiene +0/+3."],
    ["Verso", "Prólogo — Destruye un personaje que tenga 4 o más de Ataque.", "Prólogo: Destruye un personaje con 4 o más de Ataque."],
    ["Personaje", "Talento — Roba una carta.", "Talento: Roba una carta."],
    ["Personaje", "Los otros personajes de Valor que controles tienen Imbatible.", "Tus otros personajes de Valor tienen Imbatible."],
    ["Personaje", "Los Versos de tu oponente cuestan 2 Escencias más.", "Los Versos de tu oponente cuestan 2 más."],
    ["Verso", "Prólogo: Mira la carta superior de tu baraja.", "Prólogo: Mira la primera carta de tu baraja."],
    ["Verso", "Prólogo: Mira las dos cartas superiores de tu baraja.", "Prólogo: Mira las dos primeras cartas de tu baraja."],
    ["Verso", "Prólogo: Busca en tu baraja una Reliquia y ponla en tu mano. Después baraja.", "Prólogo: Busca en tu baraja una Reliquia y ponla en tu mano. Luego, baraja tu baraja."],
    ["Verso", "Prólogo: Un personaje obtiene +2/+0 hasta final de turno.", "Prólogo: Un personaje obtiene +2/+0 hasta el final del turno."],
    ["Verso", "Prólogo: Cada oponente descarta dos cartas.", "Prólogo: Tu oponente descarta dos cartas."],
    ["Verso", "Prólogo: Destruye un personaje que tenga Letal.", "Prólogo: Destruye un personaje con Letal."],
    ["Personaje", "Embate: Este personaje gana +1 de Ataque hasta el final del turno.", "Embate: Este personaje obtiene +1 de Ataque hasta el final del turno."],
    ["Personaje", "Cuando este personaje haga daño a un Santuario, gana 1 de Ataque permanentemente.", "Cuando este personaje haga daño a un Santuario, obtiene +1 de Ataque de forma permanente."],
    ["Personaje", "Este personaje tiene +1 de Ataque por cada Verso en tu cementerio.", "Este personaje obtiene +1 de Ataque por cada Verso en tu cementerio."],
    ["Escencia especial", "Esta Escencia entra girada.", "Esta Escencia entra en juego girada."],
    ["Personaje", "Al comienzo de tu Alba, mira la primera carta de tu baraja. Puedes ponerla en el fondo.", "Al comienzo de tu Alba, mira la primera carta de tu baraja. Puedes ponerla en el fondo de tu baraja."],
    ["Santuario", "Al comienzo de tu Alba, si controlas un personaje con 5 o más de Ataque, roba una carta adicional.", "Al comienzo de tu Alba, si controlas un personaje con 5 o más de Ataque, roba una carta."],
    ["Verso", "Prólogo: Roba 2 cartas y luego descarta 1.", "Prólogo: Roba 2 cartas y luego descarta 1 carta."],
    ["Reliquia", "Mientras esté equipada, el portador tiene Imbatible.", "Mientras esta Reliquia esté equipada, el portador tiene Imbatible."],
    ["Verso", "Prólogo: Haz 2 puntos de daño a un personaje o Santuario.", "Prólogo: Haz 2 puntos de daño a un personaje o a un Santuario."],
    ["Verso", "Prólogo: Devuelve a su mano una Reliquia o personaje.", "Prólogo: Devuelve a su mano una Reliquia o un personaje."],
  ] as const)("%s: %s", (frame, printed, canonical) => {
    expect(abilitiesOf(frame, printed)).toEqual(abilitiesOf(frame, canonical));
  });

  it("«Embate, Temple.» sigue siendo un rasgo con su modificador, no una lista", () => {
    const text = card("Personaje", "Embate, Temple: Roba una carta.");
    const [ability] = compile([{ path: "prueba.carta", text }]).cardSet.cards[0]!.abilities;
    expect(ability).toMatchObject({ kind: "trait", trait: "Embate", temple: true });
  });
});

describe("«pierde N de vida por cada …», como «gana»", () => {
  it("cuenta al resolverse y se imprime igual", () => {
    const { abilities } = abilitiesOf("Verso", "Prólogo: Tu Santuario pierde 2 de vida por cada personaje que controles.") as { abilities: { steps: { amount: unknown }[] }[] };
    expect(abilities[0]!.steps[0]).toMatchObject({ kind: "loseLife", amount: { kind: "perEach", value: 2, count: { noun: "Personaje", controller: "you" } } });
  });
});

describe("restricciones a un jugador: «no puede jugar …»", () => {
  it.each([
    ["Tu oponente no puede jugar Versos este turno.", { kind: "player", who: "opponent" }, { noun: "Verso", zone: "mano" }, "untilEndOfTurn"],
    ["No puedes jugar personajes este turno.", { kind: "player", who: "you" }, { noun: "Personaje", zone: "mano" }, "untilEndOfTurn"],
    ["Cada jugador no puede jugar Reliquias con coste 3 o menos hasta el final de su próximo turno.", { kind: "player", who: "each" }, { noun: "Reliquia", zone: "mano", cost: { op: "le", value: 3 } }, "untilEndOfTheirNextTurn"],
  ])("%s", (sentence, what, filter, duration) => {
    expect(roundTrip(sentence)).toMatchObject({ steps: [{ kind: "restrict", what, restriction: { kind: "cannotPlay", filter }, duration }] });
  });

  it("como habilidad estática, mientras su condición se cumple", () => {
    const { abilities } = abilitiesOf("Personaje", "Mientras controles tres o más personajes, tu oponente no puede jugar Versos.") as { abilities: unknown[] };
    expect(abilities[0]).toMatchObject({ kind: "static", effect: { kind: "restrict", what: { kind: "player", who: "opponent" }, restriction: { kind: "cannotPlay" } } });
  });

  it("solo un jugador juega cartas", () => {
    const text = card("Verso", "Prólogo: Un personaje no puede jugar Versos este turno.");
    expect(compile([{ path: "prueba.carta", text }]).diagnostics.map((d) => d.code)).toEqual(["CR155"]);
  });
});

describe("dos eventos en un disparador: «bloquee o sea bloqueado»", () => {
  it.each([
    [
      "Embate. Siempre que este personaje bloquee o sea bloqueado, obtiene +1/+1 hasta el final del turno.",
      "Embate. Cada vez que este personaje bloquee, obtiene +1/+1 hasta el final del turno. Cada vez que este personaje sea bloqueado, obtiene +1/+1 hasta el final del turno.",
    ],
    [
      "Cuando este personaje entre en juego o sea destruido, haz 1 de daño a un personaje.",
      "Cuando este personaje entre en juego, haz 1 de daño a un personaje. Cuando este personaje sea destruido, haz 1 de daño a un personaje.",
    ],
  ])("%s", (printed, canonical) => {
    expect(characterAbilities(printed)).toEqual(characterAbilities(canonical));
  });

  it("un error del efecto común se dice una vez", () => {
    const text = card("Personaje", 'Cuando este personaje entre en juego o sea destruido, haz 1 de daño a un personaje llamado "Nadie".');
    expect(compile([{ path: "prueba.carta", text }]).diagnostics.map((d) => d.code)).toEqual(["CR102"]);
  });
});
