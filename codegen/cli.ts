/**
 * `npm run generate`: compiles every `spec/<service>` (each folder with a `main.tsp`, except
 * `lib`) and writes `generated/<service>/`. `npm run generate:check` writes nothing and
 * fails when any generated file differs from what the specs produce.
 */
import { existsSync } from "node:fs";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { parse } from "yaml";
import type { HostedTool } from "../runtime/discovery/hostedTools.js";
import { type CompiledService, compileSpecCached } from "./compile.js";
import { contentCache } from "./contentCache.js";
import { banner } from "./emit/banner.js";
import { type ClientToolVersions, emitClientPackage } from "./emit/client.js";
import { serviceContext } from "./emit/context.js";
import { emitErrors } from "./emit/errors.js";
import { emitHostedTools, hostedToolEntry } from "./emit/hostedTools.js";
import { emitLlmsTxt } from "./emit/llms.js";
import { emitMcp } from "./emit/mcp.js";
import { emitOperations } from "./emit/operations.js";
import { emitLoaders, emitRegistry, type RegistryEntry } from "./emit/registry.js";
import { emitSchemas } from "./emit/schemas.js";
import { emitRouter, emitService } from "./emit/service.js";
import { emitTypes } from "./emit/types.js";
import { formatAll } from "./format.js";
import { inlineModelNameClashes } from "./inlineNames.js";
import { normalizeDocument } from "./normalize.js";
import type { OpenApiDocument } from "./openapi.js";

const root = resolve(import.meta.dirname, "..");
const specRoot = join(root, "spec");
const outRoot = join(root, "generated");

/** Spec folders under spec/: those holding a main.tsp, minus the shared library. */
async function listServices(): Promise<string[]> {
  const entries = await readdir(specRoot, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && e.name !== "lib" && existsSync(join(specRoot, e.name, "main.tsp")))
    .map((e) => e.name)
    .sort();
}

/** The versions of openapi-fetch and TypeScript this repository pins, for the client packages. */
async function clientToolVersions(): Promise<ClientToolVersions> {
  const pkg = JSON.parse(await readFile(join(root, "package.json"), "utf8")) as {
    dependencies: Record<string, string>;
    devDependencies: Record<string, string>;
  };
  const openapiFetch = pkg.dependencies["openapi-fetch"];
  const typescript = pkg.devDependencies.typescript;
  if (!openapiFetch || !typescript) throw new Error("package.json must pin openapi-fetch and typescript");
  return { openapiFetch, typescript };
}

/**
 * Every file of one service, keyed by path relative to generated/; the TypeScript and JSON ones
 * in `unformatted`, which `main` formats in one biome run for every service.
 */
async function generateService(
  compiled: CompiledService,
  folder: string,
  tools: ClientToolVersions,
): Promise<{
  files: Map<string, string>;
  unformatted: Map<string, string>;
  hostedTool: HostedTool | undefined;
}> {
  const openapi31 = normalizeDocument(compiled.openapi31);
  const openapi30 = normalizeDocument(compiled.openapi30);
  const { name } = compiled;
  const doc = parse(openapi31) as OpenApiDocument;
  const clashes = inlineModelNameClashes(doc);
  if (clashes.length) {
    throw new Error(
      `spec/${folder} (${name}): client generators would name these inline objects like a component and drop one (name them in the spec):\n  ${clashes.join("\n  ")}`,
    );
  }
  const ctx = serviceContext(name, doc, folder, {
    customContext: existsSync(join(root, "handlers", folder, "context.ts")),
  });
  const ts: Record<string, string> = {
    "schemas.ts": emitSchemas(ctx),
    "types.ts": emitTypes(ctx),
    "operations.ts": emitOperations(ctx),
    "mcp.ts": emitMcp(ctx),
    "service.ts": emitService(ctx),
    "router.ts": emitRouter(ctx),
  };
  const errors = emitErrors(name, folder, doc);
  if (errors) ts["errors.ts"] = errors;
  const client = await emitClientPackage({ service: name, folder, doc, openapiYaml: openapi31, tools });
  // Its TypeScript and JSON go through biome like every generated .ts (`npm run lint` checks them).
  for (const [file, text] of Object.entries(client)) {
    if (/\.(ts|json)$/.test(file)) ts[`client/${file}`] = text;
  }
  const files = new Map<string, string>([
    [`${name}/openapi.yaml`, `${banner(folder, "#")}${openapi31}`],
    [`${name}/openapi.3.0.yaml`, `${banner(folder, "#")}${openapi30}`],
    [`${name}/llms.txt`, emitLlmsTxt(ctx)],
  ]);
  const unformatted = new Map(Object.entries(ts).map(([file, source]) => [`${name}/${file}`, source]));
  for (const [file, text] of Object.entries(client)) {
    if (!/\.(ts|json)$/.test(file)) files.set(`${name}/client/${file}`, text);
  }
  return { files, unformatted, hostedTool: hostedToolEntry(name, doc) };
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    // A client package built or installed in place (generated/<svc>/client/) is not generated.
    if (e.isDirectory() && (e.name === "dist" || e.name === "node_modules")) continue;
    const rel = prefix ? `${prefix}/${e.name}` : e.name;
    if (e.isDirectory()) out.push(...(await listFiles(join(dir, e.name), rel)));
    else out.push(rel);
  }
  return out;
}

async function main(): Promise<void> {
  const check = process.argv.includes("--check");
  const folders = await listServices();
  const files = new Map<string, string>();
  const unformatted = new Map<string, string>();
  const entries: RegistryEntry[] = [];
  const tools = await clientToolVersions();
  const hostedTools: HostedTool[] = [];
  const cache = contentCache(root);
  for (const folder of folders) {
    for (const compiled of await compileSpecCached(specRoot, folder, cache)) {
      entries.push({ name: compiled.name, folder });
      const generated = await generateService(compiled, folder, tools);
      for (const [path, text] of generated.files) files.set(path, text);
      for (const [path, text] of generated.unformatted) unformatted.set(path, text);
      if (generated.hostedTool) hostedTools.push(generated.hostedTool);
    }
  }
  const services = entries.map((e) => e.name);
  unformatted.set("services.ts", emitRegistry(entries));
  unformatted.set("loaders.ts", emitLoaders(entries));
  unformatted.set("hostedTools.ts", emitHostedTools(hostedTools));
  const inTree = new Map([...unformatted].map(([path, source]) => [join("generated", path), source]));
  for (const [path, text] of await formatAll(root, inTree)) files.set(path.slice("generated/".length), text);

  const existing = await listFiles(outRoot);
  const drift: string[] = [];
  for (const [path, text] of files) {
    const current = existsSync(join(outRoot, path)) ? await readFile(join(outRoot, path), "utf8") : undefined;
    if (current !== text) drift.push(current === undefined ? `missing: ${path}` : `changed: ${path}`);
  }
  for (const path of existing) if (!files.has(path)) drift.push(`stale: ${path}`);

  if (check) {
    if (drift.length) {
      console.error(
        `generated/ is out of date with spec/ (run \`npm run generate\`):\n  ${drift.join("\n  ")}`,
      );
      process.exit(1);
    }
    console.log(`generated/ is current (${files.size} files, ${services.length} services)`);
    return;
  }
  for (const path of existing) if (!files.has(path)) await rm(join(outRoot, path));
  for (const [path, text] of files) {
    await mkdir(join(outRoot, path, ".."), { recursive: true });
    await writeFile(join(outRoot, path), text);
  }
  console.log(`generated ${files.size} files for ${services.join(", ")} (${drift.length} changed)`);
}

await main();
