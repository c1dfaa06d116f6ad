/** The page cache: a key is (url, filter, query), freshness is `expires_at`, the sweep frees space. */
import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { type CacheRow, findFresh, storeEntry, sweepExpired } from "./cache.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(() => db.close());

const T0 = new Date("2026-11-26T12:00:00Z");
const HOUR = 3_600_000;

function row(over: Partial<CacheRow> = {}): CacheRow {
  return {
    url: "https://example.com/",
    filter: "fit",
    query: null,
    final_url: "https://example.com/",
    status: 200,
    title: "Example",
    content_type: "text/html",
    rendered_with: "static",
    markdown: "# Example",
    truncated: false,
    fetched_at: T0,
    expires_at: new Date(T0.getTime() + HOUR),
    ...over,
  };
}

describe("crawler cache", () => {
  it("finds an entry by url, filter and query while it is fresh, and not after", async () => {
    await storeEntry(db.knex, row());
    const key = { url: "https://example.com/", filter: "fit" as const, query: null };
    expect(await findFresh(db.knex, key, T0)).toMatchObject({ markdown: "# Example", status: 200 });
    expect(await findFresh(db.knex, { ...key, filter: "raw" }, T0)).toBeUndefined();
    expect(await findFresh(db.knex, { ...key, query: "" }, T0)).toBeUndefined();
    expect(await findFresh(db.knex, key, new Date(T0.getTime() + HOUR))).toBeUndefined();
  });

  it("replaces the entry of the same key", async () => {
    await storeEntry(db.knex, row({ url: "https://r.example/", markdown: "old" }));
    await storeEntry(db.knex, row({ url: "https://r.example/", markdown: "new" }));
    const hit = await findFresh(db.knex, { url: "https://r.example/", filter: "fit", query: null }, T0);
    expect(hit?.markdown).toBe("new");
  });

  it("sweeps expired entries only", async () => {
    await storeEntry(db.knex, row({ url: "https://old.example/", expires_at: new Date(T0.getTime() - 1) }));
    await storeEntry(
      db.knex,
      row({ url: "https://live.example/", expires_at: new Date(T0.getTime() + HOUR) }),
    );
    expect(await sweepExpired(db.knex, T0)).toBe(1);
    expect(
      await findFresh(db.knex, { url: "https://live.example/", filter: "fit", query: null }, T0),
    ).toBeDefined();
    expect(await sweepExpired(db.knex, T0)).toBe(0);
  });
});
