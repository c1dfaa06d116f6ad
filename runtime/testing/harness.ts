/**
 * Test harness: one service served in-process on a fresh database, with response validation
 * on, behind an independent judge of every JSON response against the published document
 * (./judge.ts: Ajv on the published YAML, not our generated zod validators) — so a bug in our generated validators cannot hide a contract
 * violation. Tests call `judge.violations()` (empty when every response conformed).
 */
import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import type { Database } from "../../storage/db.js";
import { type ActiveApiKey, findActiveApiKey } from "../../storage/platform/apiKeys.js";
import { openTestDatabase } from "../../storage/testing.js";
import { createApp, createHttpServer } from "../app.js";
import { createRuntimeDeps } from "../bootstrap.js";
import type { RuntimeDeps } from "../deps.js";
import { createLogger } from "../logger.js";
import type { PaymentProcessor } from "../payments/processor.js";
import { closeServices, prepareService, startServiceWorkers } from "../prepare.js";
import { loadService } from "../registry.js";
import { closeEventStreams } from "../sse/eventStream.js";
import type { Facilitator } from "../x402/index.js";
import { createJudge } from "./judge.js";

/** A running service under test. */
export interface TestService {
  app: express.Express;
  db: Database;
  deps: RuntimeDeps;
  /** What the service's set-up added to every handler's context (its configuration, clients). */
  context: object;
  /** Every response the independent validator judged non-conforming. */
  violations(): string[];
  /** Starts listening on 127.0.0.1 (for real HTTP clients); resolves to the base URL. */
  listen(): Promise<string>;
  /**
   * Starts the background work as `npm start` does (the leased-work engine's pg-boss workers, the
   * service's own, the sweep cron); needs `work: "background"`. Stopped by {@link close}.
   */
  startWorkers(): Promise<void>;
  /**
   * The key as `findActiveApiKey` reads it once this service's metering has settled (spend is
   * settled in batches): its `creditsMicros` then shows exactly what the calls cost.
   */
  settledKey(plaintextKey: string): Promise<ActiveApiKey | undefined>;
  close(): Promise<void>;
}

/** Options for {@link startTestService}. */
export interface TestServiceOptions {
  db?: Database;
  /** Replace some of the service's handlers (to prove the checks catch a broken one). */
  handlers?: object;
  /** The configuration the service's set-up reads (default: `process.env`). */
  env?: Record<string, string | undefined>;
  /** Our own response validation (default on). */
  validateResponses?: boolean;
  facilitator?: Facilitator;
  /**
   * The payment processor handlers see as `ctx.payments`, or how to make one on the service's
   * database (default: the runtime's local processor, webhooks delivered only when flushed).
   * Closed with the service.
   */
  payments?: PaymentProcessor | ((db: Database) => Promise<PaymentProcessor>);
  now?: () => Date;
  /** How long a request body being read may send nothing before a 408, in ms (default 30 s). */
  bodyIdleTimeoutMs?: number;
  /**
   * How background work runs: `manual` (default: only `svc.deps.work.flush()`) or `background`
   * (pg-boss, once {@link TestService.startWorkers} is called; the database needs pg-boss).
   */
  work?: "manual" | "background";
}

/**
 * The independent judge of one published document (./judge.ts), built once per test file (jest
 * gives each file its own module registry) and shared by every service the file starts. It
 * holds no per-service state: what it finds goes to the error handler of the app it runs in.
 */
const judges = new Map<string, RequestHandler>();
function judgeFor(documentUrl: URL): RequestHandler {
  let judge = judges.get(documentUrl.href);
  if (!judge) {
    judge = createJudge(documentUrl);
    judges.set(documentUrl.href, judge);
  }
  return judge;
}

/** Serves `name` at `/` on a fresh test database (or the one given). */
export async function startTestService(name: string, options: TestServiceOptions = {}): Promise<TestService> {
  const found = await loadService(name);
  const binding = {
    ...found,
    module: { ...found.module, handlers: { ...found.module.handlers, ...options.handlers } },
  };
  const db = options.db ?? (await openTestDatabase({ boss: false }));
  const payments = typeof options.payments === "function" ? await options.payments(db) : options.payments;
  const deps = await createRuntimeDeps({
    manualWork: options.work !== "background",
    db,
    log: createLogger("silent"),
    validateResponses: options.validateResponses ?? true,
    ...(options.facilitator ? { facilitator: options.facilitator } : {}),
    ...(payments ? { payments } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.env ? { env: options.env } : {}),
  });
  const judged: string[] = [];
  const app = express();
  const judge = judgeFor(binding.definition.documentUrl);
  // A URL whose percent-escapes do not decode is the runtime's to refuse (400) before any
  // operation runs, so such a request is not judged.
  app.use((req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
      decodeURIComponent(req.url.slice(req.path.length).replaceAll("+", " "));
    } catch {
      return next();
    }
    judge(req, res, next);
  });
  app.use(
    createApp({
      deps,
      services: [binding],
      only: name,
      httpLog: false,
      ...(options.bodyIdleTimeoutMs ? { bodyIdleTimeoutMs: options.bodyIdleTimeoutMs } : {}),
    }),
  );
  app.use((err: { status?: number; message?: string }, req: Request, res: Response, _next: NextFunction) => {
    judged.push(`${req.method} ${req.originalUrl}: ${err.message ?? String(err)}`);
    res.status(500).json({ judged: err.message });
  });
  let server: ReturnType<typeof createHttpServer> | undefined;
  let stopWorkers: (() => Promise<void>) | undefined;
  return {
    app,
    db,
    deps,
    context: prepareService(binding, deps).context,
    violations: () => [...judged],
    listen: () =>
      new Promise((resolve) => {
        // The server `npm start` runs: its head limit, timeouts and client-error answers.
        server = createHttpServer(app).listen(0, "127.0.0.1", () =>
          resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`),
        );
      }),
    settledKey: async (plaintextKey) => {
      await deps.metering.flush();
      return findActiveApiKey(db.knex, plaintextKey);
    },
    startWorkers: async () => {
      stopWorkers ??= await startServiceWorkers([binding], deps);
    },
    close: async () => {
      await stopWorkers?.();
      closeEventStreams();
      if (server) {
        const closed = new Promise((resolve) => server!.close(resolve));
        server.closeAllConnections();
        await closed;
      }
      await closeServices(deps);
      await deps.metering.close();
      await deps.payments.close();
      if (!options.db) await db.close();
    },
  };
}
