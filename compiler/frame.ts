// The frame of a card: its type, faction and numbers, read from the field lines,
// with the construction rules on fields (which fields each type needs or refuses).
import type { CardNode, Diagnostic, FieldName, FieldNode, Span } from "../grammar/index.js";
import type { CardType, EssenceKind, Faction } from "./ir.js";
import type { CheckCode } from "./messages.js";

export interface CardFrame {
  type: CardType | undefined;
  essenceKind: EssenceKind | undefined;
  faction: Faction | undefined;
  cost: number | undefined;
  attack: number | undefined;
  life: number | undefined;
}

/** "un Personaje", "una Reliquia": card types with their indefinite article. */
export function withArticle(noun: string): string {
  return `${noun === "Reliquia" || noun === "Escencia" || noun === "carta" ? "una" : "un"} ${noun === "Personaje" ? "personaje" : noun}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function report(diagnostics: Diagnostic[], code: CheckCode, message: string, span: Span, severity: "error" | "warning" = "error"): void {
  diagnostics.push({ code, severity, message, span });
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
      report(diagnostics, "CR103", `El campo «${field.field}» ya está en esta carta; deja solo uno.`, field.span);
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
    if (!attempted("tipo")) report(diagnostics, "CR104", `Falta el tipo de «${card.name}»: añade una línea «tipo Personaje» (o Reliquia, Verso, Santuario, Escencia básica, Escencia especial).`, card.nameSpan);
  } else if (tipo.cardType === "carta") {
    report(diagnostics, "CR122", "«carta» no es un tipo: escribe Personaje, Reliquia, Verso, Santuario, Escencia básica o Escencia especial.", tipo.valueSpan);
  } else {
    type = tipo.cardType as CardType;
    if (type === "Escencia") {
      if (tipo.essenceKind === undefined) {
        report(diagnostics, "CR122", "Indica qué Escencia es: «tipo Escencia básica» o «tipo Escencia especial».", tipo.valueSpan);
      } else {
        essenceKind = tipo.essenceKind as EssenceKind;
      }
    } else if (tipo.essenceKind !== undefined) {
      report(diagnostics, "CR122", `«${tipo.essenceKind}» solo califica a una Escencia: escribe «tipo ${type}».`, tipo.valueSpan);
    }
  }
  if (faccion === undefined && !attempted("facción")) {
    report(diagnostics, "CR105", `Falta la facción de «${card.name}»: añade una línea «facción Orden» (o Instinto, Forja, Caos, Valor, Errantes).`, card.nameSpan);
  }

  const values: Partial<Record<"coste" | "ataque" | "vida", number>> = {};
  for (const name of ["coste", "ataque", "vida"] as const) {
    const field = number(name);
    if (type !== undefined) {
      const required = FIELD_RULES[type][name];
      if (field === undefined && required && !attempted(name)) {
        const code: CheckCode = name === "coste" ? "CR106" : type === "Santuario" ? "CR108" : "CR107";
        report(diagnostics, code, `${capitalize(withArticle(type))} necesita ${name}: añade una línea «${name} N».`, card.nameSpan);
      }
      if (field !== undefined && !required) {
        report(diagnostics, "CR109", `${capitalize(withArticle(type))} no tiene ${name}: borra esta línea.`, field.span);
        continue;
      }
    }
    if (field !== undefined) {
      const [min, max] = FIELD_RANGES[name];
      if (field.value < min || field.value > max) {
        report(diagnostics, "CR116", `${name} ${field.value} está fuera de rango: escribe un número entre ${min} y ${max}.`, field.valueSpan);
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
