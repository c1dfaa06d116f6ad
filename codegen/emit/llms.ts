/**
 * Emits `generated/<service>/llms.txt`: a plain-text summary of the service for language
 * models — what it does, how to pay or authenticate, and each operation with its
 * parameters and price. Reads `info`, operations, parameters and the policy extensions.
 */
import type { Operation } from "../openapi.js";
import { handlerOperations, type ServiceContext } from "./context.js";

function describeOperation(op: Operation): string {
  const lines = [`### ${op.operationId}: ${op.method.toUpperCase()} ${op.path}`];
  if (op.description ?? op.summary) lines.push(String(op.description ?? op.summary));
  const price = op.extensions["x-price-usd"];
  const free = op.extensions["x-free-per-ip-per-day"];
  if (typeof price === "number") {
    lines.push(
      `Price: USD ${price} per call${typeof free === "number" ? `; ${free} free calls per IP per UTC day` : ""}.`,
    );
  }
  for (const p of op.parameters) {
    const schema = p.schema;
    const facts = [
      p.in,
      p.required ? "required" : "optional",
      schema.enum ? `one of ${schema.enum.join(", ")}` : schema.type ? String(schema.type) : "",
      schema.pattern ? `pattern ${schema.pattern}` : "",
      p.extensions["x-digit-range"] ? `value ${JSON.stringify(p.extensions["x-digit-range"])}` : "",
      schema.default !== undefined ? `default ${JSON.stringify(schema.default)}` : "",
    ].filter(Boolean);
    lines.push(`- \`${p.name}\` (${facts.join("; ")})${p.description ? `: ${p.description}` : ""}`);
  }
  const statuses = op.responses.map((r) => `${r.status} ${r.description}`.trim());
  lines.push(`Responses: ${statuses.join(" | ")}`);
  return lines.join("\n");
}

/**
 * Renders the whole `llms.txt` file. Paths are relative to the service's base URL, which the
 * header names as the seeds do, `{base_url}`: the runtime serves the file with it resolved to
 * where the service is mounted.
 */
export function emitLlmsTxt(ctx: ServiceContext): string {
  const { info } = ctx.doc;
  return [
    `# ${info.title} (version ${info.version})`,
    "",
    `> Generated from spec/${ctx.folder} by codegen. Base URL: {base_url} (where this file is served, without \`/llms.txt\`); every path below is relative to it.`,
    "",
    info.description ?? "",
    "",
    "Discovery: `openapi.json` (OpenAPI 3.1), `mcp` (Model Context Protocol, POST: the operations as tools, this file and `openapi.json` as resources), `.well-known/x402` (paid routes), `.well-known/oauth-protected-resource` (how credentials are sent, RFC 9728), `docs` (interactive reference, HTML).",
    "",
    "## Operations",
    "",
    handlerOperations(ctx).map(describeOperation).join("\n\n"),
    "",
  ].join("\n");
}
