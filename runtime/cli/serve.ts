/**
 * `npm start [-- --service <name>] [--port N]`: serves every service under `/<service>` (or
 * one at `/`) on one port, on the embedded database unless `DATABASE_URL` is set. Stops
 * cleanly on SIGINT/SIGTERM: stops accepting, finishes in-flight requests, closes the database.
 */
import { parseArgs } from "node:util";
import { type AdminChannel, openAdminChannel } from "../../storage/cli/adminServer.js";
import { embeddedDataDirFromEnv, openDatabase } from "../../storage/db.js";
import { adminCommandsOf } from "../adminCommands.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import { createLogger } from "../logger.js";
import { registerPaymentWebhooks } from "../payments/webhookRoutes.js";
import { closeServices, startServiceWorkers } from "../prepare.js";
import { loadServices } from "../registry.js";
import { closeEventStreams } from "../sse/eventStream.js";

const { values } = parseArgs({
  options: {
    service: { type: "string" },
    port: { type: "string" },
    host: { type: "string" },
  },
});

const log = createLogger();
const port = Number(values.port ?? process.env.PORT ?? 3000);
const host = values.host ?? process.env.HOST ?? "0.0.0.0";
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  log.error(`invalid port ${values.port ?? process.env.PORT}`);
  process.exit(2);
}

const services = await loadServices();
const db = await openDatabase();
const deps = await createRuntimeDeps({ db, log });
const app = createApp({
  deps,
  services,
  ...(values.service ? { only: values.service } : {}),
  trustProxy: process.env.TRUST_PROXY ?? false,
});

// The embedded database is this process's alone: the admin CLIs run their commands through it.
const dataDir = db.kind === "pglite" ? embeddedDataDirFromEnv() : undefined;
let admin: AdminChannel | undefined;
if (dataDir !== undefined) {
  try {
    admin = await openAdminChannel({ dataDir, commands: adminCommandsOf(services), db, log });
  } catch (err) {
    log.warn({ err }, "no admin channel: `npm run keys` and the other admin CLIs cannot reach this server");
  }
}

const served = values.service ? services.filter((s) => s.definition.name === values.service) : services;
const stopWorkers = await startServiceWorkers(served, deps);

const server = createHttpServer(app).listen(port, host, () => {
  // The local processor delivers its webhooks to this server's own webhook routes.
  const origin = process.env.PUBLIC_URL?.replace(/\/+$/, "") ?? `http://127.0.0.1:${port}`;
  registerPaymentWebhooks(deps.payments, services, origin, values.service).catch((err: unknown) =>
    log.error({ err }, "could not register the payment webhook routes"),
  );
  const mounted = values.service ? [`${values.service} at /`] : services.map((s) => `/${s.definition.name}`);
  log.info(
    { port, host, database: db.kind, services: mounted, ...(admin ? { adminSocket: admin.path } : {}) },
    `listening on http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`,
  );
});

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down");
  const timer = setTimeout(() => {
    log.warn("forced exit after 10 s");
    process.exit(1);
  }, 10_000);
  timer.unref();
  server.close();
  server.closeIdleConnections();
  closeEventStreams();
  await new Promise((resolve) => server.on("close", resolve));
  await admin?.close();
  await stopWorkers();
  await closeServices(deps);
  await deps.payments.close();
  await db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
