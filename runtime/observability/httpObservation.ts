/**
 * Per-request observation, mounted right after the request id: a server span (when tracing is
 * on) continuing an incoming W3C `traceparent`, and, when the answer is finished, the request
 * counter and latency histogram. Both are labelled with the contract operation the request was
 * for, found from the method and path alone, so the routers need not report anything.
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
import type { ServiceBinding } from "../contract.js";
import { operationFor } from "../urlDecoding.js";
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

/**
 * Finds the operation for a method and path: with `only`, that service is at `/`; otherwise the
 * first segment names the service. A path no operation takes (404, the root's own routes) and a
 * method the path does not offer (405) get `operation: "none"`: a label per unknown URL would
 * let any client grow the metrics without bound.
 */
export function requestTargets(services: readonly ServiceBinding[], only?: string) {
  const byName = new Map(services.map((s) => [s.definition.name, s.definition]));
  return (method: string, path: string): RequestTarget => {
    let name = only ?? "";
    let rest = path;
    if (!only) {
      const slash = path.indexOf("/", 1);
      name = path.slice(1, slash === -1 ? undefined : slash);
      rest = slash === -1 ? "/" : path.slice(slash);
    }
    const service = byName.get(name);
    if (!service) return { service: "", operation: "none", route: "" };
    const op = operationFor(service, method, rest);
    const m = method.toLowerCase();
    if (!op || !(op.method === m || (m === "head" && op.method === "get")))
      return { service: service.name, operation: "none", route: "" };
    return { service: service.name, operation: op.operationId, route: `${only ? "" : `/${name}`}${op.path}` };
  };
}

/** The observation middleware; `targetOf` from {@link requestTargets}. */
export function observeRequests(targetOf: (method: string, path: string) => RequestTarget) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const started = process.hrtime.bigint();
    const span = startServerSpan(req, res);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      const path = req.originalUrl.split("?")[0] ?? "/";
      const target = targetOf(req.method, path);
      const status = res.headersSent ? res.statusCode : 0;
      const labels = {
        service: target.service,
        operation: target.operation,
        method: req.method,
        status: String(status),
      };
      httpRequests.inc(labels);
      httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
      if (span) endServerSpan(span, req, target, status);
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

/** A server span continuing the caller's trace, or undefined when tracing is off. */
function startServerSpan(req: Request, res: Response): Span | undefined {
  const parent = propagation.extract(context.active(), req.headers);
  const span = tracer().startSpan(
    req.method,
    {
      kind: SpanKind.SERVER,
      attributes: {
        [ATTR_HTTP_REQUEST_METHOD]: req.method,
        [ATTR_URL_PATH]: req.path,
        [ATTR_CLIENT_ADDRESS]: req.ip ?? "",
        [ATTR_USER_AGENT_ORIGINAL]: req.get("user-agent") ?? "",
        [ATTR_REQUEST_ID]: String(res.locals.requestId ?? ""),
      },
    },
    parent,
  );
  if (span.isRecording()) return span;
  span.end();
  return undefined;
}

function endServerSpan(span: Span, req: Request, target: RequestTarget, status: number): void {
  if (target.route) {
    span.updateName(`${req.method} ${target.route}`);
    span.setAttribute(ATTR_HTTP_ROUTE, target.route);
    span.setAttribute(ATTR_OPERATION_ID, target.operation);
  }
  if (target.service) span.setAttribute(ATTR_API_SERVICE, target.service);
  span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, status);
  // Server spans fail on 5xx only: a 4xx is the client's mistake, answered as the contract says.
  if (status >= 500 || status === 0) {
    span.setAttribute(ATTR_ERROR_TYPE, status === 0 ? "aborted" : String(status));
    span.setStatus({ code: SpanStatusCode.ERROR });
  }
  span.end();
}
