import type { z } from "zod";
import { baseUrl, bool, defineSection, integer, list, oneOf, positiveNumber, text, url } from "./define.js";
import { ConfigError, readSection, readVariable, sectionProblems } from "./read.js";

/** Parses `raw` with `schema` as the loader does: the value, or the first message. */
function parse(schema: z.ZodType<unknown, string>, raw: string): unknown {
  const r = schema.safeParse(raw);
  return r.success ? r.data : { error: r.error.issues[0]?.message };
}

describe("schema builders", () => {
  it.each<[string, { schema: z.ZodType<unknown, string>; given: string; want: unknown }]>([
    ["bool true", { schema: bool(), given: "true", want: true }],
    ["bool 0", { schema: bool(), given: "0", want: false }],
    ["bool any case", { schema: bool(), given: "FALSE", want: false }],
    ["bool yes", { schema: bool(), given: "yes", want: { error: "must be true or false" } }],
    ["integer in range", { schema: integer(1, 10), given: "10", want: 10 }],
    [
      "integer below",
      { schema: integer(1, 10), given: "0", want: { error: "must be a whole number from 1 to 10" } },
    ],
    [
      "integer fraction",
      { schema: integer(0), given: "1.5", want: { error: "must be a whole number of at least 0" } },
    ],
    [
      "integer hex",
      { schema: integer(0), given: "0x10", want: { error: "must be a whole number of at least 0" } },
    ],
    ["positive fraction", { schema: positiveNumber(), given: "2.5", want: 2.5 }],
    [
      "positive zero",
      { schema: positiveNumber(), given: "0", want: { error: "must be a number greater than 0" } },
    ],
    ["one of", { schema: oneOf(["a", "b"]), given: "b", want: "b" }],
    ["one of, wrong case", { schema: oneOf(["a", "b"]), given: "A", want: { error: "must be one of a, b" } }],
    ["url kept as given", { schema: url(), given: "https://x.example/p/", want: "https://x.example/p/" }],
    [
      "url scheme",
      { schema: url(), given: "ftp://x", want: { error: "must be an absolute URL (http or https)" } },
    ],
    [
      "url relative",
      { schema: url(), given: "/hooks", want: { error: "must be an absolute URL (http or https)" } },
    ],
    [
      "base url trimmed",
      { schema: baseUrl(), given: "https://x.example/api//", want: "https://x.example/api" },
    ],
    [
      "list skips blanks",
      { schema: list(url()), given: "http://a, ,http://b", want: ["http://a", "http://b"] },
    ],
    [
      "list names the bad item",
      {
        schema: list(url()),
        given: "http://a,/b",
        want: { error: 'item "/b" must be an absolute URL (http or https)' },
      },
    ],
  ])("%s", (_name, { schema, given, want }) => {
    expect(parse(schema, given)).toEqual(want);
  });
});

const section = defineSection("demo", {
  DEMO_COUNT: { description: "a count", schema: integer(1), default: "3" },
  DEMO_NAME: { description: "a name", schema: text() },
  DEMO_TOKEN: { description: "a token", schema: text().regex(/^tok_/, "must start with tok_"), secret: true },
  DEMO_FLAG: { description: "a flag", schema: bool(), default: "false" },
});

describe("readSection", () => {
  it("applies defaults, treats blank values as unset and trims", () => {
    expect(readSection(section, { DEMO_COUNT: " ", DEMO_NAME: "  x  " })).toEqual({
      DEMO_COUNT: 3,
      DEMO_NAME: "x",
      DEMO_TOKEN: undefined,
      DEMO_FLAG: false,
    });
  });

  it("lists every variable that does not parse at once, never repeating a secret", () => {
    const env = { DEMO_COUNT: "many", DEMO_TOKEN: "hunter2", DEMO_FLAG: "maybe" };
    expect(sectionProblems(section, env)).toEqual([
      'DEMO_COUNT must be a whole number of at least 1 (got "many")',
      "DEMO_TOKEN must start with tok_",
      'DEMO_FLAG must be true or false (got "maybe")',
    ]);
    let thrown: unknown;
    try {
      readSection(section, env);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).problems).toHaveLength(3);
    expect((thrown as ConfigError).message).not.toContain("hunter2");
  });

  it("checks a default like a set value (a bad default is a bug, reported)", () => {
    const broken = defineSection("broken", { B: { description: "b", schema: integer(5), default: "1" } });
    expect(sectionProblems(broken, {})).toEqual(['B must be a whole number of at least 5 (got "1")']);
  });
});

describe("readVariable", () => {
  it("reads one variable without judging the rest of its section", () => {
    expect(readVariable(section, "DEMO_NAME", { DEMO_NAME: "n", DEMO_COUNT: "bad" })).toBe("n");
    expect(() => readVariable(section, "DEMO_COUNT", { DEMO_COUNT: "bad" })).toThrow(ConfigError);
  });
});
