// The canonical card text: printCard, printCardSet (cartas.md), UnprintableError and
// quoteName. The printer lives in compiler/emit/text/ (see its index.ts for the map).
export { printCard, printCardSet, quoteName, UnprintableError } from "./text/index.js";
