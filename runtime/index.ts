// The rules engine of Crónicas: the public API. Imports only the IR, so an application
// can ship the compiled `cartas.json` plus this folder.
import type { Decision, GameState } from "./types.js";
import { applyDecision } from "./engine/apply.js";
import { createGame, type GameSetup } from "./engine/create.js";

export { createGame, cloneState, DEFAULT_OPTIONS, type GameSetup } from "./engine/create.js";
export { pendingDecision, applyDecision } from "./engine/apply.js";
export { describe } from "./describe.js";
export { viewFor, eventsFor, visibleTo, type PlayerView, type CardView, type PlayerZonesView } from "./view.js";
export { randomAgent, greedyAgent, type Agent } from "./agents.js";
export {
  simulate,
  playSimulatedGame,
  simulationResult,
  gameSeed,
  fragmentIndices,
  agentNames,
  type SimulationOptions,
  type SimulationResult,
  type GameReplay,
  type Fragment,
} from "./simulate.js";
export {
  aggregate,
  wilson,
  difference,
  type SimulationStats,
  type GameSummary,
  type CardStat,
  type Rate,
  type Difference,
  type LengthBucket,
  type SearchCounters,
  type Side,
} from "./simulation-stats.js";
export { simulationReport, tournamentReport } from "./simulation-report.js";
export { tournament, tournamentResult, tournamentGames, roundRobinPairs, pairSeed, type TournamentOptions, type TournamentResult } from "./tournament.js";
export { bradleyTerry, type DeckRating } from "./rating.js";
export { makeAgent, agentSpecError, type AgentSpec, type AgentFactory, type AgentContext } from "./agent-specs.js";
export { DEFAULT_MCTS_PLAYOUTS, parseSearchBudget, type SearchBudget } from "./search-budget.js";
export { mctsAgent, type MctsOptions, type SearchingAgent } from "./mcts.js";
export { determinize } from "./determinize.js";
export {
  createMatch,
  recordGameResult,
  swapArsenal,
  startMatchGame,
  type Match,
  type ArsenalSwap,
  type SwapResult,
  SWAP_REJECTION_CODES,
  type SwapRejectionCode,
} from "./match.js";
export { createScenario, findCard, findCards, type ScenarioSetup, type ScenarioPlayer, type ScenarioCard } from "./scenario.js";
export { attackOf, lifeOf, sanctuaryLife, hasKeyword, playCost } from "./query.js";
export { REJECTION_CODES, type RejectionCode, type Rejection } from "./rejections.js";
export * from "./types.js";

/** The state as JSON text (plain data: nothing is lost). */
export function serialize(state: GameState): string {
  return JSON.stringify(state);
}

/** A state from `serialize`; it continues exactly like the original. */
export function restore(json: string): GameState {
  return JSON.parse(json) as GameState;
}

/**
 * Replays a game from its setup and decision list: the same states and events. Throws
 * with the Spanish reason if a decision is not legal at its point.
 */
export function replay(setup: GameSetup, decisions: readonly Decision[]): GameState {
  const state = createGame(setup);
  decisions.forEach((d, i) => {
    const result = applyDecision(state, d);
    if (!result.ok) throw new Error(`La decisión ${i + 1} no es legal: ${result.reason}`);
  });
  return state;
}
