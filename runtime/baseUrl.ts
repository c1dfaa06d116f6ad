/**
 * Where a service is, as its client sees it: the absolute base URL every path of its contract is
 * relative to (the seeds' `{base_url}`). It is what the served `/openapi.json` names as its server,
 * what llms.txt, the landing page, x402 terms and signed URLs are built on, so it MUST be right
 * wherever the service is mounted: at `/` (`npm start -- --service <name>`), under `/<name>`
 * (`npm start`), and behind a reverse proxy.
 *
 * Behind a proxy that Express trusts (`TRUST_PROXY`), the proxy's view wins: `X-Forwarded-Proto`
 * and `X-Forwarded-Host` (as Express reads them) and `X-Forwarded-Prefix`, the path the proxy
 * serves this server under (Traefik, Spring and ASP.NET use that name). Without trust they are
 * ignored, so a client cannot make the server name another host.
 */
import type { Request } from "express";

/** A host (name, IPv4 or bracketed IPv6) with an optional port: nothing that could break out of a URL. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?$/;

/** A path prefix: `/`-separated non-empty segments of URL path characters, no `.` or `..` segment. */
const PREFIX_SEGMENT = /^[A-Za-z0-9._~!$&'()*+,;=:@%-]+$/;

/** `X-Forwarded-Prefix` when the proxy is trusted and the value is a plain path; else "". */
export function forwardedPrefix(req: Request): string {
  const trust = req.app.get("trust proxy fn") as
    | ((addr: string | undefined, i: number) => boolean)
    | undefined;
  if (!trust?.(req.socket.remoteAddress, 0)) return "";
  const raw = req.get("x-forwarded-prefix");
  if (!raw) return "";
  const first = raw.split(",")[0]!.trim();
  if (!first.startsWith("/")) return "";
  const segments = first.split("/").filter((s) => s !== "");
  if (segments.some((s) => !PREFIX_SEGMENT.test(s) || s === "." || s === "..")) return "";
  return segments.map((s) => `/${s}`).join("");
}

/**
 * The address the request reached, as a URL host: the server's own listening address and port
 * (`127.0.0.1:3000`, `[::1]:3000`), for a request that names no usable host (HTTP/1.0 sends no
 * `Host`). Never a name the client chose.
 */
function ownAddress(req: Request): string {
  const { localAddress, localPort } = req.socket;
  if (!localAddress) return "localhost";
  // An IPv4 client on a dual-stack socket: `::ffff:127.0.0.1`. A zone (`fe80::1%eth0`) cannot be in a URL.
  const address = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(localAddress)
    ? localAddress.slice(7)
    : localAddress.replace(/%.*$/, "");
  const host = address.includes(":") ? `[${address}]` : address;
  return localPort ? `${host}:${localPort}` : host;
}

/**
 * The origin and proxy prefix, e.g. `https://api.example.com/edge`: scheme `http` or `https`
 * only; when the host is missing or not a host, the server's own address (see {@link ownAddress}).
 */
export function publicRootOf(req: Request): string {
  const protocol = req.protocol === "https" ? "https" : "http";
  const host = req.host;
  return `${protocol}://${host && HOST.test(host) ? host : ownAddress(req)}${forwardedPrefix(req)}`;
}

/** Absolute URL of the router's mount point, e.g. `http://127.0.0.1:3000/uuid`, without a trailing slash. */
export function baseUrlOf(req: Request): string {
  return `${publicRootOf(req)}${req.baseUrl}`;
}
