import { type DagStep, dagShape, validateDag } from "./dag.js";

const s = (id: string, depends_on: string[] = [], extra: Partial<DagStep> = {}): DagStep => ({
  id,
  depends_on,
  ...extra,
});

describe("validateDag", () => {
  it("accepts a diamond with a catch step and templates reading ancestors", () => {
    const steps = [
      s("a", [], { payload_template: { x: "{{input.x}}" } }),
      s("b", ["a"], { catch: "fix_b" }),
      s("c", ["a"]),
      s("d", ["b", "c"], { payload_template: "{{steps.a.output.v}} {{steps.b.output}}" }),
      s("fix_b", [], { payload_template: { why: "{{steps.b.error}}", a: "{{steps.a.output}}" } }),
    ];
    expect(validateDag(steps)).toEqual([]);
    expect(dagShape(steps)).toEqual({ catchOf: new Map([["fix_b", "b"]]), sinks: ["d"], roots: ["a"] });
  });

  const table: [string, DagStep[], { pointer: string; message: RegExp }[]][] = [
    ["a duplicate id", [s("a"), s("b"), s("a")], [{ pointer: "/steps/2/id", message: /repeats the id a/ }]],
    [
      "an unknown dependency",
      [s("a"), s("b", ["a", "zz"])],
      [{ pointer: "/steps/1/depends_on/1", message: /no step.*zz/ }],
    ],
    ["a self dependency", [s("a", ["a"])], [{ pointer: "/steps/0/depends_on/0", message: /itself/ }]],
    ["an unknown catch", [s("a", [], { catch: "zz" })], [{ pointer: "/steps/0/catch", message: /no step/ }]],
    ["a self catch", [s("a", [], { catch: "a" })], [{ pointer: "/steps/0/catch", message: /itself/ }]],
    [
      "a catch step that is also a dependency",
      [s("a", [], { catch: "c" }), s("c"), s("d", ["c"])],
      [{ pointer: "/steps/0/catch", message: /also a normal dependency of d/ }],
    ],
    [
      "one catch step for two steps",
      [s("a", [], { catch: "c" }), s("b", [], { catch: "c" }), s("c")],
      [{ pointer: "/steps/1/catch", message: /already the catch step of a/ }],
    ],
    [
      "a catch step depending on its step",
      [s("a", [], { catch: "c" }), s("c", ["a"])],
      [{ pointer: "/steps/1/depends_on/0", message: /the step this catch step handles/ }],
    ],
    [
      "a cycle",
      [s("a", ["c"]), s("b", ["a"]), s("c", ["b"])],
      [{ pointer: "/steps/1/depends_on/0", message: /cycle: a → b → c → a/ }],
    ],
    [
      "a template reading a non-dependency",
      [s("a"), s("b"), s("c", ["a"], { payload_template: { k: ["{{steps.b.output.x}}"] } })],
      [{ pointer: "/steps/2/payload_template/k/0", message: /b is not a dependency of c/ }],
    ],
    [
      "an error read outside a catch step",
      [s("a"), s("b", ["a"], { payload_template: "{{steps.a.error}}" })],
      [{ pointer: "/steps/1/payload_template", message: /only the catch step of a/ }],
    ],
    [
      "a placeholder reading nothing",
      [s("a", [], { payload_template: { x: "{{secrets.k}}" } })],
      [{ pointer: "/steps/0/payload_template/x", message: /reads nothing/ }],
    ],
  ];
  it.each(table)("refuses %s", (_name, steps, want) => {
    const issues = validateDag(steps);
    expect(issues.map((i) => i.pointer)).toEqual(want.map((w) => w.pointer));
    issues.forEach((issue, k) => {
      expect(issue.message).toMatch((want[k] as { message: RegExp }).message);
    });
  });
});
