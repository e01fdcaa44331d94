// What `cronicas validar` and the language server can say about a `.escenario`
// file without playing it: its syntax, and that every card it names exists in the
// card set or in its own `cartas:` block. Running it is the scenario runner's job.
import { closestMatch, parseEscenarioText, type CardRef, type ScenarioNode, type Span } from "../grammar/index.js";
import type { Diagnostic, Source } from "./compile.js";
import type { CardSet } from "./ir.js";
import { LineIndex } from "./positions.js";

function isCardRef(value: object): value is CardRef {
  return "name" in value && "nameSpan" in value && "span" in value && !("setup" in value) && typeof (value as CardRef).name === "string";
}

/** Every card a scenario names, wherever its statements put it. */
function cardRefs(scenario: ScenarioNode): CardRef[] {
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

export function checkScenarios(sources: readonly Source[], cardSet: CardSet): { diagnostics: Diagnostic[] } {
  const known = new Set(cardSet.cards.map((c) => c.name));
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    const lines = new LineIndex(source.text);
    const push = (code: string, severity: "error" | "warning", message: string, span: Span) =>
      diagnostics.push({ file: source.path, code, severity, message, range: lines.range(source.path, span) });
    const parsed = parseEscenarioText(source.text);
    for (const d of parsed.diagnostics) push(d.code, d.severity, d.message, d.span);
    for (const scenario of parsed.scenarios) {
      const inline = new Set(scenario.cards.map((c) => c.name));
      for (const ref of cardRefs(scenario)) {
        if (known.has(ref.name) || inline.has(ref.name)) continue;
        const suggestion = closestMatch(ref.name, [...known, ...inline]);
        push(
          "CR102",
          "error",
          suggestion !== undefined
            ? `No hay ninguna carta llamada «${ref.name}». ¿Quisiste decir «${suggestion}»?`
            : `No hay ninguna carta llamada «${ref.name}»: revisa el nombre, o defínela en la sección «cartas:» del escenario.`,
          ref.nameSpan,
        );
      }
    }
  }
  return { diagnostics };
}
