/**
 * What a service's `/mcp` offers, built once per service when its router is: the tools as
 * `tools/list` shows them, in pages, and the resources.
 */
import type { ServiceDefinition, ToolDefinition } from "../contract.js";
import type { PublishedDocuments } from "../discovery/handlers.js";
import { type Pages, paginate } from "./pagination.js";
import { type ServiceResources, serviceResources } from "./resources.js";

/** A tool as `tools/list` shows it (its argument locations are the runtime's own business). */
export function listedTool(tool: ToolDefinition) {
  return {
    name: tool.name,
    title: tool.title,
    description: tool.description,
    inputSchema: tool.inputSchema,
    ...(tool.outputSchema ? { outputSchema: tool.outputSchema } : {}),
    annotations: tool.annotations,
  };
}

/** The tool pages and resources of one service's `/mcp`. */
export interface McpSurface {
  toolPages: Pages<ReturnType<typeof listedTool>>;
  resources: ServiceResources;
}

/** Builds the `/mcp` surface of `service`, whose published documents are `published`. */
export function mcpSurface(service: ServiceDefinition, published: PublishedDocuments): McpSurface {
  return { toolPages: paginate(service.tools.map(listedTool)), resources: serviceResources(published) };
}
