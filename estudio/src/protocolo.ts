// Messages between the page and its two workers (compile-worker.ts, game-worker.ts).
import type { CardSet, DeckDefinition } from "../../compiler/browser.js";
import type { ProjectFile } from "./proyecto.js";

export interface StudioDiagnostic {
  file: string;
  severity: "error" | "warning";
  code: string;
  message: string;
  from: number;
  to: number;
  line: number;
  column: number;
}

export interface CardSpan {
  name: string;
  file: string;
  from: number;
  to: number;
}

export type CompileRequest = { kind: "compile"; id: number; files: ProjectFile[] } | { kind: "render"; id: number; name: string } | { kind: "set"; id: number };

export type CompileReply =
  | { kind: "compiled"; id: number; ms: number; diagnostics: StudioDiagnostic[]; cards: CardSpan[]; decks: string[] }
  | { kind: "rendered"; id: number; name: string; svg: string | null }
  /** The last compiled set and its decks without errors, to play them. */
  | { kind: "set"; id: number; cardSet: CardSet; decks: DeckDefinition[] };

export type AgentName = "aleatorio" | "voraz" | "mcts";

/** One group of buttons of a decision form: pick between `min` and `max` values (in click order when `ordered`). */
export interface FormGroup {
  id: string;
  label: string;
  candidates: { value: number; label: string }[];
  min: number;
  max: number;
  ordered: boolean;
}

/** A legal way to answer the pending decision: applied at once, or a form of groups to fill first. */
export interface OfferedAction {
  label: string;
  groups: FormGroup[] | null;
}

export interface BoardCard {
  id: number;
  name: string;
  turned: boolean;
  attack: number | null;
  life: number | null;
  damage: number;
}

export interface BoardPlayer {
  name: string;
  deck: string;
  life: number;
  hand: BoardCard[];
  handCount: number;
  battlefield: BoardCard[];
  essence: { total: number; untapped: number };
  deckCount: number;
  graveyard: number;
}

export interface GameSnapshot {
  players: [BoardPlayer, BoardPlayer];
  turn: number;
  phase: string;
  active: number;
  chain: string[];
  /** The human's decision, or null when the game is over. */
  prompt: string | null;
  actions: OfferedAction[];
  log: string[];
  result: string | null;
  canUndo: boolean;
  decisions: number;
}

export type GameRequest =
  | { kind: "start"; cardSet: CardSet; decks: [DeckDefinition, DeckDefinition]; agent: AgentName; seed: number }
  /** `seq` numbers the checks of a form: a reply to an older selection is ignored. */
  | { kind: "choose"; action: number; selection: Record<string, number[]> | null; apply: boolean; seq: number }
  | { kind: "undo" };

export type GameReply =
  | { kind: "snapshot"; snapshot: GameSnapshot }
  | { kind: "checked"; action: number; seq: number; ok: boolean; reason: string }
  | { kind: "error"; message: string };
