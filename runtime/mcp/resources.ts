/**
 * MCP resources of a service: its OpenAPI document and its llms.txt, as the service serves them at
 * `/openapi.json` and `/llms.txt` (built on the base URL the client sees), under those URLs.
 */
import { type PublishedDocuments, servedDocument, servedLlmsTxt } from "../discovery/handlers.js";
import { ProtocolError, RESOURCE_NOT_FOUND } from "./protocolError.js";

/** One resource: what `resources/list` shows and how `resources/read` renders it. */
interface ServiceResource {
  path: string;
  name: string;
  title: string;
  description: string;
  mimeType: string;
  text: (baseUrl: string) => string;
}

/** The two resources of a service whose published documents are `docs`. */
export function serviceResources(docs: PublishedDocuments) {
  const resources: ServiceResource[] = [
    {
      path: "/openapi.json",
      name: "openapi.json",
      title: "OpenAPI document",
      description:
        "The service's contract: every operation, parameter, response and error code (OpenAPI 3.1).",
      mimeType: "application/json",
      text: (baseUrl) => JSON.stringify(servedDocument(docs.document, baseUrl)),
    },
    {
      path: "/llms.txt",
      name: "llms.txt",
      title: "Service description for language models",
      description: "What the service does and how to call it, in Markdown (llms.txt).",
      mimeType: "text/plain",
      text: (baseUrl) => servedLlmsTxt(docs.llmsTxt, baseUrl),
    },
  ];
  return {
    /** The `resources/list` result for a client of the service at `baseUrl`. */
    list(baseUrl: string) {
      return {
        resources: resources.map(({ path, name, title, description, mimeType }) => ({
          uri: `${baseUrl}${path}`,
          name,
          title,
          description,
          mimeType,
        })),
      };
    },
    /** The `resources/read` result; an unknown URI is JSON-RPC error -32002. */
    read(baseUrl: string, uri: string) {
      const resource = resources.find((r) => `${baseUrl}${r.path}` === uri);
      if (!resource) {
        throw new ProtocolError(RESOURCE_NOT_FOUND, `Resource not found: ${uri}`, {
          uri,
          available: resources.map((r) => `${baseUrl}${r.path}`),
        });
      }
      return { contents: [{ uri, mimeType: resource.mimeType, text: resource.text(baseUrl) }] };
    },
  };
}

/** What {@link serviceResources} returns. */
export type ServiceResources = ReturnType<typeof serviceResources>;
