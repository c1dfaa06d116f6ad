/**
 * Channels across server processes: a message published on one server reaches a subscriber
 * on another through PostgreSQL LISTEN/NOTIFY. PGlite is one process by construction (its data
 * folder is locked), so this suite needs DATABASE_URL: it reads it, which puts it on `npm test`'s
 * PostgreSQL leg (scripts/test/legs.ts).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { createInterface } from "node:readline";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { openSse } from "./testing/sse.js";
import { newTenant, type Tenant } from "./testing/tenants.js";

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Starts `npm start`'s entry on a port the system picks (`--port 0`) and resolves with its URL,
 * read from its "listening" log line. Picking a free port here and handing it over raced other
 * test files' servers: one of them could take the port first and answer the health check.
 */
function startSecondServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    "node_modules/.bin/tsx",
    ["runtime/cli/serve.ts", "--service", "infra", "--port", "0", "--host", "127.0.0.1"],
    {
      env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: "info" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the second server did not start within 60 s")), 60_000);
    child.once("exit", (code) => reject(new Error(`the second server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const url = /"msg":"listening on (http:\/\/[^"]+)"/.exec(line)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({ child, url });
    });
  });
}

(onPostgres ? describe : describe.skip)("channels across two server processes", () => {
  let svc: TestService;
  let here: string;
  let there: string;
  let child: ChildProcess;
  let t: Tenant;

  beforeAll(async () => {
    svc = await startTestService("infra");
    here = await svc.listen();
    const connection = (svc.db.knex.client as { config: { connection: { connectionString: string } } }).config
      .connection;
    ({ child, url: there } = await startSecondServer(connection.connectionString));
    t = await newTenant(svc);
  }, 90_000);

  afterAll(async () => {
    child?.kill("SIGTERM");
    await svc?.close();
  });

  it("delivers a message published on one server to a subscriber on the other, both ways", async () => {
    const onThere = await openSse(`${there}/infra/channels/fanout/subscribe`, t.apiKey);
    const onHere = await openSse(`${here}/infra/channels/fanout/subscribe`, t.apiKey);
    try {
      const fromHere = await request(here)
        .post("/infra/channels/fanout/publish")
        .set(t.apiKey)
        .send({ event: "a", data: 1 });
      const fromThere = await request(there)
        .post("/infra/channels/fanout/publish")
        .set(t.apiKey)
        .send({ event: "b", data: 2 });
      const want = [
        { id: fromHere.body.id, event: "a", data: "1" },
        { id: fromThere.body.id, event: "b", data: "2" },
      ];
      expect(await onThere.waitFor(2)).toEqual(want);
      expect(await onHere.waitFor(2)).toEqual(want);
    } finally {
      onThere.close();
      onHere.close();
    }
  });

  /** A data call (one token) on `there` with `key`. */
  const probeThere = (key: string) =>
    request(there).put("/infra/kv/probe").set("X-API-Key", key).send({ value: 1 });

  /** Polls `there` with `key` until it answers 401; the milliseconds that took. */
  async function msUntilRefusedThere(key: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 5_000) {
      const res = await probeThere(key);
      if (res.status === 401) return Date.now() - started;
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error("the other server still accepted the key after 5 s");
  }

  /** A fresh key of `t`'s project, already accepted (and so remembered) by the other server. */
  async function keyKnownThere(projectId: string): Promise<{ id: string; key: string }> {
    const minted = await request(here)
      .post("/api-keys")
      .set(t.bearer)
      .send({ project_id: projectId, name: "x" });
    expect(minted.status).toBe(200);
    expect((await probeThere(minted.body.key)).status).toBe(200);
    return minted.body as { id: string; key: string };
  }

  it("refuses a project key revoked on one server on the other within 1 s", async () => {
    const { id, key } = await keyKnownThere(t.projectId);
    const revoked = await request(here).delete(`/api-keys/${id}`).set(t.bearer);
    expect(revoked.status).toBe(200);
    expect((await request(here).put("/infra/kv/probe").set("X-API-Key", key).send({ value: 1 })).status).toBe(
      401,
    );
    expect(await msUntilRefusedThere(key)).toBeLessThan(1_000);
  });

  it("refuses the keys of a project deleted on one server on the other within 1 s", async () => {
    const project = await request(here)
      .post(`/organizations/${t.orgId}/projects`)
      .set(t.bearer)
      .send({ name: "Doomed", initial_tokens: 200 });
    expect(project.status).toBe(200);
    const { key } = await keyKnownThere(project.body.id);
    expect((await request(here).delete(`/projects/${project.body.id}`).set(t.bearer)).status).toBe(200);
    expect(await msUntilRefusedThere(key)).toBeLessThan(1_000);
  });
});
