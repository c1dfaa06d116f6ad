import type { CliIo } from "../../../storage/cli/io.js";
import type { Database } from "../../../storage/db.js";
import { findSessionByToken } from "../../../storage/platform/sessions.js";
import { openTestDatabase } from "../../../storage/testing.js";
import { main } from "./admin.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(() => db.close());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  let opened = false;
  // The CLI closes what it opens: hand it the shared test database with a no-op close.
  const io: CliIo = {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
    open: async () => {
      opened = true;
      return { ...db, close: async () => {} };
    },
  };
  const code = await main(argv, io);
  return { code, out: out.join("\n"), err: err.join("\n"), opened };
}

describe("storefront:admin", () => {
  it("creates an administrator and prints a working session token", async () => {
    const { code, out } = await run(
      "--email",
      "boss@shop.example",
      "--password",
      "s3cret-pass",
      "--name",
      "Boss",
    );
    expect(code).toBe(0);
    const token = /^(ses_\S+)$/m.exec(out)?.[1];
    if (!token) throw new Error(out);
    expect(out).toContain(`curl -H "Authorization: Bearer ${token}"`);
    const found = await findSessionByToken(db.knex, token, new Date());
    expect(found?.user).toMatchObject({ email: "boss@shop.example", role: "admin", name: "Boss" });
  });

  it("exits 1 with a message when the e-mail is taken (in any case)", async () => {
    await run("--email", "taken@shop.example", "--password", "s3cret-pass");
    const again = await run("--email", "TAKEN@shop.example", "--password", "s3cret-pass");
    expect(again.code).toBe(1);
    expect(again.err).toMatch(/already exists/);
  });

  it.each([
    [[], /missing --email/],
    [["--email", "a@b.example"], /missing --password/],
    [["--email", "not-an-email", "--password", "s3cret-pass"], /not an e-mail/],
    [["--email", "a@b.example", "--password", "short"], /at least 8/],
    [["--email", "a@b.example", "--password", "s3cret-pass", "--role", "x"], /Unknown option/],
  ])("exits 2 with usage for %j", async (argv, message) => {
    const { code, err, opened } = await run(...argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
    expect(err).toContain("usage:");
    expect(opened).toBe(false);
  });

  it("prints help", async () => {
    const { code, out, opened } = await run("--help");
    expect(code).toBe(0);
    expect(out).toMatch(/^usage: npm run storefront:admin/);
    expect(opened).toBe(false);
  });
});
