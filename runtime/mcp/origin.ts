/**
 * DNS-rebinding protection for `/mcp`. The Streamable HTTP transport says servers MUST validate
 * `Origin`: a page on `evil.example` whose name the attacker re-points at 127.0.0.1 reaches a
 * local server with `Host: evil.example` and `Origin: http://evil.example`, so the request's own
 * Host cannot vouch for its Origin (the official conformance suite's `dns-rebinding-protection`
 * scenario sends exactly that pair). Allowed:
 *
 * - no `Origin` at all: not a browser (agents, SDK clients, curl); every browser sends `Origin` on
 *   a POST, and `/mcp` answers nothing else, so no browser request gets past without one;
 * - the origin of `PUBLIC_URL`, the server's configured public address;
 * - the server's own origin when its Host is a loopback name (`localhost`, `127.0.0.1`, `[::1]`):
 *   a rebinding attacker cannot make a browser send a loopback Host for its own page;
 * - origins listed explicitly in `CORS_ORIGINS` (a `*` there opens the REST routes, not `/mcp`).
 *
 * Everything else, `Origin: null` included, is refused with 403 in the JSON-RPC error shape.
 * The Host header itself is not checked: with Origin checked that adds no protection against
 * browsers, and it would refuse a reverse proxy on the same machine that keeps the public Host.
 */

import type { NextFunction, Request, Response } from "express";
import { serverVariables } from "../config/kernel.js";
import { readSection } from "../config/read.js";
import { corsFromEnv } from "../cors/config.js";

/** Which browser origins may call `/mcp`. */
export interface McpOriginPolicy {
  /** Exact origins (`scheme://host[:port]`, lower-case, default port omitted). */
  allowed: ReadonlySet<string>;
}

/** `scheme://host[:port]` as the URL parser normalises it, or undefined for anything not http(s). */
function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The policy from the environment: `PUBLIC_URL`'s origin (the server's public base URL) and the
 * origins `CORS_ORIGINS` lists by name (parsed by the CORS policy, one parser for both; its `*`
 * does not open `/mcp`). Both unset: only loopback pages and non-browser clients.
 */
export function mcpOriginPolicyFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): McpOriginPolicy {
  const cors = corsFromEnv(env);
  const allowed = new Set<string>(cors.origins === "*" ? [] : cors.origins);
  const publicUrl = readSection(serverVariables, env).PUBLIC_URL;
  const own = publicUrl === undefined ? undefined : originOf(publicUrl);
  if (own) allowed.add(own);
  return { allowed };
}

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Whether a browser page at `origin` may call this request's `/mcp`. */
export function originAllowed(origin: string | undefined, req: Request, policy: McpOriginPolicy): boolean {
  if (origin === undefined) return true;
  const normalised = originOf(origin);
  if (!normalised) return false; // `null` (sandboxed frames, file pages) and other non-web origins
  if (policy.allowed.has(normalised)) return true;
  // The raw Host header, not Express's `req.host`, which a trusted proxy's X-Forwarded-Host replaces.
  const host = req.headers.host;
  if (!host) return false;
  const own = originOf(`${req.protocol}://${host}`);
  return own !== undefined && own === normalised && LOOPBACK_HOSTNAMES.has(new URL(own).hostname);
}

/**
 * Middleware answering 403 (JSON-RPC error, code -32000 as the MCP SDK's own rebinding check
 * answers) when the request's Origin may not use `/mcp`; it runs before the body is read.
 */
export function mcpOriginGuard(policy: McpOriginPolicy) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    if (originAllowed(origin, req, policy)) {
      next();
      return;
    }
    res.status(403).json({
      jsonrpc: "2.0",
      id: null,
      error: {
        code: -32000,
        message: `Forbidden: Origin ${JSON.stringify(origin)} may not use this endpoint; list it in CORS_ORIGINS`,
      },
    });
  };
}
