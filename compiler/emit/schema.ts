// The schema of cartas.json as the CLI writes it next to the cards. It reads the
// committed, generated module: the CLI runs on every compile and must not load ts-morph.
import { cartasSchema } from "./cartas.schema.js";

/** cartas.schema.json: the JSON Schema (2020-12) of the compiled IR. */
export function emitSchema(): string {
  return JSON.stringify(cartasSchema, null, 2) + "\n";
}
