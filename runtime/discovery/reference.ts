/**
 * The interactive reference of a service at `<service base>/docs`: Scalar's standalone API
 * reference bundle, served by this server from the npm package (never a CDN), reading the
 * service's own `/openapi.json`, whose one server is the base the page was served from — so
 * "try it" sends requests to this very server, wherever it is mounted.
 *
 * The page runs no inline script: Scalar reads its configuration from the `data-` attributes of
 * `#api-reference`, and the policy ({@link REFERENCE_PAGE_CSP}) lets the page load scripts,
 * fonts, images and data only from its own origin. The configuration turns off everything that
 * would reach Scalar's servers (fonts, telemetry, the AI agent, the hosted client button).
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { ServiceDefinition } from "../contract.js";
import { escapeHtml } from "../html.js";

const require = createRequire(import.meta.url);

/** Where npm installed the bundle (the package exports this path). */
export const SCALAR_BUNDLE_FILE = require.resolve("@scalar/api-reference/browser/standalone.js");

/**
 * The reference page's Content-Security-Policy. Scripts only from this origin (the bundle);
 * styles from this origin and inline (Scalar injects its styles at run time, so no nonce can
 * cover them); fonts and images from this origin or inline data; requests ("try it", the
 * document) only to this origin. No plugins, frames, forms or base rewriting.
 */
export const REFERENCE_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * Scalar's configuration: nothing fetched from Scalar's servers (its default fonts come from
 * fonts.scalar.com; the agent and the "open in client" button talk to its hosted services).
 */
const SCALAR_CONFIGURATION = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  showDeveloperTools: "never",
  persistAuth: false,
  defaultOpenAllTags: true,
};

/** The bundle's text and its version tag (the start of its SHA-256, hexadecimal). */
export interface ReferenceScript {
  text: string;
  tag: string;
}

let script: ReferenceScript | undefined;

/**
 * The bundle, read on first use and kept: 3.5 MB a server whose reference nobody opens never
 * holds. One copy serves every service.
 */
export function referenceScript(): ReferenceScript {
  if (!script) {
    const text = readFileSync(SCALAR_BUNDLE_FILE, "utf8");
    script = { text, tag: createHash("sha256").update(text).digest("hex").slice(0, 16) };
  }
  return script;
}

/** How long the script may be cached: a year when requested under its current tag, else 5 minutes. */
export function referenceScriptCacheControl(requestedTag: string | undefined): string {
  return requestedTag === referenceScript().tag
    ? "public, max-age=31536000, immutable"
    : "public, max-age=300";
}

/** The headers of the reference page. */
export const REFERENCE_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": REFERENCE_PAGE_CSP,
  "Referrer-Policy": "no-referrer",
  // The page names the script's current tag: a cached page would hold on to an old bundle.
  "Cache-Control": "no-cache",
};

/** The reference page of `service` as served from `baseUrl` (absolute, no trailing slash). */
export function referencePage(service: ServiceDefinition, baseUrl: string): string {
  // The script is named by path (same origin as the page, which is what the policy allows).
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, "");
  const scriptSrc = `${basePath}/docs/scalar.js?v=${referenceScript().tag}`;
  const documentUrl = `${baseUrl}/openapi.json`;
  const title = `${service.title} ${service.version} — API reference`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body>
<noscript><p>The interactive reference needs JavaScript. The contract itself: <a href="${escapeHtml(documentUrl)}">${escapeHtml(documentUrl)}</a>.</p></noscript>
<script id="api-reference" data-url="${escapeHtml(documentUrl)}" data-configuration="${escapeHtml(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
<script src="${escapeHtml(scriptSrc)}"></script>
</body>
</html>
`;
}
