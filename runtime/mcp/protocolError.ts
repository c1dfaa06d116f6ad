/**
 * JSON-RPC errors thrown from MCP request handlers. The SDK's server answers any thrown error
 * with its `code`, `message` and `data`; its own `McpError` prefixes the message with
 * "MCP error <code>:", which the client then shows twice, so ours carry the plain message.
 */

/** JSON-RPC "Invalid params" (an unknown tool, a cursor that is not ours). */
export const INVALID_PARAMS = -32602;
/** MCP's "Resource not found" (an unknown resource URI). */
export const RESOURCE_NOT_FOUND = -32002;

/** A JSON-RPC error answer: `{ code, message, data }`. */
export class ProtocolError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ProtocolError";
  }
}
