import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { CMS_BYTES } from "./cms.js";
import { HLL_BYTES } from "./hll.js";
import {
  cmsEstimateItem,
  cmsIncrementItems,
  HLL_MAX_MERGE_SOURCES,
  hllAddElements,
  hllCountKey,
  hllMergeKeys,
  SKETCH_MAX_ELEMENTS_PER_CALL,
} from "./sketches.js";
import { insertTestProject } from "./testing.js";

let db: Database;
let projectA: string;
let projectB: string;
const now = new Date("2026-03-01T12:00:00Z");

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "sketcha");
  projectB = await insertTestProject(db.knex, "sketchb");
});
afterAll(async () => {
  await db?.close();
});

function names(prefix: string, from: number, to: number): string[] {
  return Array.from({ length: to - from }, (_, i) => `${prefix}${from + i}`);
}

async function storedSizes(projectId: string): Promise<Record<string, number>> {
  const rows = (await db
    .knex("infra_sketches")
    .select("kind", "key", db.knex.raw("octet_length(data)::int AS size"))
    .where({ project_id: projectId })) as { kind: string; key: string; size: number }[];
  return Object.fromEntries(rows.map((r) => [`${r.kind}:${r.key}`, r.size]));
}

describe("hllAddElements", () => {
  it("creates the sketch, counts distinct elements and reports whether it changed", async () => {
    expect(await hllCountKey(db.knex, projectA, "visits")).toBe(0);
    expect(await hllAddElements(db.knex, projectA, "visits", ["a", "b", "c", "a"], now)).toEqual({
      updated: true,
    });
    expect(await hllCountKey(db.knex, projectA, "visits")).toBe(3);
    expect(await hllAddElements(db.knex, projectA, "visits", ["b", "c"], now)).toEqual({ updated: false });
    expect(await hllAddElements(db.knex, projectA, "nothing", [], now)).toEqual({ updated: false });
    expect(await storedSizes(projectA)).toEqual({ "hll:visits": HLL_BYTES });
  });

  it("keeps every element of 20 concurrent calls", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        hllAddElements(db.knex, projectA, "concurrent", names("u", i * 500, (i + 1) * 500), now),
      ),
    );
    const count = await hllCountKey(db.knex, projectA, "concurrent");
    expect(Math.abs(count - 10_000) / 10_000).toBeLessThanOrEqual(0.02);
  });

  it("rejects more than SKETCH_MAX_ELEMENTS_PER_CALL elements", async () => {
    await expect(
      hllAddElements(db.knex, projectA, "big", names("x", 0, SKETCH_MAX_ELEMENTS_PER_CALL + 1), now),
    ).rejects.toThrow(RangeError);
  });
});

describe("hllMergeKeys", () => {
  it("makes the destination the union of itself and the existing sources", async () => {
    await hllAddElements(db.knex, projectA, "m1", names("m", 0, 3_000), now);
    await hllAddElements(db.knex, projectA, "m2", names("m", 2_000, 5_000), now);
    await hllAddElements(db.knex, projectA, "mdest", names("m", 4_000, 6_000), now);
    const { count } = await hllMergeKeys(db.knex, projectA, "mdest", ["m2", "missing", "m1", "m1"], now);
    expect(Math.abs(count - 6_000) / 6_000).toBeLessThanOrEqual(0.02);
    expect(await hllCountKey(db.knex, projectA, "mdest")).toBe(count);
    // sources are untouched; merging again changes nothing
    expect(await hllCountKey(db.knex, projectA, "m1")).toBeLessThan(count);
    expect(await hllMergeKeys(db.knex, projectA, "mdest", ["m1", "m2", "mdest"], now)).toEqual({ count });
  });

  it("creates a missing destination, empty when no source exists", async () => {
    expect(await hllMergeKeys(db.knex, projectA, "fresh", ["nope"], now)).toEqual({ count: 0 });
    expect((await storedSizes(projectA))["hll:fresh"]).toBe(HLL_BYTES);
    expect(await hllMergeKeys(db.knex, projectA, "copy", ["m1"], now)).toEqual({
      count: await hllCountKey(db.knex, projectA, "m1"),
    });
  });

  it("keeps concurrent adds to the destination", async () => {
    await hllAddElements(db.knex, projectA, "src", names("s", 0, 1_000), now);
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) =>
        hllAddElements(db.knex, projectA, "target", names("t", i * 100, (i + 1) * 100), now),
      ),
      hllMergeKeys(db.knex, projectA, "target", ["src"], now),
      hllMergeKeys(db.knex, projectA, "src", ["target"], now),
    ]);
    await hllMergeKeys(db.knex, projectA, "target", ["src"], now);
    const count = await hllCountKey(db.knex, projectA, "target");
    expect(Math.abs(count - 2_000) / 2_000).toBeLessThanOrEqual(0.02);
  });

  it("rejects more than HLL_MAX_MERGE_SOURCES sources", async () => {
    await expect(
      hllMergeKeys(db.knex, projectA, "d", names("k", 0, HLL_MAX_MERGE_SOURCES + 1), now),
    ).rejects.toThrow(RangeError);
  });
});

describe("cmsIncrementItems", () => {
  it("counts items, repeated ones twice, and estimates 0 for a missing key", async () => {
    expect(await cmsEstimateItem(db.knex, projectA, "hits", "/")).toBe(0);
    expect(
      await cmsIncrementItems(
        db.knex,
        projectA,
        "hits",
        [
          { item: "/", count: 5 },
          { item: "/about", count: 1 },
          { item: "/", count: 2 },
        ],
        now,
      ),
    ).toEqual({ updated: true });
    expect(await cmsEstimateItem(db.knex, projectA, "hits", "/")).toBe(7);
    expect(await cmsEstimateItem(db.knex, projectA, "hits", "/about")).toBe(1);
    expect(await cmsIncrementItems(db.knex, projectA, "hits", [], now)).toEqual({ updated: false });
    expect((await storedSizes(projectA))["cms:hits"]).toBe(CMS_BYTES);
  });

  it("sums 20 concurrent increments of one item", async () => {
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        cmsIncrementItems(db.knex, projectA, "race", [{ item: "hot", count: i + 1 }], now),
      ),
    );
    expect(await cmsEstimateItem(db.knex, projectA, "race", "hot")).toBe(210);
  });

  it.each([0, -3, 1.5])("rejects count %p and writes nothing", async (count) => {
    await expect(
      cmsIncrementItems(
        db.knex,
        projectA,
        "bad",
        [
          { item: "ok", count: 1 },
          { item: "x", count },
        ],
        now,
      ),
    ).rejects.toThrow(RangeError);
    expect(await cmsEstimateItem(db.knex, projectA, "bad", "ok")).toBe(0);
  });
});

describe("project isolation", () => {
  it("keeps the same key in two projects independent", async () => {
    await hllAddElements(db.knex, projectB, "visits", names("b", 0, 100), now);
    await cmsIncrementItems(db.knex, projectB, "hits", [{ item: "/", count: 1_000 }], now);
    expect(await hllCountKey(db.knex, projectA, "visits")).toBe(3);
    expect(await hllCountKey(db.knex, projectB, "visits")).toBe(100);
    expect(await cmsEstimateItem(db.knex, projectA, "hits", "/")).toBe(7);
    expect(await cmsEstimateItem(db.knex, projectB, "hits", "/")).toBe(1_000);
    // a merge reads sources of its own project only
    expect(await hllMergeKeys(db.knex, projectB, "all", ["visits", "concurrent"], now)).toEqual({
      count: 100,
    });
  });

  it("keeps hll and cms sketches under one key apart", async () => {
    await cmsIncrementItems(db.knex, projectB, "visits", [{ item: "b1", count: 4 }], now);
    expect(await hllCountKey(db.knex, projectB, "visits")).toBe(100);
    expect(await cmsEstimateItem(db.knex, projectB, "visits", "b1")).toBe(4);
    expect(await storedSizes(projectB)).toEqual({
      "hll:visits": HLL_BYTES,
      "hll:all": HLL_BYTES,
      "cms:hits": CMS_BYTES,
      "cms:visits": CMS_BYTES,
    });
  });
});
