// «Elige uno —»: options chosen when the card is played, each with its own targets
// (Reglamento 15: «escoger una de las opciones disponibles»).
import { report } from "../diagnostics/catalog.js";
import type { ChoiceOption } from "../ir.js";
import { lowerSentence } from "../lower/sentences.js";
import { checkSentence } from "../check/sentences.js";
import { never, type ClauseOf, type ClauseSpec } from "./spec.js";

export const chooseOne: ClauseSpec<ClauseOf<"chooseOne">> = {
  places: ["effect"],
  fallible: never,
  check(c, ctx) {
    if (c.options.length < 2) report(ctx.diagnostics, "CR116", { what: "Las opciones de «Elige uno»", value: c.options.length, min: 2, max: 9 }, c.span);
    for (const option of c.options) {
      if (option.link === "additionalCost") report(ctx.diagnostics, "CR125", { problem: "optionCost" }, option.span);
      else checkSentence(option, 0, undefined, { ...ctx, place: "effect" });
    }
  },
  lower(c, scope, base) {
    const options: ChoiceOption[] = c.options.map((sentence) => {
      const inner = scope.option();
      const steps = lowerSentence(sentence, inner, []);
      return { targets: inner.targets, steps, range: scope.range(sentence.span) };
    });
    return [{ kind: "chooseOne", options, ...base }];
  },
};
