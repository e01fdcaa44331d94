// One spec per clause kind: where the clause may stand, whether «Si lo haces» after it
// means something, what the checker says about it and what it lowers to. The table of
// specs (index.ts) is keyed by every clause kind of the syntax tree, so a new clause
// fails the build until it has a spec; the printer (compiler/emit/text.ts) and the
// engine (runtime/effects/registry.ts) are keyed by IR step kind the same way.
import type { AbilityKind, CardNode, ClauseKind, ClauseNode, Diagnostic, SelectionNode } from "../../grammar/index.js";
import type { CardFrame } from "../frame.js";
import type { Cost, StaticEffect, Step, StepBase } from "../ir.js";
import type { Scope } from "../lower/scope.js";
import type { Resolution } from "../resolve.js";

/** Where a clause stands: the effect of an ability, a static ability, a cost. */
export type Place = "effect" | "static" | "cost";

export interface CheckContext {
  card: CardNode;
  /** The source text, to quote what was written. */
  text: string;
  frame: CardFrame;
  diagnostics: Diagnostic[];
  resolution: Resolution;
  place: Place;
  ability: AbilityKind;
  /** Cards played and traits activated have costs (Reglamento 12). */
  hasCosts: boolean;
  /** What the ability's costs sacrifice («Como coste adicional, sacrifica un personaje»): «el personaje sacrificado» names it. */
  sacrificed: readonly SelectionNode[];
  /** Inside a condition: quantities count, they do not target. */
  inCondition?: boolean;
  /** An ability inside «…» that another card grants («El portador tiene «…»»). */
  granted?: boolean;
}

export type ClauseOf<K extends ClauseKind> = Extract<ClauseNode, { kind: K }>;

export interface ClauseSpec<C extends ClauseNode> {
  /** The places the clause may stand in. */
  places: readonly Place[];
  /** The action can end up not done, so «Si lo haces» after it means something (Reglamento 17). */
  fallible: (clause: C) => boolean;
  check: (clause: C, ctx: CheckContext) => void;
  /**
   * The steps of an effect. `before` holds the steps of the ability lowered so far: a clause
   * that completes an earlier step («muéstralo y ponlo en tu mano» after «Busca …», «Esa
   * Escencia entra en juego girada» after «Agrega …») changes that step instead.
   */
  lower: (clause: C, scope: Scope, base: StepBase, before: Step[]) => Step[];
  /** The effects of a static ability. */
  lowerStatic?: (clause: C, scope: Scope) => StaticEffect[];
  /** The cost it is in «Como coste adicional, …» or after a trait's name. */
  lowerCost?: (clause: C, scope: Scope) => Cost | undefined;
}

export type ClauseSpecs = { readonly [K in ClauseKind]: ClauseSpec<ClauseOf<K>> };

export const always = (): boolean => true;
export const never = (): boolean => false;
