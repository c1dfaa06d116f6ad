/**
 * What CORS needs to know about the route a request names, read from the contract: the methods
 * declared on its path (a preflight is approved only for one of them), whether it is a
 * discovery route (readable from any origin) or the MCP endpoint, and which request headers a
 * preflight may approve and which response headers a page's script may read.
 */
import type { ServiceDefinition } from "../contract.js";
import { byPathConcreteFirst } from "../router.js";
import { matchPath } from "../urlDecoding.js";

/** One route as CORS sees it. */
export interface CorsRoute {
  /** The methods declared on the path, upper case (HEAD wherever GET is). */
  methods: readonly string[];
  /** A discovery route (`x-runtime` other than MCP, `/.well-known/*`, the server's index). */
  discovery: boolean;
  /** The MCP endpoint: opened only to origins listed by name. */
  mcp: boolean;
  /** `Access-Control-Allow-Headers` for a preflight. */
  allowHeaders: string;
  /** `Access-Control-Expose-Headers` for an answer. */
  exposeHeaders: string;
}

/** The route `path` names (relative to where it is resolved), or undefined when CORS has no say. */
export type CorsRouteAt = (path: string) => CorsRoute | undefined;

/**
 * Request headers every service may be sent from a page, besides those its contract declares:
 * credentials, x402 payments, idempotency, MCP's session and protocol headers, resuming an
 * event stream, conditional and range reads, request ids and trace context.
 */
const PLATFORM_REQUEST_HEADERS = [
  "Accept",
  "Authorization",
  "Content-Type",
  "X-Api-Key",
  "PAYMENT-SIGNATURE",
  "X-PAYMENT",
  "Idempotency-Key",
  "Mcp-Session-Id",
  "Mcp-Protocol-Version",
  "Last-Event-ID",
  "If-Match",
  "If-None-Match",
  "Range",
  "X-Request-Id",
  "traceparent",
  "tracestate",
];

/**
 * Response headers a page's script may read, besides those the contract declares: x402's terms
 * and receipt, when to retry, the request id, MCP's session, the credential challenge, where a
 * created thing is, a download's name and the entity tag.
 */
const PLATFORM_RESPONSE_HEADERS = [
  "PAYMENT-REQUIRED",
  "PAYMENT-RESPONSE",
  "Retry-After",
  "X-Request-Id",
  "Mcp-Session-Id",
  "WWW-Authenticate",
  "Location",
  "Content-Disposition",
  "ETag",
];

/** Headers no page may read whatever the server says (the Fetch standard's forbidden response headers). */
const NEVER_EXPOSED = new Set(["set-cookie", "set-cookie2"]);

/** `names`, first spelling kept, without case-insensitive duplicates, comma-separated. */
function headerList(names: Iterable<string>): string {
  const seen = new Map<string, string>();
  for (const name of names) if (!seen.has(name.toLowerCase())) seen.set(name.toLowerCase(), name);
  return [...seen.values()].join(", ");
}

/** The request headers a preflight approves for `service`: the platform's and the contract's. */
export function allowedRequestHeaders(service: ServiceDefinition): string {
  const declared = service.operations.flatMap((op) =>
    op.parameters.filter((p) => p.in === "header").map((p) => p.name),
  );
  const apiKeys = Object.values(service.securitySchemes)
    .filter((s) => s.type === "apiKey" && s.in === "header" && s.name)
    .map((s) => s.name!);
  return headerList([...PLATFORM_REQUEST_HEADERS, ...declared, ...apiKeys]);
}

/** The response headers exposed for `service`: the platform's and every one its contract declares. */
export function exposedResponseHeaders(service?: ServiceDefinition): string {
  const declared = (service?.operations ?? []).flatMap((op) =>
    Object.values(op.responses).flatMap((r) => r.headers.map((h) => h.name)),
  );
  return headerList(
    [...PLATFORM_RESPONSE_HEADERS, ...declared].filter((h) => !NEVER_EXPOSED.has(h.toLowerCase())),
  );
}

/** Methods as a preflight names them: upper case, HEAD wherever GET is. */
function methodsOf(methods: readonly string[]): string[] {
  const upper = methods.map((m) => m.toUpperCase());
  return upper.includes("GET") && !upper.includes("HEAD") ? [...upper, "HEAD"] : upper;
}

/** A discovery route outside any contract (the server's index, `/.well-known/*` at the root). */
function plainDiscovery(allowHeaders: string, exposeHeaders: string): CorsRoute {
  return { methods: ["GET", "HEAD"], discovery: true, mcp: false, allowHeaders, exposeHeaders };
}

/**
 * The routes of one service, paths relative to its base. A path matches the routes the router
 * would serve it from: concrete paths before templated ones, as `byPathConcreteFirst` orders them.
 */
export function serviceCorsRoutes(service: ServiceDefinition): CorsRouteAt {
  const allowHeaders = allowedRequestHeaders(service);
  const exposeHeaders = exposedResponseHeaders(service);
  const routes = byPathConcreteFirst(service.operations).map(([, ops]) => ({
    template: ops[0]!,
    route: {
      methods: methodsOf(ops.map((op) => op.method)),
      discovery: ops.every((op) => op.runtime !== undefined && op.runtime !== "mcp"),
      mcp: ops.some((op) => op.runtime === "mcp"),
      allowHeaders,
      exposeHeaders,
    } satisfies CorsRoute,
  }));
  return (path) => {
    const found = routes.find((r) => matchPath(r.template, path))?.route;
    if (found) return found;
    return path.startsWith("/.well-known/") ? plainDiscovery(allowHeaders, exposeHeaders) : undefined;
  };
}

/**
 * The routes of the whole server: `/` and `/health` (its own), `/.well-known/*`, and each
 * service's under `/<name>`.
 */
export function serverCorsRoutes(services: readonly ServiceDefinition[]): CorsRouteAt {
  const byName = new Map(services.map((s) => [s.name, serviceCorsRoutes(s)]));
  const own = plainDiscovery(headerList(PLATFORM_REQUEST_HEADERS), exposedResponseHeaders());
  return (path) => {
    if (path === "/" || path === "/health" || path.startsWith("/.well-known/")) return own;
    const [, name = "", ...rest] = path.split("/");
    return byName.get(name)?.(`/${rest.join("/")}`);
  };
}
