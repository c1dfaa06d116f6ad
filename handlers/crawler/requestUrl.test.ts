/** How `url` is read: crawl4ai's bare-host rule, and 400 naming `url` for everything else. */
import { ApiError } from "../../runtime/errors.js";
import { readRequestUrl } from "./requestUrl.js";

describe("readRequestUrl", () => {
  it.each([
    ["https://example.com", "https://example.com/"],
    ["http://example.com/a?b=1#c", "http://example.com/a?b=1#c"],
    ["example.com", "https://example.com/"],
    ["example.com/docs/intro", "https://example.com/docs/intro"],
    ["localhost:8080/x", "https://localhost:8080/x"],
    ["  https://example.com/  ", "https://example.com/"],
    ["HTTPS://EXAMPLE.com/Path", "https://example.com/Path"],
  ])("reads %s as %s", (given, want) => {
    expect(readRequestUrl(given)).toBe(want);
  });

  it.each([
    "file:///etc/passwd",
    "ftp://example.com/",
    "javascript:alert(1)",
    "data:text/html,<p>x</p>",
    "raw:<p>x</p>",
    "http://",
    "https://user:pw@example.com/",
    "exa mple.com",
    "",
  ])("refuses %j with 400 naming url", (given) => {
    let thrown: unknown;
    try {
      readRequestUrl(given);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(400);
    expect((thrown as ApiError).issues).toEqual([expect.objectContaining({ name: "/url" })]);
  });
});
