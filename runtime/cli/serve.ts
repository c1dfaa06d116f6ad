/**
 * `npm start [-- --service <name>] [--port N]`: serves every service under `/<service>` (or
 * one at `/`) on one port, on the embedded database unless `DATABASE_URL` is set. Stops
 * cleanly on SIGINT/SIGTERM: stops accepting, finishes in-flight requests, closes the database.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../../storage/db.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import { createLogger } from "../logger.js";
import { registerPaymentWebhooks } from "../payments/webhookRoutes.js";
import { closeServices, startServiceWorkers } from "../prepare.js";
import { loadService, loadServices } from "../registry.js";
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

// One service loads only its own modules: the others would stay resident unused.
const services = values.service ? [await loadService(values.service)] : await loadServices();
const db = await openDatabase();
const deps = await createRuntimeDeps({ db, log });
const app = createApp({
  deps,
  services,
  ...(values.service ? { only: values.service } : {}),
  trustProxy: process.env.TRUST_PROXY ?? false,
});

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
    { port, host, database: db.kind, services: mounted },
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
  await stopWorkers();
  await closeServices(deps);
  await deps.payments.close();
  await db.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
