/**
 * OAuth 2.0 protected-resource metadata (RFC 9728) and the `WWW-Authenticate` challenge that
 * points MCP clients at it. The services' credentials are API keys and session tokens the
 * platform issues (not OAuth access tokens): no authorization server is named, honestly, and
 * `resource_documentation` leads to the reference page, which says how to get one.
 */
import type { ServiceDefinition } from "../contract.js";

/** Where the metadata of the service at `baseUrl` is served. */
export function protectedResourceMetadataUrl(baseUrl: string): string {
  return `${baseUrl}/.well-known/oauth-protected-resource`;
}

/** The `/.well-known/oauth-protected-resource` body of the service at `baseUrl`. */
export function protectedResourceMetadata(service: ServiceDefinition, baseUrl: string) {
  return {
    // The whole service, not only `/mcp`: one credential unlocks its REST routes and its tools
    // alike. MCP clients accept a resource that is a prefix of the server URL they called.
    resource: baseUrl,
    bearer_methods_supported: ["header" as const],
    resource_name: service.title,
    resource_documentation: `${baseUrl}/docs`,
  };
}

/**
 * The challenge on a 401 from `/mcp` (RFC 6750 §3 with RFC 9728 §5.1's `resource_metadata`):
 * a credential was sent and refused, hence `invalid_token`.
 */
export function mcpChallenge(baseUrl: string): string {
  return `Bearer error="invalid_token", resource_metadata="${protectedResourceMetadataUrl(baseUrl)}"`;
}
