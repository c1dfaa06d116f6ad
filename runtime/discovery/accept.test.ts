import { preferredMediaType } from "./accept.js";

const OFFERED = ["text/html", "text/markdown"] as const;

describe("preferredMediaType", () => {
  it.each([
    ["no header", undefined, "text/html"],
    ["markdown only", "text/markdown", "text/markdown"],
    ["browser default", "text/html,application/xhtml+xml,*/*;q=0.8", "text/html"],
    ["markdown preferred by q", "text/html;q=0.5, text/markdown", "text/markdown"],
    ["html preferred by q", "text/markdown;q=0.4, text/html", "text/html"],
    ["equal q: earlier wins", "text/markdown, text/html", "text/markdown"],
    ["wildcard loses to exact", "*/*;q=0.9, text/markdown", "text/markdown"],
    ["text/* matches both: first offer", "text/*", "text/html"],
    ["refused markdown", "text/markdown;q=0", "text/html"],
    ["nothing acceptable: first offer", "application/json", "text/html"],
  ])("%s", (_name, accept, want) => {
    expect(preferredMediaType(accept, OFFERED)).toBe(want);
  });
});
