/** Reading a fetched body by its media type: what is converted, what passes, what is refused. */
import { PageError } from "../../runtime/browser/types.js";
import { readContent, textMarkdown } from "./content.js";

const URL = "http://127.0.0.1/x";

describe("readContent", () => {
  it.each([
    ["text/html; charset=utf-8", "html", "text/html"],
    ["application/xhtml+xml", "html", "application/xhtml+xml"],
    ["text/markdown", "markdown", "text/markdown"],
    ["TEXT/PLAIN", "text", "text/plain"],
    ["application/ld+json", "json", "application/ld+json"],
  ])("reads %s as %s", (contentType, kind, mediaType) => {
    expect(readContent(contentType, Buffer.from("x"), URL)).toMatchObject({ kind, mediaType });
  });

  it.each(["image/png", "application/pdf", "application/octet-stream", "video/mp4"])(
    "refuses %s as content_type, naming it",
    (contentType) => {
      let thrown: unknown;
      try {
        readContent(contentType, Buffer.from("x"), URL);
      } catch (err) {
        thrown = err;
      }
      expect(thrown).toBeInstanceOf(PageError);
      expect((thrown as PageError).failure).toBe("content_type");
      expect((thrown as PageError).message).toContain(contentType);
    },
  );

  it("decodes the declared charset, or the page's <meta charset>", () => {
    const latin1 = Buffer.from("<p>caf\xe9</p>", "latin1");
    expect(readContent("text/html; charset=iso-8859-1", latin1, URL).text).toBe("<p>café</p>");
    const meta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(readContent("text/html", meta, URL).text).toContain("café");
  });

  it("sniffs a body without Content-Type: HTML, text, or refused binary", () => {
    expect(readContent(undefined, Buffer.from("<!doctype html><p>x</p>"), URL).kind).toBe("html");
    expect(readContent(undefined, Buffer.from("plain words"), URL).kind).toBe("text");
    expect(() => readContent(undefined, Buffer.from([0x89, 0x50, 0, 1]), URL)).toThrow(PageError);
  });
});

describe("textMarkdown", () => {
  it("fences JSON, and passes text and Markdown as they are", () => {
    expect(textMarkdown({ kind: "json", mediaType: "application/json", text: '{"a":"```"}\n' })).toBe(
      '````json\n{"a":"```"}\n````',
    );
    expect(textMarkdown({ kind: "markdown", mediaType: "text/markdown", text: "# T\n" })).toBe("# T\n");
  });
});
