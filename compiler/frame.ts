// The frame of a card: its type, faction and numbers, read from the field lines,
// with the construction rules on fields (which fields each type needs or refuses).
import type { CardNode, Diagnostic, FieldName, FieldNode, Span } from "../grammar/index.js";
import type { CardType, EssenceKind, Faction } from "./ir.js";
import { report, type CheckCode } from "./diagnostics/catalog.js";

export interface CardFrame {
  type: CardType | undefined;
  essenceKind: EssenceKind | undefined;
  faction: Faction | undefined;
  cost: number | undefined;
  attack: number | undefined;
  life: number | undefined;
}

/** Which numeric fields a card type must have (true), may not have (false). */
const FIELD_RULES: Record<CardType, Record<"coste" | "ataque" | "vida", boolean>> = {
  Personaje: { coste: true, ataque: true, vida: true },
  Reliquia: { coste: true, ataque: false, vida: false },
  Verso: { coste: true, ataque: false, vida: false },
  Santuario: { coste: false, ataque: false, vida: true },
  Escencia: { coste: false, ataque: false, vida: false },
};

/** Sensible ranges of printed numbers; outside them a number is a typo, not a design. */
export const FIELD_RANGES: Record<"coste" | "ataque" | "vida", [number, number]> = {
  coste: [0, 15],
  ataque: [0, 20],
  vida: [1, 60],
};

export function readFrame(card: CardNode, diagnostics: Diagnostic[]): CardFrame {
  const seen = new Map<FieldName, FieldNode>();
  for (const field of card.fields) {
    if (seen.has(field.field)) {
      report(diagnostics, "CR103", { field: field.field }, field.span);
      continue;
    }
    seen.set(field.field, field);
  }
  const tipo = seen.get("tipo") as Extract<FieldNode, { field: "tipo" }> | undefined;
  const faccion = seen.get("facción") as Extract<FieldNode, { field: "facción" }> | undefined;
  const number = (name: "coste" | "ataque" | "vida") => seen.get(name) as Extract<FieldNode, { field: typeof name }> | undefined;

  let type: CardType | undefined;
  let essenceKind: EssenceKind | undefined;
  const attempted = (field: string) => card.unparsed.includes(field);
  if (tipo === undefined) {
    if (!attempted("tipo")) report(diagnostics, "CR104", { name: card.name }, card.nameSpan);
  } else if (tipo.cardType === "carta") {
    report(diagnostics, "CR122", { problem: "carta" }, tipo.valueSpan);
  } else {
    type = tipo.cardType as CardType;
    if (type === "Escencia") {
      if (tipo.essenceKind === undefined) {
        report(diagnostics, "CR122", { problem: "sinClase" }, tipo.valueSpan);
      } else {
        essenceKind = tipo.essenceKind as EssenceKind;
        // Reglamento 6 defines the special Escencia as the one with an ability: the printed text
        // decides what it is (ruling R138); the label is only warned about.
        const first = card.abilities[0];
        if (essenceKind === "básica" && first !== undefined) {
          report(diagnostics, "CR113", {}, first.span);
          essenceKind = "especial";
        }
      }
    } else if (tipo.essenceKind !== undefined) {
      report(diagnostics, "CR122", { problem: "claseSinEscencia", kind: tipo.essenceKind, type }, tipo.valueSpan);
    }
  }
  if (faccion === undefined && !attempted("facción")) {
    report(diagnostics, "CR105", { name: card.name }, card.nameSpan);
  }

  const values: Partial<Record<"coste" | "ataque" | "vida", number>> = {};
  for (const name of ["coste", "ataque", "vida"] as const) {
    const field = number(name);
    if (type !== undefined) {
      const required = FIELD_RULES[type][name];
      if (field === undefined && required && !attempted(name)) {
        const code: Extract<CheckCode, "CR106" | "CR107" | "CR108"> = name === "coste" ? "CR106" : type === "Santuario" ? "CR108" : "CR107";
        report(diagnostics, code, { type, field: name }, card.nameSpan);
      }
      if (field !== undefined && !required) {
        report(diagnostics, "CR109", { type, field: name }, field.span);
        continue;
      }
    }
    if (field !== undefined) {
      const [min, max] = FIELD_RANGES[name];
      if (field.value < min || field.value > max) {
        report(diagnostics, "CR116", { what: name, value: field.value, min, max }, field.valueSpan);
      }
      values[name] = field.value;
    }
  }
  return {
    type,
    essenceKind,
    faction: faccion?.faction as Faction | undefined,
    cost: values.coste,
    attack: values.ataque,
    life: values.vida,
  };
}
