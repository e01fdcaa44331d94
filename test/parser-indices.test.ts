// Chevrotain tells apart two uses of the same DSL method in one rule only by their index
// (OR vs OR1, CONSUME(T.Tu) vs CONSUME1(T.Tu)): two alike in a rule share one lookahead,
// and the grammar then silently takes the wrong alternative (an «OR7» added to `filter`
// beside another made «de un oponente» parse as «de … juego»). Its self-analysis does not
// see this in an embedded-actions parser, so this test reads the rules' source.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const DIR = new URL("../grammar/carta/parser/", import.meta.url);
const LOWER: Record<string, string> = { or: "OR", many: "MANY", option: "OPTION", atLeastOne: "AT_LEAST_ONE", manySep: "MANY_SEP" };

/** Each rule's body, from its `= this.RULE("name"` to the next rule. */
function rules(): { file: string; rule: string; body: string }[] {
  const out: { file: string; rule: string; body: string }[] = [];
  for (const file of readdirSync(DIR).filter((f) => f.endsWith(".ts"))) {
    const parts = readFileSync(new URL(file, DIR), "utf8").split(/(?=\b\w+ = this\.RULE\(")/);
    for (const body of parts.slice(1)) out.push({ file, rule: /this\.RULE\("(\w+)"/.exec(body)![1]!, body });
  }
  return out;
}

function occurrences(body: string): Map<string, number> {
  const seen = new Map<string, number>();
  const add = (key: string): void => void seen.set(key, (seen.get(key) ?? 0) + 1);
  // A type argument may stand between the method and its call: «this.OR1<SelectionNode>([», «this.or<number>(110, [».
  for (const m of body.matchAll(/\bthis\.(OR|MANY|OPTION|AT_LEAST_ONE|MANY_SEP)(\d*)(?:<[^(]*>)?\(/g)) add(`${m[1]}${m[2] || "0"}`);
  for (const m of body.matchAll(/\bthis\.(or|many|option|atLeastOne|manySep)(?:<[^(]*>)?\((\d+)/g)) add(`${LOWER[m[1]!]}${m[2]}`);
  for (const m of body.matchAll(/\bthis\.CONSUME(\d*)\(T\.(\w+)\)/g)) add(`CONSUME${m[1] || "0"}(T.${m[2]})`);
  for (const m of body.matchAll(/\bthis\.consume\((\d+), T\.(\w+)\)/g)) add(`CONSUME${m[1]}(T.${m[2]})`);
  for (const m of body.matchAll(/\bthis\.SUBRULE(\d*)\(this\.(\w+)/g)) add(`SUBRULE${m[1] || "0"}(${m[2]})`);
  for (const m of body.matchAll(/\bthis\.subrule\((\d+), this\.(\w+)/g)) add(`SUBRULE${m[1]}(${m[2]})`);
  return seen;
}

describe("the card grammar's rules", () => {
  it("use each DSL method with a given index once per rule", () => {
    const all = rules();
    expect(all.length).toBeGreaterThan(40);
    const twice: string[] = [];
    for (const { file, rule, body } of all) for (const [key, n] of occurrences(body)) if (n > 1) twice.push(`${file} ${rule}: ${key} ×${n}`);
    expect(twice).toEqual([]);
  });

  it("are read by this test (a duplicate in a sample rule is found)", () => {
    const sample = 'x = this.RULE("x", () => { this.OR7([]); this.or(7, []); this.or<number>(8, []); this.OR8<string>([]); this.CONSUME(T.Un); this.consume(0, T.Un); });';
    expect([...occurrences(sample)].filter(([, n]) => n > 1).map(([k]) => k)).toEqual(["OR7", "OR8", "CONSUME0(T.Un)"]);
  });
});
