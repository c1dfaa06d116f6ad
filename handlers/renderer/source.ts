/**
 * The request members every render takes. The contract spreads them into each route's body
 * (`RenderSource` in spec/renderer/request.tsp, not a schema of its own); the Markdown request has
 * exactly them, so its generated type names them here.
 */
import type { MarkdownRequest } from "../../generated/renderer/types.js";

/** `url` or `html`, and how to load and wait on the page: the members every route's body has. */
export type RenderSource = MarkdownRequest;
