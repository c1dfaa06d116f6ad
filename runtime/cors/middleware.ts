/**
 * CORS for every route the contracts declare, driven by them. A preflight (`OPTIONS` with
 * `Origin` and `Access-Control-Request-Method`) is answered 204 when the origin may call the
 * route and the contract declares the requested method on its path; any other `OPTIONS` goes on
 * to the router, which answers it as every undeclared method (405 with `Allow`, in the service's
 * error shape). Answers to an allowed origin carry `Access-Control-Allow-Origin` and the exposed
 * headers, so a page can read x402's `PAYMENT-REQUIRED` or a `Retry-After`.
 *
 * Who is allowed ({@link CorsPolicy}): the configured origins (`*` by default); discovery routes
 * from any origin whatever is configured; `/mcp` only from origins listed by name (the MCP
 * route refuses any other `Origin` itself). The server never refuses a request for its origin:
 * CORS tells the browser what the page may read.
 */
import type { NextFunction, Request, Response } from "express";
import { CONTRACT_HEAD_BYTES, headBytes } from "../headLimit.js";
import type { CorsPolicy } from "./config.js";
import type { CorsRoute, CorsRouteAt } from "./routes.js";

/** How long a browser may reuse a preflight's answer, in seconds (Chromium caps it at 2 hours). */
export const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** What an origin is granted on a route: the `Access-Control-Allow-Origin` value and credentials. */
interface Grant {
  allowOrigin: string;
  credentials: boolean;
}

/** The grant of `origin` on `route` under `policy`, or undefined when it gets none. */
function grantFor(policy: CorsPolicy, route: CorsRoute, origin: string): Grant | undefined {
  const listed = policy.origins !== "*" && policy.origins.has(origin);
  if (listed) return { allowOrigin: origin, credentials: policy.credentials };
  if (route.mcp) return undefined;
  if (route.discovery || policy.origins === "*") return { allowOrigin: "*", credentials: false };
  return undefined;
}

function setGrant(res: Response, grant: Grant): void {
  res.setHeader("Access-Control-Allow-Origin", grant.allowOrigin);
  if (grant.credentials) res.setHeader("Access-Control-Allow-Credentials", "true");
}

/** The CORS middleware for `policy` over the routes `routeAt` resolves (paths as Express sees them here). */
export function corsMiddleware(policy: CorsPolicy, routeAt: CorsRouteAt) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const route = routeAt(req.path);
    if (!route) {
      next();
      return;
    }
    // With a list, the answer names the caller's origin (or not): caches must key on it.
    if (policy.origins !== "*") res.vary("Origin");
    const origin = req.get("origin");
    const grant = origin === undefined ? undefined : grantFor(policy, route, origin);
    const wanted = req.method === "OPTIONS" ? req.get("access-control-request-method") : undefined;
    if (wanted !== undefined) {
      // Method names are case-sensitive, but browsers upper-case the standard ones they send.
      // A head over the contracts' limit goes on to the router's 431, as any request's does.
      if (!grant || !route.methods.includes(wanted.toUpperCase()) || headBytes(req) > CONTRACT_HEAD_BYTES) {
        next();
        return;
      }
      setGrant(res, grant);
      res.setHeader("Access-Control-Allow-Methods", route.methods.join(", "));
      res.setHeader("Access-Control-Allow-Headers", route.allowHeaders);
      res.setHeader("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE_SECONDS));
      res.status(204).end();
      return;
    }
    if (grant) {
      setGrant(res, grant);
      res.setHeader("Access-Control-Expose-Headers", route.exposeHeaders);
    }
    next();
  };
}
