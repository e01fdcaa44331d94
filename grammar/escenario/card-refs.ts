// The cards a scenario's statements name. The tree nests a `CardRef` in many kinds of
// statement (setup, plays, results); this one walk finds them all, for the checker that
// reports unknown cards and for the language server's references and rename.
import type { CardRef, ScenarioNode } from "./ast.js";

function isCardRef(value: object): value is CardRef {
  return typeof (value as Partial<CardRef>).name === "string" && "nameSpan" in value && "span" in value && !("setup" in value);
}

/** Every card the setup, plays and results name, in tree order (the `cartas:` block is not a reference). */
export function scenarioCardRefs(scenario: ScenarioNode): CardRef[] {
  const out: CardRef[] = [];
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== "object") return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (isCardRef(value)) {
      out.push(value);
      return;
    }
    for (const child of Object.values(value)) visit(child);
  };
  visit([scenario.setup, scenario.plays, scenario.expectations]);
  return out;
}
