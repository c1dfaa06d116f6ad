/**
 * The hosted tool catalog's entries as the code generator writes them (`generated/hostedTools.ts`)
 * from every contract marked `@hostedTool`, and the manifest built from them at a base URL. The
 * catalog service (spec/catalog) serves the manifest; nothing in it is kept by hand.
 */

/** One paid route of a hosted tool, from its contract (`@price`). */
export interface HostedToolRoute {
  /** Method and path, as the seed writes them: `POST /md`. */
  route: string;
  /** The operation's summary. */
  description: string;
  priceUsd: number;
  freePerIpPerDay: number;
}

/** One hosted tool, from its contract; URLs are added at serving time. */
export interface HostedTool {
  /** The service's name: its mount path segment. */
  id: string;
  /** The contract's title. */
  name: string;
  /** The contract's description, first paragraph. */
  description: string;
  tags: string[];
  routes: HostedToolRoute[];
}

/** A tool's manifest entry: the contract's facts and the addresses it is served at. */
export interface ManifestServer extends HostedTool {
  url: string;
  mcp: string;
  llmsTxt: string;
  openapi: string;
  x402: string;
}

/** The catalog manifest (the seed's "discovery manifest"). */
export interface Manifest {
  generatedAt: string;
  servers: ManifestServer[];
}

/**
 * The manifest of `tools`, stamped `generatedAt`; `toolUrl` gives each tool's base URL (no
 * trailing slash), to which the discovery paths every service serves are added.
 */
export function buildManifest(
  tools: readonly HostedTool[],
  toolUrl: (id: string) => string,
  generatedAt: Date,
): Manifest {
  return {
    generatedAt: generatedAt.toISOString(),
    servers: tools.map((tool) => {
      const url = toolUrl(tool.id);
      return {
        id: tool.id,
        name: tool.name,
        description: tool.description,
        url,
        mcp: `${url}/mcp`,
        llmsTxt: `${url}/llms.txt`,
        openapi: `${url}/openapi.json`,
        x402: `${url}/.well-known/x402`,
        tags: tool.tags,
        routes: tool.routes,
      };
    }),
  };
}
