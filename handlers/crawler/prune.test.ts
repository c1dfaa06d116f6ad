/** The `fit` filter on whole pages: what goes, and what must stay. */
import { parseDocument } from "../../runtime/web/dom.js";
import { pruneToMainContent } from "./prune.js";

/** The body's text after pruning, whitespace collapsed. */
function prunedText(html: string): string {
  const document = parseDocument(html);
  pruneToMainContent(document);
  return (document.body?.textContent ?? "").replace(/\s+/g, " ").trim();
}

describe("pruneToMainContent", () => {
  it("keeps <main> alone when the page has one", () => {
    expect(
      prunedText("<body><div>Site intro</div><main><p>The content.</p></main><div>Other</div></body>"),
    ).toBe("The content.");
  });

  it("keeps a lone <article> with its own header and footer (title, byline)", () => {
    const html =
      '<body><header>Site</header><article><header class="entry-header"><h1>Title</h1></header>\n' +
      "<p>Body text of the post.</p>\n<footer>By Ada, 2026</footer></article><footer>Site footer</footer></body>";
    expect(prunedText(html)).toBe("Title Body text of the post. By Ada, 2026");
  });

  it("drops boilerplate named by id or class, not words that merely contain it", () => {
    const html =
      '<body><div id="cookie-consent">Accept cookies</div><div class="share-bar">Share</div>' +
      '<div class="canvas-wrapper"><p>Kept: canvas is not nav.</p></div><div class="ad-slot">Buy</div></body>';
    expect(prunedText(html)).toBe("Kept: canvas is not nav.");
  });

  it("drops link-dense blocks but keeps prose that links", () => {
    const html =
      '<body><div><a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a></div>' +
      '<p>Read the <a href="/guide">guide</a> before you start, it explains the whole setup.</p></body>';
    expect(prunedText(html)).toBe("Read the guide before you start, it explains the whole setup.");
  });

  it("keeps an image-only figure and drops empty wrappers", () => {
    const document = parseDocument('<body><div></div><figure><img src="a.png" alt="A"></figure></body>');
    pruneToMainContent(document);
    expect(document.body?.querySelectorAll("div").length).toBe(0);
    expect(document.body?.querySelector("img")).not.toBeNull();
  });
});
