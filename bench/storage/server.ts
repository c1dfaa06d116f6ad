/**
 * The storage bench's server process: the infra service alone on a fresh database, blobs in a
 * temporary folder, a tenant with a bucket, and an RSS sampler. Talks to its parent over IPC:
 * sends `{ready, origin, headers, bucket}`, answers `reset` (start measuring from now) and
 * `report` (`{baseline, peak}` in bytes), and exits on `stop`.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { services } from "../../generated/services.js";
import { newTenant } from "../../handlers/infra/testing/tenants.js";
import { createApp } from "../../runtime/app.js";
import { createRuntimeDeps } from "../../runtime/bootstrap.js";
import { createLogger } from "../../runtime/logger.js";
import type { TestService } from "../../runtime/testing/harness.js";
import { openTestDatabase } from "../../storage/testing.js";
import { listen } from "../servers/listen.js";
import { rssSampler } from "./transfer.js";

const send = (message: unknown) => process.send?.(message);

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), "storage-bench-"));
  const db = await openTestDatabase({ boss: false });
  const deps = await createRuntimeDeps({
    db,
    log: createLogger("silent"),
    env: { BLOB_DIR: dir },
    validateResponses: false,
  });
  const app = createApp({ deps, services, only: "infra", httpLog: false });
  const server = await listen(app);
  const tenant = await newTenant({ app, db } as unknown as TestService);
  const bucket = "bench";
  const created = await request(app).post("/infra/storage/buckets").set(tenant.apiKey).send({ name: bucket });
  if (created.status !== 200) throw new Error(`bucket: ${created.status} ${created.text}`);
  const sampler = rssSampler(10);
  process.on("message", async (message: string) => {
    if (message === "reset") {
      global.gc?.();
      sampler.reset();
      send({ reset: true });
    } else if (message === "report") send({ report: sampler.read() });
    else if (message === "stop") {
      sampler.stop();
      await server.close();
      await deps.payments.close();
      await db.close();
      await rm(dir, { recursive: true, force: true });
      process.exit(0);
    }
  });
  send({ ready: { origin: server.origin, headers: tenant.apiKey, bucket, database: db.kind } });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
