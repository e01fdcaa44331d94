// What the engine needs to know about each card definition, computed once per
// definitions array and cached outside the state (a WeakMap), so the state stays
// plain data and a restored state rebuilds the cache on first use.
import type { Ability, CardDefinition, Step, TargetDeclaration, Trigger } from "../compiler/ir.js";
import { assertNever } from "./assert.js";

export type TriggerKind = Exclude<Trigger["kind"], "phaseStart">;

export interface DefInfo {
  /** Ability indices by trigger kind (the triggers listen to their own card). */
  triggers: Record<TriggerKind, number[]>;
  /** Abilities with a phase-start trigger. */
  phaseStart: number[];
  /** Static abilities, all of them and by effect. */
  statics: number[];
  statStatics: number[];
  keywordStatics: number[];
  costStatics: number[];
  /** Sum of the negative Vida modifiers of its static abilities (0 or less). */
  negativeLife: number;
  /** A static of this card may change a Santuario's life. */
  sanctuaryStatic: boolean;
  /** The Embate trait, or -1. */
  embate: number;
  /** Talento and Interferencia traits. */
  activated: number[];
  /** The Embate (if any) followed by the Talento and Interferencia traits. */
  mainTraits: number[];
  resplandor: number[];
  verses: number[];
  /** Index of the «Elige uno» step in each ability's steps, or -1. */
  chooseStep: number[];
  /** Traits the card has (for `con Embate` filters). */
  traitSet: string[];
}

const cache = new WeakMap<readonly CardDefinition[], DefInfo[]>();
/** Also per definition object: every game built from the same card set shares them. */
const perDef = new WeakMap<CardDefinition, DefInfo>();

function infoOf(def: CardDefinition): DefInfo {
  let info = perDef.get(def);
  if (info === undefined) {
    info = buildInfo(def);
    perDef.set(def, info);
  }
  return info;
}

export function defInfos(defs: readonly CardDefinition[]): DefInfo[] {
  let infos = cache.get(defs);
  if (infos === undefined) {
    infos = [];
    cache.set(defs, infos);
  }
  // The array may grow while a game is being built (scenarios add definitions).
  while (infos.length < defs.length) infos.push(infoOf(defs[infos.length]!));
  return infos;
}

function buildInfo(def: CardDefinition): DefInfo {
  const info: DefInfo = {
    triggers: { entersPlay: [], leavesPlay: [], destroyed: [], blocks: [], isBlocked: [] },
    phaseStart: [],
    statics: [],
    statStatics: [],
    keywordStatics: [],
    costStatics: [],
    negativeLife: 0,
    sanctuaryStatic: false,
    embate: -1,
    activated: [],
    mainTraits: [],
    resplandor: [],
    verses: [],
    chooseStep: [],
    traitSet: [],
  };
  def.abilities.forEach((ability, i) => {
    info.chooseStep.push(ability.kind === "static" ? -1 : ability.steps.findIndex((s) => s.kind === "chooseOne"));
    switch (ability.kind) {
      case "triggered":
        if (ability.trigger.kind === "phaseStart") info.phaseStart.push(i);
        else info.triggers[ability.trigger.kind].push(i);
        break;
      case "static": {
        info.statics.push(i);
        const effect = ability.effect;
        if (effect.kind === "modifyStats") {
          info.statStatics.push(i);
          if (effect.life < 0) info.negativeLife += effect.life;
          if (effect.what.kind === "sanctuary" || (effect.what.kind === "all" && effect.what.filter.noun !== "Personaje" && effect.what.filter.noun !== "Reliquia")) {
            info.sanctuaryStatic = true;
          }
        } else if (effect.kind === "grantKeyword") info.keywordStatics.push(i);
        else info.costStatics.push(i);
        break;
      }
      case "verse":
        info.verses.push(i);
        break;
      case "trait":
        if (!info.traitSet.includes(ability.trait)) info.traitSet.push(ability.trait);
        if (ability.trait === "Embate") {
          if (info.embate < 0) info.embate = i;
        } else if (ability.trait === "Resplandor") info.resplandor.push(i);
        else info.activated.push(i);
        break;
      default:
        assertNever(ability);
    }
  });
  info.mainTraits = info.embate >= 0 ? [info.embate, ...info.activated] : info.activated.slice();
  return info;
}

/** The steps of an ability (none for a static one). */
export function stepsOf(ability: Ability): Step[] {
  return ability.kind === "static" ? [] : ability.steps;
}

/** Target declarations of an ability, plus those of the chosen «Elige uno» option. */
export function declarationsOf(ability: Ability, chooseStep: number, choice: number): TargetDeclaration[] {
  if (ability.kind === "static") return [];
  if (chooseStep < 0 || choice < 0) return ability.targets;
  const step = ability.steps[chooseStep];
  if (step === undefined || step.kind !== "chooseOne") return ability.targets;
  const option = step.options[choice];
  return option === undefined ? ability.targets : [...ability.targets, ...option.targets];
}

/** Number of options of the ability's «Elige uno», or 0. */
export function choiceCount(ability: Ability, chooseStep: number): number {
  if (ability.kind === "static" || chooseStep < 0) return 0;
  const step = ability.steps[chooseStep];
  return step !== undefined && step.kind === "chooseOne" ? step.options.length : 0;
}

/** The `divideDamage` step of an ability (or of its chosen option), if any. */
export function divideStepOf(ability: Ability, chooseStep: number, choice: number): { among: string; amount: number } | null {
  if (ability.kind === "static") return null;
  const lists: Step[][] = [ability.steps];
  if (chooseStep >= 0 && choice >= 0) {
    const step = ability.steps[chooseStep];
    if (step !== undefined && step.kind === "chooseOne") {
      const option = step.options[choice];
      if (option !== undefined) lists.push(option.steps);
    }
  }
  for (const list of lists) {
    for (const step of list) if (step.kind === "divideDamage") return { among: step.among, amount: step.amount };
  }
  return null;
}
