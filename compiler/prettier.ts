// The prettier plugin of the card language (`cronicas/prettier`). Prettier hosts it;
// the layout itself is compiler/format.ts, the one formatter of the project.
import type { Parser, Plugin, Printer, SupportLanguage } from "prettier";
import { FormatError, formatSource } from "./format.js";

interface FormattedDocument {
  type: "cronicas";
  formatted: string;
  length: number;
}

export const languages: SupportLanguage[] = [
  { name: "Crónicas", parsers: ["cronicas"], extensions: [".carta", ".mazo", ".escenario"], vscodeLanguageIds: ["cronicas"] },
];

// Formatting happens while "parsing": a file with a syntax error must fail here, so
// prettier reports it with its position and leaves the file as it was.
export const parsers: Record<string, Parser<FormattedDocument>> = {
  cronicas: {
    astFormat: "cronicas",
    parse(text, options) {
      try {
        // One parser for both kinds of file: the extension says which layout applies.
        return { type: "cronicas", formatted: formatSource(options.filepath ?? "", text), length: text.length };
      } catch (error) {
        if (error instanceof FormatError) {
          throw Object.assign(new SyntaxError(error.message), { loc: { start: { line: error.line, column: error.column } } });
        }
        throw error;
      }
    },
    locStart: () => 0,
    locEnd: (node) => node.length,
  },
};

export const printers: Record<string, Printer<FormattedDocument>> = {
  cronicas: {
    print: (path) => path.node.formatted,
  },
};

const plugin: Plugin<FormattedDocument> = { languages, parsers, printers };
export default plugin;
