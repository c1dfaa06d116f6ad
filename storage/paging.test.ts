import {
  decodeCursor,
  decodeSerialCursor,
  decodeTimeIdCursor,
  encodeCursor,
  finishPage,
  InvalidCursorError,
  pageLimit,
} from "./paging.js";

const ID = "0f8fad5b-d9cb-469f-a165-70867728950e";
const AT = "2024-03-01T12:00:00.123456Z";

describe("encodeCursor / decodeCursor", () => {
  it("round-trips an object through base64url text", () => {
    const cursor = encodeCursor({ at: AT, id: ID });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ at: AT, id: ID });
  });

  const garbage: [string, string][] = [
    ["empty", ""],
    ["not base64url", "a+b/c="],
    ["not JSON", Buffer.from("{nope").toString("base64url")],
    ["a JSON array", encodeCursor([1, 2])],
    ["a JSON string", encodeCursor("x")],
    ["JSON null", encodeCursor(null)],
  ];
  it.each(garbage)("returns null for %s", (_name, given) => {
    expect(decodeCursor(given)).toBeNull();
  });
});

describe("decodeTimeIdCursor", () => {
  it("reads a (time, id) position and rejects any other shape", () => {
    expect(decodeTimeIdCursor(undefined)).toBeUndefined();
    expect(decodeTimeIdCursor(encodeCursor({ at: AT, id: ID }))).toEqual({ at: AT, id: ID });
    for (const bad of [
      "garbage!",
      encodeCursor({ id: ID }),
      encodeCursor({ at: "yesterday", id: ID }),
      encodeCursor({ at: AT, id: "1 OR 1=1" }),
    ]) {
      expect(() => decodeTimeIdCursor(bad)).toThrow(InvalidCursorError);
    }
  });
});

describe("decodeSerialCursor", () => {
  it("reads a positive bigint id and rejects anything else", () => {
    expect(decodeSerialCursor(encodeCursor({ id: "42" }))).toBe("42");
    for (const id of ["0", "-1", "1e3", 42, "99999999999999999999"]) {
      expect(() => decodeSerialCursor(encodeCursor({ id }))).toThrow(InvalidCursorError);
    }
  });
});

describe("pageLimit", () => {
  it.each([0, -1, 1.5, Number.NaN, 1001])("rejects %p", (limit) => {
    expect(() => pageLimit(limit)).toThrow(RangeError);
  });
  it("accepts 1 to 1000", () => {
    expect(pageLimit(1)).toBe(1);
    expect(pageLimit(1000)).toBe(1000);
  });
});

describe("finishPage", () => {
  it("keeps `limit` rows and points the cursor at the last kept one when more follow", () => {
    const page = finishPage(
      [1, 2, 3],
      2,
      (n) => n * 10,
      (n) => ({ n }),
    );
    expect(page.items).toEqual([10, 20]);
    expect(decodeCursor(page.nextAfter!)).toEqual({ n: 2 });
    expect(finishPage([1, 2], 2, String, (n) => ({ n }))).toEqual({ items: ["1", "2"], nextAfter: null });
  });
});
