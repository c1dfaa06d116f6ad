/**
 * Test harness: one service served in-process on a fresh database, with response validation
 * on, behind express-openapi-validator as an independent judge of every response against the
 * published document — so a bug in our generated validators cannot hide a contract
 * violation. Tests call `judge.violations()` (empty when every response conformed).
 */
import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import express, { type NextFunction, type Request, type Response } from "express";
import * as OpenApiValidator from "express-openapi-validator";
import { parse } from "yaml";
import type { Database } from "../../storage/db.js";
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
 * The independent judge of one published document, built once per test file (jest gives each
 * file its own module registry). It holds no per-service state: what it finds goes to the
 * error handler of the app it runs in. Building it validates the document, and it compiles a
 * response validator per route and status on first use, each compile walking the whole document
 * (~30 ms for the storefront's): a file that starts many services of one contract paid that
 * for every service.
 */
const judges = new Map<string, express.Router>();
function judgeFor(documentUrl: URL): express.Router {
  const key = documentUrl.href;
  let router = judges.get(key);
  if (!router) {
    const judge = OpenApiValidator.middleware({
      apiSpec: parse(readFileSync(documentUrl, "utf8")),
      validateRequests: false,
      // The runtime reads multipart bodies itself (streamed, spooled); the judge must not consume them.
      fileUploader: false,
      validateResponses: { removeAdditional: false },
      validateApiSpec: true,
      // Security is what the runtime under test enforces; the judge only checks responses.
      validateSecurity: false,
      ignoreUndocumented: true,
    });
    router = express.Router().use(judge);
    judges.set(key, router);
  }
  return router;
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
  const judgeRouter = judgeFor(binding.definition.documentUrl);
  // A URL whose percent-escapes do not decode is the runtime's to refuse (400); the judge cannot
  // read it at all ("malformed uri"), so such a request is not judged.
  app.use((req: Request, res: Response, next: NextFunction) => {
    try {
      decodeURIComponent(req.path);
      decodeURIComponent(req.url.slice(req.path.length).replaceAll("+", " "));
    } catch {
      return next();
    }
    judgeRouter(req, res, next);
  });
  // Remember each JSON body sent: the judge reports a JSON `null` body as missing ("response
  // body required"), though a contract may answer null (the account's get-session does).
  app.use((_req: Request, res: Response, next: NextFunction) => {
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      res.locals.jsonBody = body;
      return json(body);
    };
    next();
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
    if (res.locals.jsonBody === null && err.message === "response body required.") {
      res.type("application/json").send("null");
      return;
    }
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
      await deps.payments.close();
      if (!options.db) await db.close();
    },
  };
}
