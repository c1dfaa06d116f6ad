/** The deterministic extractor and the verbatim path: table tests. */
import { extractFacts, factHash, verbatimFacts } from "./extract.js";

describe("extractFacts", () => {
  it.each([
    [
      "keeps first-person statements, sentence by sentence",
      "I'm vegetarian. My sister lives in Oslo!",
      ["I'm vegetarian", "My sister lives in Oslo"],
    ],
    ["drops questions and greetings", "Hi! Can you help me? I need a recipe.", ["I need a recipe"]],
    ["drops leading fillers and capitalises", "btw, also i work nights", ["I work nights"]],
    ["drops statements not in the first person", "The weather is nice. Paris is big.", []],
    [
      "cuts at line breaks and semicolons",
      "I like tea; my cat is grey\nwe moved in May",
      ["I like tea", "My cat is grey", "We moved in May"],
    ],
    ["drops one-word sentences", "Me. I.", []],
  ])("%s", (_name, content, want) => {
    expect(extractFacts([{ role: "user", content }]).map((f) => f.memory)).toEqual(want);
  });

  it("reads only user messages", () => {
    expect(
      extractFacts([
        { role: "assistant", content: "I am your assistant" },
        { role: "system", content: "I rule" },
      ]),
    ).toEqual([]);
  });

  it("gives the same hash to the same fact however it is spaced, cased or ended", () => {
    expect(factHash("I like  tea.")).toBe(factHash("i like tea"));
    expect(factHash("I like tea")).not.toBe(factHash("I like coffee"));
  });
});

describe("verbatimFacts", () => {
  it("stores user and assistant messages as they are (whitespace collapsed), never system ones", () => {
    expect(
      verbatimFacts([
        { role: "system", content: "Be brief" },
        { role: "user", content: " Where  is my car? " },
        { role: "assistant", content: "In the garage." },
      ]).map((f) => [f.role, f.memory]),
    ).toEqual([
      ["user", "Where is my car?"],
      ["assistant", "In the garage."],
    ]);
  });
});
