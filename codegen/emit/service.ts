/**
 * Emits `generated/<service>/service.ts` (the service definition: title, version, security
 * schemes, operations, tools, where the published document lives) and `router.ts` (the typed
 * `create<Service>Router(handlers, options)` factory). Reads `info` and
 * `components.securitySchemes`.
 */
import { camelCase, pascalCase } from "../names.js";
import { banner } from "./banner.js";
import type { ServiceContext } from "./context.js";
import { defaultErrorShape } from "./operations.js";
import { handlersInterfaceName } from "./types.js";

/** Renders `service.ts`. */
export function emitService(ctx: ServiceContext): string {
  const id = camelCase(ctx.name);
  const schemes = Object.fromEntries(
    Object.entries(ctx.doc.components?.securitySchemes ?? {}).map(([name, s]) => [
      name,
      {
        type: s.type,
        ...(s.scheme ? { scheme: s.scheme.toLowerCase() } : {}),
        ...(s.in ? { in: s.in } : {}),
        ...(s.name ? { name: s.name } : {}),
      },
    ]),
  );
  const hostedTool = (ctx.doc as { "x-hosted-tool"?: { tags?: string[] } })["x-hosted-tool"];
  const meta = {
    name: ctx.name,
    folder: ctx.folder,
    title: ctx.doc.info.title,
    version: ctx.doc.info.version,
    ...(ctx.doc.info.description ? { description: ctx.doc.info.description } : {}),
    defaultErrorShape: defaultErrorShape(ctx),
    securitySchemes: schemes,
    ...(hostedTool ? { hostedTool: { tags: hostedTool.tags ?? [] } } : {}),
  };
  const json = JSON.stringify(meta, null, 2);
  return [
    banner(ctx.folder),
    'import type { ServiceDefinition } from "../../runtime/contract.js";',
    `import { ${id}Tools } from "./mcp.js";`,
    `import { ${id}Operations } from "./operations.js";\n`,
    `/** ${ctx.name}, from spec/${ctx.folder}, as the runtime serves it. */`,
    `export const ${id}Service: ServiceDefinition = {\n${json.slice(2, -2)},`,
    `  documentUrl: new URL("./openapi.yaml", import.meta.url),`,
    `  llmsTxtUrl: new URL("./llms.txt", import.meta.url),`,
    `  operations: ${id}Operations,`,
    `  tools: ${id}Tools,`,
    "};\n",
  ].join("\n");
}

/** Renders `router.ts`. */
export function emitRouter(ctx: ServiceContext): string {
  const id = camelCase(ctx.name);
  const handlers = handlersInterfaceName(ctx.name);
  return [
    banner(ctx.folder),
    'import type { Router } from "express";',
    'import { buildServiceRouter, type ServiceRouterOptions } from "../../runtime/router.js";',
    `import { ${id}Service } from "./service.js";`,
    `import type { ${handlers} } from "./types.js";\n`,
    `/**\n * Express router for spec/${ctx.name}: validates every request against the contract,`,
    " * enforces its access and pricing policy, calls the matching handler and checks what it",
    ` * returns. Mount it anywhere; the runtime's app factory mounts it at \`/${ctx.name}\`.`,
    " */",
    `export function create${pascalCase(ctx.name)}Router(handlers: ${handlers}, options: ServiceRouterOptions): Router {`,
    `  return buildServiceRouter(${id}Service, handlers, options);`,
    "}\n",
  ].join("\n");
}
