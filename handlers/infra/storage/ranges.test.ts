import { parseRange } from "./ranges.js";

describe("parseRange", () => {
  const cases: [string, { given: [string | undefined, number]; want: ReturnType<typeof parseRange> }][] = [
    ["no header", { given: [undefined, 10], want: { kind: "whole" } }],
    ["first-last", { given: ["bytes=2-5", 10], want: { kind: "part", range: { start: 2, end: 5 } } }],
    ["open end", { given: ["bytes=7-", 10], want: { kind: "part", range: { start: 7, end: 9 } } }],
    ["suffix", { given: ["bytes=-3", 10], want: { kind: "part", range: { start: 7, end: 9 } } }],
    [
      "suffix longer than the object",
      { given: ["bytes=-30", 10], want: { kind: "part", range: { start: 0, end: 9 } } },
    ],
    [
      "last past the end",
      { given: ["bytes=8-100", 10], want: { kind: "part", range: { start: 8, end: 9 } } },
    ],
    ["first past the end", { given: ["bytes=10-", 10], want: { kind: "unsatisfiable" } }],
    ["first past the end, closed", { given: ["bytes=10-20", 10], want: { kind: "unsatisfiable" } }],
    ["empty suffix", { given: ["bytes=-0", 10], want: { kind: "unsatisfiable" } }],
    ["empty object", { given: ["bytes=0-", 0], want: { kind: "unsatisfiable" } }],
    ["reversed", { given: ["bytes=5-2", 10], want: { kind: "whole" } }],
    ["several ranges", { given: ["bytes=0-1,3-4", 10], want: { kind: "whole" } }],
    ["another unit", { given: ["items=0-1", 10], want: { kind: "whole" } }],
  ];
  it.each(cases)("reads %s", (_name, { given, want }) => {
    expect(parseRange(...given)).toEqual(want);
  });
});
