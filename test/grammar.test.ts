// Each construct of the language, from the text a designer writes to the IR the
// engine runs. A construct missing here is a construct nobody has seen work.
import { describe, expect, it } from "vitest";
import { compile } from "../compiler/index.js";
import { card, codesOf, compileClean, diagnosticsOf, prologue } from "./helpers.js";

describe("effect clauses (Prólogo of a Verso)", () => {
  const cases: Array<[string, string, object]> = [
    ["damage to a target", "Haz 3 de daño a un personaje.", { kind: "damage", amount: { kind: "fixed", value: 3 }, to: { kind: "target", ref: "t1" } }],
    ["damage written with «puntos»", "Haz 3 puntos de daño a un personaje que controles.", { kind: "damage", amount: { value: 3 } }],
    ["damage per each card", "Haz 1 de daño a un personaje por cada carta con Vestigios en tu cementerio.", {
      kind: "damage",
      amount: { kind: "perEach", value: 1, count: { noun: "carta", has: "Vestigios", zone: "cementerio", controller: "you" } },
    }],
    ["damage to the opponent's Santuario", "Haz 2 de daño a el Santuario de tu oponente.", { kind: "damage", to: { kind: "sanctuary", whose: "opponent" } }],
    ["damage «al» Santuario (al = a + el)", "Haz 2 de daño al Santuario de tu oponente.", { kind: "damage", to: { kind: "sanctuary", whose: "opponent" } }],
    ["return from the cementerio to your hand", "Devuelve un personaje de tu cementerio a tu mano.", { kind: "returnToHand", what: { kind: "target", ref: "t1" } }],
    ["divided damage", "Reparte 4 de daño entre hasta 2 personajes.", { kind: "divideDamage", amount: 4, among: "t1" }],
    ["destroy", "Destruye un personaje.", { kind: "destroy", what: { kind: "target", ref: "t1" } }],
    ["draw", "Roba 2 cartas.", { kind: "draw", player: { kind: "player", who: "you" }, amount: { kind: "fixed", value: 2 } }],
    ["draw with a number word", "Roba dos cartas.", { kind: "draw", amount: { value: 2 } }],
    ["opponent discards", "Tu oponente descarta una carta.", { kind: "discard", player: { kind: "player", who: "opponent" }, amount: { value: 1 } }],
    ["each player draws", "Cada jugador roba 1 carta.", { kind: "draw", player: { kind: "player", who: "each" } }],
    ["a target player draws", "Un jugador roba 2 cartas.", { kind: "draw", player: { kind: "playerTarget", ref: "t1" } }],
    ["mill", "Bota 3 cartas.", { kind: "mill", amount: { value: 3 } }],
    ["temporary stat change", "Un personaje obtiene +2 de ataque.", { kind: "modifyStats", attack: 2, life: 0, duration: "untilEndOfTurn" }],
    ["stat change with both stats", "Un personaje obtiene +1 de ataque y -1 de vida hasta el final del turno.", { kind: "modifyStats", attack: 1, life: -1, duration: "untilEndOfTurn" }],
    ["permanent stat change", "Un personaje obtiene +1 de ataque de forma permanente.", { kind: "modifyStats", attack: 1, duration: "permanent" }],
    ["grant a keyword", "Otro personaje que controles obtiene Imbatible hasta el final del turno.", { kind: "grantKeyword", keyword: "Imbatible" }],
    ["grant Sin entrenamiento", "Un personaje obtiene Sin entrenamiento.", { kind: "grantKeyword", keyword: "Sin entrenamiento" }],
    ["turn", "Gira un personaje.", { kind: "turn" }],
    ["untap a turned character", "Endereza un personaje girado.", { kind: "untap" }],
    ["return to hand", "Devuelve un personaje a la mano de su dueño.", { kind: "returnToHand", what: { kind: "target" } }],
    ["return Escencia", "Devuelve 1 Escencia.", { kind: "returnEssence", amount: 1 }],
    ["add Escencia turned", "Agrega 1 Escencia girada.", { kind: "addEssence", amount: 1, turned: true }],
    ["Santuario gains life", "Tu Santuario gana 3 de vida.", { kind: "gainLife", who: { kind: "sanctuary", whose: "you" }, amount: { value: 3 } }],
    ["prohibit the next card", "Prohíbe la próxima carta que fuera a resolverse.", { kind: "prohibitNext", what: "carta" }],
    ["prohibit unless pays (printed wording)", "La próxima carta que fuera a resolverse es prohibida a menos que su controlador pague 2 Escencias adicionales.", {
      kind: "prohibitNext",
      what: "carta",
      unlessPays: 2,
    }],
    ["prohibit next Talento", "El próximo Rasgo de Talento que fuera a resolverse es prohibido.", { kind: "prohibitNext", what: "Talento" }],
    ["prohibit a target on the chain", "Prohíbe un Verso en la cadena.", { kind: "prohibitTarget", what: { kind: "target", ref: "t1" } }],
    ["look at the top", "Mira las 2 primeras cartas de tu baraja y colócalas arriba o al fondo en cualquier orden.", { kind: "lookAtTop", count: 2, arrange: "topOrBottom" }],
    ["search the deck", "Busca en tu baraja una carta de Orden con coste 3 o menos y ponla en tu mano.", {
      kind: "searchDeck",
      filter: { noun: "carta", faction: "Orden", cost: { op: "le", value: 3 }, zone: "baraja" },
      destination: "mano",
    }],
    ["gain control", "Gana el control de un personaje con ataque 2 o menos hasta el final del turno.", { kind: "gainControl", duration: "untilEndOfTurn" }],
    ["sacrifice", "Sacrifica un personaje que controles.", { kind: "sacrifice" }],
  ];
  for (const [name, sentence, step] of cases) {
    it(name, () => {
      expect(prologue(sentence).kind).toBe("verse");
      const ability = prologue(sentence);
      if (ability.kind === "static") throw new Error("unexpected static");
      expect(ability.steps).toHaveLength(1);
      expect(ability.steps[0]).toMatchObject(step);
    });
  }
});

describe("targets are hoisted to the ability (Reglamento 23, 26)", () => {
  it("declares each «un …» once, in order, and steps refer to them by id", () => {
    const ability = prologue("Haz 3 de daño a un personaje que controles. Si lo haces, haz 3 de daño a un Santuario.");
    if (ability.kind === "static") throw new Error("static");
    expect(ability.targets).toMatchObject([
      { id: "t1", what: { kind: "card", filter: { noun: "Personaje", controller: "you", zone: "juego" } }, count: { exactly: 1 } },
      { id: "t2", what: { kind: "card", filter: { noun: "Santuario" } }, count: { exactly: 1 } },
    ]);
    expect(ability.steps.map((s) => s.kind)).toEqual(["damage", "damage"]);
    expect(ability.steps[1]).toMatchObject({ link: "ifYouDid", to: { kind: "target", ref: "t2" } });
  });

  it("«hasta N» and «N» give their counts; «todos los» is not a target", () => {
    const ability = prologue("Destruye hasta 2 personajes girados y gira todos los personajes de tu oponente.");
    if (ability.kind === "static") throw new Error("static");
    expect(ability.targets).toHaveLength(1);
    expect(ability.targets[0]).toMatchObject({ count: { upTo: 2 }, what: { filter: { turned: true } } });
    expect(ability.steps[1]).toMatchObject({ kind: "turn", what: { kind: "all", filter: { controller: "opponent" } } });
  });

  it("«ese personaje» refers to the target declared before it", () => {
    const ability = prologue("Gana el control de un personaje hasta el final del turno. Endereza ese personaje.");
    expect(ability).toMatchObject({
      targets: [{ id: "t1" }],
      steps: [{ kind: "gainControl", what: { kind: "target", ref: "t1" } }, { kind: "untap", what: { kind: "target", ref: "t1" } }],
    });
    expect((ability as { targets: unknown[] }).targets).toHaveLength(1);
  });

  it("a target in the cementerio keeps its zone", () => {
    const ability = prologue("Devuelve un personaje de tu cementerio a tu mano.");
    expect(ability).toMatchObject({ targets: [{ what: { filter: { noun: "Personaje", zone: "cementerio", controller: "you" } } }] });
  });

  it("«otro» excludes the card itself", () => {
    const c = compileClean(card("Personaje", "Talento: Otro personaje que controles obtiene +1 de vida."));
    const ability = c.abilities[0]!;
    if (ability.kind === "static") throw new Error("static");
    expect(ability.targets[0]).toMatchObject({ what: { filter: { other: true, controller: "you" } } });
  });

  it("every step and target carries the source range it came from", () => {
    const text = card("Verso", "Prólogo: Destruye un personaje.");
    const c = compileClean(text);
    const ability = c.abilities[0]!;
    if (ability.kind === "static") throw new Error("static");
    const step = ability.steps[0]!;
    expect(text.slice(step.range.start.offset, step.range.end.offset)).toBe("Destruye un personaje");
    expect(text.slice(ability.targets[0]!.range.start.offset, ability.targets[0]!.range.end.offset)).toBe("un personaje");
    expect(step.range).toMatchObject({ file: "prueba.carta", start: { line: 5, column: 12 } });
  });
});

describe("selections and filters", () => {
  const filterCases: Array<[string, object]> = [
    ["un personaje de Valor", { faction: "Valor" }],
    ["un personaje oponente", { controller: "opponent" }],
    ["un personaje de tu oponente", { controller: "opponent" }],
    ["un personaje que no controles", { controller: "opponent" }],
    ["un personaje que controla tu oponente", { controller: "opponent" }],
    ["un personaje de coste 2", { cost: { op: "eq", value: 2 } }],
    ["un personaje con ataque 4 o más", { attack: { op: "ge", value: 4 } }],
    ["un personaje con vida 2 o menos", { life: { op: "le", value: 2 } }],
    ["un personaje con Embate", { has: "Embate" }],
    ["un personaje con Letal", { has: "Letal" }],
    ["un personaje enderezado", { turned: false }],
    ['un personaje llamado "Zirkax"', { named: "Zirkax" }],
    ["una Reliquia en juego", { noun: "Reliquia", zone: "juego" }],
  ];
  for (const [selection, filter] of filterCases) {
    it(selection, () => {
      const ability = prologue(`Destruye ${selection}.`);
      if (ability.kind === "static") throw new Error("static");
      expect(ability.targets[0]?.what).toMatchObject({ kind: "card", filter });
    });
  }

  it("self, bearer, players and Santuarios", () => {
    const relic = compileClean(card("Reliquia", "El portador obtiene +2 de ataque."));
    expect(relic.abilities[0]).toMatchObject({ kind: "static", effect: { kind: "modifyStats", what: { kind: "bearer" }, attack: 2 } });
    const self = compileClean(card("Personaje", "Al entrar en juego, este personaje obtiene +1 de vida de forma permanente."));
    expect(self.abilities[0]).toMatchObject({ kind: "triggered", steps: [{ what: { kind: "self" } }] });
    const each = prologue("Cada otro personaje obtiene -1 de vida.");
    expect(each).toMatchObject({ steps: [{ what: { kind: "all", filter: { other: true } } }] });
  });
});

describe("connectors", () => {
  it("«Si lo haces» and «Luego» link to the previous step", () => {
    const ability = prologue("Destruye un personaje que controles. Si lo haces, destruye un personaje en juego.");
    expect(ability).toMatchObject({ steps: [{ kind: "destroy" }, { kind: "destroy", link: "ifYouDid" }] });
    const calma = prologue("Mira las 2 primeras cartas de tu baraja y colócalas arriba o al fondo en cualquier orden. Luego, roba 1 carta.");
    expect(calma).toMatchObject({ steps: [{ kind: "lookAtTop" }, { kind: "draw", link: "then" }] });
  });

  const conditions: Array<[string, object]> = [
    ["Si controlas un personaje de Valor", { kind: "controls", who: "you", filter: { faction: "Valor" }, atLeast: 1 }],
    ["Si tu oponente controla 2 personajes", { kind: "controls", who: "opponent", atLeast: 2 }],
    ["Si tu oponente controla 2 o más personajes", { kind: "controls", who: "opponent", atLeast: 2 }],
    ["Si tu Santuario tiene 10 o menos de vida", { kind: "sanctuaryLife", whose: "you", compare: { op: "le", value: 10 } }],
    ["Si tienes 3 o más cartas en tu mano", { kind: "cardsIn", zone: "mano", compare: { op: "ge", value: 3 } }],
  ];
  for (const [text, condition] of conditions) {
    it(text, () => {
      expect(prologue(`${text}, roba 1 carta.`)).toMatchObject({ steps: [{ kind: "draw", condition }] });
    });
  }

  it("later «y» clauses share the gate of the sentence (condition or «Si lo haces»)", () => {
    expect(prologue("Si controlas un personaje de Valor, roba 1 carta y descarta 1 carta.")).toMatchObject({
      steps: [{ kind: "draw", condition: { kind: "controls" } }, { kind: "discard", link: "and" }],
    });
    const plain = prologue("Roba 1 carta y descarta 1 carta.");
    expect(plain).toMatchObject({ steps: [{ kind: "draw" }, { kind: "discard" }] });
    expect("link" in (plain as { steps: object[] }).steps[1]!).toBe(false);
  });

  it("«y» after a stat change starts a new clause", () => {
    expect(prologue("Un personaje obtiene +2 de ataque y roba 1 carta.")).toMatchObject({
      steps: [{ kind: "modifyStats", attack: 2, life: 0 }, { kind: "draw" }],
    });
  });

  it("«de forma permanente» right after a selection is the duration", () => {
    expect(prologue("Gana el control de un personaje de forma permanente.")).toMatchObject({ steps: [{ kind: "gainControl", duration: "permanent" }] });
  });

  it("«Mira la primera carta» looks at one", () => {
    expect(prologue("Mira la primera carta de tu baraja.")).toMatchObject({ steps: [{ kind: "look", from: "deckTop", count: 1, reveal: false }] });
  });

  it("«sacrifica ese personaje» leaves the earlier target as declared", () => {
    expect(prologue("Haz 2 de daño a un personaje que no controles. Luego, sacrifica ese personaje.")).toMatchObject({
      targets: [{ what: { filter: { controller: "opponent" } } }],
    });
  });

  it("«Mira … de tu baraja y roba …» joins two clauses", () => {
    expect(prologue("Mira la primera carta de tu baraja y roba 1 carta.")).toMatchObject({ steps: [{ kind: "look", count: 1 }, { kind: "draw" }] });
  });

  it("sacrifice targets are always your own cards", () => {
    expect(prologue("Sacrifica un personaje.")).toMatchObject({ targets: [{ what: { filter: { controller: "you" } } }] });
    expect(prologue("Sacrifica todos los personajes.")).toMatchObject({ steps: [{ what: { kind: "all", filter: { controller: "you" } } }] });
  });

  it("«Puedes» makes a step optional and «y» joins clauses", () => {
    expect(prologue("Puedes robar 1 carta y descarta 1 carta.")).toMatchObject({
      steps: [{ kind: "draw", optional: true }, { kind: "discard" }],
    });
  });

  it("«Como coste adicional» becomes a cost paid on play", () => {
    expect(prologue("Como coste adicional, sacrifica un personaje. Destruye un personaje.")).toMatchObject({
      costs: [{ kind: "sacrifice", amount: 1, filter: { noun: "Personaje", controller: "you" } }],
      steps: [{ kind: "destroy" }],
      targets: [{ id: "t1" }],
    });
  });

  it("turning a character can be an additional cost too (Reglamento 12)", () => {
    expect(prologue("Como coste adicional, gira un personaje que controles. Roba 2 cartas.")).toMatchObject({
      costs: [{ kind: "turn", amount: 1, filter: { noun: "Personaje", controller: "you" } }],
      targets: [],
    });
  });

  it("«Elige uno» keeps each option with its own targets", () => {
    const text = card("Verso", "Prólogo: Elige uno:", "  - Roba 2 cartas.", "  - Haz 2 de daño a un personaje.");
    const c = compileClean(text);
    expect(c.abilities[0]).toMatchObject({
      steps: [{ kind: "chooseOne", options: [{ targets: [], steps: [{ kind: "draw" }] }, { targets: [{ id: "t1" }], steps: [{ kind: "damage" }] }] }],
    });
  });
});

describe("traits, keywords, triggers and static abilities", () => {
  it("a bare Embate and a Talento with Temple and Límite", () => {
    const c = compileClean(card("Personaje", "Embate.", "Talento, Temple, Límite Embate: Roba 1 carta."));
    expect(c.abilities).toMatchObject([
      { kind: "trait", trait: "Embate", steps: [], temple: false },
      { kind: "trait", trait: "Talento", temple: true, limit: "Embate", steps: [{ kind: "draw" }] },
    ]);
  });

  it("a trait with an Escencia cost", () => {
    expect(compileClean(card("Personaje", "Interferencia, 1 Escencia: Gira un personaje.")).abilities[0]).toMatchObject({
      kind: "trait",
      trait: "Interferencia",
      costs: [{ kind: "essence", amount: 1 }],
    });
  });

  it("Resplandor", () => {
    expect(compileClean(card("Personaje", "Resplandor: Roba 1 carta.")).abilities[0]).toMatchObject({ kind: "trait", trait: "Resplandor" });
  });

  it("keyword sentences", () => {
    const c = compileClean(card("Personaje", "Imbatible.", "Devastar.", "Letal.", "Mítica.", "Vestigios.", "Sin entrenamiento."));
    expect(c.keywords).toEqual(["Imbatible", "Devastar", "Letal", "Mítica", "Vestigios", "Sin entrenamiento"]);
    expect(compileClean(card("Reliquia", "Vincular 2.")).bind).toBe(2);
  });

  const triggers: Array<[string, object]> = [
    ["Al entrar en juego", { kind: "entersPlay" }],
    ["Al salir del juego", { kind: "leavesPlay" }],
    ["Cuando este personaje sea destruido", { kind: "destroyed" }],
    ["Cuando este personaje bloquee", { kind: "blocks" }],
    ["Cuando este personaje sea bloqueado", { kind: "isBlocked" }],
    ["Cuando este personaje no sea bloqueado", { kind: "notBlocked" }],
    ["Al no ser bloqueado", { kind: "notBlocked" }],
    ["Al comienzo de tu Alba", { kind: "phaseStart", phase: "Alba", whose: "you" }],
    ["Al comienzo de cada Anochecer", { kind: "phaseStart", phase: "Anochecer", whose: "each" }],
  ];
  for (const [text, trigger] of triggers) {
    it(text, () => {
      expect(compileClean(card("Personaje", `${text}, roba 1 carta.`)).abilities[0]).toMatchObject({ kind: "triggered", trigger });
    });
  }

  it("static abilities: stat bonus, keyword, cost change", () => {
    const c = compileClean(card("Santuario", "Tus personajes de Orden obtienen +1 de vida.", "Los Versos de tu oponente cuestan 1 más.", "Tus Versos cuestan 1 menos."));
    expect(c.abilities).toMatchObject([
      { kind: "static", effect: { kind: "modifyStats", what: { kind: "all", filter: { noun: "Personaje", faction: "Orden", controller: "you" } }, life: 1 } },
      { kind: "static", effect: { kind: "modifyCost", what: { kind: "all", filter: { noun: "Verso", controller: "opponent" } }, delta: 1 } },
      { kind: "static", effect: { kind: "modifyCost", what: { kind: "all", filter: { noun: "Verso", controller: "you" } }, delta: -1 } },
    ]);
  });

  it("a card that costs less for each card: «Este personaje cuesta 1 menos por cada …»", () => {
    const c = compileClean(card("Personaje", "Este personaje cuesta 1 menos por cada Reliquia que controles."));
    expect(c.abilities).toMatchObject([
      { kind: "static", effect: { kind: "modifyCost", what: { kind: "self" }, delta: -1, perEach: { noun: "Reliquia", controller: "you" } } },
    ]);
  });

  it("a subject sentence after an ability on the same line continues it", () => {
    const c = compileClean(card("Personaje", "Talento: Roba 1 carta. Tu oponente roba 1 carta."));
    expect(c.abilities).toHaveLength(1);
    expect(c.abilities[0]).toMatchObject({ steps: [{ kind: "draw" }, { kind: "draw", player: { who: "opponent" } }] });
  });

  it("an effect sentence on the next line continues the ability", () => {
    const c = compileClean(card("Verso", "Prólogo: Destruye un personaje que controles.", "Si lo haces, roba 2 cartas."));
    expect(c.abilities).toHaveLength(1);
  });
});

describe("card frame and file layout", () => {
  it("every card type, with its fields", () => {
    const text = [
      'carta "P"\n tipo Personaje\n facción Instinto\n coste 1\n ataque 1\n vida 1',
      'carta "R"\n tipo Reliquia\n facción Forja\n coste 2',
      'carta "V"\n tipo Verso\n facción Valor\n coste 0\n Epílogo: Roba 1 carta.',
      'carta "S"\n tipo Santuario\n facción Errantes\n vida 20',
      'carta "B"\n tipo Escencia básica\n facción Orden',
      'carta "E"\n tipo Escencia especial\n facción Caos\n Al entrar en juego, roba 1 carta.',
    ].join("\n\n");
    const r = compile([{ path: "a.carta", text }]);
    expect(r.diagnostics).toEqual([]);
    expect(r.cardSet.cards.map((c) => [c.name, c.type, c.essenceKind ?? null, c.faction])).toEqual([
      ["P", "Personaje", null, "Instinto"],
      ["R", "Reliquia", null, "Forja"],
      ["V", "Verso", null, "Valor"],
      ["S", "Santuario", null, "Errantes"],
      ["B", "Escencia", "básica", "Orden"],
      ["E", "Escencia", "especial", "Caos"],
    ]);
    expect(r.cardSet.cards[0]).toMatchObject({ cost: 1, attack: 1, life: 1 });
    expect(r.cardSet.cards[3]).toMatchObject({ life: 20 });
  });

  it("keywords match case-insensitively; comments are ignored", () => {
    const text = '# un comentario\nCARTA "X" # al final de la línea\n  TIPO verso\n  FACCIÓN caos\n  Coste 1\n  PRÓLOGO: ROBA 1 CARTA.\n';
    const r = compile([{ path: "a.carta", text }]);
    expect(r.diagnostics).toEqual([]);
    expect(r.cardSet.cards[0]).toMatchObject({ name: "X", type: "Verso", faction: "Caos" });
  });

  it("Esencia and Escencia are both accepted without a warning", () => {
    expect(codesOf(card("Verso", "Prólogo: Agrega 1 Esencia. Devuelve 1 Escencia."))).toEqual([]);
  });

  it("a missing accent is accepted with a warning and a fix", () => {
    const [d] = diagnosticsOf(card("Verso", "Prologo: Haz 2 de dano a un personaje."));
    expect(d).toMatchObject({ code: "CR004", severity: "warning", fix: { replacement: "Prólogo" } });
    const all = diagnosticsOf(card("Verso", "Prologo: Haz 2 de dano a un personaje."));
    expect(all.map((x) => x.fix?.replacement)).toEqual(["Prólogo", "daño"]);
  });

  it("the IR is plain JSON", () => {
    const c = compileClean(card("Verso", "Prólogo: Haz 3 de daño a un personaje. Si lo haces, roba 1 carta."));
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
  });
});

describe("the grammar itself", () => {
  it("passes chevrotain's own checks (no ambiguous alternatives, no repeated occurrence index), which start-up skips", async () => {
    const { CartaParser } = await import("../grammar/carta/parser/index.js");
    expect(() => new CartaParser(true)).not.toThrow();
  });
});
