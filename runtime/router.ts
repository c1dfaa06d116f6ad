/**
 * Builds the Express router of one service from its generated definition: every operation
 * runs through {@link invokeOperation}; the MCP route is served by the MCP adapter; other
 * methods on a known path answer 405 and unknown paths 404, in the service's error shape.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { baseUrlOf } from "./baseUrl.js";
import type { OperationDefinition, ServiceDefinition } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";
import { discoveryHandlers, publishedDocuments } from "./discovery/handlers.js";
import { ApiError, type ErrorCode, renderError, requestIdIn } from "./errors.js";
import { headWithinLimit } from "./headLimit.js";
import { rawRequestFrom, refuseBody, requestIdOf, sendResult } from "./http.js";
import { redactUrl } from "./logger.js";
import { type McpOriginPolicy, mcpOriginGuard, mcpOriginPolicyFromEnv } from "./mcp/origin.js";
import { mcpSurface } from "./mcp/surface.js";
import { markOperation } from "./observability/httpObservation.js";
import { invokeOperation, type ServiceCallExtras } from "./pipeline/invoke.js";
import {
  bodyCapBytes,
  contentEncodingOf,
  corruptEncoding,
  JSON_BODY_LIMIT_BYTES,
  receiveBody,
} from "./requestBody.js";
import { multipartBody } from "./uploads.js";
import { strictUrlDecoding } from "./urlDecoding.js";
import { bodyIssue } from "./validation/wellFormed.js";

// The MCP SDK (about 15 MB resident) is imported on the first `/mcp` request, not at start.
let mcpHandler: Promise<typeof import("./mcp/handler.js")> | undefined;
const loadMcpHandler = () => {
  mcpHandler ??= import("./mcp/handler.js");
  return mcpHandler;
};

/** What a generated `create<Service>Router` passes through. */
export interface ServiceRouterOptions {
  deps: RuntimeDeps;
  /** The service's handler context and credential kinds (default: none beyond the platform's). */
  extras?: ServiceCallExtras;
  /** Largest JSON or text body accepted, in bytes (default 1 MiB); larger answers 413. */
  bodyLimitBytes?: number;
  /** How long a body being read may send nothing before a 408, in ms (default 30 s: `requestBody.ts`). */
  bodyIdleTimeoutMs?: number;
  /** Browser origins allowed on `/mcp` (default: `PUBLIC_URL` and `CORS_ORIGINS` of `deps.env`, `mcp/origin.ts`). */
  mcpOrigins?: McpOriginPolicy;
}

/** Sends an ApiError in the service's default error shape (no operation matched). */
function sendServiceError(res: Response, service: ServiceDefinition, error: ApiError): void {
  const rendered = renderError(error, service.defaultErrorShape, requestIdIn(res.locals));
  sendResult(res, undefined, rendered);
}

/** Catalogue codes for the 4xx statuses body parsing and URL matching can fail with. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  400: "validation_failed",
  408: "request_timeout",
  413: "payload_too_large",
  415: "unsupported_media_type",
};

/**
 * The ApiError for a failure before the handler — body parsing (bad JSON, too large, bad
 * charset or content coding, a body that does not decode), URL matching (a path parameter that
 * does not decode) — or undefined for anything else (a bug: 500).
 */
function requestError(err: unknown, req: Request): ApiError | undefined {
  if (err instanceof ApiError) return err; // the multipart reader's and the body watch's own refusals
  const e = (err ?? {}) as { type?: string; status?: number; errno?: unknown; message?: string };
  if (e.type === "entity.parse.failed")
    return new ApiError("malformed_json", "The request body is not valid JSON");
  if (e.type === "entity.too.large")
    return new ApiError("payload_too_large", "The request body is too large");
  if (e.type === "charset.unsupported" || e.type === "encoding.unsupported")
    return new ApiError("unsupported_media_type", e.message ?? "Unsupported body encoding");
  // A decompressor's error (zlib, brotli, zstd): body-parser passes it on as a 400.
  if (e.type === undefined && e.errno !== undefined && contentEncodingOf(req) !== "identity")
    return corruptEncoding(contentEncodingOf(req), e.message ?? "corrupt data");
  const code = typeof e.status === "number" ? CLIENT_ERROR_CODES[e.status] : undefined;
  if (!code) return undefined;
  if (err instanceof URIError)
    return new ApiError(code, "A path parameter's percent-escapes do not decode to UTF-8 text");
  return new ApiError(code, e.message);
}

/**
 * Failures before or around the handler become answers in the operation's own error shape when
 * the route is known (`op`), else in the service's default shape: contract errors as such,
 * anything else logged and answered 500. Nothing is sent when an answer already went out (a body
 * refused while a parser still read it).
 */
function routeErrors(service: ServiceDefinition, deps: RuntimeDeps, op?: OperationDefinition) {
  return (err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return;
    let error = requestError(err, req);
    if (!error) {
      const log = (req as Request & { log?: RuntimeDeps["log"] }).log ?? deps.log;
      log.error({ err, url: redactUrl(req.originalUrl) }, "unhandled error");
      error = new ApiError("internal");
    }
    // Refused while the client may still be sending: drop the connection after the answer.
    if (error.status === 408 || error.status === 413) res.setHeader("Connection", "close");
    if (op) sendResult(res, op, renderError(error, op.errorShape, requestIdIn(res.locals)));
    else sendServiceError(res, service, error);
  };
}

/** `{requestId}` from the request-id middleware, or nothing: JSON-RPC refusals carry it in `error.data`. */
function idOf(res: Response): { requestId?: string } {
  const requestId = requestIdIn(res.locals);
  return requestId ? { requestId } : {};
}

/** A body the MCP route cannot parse gets a JSON-RPC parse error, as its contract declares. */
function mcpBodyErrors(err: unknown, req: Request, res: Response, next: NextFunction): void {
  const error = res.headersSent ? undefined : requestError(err, req);
  if (!error) {
    next(err);
    return;
  }
  mcpRefuse(res, error);
}

/** A JSON-RPC parse error (400) for a body the MCP route refuses, unless an answer went out. */
function mcpRefuse(res: Response, error: ApiError): void {
  if (res.headersSent) return;
  const message =
    error.code === "malformed_json"
      ? "Parse error: the body is not valid JSON"
      : `Parse error: ${error.message}`;
  if (error.status === 408 || error.status === 413) res.setHeader("Connection", "close");
  res.status(400).json({
    jsonrpc: "2.0",
    id: null,
    error: { code: -32700, message, data: { code: error.code, ...idOf(res) } },
  });
}

/**
 * A JSON-RPC message holding text no contract stores (U+0000, a lone surrogate) or nested deeper
 * than the runtime reads is refused before the protocol sees it, as every other body is: a
 * JSON-RPC "Invalid Request" (400) naming the member.
 */
function mcpWellFormed(req: Request, res: Response, next: NextFunction): void {
  const issue = bodyIssue(req.body);
  if (!issue) {
    next();
    return;
  }
  res.status(400).json({
    jsonrpc: "2.0",
    id: null,
    error: {
      code: -32600,
      message: `Invalid Request: ${issue.name} ${issue.message}`,
      data: { code: "validation_failed", ...idOf(res), issues: [issue] },
    },
  });
}

/** The JSON and text parsers with a body limit of `limit` bytes. */
function bodyParsersFor(limit: number) {
  return [
    express.json({
      limit,
      type: ["application/json", "application/*+json"],
      // Keep the bytes as sent: webhook signatures are computed over the raw body.
      verify: (req, _res, buf) => {
        (req as Request & { rawBody?: Buffer }).rawBody = buf;
      },
    }),
    express.text({ limit, type: "text/*" }),
  ];
}

/** The router for one service; handlers are the service's hand-written implementation. */
export function buildServiceRouter(
  service: ServiceDefinition,
  handlers: object,
  options: ServiceRouterOptions,
): Router {
  const { deps } = options;
  const extras = options.extras ?? { context: {}, authenticate: deps.authenticate };
  const router = express.Router({ caseSensitive: true, strict: false });
  const limit = options.bodyLimitBytes ?? JSON_BODY_LIMIT_BYTES;
  const idle = options.bodyIdleTimeoutMs ? { idleTimeoutMs: options.bodyIdleTimeoutMs } : {};
  // Before routing: the head's size (the contract's 431), then percent-escapes (Express would
  // throw URIError matching a parameter that does not decode).
  router.use(headWithinLimit(service));
  router.use(strictUrlDecoding(service));
  // Bodies are parsed only on operations that declare one: GETs skip the parsers entirely.
  const parseBody = bodyParsersFor(limit);
  // An operation that declares `@uploadLimit` takes JSON up to it (a base64 image), others `limit`.
  const parsersByLimit = new Map<number, ReturnType<typeof bodyParsersFor>>([[limit, parseBody]]);
  const parsersOf = (op: OperationDefinition) => {
    const cap = bodyCapBytes(op, limit, false) ?? limit;
    const known = parsersByLimit.get(cap);
    if (known) return known;
    const parsers = bodyParsersFor(cap);
    parsersByLimit.set(cap, parsers);
    return parsers;
  };

  const published = publishedDocuments(service);
  const builtIns = discoveryHandlers(service, deps, published);
  const surface = mcpSurface(service, published);
  const originGuard = mcpOriginGuard(options.mcpOrigins ?? mcpOriginPolicyFromEnv(deps.env));
  const all = { ...handlers, ...builtIns };

  // Each path's operations, then its 405, path by path, concrete before templated: the 405 of
  // `/infra/webhooks/publish` must answer PATCH there before `/infra/webhooks/:webhook_id` could take it.
  for (const [path, ops] of byPathConcreteFirst(service.operations)) {
    for (const op of ops) registerOperation(op);
    const methods = ops.map((op) => op.method.toUpperCase());
    router.all(path, (_req, res) => {
      res.setHeader("Allow", methods.join(", "));
      sendServiceError(
        res,
        service,
        new ApiError("method_not_allowed", `Use ${methods.join(" or ")} on this path`),
      );
    });
  }
  router.use((req, res) => {
    sendServiceError(res, service, new ApiError("route_not_found", `No route ${req.method} ${req.path}`));
  });
  router.use(routeErrors(service, deps));
  return router;

  /**
   * The body's reception (encoding, declared length, idle watch), then JSON and text parsers and
   * a multipart reader for forms; raw bytes are streamed to the handler.
   */
  function bodyParsers(op: OperationDefinition) {
    if (!op.requestBody) return [];
    const receive = receiveBody(op, {
      jsonLimit: limit,
      ...idle,
      refuse: (res, error) => refuseBody(res, op, error),
    });
    if (op.requestBody.binary) return [receive];
    const parsers = parsersOf(op);
    return op.requestBody.fileParts ? [receive, ...parsers, multipartBody(op)] : [receive, ...parsers];
  }

  function registerOperation(op: OperationDefinition): void {
    if (op.runtime === "mcp") {
      router.post(
        op.expressPath,
        markOperation(service.name, op),
        // Origin first: a page the endpoint refuses gets nothing read, parsed or authenticated.
        originGuard,
        receiveBody(op, { jsonLimit: limit, ...idle, refuse: mcpRefuse }),
        ...parseBody,
        mcpWellFormed,
        (req: Request, res: Response, next: NextFunction) =>
          loadMcpHandler()
            .then((m) => m.handleMcp(service, op, handlers, req, res, deps, extras, surface))
            .catch(next),
        mcpBodyErrors,
      );
      return;
    }
    router[op.method](
      op.expressPath,
      markOperation(service.name, op),
      ...bodyParsers(op),
      async (req: Request, res: Response) => {
        const log = (req as Request & { log?: RuntimeDeps["log"] }).log ?? deps.log;
        const baseUrl = baseUrlOf(req);
        let raw: ReturnType<typeof rawRequestFrom>;
        try {
          raw = rawRequestFrom(op, req);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          // Refused before reading the body: answer, then drop the connection it is still on.
          refuseBody(res, op, error);
          return;
        }
        const result = await invokeOperation(
          service,
          all,
          op,
          raw,
          {
            clientIp: req.ip ?? "unknown",
            requestId: requestIdOf(req),
            echoedRequestId: requestIdIn(res.locals),
            resourceUrl: `${baseUrl}${req.path}`,
            baseUrl,
            log,
          },
          deps,
          extras,
        );
        sendResult(res, op, result);
      },
      routeErrors(service, deps, op),
    );
  }
}

/**
 * Operations grouped by Express path, ordered by where their parameters are: compared segment by
 * segment, a concrete segment sorts before a parameter. Two paths that can match one URL agree
 * up to the first place one has a parameter and the other a concrete segment, so the concrete
 * one comes first (OpenAPI: concrete paths match before templated ones). Ties keep contract order.
 */
export function byPathConcreteFirst(
  operations: readonly OperationDefinition[],
): [string, OperationDefinition[]][] {
  const groups = new Map<string, OperationDefinition[]>();
  for (const op of operations) groups.set(op.expressPath, [...(groups.get(op.expressPath) ?? []), op]);
  const shape = (path: string) => path.split("/").map((segment) => (segment.startsWith(":") ? 1 : 0));
  return [...groups].sort(([a], [b]) => {
    const sa = shape(a);
    const sb = shape(b);
    for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
      if (sa[i] !== sb[i]) return (sa[i] ?? 0) - (sb[i] ?? 0);
    }
    return sa.length - sb.length;
  });
}
