import { coerce } from "./coerce.js";

describe("coerce", () => {
  it.each([
    ["integer text", { given: "42", want: 42 }],
    ["negative decimal", { given: "-1.5", want: -1.5 }],
    ["empty string stays", { given: "", want: "" }],
    ["hex stays", { given: "0x10", want: "0x10" }],
    ["padded stays", { given: " 1", want: " 1" }],
    ["leading zero stays", { given: "01", want: "01" }],
  ])("number: %s", (_name, { given, want }) => {
    expect(coerce.number(given)).toBe(want);
  });

  it.each([
    ["true", { given: "true", want: true }],
    ["false", { given: "false", want: false }],
    ["other", { given: "yes", want: "yes" }],
  ])("boolean: %s", (_name, { given, want }) => {
    expect(coerce.boolean(given)).toBe(want);
  });

  it("array wraps a single value and keeps lists", () => {
    expect(coerce.array("a")).toEqual(["a"]);
    expect(coerce.array(["a", "b"])).toEqual(["a", "b"]);
    expect(coerce.array(undefined)).toBeUndefined();
  });

  it.each([
    ["a list", { given: "a,b,c", want: ["a", "b", "c"] }],
    ["one item", { given: "a", want: ["a"] }],
    ["empty", { given: "", want: [] }],
    ["already a list", { given: ["a,b"], want: ["a,b"] }],
  ])("commaSeparated: %s", (_name, { given, want }) => {
    expect(coerce.commaSeparated(given)).toEqual(want);
  });

  it.each([
    ["lower bound", { given: "1", want: true }],
    ["upper bound", { given: "100", want: true }],
    ["zero", { given: "0", want: false }],
    ["above", { given: "101", want: false }],
    ["leading zeros inside", { given: "0007", want: true }],
    ["huge", { given: "9".repeat(40), want: false }],
  ])("digitRange(1, 100): %s", (_name, { given, want }) => {
    expect(coerce.digitRange(1, 100)(given)).toBe(want);
  });
});
