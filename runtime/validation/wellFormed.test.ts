import { isUpload, markUpload } from "../binary.js";
import { bodyIssue, MAX_JSON_DEPTH, parameterIssues, textProblem } from "./wellFormed.js";

describe("textProblem", () => {
  it.each<[string, { given: string; want: RegExp | undefined }]>([
    ["plain text", { given: "hello", want: undefined }],
    ["a surrogate pair (an emoji)", { given: "a😀b", want: undefined }],
    ["U+FFFD itself", { given: "\ufffd", want: undefined }],
    ["U+0000", { given: "a\u0000b", want: /U\+0000 \(NUL\) at character 1/ }],
    ["a lone high surrogate", { given: "\ud800", want: /lone surrogate \(U\+D800\) at character 0/ }],
    ["a lone low surrogate", { given: "x\udfff", want: /lone surrogate \(U\+DFFF\) at character 1/ }],
    ["a reversed pair", { given: "\ude00\ud83d", want: /lone surrogate \(U\+DE00\)/ }],
    ["whichever comes first", { given: "\ud800\u0000", want: /lone surrogate/ }],
  ])("%s", (_name, { given, want }) => {
    const problem = textProblem(given);
    if (want) expect(problem).toMatch(want);
    else expect(problem).toBeUndefined();
  });
});

/** `value` wrapped in `depth` arrays. */
function nest(depth: number, value: unknown = 1): unknown {
  let out = value;
  for (let i = 0; i < depth; i++) out = [out];
  return out;
}

describe("bodyIssue", () => {
  it.each<[string, { given: unknown; want: { name: string; message: RegExp } | undefined }]>([
    ["a clean body", { given: { a: [1, "x", { b: null }] }, want: undefined }],
    ["a string body", { given: "a\u0000", want: { name: "/", message: /U\+0000/ } }],
    [
      "a nested value",
      { given: { a: [{ b: "\ud800" }] }, want: { name: "/a/0/b", message: /lone surrogate/ } },
    ],
    [
      "a member name (spelled as its escape)",
      {
        given: { meta: { "k\u0000": 1 } },
        want: { name: "/meta/k\\u0000", message: /member's name holds U\+0000/ },
      },
    ],
    [
      "pointer escapes",
      { given: { "a/b": { "c~d": "\udc00" } }, want: { name: "/a~1b/c~0d", message: /lone/ } },
    ],
    [
      "the first in document order",
      { given: { a: "\u0000", b: "\ud800" }, want: { name: "/a", message: /U\+0000/ } },
    ],
    ["nesting at the limit", { given: nest(MAX_JSON_DEPTH), want: undefined }],
    [
      "nesting past the limit",
      {
        given: { v: nest(MAX_JSON_DEPTH) },
        want: {
          name: `/v${"/0".repeat(MAX_JSON_DEPTH - 1)}`,
          message: new RegExp(`deeper than ${MAX_JSON_DEPTH}`),
        },
      },
    ],
    [
      "nesting far past the limit (no stack overflow)",
      { given: nest(200_000), want: { name: expect.any(String), message: /deeper/ } },
    ],
  ])("%s", (_name, { given, want }) => {
    const issue = bodyIssue(given);
    if (!want) expect(issue).toBeUndefined();
    else
      expect(issue).toEqual({
        location: "body",
        name: want.name,
        message: expect.stringMatching(want.message),
      });
  });

  it("does not look into uploads or buffers", () => {
    const upload = markUpload({ mediaType: "text/plain", stream: () => process.stdin, name: "\u0000" });
    expect(isUpload(upload)).toBe(true);
    expect(bodyIssue({ file: upload, raw: Buffer.from([0]) })).toBeUndefined();
  });
});

describe("parameterIssues", () => {
  it("names each declared parameter holding refused text, repeated values included", () => {
    const issues = parameterIssues(
      "query",
      { a: "ok", b: ["x", "\u0000"], c: "\ud800" },
      new Set(["a", "b"]),
    );
    expect(issues).toEqual([{ location: "query", name: "b", message: expect.stringContaining("U+0000") }]);
  });
});
