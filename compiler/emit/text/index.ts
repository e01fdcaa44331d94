// The canonical card text, generated from the IR: what prints is what runs.
//
// `printCard` is the inverse of lowering (compiler/lower/): for every card the compiler
// produces, `compile(printCard(card))` gives the same IR again, ranges aside; printing
// is idempotent and the text is already in the formatter's layout. The wording is the
// house style of docs/plantillas.md: one canonical wording per construct, read like a
// printed card. Where the IR holds something the language cannot write so that it reads
// back the same, printing throws UnprintableError instead (and printCard compiles its
// own text to make sure).
//
// Modules, by what they hold:
// - words.ts        the words, from the vocabulary: nouns, agreement, verb forms, phrases
// - discourse.ts    what a pointer («ese personaje», «lo», «su …») will refer to
// - context.ts      the state of one card and one ability: targets, found cards
// - filters.ts      card filters and the heads of selections
// - subjects.ts     subjects and players: declarations, pointers, the card itself
// - conditions.ts   «Si …» / «Mientras …», one printer per condition kind
// - restrictions.ts «no puede …», one printer per restriction kind
// - steps.ts        one clause printer per step kind
// - sentences.ts    steps into clauses and sentences; «Elige uno:», delayed effects
// - triggers.ts     trigger heads, one printer per trigger kind
// - statics.ts      static abilities, one printer per static effect kind
// - costs.ts        costs, one printer per cost kind
// - abilities.ts    a card's lines, one printer per ability kind
// - numbers.ts      numbers the language can write
// - verify.ts       the printed text compiles back to the IR
// - card.ts         printCard; markdown.ts printCardSet (cartas.md)
export { printCard } from "./card.js";
export { printCardSet } from "./markdown.js";
export { quoteName, UnprintableError } from "./unprintable.js";
