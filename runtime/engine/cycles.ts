// Reglamento 25: «Si la interacción entre una o más cartas genera un ciclo infinito que no
// puede ser detenido por ningún jugador y no conduce a la victoria de alguno de ellos, las
// cartas que provocan dicho ciclo se desvanecen.» A cycle no player can stop is one that
// runs without asking anyone anything: `run` counts the steps since the last decision, and
// past a bound no real interaction comes near (a whole game is a few hundred decisions), it
// watches which cards' triggered abilities keep the cycle going, and those cards vanish
// (ruling R41). A cycle a player could stop asks that player, and is theirs to stop.
import { emit, moveCard } from "../state.js";
import type { GameState, PlayerId, Task } from "../types.js";

/** Steps without a decision after which the engine is in a cycle no player can stop. */
export const CYCLE_STEPS = 200_000;
/** Steps past that bound spent seeing which cards keep the cycle going. */
export const WATCH_STEPS = 2_000;

/** The card whose triggered ability a task runs, if it is one (the cycle's cards are those). */
export function cycleSource(task: Task): number | undefined {
  return task.k === "effect" ? task.q.source : undefined;
}

/** The cards of the cycle leave the game, with nothing triggered; their waiting effects go with them. */
export function vanishCycle(s: GameState, cards: readonly number[]): void {
  const gone = cards.filter((id) => s.cards[id] !== undefined && s.cards[id]!.zone !== "vanished" && s.cards[id]!.zone !== "sanctuary");
  if (gone.length === 0) return;
  emit(s, { t: "loop", cards: [...gone] });
  for (const id of gone) moveCard(s, id, "vanished", s.cards[id]!.owner as PlayerId, "vanish");
  s.queue = s.queue.filter((q) => !gone.includes(q.source));
  s.tasks = s.tasks.filter((t) => !(t.k === "effect" && gone.includes(t.q.source)));
}
