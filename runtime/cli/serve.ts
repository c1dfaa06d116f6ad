/**
 * `npm start [-- --service <name>] [--port N]`: serves every service under `/<service>` (or
 * one at `/`) on one port, on the embedded database unless `DATABASE_URL` is set. Stops
 * cleanly on SIGINT/SIGTERM: stops accepting, finishes in-flight requests, closes the database.
 */
import type { AddressInfo } from "node:net";
import { parseArgs } from "node:util";
import { type AdminChannel, openAdminChannel } from "../../storage/cli/adminServer.js";
import { embeddedDataDirFromEnv, openDatabase } from "../../storage/db.js";
import { adminCommandsOf } from "../adminCommands.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import { closeSharedBrowserPool } from "../browser/index.js";
import { configSections, configurationProblems } from "../config/check.js";
import { serverVariables } from "../config/kernel.js";
import { readSection } from "../config/read.js";
import { corsFromEnv } from "../cors/config.js";
import { closeSharedImageWorkers } from "../imageworker/index.js";
import { createLogger } from "../logger.js";
import { observabilityFromEnv } from "../observability/env.js";
import { logProcessFailures } from "../observability/processErrors.js";
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
// From here on a failure, at start or later, is one JSON log line, then exit 1.
logProcessFailures(log);
// One service loads only its own modules: the others would stay resident unused.
const services = values.service ? [await loadService(values.service)] : await loadServices();
// Every problem at once (the kernel's variables and the served services'), before anything opens.
const problems = configurationProblems(process.env, configSections(services));
if (problems.length > 0) {
  log.fatal({ problems }, `configuration: ${problems.length} problem(s): ${problems.join("; ")}`);
  process.exit(2);
}
const config = readSection(serverVariables, process.env);
const observability = observabilityFromEnv();
// The tracing SDK is loaded only when traces go somewhere (OTEL_EXPORTER_OTLP_ENDPOINT).
const tracing = observability.tracing
  ? (await import("../observability/tracing.js")).startTracing({ serviceName: observability.serviceName })
  : undefined;
const port = values.port === undefined ? config.PORT : Number(values.port);
const host = values.host ?? config.HOST;
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  log.error(`invalid port ${values.port}`);
  process.exit(2);
}

// Checked with every other variable above: a bad value never reaches here.
const cors = corsFromEnv();
const db = await openDatabase({ logger: log });
const deps = await createRuntimeDeps({ db, log });
const app = createApp({
  deps,
  services,
  ...(values.service ? { only: values.service } : {}),
  trustProxy: config.TRUST_PROXY,
  cors,
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
const stopWorkers = await startServiceWorkers(services, deps);

const server = createHttpServer(app).listen(port, host, () => {
  // The port bound: `--port 0` asks the system for a free one, and the log line says which.
  const bound = (server.address() as AddressInfo).port;
  // The local processor delivers its webhooks to this server's own webhook routes.
  const origin = config.PUBLIC_URL ?? `http://127.0.0.1:${bound}`;
  registerPaymentWebhooks(deps.payments, services, origin, values.service).catch((err: unknown) =>
    log.error({ err }, "could not register the payment webhook routes"),
  );
  const mounted = values.service ? [`${values.service} at /`] : services.map((s) => `/${s.definition.name}`);
  log.info(
    {
      port: bound,
      host,
      database: db.kind,
      services: mounted,
      ...(admin ? { adminSocket: admin.path } : {}),
    },
    `listening on http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${bound}`,
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
  // Settles the credit leases and batched counters: the database then holds the exact balances.
  await deps.metering.close().catch((err: unknown) => log.error({ err }, "settling metering"));
  // The page tools' shared Chromium, if a call started it (after the services, which may use it).
  await closeSharedBrowserPool().catch((err: unknown) => log.warn({ err }, "closing the browser"));
  await closeSharedImageWorkers().catch((err: unknown) => log.warn({ err }, "closing the image workers"));
  await deps.payments.close();
  await db.close();
  await tracing?.shutdown().catch((err: unknown) => log.warn({ err }, "flushing traces"));
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
