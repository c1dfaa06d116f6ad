// Generated from spec/uuid by codegen — run `npm run generate`. Do not edit.

import type { HandlerContext as Context } from "../../runtime/context.js";

/** One paid route as listed by the x402 discovery document. */
export type DiscoveryRoute = {
  /** HTTP method and path, for example `GET /x402/uuid`. */
  route: string;
  /** Absolute URL of the route. */
  url: string;
  description: string;
  /** Price per call in USD. */
  priceUsd: number;
  /** Free calls per client IP per UTC day on this route. */
  freePerIpPerDay: number;
};

/** Where a rejected input was found. */
export type IssueLocation = "path" | "query" | "header" | "body";

/** One reason a request was rejected, naming the input it concerns. */
export type ValidationIssue = {
  /** Which part of the request holds the input. */
  location: IssueLocation;
  /** The parameter name, or a JSON pointer into the body (`/items/0/qty`). */
  name: string;
  /** What is wrong, in plain words. */
  message: string;
};

/**
 * The `{success: false, error}` error body used by the UUID and infra services.
 * `code` and `issues` are our design: a stable machine-readable code and, on 400, one
 * entry per rejected input.
 */
export type ErrorEnvelope = {
  success: false;
  /** Human-readable summary. */
  error: string;
  /** Stable error code from the runtime's catalogue (for example `invalid_request`). */
  code: string;
  /** Every rejected input, on validation errors. */
  issues?: Array<ValidationIssue>;
};

/** Liveness of the service and its database. */
export type Health = {
  /** `ok` when the database answers, `degraded` otherwise. */
  status: "ok" | "degraded";
  /** The service name. */
  service: string;
  /** The contract version the server implements. */
  version: string;
};

/** A JSON-RPC 2.0 error answer from the MCP endpoint. */
export type JsonRpcError = {
  jsonrpc: "2.0";
  /** The id of the request this answers (string, number or null). */
  id: unknown;
  error: {
    code: number;
    message: string;
    data?: unknown;
  };
};

/** An integer JSON numbers carry exactly (±2^53−1). */
export type SafeJsonInteger = number;

/** A client's error answer to a server request. */
export type JsonRpcErrorMessage = {
  jsonrpc: "2.0";
  id?: string | SafeJsonInteger;
  error: {
    code: SafeJsonInteger;
    message: string;
    data?: unknown;
  };
};

/** Request metadata MCP reads from `params._meta`. */
export type JsonRpcMeta = {
  /** Token for progress notifications about this request. */
  progressToken?: string | SafeJsonInteger;
  [key: string]: unknown;
};

/** Parameters of a request or notification. */
export type JsonRpcParams = {
  _meta?: JsonRpcMeta;
  [key: string]: unknown;
};

/** A notification: no id, no answer. */
export type JsonRpcNotification = {
  jsonrpc: "2.0";
  method: string;
  params?: JsonRpcParams;
};

/** A request: expects an answer with the same id. */
export type JsonRpcRequest = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  method: string;
  params?: JsonRpcParams;
};

/** A client's answer to a server request. */
export type JsonRpcResultMessage = {
  jsonrpc: "2.0";
  id: string | SafeJsonInteger;
  result: {
    [key: string]: unknown;
  };
};

/** A JSON-RPC 2.0 message sent to the MCP endpoint: exactly one of the four kinds. */
export type JsonRpcMessage =
  | JsonRpcRequest
  | JsonRpcNotification
  | JsonRpcResultMessage
  | JsonRpcErrorMessage;

/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) of the service. Its credentials are API keys
 * and session tokens issued by the platform, not OAuth access tokens: no authorization server
 * issues them, so none is named (`authorization_servers` is absent); the documentation page says
 * how to get one.
 */
export type ProtectedResourceMetadata = {
  /** The service's base URL: its credentials unlock every route under it, `/mcp` included. */
  resource: string;
  /** How a bearer credential is sent: the `Authorization` header only. */
  bearer_methods_supported: Array<"header">;
  /** The service's name. */
  resource_name: string;
  /** The service's reference page, which says how to get a credential. */
  resource_documentation: string;
};

/**
 * The `/.well-known/x402` document: which routes of this service are paid and how.
 * `version` and `resources` follow x402scan's discovery format; `routes` is our design and
 * mirrors the hosted-tool catalogue's route entries.
 */
export type X402Discovery = {
  version: 1;
  /** x402 protocol version the server speaks. */
  x402Version: 2;
  /** Absolute URLs of every paid resource. */
  resources: Array<string>;
  routes: Array<DiscoveryRoute>;
};

/**
 * An x402 payment header's value (`PAYMENT-SIGNATURE`, or `X-PAYMENT` for protocol version 1):
 * base64 — the standard or the URL-safe alphabet, padding optional — of the JSON
 * `PaymentPayload` the payer's wallet signed, at most 16 KiB.
 *
 * A value that is not base64 answers 400. One that is, but does not hold a payment the server
 * can accept for the route (not JSON, another `x402Version`, the wrong amount, payee, asset or
 * network, a bad signature, an expired or already used authorization), answers 402 with the
 * terms in `PAYMENT-REQUIRED` and the reason, as any refused payment does; nothing is charged.
 */
export type X402Payment = string;

/** The generated UUIDs. */
export type UuidResult = {
  success: true;
  /** One entry per requested UUID, each in the requested form. */
  uuids: Array<string>;
  /** How many UUIDs were returned. */
  count: number;
  /** The form of every entry in `uuids`. */
  format: "uuid" | "urn" | "hex" | "int";
  /** Present only when exactly one UUID is returned; equals `uuids[0]`. */
  uuid?: string;
};

/** The x402 route's body: the same result, naming the payment network and asset. */
export type X402UuidResult = {
  success: true;
  /** One entry per requested UUID, each in the requested form. */
  uuids: Array<string>;
  /** How many UUIDs were returned. */
  count: number;
  /** The form of every entry in `uuids`. */
  format: "uuid" | "urn" | "hex" | "int";
  /** Present only when exactly one UUID is returned; equals `uuids[0]`. */
  uuid?: string;
  network: "base";
  asset: "USDC";
};

/** Validated input of `generate_uuid`. */
export interface GenerateUuidInput {
  query: {
    /** How many UUIDs to return: a digits-only string whose value is 1 to 100. */
    count: string;
    /** Textual form of each UUID. */
    format: "uuid" | "urn" | "hex" | "int";
  };
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
}

/** Every response `generate_uuid` may return. */
export type GenerateUuidResponse =
  | { status: 200; body: UuidResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope }
  | { status: 401; body: ErrorEnvelope }
  | { status: 402; body: ErrorEnvelope; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 429; body: ErrorEnvelope; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope };

/** Validated input of `get_uuid`. */
export interface GetUuidInput {
  query: {
    /** How many UUIDs to return: a digits-only string whose value is 1 to 100. */
    count: string;
    /** Textual form of each UUID. */
    format: "uuid" | "urn" | "hex" | "int";
  };
  headers: {
    /**
     * x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;
     * base64 that holds no payment this route accepts: 402 with the terms and the reason.
     */
    "PAYMENT-SIGNATURE"?: X402Payment;
    /** x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is. */
    "X-PAYMENT"?: X402Payment;
  };
}

/** Every response `get_uuid` may return. */
export type GetUuidResponse =
  | { status: 200; body: X402UuidResult; headers?: { "PAYMENT-RESPONSE"?: string } }
  | { status: 400; body: ErrorEnvelope }
  | { status: 401; body: ErrorEnvelope }
  | { status: 402; body: ErrorEnvelope; headers: { "PAYMENT-REQUIRED": string } }
  | { status: 429; body: ErrorEnvelope; headers: { "Retry-After": string } }
  | { status: 503; body: ErrorEnvelope };

/** Business logic of UUID generator: one method per operation; return data, never touch `res`. */
export interface UuidHandlers {
  /**
   * Generate UUIDs
   *
   * Returns 1 to 100 random version-4 UUIDs in the requested form.
   *
   * GET /v1/uuid
   */
  generate_uuid: (input: GenerateUuidInput, ctx: Context) => Promise<GenerateUuidResponse>;
  /**
   * Generate UUIDs (x402 face)
   *
   * The x402 face of the generator: the same UUIDs, and the body names the payment network and asset.
   *
   * GET /x402/uuid
   */
  get_uuid: (input: GetUuidInput, ctx: Context) => Promise<GetUuidResponse>;
}
