import type { Database } from "../db.js";
import { findActiveApiKey } from "../platform/apiKeys.js";
import { openTestDatabase } from "../testing.js";
import type { CliIo } from "./io.js";
import { main } from "./keys.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  // The CLI closes what it opens: hand it a view of the shared test database whose close is a no-op.
  const io: CliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    open: async () => ({ ...db, close: async () => {} }),
  };
  const code = await main(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("keys CLI", () => {
  it("creates a key with USD credits, lists, tops up and revokes it", async () => {
    const created = await run("create", "--credits", "5", "--name", "ci");
    expect(created.code).toBe(0);
    const key = /key: +(sk_\S+)/.exec(created.out)?.[1];
    const id = /id: +(\S+)/.exec(created.out)?.[1];
    expect(created.out).toMatch(/prefix: +sk_/);
    expect(created.out).toMatch(/will NOT be shown again/);
    if (!key || !id) throw new Error(created.out);
    expect((await findActiveApiKey(db.knex, key))?.creditsMicros).toBe(5_000_000n);

    expect((await run("list")).out).toContain(`${id}  ${key.slice(0, 12)}…  $5.00  active  ci`);
    const topUp = await run("add-credits", id, "0.25");
    expect(topUp).toMatchObject({ code: 0 });
    expect(topUp.out).toContain("balance $5.25");
    expect(await run("revoke", id)).toMatchObject({ code: 0 });
    expect(await run("revoke", id)).toMatchObject({ code: 1 });
    expect(await findActiveApiKey(db.knex, key)).toBeUndefined();
  });

  it("exits 2 with usage on bad input", async () => {
    for (const argv of [
      [],
      ["nope"],
      ["create"],
      ["create", "--credits", "-1"],
      ["create", "--bogus"],
      ["revoke"],
      ["add-credits", "x", "0"],
    ]) {
      const result = await run(...argv);
      expect({ argv, code: result.code }).toEqual({ argv, code: 2 });
      expect(result.err).toContain("usage:");
    }
  });

  it("exits 1 for an unknown key", async () => {
    expect(await run("add-credits", "00000000-0000-0000-0000-000000000000", "1")).toMatchObject({ code: 1 });
  });
});
