/** The query filter: blocks cut at blank lines (code kept whole), BM25-ranked, kept in order. */
import { keepMatchingBlocks, markdownBlocks, words } from "./rank.js";

const DOC = [
  "# Guide",
  "Intro about nothing in particular.",
  "## Install",
  "Run the installer with npm, then restart.",
  "```sh\nnpm install thing\n\nnpm start\n```",
  "## Colours",
  "Pick a palette of blue and green.",
].join("\n\n");

describe("markdownBlocks", () => {
  it("cuts at blank lines but keeps a fenced block with blank lines whole", () => {
    const blocks = markdownBlocks(DOC);
    expect(blocks).toHaveLength(7);
    expect(blocks[4]).toBe("```sh\nnpm install thing\n\nnpm start\n```");
  });
});

describe("keepMatchingBlocks", () => {
  it("keeps the matching blocks in document order with their heading", () => {
    expect(keepMatchingBlocks(DOC, "npm install")).toBe(
      "## Install\n\nRun the installer with npm, then restart.\n\n```sh\nnpm install thing\n\nnpm start\n```",
    );
  });

  it("answers everything when nothing matches or the query has no words", () => {
    expect(keepMatchingBlocks(DOC, "zebra")).toBe(DOC);
    expect(keepMatchingBlocks(DOC, "the of ???")).toBe(DOC);
  });

  it("treats regular-expression characters in the query as text", () => {
    expect(() => keepMatchingBlocks(DOC, "(blue|[green")).not.toThrow();
    expect(keepMatchingBlocks(DOC, "(blue|[green")).toBe("## Colours\n\nPick a palette of blue and green.");
  });
});

describe("words", () => {
  it("lower-cases, splits on anything but letters and digits, and drops stop words", () => {
    expect(words("The Café's 2 (tomatoes)!")).toEqual(["café", "s", "2", "tomatoes"]);
  });
});
