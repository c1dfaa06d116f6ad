import { parseRef, renderTemplate, templateRefs } from "./template.js";

const ctx = {
  input: { order: { id: "A-1", lines: [{ sku: "x" }] }, n: 3, nothing: null },
  steps: { fetch: { output: { url: "https://e.x/a", size: 12 } }, charge: { error: "card declined" } },
};

describe("parseRef", () => {
  const table: [string, ReturnType<typeof parseRef>][] = [
    ["input", { kind: "input", path: [] }],
    ["input.order.id", { kind: "input", path: ["order", "id"] }],
    ["steps.fetch.output", { kind: "output", step: "fetch", path: [] }],
    ["steps.fetch.output.url", { kind: "output", step: "fetch", path: ["url"] }],
    ["steps.charge.error", { kind: "error", step: "charge" }],
    ["steps.charge.error.x", null],
    ["steps.fetch", null],
    ["env.HOME", null],
    ["input..a", null],
  ];
  it.each(table)("reads %s", (expr, want) => {
    expect(parseRef(expr)).toEqual(want);
  });
});

describe("templateRefs", () => {
  it("finds every placeholder with the pointer of its string", () => {
    const refs = templateRefs({ a: "{{input.n}}", b: ["x {{ steps.fetch.output.url }} {{nope}}"], "c/d": 1 });
    expect(refs.map((r) => [r.pointer, r.text, r.ref?.kind ?? null])).toEqual([
      ["/a", "{{input.n}}", "input"],
      ["/b/0", "{{ steps.fetch.output.url }}", "output"],
      ["/b/0", "{{nope}}", null],
    ]);
  });
});

describe("renderTemplate", () => {
  const table: [string, { given: unknown; want: unknown }][] = [
    ["a whole placeholder keeps the type", { given: "{{input.n}}", want: 3 }],
    ["an object value", { given: "{{input.order}}", want: ctx.input.order }],
    ["null stays null", { given: "{{input.nothing}}", want: null }],
    ["array indexes", { given: "{{input.order.lines.0.sku}}", want: "x" }],
    ["text interpolation", { given: "order {{input.order.id}} n={{input.n}}", want: "order A-1 n=3" }],
    ["objects as JSON in text", { given: "x={{input.order.lines}}", want: 'x=[{"sku":"x"}]' }],
    [
      "nested templates",
      {
        given: { u: "{{steps.fetch.output.url}}", l: ["{{steps.fetch.output.size}}"], k: 1 },
        want: { u: "https://e.x/a", l: [12], k: 1 },
      },
    ],
    ["a catch step reads the error", { given: "why: {{steps.charge.error}}", want: "why: card declined" }],
    ["plain values pass", { given: [true, 2, "no braces"], want: [true, 2, "no braces"] }],
  ];
  it.each(table)("%s", (_name, { given, want }) => {
    expect(renderTemplate(given, ctx)).toEqual({ ok: true, value: want });
  });

  const failing: [string, unknown, RegExp][] = [
    [
      "a missing input path",
      { a: ["{{input.order.missing}}"] },
      /payload_template\/a\/0 .*no value at input\.order\.missing/,
    ],
    ["an index past the end", "{{input.order.lines.5}}", /no value/],
    ["a step without output", "{{steps.charge.output}}", /step charge has no output/],
    ["a step without error", "{{steps.fetch.error}}", /step fetch has no error/],
    ["an unknown root", "x {{env.HOME}}", /reads nothing/],
  ];
  it.each(failing)("fails on %s", (_name, given, message) => {
    const r = renderTemplate(given, ctx);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
});
