import type { Database } from "../db.js";
import { InvalidCursorError } from "../paging.js";
import { openTestDatabase } from "../testing.js";
import { deleteItem, findItem, insertItem, listItems } from "./items.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

describe("crawler items", () => {
  it("stores, finds, lists newest first a page at a time, and deletes one owner's items only", async () => {
    const first = await insertItem(db.knex, "owner-a", "first");
    const second = await insertItem(db.knex, "owner-a", "second");
    const third = await insertItem(db.knex, "owner-a", "third");
    const theirs = await insertItem(db.knex, "owner-b", "not yours");

    expect(await findItem(db.knex, "owner-a", first.id)).toMatchObject({ id: first.id, name: "first" });
    expect(await findItem(db.knex, "owner-a", theirs.id)).toBeUndefined();
    expect(await findItem(db.knex, "owner-a", "not-a-uuid")).toBeUndefined();

    const page1 = await listItems(db.knex, "owner-a", { limit: 2 });
    expect(page1.items.map((i) => i.id)).toEqual([third.id, second.id]);
    expect(page1.nextAfter).not.toBeNull();
    const page2 = await listItems(db.knex, "owner-a", { limit: 2, after: page1.nextAfter! });
    expect(page2).toEqual({ items: [expect.objectContaining({ id: first.id })], nextAfter: null });
    await expect(listItems(db.knex, "owner-a", { limit: 2, after: "garbage" })).rejects.toThrow(
      InvalidCursorError,
    );

    expect(await deleteItem(db.knex, "owner-b", first.id)).toBe(false);
    expect(await deleteItem(db.knex, "owner-a", first.id)).toBe(true);
    expect(await deleteItem(db.knex, "owner-a", first.id)).toBe(false);
    expect(await findItem(db.knex, "owner-a", first.id)).toBeUndefined();
  });
});
