import { isDatabaseUnavailable } from "./dbErrors.js";

describe("isDatabaseUnavailable", () => {
  it.each([
    ["refused socket", { given: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }), want: true }],
    ["admin shutdown", { given: Object.assign(new Error("terminating"), { code: "57P01" }), want: true }],
    [
      "pool timeout",
      { given: Object.assign(new Error("Timeout acquiring"), { name: "KnexTimeoutError" }), want: true },
    ],
    ["wrapped cause", { given: new Error("query failed", { cause: { code: "08006" } }), want: true }],
    ["syntax error is a bug", { given: Object.assign(new Error("syntax"), { code: "42601" }), want: false }],
    ["plain error", { given: new Error("boom"), want: false }],
    ["not an error", { given: "nope", want: false }],
  ])("%s", (_name, { given, want }) => {
    expect(isDatabaseUnavailable(given)).toBe(want);
  });
});
