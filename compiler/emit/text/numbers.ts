// The language writes numbers as digits (`\d+`): every number of the IR must be a
// whole number, not negative, except the signed changes of ataque, vida and coste.
import type { CardDefinition } from "../../ir.js";
import { UnprintableError } from "./unprintable.js";

/** Fields whose numbers carry a sign, by the kind of the node that holds them. */
const SIGNED: Record<string, readonly string[]> = { modifyStats: ["attack", "life"], modifyCost: ["delta"], nextCostChange: ["delta"] };

export function checkNumbers(card: CardDefinition): void {
  const visit = (value: unknown, kind: string): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v, kind);
      return;
    }
    if (typeof value !== "object" || value === null) return;
    const node = value as Record<string, unknown>;
    const own = typeof node["kind"] === "string" ? (node["kind"] as string) : kind;
    for (const [key, v] of Object.entries(node)) {
      if (key === "range") continue;
      if (typeof v === "number") {
        const signed = SIGNED[own]?.includes(key) === true;
        if (!Number.isSafeInteger(v) || (v < 0 && !signed)) {
          throw new UnprintableError(card.name, `el número ${v} (${key}) no se puede escribir: el lenguaje escribe números enteros con cifras`);
        }
      } else visit(v, own);
    }
  };
  visit(card, "");
}
