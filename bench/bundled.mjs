// The bundled card set and decks (cards/, cards/mazos/), compiled with the built library:
// what the engine benches play.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export async function bundledSet(root) {
  const { compile, compileDecks } = await import(join(root, "dist/compiler/index.js"));
  const cardsDir = join(root, "cards");
  const sources = readdirSync(cardsDir)
    .filter((n) => n.endsWith(".carta"))
    .map((n) => ({ path: `cards/${n}`, text: readFileSync(join(cardsDir, n), "utf8") }));
  const { cardSet } = compile(sources);
  const deckSources = readdirSync(join(cardsDir, "mazos"))
    .filter((n) => n.endsWith(".mazo"))
    .sort()
    .map((n) => ({ path: `cards/mazos/${n}`, text: readFileSync(join(cardsDir, "mazos", n), "utf8") }));
  const { decks } = compileDecks(deckSources, cardSet);
  return { cardSet, decks };
}
