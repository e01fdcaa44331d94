// An information-set Monte Carlo tree search agent (single-observer ISMCTS, Cowling,
// Powley & Whitehouse 2012). Each playout guesses the hidden cards anew (`determinize`:
// only what the player can see, plus the public decklists), walks a tree of this
// player's own decisions — the opponent answers with the greedy policy — choosing by UCB
// over the answers available in that guess, then plays the rest of the game greedily on
// both sides and scores it (1, ½, 0, or by material when the horizon ends first). The
// answer is the most visited one at the root. Root answers are compared on common random
// numbers (see `iterate`), which is what makes a small budget enough.
//
// The budget is a number of playouts (deterministic: same seed, same game) or a time in
// milliseconds (stronger on a fast machine, but not reproducible). A decision with one
// sensible answer costs nothing, and a search stops as soon as no other answer could
// overtake the leader within the playouts left.
import type { DeckDefinition } from "../compiler/ir.js";
import { greedyAgent, type Agent } from "./agents.js";
import { determinize } from "./determinize.js";
import { applyDecision, pendingDecision } from "./engine/apply.js";
import { attackOf, other, remainingLife, sanctuaryLife } from "./query.js";
import { Random } from "./rng.js";
import { budgetName, type SearchBudget } from "./search-budget.js";
import { searchOptions, type SearchOption } from "./search-options.js";
import { NO_SEARCH, type SearchCounters } from "./simulation-stats.js";
import type { GameState, PendingDecision, PlayerId } from "./types.js";


export interface MctsOptions {
  budget: SearchBudget;
  /** The two decks' lists (public: open decklists). */
  decks: readonly [DeckDefinition, DeckDefinition];
  /** Exploration constant of UCB (scores are in [0, 1]). */
  exploration?: number;
  /** Own decisions deep the tree grows before the greedy playout takes over. */
  depth?: number;
  /** Turns a playout runs past the current one before it is scored by `evaluate` (0: to the end of the game). */
  horizon?: number;
}

export interface SearchingAgent extends Agent {
  /** How the budget was spent so far. */
  readonly search: SearchCounters;
}

interface Edge {
  option: SearchOption;
  visits: number;
  total: number;
  /** Playouts in which this answer was available (ISUCT). */
  available: number;
  child: TreeNode | null;
}

interface TreeNode {
  edges: Map<string, Edge>;
}

/** A playout stops after this many decisions even within its horizon (a loop the safety valves have not ended yet). */
const PLAYOUT_LIMIT = 3000;

/** What a side has going for it: its Santuario, its characters in play, its hand and its Escencia. */
function material(s: GameState, p: PlayerId): number {
  const pl = s.players[p];
  let board = 0;
  for (const id of pl.battlefield) {
    if (s.defs[s.cards[id]!.def]!.type === "Personaje") board += attackOf(s, id) + remainingLife(s, id);
  }
  return sanctuaryLife(s, p) + 0.6 * board + 0.8 * pl.hand.length + 0.4 * pl.essence.length;
}

/** 1 won, 0 lost, ½ drawn; an unfinished game by the material difference, squashed into (0, 1). */
function score(s: GameState, me: PlayerId): number {
  const r = s.result;
  if (r !== null) return r.winner === null ? 0.5 : r.winner === me ? 1 : 0;
  return 1 / (1 + Math.exp(-(material(s, me) - material(s, other(me))) / 6));
}

export function mctsAgent(seed: number, opts: MctsOptions): SearchingAgent {
  const rng = new Random(seed);
  const exploration = opts.exploration ?? 0.7;
  const maxDepth = opts.depth ?? 3;
  const horizon = opts.horizon ?? 2;
  const counters: SearchCounters = { ...NO_SEARCH };

  /** Plays `d` with greedy players to the end of its horizon. */
  const playout = (d: GameState, lastTurn: number, r: Random): void => {
    const players = [greedyAgent(r.int(0x7fffffff)), greedyAgent(r.int(0x7fffffff))] as const;
    for (let k = 0; k < PLAYOUT_LIMIT && d.turn <= lastTurn; k++) {
      const p = pendingDecision(d);
      if (p === null) return;
      if (!applyDecision(d, players[p.player].decide(d, p), p.player).ok) return;
    }
  };

  const select = (node: TreeNode, options: readonly SearchOption[]): Edge => {
    let untried: Edge | null = null;
    let best: Edge | null = null;
    let bestValue = -Infinity;
    for (const option of options) {
      let edge = node.edges.get(option.key);
      if (edge === undefined) {
        edge = { option, visits: 0, total: 0, available: 0, child: null };
        node.edges.set(option.key, edge);
      }
      edge.available++;
      if (edge.visits === 0) {
        untried ??= edge;
        continue;
      }
      const value = edge.total / edge.visits + exploration * Math.sqrt(Math.log(edge.available) / edge.visits);
      if (value > bestValue) {
        bestValue = value;
        best = edge;
      }
    }
    return untried ?? best!;
  };

  /**
   * One playout: the root answer by UCB, a fresh guess, the tree walk, the greedy rest, the
   * backup. The n-th playout of every root answer uses the same guess and the same greedy
   * players (common random numbers): answers are compared on the same deals, so a few
   * playouts tell a better answer from a luckier one.
   */
  const iterate = (s: GameState, me: PlayerId, root: TreeNode, rootOptions: SearchOption[], base: number): boolean => {
    const first = select(root, rootOptions);
    const r = new Random(base + first.visits * 0x9e3779b1);
    const d = determinize(s, me, opts.decks, r);
    const opponent = greedyAgent(r.int(0x7fffffff));
    const mine = greedyAgent(r.int(0x7fffffff));
    if (!applyDecision(d, first.option.decision, me).ok) {
      // Not legal after all (a cost that cannot be paid): never offered again.
      root.edges.delete(first.option.key);
      rootOptions.splice(rootOptions.indexOf(first.option), 1);
      return false;
    }
    const path: Edge[] = [first];
    const grow = (edge: Edge): TreeNode | null => {
      const expanded = edge.visits === 0;
      if (expanded || edge.child === null) edge.child = { edges: new Map() };
      return expanded ? null : edge.child;
    };
    let node = grow(first);
    while (node !== null && path.length < maxDepth) {
      const p: PendingDecision | null = pendingDecision(d);
      if (p === null) break;
      if (p.player !== me) {
        if (!applyDecision(d, opponent.decide(d, p), p.player).ok) break;
        continue;
      }
      const options = searchOptions(d, p, mine, r);
      if (options.length === 1) {
        if (!applyDecision(d, options[0]!.decision, me).ok) break;
        continue;
      }
      const edge = select(node, options);
      if (!applyDecision(d, edge.option.decision, me).ok) {
        node.edges.delete(edge.option.key);
        break;
      }
      path.push(edge);
      node = grow(edge);
    }
    playout(d, horizon === 0 ? Infinity : s.turn + horizon, r);
    const value = score(d, me);
    for (const edge of path) {
      edge.visits++;
      edge.total += value;
    }
    return true;
  };

  return {
    name: budgetName(opts.budget),
    search: counters,
    decide(s, pending) {
      counters.decisions++;
      const me = pending.player;
      const first = determinize(s, me, opts.decks, rng);
      const options = searchOptions(first, first.pending ?? pending, greedyAgent(rng.int(0x7fffffff)), rng);
      if (options.length === 1) {
        counters.singleOption++;
        return options[0]!.decision;
      }
      counters.searched++;
      const root: TreeNode = { edges: new Map() };
      const budget = "playouts" in opts.budget ? opts.budget.playouts : Infinity;
      const deadline = "milliseconds" in opts.budget ? performance.now() + opts.budget.milliseconds : Infinity;
      const base = rng.int(0x7fffffff);
      let done = 0;
      let failures = 0;
      while (done < budget && options.length > 1 && failures < 50) {
        if (deadline !== Infinity && performance.now() > deadline) break;
        if (!iterate(s, me, root, options, base)) {
          failures++;
          continue;
        }
        done++;
        // Stop when the leader's lead is more than the playouts left: nothing can overtake it.
        if (budget !== Infinity) {
          const visits = [...root.edges.values()].map((e) => e.visits).sort((a, b) => b - a);
          if ((visits[0] ?? 0) - (visits[1] ?? 0) > budget - done) {
            counters.stoppedEarly++;
            break;
          }
        }
      }
      counters.playouts += done;
      let best: Edge | null = null;
      for (const option of options) {
        const edge = root.edges.get(option.key);
        if (edge === undefined) continue;
        if (best === null || edge.visits > best.visits || (edge.visits === best.visits && edge.total > best.total)) best = edge;
      }
      const chosen = best?.option ?? options[0]!;
      if (chosen === options[0]) counters.greedyPlayouts += done;
      return chosen.decision;
    },
  };
}
