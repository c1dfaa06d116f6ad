import { decodeNotices, encodeNotices, PAYLOAD_MAX_BYTES, type WireNotice } from "./notices.js";

const P = "00000000-0000-4000-8000-000000000001";

describe("encodeNotices", () => {
  it("round-trips notices, one per channel with the newest id", () => {
    const payloads = encodeNotices([
      { projectId: P, channel: "a", id: "2" },
      { projectId: P, channel: "a", id: "10" },
      { projectId: P, channel: "b", id: "1" },
      { projectId: P, channel: "a", id: "9" },
    ]);
    expect(payloads).toHaveLength(1);
    expect(decodeNotices(payloads[0] ?? "")).toEqual([
      { projectId: P, channel: "a", id: "10" },
      { projectId: P, channel: "b", id: "1" },
    ]);
    expect(encodeNotices([])).toEqual([]);
  });

  it("splits into payloads under the NOTIFY limit, counting bytes not characters", () => {
    const notices = Array.from({ length: 50 }, (_, i) => ({
      projectId: P,
      channel: `${"é".repeat(300)}${i}`,
      id: "1",
    }));
    const payloads = encodeNotices(notices);
    expect(payloads.length).toBeGreaterThan(1);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(PAYLOAD_MAX_BYTES);
    expect(payloads.flatMap(decodeNotices)).toEqual(notices);
  });

  it("sends a notice too large for any payload as one for the whole project", () => {
    const payloads = encodeNotices([{ projectId: P, channel: "x".repeat(PAYLOAD_MAX_BYTES), id: "3" }]);
    expect(payloads.flatMap(decodeNotices)).toEqual([{ projectId: P, channel: null, id: "3" }]);
  });
});

describe("decodeNotices", () => {
  const cases: [string, { given: string; want: WireNotice[] }][] = [
    ["not JSON", { given: "{", want: [] }],
    ["not an array", { given: '{"a":1}', want: [] }],
    [
      "malformed entries skipped",
      {
        given: `[[1,"a","1"],["${P}","a"],["${P}","a","4"],["${P}",null,"5"]]`,
        want: [
          { projectId: P, channel: "a", id: "4" },
          { projectId: P, channel: null, id: "5" },
        ],
      },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(decodeNotices(given)).toEqual(want);
  });
});
