/**
 * Builds the Express router of one service from its generated definition: every operation
 * runs through {@link invokeOperation}; the MCP route is served by the MCP adapter; other
 * methods on a known path answer 405 and unknown paths 404, in the service's error shape.
 */
import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { baseUrlOf } from "./baseUrl.js";
import type { OperationDefinition, ServiceDefinition } from "./contract.js";
import type { RuntimeDeps } from "./deps.js";
import { discoveryHandlers } from "./discovery/handlers.js";
import { ApiError, renderError } from "./errors.js";
import { rawRequestFrom, requestIdOf, sendResult } from "./http.js";
import { handleMcp } from "./mcp/handler.js";
import { invokeOperation, type ServiceCallExtras } from "./pipeline/invoke.js";
import { multipartBody } from "./uploads.js";

/** What a generated `create<Service>Router` passes through. */
export interface ServiceRouterOptions {
  deps: RuntimeDeps;
  /** The service's handler context and credential kinds (default: none beyond the platform's). */
  extras?: ServiceCallExtras;
  /** Largest JSON or text body accepted (default 1 MiB); larger answers 413. */
  bodyLimit?: string;
}

/** Sends an ApiError in the service's default error shape (no operation matched). */
function sendServiceError(res: Response, service: ServiceDefinition, error: ApiError): void {
  const rendered = renderError(error, service.defaultErrorShape);
  sendResult(res, undefined, rendered);
}

/** The ApiError for a body-parser failure (bad JSON, too large, bad charset), or undefined. */
function bodyError(err: unknown): ApiError | undefined {
  if (err instanceof ApiError) return err; // the multipart reader's own refusals
  const type = (err as { type?: string } | null)?.type;
  if (type === "entity.parse.failed")
    return new ApiError("malformed_json", "The request body is not valid JSON");
  if (type === "entity.too.large") return new ApiError("payload_too_large", "The request body is too large");
  if (type === "charset.unsupported" || type === "encoding.unsupported")
    return new ApiError("unsupported_media_type", "Unsupported body encoding");
  return undefined;
}

/**
 * Body-parser failures become contract errors, not 500s: in the operation's own error shape
 * when the route is known (`op`), else in the service's default shape.
 */
function bodyErrors(service: ServiceDefinition, op?: OperationDefinition) {
  return (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const error = bodyError(err);
    if (!error) return next(err);
    if (!op) return sendServiceError(res, service, error);
    sendResult(res, op, renderError(error, op.errorShape));
  };
}

/** A body the MCP route cannot parse gets a JSON-RPC parse error, as its contract declares. */
function mcpBodyErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  const type = (err as { type?: string } | null)?.type;
  if (type === "entity.parse.failed" || type === "entity.too.large") {
    const message =
      type === "entity.parse.failed" ? "Parse error: the body is not valid JSON" : "Request too large";
    res.status(400).json({ jsonrpc: "2.0", id: null, error: { code: -32700, message } });
    return;
  }
  next(err);
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
  const limit = options.bodyLimit ?? "1mb";
  // Bodies are parsed only on operations that declare one: GETs skip the parsers entirely.
  const parseBody = [
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

  const builtIns = discoveryHandlers(service, deps);
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
    sendServiceError(res, service, new ApiError("not_found", `No route ${req.method} ${req.path}`));
  });
  router.use(bodyErrors(service));
  return router;

  /** JSON and text parsers; a multipart reader for forms; nothing for raw bytes (streamed). */
  function bodyParsers(op: OperationDefinition) {
    if (!op.requestBody || op.requestBody.binary) return [];
    return op.requestBody.fileParts ? [...parseBody, multipartBody(op)] : parseBody;
  }

  function registerOperation(op: OperationDefinition): void {
    if (op.runtime === "mcp") {
      router.post(
        op.expressPath,
        ...parseBody,
        (req: Request, res: Response) => handleMcp(service, op, handlers, req, res, deps, extras),
        mcpBodyErrors,
      );
      return;
    }
    router[op.method](
      op.expressPath,
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
          res.setHeader("Connection", "close");
          sendResult(res, op, renderError(error, op.errorShape));
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
            resourceUrl: `${baseUrl}${req.path}`,
            baseUrl,
            log,
          },
          deps,
          extras,
        );
        sendResult(res, op, result);
      },
      bodyErrors(service, op),
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
