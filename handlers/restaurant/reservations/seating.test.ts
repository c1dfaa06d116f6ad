import { chosenTablesProblem, largestParty, pickTables, type SeatingTable } from "./seating.js";

const table = (label: string, min: number, max: number, group: string | null = null): SeatingTable => ({
  id: label,
  label,
  area_id: "main",
  min_capacity: min,
  max_capacity: max,
  joinable: group !== null,
  join_group: group === "" ? null : group,
});

// Two-tops A, B; a four-top C; joinable window tables W1–W3 (4 each); joinable bar tables in the
// area's group (no join_group): X1, X2.
const floor = [
  table("A", 1, 2),
  table("B", 1, 2),
  table("C", 2, 4),
  table("W1", 2, 4, "window"),
  table("W2", 2, 4, "window"),
  table("W3", 2, 4, "window"),
  table("X1", 1, 2, ""),
  table("X2", 1, 2, ""),
];

describe("pickTables", () => {
  const cases: [string, { party: number; want: string[] | undefined }][] = [
    ["the smallest single table that fits", { party: 2, want: ["A"] }],
    ["a larger table when the small ones are too small", { party: 4, want: ["C"] }],
    ["the joined set with the fewest tables", { party: 8, want: ["W1", "W2"] }],
    ["three tables when two cannot seat the party", { party: 11, want: ["W1", "W2", "W3"] }],
    ["nothing when no set seats the party", { party: 13, want: undefined }],
  ];
  it.each(cases)("gives %s", (_name, { party, want }) => {
    expect(pickTables(floor, party)?.map((t) => t.label)).toEqual(want);
  });

  it("joins joinable tables without a group within their area", () => {
    expect(pickTables([floor[6], floor[7]] as SeatingTable[], 3)?.map((t) => t.label)).toEqual(["X1", "X2"]);
  });
});

describe("largestParty / chosenTablesProblem", () => {
  it("measures the floor and checks tables staff name", () => {
    expect(largestParty(floor)).toBe(12);
    expect(chosenTablesProblem([table("W1", 2, 4, "window"), table("C", 2, 4)], 6)?.code).toBe(
      "unprocessable",
    );
    expect(chosenTablesProblem([table("C", 2, 4)], 6)?.code).toBe("party_too_large");
    expect(chosenTablesProblem([table("C", 2, 4)], 1)).toBeUndefined();
  });
});
