import { localDateOf, startOfLocalDay, weekdayOf, zonedInstant } from "./localTime.js";

describe("zonedInstant", () => {
  const cases: [string, { given: [string, number, string]; want: string | undefined }][] = [
    [
      "a summer evening in Lisbon (UTC+1)",
      { given: ["2030-05-15", 19 * 60, "Europe/Lisbon"], want: "2030-05-15T18:00:00.000Z" },
    ],
    [
      "a winter noon in Lisbon (UTC)",
      { given: ["2030-01-15", 12 * 60, "Europe/Lisbon"], want: "2030-01-15T12:00:00.000Z" },
    ],
    ["a time the spring change skips", { given: ["2030-03-31", 90, "Europe/Lisbon"], want: undefined }],
    [
      "just after the spring change",
      { given: ["2030-03-31", 120, "Europe/Lisbon"], want: "2030-03-31T01:00:00.000Z" },
    ],
    [
      "a zone west of UTC",
      { given: ["2030-07-04", 23 * 60 + 30, "America/New_York"], want: "2030-07-05T03:30:00.000Z" },
    ],
  ];
  it.each(cases)("%s", (_name, { given, want }) => {
    expect(zonedInstant(...given)?.toISOString()).toBe(want);
  });
});

describe("local calendar", () => {
  it("reads dates and weekdays in the zone, and starts a day at its first existing minute", () => {
    expect(localDateOf(new Date("2030-07-05T03:30:00Z"), "America/New_York")).toBe("2030-07-04");
    expect(weekdayOf("2030-05-15")).toBe("wed");
    expect(startOfLocalDay("2030-05-15", "Europe/Lisbon").toISOString()).toBe("2030-05-14T23:00:00.000Z");
  });
});
