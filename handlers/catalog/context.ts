/**
 * What every catalog handler receives: the kernel's context plus the manifest's settings, read
 * once by the service's set-up (./index.ts).
 */
import type { HandlerContext } from "../../runtime/context.js";

/** The catalog's own part of the context. */
export interface CatalogExtras {
  config: {
    /** `CATALOG_TOOL_URL_TEMPLATE`: each tool's base URL with `{id}`; unset: under the catalog's origin. */
    toolUrlTemplate: string | undefined;
    /** When this process built its manifest: the manifest's `generatedAt`. */
    builtAt: Date;
  };
}

/** The `ctx` of every catalog handler. */
export type Context = HandlerContext & CatalogExtras;
