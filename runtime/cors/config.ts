/**
 * Which browser origins may call the services (CORS), from the environment:
 *
 * - `CORS_ORIGINS`: `*` (the default: any origin, without credentials) or a comma-separated list
 *   of exact origins, `scheme://host[:port]` as a browser sends them in `Origin`
 *   (`https://app.example.com,http://localhost:5173`).
 * - `CORS_CREDENTIALS`: `true` lets the listed origins send cookies and read answers to
 *   credentialed requests (`Access-Control-Allow-Credentials`). Only with a list: with `*` any
 *   site could act as its visitor, so the server refuses to start.
 *
 * `/mcp` is opened only to origins listed by name (a `*` does not open it), and discovery routes
 * are readable from any origin whatever the list says (`middleware.ts`).
 */

import { rawValue } from "../config/read.js";

/** The CORS policy the app enforces. */
export interface CorsPolicy {
  /** `*` (any origin), or the exact origins allowed. */
  origins: "*" | ReadonlySet<string>;
  /** Whether the listed origins may make credentialed requests (never with `*`). */
  credentials: boolean;
}

/** The default: any origin, no credentials. */
export const OPEN_CORS: CorsPolicy = { origins: "*", credentials: false };

/** A CORS setting the server cannot start with; the message says what to change. */
export class CorsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CorsConfigError";
  }
}

/** `value` as the origin a browser would send (`https://host[:port]`), or undefined when it is not one. */
function serializedOrigin(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  // A browser's Origin has no path, query, user or trailing slash: an entry with one never matches.
  if (value.endsWith("/") || url.pathname !== "/" || url.search || url.hash || url.username || url.password)
    return undefined;
  // As browsers serialize it: host in lower case, a default port left out.
  return url.origin;
}

/**
 * The policy `env` configures. Throws {@link CorsConfigError} on an origin that is not one (a
 * path, a trailing slash, another scheme, `null`), on `*` mixed with names, on a
 * `CORS_CREDENTIALS` other than `true`/`false`, and on credentials with `*`.
 */
export function corsFromEnv(env: Record<string, string | undefined> = process.env): CorsPolicy {
  // Declared in the configuration module (`corsVariables`); the rules between them live here.
  const rawCredentials = (rawValue(env, "CORS_CREDENTIALS") ?? "").toLowerCase();
  if (!["", "true", "false"].includes(rawCredentials))
    throw new CorsConfigError(`CORS_CREDENTIALS must be "true" or "false", not "${env.CORS_CREDENTIALS}"`);
  const credentials = rawCredentials === "true";
  const entries = (rawValue(env, "CORS_ORIGINS") ?? "*")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0 || (entries.length === 1 && entries[0] === "*")) {
    if (credentials)
      throw new CorsConfigError(
        "CORS_CREDENTIALS=true needs CORS_ORIGINS to list the allowed origins by name " +
          '(e.g. "https://app.example.com"): with "*" any web site could call the API as its visitor',
      );
    return OPEN_CORS;
  }
  if (entries.includes("*"))
    throw new CorsConfigError(
      `CORS_ORIGINS is either "*" alone or a list of origins, not both: "${env.CORS_ORIGINS}"`,
    );
  const origins = entries.map(serializedOrigin);
  const bad = entries.filter((_, i) => origins[i] === undefined);
  if (bad.length)
    throw new CorsConfigError(
      `CORS_ORIGINS holds ${bad.map((b) => `"${b}"`).join(", ")}: each entry must be an origin as a browser ` +
        'sends it — scheme, host and port only, no path or trailing slash (e.g. "https://app.example.com")',
    );
  return { origins: new Set(origins as string[]), credentials };
}
