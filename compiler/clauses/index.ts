// The table of clause specs: one entry per clause kind of the syntax tree.
import { chooseOne } from "./choose-one.js";
import { destroy, equip, exchangeControl, fight, gainControl, returnToHand, sacrifice, turn, untap } from "./cards.js";
import { damage, damageInstead, divideDamage, prevent, redirectDamage, removeDamage } from "./damage.js";
import { addEssence, equipRequirement, handSize, loseGame, modifyCost, payEssence, playOnlyDuring, prohibitNext, prohibitTarget, returnEssence, usableOnlyIf, winGame } from "./others.js";
import type { ClauseSpecs } from "./spec.js";
import { entersTurned, gainLife, gains, grantAbility, loseLife, restrict } from "./stats.js";
import { choose, discard, draw, look, lookAtTop, mill, move, reveal, searchDeck, shuffle } from "./zones.js";

export const CLAUSES: ClauseSpecs = {
  damage,
  divideDamage,
  destroy,
  draw,
  mill,
  discard,
  gains,
  grantAbility,
  turn,
  untap,
  sacrifice,
  reveal,
  returnToHand,
  move,
  returnEssence,
  gainLife,
  loseLife,
  prohibitNext,
  prohibitTarget,
  lookAtTop,
  look,
  choose,
  searchDeck,
  shuffle,
  addEssence,
  entersTurned,
  gainControl,
  exchangeControl,
  fight,
  equip,
  modifyCost,
  prevent,
  removeDamage,
  damageInstead,
  redirectDamage,
  restrict,
  winGame,
  payEssence,
  handSize,
  loseGame,
  equipRequirement,
  playOnlyDuring,
  usableOnlyIf,
  chooseOne,
};

export type { CheckContext, ClauseSpec, Place } from "./spec.js";
