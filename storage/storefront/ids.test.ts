import { parseRecordId } from "./ids.js";

describe("parseRecordId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    ["007", 7],
    ["+5", 5],
    ["9007199254740991", 9007199254740991],
  ])("reads %j as %p", (text, want) => {
    expect(parseRecordId(text)).toBe(want);
  });

  it.each(["0", "-1", "9007199254740992", "1e3", "1.0", " 1", "1 ", "0x10", "", "abc", "9".repeat(31), "１"])(
    "names no record with %j",
    (text) => {
      expect(parseRecordId(text)).toBeUndefined();
    },
  );
});
