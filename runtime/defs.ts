// What the engine needs to know about each card definition, computed once per
// definitions array and cached outside the state (a WeakMap), so the state stays
// plain data and a restored state rebuilds the cache on first use.
//
// An ability is named by its definition and its index there. A «tiene «…»» static
// (`grantAbility`) stands for the ability it grants: `resolvedAbility` and the helpers
// below see through it, so the ability a Reliquia grants its bearer is (the Reliquia's
// definition, the static's index) wherever abilities are read (`engine/abilities.ts`).
import type { Ability, CardDefinition, EventCard, Step, TargetDeclaration, Trigger } from "../compiler/ir.js";
import { assertNever } from "./assert.js";
import type { ListenerKind } from "./types.js";

export type TriggerKind = Trigger["kind"];

export const TRIGGER_KINDS: readonly TriggerKind[] = [
  "entersPlay",
  "leavesPlay",
  "destroyed",
  "blocks",
  "isBlocked",
  "notBlocked",
  "entersDuel",
  "activates",
  "dealsDamage",
  "damaged",
  "gainsLife",
  "destroysInDuel",
  "survivesDuel",
  "plays",
  "discards",
  "draws",
  "sacrifices",
  "equipped",
  "changesBearer",
  "returnsToHand",
  "consumed",
  "phaseStart",
  "phaseEnd",
];
export const LISTENER_KINDS = TRIGGER_KINDS.filter((k): k is ListenerKind => k !== "phaseStart");

export interface DefInfo {
  /** Triggered abilities about the card itself («Cuando este personaje …»), by kind. */
  triggers: Record<TriggerKind, number[]>;
  /** Triggered abilities about other cards, its bearer or a player, by kind: the card listens while in play. */
  listens: Record<TriggerKind, number[]>;
  /** Abilities with a phase-start trigger (the same as `listens.phaseStart`). */
  phaseStart: number[];
  /** Static abilities, all of them and by effect. */
  statics: number[];
  statStatics: number[];
  keywordStatics: number[];
  costStatics: number[];
  restrictStatics: number[];
  /** «Tu tamaño máximo de mano es 8» statics (Reglamento 20). */
  handSizeStatics: number[];
  /** Replacement statics: «Si … fuera a ir al cementerio …, … en su lugar», «Si … fuera a recibir daño, …» (rulings R129, R130; runtime/replacements.ts). */
  replacements: number[];
  /** «tiene «…»» statics: the abilities this card gives to others. */
  grants: number[];
  /** Of those, the ones that grant a trait or an activated ability, and the ones that grant a trigger (by kind, about the recipient or about others). */
  grantedActions: number[];
  grantedTriggers: Record<TriggerKind, number[]>;
  grantedListens: Record<TriggerKind, number[]>;
  /** «Solo puede equiparse a …» statics. */
  equipRequirements: number[];
  /** «Esta Escencia entra en juego girada». */
  entersTurned: boolean;
  /** «Los personajes de tu oponente entran en juego girados»: statics about other cards entering. */
  entersTurnedStatics: number[];
  /** «Juega este Verso solo durante una Incursión» (`incursion`), «… solo durante un duelo» (`duel`). */
  playDuring: "incursion" | "duel" | null;
  /** Static abilities «Juega esta carta solo si …» / «Solo puedes activar este … si …» (ruling R111). */
  usableOnlyIf: number[];
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
  /** «Una vez por turno, durante tu Mediodía, …» abilities. */
  activatedAbilities: number[];
  verses: number[];
  /** Index of the «Elige uno» step in each ability's steps (a granted one's for a «tiene «…»»), or -1. */
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

function byKind(): Record<TriggerKind, number[]> {
  const out = {} as Record<TriggerKind, number[]>;
  for (const k of TRIGGER_KINDS) out[k] = [];
  return out;
}

/** The card an event must be about for the trigger to be the card's own («Cuando este personaje …»). */
function eventCardOf(trigger: Trigger): EventCard | undefined | "player" {
  switch (trigger.kind) {
    case "equipped":
      return trigger.to;
    case "plays":
    case "discards":
    case "draws":
    case "sacrifices":
    case "phaseStart":
    case "phaseEnd":
      return "player";
    case "consumed":
      return undefined;
    default:
      return trigger.who;
  }
}

/** Does the trigger listen to the card that has it (rather than to others, its bearer or a player)? */
export function listensToSelf(trigger: Trigger): boolean {
  const who = eventCardOf(trigger);
  return who === undefined || (who !== "player" && who.kind === "self");
}

/** The ability a «tiene «…»» static grants, or the ability itself. */
export function resolvedAbility(ability: Ability): Ability {
  return ability.kind === "static" && ability.effect.kind === "grantAbility" ? ability.effect.ability : ability;
}

function buildInfo(def: CardDefinition): DefInfo {
  const info: DefInfo = {
    triggers: byKind(),
    listens: byKind(),
    phaseStart: [],
    statics: [],
    statStatics: [],
    keywordStatics: [],
    costStatics: [],
    restrictStatics: [],
    handSizeStatics: [],
    replacements: [],
    grants: [],
    grantedActions: [],
    grantedTriggers: byKind(),
    grantedListens: byKind(),
    equipRequirements: [],
    entersTurned: false,
    entersTurnedStatics: [],
    playDuring: null,
    usableOnlyIf: [],
    negativeLife: 0,
    sanctuaryStatic: false,
    embate: -1,
    activated: [],
    mainTraits: [],
    resplandor: [],
    activatedAbilities: [],
    verses: [],
    chooseStep: [],
    traitSet: [],
  };
  def.abilities.forEach((ability, i) => {
    const inner = resolvedAbility(ability);
    info.chooseStep.push(inner.kind === "static" ? -1 : inner.steps.findIndex((s) => s.kind === "chooseOne"));
    switch (ability.kind) {
      case "triggered":
        (listensToSelf(ability.trigger) ? info.triggers : info.listens)[ability.trigger.kind].push(i);
        if (ability.trigger.kind === "phaseStart") info.phaseStart.push(i);
        break;
      case "static": {
        info.statics.push(i);
        const effect = ability.effect;
        switch (effect.kind) {
          case "modifyStats":
            info.statStatics.push(i);
            // «-1 de vida por cada …» has no bound: the state checks then compute every Vida.
            if (effect.life < 0) info.negativeLife += effect.perEach === undefined ? effect.life : -Infinity;
            if (effect.what.kind === "sanctuary" || (effect.what.kind === "all" && effect.what.filter.noun !== "Personaje" && effect.what.filter.noun !== "Reliquia")) {
              info.sanctuaryStatic = true;
            }
            break;
          case "grantKeyword":
            info.keywordStatics.push(i);
            break;
          case "modifyCost":
            info.costStatics.push(i);
            break;
          case "restrict":
            info.restrictStatics.push(i);
            break;
          case "grantAbility": {
            info.grants.push(i);
            const granted = effect.ability;
            if (granted.kind === "triggered") (listensToSelf(granted.trigger) ? info.grantedTriggers : info.grantedListens)[granted.trigger.kind].push(i);
            else if (granted.kind === "trait" || granted.kind === "activated") info.grantedActions.push(i);
            break;
          }
          case "entersTurned":
            if (effect.what === undefined) info.entersTurned = true;
            else info.entersTurnedStatics.push(i);
            break;
          case "equipRequirement":
            info.equipRequirements.push(i);
            break;
          case "playTiming":
            info.playDuring = effect.during;
            break;
          case "usableOnlyIf":
            info.usableOnlyIf.push(i);
            break;
          case "handSize":
            info.handSizeStatics.push(i);
            break;
          case "replaceLeavePlay":
          case "destroyInstead":
          case "replaceDamage":
          case "redirectDamage":
            info.replacements.push(i);
            break;
          default:
            assertNever(effect);
        }
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
      case "activated":
        info.activatedAbilities.push(i);
        break;
      default:
        assertNever(ability);
    }
  });
  info.mainTraits = info.embate >= 0 ? [info.embate, ...info.activated] : info.activated.slice();
  return info;
}

/** The steps of an ability (of the granted one, for a «tiene «…»»; none for another static). */
export function stepsOf(ability: Ability): Step[] {
  const a = resolvedAbility(ability);
  return a.kind === "static" ? [] : a.steps;
}

/** Target declarations of an ability, plus those of the chosen «Elige uno» option. */
export function declarationsOf(ability: Ability, chooseStep: number, choice: number): TargetDeclaration[] {
  const a = resolvedAbility(ability);
  if (a.kind === "static") return [];
  if (chooseStep < 0 || choice < 0) return a.targets;
  const step = a.steps[chooseStep];
  if (step === undefined || step.kind !== "chooseOne") return a.targets;
  const option = step.options[choice];
  return option === undefined ? a.targets : [...a.targets, ...option.targets];
}

/** Number of options of the ability's «Elige uno», or 0. */
export function choiceCount(ability: Ability, chooseStep: number): number {
  const a = resolvedAbility(ability);
  if (a.kind === "static" || chooseStep < 0) return 0;
  const step = a.steps[chooseStep];
  return step !== undefined && step.kind === "chooseOne" ? step.options.length : 0;
}

/** The `divideDamage` step of an ability (or of its chosen option), if any. */
export function divideStepOf(ability: Ability, chooseStep: number, choice: number): { among: string; amount: number } | null {
  const a = resolvedAbility(ability);
  if (a.kind === "static") return null;
  const lists: Step[][] = [a.steps];
  if (chooseStep >= 0 && choice >= 0) {
    const step = a.steps[chooseStep];
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

/** The key of an ability in `CardState.used`: the definition that holds it and its index. */
export function abilityKey(def: number, ability: number): number {
  return def * 1024 + ability;
}
