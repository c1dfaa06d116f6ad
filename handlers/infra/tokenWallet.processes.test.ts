/**
 * Project tokens paid from leases, across server processes: two metering engines with their own
 * pools on one PostgreSQL (DATABASE_URL), or the one process an embedded PGlite database has.
 */

import { createLogger } from "../../runtime/logger.js";
import { MeteringEngine } from "../../runtime/metering/engine/meteringEngine.js";
import type { Database } from "../../storage/db.js";
import { createOrganization } from "../../storage/infra/core/organizations.js";
import { createProject, deleteProject } from "../../storage/infra/core/projects.js";
import { reclaimExpiredTokenLeases } from "../../storage/infra/core/tokenLeases.js";
import { releaseTokens } from "../../storage/infra/core/tokens.js";
import { insertTestUser } from "../../storage/platform/keyTreeFixtures.js";
import { openPeerDatabase, openTestDatabase } from "../../storage/testing.js";
import { projectTokenWallet, spendToken, type TokenSpend } from "./tokenWallet.js";

let db: Database;
let peer: Database | undefined;
let processes: { engine: MeteringEngine; spend: (projectId: string) => Promise<TokenSpend> }[];

function processOn(on: Database, flushMs = 50) {
  const engine = new MeteringEngine(on, {
    build: async (l) => l.key.id,
    log: createLogger("silent"),
    // Leases stay open through a test unless it closes them.
    timings: { flushMs, idleMs: 60_000 },
  });
  const wallet = projectTokenWallet(engine, on.knex);
  return { engine, wallet, spend: (projectId: string) => spendToken(wallet, projectId) };
}

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  if (db.kind === "postgres") peer = await openPeerDatabase(db);
});
beforeEach(async () => {
  processes = [processOn(db), ...(peer ? [processOn(peer)] : [])];
  await Promise.all(processes.map((p) => p.engine.start()));
});
afterEach(async () => {
  await Promise.all(processes.map((p) => p.engine.close()));
});
afterAll(async () => {
  await peer?.close();
  await db.close();
});

/** A project holding `tokens`, in a new organization whose pool keeps `pool`. */
async function project(tokens: number, pool = 0) {
  const owner = await insertTestUser(db.knex);
  const now = new Date();
  const org = await createOrganization(
    db.knex,
    { name: "o", ownerUserId: owner, startingTokens: tokens + pool },
    now,
  );
  const made = await createProject(db.knex, { orgId: org.id, name: "p", initialTokens: tokens }, now);
  if (!made) throw new Error("no project");
  return { id: made.id, orgId: org.id, owner };
}

async function books(projectId: string) {
  const row = await db.knex("infra_projects").where({ id: projectId }).first();
  const leases = await db.knex("infra_token_leases").where({ project_id: projectId }).count({ n: "*" });
  return {
    balance: Number(row.token_balance),
    used: Number(row.tokens_used),
    reserved: Number(row.tokens_reserved),
    leases: Number((leases[0] as { n: string }).n),
  };
}

describe("project token leases", () => {
  it("never spends more than the balance under 200 concurrent calls (exactly the balance in one process)", async () => {
    const p = await project(50);
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => processes[i % processes.length]!.spend(p.id)),
    );
    const spent = results.filter((r) => r === "paid").length;
    expect(spent).toBeLessThanOrEqual(50);
    if (processes.length === 1) expect(spent).toBe(50);
    else expect(spent).toBeGreaterThan(0);
    await Promise.all(processes.map((x) => x.engine.flush(true)));
    expect(await books(p.id)).toEqual({ balance: 50 - spent, used: spent, reserved: 0, leases: 0 });
  });

  it("settles in batches: the database catches up within a flush, and a clean close returns the rest", async () => {
    const p = await project(1_000);
    const [first] = processes;
    for (let i = 0; i < 20; i++) expect(await first!.spend(p.id)).toBe("paid");
    const held = await books(p.id);
    expect(held.leases).toBe(1);
    // What the lease holds is reserved, not spent: no other process or release can take it.
    expect(held.reserved).toBeGreaterThanOrEqual(20 - held.used);
    await first!.engine.flush(false);
    expect(await books(p.id)).toMatchObject({ balance: 980, used: 20, leases: 1 });
    await first!.engine.close();
    expect(await books(p.id)).toEqual({ balance: 980, used: 20, reserved: 0, leases: 0 });
  });

  it("a release to the pool takes only unleased tokens; closing the lease first makes it exact", async () => {
    const p = await project(10);
    const { wallet } = processOn(db);
    expect(await spendToken(wallet, p.id)).toBe("paid");
    expect(await spendToken(wallet, p.id)).toBe("paid");
    // The lease has grown past the two calls: releasing all that is left is refused while it is held…
    const leased = (await books(p.id)).reserved;
    expect(leased).toBeGreaterThan(0);
    expect(await releaseTokens(db.knex, p.id, 10, p.owner, new Date())).toEqual({
      ok: false,
      reason: "insufficient_balance",
    });
    // …and succeeds for exactly what is left once the holder has settled.
    await wallet.closeLease(p.id);
    expect(await releaseTokens(db.knex, p.id, 8, p.owner, new Date())).toMatchObject({
      ok: true,
      balance: 0,
    });
    expect(await spendToken(wallet, p.id)).toBe("exhausted");
  });

  it("refuses an unknown project, and a deleted one's lease is dropped without a negative balance", async () => {
    expect(await processes[0]!.spend("00000000-0000-4000-8000-000000000000")).toBe("no_project");
    expect(await processes[0]!.spend("not-a-uuid")).toBe("no_project");
    const p = await project(5);
    expect(await processes[0]!.spend(p.id)).toBe("paid");
    expect(await deleteProject(db.knex, p.id, { actorUserId: p.owner, now: new Date() })).not.toBeNull();
    // The engine's next settle finds the lease gone with its project and drops it.
    await expect(processes[0]!.engine.flush(true)).resolves.toBeUndefined();
    expect(await db.knex("infra_token_leases").where({ project_id: p.id })).toEqual([]);
    expect(await processes[0]!.spend(p.id)).toBe("no_project");
  });

  it("after a crash, the sweep returns the dead process's lease: unsettled calls go free", async () => {
    const p = await project(100);
    const doomed = processOn(db, 3_600_000);
    await doomed.engine.start();
    for (let i = 0; i < 10; i++) expect(await doomed.spend(p.id)).toBe("paid");
    await doomed.engine.flush(false);
    for (let i = 0; i < 5; i++) expect(await doomed.spend(p.id)).toBe("paid");
    expect((await books(p.id)).leases).toBe(1);
    expect(await reclaimExpiredTokenLeases(db.knex, new Date(Date.now() + 31_000))).toBe(1);
    expect(await books(p.id)).toEqual({ balance: 90, used: 10, reserved: 0, leases: 0 });
    // A late settle from the "dead" process finds its lease gone and changes nothing.
    await doomed.engine.close();
    expect(await books(p.id)).toEqual({ balance: 90, used: 10, reserved: 0, leases: 0 });
  });
});
