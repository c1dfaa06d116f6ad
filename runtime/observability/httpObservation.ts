/**
 * Per-request observation, mounted right after the request id: a server span (when tracing is
 * on) continuing an incoming W3C `traceparent`, and, when the answer is finished, the request
 * counter and latency histogram. Both are labelled with the contract operation the request was
 * for, which the service router reports when Express matched the operation's route
 * ({@link markOperation}: no second matching per request), and with the service the path names.
 */
import { context, propagation, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import {
  ATTR_CLIENT_ADDRESS,
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_HTTP_ROUTE,
  ATTR_URL_PATH,
  ATTR_USER_AGENT_ORIGINAL,
} from "@opentelemetry/semantic-conventions";
import type { NextFunction, Request, Response } from "express";
import { httpDuration, httpRequests } from "./metrics.js";
import { tracer } from "./spans.js";

/** Span attribute: the contract's operation id. */
export const ATTR_OPERATION_ID = "operation.id";
/** Span attribute: the service the operation belongs to. */
export const ATTR_API_SERVICE = "api.service";
/** Span attribute: the request id echoed in `X-Request-Id`. */
export const ATTR_REQUEST_ID = "http.request.id";

/** What a request was for: its service and operation, and the route template (for `http.route`). */
export interface RequestTarget {
  service: string;
  operation: string;
  route: string;
}

/** Where {@link markOperation} leaves the request's {@link RequestTarget}. */
const TARGET = "operationTarget";

/**
 * Route middleware, first on each operation's route: records that the request is for `operationId`
 * of `service` (route = the mount path + the contract's path template), and names its span so.
 */
export function markOperation(service: string, operation: { operationId: string; path: string }) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const target: RequestTarget = {
      service,
      operation: operation.operationId,
      route: `${req.baseUrl}${operation.path}`,
    };
    res.locals[TARGET] = target;
    const span = trace.getSpan(context.active());
    if (span?.isRecording()) {
      span.updateName(`${req.method} ${target.route}`);
      span.setAttributes({
        [ATTR_HTTP_ROUTE]: target.route,
        [ATTR_OPERATION_ID]: target.operation,
        [ATTR_API_SERVICE]: service,
      });
    }
    next();
  };
}

/**
 * The service a path is for when no operation took it (a 404 or 405 inside a service, a refusal
 * before routing): the one at `/` with `only`, else the first segment when it names a service.
 */
function serviceOfPath(names: ReadonlySet<string>, only: string | undefined, path: string): string {
  if (only) return only;
  const name = path.split("/", 2)[1] ?? "";
  return names.has(name) ? name : "";
}

/**
 * The observation middleware for an app serving `services` (only `only`, at `/`, when given). A
 * request no operation took is labelled `operation: "none"`: a label per unknown URL would let
 * any client grow the metrics without bound.
 */
export function observeRequests(services: readonly string[], only?: string) {
  const names = new Set(services);
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const span = startServerSpan(req, res);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const target: RequestTarget = (res.locals[TARGET] as RequestTarget | undefined) ?? {
        service: serviceOfPath(names, only, req.originalUrl.split("?")[0] ?? "/"),
        operation: "none",
        route: "",
      };
      const status = res.headersSent ? res.statusCode : 0;
      const labels = {
        service: target.service,
        operation: target.operation,
        method: req.method,
        status: String(status),
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (span) endServerSpan(span, target, status);
    };
    // finish: the answer went out whole; close: the client left first (status as far as it got).
    res.once("finish", finish);
    res.once("close", finish);
    if (!span) {
      next();
      return;
    }
    // Everything downstream runs in the span's context, a body read from later socket events
    // included (AsyncLocalStorage carries it there; tracing.test.ts checks it).
    context.with(trace.setSpan(context.active(), span), next);
  };
}

/** A server span continuing the caller's trace, or undefined when tracing is off (or not sampled). */
function startServerSpan(req: Request, res: Response): Span | undefined {
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer().startSpan(req.method, { kind: SpanKind.SERVER }, parent);
  if (!span.isRecording()) return undefined;
  // Attributes only on a recorded span: with tracing off a request pays for none of them.
  span.setAttributes({
    [ATTR_HTTP_REQUEST_METHOD]: req.method,
    [ATTR_URL_PATH]: req.path,
    [ATTR_CLIENT_ADDRESS]: req.ip ?? "",
    [ATTR_USER_AGENT_ORIGINAL]: req.get("user-agent") ?? "",
    [ATTR_REQUEST_ID]: String(res.locals.requestId ?? ""),
  });
  return span;
}

function endServerSpan(span: Span, target: RequestTarget, status: number): void {
  if (target.service) span.setAttribute(ATTR_API_SERVICE, target.service);
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  // Server spans fail on 5xx only: a 4xx is the client's mistake, answered as the contract says.
  if (status >= 500 || status === 0) {
    span.setAttribute(ATTR_ERROR_TYPE, status === 0 ? "aborted" : String(status));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
