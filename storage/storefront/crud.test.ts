/**
 * The generic repository on a real database: conversions at the boundary (bigint → number),
 * constraint failures named by API field, and the q filter taking LIKE's wildcards literally.
 */
import type { Database } from "../db.js";
import { openTestDatabase } from "../testing.js";
import { deleteRecord, findRecord, insertRecord, listRecords, updateRecord } from "./crud.js";
import { ConstraintError } from "./errors.js";
import { TABLES } from "./resources.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(() => db.close());

describe("generic storefront repository", () => {
  it("round-trips a record with numbers as numbers and defaults filled in", async () => {
    const created = await insertRecord(db.knex, TABLES.product, {
      name: "Mug",
      slug: "mug",
      priceCents: 1000000000,
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: "Mug",
      priceCents: 1000000000,
      inventory: 0,
      status: "draft",
      categoryId: null,
      featured: false,
      requiresShipping: true,
    });
    expect(await findRecord(db.knex, TABLES.product, created.id)).toEqual(created);
  });

  it("updates only the fields given and answers undefined for a missing id", async () => {
    const { id } = await insertRecord(db.knex, TABLES.faq, { question: "Q?", answer: "A", sortOrder: 3 });
    expect(await updateRecord(db.knex, TABLES.faq, id, { answer: "B" })).toMatchObject({
      sortOrder: 3,
      answer: "B",
    });
    expect(await updateRecord(db.knex, TABLES.faq, id + 1000, { answer: "B" })).toBeUndefined();
    expect(await deleteRecord(db.knex, TABLES.faq, id)).toBe(true);
    expect(await deleteRecord(db.knex, TABLES.faq, id)).toBe(false);
  });

  it.each([
    ["unique", "slug", () => insertRecord(db.knex, TABLES.category, { name: "A", slug: "taken" })],
    [
      "reference",
      "categoryId",
      () => insertRecord(db.knex, TABLES.product, { name: "A", slug: "a", categoryId: 99999 }),
    ],
    ["check", undefined, () => insertRecord(db.knex, TABLES.category, { name: "a<b", slug: "ok" })],
  ])("turns a %s violation into a ConstraintError naming %s", async (kind, field, write) => {
    await insertRecord(db.knex, TABLES.category, { name: "Taken", slug: "taken" }).catch(() => undefined);
    const error = await write().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConstraintError);
    expect(error).toMatchObject({ kind, field });
  });

  it("pages, sorts and filters, taking % and _ literally", async () => {
    for (const title of ["50% off", "5_0 off", "500 off", "Sale"])
      await insertRecord(db.knex, TABLES.post, {
        title,
        slug: title.toLowerCase().replace(/[^a-z0-9]+/g, "-"),
      });
    const q = (text: string) => listRecords(db.knex, TABLES.post, { q: text, page: 1, perPage: 10 });
    expect((await q("%")).records.map((r) => r.title)).toEqual(["50% off"]);
    expect((await q("_")).records.map((r) => r.title)).toEqual(["5_0 off"]);
    expect((await q("OFF")).total).toBe(3);
    // Postgres text cannot hold U+0000: such a search matches nothing rather than failing.
    expect(await q("off\u0000")).toEqual({ records: [], total: 0 });
    // Plain lower-case words: the order of punctuation depends on the database's collation.
    for (const question of ["apple", "cherry", "banana", "date"])
      await insertRecord(db.knex, TABLES.faq, { question, answer: "-" });
    const sorted = await listRecords(db.knex, TABLES.faq, {
      sort: "question",
      order: "desc",
      page: 2,
      perPage: 2,
    });
    expect(sorted.records.map((r) => r.question)).toEqual(["banana", "apple"]);
    expect(sorted.total).toBe(4);
  });

  it("refuses to sort by a field the resource does not offer", async () => {
    await expect(listRecords(db.knex, TABLES.post, { sort: "body" })).rejects.toThrow(/cannot sort/);
  });
});
