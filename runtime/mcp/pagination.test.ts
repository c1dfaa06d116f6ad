import { paginate } from "./pagination.js";

/** Items whose JSON is about `size` bytes each. */
const items = (sizes: number[]) => sizes.map((size, i) => ({ name: `t${i}`, pad: "x".repeat(size) }));
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name);

describe("paginate", () => {
  it.each<[string, { given: number[]; pageBytes: number; want: string[][] }]>([
    ["one page when everything fits", { given: [10, 10, 10], pageBytes: 1000, want: [["t0", "t1", "t2"]] }],
    [
      "pages that stop before the budget is passed",
      {
        given: [60, 60, 60, 60],
        pageBytes: 170,
        want: [
          ["t0", "t1"],
          ["t2", "t3"],
        ],
      },
    ],
    [
      "an item larger than a page alone on its page",
      { given: [10, 500, 10], pageBytes: 100, want: [["t0"], ["t1"], ["t2"]] },
    ],
    ["no page items for an empty list", { given: [], pageBytes: 100, want: [[]] }],
  ])("makes %s", (_name, { given, pageBytes, want }) => {
    const pages = paginate(items(given), pageBytes);
    const got: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = pages.page(cursor);
      got.push(names(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(got).toEqual(want);
  });

  const list = paginate(items([60, 60, 60, 60]), 170);
  const second = list.page(undefined).nextCursor!;

  it("hands out opaque cursors that read back the same page", () => {
    expect(second).not.toMatch(/^\d/);
    expect(names(list.page(second))).toEqual(["t2", "t3"]);
  });

  it.each([
    ["garbage", "%%%"],
    ["an empty cursor", ""],
    [
      "the first page's own position (never handed out)",
      Buffer.from(`0.${Buffer.from(second, "base64url").toString().split(".")[1]}`).toString("base64url"),
    ],
    [
      "a position inside a page",
      Buffer.from(`1.${Buffer.from(second, "base64url").toString().split(".")[1]}`).toString("base64url"),
    ],
    ["another list's cursor", paginate(items([60, 60, 60, 60, 1]), 170).page(undefined).nextCursor!],
  ])("refuses %s with -32602", (_name, cursor) => {
    expect(() => list.page(cursor)).toThrow(
      expect.objectContaining({ code: -32602, message: expect.stringMatching(/cursor/) }),
    );
  });
});
