/** Retry policies and the decision every attempt's end goes through. */
import { decide, exponential, fixed, stepped } from "./retry.js";
import type { RetryPolicy } from "./task.js";

const t0 = new Date("2026-04-01T00:00:00Z");
const plus = (ms: number) => new Date(t0.getTime() + ms);

describe("retry policies", () => {
  it.each<[string, { given: RetryPolicy; want: number[] }]>([
    [
      "exponential doubles and caps",
      { given: exponential(10, 1_000, 5_000), want: [1_000, 2_000, 4_000, 5_000, 5_000] },
    ],
    ["fixed waits the same", { given: fixed(3, 7_000), want: [7_000, 7_000, 7_000, 7_000, 7_000] }],
    ["stepped repeats its last wait", { given: stepped(6, [10, 60]), want: [10, 60, 60, 60, 60] }],
  ])("%s", (_name, { given, want }) => {
    expect([1, 2, 3, 4, 5].map((n) => given.delayMs(n))).toEqual(want);
  });

  it("refuses a stepped policy without delays", () => {
    expect(() => stepped(3, [])).toThrow(RangeError);
  });
});

describe("decide", () => {
  const policy = fixed(3, 10_000);
  it.each<
    [string, { attempt: number; outcome: Parameters<typeof decide>[2]; want: ReturnType<typeof decide> }]
  >([
    ["a success is done", { attempt: 3, outcome: { ok: true }, want: { state: "done" } }],
    [
      "a failure with attempts left is retried",
      { attempt: 1, outcome: { ok: false }, want: { state: "retry", at: plus(10_000) } },
    ],
    ["the last failure fails", { attempt: 3, outcome: { ok: false }, want: { state: "failed" } }],
    [
      "a final failure fails at once",
      { attempt: 1, outcome: { ok: false, final: true }, want: { state: "failed" } },
    ],
    [
      "an ended lease counts as an attempt",
      {
        attempt: 2,
        outcome: { ok: false, reason: "lease_ended", error: "" },
        want: { state: "retry", at: plus(10_000) },
      },
    ],
  ])("%s", (_name, { attempt, outcome, want }) => {
    expect(decide(policy, attempt, outcome, t0)).toEqual(want);
  });
});
