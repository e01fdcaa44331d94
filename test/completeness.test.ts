// «One place per construct»: a construct added to the syntax tree or to the IR must not
// build until every place that has to handle it does. This test adds a probe member to
// each union in memory (the files on disk are untouched), type-checks the whole project
// once with the TypeScript compiler, and asserts that the error naming the probe appears
// in each table or exhaustive switch that must know it, and nowhere else. A handler that
// silently skips an unknown kind (a `default:` without `assertNever`, a `switch` whose
// function may return undefined) makes this test fail.
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");

interface Probe {
  /** The union the probe joins. */
  union: string;
  file: string;
  /** The probe's member, inserted first in the union; its name is `zzProbe<union>`. */
  member: string;
  /** The files that must refuse to build until they handle the probe. */
  handledIn: string[];
}

const probe = (union: string) => `zzProbe${union}`;

const PROBES: Probe[] = [
  // The syntax tree: a new clause needs its spec (check + lower) and its selections walked.
  { union: "ClauseNode", file: "grammar/carta/ast.ts", member: `(Spanned & { kind: "${probe("ClauseNode")}" })`, handledIn: ["compiler/clauses/index.ts", "grammar/carta/walk.ts"] },
  { union: "ConditionNode", file: "grammar/carta/ast.ts", member: `(Spanned & { kind: "${probe("ConditionNode")}" })`, handledIn: ["grammar/carta/walk.ts", "compiler/check/sentences.ts", "compiler/lower/values.ts"] },
  { union: "EventNode", file: "grammar/carta/ast.ts", member: `{ kind: "${probe("EventNode")}" }`, handledIn: ["grammar/carta/walk.ts", "compiler/lower/values.ts"] },
  { union: "SelectionNode", file: "grammar/carta/ast.ts", member: `(Spanned & { kind: "${probe("SelectionNode")}" })`, handledIn: ["compiler/clauses/checks.ts", "compiler/lower/selections.ts"] },
  { union: "FilterNode", file: "grammar/carta/ast.ts", member: `(Spanned & { kind: "${probe("FilterNode")}" })`, handledIn: ["compiler/lower/selections.ts"] },
  { union: "AbilityNode", file: "grammar/carta/ast.ts", member: `(Spanned & { kind: "${probe("AbilityNode")}" })`, handledIn: ["compiler/check/card.ts", "compiler/lower/abilities.ts", "lsp/cards.ts"] },
  // The IR: a new kind needs the engine that runs it and the printer that writes it back as text.
  { union: "Step", file: "compiler/ir.ts", member: `(StepBase & { kind: "${probe("Step")}" })`, handledIn: ["compiler/emit/text/steps.ts", "runtime/agents.ts", "runtime/effects/registry.ts"] },
  { union: "Trigger", file: "compiler/ir.ts", member: `{ kind: "${probe("Trigger")}" }`, handledIn: ["compiler/emit/text/triggers.ts", "runtime/defs.ts", "runtime/engine/listeners.ts"] },
  { union: "StaticEffect", file: "compiler/ir.ts", member: `{ kind: "${probe("StaticEffect")}" }`, handledIn: ["compiler/emit/text/statics.ts", "runtime/defs.ts"] },
  { union: "Condition", file: "compiler/ir.ts", member: `{ kind: "${probe("Condition")}" }`, handledIn: ["compiler/emit/text/conditions.ts", "runtime/query.ts"] },
  { union: "Cost", file: "compiler/ir.ts", member: `{ kind: "${probe("Cost")}"; range: SourceRange }`, handledIn: ["compiler/emit/text/costs.ts", "runtime/options.ts"] },
  { union: "Subject", file: "compiler/ir.ts", member: `{ kind: "${probe("Subject")}" }`, handledIn: ["compiler/emit/text/subjects.ts", "runtime/effects/subjects.ts", "runtime/query.ts"] },
  { union: "Amount", file: "compiler/ir.ts", member: `{ kind: "${probe("Amount")}"; value: number }`, handledIn: ["compiler/emit/text/steps.ts", "runtime/effects/subjects.ts"] },
  { union: "Restriction", file: "compiler/ir.ts", member: `{ kind: "${probe("Restriction")}" }`, handledIn: ["compiler/emit/text/restrictions.ts", "runtime/continuous.ts", "runtime/describe.ts"] },
  { union: "Ability", file: "compiler/ir.ts", member: `(AbilityBase & { kind: "${probe("Ability")}" })`, handledIn: ["compiler/emit/text/abilities.ts", "runtime/defs.ts", "runtime/engine/actions.ts"] },
  // The vocabulary: a new role of words needs its completion kind, hover detail and highlighting.
  { union: "Role", file: "grammar/vocabulary/words.ts", member: `"${probe("Role")}"`, handledIn: ["lsp/completion.ts", "lsp/semantic-tokens.ts", "lsp/vocabulary.ts"] },
];

/** The text of `file` with the probe member first in `union`. */
function withProbe(text: string, p: Probe): string {
  const head = `export type ${p.union} =\n`;
  const at = text.indexOf(head);
  if (at < 0) throw new Error(`${p.file}: no «${head.trim()}»`);
  return text.slice(0, at + head.length) + `  | ${p.member}\n` + text.slice(at + head.length);
}

function projectFiles(): string[] {
  const config = ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config.config, ts.sys, root).fileNames;
}

/** Every error of the project with the probes in place, as «file: message». */
function errorsWithProbes(probes: Probe[]): { file: string; message: string }[] {
  const patched = new Map<string, string>();
  for (const p of probes) {
    const path = join(root, p.file);
    patched.set(path, withProbe(patched.get(path) ?? readFileSync(path, "utf8"), p));
  }
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, "tsconfig.json"), ts.sys.readFile).config, ts.sys, root);
  const host = ts.createCompilerHost({ ...config.options, noEmit: true });
  const read = host.readFile.bind(host);
  host.readFile = (name) => patched.get(resolve(name)) ?? read(name);
  const getSource = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, onError, fresh) => {
    const text = patched.get(resolve(name));
    return text !== undefined ? ts.createSourceFile(name, text, language, true) : getSource(name, language, onError, fresh);
  };
  const program = ts.createProgram({ rootNames: projectFiles(), options: { ...config.options, noEmit: true }, host });
  return ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? relative(root, d.file.fileName) : "",
    message: ts.flattenDiagnosticMessageText(d.messageText, "\n"),
  }));
}

describe("one place per construct: a new kind does not build until it is handled", () => {
  let errors: { file: string; message: string }[] = [];
  let baseline: { file: string; message: string }[] = [];
  beforeAll(() => {
    baseline = errorsWithProbes([]);
    errors = errorsWithProbes(PROBES);
  }, 120_000);

  it("the project builds without probes", () => {
    expect(baseline.map((e) => `${e.file}: ${e.message}`)).toEqual([]);
  });

  for (const p of PROBES) {
    it(`${p.union} (${p.file}) must be handled in ${p.handledIn.join(", ")}`, () => {
      const name = probe(p.union);
      // The quotes keep «zzProbeCondition» from matching «zzProbeConditionNode» (tsc quotes a
      // literal type with " and a property name with ').
      const quoted = new RegExp(`["']${name}["']`);
      const where = [...new Set(errors.filter((e) => quoted.test(e.message)).map((e) => e.file))].sort();
      expect(where).toEqual([...p.handledIn].sort());
    });
  }
});
