import { describe, expect, it } from "vitest";
import { compile } from "../compiler/index.js";

describe("compile", () => {
  it("compiles a character", () => {
    const r = compile([{ path: "a.carta", text: 'carta "A"\n tipo Personaje\n facción Caos\n coste 1\n ataque 1\n vida 1\n Embate.\n' }]);
    expect(r.diagnostics).toEqual([]);
    expect(r.cardSet.cards[0]?.name).toBe("A");
  });
});
