/**
 * Where the server may send requests: to a URL a user gave it (webhooks, job HTTP handlers) under
 * the egress policy, or to a destination the operator configured (the local payment processor's
 * webhook endpoints, `PAYMENTS_WEBHOOK_URLS` and the server's own webhook routes), which is trusted.
 *
 * Two independent checks guard every connection, so one bug cannot open the way to the internal
 * network (SSRF): our rules below (`addressRefusal`, applied to IP literals before any socket
 * exists and to every address a name resolves to), and `request-filtering-agent`, which checks
 * the address the socket actually connects to. Checking after DNS, not the name, is what defeats
 * DNS rebinding and names like `127.0.0.1.nip.io`.
 */
import dns from "node:dns";
import type http from "node:http";
import { Agent as HttpAgent } from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import {
  type RequestFilteringAgentOptions,
  RequestFilteringHttpAgent,
  RequestFilteringHttpsAgent,
} from "request-filtering-agent";
import { securityVariables } from "../config/kernel.js";
import { readVariable } from "../config/read.js";

/**
 * `public`: only public unicast addresses (production). `loopback`: only 127.0.0.0/8 and ::1, for
 * local tests and the conformance server, so nothing they trigger can leave the machine.
 */
export type EgressPolicy = "public" | "loopback";

/**
 * Where one outbound call may go: a user-supplied URL under an {@link EgressPolicy}, or
 * `configured`: a URL from the operator's own configuration (never from a request), which may be
 * any address — the server's own routes on 127.0.0.1 included. Only code that reads the URL from
 * configuration may pass `configured`; anything a caller can set goes under the egress policy.
 */
export type OutboundPolicy = EgressPolicy | "configured";

const ENV_NAME = "OUTBOUND_NETWORK";

/**
 * Reads the policy from `OUTBOUND_NETWORK` (`public` when unset or empty). Any other value
 * throws: a typo must not silently widen or narrow where the server sends traffic.
 */
export function egressPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): EgressPolicy {
  return readVariable(securityVariables, ENV_NAME, env);
}

/** Human words for ipaddr.js range names, so a refusal reads "10.0.0.1 is private". */
const RANGE_WORDS: Record<string, string> = {
  unicast: "public",
  private: "private",
  loopback: "loopback",
  linkLocal: "link-local (this includes cloud metadata at 169.254.169.254)",
  carrierGradeNat: "carrier-grade NAT (100.64.0.0/10)",
  uniqueLocal: "unique local (private IPv6, fc00::/7)",
  unspecified: "unspecified",
  multicast: "multicast",
  broadcast: "broadcast",
  reserved: "reserved",
};

function describe(ip: ipaddr.IPv4 | ipaddr.IPv6): string {
  // An IPv4-mapped IPv6 address reaches the IPv4 host inside it: name that host's range too.
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress()) {
    const inner = (ip as ipaddr.IPv6).toIPv4Address();
    return `IPv4-mapped (${inner.toString()} is ${describe(inner)})`;
  }
  const range = ip.range();
  return RANGE_WORDS[range] ?? `special-purpose (${range})`;
}

/**
 * Why `policy` forbids connecting to `address` (an IP literal), or `undefined` when it allows it.
 * `public` allows exactly what ipaddr.js calls `unicast`, the same rule request-filtering-agent
 * applies, so every IPv4-mapped, NAT64, 6to4 or Teredo address is refused as well: each can
 * smuggle an internal IPv4 address.
 */
export function addressRefusal(address: string, policy: EgressPolicy): string | undefined {
  // node:net's isIP is strict; ipaddr.parse alone would accept forms like "127.1".
  if (isIP(address) === 0) return `${address} is not an IP address`;
  const ip = ipaddr.parse(address);
  const allowed = policy === "loopback" ? ip.range() === "loopback" : ip.range() === "unicast";
  if (allowed) return undefined;
  const why = `${address} is ${describe(ip)}`;
  return policy === "loopback" ? `${why}; ${ENV_NAME}=loopback allows only 127.0.0.0/8 and ::1` : why;
}

/** The error code of a refusal raised while resolving a name. */
export const EGRESS_REFUSED = "EGRESS_REFUSED";

/** `localhost` and its subdomains (RFC 6761: they resolve to loopback). */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name === "localhost" || name.endsWith(".localhost");
}

/**
 * A `lookup` for http.request that resolves every address of the name and refuses the whole
 * name when any of them breaks the policy: a name that mixes public and internal addresses is
 * an attack, not a reason to pick the good one.
 */
export function egressLookup(policy: EgressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    // Under `loopback` only `localhost` can qualify, so no other name is even looked up: tests and
    // the conformance server send nothing off the machine, DNS queries included.
    if (policy === "loopback" && !isLocalhostName(hostname)) {
      const refusal = Object.assign(
        new Error(`${hostname} is not localhost; ${ENV_NAME}=loopback allows only 127.0.0.0/8 and ::1`),
        { code: EGRESS_REFUSED },
      );
      return callback(refusal, "");
    }
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "");
      for (const { address } of addresses) {
        const why = addressRefusal(address, policy);
        if (why) {
          const refusal = Object.assign(new Error(`${hostname} resolved to ${why}`), {
            code: EGRESS_REFUSED,
          });
          return callback(refusal, "");
        }
      }
      const first = addresses[0];
      if (options.all) return callback(null, addresses);
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address`), { code: "ENOTFOUND" }), "");
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * Library options per policy. Keep-alive is on: a busy job handler or webhook receiver gets many
 * calls, and a new TCP (and TLS) connection each time cost the runner about a tenth of its
 * throughput. A kept socket goes back only to the host and port it was opened to, and it was
 * checked when it connected. `public` keeps the library's defaults, which refuse everything that is not unicast: our rule.
 * For `loopback`, "::1" is listed before the IPv4 range because the library compares exact
 * strings quietly but warns when it matches an address against a CIDR of the other family. The
 * deny list refuses every other address, public ones included; addressRefusal has already
 * refused those before they reach the agent, so it is a second lock, not the first.
 */
function agentOptions(policy: EgressPolicy): RequestFilteringAgentOptions & http.AgentOptions {
  if (policy === "public") return { keepAlive: true };
  return {
    keepAlive: true,
    allowIPAddressList: ["::1", "127.0.0.0/8"],
    denyIPAddressList: ["0.0.0.0/0", "::/0"],
  };
}

const agents = new Map<string, http.Agent>();

/**
 * The agent for `policy` and the URL's protocol, shared per pair: under an egress policy the
 * request-filtering agent, which checks the address the socket connects to whatever the caller
 * checked before; for `configured` destinations a plain keep-alive agent.
 */
export function egressAgent(policy: OutboundPolicy, protocol: "http:" | "https:"): http.Agent {
  const key = `${policy} ${protocol}`;
  let agent = agents.get(key);
  if (!agent) {
    if (policy === "configured") {
      agent =
        protocol === "https:" ? new https.Agent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
    } else {
      const options = agentOptions(policy);
      agent =
        protocol === "https:"
          ? new RequestFilteringHttpsAgent(options)
          : new RequestFilteringHttpAgent(options);
    }
    agents.set(key, agent);
  }
  return agent;
}

/** The longest URL we store and call; long enough for any real endpoint, short enough to index. */
export const MAX_URL_LENGTH = 2048;

/**
 * What {@link checkUrl} found. `refused` marks a well-formed URL the egress policy forbids (a
 * 403 for the caller), as opposed to one that is not a usable URL at all (a 400).
 */
export type CheckedUrl = { ok: true; url: URL } | { ok: false; reason: string; refused?: true };

/**
 * Validates a user-supplied URL when it is saved: http(s) only, a host, no `user:pass@`, at most
 * 2048 characters. It never resolves the name (it runs inside request validation, and DNS
 * answers can change before the call anyway; the connect-time checks decide then). With a
 * `policy`, an IP-literal host the policy refuses is rejected now rather than at every delivery.
 */
export function checkUrl(url: string, policy?: EgressPolicy): CheckedUrl {
  if (url.length > MAX_URL_LENGTH) return { ok: false, reason: `longer than ${MAX_URL_LENGTH} characters` };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, reason: "not a valid absolute URL" };
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    return { ok: false, reason: `scheme must be http or https, not ${parsed.protocol.slice(0, -1)}` };
  }
  // Credentials in a URL end up in logs and delivery records; secrets belong in the signing secret.
  if (parsed.username !== "" || parsed.password !== "") {
    return { ok: false, reason: "credentials in the URL (user:password@) are not allowed" };
  }
  if (parsed.hostname === "") return { ok: false, reason: "a host is required" };
  if (policy) {
    const literal = hostAddress(parsed);
    const why = literal === undefined ? undefined : addressRefusal(literal, policy);
    if (why) return { ok: false, reason: `refused by egress policy: ${why}`, refused: true };
  }
  return { ok: true, url: parsed };
}

/** The URL's host when it is an IP literal (IPv6 without its brackets), else undefined. */
export function hostAddress(url: URL): string | undefined {
  const host = url.hostname.startsWith("[") ? url.hostname.slice(1, -1) : url.hostname;
  return isIP(host) === 0 ? undefined : host;
}
