// Sentences → steps: connectors become links («Luego» then, «Si lo haces» ifYouDid, «Si
// no lo haces» ifYouDidNot, «Si no» otherwise, «y» and), a condition gates the first
// step of its sentence and the later ones share it, «Puedes» makes a step optional and
// an infinitive under the same «Puedes» waits for it («Puedes revelarla y ponerla»), a
// delayed moment wraps the sentence's steps, and each clause lowers by its spec.
import type { ClauseNode, SentenceNode } from "../../grammar/index.js";
import { CLAUSES } from "../clauses/index.js";
import type { ClauseOf, ClauseSpec } from "../clauses/spec.js";
import type { Cost, Step, StepBase } from "../ir.js";
import type { Scope } from "./scope.js";
import { lowerPlayer } from "./selections.js";
import { lowerCondition, lowerTrigger } from "./values.js";

function specOf<C extends ClauseNode>(clause: C): ClauseSpec<C> {
  return CLAUSES[clause.kind] as unknown as ClauseSpec<C>;
}

/** The steps and costs of an ability's body. */
export function lowerBody(body: SentenceNode[], scope: Scope): { costs: Cost[]; steps: Step[] } {
  const costs: Cost[] = [];
  let steps: Step[] = [];
  // Where the steps of the sentence before begin, for «… en su lugar».
  let previousStart = 0;
  for (const sentence of body) {
    if (sentence.link === "additionalCost") {
      costs.push(...lowerCosts(sentence, scope));
      continue;
    }
    const start = steps.length;
    const lowered = lowerSentence(sentence, scope, steps);
    if (sentence.instead !== undefined && start > previousStart) {
      // «A. Si C, B en su lugar.» is «Si C, B. Si no, A.» (Reglamento 17: one or the other).
      const replaced = steps.slice(previousStart);
      replaced[0] = { ...replaced[0]!, link: "otherwise" };
      steps = [...steps.slice(0, previousStart), ...lowered, ...replaced];
    } else steps.push(...lowered);
    previousStart = start;
  }
  dropUnusedSearchBindings(steps);
  return { costs, steps };
}

/**
 * A search binds the card it finds only when a later step speaks of it («Busca un
 * personaje y ponlo en juego. Obtiene …»); an unused binding would only be noise in the IR.
 */
function dropUnusedSearchBindings(steps: Step[]): void {
  const used = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(collect);
    if (value === null || typeof value !== "object") return;
    const o = value as Record<string, unknown>;
    if (o.kind === "found" && typeof o.ref === "string") used.add(o.ref);
    if (o.kind === "rest" && typeof o.of === "string") used.add(o.of);
    Object.values(o).forEach(collect);
  };
  collect(steps);
  // The bindings left are numbered again in order (f1, f2…), as the printer numbers them.
  const renamed = new Map<string, string>();
  const prune = (list: Step[]): void => {
    for (const step of list) {
      if ((step.kind === "searchDeck" || step.kind === "mill" || step.kind === "draw" || step.kind === "discard") && step.as !== undefined && !used.has(step.as)) delete step.as;
      if ((step.kind === "searchDeck" || step.kind === "look" || step.kind === "choose" || step.kind === "mill" || step.kind === "draw" || step.kind === "discard") && step.as !== undefined && !renamed.has(step.as)) renamed.set(step.as, `f${renamed.size + 1}`);
      if (step.kind === "delayed") prune(step.steps);
      if (step.kind === "chooseOne") step.options.forEach((o) => prune(o.steps));
    }
  };
  prune(steps);
  if ([...renamed].every(([from, to]) => from === to)) return;
  const rename = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(rename);
    if (value === null || typeof value !== "object") return;
    const o = value as Record<string, unknown>;
    if ((o.kind === "searchDeck" || o.kind === "look" || o.kind === "choose" || o.kind === "mill" || o.kind === "draw" || o.kind === "discard") && typeof o.as === "string") o.as = renamed.get(o.as) ?? o.as;
    if (o.kind === "found" && typeof o.ref === "string") o.ref = renamed.get(o.ref) ?? o.ref;
    if (o.kind === "rest" && typeof o.of === "string") o.of = renamed.get(o.of) ?? o.of;
    Object.values(o).forEach(rename);
  };
  rename(steps);
}

/** «Como coste adicional, …» and the action costs after a trait's name. */
export function lowerCosts(sentence: SentenceNode, scope: Scope): Cost[] {
  const out: Cost[] = [];
  for (const clause of sentence.clauses) {
    const cost = specOf(clause).lowerCost?.(clause as ClauseOf<typeof clause.kind> & typeof clause, scope);
    if (cost !== undefined) out.push(cost);
  }
  return out;
}

export function lowerSentence(sentence: SentenceNode, scope: Scope, before: Step[]): Step[] {
  const out: Step[] = [];
  const all = () => [...before, ...out];
  let first = true;
  // «… a menos que pagues N Escencias»: the controller may pay first; the sentence happens if they do not.
  if (sentence.unlessYouPay !== undefined) {
    const pay: Extract<Step, { kind: "payEssence" }> = { kind: "payEssence", amount: sentence.unlessYouPay, optional: true, range: scope.range(sentence.span) };
    // «… a menos que su controlador pague …»: that player decides and pays.
    if (sentence.unlessPayer !== undefined) pay.payer = lowerPlayer(sentence.unlessPayer, scope);
    if (sentence.link === "then" || sentence.link === "ifYouDid" || sentence.link === "ifYouDidNot" || sentence.link === "otherwise") pay.link = sentence.link;
    if (sentence.condition !== null) pay.condition = lowerCondition(sentence.condition, scope);
    out.push(pay);
  }
  const unless = sentence.unlessYouPay !== undefined;
  let lastClauseAt = 0;
  sentence.clauses.forEach((clause) => {
    lastClauseAt = out.length;
    const base = {} as StepBase;
    if (clause.optional) base.optional = true;
    if (first && unless) {
      base.link = "ifYouDidNot";
    } else if (first) {
      if (sentence.link === "then" || sentence.link === "ifYouDid" || sentence.link === "ifYouDidNot" || sentence.link === "otherwise") base.link = sentence.link;
      if (sentence.condition !== null) base.condition = lowerCondition(sentence.condition, scope);
    } else if (unless) {
      base.link = "and";
    } else if (clause.sameChoice) {
      // «Puedes revelarla y ponerla en tu mano»: done only if the optional part before it was.
      base.link = "ifYouDid";
    } else if (clause.then) {
      base.link = "then";
    } else if (sentence.link === "ifYouDid" || sentence.link === "ifYouDidNot" || sentence.link === "otherwise" || sentence.condition !== null) {
      base.link = "and";
    }
    base.range = scope.range(clause.span);
    const steps = specOf(clause).lower(clause as ClauseOf<typeof clause.kind> & typeof clause, scope, base, all());
    // A choice among found cards comes right before the step that uses it and takes that
    // step's gate; the step then follows the choice («Puedes revelar un personaje de entre
    // ellas y ponerlo en tu mano»: nothing to put if nothing was chosen).
    const pending = scope.pending.splice(0);
    const head = pending[0];
    if (head !== undefined) {
      for (const p of pending) Object.assign(p, { ...base, range: p.range });
      for (const step of steps) {
        delete step.optional;
        delete step.condition;
        step.link = head.optional ? "ifYouDid" : "and";
      }
    }
    const emitted = [...pending, ...steps];
    if (emitted.length > 0) first = false;
    out.push(...emitted);
  });
  if (sentence.delayed !== undefined && sentence.delayedLast === true && out.length > lastClauseAt) {
    // Only the last clause waits; what joined it to the clause before joins the wait instead.
    const waiting = out.splice(lastClauseAt);
    const head = waiting[0]!;
    const step: Step = { kind: "delayed", trigger: lowerTrigger(sentence.delayed, scope), steps: waiting, range: head.range };
    if (head.link !== undefined) step.link = head.link;
    if (head.condition !== undefined) step.condition = head.condition;
    delete head.link;
    delete head.condition;
    out.push(step);
    return out;
  }
  if (sentence.delayed !== undefined && out.length > 0) {
    return [{ kind: "delayed", trigger: lowerTrigger(sentence.delayed, scope), steps: out, range: scope.range(sentence.span) }];
  }
  return out;
}
