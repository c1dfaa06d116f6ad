/**
 * The HTML landing page of a service root: its title, description and where to go next
 * (the API reference, the OpenAPI document, llms.txt, MCP, health). Agents ask for Markdown instead.
 */
import type { ServiceDefinition } from "../contract.js";
import { escapeHtml } from "../html.js";

/** The page for `service` mounted at `baseUrl`. */
export function landingPage(service: ServiceDefinition, baseUrl: string): string {
  const paragraphs = (service.description ?? "")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join("\n");
  const link = (path: string, label: string) =>
    `<li><a href="${escapeHtml(`${baseUrl}${path}`)}">${escapeHtml(label)}</a></li>`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(service.title)}</title></head>
<body>
<h1>${escapeHtml(service.title)} <small>${escapeHtml(service.version)}</small></h1>
${paragraphs}
<ul>
${link("/docs", "API reference (interactive)")}
${link("/openapi.json", "OpenAPI document")}
${link("/llms.txt", "llms.txt (also: this page with Accept: text/markdown)")}
${link("/health", "Health")}
<li>MCP: POST ${escapeHtml(`${baseUrl}/mcp`)}</li>
</ul>
</body>
</html>
`;
}
