// Why a decision is rejected: a closed list of stable codes, for programs that react to
// the kind of mistake (a table that greys out a card, the scenario runner checking a
// «porque …»), next to the Spanish reason written for people. README.md documents each.
export const REJECTION_CODES = [
  "gameOver",
  "noDecision",
  "notYourDecision",
  "wrongDecision",
  "badShape",
  "notNow",
  "notAvailable",
  "notAnOption",
  "ambiguous",
  "badTiming",
  "firstTurn",
  "training",
  "turned",
  "alreadyUsed",
  "limitNotMet",
  "cannotPay",
  "noLegalTarget",
  "badTarget",
  "wrongCount",
  "badDivide",
  "badCost",
  "badBearer",
  "alreadyEquipped",
  "unblockable",
  "alreadyBlocked",
  "restricted",
] as const;

export type RejectionCode = (typeof REJECTION_CODES)[number];

export interface Rejection {
  ok: false;
  code: RejectionCode;
  /** In Spanish, for the player. */
  reason: string;
}

export function reject(code: RejectionCode, reason: string): Rejection {
  return { ok: false, code, reason };
}

export function isRejection(x: object): x is Rejection {
  return (x as { ok?: unknown }).ok === false;
}
