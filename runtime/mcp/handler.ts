/**
 * The `/mcp` route: a stateless Streamable HTTP MCP server per request (JSON responses),
 * listing one tool per operation and running `tools/call` through {@link invokeOperation} —
 * the same validation, authentication, metering and handler as the REST route.
 */
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { CallToolRequestSchema, ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import type { Request, Response } from "express";
import { authenticate } from "../auth.js";
import { baseUrlOf } from "../baseUrl.js";
import type { OperationDefinition, ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { requestIdIn } from "../errors.js";
import { rawRequestFrom, requestIdOf, sendResult } from "../http.js";
import { failureResult, invokeOperation, type ServiceCallExtras } from "../pipeline/invoke.js";
import { rawRequestForTool } from "./tools.js";

function mcpServer(
  service: ServiceDefinition,
  handlers: object,
  req: Request,
  deps: RuntimeDeps,
  extras: ServiceCallExtras,
): Server {
  const server = new Server(
    { name: service.name, version: service.version },
    { capabilities: { tools: {} } },
  );
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: service.tools.map((t) => ({
      name: t.name,
      description: t.description,
      inputSchema: t.inputSchema,
    })),
  }));
  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    const tool = service.tools.find((t) => t.name === request.params.name);
    const op = service.operations.find((o) => o.operationId === request.params.name);
    if (!tool || !op) {
      return {
        isError: true,
        content: [{ type: "text" as const, text: `Unknown tool ${request.params.name}` }],
      };
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
    const isObject = result.body !== null && typeof result.body === "object" && !Array.isArray(result.body);
    return {
      isError: result.status >= 400,
      content: [
        {
          type: "text" as const,
          text: typeof result.body === "string" ? result.body : JSON.stringify(result.body ?? null),
        },
      ],
      ...(isObject ? { structuredContent: result.body as Record<string, unknown> } : {}),
      _meta: { status: result.status, headers: result.headers },
    };
  });
  return server;
}

/**
 * Serves one MCP POST. A credential that is sent must be valid (401 before the protocol
 * starts, as the contract declares); errors after that answer a JSON-RPC error, never a 500.
 */
export async function handleMcp(
  service: ServiceDefinition,
  op: OperationDefinition,
  handlers: object,
  req: Request,
  res: Response,
  deps: RuntimeDeps,
  extras: ServiceCallExtras,
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
    sendResult(res, op, failureResult(op, error, deps.log, requestIdIn(res.locals)));
    return;
  }
  const server = mcpServer(service, handlers, req, deps, extras);
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
