// The syntax tree of a card → its IR: the frame, keywords, then each ability with its
// targets hoisted (Reglamento 23, 26), its costs, its steps or static effects. Lowering
// never re-validates: the checker (compiler/check/) has reported what is wrong, and
// lowering turns what remains into the IR the engine runs.
import type { AbilityNode, CardNode, Span } from "../../grammar/index.js";
import { assertNever } from "../../grammar/index.js";
import { CLAUSES } from "../clauses/index.js";
import type { ClauseSpec } from "../clauses/spec.js";
import type { CardFrame } from "../frame.js";
import type { Ability, CardDefinition, CardKeyword, Cost, Faction, LimitEvent, SourceRange, StaticEffect, Trait } from "../ir.js";
import { itselfOf, resolveAbility } from "../resolve.js";
import { isWould } from "../check/replacements.js";
import { lowerReplacement } from "./replacements.js";
import { Scope } from "./scope.js";
import { lowerBody, lowerCosts } from "./sentences.js";
import { lowerCondition, lowerTrigger } from "./values.js";

type Range = (span: Span) => SourceRange;

export function lowerCard(card: CardNode, frame: CardFrame, range: Range, text: string): CardDefinition {
  const keywords: CardKeyword[] = [];
  let bind: number | undefined;
  let limit: LimitEvent | undefined;
  let temple = false;
  const playCosts: Cost[] = [];
  const abilities: Ability[] = [];
  for (const ability of card.abilities) {
    switch (ability.kind) {
      case "keyword":
        if (!keywords.includes(ability.keyword as CardKeyword)) keywords.push(ability.keyword as CardKeyword);
        break;
      case "bind":
        bind = ability.amount;
        break;
      case "modifier":
        // «Temple.» and «Límite: Embate.» on their own: of the card's one trait, or of the Verso.
        if (ability.modifier.kind === "temple") temple = true;
        else if (ability.modifier.kind === "limit") limit = ability.modifier.event as LimitEvent;
        break;
      case "playCost": {
        const scope = new Scope(range, text, resolveAbility(ability, text), frame, null);
        for (const sentence of ability.body) playCosts.push(...lowerCosts(sentence, scope));
        break;
      }
      case "trait":
      case "verse":
      case "triggered":
      case "activated":
      case "static":
        abilities.push(...lowerAbility(ability, frame, range, text));
        break;
      default:
        assertNever(ability);
    }
  }
  if (temple || limit !== undefined) applyCardModifiers(abilities, temple, frame.type === "Verso" ? undefined : limit);
  // Built in printed order (name, type, faction, numbers, text) so the JSON reads like the card.
  const definition = { name: card.name, type: frame.type ?? "Personaje" } as CardDefinition;
  if (frame.essenceKind !== undefined) definition.essenceKind = frame.essenceKind;
  definition.faction = frame.faction ?? ("Orden" as Faction);
  if (frame.cost !== undefined) definition.cost = frame.cost;
  if (frame.attack !== undefined) definition.attack = frame.attack;
  if (frame.life !== undefined) definition.life = frame.life;
  definition.keywords = keywords;
  if (bind !== undefined) definition.bind = bind;
  if (limit !== undefined && frame.type === "Verso") definition.limit = limit;
  if (playCosts.length > 0) definition.playCosts = playCosts;
  definition.abilities = abilities;
  definition.range = range(card.span);
  return definition;
}

/** A standalone «Temple.» or «Límite …» modifies the card's one trait that admits it (the checker made sure there is one). */
function applyCardModifiers(abilities: Ability[], temple: boolean, limit: LimitEvent | undefined): void {
  const traits = abilities.filter((a): a is Extract<Ability, { kind: "trait" }> => a.kind === "trait");
  if (temple) {
    const t = traits.find((a) => a.trait === "Talento" || a.trait === "Embate" || a.trait === "Interferencia");
    if (t !== undefined) t.temple = true;
  }
  if (limit !== undefined && traits.length === 1) traits[0]!.limit = limit;
}

type BodyAbility = Exclude<AbilityNode, { kind: "keyword" | "bind" | "modifier" | "playCost" }>;

export function lowerAbility(ability: BodyAbility, frame: CardFrame, range: Range, text: string): Ability[] {
  const event = ability.kind === "triggered" ? ability.trigger.event : null;
  const scope = new Scope(range, text, resolveAbility(ability, text, itselfOf(frame.type)), frame, event);
  if (ability.kind === "static") return lowerStatic(ability, scope);
  // «Si este personaje fuera a …, … en su lugar»: a static replacement (rulings R129, R130).
  if (ability.kind === "triggered" && isWould(ability.trigger.event)) return lowerReplacement(ability, ability.trigger.event, scope);
  const { costs, steps } = lowerBody(ability.body, scope);
  const base = { targets: scope.targets, steps, range: range(ability.span) };
  switch (ability.kind) {
    case "trait": {
      const temple = ability.modifiers.some((m) => m.kind === "temple");
      const limit = ability.modifiers.find((m) => m.kind === "limit");
      const modifierCosts: Cost[] = ability.modifiers.flatMap((m): Cost[] => {
        if (m.kind === "essenceCost") return [{ kind: "essence", amount: m.amount, range: range(m.span) }];
        if (m.kind === "actionCost") {
          const spec = CLAUSES[m.clause.kind] as unknown as ClauseSpec<typeof m.clause>;
          const cost = spec.lowerCost?.(m.clause, scope);
          return cost === undefined ? [] : [cost];
        }
        return [];
      });
      const limited = limit !== undefined && limit.kind === "limit" ? { limit: limit.event as LimitEvent } : {};
      return [{ kind: "trait", trait: ability.trait as Trait, temple, costs: [...modifierCosts, ...costs], targets: base.targets, steps: base.steps, ...limited, range: base.range }];
    }
    case "verse":
      return [{ kind: "verse", option: ability.option, costs, ...base }];
    case "triggered": {
      const triggered: Ability = { kind: "triggered", trigger: lowerTrigger(ability.trigger, scope), ...base };
      if (ability.trigger.firstEachTurn) triggered.oncePerTurn = true;
      return [triggered];
    }
    case "activated":
      return [{ kind: "activated", oncePerTurn: true, costs, ...base }];
    default:
      return assertNever(ability);
  }
}

/** A static sentence may say several things («El portador obtiene +1 de Ataque y tiene Letal»): one IR static ability each. */
function lowerStatic(ability: Extract<AbilityNode, { kind: "static" }>, scope: Scope): Ability[] {
  const condition = ability.condition === null ? undefined : lowerCondition(ability.condition, scope);
  const out: Ability[] = [];
  for (const sentence of ability.body) {
    for (const clause of sentence.clauses) {
      const spec = CLAUSES[clause.kind] as unknown as ClauseSpec<typeof clause>;
      const effects: StaticEffect[] = spec.lowerStatic?.(clause, scope) ?? [];
      // A cost change «si controlas …» carries its own condition.
      const own = clause.kind === "modifyCost" && clause.condition !== undefined ? lowerCondition(clause.condition, scope) : condition;
      for (const effect of effects) {
        const a: Ability = { kind: "static", effect, range: scope.range(ability.span) };
        if (own !== undefined) a.condition = own;
        out.push(a);
      }
    }
  }
  return out;
}

/** «El portador tiene «Talento: …»»: the trait it grants, lowered as an ability of its own. */
export function lowerGrantedAbility(ability: AbilityNode, parent: Scope): Ability | undefined {
  if (ability.kind !== "trait" && ability.kind !== "triggered") return undefined;
  return lowerAbility(ability, parent.frame, parent.range, parent.text)[0];
}
