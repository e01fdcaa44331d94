// `printCard`: the canonical text of one compiled card, checked to read back as its IR.
import type { CardDefinition } from "../../ir.js";
import { cardLines } from "./abilities.js";
import { checkNumbers } from "./numbers.js";
import { UnprintableError } from "./unprintable.js";
import { readsBack } from "./verify.js";

/**
 * The card in canonical `.carta` form, ending with a newline. Throws UnprintableError
 * when the IR holds something the language cannot write so that it compiles back to
 * the same IR. The one exception is a name the lexer cannot read (see `quoteName`).
 */
export function printCard(card: CardDefinition): string {
  checkNumbers(card);
  const text = cardLines(card).join("\n") + "\n";
  const difference = readsBack(card, text);
  if (difference !== undefined) throw new UnprintableError(card.name, difference);
  return text;
}
