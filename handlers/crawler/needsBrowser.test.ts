/** Which static pages are script shells the crawler must load in Chromium. */
import { parseDocument } from "../../runtime/web/dom.js";
import { needsBrowser } from "./needsBrowser.js";

const PROSE = `<p>${"A real paragraph of text that a reader can read without scripts. ".repeat(20)}</p>`;

describe("needsBrowser", () => {
  it.each([
    ["an empty React root", '<div id="root"></div><script src="/app.js"></script>', true],
    ["a Next.js shell", '<div id="__next"></div><script>self.__next_f=[]</script>', true],
    [
      "a noscript plea beside little text",
      `<noscript>Please enable JavaScript</noscript><p>${"x ".repeat(150)}</p><script></script>`,
      true,
    ],
    ["almost no text and a script", "<p>Loading…</p><script>load()</script>", true],
    ["an article with analytics", `<h1>Title</h1>${PROSE}<script>track()</script>`, false],
    ["a short page without scripts", "<p>Short.</p>", false],
  ])("%s → %s", (_name, body, want) => {
    expect(
      needsBrowser(parseDocument(`<html><head><title>t</title></head><body>${body}</body></html>`)),
    ).toBe(want);
  });
});
