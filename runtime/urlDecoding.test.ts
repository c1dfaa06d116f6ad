import type { OperationDefinition } from "./contract.js";
import { escapeProblem, matchPath } from "./urlDecoding.js";

describe("escapeProblem", () => {
  it.each<[string, { given: string; want: RegExp | undefined }]>([
    ["no escape", { given: "plain", want: undefined }],
    ["UTF-8 escapes", { given: "caf%C3%A9%2F", want: undefined }],
    ["a bad escape", { given: "a%ZZb", want: /"%ZZ" is not a percent-escape/ }],
    ["a trailing %", { given: "100%", want: /"%" is not a percent-escape/ }],
    ["an encoded surrogate (CESU-8)", { given: "%ED%A0%80", want: /do not decode to UTF-8/ }],
    ["an invalid byte", { given: "%FF", want: /UTF-8/ }],
    ["an overlong encoding", { given: "%C0%AF", want: /UTF-8/ }],
    ["a truncated sequence", { given: "%E2%82", want: /UTF-8/ }],
  ])("%s", (_name, { given, want }) => {
    const problem = escapeProblem(given);
    if (want) expect(problem).toMatch(want);
    else expect(problem).toBeUndefined();
  });
});

const op = (path: string, slashes?: string): OperationDefinition =>
  ({
    path,
    parameters: [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1]!,
      in: "path",
      required: true,
      ...(m[1] === slashes ? { allowSlashes: true } : {}),
    })),
  }) as unknown as OperationDefinition;

describe("matchPath", () => {
  it.each<
    [string, { template: OperationDefinition; path: string; want: Record<string, string> | undefined }]
  >([
    ["a parameter", { template: op("/kv/{key}"), path: "/kv/%FF", want: { key: "%FF" } }],
    ["a trailing slash", { template: op("/kv/{key}"), path: "/kv/a/", want: { key: "a" } }],
    ["another literal", { template: op("/kv/{key}"), path: "/kx/a", want: undefined }],
    ["an empty segment", { template: op("/kv/{key}/x"), path: "/kv//x", want: undefined }],
    ["too many segments", { template: op("/kv/{key}"), path: "/kv/a/b", want: undefined }],
    [
      "a slash-taking parameter",
      { template: op("/b/{id}/o/{k}", "k"), path: "/b/1/o/a/%C0/c", want: { id: "1", k: "a/%C0/c" } },
    ],
    ["the root", { template: op("/"), path: "/", want: {} }],
  ])("%s", (_name, { template, path, want }) => {
    const got = matchPath(template, path);
    expect(got ? Object.fromEntries(got) : undefined).toEqual(want);
  });
});
