/**
 * The all-services root `/` (when every service is served): where each service is and where its
 * reference, OpenAPI document, llms.txt, MCP endpoint and x402 discovery are. JSON for clients,
 * an HTML page for browsers (those whose `Accept` prefers `text/html`); both from one list.
 */
import { createHash } from "node:crypto";
import type { ServiceDefinition } from "../contract.js";
import { escapeHtml } from "../html.js";

/** One service's entry in the index: absolute URLs. */
export interface ServiceIndexEntry {
  name: string;
  title: string;
  version: string;
  url: string;
  docs: string;
  openapi: string;
  mcp: string;
  llmsTxt: string;
  x402: string;
}

/** The index of `services` as seen from `root` (the server's public origin and proxy prefix). */
export function serverIndex(services: readonly ServiceDefinition[], root: string): ServiceIndexEntry[] {
  return services.map((d) => {
    const url = `${root}/${d.name}`;
    return {
      name: d.name,
      title: d.title,
      version: d.version,
      url,
      docs: `${url}/docs`,
      openapi: `${url}/openapi.json`,
      mcp: `${url}/mcp`,
      llmsTxt: `${url}/llms.txt`,
      x402: `${url}/.well-known/x402`,
    };
  });
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem .6rem;border-bottom:1px solid #ddd}
code{font-size:.9em}`;

/**
 * The index page's Content-Security-Policy: nothing but its one inline style sheet (by hash).
 * No script at all.
 */
export const SERVER_INDEX_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** The index as an HTML page; every text and URL escaped. */
export function serverIndexPage(entries: readonly ServiceIndexEntry[]): string {
  const a = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  const rows = entries
    .map(
      (e) => `<tr>
<td>${a(e.url, e.title)} <small>${escapeHtml(e.version)}</small></td>
<td>${a(e.docs, "Reference")}</td>
<td>${a(e.openapi, "openapi.json")}</td>
<td>${a(e.llmsTxt, "llms.txt")}</td>
<td><code>POST ${escapeHtml(e.mcp)}</code></td>
<td>${a(e.x402, "x402")}</td>
</tr>`,
    )
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Services</title>
<style>${STYLE}</style>
</head>
<body>
<h1>Services</h1>
<table>
<thead><tr><th>Service</th><th>API reference</th><th>OpenAPI</th><th>For language models</th><th>MCP</th><th>x402 discovery</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p>The same list as JSON: request this page with <code>Accept: application/json</code>.</p>
</body>
</html>
`;
}
