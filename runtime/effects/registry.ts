// One handler per IR step kind, in the manner of Forge's `ApiType` → `DamageDealEffect`.
// The table is keyed by `StepKind`: a step kind added to the IR fails the build here
// until it has a handler.
import type { StepKind } from "../../compiler/ir.js";
import { addEssence } from "./add-essence.js";
import { nextCostChange } from "./next-cost-change.js";
import { chooseOne } from "./choose-one.js";
import { damage, divideDamage } from "./damage.js";
import { delayed } from "./delayed.js";
import { destroy } from "./destroy.js";
import { discard } from "./discard.js";
import { draw } from "./draw.js";
import { equip } from "./equip.js";
import { exchangeControl } from "./exchange-control.js";
import { fight } from "./fight.js";
import { loseGame, winGame } from "./game-end.js";
import { gainControl } from "./gain-control.js";
import { gainLife } from "./gain-life.js";
import { grantKeyword } from "./grant-keyword.js";
import { choose } from "./choose.js";
import { look, reveal } from "./look.js";
import { loseLife } from "./lose-life.js";
import { lookAtTop } from "./look-at-top.js";
import { mill } from "./mill.js";
import { modifyStats } from "./modify-stats.js";
import { move } from "./move.js";
import { payEssence } from "./pay-essence.js";
import { preventDamage, removeDamage } from "./prevent-damage.js";
import { prohibitNext, prohibitTarget } from "./prohibit.js";
import { returnEssence } from "./return-essence.js";
import { restrict } from "./restrict.js";
import { returnToHand } from "./return-to-hand.js";
import { sacrifice } from "./sacrifice.js";
import { searchDeck } from "./search-deck.js";
import { shuffle } from "./shuffle.js";
import type { StepHandler, StepOf } from "./step-task.js";
import { turn, untap } from "./turn.js";

export const HANDLERS: { readonly [K in StepKind]: StepHandler<StepOf<K>> } = {
  damage,
  divideDamage,
  destroy,
  draw,
  discard,
  mill,
  modifyStats,
  grantKeyword,
  turn,
  untap,
  returnToHand,
  gainLife,
  loseLife,
  payEssence,
  prohibitNext,
  nextCostChange,
  prohibitTarget,
  lookAtTop,
  searchDeck,
  addEssence,
  returnEssence,
  gainControl,
  equip,
  sacrifice,
  chooseOne,
  delayed,
  move,
  look,
  choose,
  reveal,
  shuffle,
  exchangeControl,
  fight,
  preventDamage,
  removeDamage,
  restrict,
  winGame,
  loseGame,
};
