// How much a searching agent may think per decision, as a designer writes it on the
// command line: «mcts» (the default), «mcts:200» playouts, «mcts:50ms» milliseconds.
// Kept apart from the agent so the command line can describe it without loading the engine.

export type SearchBudget = { playouts: number } | { milliseconds: number };

/** Playouts per decision of «mcts» without a budget. */
export const DEFAULT_MCTS_PLAYOUTS = 10;

/** The budget of an «mcts[:N|:Nms]» name, or a Spanish reason it is not one. */
export function parseSearchBudget(text: string): SearchBudget | string {
  if (text === "mcts") return { playouts: DEFAULT_MCTS_PLAYOUTS };
  const m = /^mcts:(\d{1,7})(ms)?$/.exec(text);
  if (m === null || Number(m[1]) === 0) {
    return `«${text}» no es un presupuesto de mcts: escribe «mcts» (${DEFAULT_MCTS_PLAYOUTS} partidas simuladas por decisión), «mcts:200» (partidas simuladas) o «mcts:50ms» (milisegundos por decisión).`;
  }
  return m[2] === "ms" ? { milliseconds: Number(m[1]) } : { playouts: Number(m[1]) };
}

export function budgetName(budget: SearchBudget): string {
  return "playouts" in budget ? `mcts:${budget.playouts}` : `mcts:${budget.milliseconds}ms`;
}
