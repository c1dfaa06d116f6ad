/**
 * The `/mcp` route: a stateless Streamable HTTP MCP server per request (JSON responses),
 * listing one tool per operation (in pages, with behaviour hints and output schemas) and running
 * `tools/call` through {@link invokeOperation} — the same validation, authentication, metering and
 * handler as the REST route — and offering the service's OpenAPI document and llms.txt as resources.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import {
  CallToolRequestSchema,
  ListResourcesRequestSchema,
  ListResourceTemplatesRequestSchema,
  ListToolsRequestSchema,
  ReadResourceRequestSchema,
} from "@modelcontextprotocol/sdk/types.js";
import type { Request, Response } from "express";
import { authenticate } from "../auth.js";
import { baseUrlOf } from "../baseUrl.js";
import type { OperationDefinition, ServiceDefinition, ToolDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { requestIdIn } from "../errors.js";
import { rawRequestFrom, requestIdOf, sendResult } from "../http.js";
import { failureResult, invokeOperation, type ServiceCallExtras } from "../pipeline/invoke.js";
import { mcpChallenge } from "./protectedResource.js";
import { INVALID_PARAMS, ProtocolError } from "./protocolError.js";
import type { McpSurface } from "./surface.js";
import { rawRequestForTool } from "./tools.js";

/**
 * `structuredContent` of a tool result: on success, what the tool's `outputSchema` describes (the
 * body, or `{ result: body }` when the tool wraps it). An error result has none: MCP clients check
 * any `structuredContent` against the `outputSchema` (the SDK's client does, error or not), which
 * an error body does not match; its body is the result's text, JSON as REST sends it.
 */
function structuredContentOf(
  tool: ToolDefinition,
  status: number,
  body: unknown,
): Record<string, unknown> | undefined {
  if (status < 200 || status >= 300) return undefined;
  if (tool.outputSchema)
    return tool.wrapsOutput ? { result: body ?? null } : (body as Record<string, unknown>);
  // No declared output (a text answer, a 204): an object body is still structured data.
  const isObject = body !== null && typeof body === "object" && !Array.isArray(body);
  return isObject ? (body as Record<string, unknown>) : undefined;
}

function mcpServer(
  service: ServiceDefinition,
  handlers: object,
  req: Request,
  deps: RuntimeDeps,
  extras: ServiceCallExtras,
  { toolPages, resources }: McpSurface,
): Server {
  const server = new Server(
    { name: service.name, title: service.title, version: service.version },
    { capabilities: { tools: { listChanged: false }, resources: { listChanged: false } } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async (request) => {
    const page = toolPages.page(request.params?.cursor);
    return { tools: page.items, ...(page.nextCursor ? { nextCursor: page.nextCursor } : {}) };
  });
  server.setRequestHandler(ListResourcesRequestSchema, async () => resources.list(baseUrlOf(req)));
  server.setRequestHandler(ListResourceTemplatesRequestSchema, async () => ({ resourceTemplates: [] }));
  server.setRequestHandler(ReadResourceRequestSchema, async (request) =>
    resources.read(baseUrlOf(req), request.params.uri),
  );
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = service.tools.find((t) => t.name === request.params.name);
    const op = service.operations.find((o) => o.operationId === request.params.name);
    if (!tool || !op) {
      // A protocol error, not a tool result: the specification's own example of -32602.
      throw new ProtocolError(INVALID_PARAMS, `Unknown tool: ${request.params.name}`);
    }
    const baseUrl = baseUrlOf(req);
    const raw = rawRequestForTool(tool, request.params.arguments ?? {}, req.headers);
    const result = await invokeOperation(
      service,
      handlers,
      op,
      raw,
      {
        clientIp: req.ip ?? "unknown",
        requestId: requestIdOf(req),
        resourceUrl: `${baseUrl}${op.path}`,
        baseUrl,
        log: deps.log,
      },
      deps,
      extras,
    );
    const structuredContent = structuredContentOf(tool, result.status, result.body);
    return {
      isError: result.status >= 400,
      // The text block too: clients of MCP before 2025-06-18 read only `content`.
      content: [
        {
          type: "text" as const,
          text: typeof result.body === "string" ? result.body : JSON.stringify(result.body ?? null),
        },
      ],
      ...(structuredContent ? { structuredContent } : {}),
      _meta: { status: result.status, headers: result.headers },
    };
  });
  return server;
}

/**
 * Serves one MCP POST. A credential that is sent must be valid (401 before the protocol
 * starts, as the contract declares, with a `WWW-Authenticate` challenge naming the service's
 * protected-resource metadata); errors after that answer a JSON-RPC error, never a 500.
 */
export async function handleMcp(
  service: ServiceDefinition,
  op: OperationDefinition,
  handlers: object,
  req: Request,
  res: Response,
  deps: RuntimeDeps,
  extras: ServiceCallExtras,
  surface: McpSurface,
): Promise<void> {
  if (Array.isArray(req.body)) {
    // JSON-RPC batches were dropped from MCP (2025-06-18); the contract takes one message.
    res.status(400).json({
      jsonrpc: "2.0",
      id: null,
      error: { code: -32600, message: "Invalid Request: send one message, not a batch" },
    });
    return;
  }
  try {
    await authenticate(service, op, rawRequestFrom(op, req), extras.authenticate);
  } catch (error) {
    const result = failureResult(op, error, deps.log, requestIdIn(res.locals));
    // RFC 9728 §5.1: the challenge names the metadata, which says how to get a credential.
    if (result.status === 401) result.headers["WWW-Authenticate"] = mcpChallenge(baseUrlOf(req));
    sendResult(res, op, result);
    return;
  }
  const server = mcpServer(service, handlers, req, deps, extras, surface);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  res.on("close", () => {
    void transport.close();
    void server.close();
  });
  try {
    await server.connect(transport);
    await transport.handleRequest(req, res, req.body);
  } catch (error) {
    deps.log.error({ err: error }, "mcp request failed");
    if (!res.headersSent) {
      res
        .status(400)
        .json({ jsonrpc: "2.0", id: null, error: { code: -32600, message: "Invalid MCP request" } });
    }
  }
}
