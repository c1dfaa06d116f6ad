/** The engine's grouping of settles: what arrives together is flushed together, one flush at a time. */
import { grouped } from "./grouped.js";

describe("grouped", () => {
  it("flushes the items of one turn together and those arriving meanwhile in the next flush", async () => {
    const flushes: number[][] = [];
    let release: () => void = () => {};
    const add = grouped(async (items: number[]) => {
      flushes.push(items);
      if (flushes.length === 1) await new Promise<void>((r) => (release = r));
      return items.map((n) => n * 10);
    });
    const first = [add(1), add(2), add(3)];
    await new Promise((r) => setImmediate(r));
    expect(flushes).toEqual([[1, 2, 3]]);
    const later = [add(4), add(5)];
    expect(flushes).toHaveLength(1); // one flush at a time
    release();
    expect(await Promise.all([...first, ...later])).toEqual([10, 20, 30, 40, 50]);
    expect(flushes).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
  });

  it("rejects every item of a flush that throws, and keeps going", async () => {
    const add = grouped(async (items: number[]) => {
      if (items.includes(0)) throw new Error("boom");
      return items;
    });
    await expect(Promise.all([add(0), add(1)])).rejects.toThrow("boom");
    expect(await add(2)).toBe(2);
  });
});
