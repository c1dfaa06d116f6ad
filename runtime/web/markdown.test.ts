/**
 * The shared HTML-to-Markdown conversion: code stays byte for byte, links become absolute, and the
 * page's head does not leak into the text.
 */
import fc from "fast-check";
import { PageError } from "../browser/types.js";
import { MAX_NESTING } from "./dom.js";
import { htmlToMarkdown } from "./markdown.js";

const BASE = "https://example.com/docs/guide/intro.html";

describe("htmlToMarkdown", () => {
  it("keeps a code block verbatim in a fence naming its language", () => {
    const code = 'def f(x):\n    if x:\n        return   x  *  2\n\n\n    # <tag> & "q"\n\ttab';
    const html = `<p>Before</p><pre><code class="language-python">${code
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")}\n</code></pre><p>After</p>`;
    const md = htmlToMarkdown(html, BASE);
    expect(md).toContain(`\`\`\`python\n${code}\n\`\`\``);
    expect(md.indexOf("Before")).toBeLessThan(md.indexOf("```python"));
    expect(md.indexOf("```python")).toBeLessThan(md.indexOf("After"));
  });

  it("keeps highlighted code (spans per token) as its plain text", () => {
    const html =
      '<pre class="lang-js"><code><span class="k">const</span>  a = <span>1</span>;\n  b();</code></pre>';
    expect(htmlToMarkdown(html, BASE)).toBe("```js\nconst  a = 1;\n  b();\n```");
  });

  it("fences code that holds backticks with a longer fence", () => {
    const md = htmlToMarkdown("<pre><code>see ```inner``` here</code></pre>", BASE);
    expect(md).toBe("````\nsee ```inner``` here\n````");
  });

  it("makes relative links and images absolute against the page URL", () => {
    const md = htmlToMarkdown(
      '<p><a href="next.html">next</a> <a href="/root">root</a> <img src="../img/a.png" alt="A"> <a href="//cdn.example.net/x">cdn</a></p>',
      BASE,
    );
    expect(md).toContain("[next](https://example.com/docs/guide/next.html)");
    expect(md).toContain("[root](https://example.com/root)");
    expect(md).toContain("![A](https://example.com/docs/img/a.png)");
    expect(md).toContain("[cdn](https://cdn.example.net/x)");
  });

  it("resolves against the page's <base href> when it has one", () => {
    const html =
      '<html><head><base href="https://static.example.org/v2/"><title>T</title></head><body><a href="page">p</a></body></html>';
    expect(htmlToMarkdown(html, BASE)).toBe("[p](https://static.example.org/v2/page)");
  });

  it("leaves the head (title, scripts, styles) out of the text", () => {
    const html =
      "<!doctype html><html><head><title>Only a title</title><style>p{}</style></head><body><h1>Heading</h1><script>var x = 1;</script></body></html>";
    expect(htmlToMarkdown(html, BASE)).toBe("# Heading");
  });

  it("converts any markup without throwing, even broken or hostile", () => {
    const tag = fc.constantFrom(
      "<pre>",
      "</pre>",
      "<code class='language-x'>",
      "</code>",
      "<p>",
      "<a href='",
      "<base href='x'>",
      "<html>",
      "<br>",
      "```",
      "&lt;",
      "<!--",
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(tag, fc.string()), { maxLength: 30 }), (parts) => {
        expect(typeof htmlToMarkdown(parts.join(""), BASE)).toBe("string");
      }),
      { numRuns: 300 },
    );
  });

  it("refuses a page nested deeper than the cap as too large, and converts one within it", () => {
    const nested = (n: number) => `${"<div>".repeat(n)}deep${"</div>".repeat(n)}`;
    expect(htmlToMarkdown(nested(MAX_NESTING - 10), BASE)).toBe("deep");
    const started = Date.now();
    expect(() => htmlToMarkdown(nested(200_000), BASE)).toThrow(PageError);
    expect(Date.now() - started).toBeLessThan(2000);
    // Tags whose end may be left out (paragraphs, list items, cells) add no depth.
    expect(htmlToMarkdown("<p>x".repeat(5000), BASE)).toContain("x");
  });
});
