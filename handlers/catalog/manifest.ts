/**
 * The manifest handler: the generated entries (generated/hostedTools.ts, from every contract marked
 * `@hostedTool`) with each tool's addresses. Without `CATALOG_TOOL_URL_TEMPLATE` the tools are
 * taken to be mounted beside the catalog, as `npm start` serves every service: `<origin>/<id>`.
 */
import type { CatalogManifestHandlers } from "../../generated/catalog/types.js";
import { hostedTools } from "../../generated/hostedTools.js";
import { buildManifest } from "../../runtime/discovery/hostedTools.js";

/** Where the services of this server are mounted: the catalog's base without its own `/catalog`. */
function serverRoot(catalogBase: string): string {
  return catalogBase.replace(/\/catalog$/, "");
}

/** The manifest route. */
export const manifestHandlers: CatalogManifestHandlers = {
  async get_manifest(_input, ctx) {
    const { toolUrlTemplate, builtAt } = ctx.config;
    const root = serverRoot(ctx.baseUrl);
    const toolUrl = toolUrlTemplate
      ? (id: string) => toolUrlTemplate.replaceAll("{id}", id)
      : (id: string) => `${root}/${id}`;
    return {
      status: 200,
      headers: { "Cache-Control": "public, max-age=300" },
      body: buildManifest(hostedTools, toolUrl, builtAt),
    };
  },
};
