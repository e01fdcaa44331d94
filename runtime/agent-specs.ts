// The agents a simulation can seat, by name: «aleatorio», «voraz», «mcts» with its budget
// («mcts:200» playouts, «mcts:50ms» milliseconds per decision), or a function.
import type { DeckDefinition } from "../compiler/ir.js";
import { greedyAgent, randomAgent, type Agent } from "./agents.js";
import { mctsAgent } from "./mcts.js";
import { parseSearchBudget } from "./search-budget.js";
import type { PlayerId } from "./types.js";

/** What an agent may know before the game: the public decklists and its seat. */
export interface AgentContext {
  decks: readonly [DeckDefinition, DeckDefinition];
  seat: PlayerId;
}

export type AgentFactory = (seed: number, context: AgentContext) => Agent;

/** A name (`agentSpecError` says which are) or a factory. */
export type AgentSpec = string | AgentFactory;

const NAMES = ["aleatorio", "voraz", "mcts"] as const;

/** Checks an agent name: null when it is one, else what to write instead (Spanish). */
export function agentSpecError(text: string): string | null {
  if (text === "aleatorio" || text === "voraz" || text === "random" || text === "greedy") return null;
  if (text === "mcts" || text.startsWith("mcts:")) {
    const budget = parseSearchBudget(text);
    return typeof budget === "string" ? budget : null;
  }
  return `no hay ningún agente «${text}»: los agentes son ${NAMES.map((n) => `«${n}»`).join(", ")} (con presupuesto: «mcts:200», «mcts:50ms»).`;
}

export function makeAgent(spec: AgentSpec, seed: number, context: AgentContext): Agent {
  if (typeof spec === "function") return spec(seed, context);
  if (spec === "voraz" || spec === "greedy") return greedyAgent(seed);
  if (spec === "aleatorio" || spec === "random") return randomAgent(seed);
  const budget = parseSearchBudget(spec);
  if (typeof budget === "string") throw new Error(budget);
  return mctsAgent(seed, { budget, decks: context.decks });
}
