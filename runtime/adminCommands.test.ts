/**
 * The admin CLIs against a running server on the embedded database: the server's registry holds
 * the kernel's commands and the services' (registered through their modules), and a key created
 * through the server's admin channel pays for calls on that same server at once.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { type AdminChannel, openAdminChannel } from "../storage/cli/adminServer.js";
import { keysCommand } from "../storage/cli/keys.js";
import { runAdminCommand } from "../storage/cli/run.js";
import { lockPathFor } from "../storage/lock.js";
import { findSessionByToken } from "../storage/platform/sessions.js";
import { adminCommandsOf, KERNEL_ADMIN_COMMANDS } from "./adminCommands.js";
import { loadServices } from "./registry.js";
import { startTestService, type TestService } from "./testing/harness.js";

let svc: TestService;
let root: string;
let channel: AdminChannel;
const env = () => ({ DATA_DIR: join(root, "pglite") });

beforeAll(async () => {
  svc = await startTestService("uuid");
  root = mkdtempSync(join(tmpdir(), "admin-e2e-"));
  // The folder is held by a live process other than the CLI's, as `npm start` holds it (the jest
  // parent stands in for the server's pid; the server and its channel run in this process).
  writeFileSync(lockPathFor(env().DATA_DIR), `${process.ppid}\n`);
  channel = await openAdminChannel({
    dataDir: env().DATA_DIR,
    commands: adminCommandsOf(await loadServices()),
    db: svc.db,
    log: svc.deps.log,
  });
});
afterAll(async () => {
  await channel?.close();
  await svc?.close();
  rmSync(root, { recursive: true, force: true });
});

async function cli(name: string, argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const command = adminCommandsOf(await loadServices()).find((c) => c.name === name);
  if (!command) throw new Error(`no command ${name}`);
  const code = await runAdminCommand(
    command,
    argv,
    { out: (l) => out.push(l), err: (l) => err.push(l) },
    env(),
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

describe("adminCommandsOf", () => {
  it("lists the kernel's commands and each service's once", async () => {
    const names = adminCommandsOf(await loadServices()).map((c) => c.name);
    expect(names).toEqual(["keys", "db:migrate", "storefront:admin"]);
  });

  it("refuses two commands of one name", () => {
    const twin = { ...keysCommand };
    const binding = { definition: {}, module: { handlers: {}, adminCommands: [twin] } };
    expect(() => adminCommandsOf([binding as never])).toThrow(/two admin commands are named "keys"/);
    expect(adminCommandsOf([])).toEqual([...KERNEL_ADMIN_COMMANDS]);
  });
});

describe("keys create through the running server", () => {
  it("prints a key that pays for calls on that server at once", async () => {
    const created = await cli("keys", ["create", "--credits", "1", "--name", "dev"]);
    expect(created.code).toBe(0);
    const key = /key: +(sk_\S+)/.exec(created.out)?.[1];
    if (!key) throw new Error(created.out);
    const paid = await request(svc.app).get("/v1/uuid").set("Authorization", `Bearer ${key}`);
    expect(paid.status).toBe(200);
    const listed = await cli("keys", ["list"]);
    // One call of USD 0.0017 was debited from USD 1.
    expect(listed.out).toContain(`${key.slice(0, 12)}…  $0.9983  active  dev`);
  });
});

describe("storefront:admin through the running server", () => {
  it("creates the administrator on the server's database", async () => {
    const created = await cli("storefront:admin", [
      "--email",
      "ops@shop.example",
      "--password",
      "long-enough",
    ]);
    expect(created.code).toBe(0);
    const token = created.out.split("\n")[2] ?? "";
    const session = await findSessionByToken(svc.db.knex, token, new Date());
    expect(session?.user).toMatchObject({ email: "ops@shop.example", role: "admin" });
    const again = await cli("storefront:admin", ["--email", "ops@shop.example", "--password", "long-enough"]);
    expect(again.code).toBe(1);
  });
});
