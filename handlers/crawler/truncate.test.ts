/** The Markdown cap: cut between blocks, code fences closed, flag set. */
import { capMarkdown } from "./truncate.js";

describe("capMarkdown", () => {
  it("leaves short Markdown alone", () => {
    expect(capMarkdown("# A\n\ntext", 100)).toEqual({ markdown: "# A\n\ntext", truncated: false });
  });

  it("cuts at the last block boundary in the allowance", () => {
    const md = `${"a".repeat(60)}\n\n${"b".repeat(60)}`;
    expect(capMarkdown(md, 100)).toEqual({ markdown: "a".repeat(60), truncated: true });
  });

  it("closes a code block the cut leaves open", () => {
    const md = `intro\n\n\`\`\`js\n${"x();\n".repeat(40)}\`\`\``;
    const { markdown, truncated } = capMarkdown(md, 60);
    expect(truncated).toBe(true);
    expect(markdown.startsWith("intro\n\n```js\nx();")).toBe(true);
    expect(markdown.endsWith("\n```")).toBe(true);
  });
});
