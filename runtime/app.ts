/**
 * The app factory: one Express app serving every service under `/<service>`, or one
 * service at `/`. Logging, client-IP policy and the fallback answers live here; everything
 * per operation lives in the generated routers.
 */
import { createServer, type Server, type ServerOptions } from "node:http";
import express, { type Express, type NextFunction, type Request, type Response } from "express";
import { pinoHttp } from "pino-http";
import { publicRootOf } from "./baseUrl.js";
import { clientErrorListener, type ErrorShapeAt } from "./clientError.js";
import type { ServiceBinding, ServiceDefinition } from "./contract.js";
import { type CorsPolicy, OPEN_CORS } from "./cors/config.js";
import { corsMiddleware } from "./cors/middleware.js";
import { serverCorsRoutes, serviceCorsRoutes } from "./cors/routes.js";
import type { RuntimeDeps } from "./deps.js";
import { preferredMediaType } from "./discovery/accept.js";
import { SERVER_INDEX_CSP, serverIndex, serverIndexPage } from "./discovery/serverIndex.js";
import { ApiError, refusalShape, renderError, requestIdIn } from "./errors.js";
import { headWithinLimit, NODE_HEAD_BYTES } from "./headLimit.js";
import { sendResult } from "./http.js";
import { redactUrl } from "./logger.js";
import { observabilityFromEnv } from "./observability/env.js";
import { observeRequests } from "./observability/httpObservation.js";
import { METRICS_PATH, metricsEndpoint } from "./observability/metricsEndpoint.js";
import { requestId } from "./observability/requestId.js";
import { CHECKOUT_MOUNT, createLocalProcessorRouter, LocalProcessor } from "./payments/index.js";
import { prepareService } from "./prepare.js";
import { buildServiceRouter } from "./router.js";
import { operationFor } from "./urlDecoding.js";

/** Options for {@link createApp}. */
export interface AppOptions {
  deps: RuntimeDeps;
  services: ServiceBinding[];
  /** Serve only this service, mounted at `/`. */
  only?: string;
  /** Express `trust proxy` setting: set it when behind a proxy so the client IP is right. */
  trustProxy?: boolean | number | string;
  /** Log each request (default true). */
  httpLog?: boolean;
  /** How long a request body being read may send nothing before a 408, in ms (default 30 s). */
  bodyIdleTimeoutMs?: number;
  /** Which browser origins may call the services (default: any, without credentials; see `corsFromEnv`). */
  cors?: CorsPolicy;
}

/** Builds the Express app. Throws when `only` names no known service. */
export function createApp(options: AppOptions): Express {
  const { deps, services } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy ?? false);
  app.set("query parser", "simple");
  // First: every answer, refusals and 404s included, carries the request id, and is counted
  // (and traced) under the operation it was for.
  app.use(requestId);
  app.use(
    observeRequests(
      services.map((s) => s.definition.name),
      options.only,
    ),
  );
  // Every answer, errors and stored bytes included, is read as the type it declares: a browser
  // never sniffs an API answer into HTML or script.
  app.use((_req: Request, res: Response, next: NextFunction) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });
  if (options.httpLog !== false) {
    app.use(
      pinoHttp({
        logger: deps.log,
        genReqId: (_req, res) => String(res.locals.requestId),
        // One short line per request: headers can carry keys and payments, and are noise.
        serializers: {
          req: (req: { id: string; method: string; url: string }) => ({
            id: req.id,
            method: req.method,
            url: redactUrl(req.url),
          }),
          res: (res: { statusCode: number }) => ({ status: res.statusCode }),
        },
      }),
    );
  }

  // Operations' metrics, outside every contract (like /health), with one service at `/` too.
  app.get(METRICS_PATH, metricsEndpoint(deps.db, deps.log, observabilityFromEnv(deps.env).metricsToken));

  // CORS on every contract route, from the contracts: before any router answers.
  const single = options.only ? services.find((s) => s.definition.name === options.only) : undefined;
  const corsRoutes = single
    ? serviceCorsRoutes(single.definition)
    : serverCorsRoutes(services.map((s) => s.definition));
  app.use(corsMiddleware(options.cors ?? OPEN_CORS, corsRoutes));

  // The local processor's hosted checkout page (Stripe hosts its own).
  if (deps.payments instanceof LocalProcessor)
    app.use(CHECKOUT_MOUNT, createLocalProcessorRouter(deps.payments));

  if (options.only) {
    const binding = services.find((s) => s.definition.name === options.only);
    if (!binding)
      throw new Error(
        `unknown service "${options.only}"; known: ${services.map((s) => s.definition.name).join(", ")}`,
      );
    app.locals[ERROR_SHAPE_AT] = ((method, path) =>
      shapeIn(binding.definition, method, path)) as ErrorShapeAt;
    app.use("/", serviceRouter(binding, deps, options));
    return app;
  }
  app.locals[ERROR_SHAPE_AT] = ((method, path) => {
    const [, name = "", ...rest] = path.split("/");
    const service = services.find((s) => s.definition.name === name)?.definition;
    return service ? shapeIn(service, method, `/${rest.join("/")}`) : "problem";
  }) as ErrorShapeAt;

  // The server's own routes hold heads to the contracts' limit too (the services' routers do).
  app.get(["/", "/health"], headWithinLimit());
  app.get("/", (req, res) => {
    const entries = serverIndex(
      services.map((s) => s.definition),
      publicRootOf(req),
    );
    // JSON unless the client prefers HTML (a browser does): clients that ask for nothing get JSON.
    res.vary("Accept");
    if (preferredMediaType(req.get("accept"), ["application/json", "text/html"]) === "text/html") {
      res.setHeader("Content-Security-Policy", SERVER_INDEX_CSP);
      res.type("text/html").send(serverIndexPage(entries));
      return;
    }
    res.json({ services: entries });
  });
  app.get("/health", async (_req, res) => {
    const ok = await deps.db.ping();
    res
      .status(ok ? 200 : 503)
      .json({ status: ok ? "ok" : "degraded", services: services.map((s) => s.definition.name) });
  });
  for (const binding of services) {
    app.use(`/${binding.definition.name}`, serviceRouter(binding, deps, options));
  }
  app.use((req: Request, res: Response) => {
    sendResult(
      res,
      undefined,
      renderError(
        new ApiError("route_not_found", `No route ${req.method} ${req.path}`),
        "problem",
        requestIdIn(res.locals),
      ),
    );
  });
  // Last resort: anything a router let through is logged and answered in a stable shape.
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    deps.log.error({ err, url: redactUrl(req.originalUrl) }, "unhandled error");
    if (!res.headersSent)
      sendResult(res, undefined, renderError(new ApiError("internal"), "problem", requestIdIn(res.locals)));
  });
  return app;
}

/** Where createApp leaves its {@link ErrorShapeAt} for the HTTP server's own refusals. */
const ERROR_SHAPE_AT = "errorShapeAt";

/** The shape of a refusal of a request for `method` `path` in `service` (its operation's, else the service's). */
function shapeIn(service: ServiceDefinition, method: string, path: string) {
  const op = operationFor(service, method, path);
  return op ? refusalShape(op) : service.defaultErrorShape;
}

/** The router of one service, prepared for `deps` (its set-up runs once per runtime). */
function serviceRouter(binding: ServiceBinding, deps: RuntimeDeps, options: AppOptions) {
  const service = prepareService(binding, deps);
  return buildServiceRouter(service.definition, service.handlers, {
    deps,
    extras: { context: service.context, authenticate: service.authenticate },
    ...(options.bodyIdleTimeoutMs ? { bodyIdleTimeoutMs: options.bodyIdleTimeoutMs } : {}),
  });
}

/**
 * Node's request head limit ({@link NODE_HEAD_BYTES}, 256 KiB). The contracts' own limit is
 * smaller (64 KiB, `headLimit.ts`): a head between the two is parsed and refused with 431 in its
 * service's error shape; only a larger one gets Node's 431 (here with a generic problem body).
 */
export const MAX_HEADER_BYTES = NODE_HEAD_BYTES;

/** How long the request line and headers may take to arrive: 60 s (then 408). */
export const HEADERS_TIMEOUT_MS = 60_000;

/**
 * How long a whole request, body included, may take to arrive: 5 minutes (then 408), so a body
 * trickled byte by byte cannot hold a connection forever. A body that stops arriving is answered
 * sooner, after 30 s, in its operation's error shape (`requestBody.ts`).
 */
export const REQUEST_TIMEOUT_MS = 300_000;

/**
 * The HTTP server for an app: {@link MAX_HEADER_BYTES}, {@link HEADERS_TIMEOUT_MS},
 * {@link REQUEST_TIMEOUT_MS}, and Node's own refusals (431, 400, 408) answered with a body in
 * the error shape of the service the request was for, where that can be told (`clientError.ts`). `options` override Node's server options (tests
 * shorten the timeouts).
 */
export function createHttpServer(app: Express, options: ServerOptions = {}): Server {
  const server = createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      ...options,
    },
    app,
  );
  server.on("clientError", clientErrorListener(app.locals[ERROR_SHAPE_AT] as ErrorShapeAt | undefined));
  return server;
}
