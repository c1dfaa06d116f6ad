/**
 * Built-in handlers for the discovery routes every contract declares with `x-runtime`
 * (`/health`, `/openapi.json`, `/llms.txt`, `/.well-known/x402`, `/`, `/docs`, `/docs/scalar.js`). They run through the same
 * pipeline as service handlers, so their answers are checked against the contract too. Whatever
 * names a URL is built on `ctx.baseUrl`, the service's base as its client sees it.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { HandlerContext } from "../context.js";
import type { AnyHandler, RuntimeRoute, ServiceDefinition } from "../contract.js";
import type { RuntimeDeps } from "../deps.js";
import { protectedResourceMetadata } from "../mcp/protectedResource.js";
import { preferredMediaType } from "./accept.js";
import { landingPage } from "./landing.js";
import {
  REFERENCE_PAGE_HEADERS,
  referencePage,
  referenceScript,
  referenceScriptCacheControl,
} from "./reference.js";

type Answer = Awaited<ReturnType<AnyHandler>>;

/** The published document as JSON, read once per service. */
function loadDocument(service: ServiceDefinition): Record<string, unknown> {
  return parse(readFileSync(service.documentUrl, "utf8")) as Record<string, unknown>;
}

/**
 * The published document as served from `baseUrl`: its one server is that base instead of the
 * published `{base_url}` template, so a viewer's or Postman's "try it" reaches this very service
 * wherever it is mounted (the document's own `/openapi.json` path is relative to the same base).
 */
export function servedDocument(document: Record<string, unknown>, baseUrl: string): Record<string, unknown> {
  return {
    ...document,
    servers: [{ url: baseUrl, description: "This service: the base URL this document was served from" }],
  };
}

/**
 * llms.txt as served from `baseUrl`: the `{base_url}` its header names (the seeds' notation, which
 * the published file keeps) becomes the absolute base. Only that first occurrence: the service's
 * own description may quote the placeholder.
 */
export function servedLlmsTxt(text: string, baseUrl: string): string {
  return text.replace("{base_url}", baseUrl);
}

/** The `/.well-known/x402` body: every priced operation with its absolute URL. */
export function x402Discovery(service: ServiceDefinition, baseUrl: string) {
  const paid = service.operations.filter((op) => op.policy.priceMicroUsd);
  const routes = paid.map((op) => ({
    route: `${op.method.toUpperCase()} ${op.path}`,
    url: `${baseUrl}${op.path}`,
    description: op.summary ?? op.description ?? op.operationId,
    priceUsd: (op.policy.priceMicroUsd ?? 0) / 1_000_000,
    freePerIpPerDay: op.policy.freePerIpPerDay ?? 0,
  }));
  return { version: 1 as const, x402Version: 2 as const, resources: routes.map((r) => r.url), routes };
}

/** The service's published OpenAPI document (parsed) and llms.txt, as generated. */
export interface PublishedDocuments {
  document: Record<string, unknown>;
  llmsTxt: string;
}

/** Reads the service's published documents (once per router: the discovery routes and MCP resources share them). */
export function publishedDocuments(service: ServiceDefinition): PublishedDocuments {
  return { document: loadDocument(service), llmsTxt: readFileSync(service.llmsTxtUrl, "utf8") };
}

/** Handler functions for each runtime route of a service, keyed by operation id. */
export function discoveryHandlers(
  service: ServiceDefinition,
  deps: RuntimeDeps,
  { document, llmsTxt }: PublishedDocuments = publishedDocuments(service),
): Record<string, AnyHandler> {
  const byRoute: Partial<Record<RuntimeRoute, (ctx: HandlerContext, input: unknown) => Promise<Answer>>> = {
    health: async () => ({
      status: 200,
      body: {
        status: (await deps.db.ping()) ? "ok" : "degraded",
        service: service.name,
        version: service.version,
      },
    }),
    openapi: async (ctx) => ({ status: 200, body: servedDocument(document, ctx.baseUrl) }),
    llms: async (ctx) => ({ status: 200, body: servedLlmsTxt(llmsTxt, ctx.baseUrl) }),
    "x402-discovery": async (ctx) => ({ status: 200, body: x402Discovery(service, ctx.baseUrl) }),
    "protected-resource": async (ctx) => ({
      status: 200,
      body: protectedResourceMetadata(service, ctx.baseUrl),
    }),
    root: async (ctx, input) => {
      const accept = (input as { headers?: { accept?: string } }).headers?.accept;
      return preferredMediaType(accept, ["text/html", "text/markdown"]) === "text/markdown"
        ? { status: 200, body: servedLlmsTxt(llmsTxt, ctx.baseUrl), mediaType: "text/markdown" }
        : { status: 200, body: landingPage(service, ctx.baseUrl), mediaType: "text/html" };
    },
    docs: async (ctx) => ({
      status: 200,
      body: referencePage(service, ctx.baseUrl),
      mediaType: "text/html",
      headers: { ...REFERENCE_PAGE_HEADERS },
    }),
    "docs-script": async (_ctx, input) => ({
      status: 200,
      body: referenceScript().text,
      mediaType: "text/javascript",
      headers: {
        "Cache-Control": referenceScriptCacheControl((input as { query?: { v?: string } }).query?.v),
      },
    }),
  };
  const handlers: Record<string, AnyHandler> = {};
  for (const op of service.operations) {
    const handler = op.runtime ? byRoute[op.runtime] : undefined;
    if (handler) handlers[op.operationId] = (input, ctx) => handler(ctx, input);
  }
  return handlers;
}
