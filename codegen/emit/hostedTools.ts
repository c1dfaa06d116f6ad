/**
 * Emits `generated/hostedTools.ts`: the hosted tool catalog's entries, one per contract whose
 * namespace carries `@hostedTool` (`x-hosted-tool`), with every priced operation as a route. The
 * catalog service serves them as its manifest, so prices and allowances are the contracts' own.
 */
import type { HostedTool } from "../../runtime/discovery/hostedTools.js";
import { listOperations, type OpenApiDocument } from "../openapi.js";
import { banner } from "./banner.js";

/** The catalog entry of one published document, or undefined when it is not a hosted tool. */
export function hostedToolEntry(name: string, doc: OpenApiDocument): HostedTool | undefined {
  const marker = (doc as { "x-hosted-tool"?: { tags?: string[] } })["x-hosted-tool"];
  if (!marker) return undefined;
  const routes = listOperations(doc)
    .filter((op) => typeof op.extensions["x-price-usd"] === "number")
    .map((op) => ({
      route: `${op.method.toUpperCase()} ${op.path}`,
      description: op.summary ?? op.operationId,
      priceUsd: op.extensions["x-price-usd"] as number,
      freePerIpPerDay: (op.extensions["x-free-per-ip-per-day"] as number | undefined) ?? 0,
    }));
  const description =
    (doc.info.description ?? "")
      .split(/\n\s*\n/)[0]
      ?.replace(/\s+/g, " ")
      .trim() ?? "";
  return { id: name, name: doc.info.title, description, tags: marker.tags ?? [], routes };
}

/** Renders `generated/hostedTools.ts`, the entries sorted by id. */
export function emitHostedTools(tools: readonly HostedTool[]): string {
  const sorted = [...tools].sort((a, b) => a.id.localeCompare(b.id));
  return [
    banner(""),
    'import type { HostedTool } from "../runtime/discovery/hostedTools.js";\n',
    "/** Every service marked `@hostedTool`, with its priced routes (served by spec/catalog). */",
    `export const hostedTools: HostedTool[] = ${JSON.stringify(sorted, null, 2)};\n`,
  ].join("\n");
}
