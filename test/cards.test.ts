// The bundled set, cards/: it compiles cleanly, it holds what the rules' worked
// examples need, and its IR is pinned by a snapshot a person has read.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  CARD_KEYWORDS,
  FACTIONS,
  TRAITS,
  compile,
  type Ability,
  type CardDefinition,
  type Step,
} from "../compiler/index.js";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const files = readdirSync(join(root, "cards"))
  .filter((f) => f.endsWith(".carta"))
  .sort();
const sources = files.map((f) => ({ path: `cards/${f}`, text: readFileSync(join(root, "cards", f), "utf8") }));
const result = compile(sources);
const cards = result.cardSet.cards;
const byName = new Map(cards.map((c) => [c.name, c]));

function stepsOf(ability: Ability): Step[] {
  if (ability.kind === "static") return [];
  return ability.steps.flatMap((s) => (s.kind === "chooseOne" ? [s, ...s.options.flatMap((o) => o.steps)] : [s]));
}

const allSteps = cards.flatMap((c) => c.abilities.flatMap(stepsOf));

describe("cards/", () => {
  it("compiles with no error and no warning", () => {
    expect(result.diagnostics.map((d) => `${d.file}:${d.range.start.line}: [${d.code}] ${d.message}`)).toEqual([]);
    expect(cards.length).toBeGreaterThanOrEqual(80);
  });

  it("has the cards of the rules' worked examples, with the stats the rules give", () => {
    const stats: Record<string, [number, number] | null> = {
      Impulso: null,
      Cas: null,
      "Albarian el Eterno": null,
      "Control de Etheria": null,
      Ofrenda: null,
      Zirkax: [2, 2],
      Presagio: null,
      "Silencio de Arniel": null,
      Asteliana: null,
      "Espectro Ambulante": null,
      "Último Lamento": null,
      Calma: null,
      "Aliento Ardiente": null,
      "Caballero Leal": [2, 2],
      Zav: [3, 3],
      Exterminador: [4, 4],
      "Guardiana del Valle": [3, 5],
      "La Etheriana": [4, 4],
    };
    for (const [name, expected] of Object.entries(stats)) {
      const card = byName.get(name);
      expect(card, name).toBeDefined();
      if (expected) expect([card!.attack, card!.life], name).toEqual(expected);
    }
    for (const name of ["Impulso", "Control de Etheria", "Ofrenda", "Presagio", "Silencio de Arniel", "Último Lamento", "Calma", "Aliento Ardiente"]) {
      expect(byName.get(name)!.type, name).toBe("Verso");
    }
    // Ejemplos 7–9: both fighters activate Embate.
    for (const name of ["Zirkax", "Caballero Leal", "Zav", "Exterminador", "Guardiana del Valle", "La Etheriana"]) {
      expect(byName.get(name)!.abilities.some((a) => a.kind === "trait" && a.trait === "Embate"), name).toBe(true);
    }
  });

  it("the example texts do what the examples say", () => {
    expect(byName.get("Ofrenda")!.abilities.find((a) => a.kind === "verse" && a.option === "Prólogo")).toMatchObject({
      targets: [{ what: { filter: { noun: "Personaje", controller: "you" } } }, { what: { filter: { noun: "Santuario" } } }],
      steps: [{ kind: "damage", amount: { value: 3 } }, { kind: "damage", amount: { value: 3 }, link: "ifYouDid" }],
    });
    expect(byName.get("Presagio")!.abilities[0]).toMatchObject({ steps: [{ kind: "prohibitNext", what: "Talento" }] });
    expect(byName.get("Silencio de Arniel")!.abilities[0]).toMatchObject({ steps: [{ kind: "prohibitNext", what: "carta", unlessPays: 2 }] });
    expect(byName.get("Último Lamento")!.abilities[0]).toMatchObject({
      steps: [{ kind: "destroy" }, { kind: "destroy", link: "ifYouDid" }],
    });
    expect(byName.get("Calma")!.abilities[0]).toMatchObject({ steps: [{ kind: "lookAtTop", count: 2 }, { kind: "draw", link: "then" }] });
    expect(byName.get("Aliento Ardiente")!.abilities[0]).toMatchObject({ steps: [{ kind: "divideDamage", amount: 4 }] });
    expect(byName.get("Impulso")!.abilities[0]).toMatchObject({ steps: [{ kind: "modifyStats", attack: 1, duration: "permanent" }] });
    expect(byName.get("Control de Etheria")!.abilities[0]).toMatchObject({ steps: [{ kind: "destroy" }] });
    expect(byName.get("Control de Etheria")!.cost).toBeLessThanOrEqual(3);
  });

  it("every faction has one Santuario, one basic and one special Escencia", () => {
    for (const faction of FACTIONS) {
      const of = cards.filter((c) => c.faction === faction);
      expect(of.filter((c) => c.type === "Santuario"), faction).toHaveLength(1);
      expect(of.filter((c) => c.type === "Escencia" && c.essenceKind === "básica"), faction).toHaveLength(1);
      expect(of.filter((c) => c.type === "Escencia" && c.essenceKind === "especial"), faction).toHaveLength(1);
    }
  });

  it("uses every keyword, trait, modifier and ability kind", () => {
    const keywords = new Set(cards.flatMap((c) => c.keywords));
    for (const k of CARD_KEYWORDS) expect(keywords.has(k), k).toBe(true);
    expect(cards.some((c) => c.bind !== undefined)).toBe(true);
    const traits = cards.flatMap((c) => c.abilities.filter((a) => a.kind === "trait"));
    for (const t of TRAITS) expect(traits.some((a) => a.kind === "trait" && a.trait === t), t).toBe(true);
    expect(traits.some((a) => a.kind === "trait" && a.temple)).toBe(true);
    expect(traits.some((a) => a.kind === "trait" && a.limit !== undefined)).toBe(true);
    expect(traits.some((a) => a.kind === "trait" && a.costs.some((c) => c.kind === "essence"))).toBe(true);
    const abilities = cards.flatMap((c) => c.abilities);
    for (const kind of ["verse", "triggered", "static"] as const) expect(abilities.some((a) => a.kind === kind), kind).toBe(true);
    for (const option of ["Prólogo", "Epílogo"]) expect(abilities.some((a) => a.kind === "verse" && a.option === option), option).toBe(true);
  });

  it("uses every effect of the language", () => {
    const kinds = new Set(allSteps.map((s) => s.kind));
    const expected: Step["kind"][] = [
      "damage", "divideDamage", "destroy", "draw", "discard", "mill", "modifyStats", "grantKeyword", "turn", "untap",
      "returnToHand", "gainLife", "prohibitNext", "prohibitTarget", "lookAtTop", "searchDeck", "addEssence",
      "returnEssence", "gainControl", "equip", "sacrifice", "chooseOne",
    ];
    for (const kind of expected) expect(kinds.has(kind), kind).toBe(true);
    expect(allSteps.some((s) => s.optional)).toBe(true);
    expect(allSteps.some((s) => s.condition !== undefined)).toBe(true);
    expect(allSteps.some((s) => s.link === "then")).toBe(true);
    expect(allSteps.some((s) => "amount" in s && typeof s.amount === "object" && s.amount !== null && s.amount.kind === "perEach")).toBe(true);
    expect(cards.some((c) => c.abilities.some((a) => a.kind !== "static" && a.kind !== "triggered" && a.costs.length > 0))).toBe(true);
  });

  it("has enough cards for two Alianza decks (Reglamento 2, 4, 5; 3 copies at most)", () => {
    const mainDeck = (c: CardDefinition) => c.type === "Personaje" || c.type === "Reliquia" || c.type === "Verso";
    const copies = (faction: string) => cards.filter((c) => c.faction === faction && mainDeck(c)).length * 3;
    // An Orden or Caos deck may bring up to 12 Valor cards (Reglamento 5).
    for (const faction of ["Orden", "Caos"]) {
      expect(copies(faction) + Math.min(12, copies("Valor")), faction).toBeGreaterThanOrEqual(35);
    }
  });

  it("matches the reviewed IR snapshot", async () => {
    // Ranges become "file:line:column" so the snapshot reads like the cards.
    const compact = JSON.stringify(
      result.cardSet,
      (key, value) =>
        key === "range" && value && typeof value === "object" && "start" in value
          ? `${value.file}:${value.start.line}:${value.start.column}`
          : value,
      2,
    );
    await expect(compact + "\n").toMatchFileSnapshot("__snapshots__/cards.ir.json");
  });
});
