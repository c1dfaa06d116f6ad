/**
 * Maps an MCP `tools/call` to the operation it names: arguments are placed where the tool
 * table says (path, query, header, body) as text, exactly as they would arrive over HTTP, so
 * the generated validators judge them the same way.
 */
import type { ToolDefinition } from "../contract.js";
import type { RawRequest } from "../validation/request.js";

function asText(value: unknown): string | string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((v) => (typeof v === "string" ? v : JSON.stringify(v)));
  return typeof value === "string"
    ? value
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);
}

/**
 * The neutral request for a tool call. Credentials and payment headers of the HTTP request
 * that carried the MCP message apply to the call; header arguments override them.
 */
export function rawRequestForTool(
  tool: ToolDefinition,
  args: Record<string, unknown>,
  httpHeaders: Record<string, string | string[] | undefined>,
): RawRequest {
  const raw: RawRequest = { path: {}, query: {}, headers: { ...httpHeaders }, cookies: {}, body: undefined };
  delete raw.headers["content-type"];
  delete raw.headers["content-length"];
  for (const [name, value] of Object.entries(args)) {
    const location = tool.argumentLocations[name];
    if (location === "body") {
      raw.body = value;
      raw.bodyMediaType = "application/json";
    } else if (location === "path") {
      raw.path[name] = asText(value) as string | undefined;
    } else if (location === "query") {
      raw.query[name] = asText(value);
    } else if (location === "header") {
      raw.headers[name.toLowerCase()] = asText(value);
    } else if (location === "cookie") {
      raw.cookies[name] = asText(value) as string | undefined;
    }
  }
  return raw;
}
