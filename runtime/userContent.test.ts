import { isPassiveMediaType, USER_CONTENT_CSP, userContentHeaders } from "./userContent.js";

describe("isPassiveMediaType", () => {
  it.each<[string | undefined, boolean]>([
    ["image/png", true],
    ["IMAGE/JPEG; q=1", true],
    ["video/mp4", true],
    ["audio/ogg", true],
    ["text/plain; charset=utf-8", true],
    ["application/octet-stream", true],
    ["application/json", true],
    ["text/html", false],
    ["image/svg+xml", false],
    ["application/xhtml+xml", false],
    ["text/xml", false],
    ["application/xml", false],
    ["text/javascript", false],
    ["application/pdf", false],
    ["multipart/x-mixed-replace", false],
    ["", false],
    [undefined, false],
    ["video/", false],
  ])("%j → %s", (type, passive) => {
    expect(isPassiveMediaType(type)).toBe(passive);
  });
});

describe("userContentHeaders", () => {
  it("sandboxes a type that is not passive and leaves a passive one alone", () => {
    expect(userContentHeaders("text/html")).toEqual({
      "Content-Disposition": "attachment",
      "Content-Security-Policy": USER_CONTENT_CSP,
    });
    expect(userContentHeaders("image/png")).toEqual({});
  });
});
