// The resolution chain (Reglamento 16, 17, 18, 23): pushing an item, and resolving the
// top one when both players pass: a pending prohibition catches it (unless its
// controller pays), all its targets gone prohibit it, otherwise its steps run; then the
// card goes where it belongs.
import { assertNever } from "../assert.js";
import { prohibitionAllowed } from "../continuous.js";
import { ask } from "../decide.js";
import { declarationsOf, defInfos } from "../defs.js";
import { newSteps } from "../effects/step-task.js";
import { defOf, nameOf, targetStillLegal, untappedEssence } from "../query.js";
import { emit, moveCard, payEssence } from "../state.js";
import type { Activation, ChainItem, GameState, PlayerId, Prohibition } from "../types.js";
import { canBear, setBearer } from "./bearers.js";
import { pushSettle, takeAnswer, type TaskOf } from "./tasks.js";

type Outcome = "resolved" | "prohibited" | "noTargets";

export function pushChain(s: GameState, item: ChainItem): void {
  s.chain.push(item);
  emit(s, { t: "chainPush", size: s.chain.length, card: item.act.source, kind: item.kind });
}

/** Rulings R32, R119: «carta» is a played card resolving from the chain; «Verso» one of them; a trait, that trait; with `opponents`, another player's. */
function prohibitionCatches(s: GameState, pr: Prohibition, item: ChainItem): boolean {
  if (pr.opponents === true && item.act.controller === pr.controller) return false;
  if (pr.what !== "carta" && pr.what !== "Verso") return item.kind === "trait" && item.trait === pr.what;
  return item.kind === "card" && (pr.what === "carta" || defOf(s, item.act.source).type === "Verso");
}

function allTargetsGone(s: GameState, act: Activation): boolean {
  if (act.ability < 0) return false;
  const ability = s.defs[act.def]!.abilities[act.ability]!;
  const decls = declarationsOf(ability, defInfos(s.defs)[act.def]!.chooseStep[act.ability] ?? -1, act.choice);
  let declared = 0;
  for (const tv of act.targets) {
    const decl = decls.find((x) => x.id === tv.id);
    if (decl === undefined) continue;
    for (let i = 0; i < tv.values.length; i++) {
      declared++;
      if (tv.player || targetStillLegal(s, decl, act.controller, act.source, tv.values[i]!, tv.incs[i]!)) return false;
    }
  }
  return declared > 0;
}

export function resolveTask(s: GameState, r: TaskOf<"resolve">): void {
  if (r.stage === "next") {
    if (s.chain.length === 0) {
      s.tasks.pop();
      return;
    }
    r.index = s.chain.length - 1;
  }
  const item = s.chain[r.index]!;
  switch (r.stage) {
    case "next": {
      r.prohibited = item.prohibited;
      if (!r.prohibited) {
        // Ruling R32: a pending «próxima carta / próximo Talento» is consumed by the first match.
        const i = s.prohibitions.findIndex((pr) => prohibitionCatches(s, pr, item));
        if (i >= 0) {
          const pr = s.prohibitions.splice(i, 1)[0]!;
          // Ruling R125: a card that cannot be prohibited uses the pending prohibition up, which does nothing to it.
          if (item.kind === "card" && !prohibitionAllowed(s, item.act.source)) {
            r.stage = "checkTargets";
            return;
          }
          if (pr.unlessPays > 0 && untappedEssence(s, item.act.controller) >= pr.unlessPays) {
            r.stage = "payToAvoid";
            r.pay = pr.unlessPays;
            ask(s, {
              kind: "payOrProhibit",
              player: item.act.controller,
              prompt: `Paga ${pr.unlessPays} Escencia(s) adicionales o «${nameOf(s, item.act.source)}» queda prohibida.`,
              card: item.act.source,
              amount: pr.unlessPays,
            });
            return;
          }
          r.prohibited = true;
        }
      }
      r.stage = "checkTargets";
      return;
    }
    case "payToAvoid": {
      const d = takeAnswer(r);
      if (d.kind === "payOrProhibit" && d.pay) {
        payEssence(s, item.act.controller, r.pay);
        emit(s, { t: "paidToAvoid", player: item.act.controller, card: item.act.source, amount: r.pay });
      } else r.prohibited = true;
      r.stage = "checkTargets";
      return;
    }
    case "checkTargets": {
      // Reglamento 23: a card or trait whose targets are all illegal «se prohibe» (ruling R30).
      const outcome = r.prohibited ? "prohibited" : allTargetsGone(s, item.act) ? "noTargets" : "resolved";
      emit(s, { t: "chainResolve", card: item.act.source, kind: item.kind, outcome });
      if (outcome !== "resolved") {
        finishItem(s, r.index, outcome);
        r.stage = "next";
        return;
      }
      r.stage = "finish";
      if (item.kind !== "equip" && item.act.ability >= 0) s.tasks.push(newSteps(item.act));
      return;
    }
    case "finish":
      finishItem(s, r.index, "resolved");
      r.stage = "next";
      return;
    default:
      assertNever(r.stage);
  }
}

function finishItem(s: GameState, index: number, outcome: Outcome): void {
  const item = s.chain.splice(index, 1)[0]!;
  pushSettle(s);
  const id = item.act.source;
  const c = s.cards[id]!;
  if (item.kind === "card") {
    if (c.zone !== "chain" || c.inc !== item.act.sourceInc) return;
    const def = s.defs[c.def]!;
    if (outcome !== "resolved" || def.type === "Verso") {
      // Reglamento 12, 18: Versos and prohibited cards go to their owner's cementerio.
      moveCard(s, id, "graveyard", c.owner, outcome === "resolved" ? "resolve" : "prohibit");
      return;
    }
    moveCard(s, id, "battlefield", item.act.controller, "resolve");
    // Ruling R33: the bearer is not a target; gone (or no longer valid), the relic enters unequipped.
    if (def.type === "Reliquia" && item.bearer >= 0 && validBearer(s, id, item.bearer, item.bearerInc, item.act.controller)) setBearer(s, id, item.bearer);
    s.tasks.push({ k: "enter", card: id, inc: c.inc, stage: "mitica", answer: null });
    return;
  }
  if (item.kind === "equip" && outcome === "resolved") {
    if (c.zone === "battlefield" && c.inc === item.act.sourceInc && c.controller === item.act.controller && validBearer(s, id, item.bearer, item.bearerInc, item.act.controller)) {
      setBearer(s, id, item.bearer);
    }
  }
}

/** The bearer chosen when the action was taken, still the same card and still valid for the Reliquia (Reglamento 21). */
function validBearer(s: GameState, relic: number, id: number, inc: number, controller: PlayerId): boolean {
  const b = s.cards[id];
  return b !== undefined && b.inc === inc && canBear(s, relic, id, controller);
}
