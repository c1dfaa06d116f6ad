import { keepLink } from "./links.js";

describe("keepLink", () => {
  const hrefs = [
    "https://example.com/a#top",
    "https://example.com/a",
    "https://www.example.com/b",
    "https://docs.example.com/c",
    "https://other.test/d",
    "mailto:someone@example.com",
    "javascript:void(0)",
    "about:blank",
    "not a url",
    "http://inline.invalid/relative",
  ];

  it.each([
    [
      "every http(s) link once, without fragments, in order",
      undefined,
      [
        "https://example.com/a",
        "https://www.example.com/b",
        "https://docs.example.com/c",
        "https://other.test/d",
      ],
    ],
    [
      "the page's host, www. aside",
      "https://www.example.com/page",
      ["https://example.com/a", "https://www.example.com/b"],
    ],
    ["nothing for a page without a host", "about:blank", []],
  ])("keeps %s", (_name, site, want) => {
    expect(keepLink(hrefs, site)).toEqual(want);
  });
});
