/**
 * Emits `generated/<service>/client/`: a typed TypeScript client of one service as a package
 * that takes a base URL. Reads the published 3.1 document: `paths`, `components` and
 * `operations` types come from openapi-typescript (`schema.ts`), the calls from openapi-fetch
 * (`index.ts`: `create<Service>Client({ baseUrl })`); `package.json` carries the contract's
 * `info.version`; `README.md` says how to call it and pass each `securitySchemes` credential.
 */
import openapiTS, { astToString } from "openapi-typescript";
import { pascalCase } from "../names.js";
import type { OpenApiDocument } from "../openapi.js";
import { banner } from "./banner.js";
import { clientReadme } from "./clientReadme.js";

/** The npm packages the client is built with, at the versions this repository pins. */
export interface ClientToolVersions {
  /** `openapi-fetch`, the package's one runtime dependency. */
  openapiFetch: string;
  /** `typescript`, to build the package (`npm run build` inside it). */
  typescript: string;
}

/** What one client package is made from. */
export interface ClientInput {
  /** Service name: package `@contract-first/<service>-client`, `create<Service>Client`. */
  service: string;
  /** Its spec folder (named in every file's banner). */
  folder: string;
  /** The published 3.1 document, parsed and as text. */
  doc: OpenApiDocument;
  openapiYaml: string;
  tools: ClientToolVersions;
}

/** A client package: file name inside `generated/<service>/client/` → contents. */
export type ClientPackage = Record<string, string>;

/** A semantic version, as npm requires of a package's `version`. */
const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;

/** The names one service's client is published under and exports. */
export function clientNames(service: string): { packageName: string; factory: string; pascal: string } {
  const pascal = pascalCase(service);
  return { packageName: `@contract-first/${service}-client`, factory: `create${pascal}Client`, pascal };
}

/** `paths`, `components`, `operations` of the document, as openapi-typescript writes them. */
async function schemaSource(openapiYaml: string): Promise<string> {
  // Deterministic: the types follow the document's order; nothing depends on the clock or paths.
  return astToString(await openapiTS(openapiYaml));
}

function indexSource(service: string, folder: string, doc: OpenApiDocument): string {
  const { factory, pascal, packageName } = clientNames(service);
  const { title, version } = doc.info;
  return `${banner(folder)}/**
 * Typed client of the ${title} API, contract version ${version}: openapi-fetch over the types
 * openapi-typescript reads from the published document (\`./schema.ts\`). Every call is typed by
 * path and method; it resolves to \`{ data }\` on a 2xx and \`{ error }\` (the contract's error body)
 * otherwise, with the \`response\` either way.
 *
 * @example
 * \`\`\`ts
 * import { ${factory} } from "${packageName}";
 * const client = ${factory}({ baseUrl: "https://api.example.com/${service}" });
 * const { data, error } = await client.GET("/health");
 * \`\`\`
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** The contract version (\`info.version\`) this client was generated from. */
export const contractVersion = ${JSON.stringify(version)};

/** Every named schema of the contract, by component name. */
export type ${pascal}Schemas = components["schemas"];

/** A client of the ${title} API: \`GET\`, \`POST\`, … typed by the contract's paths. */
export type ${pascal}Client = Client<paths>;

/** Options of {@link ${factory}}: openapi-fetch's, with \`baseUrl\` required. */
export interface ${pascal}ClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /**
   * Where the service is mounted, such as \`https://api.example.com/${service}\`; the contract's paths
   * (\`/health\`, …) are appended to it. MUST be absolute outside a browser: Node's \`fetch\` has no
   * page to resolve a relative URL against.
   */
  baseUrl: string;
}

/**
 * Creates a client of the ${title} API. Credentials go in \`headers\` (sent on every call) or in a
 * call's own \`headers\`; \`client.use(middleware)\` adds per-request logic such as refreshing a token.
 *
 * @throws TypeError when \`baseUrl\` is missing or empty.
 */
export function ${factory}(options: ${pascal}ClientOptions): ${pascal}Client {
  // openapi-fetch treats a missing baseUrl as "relative to the page", which fails in Node with an
  // unhelpful "Failed to parse URL": say what is missing instead.
  if (typeof options?.baseUrl !== "string" || options.baseUrl === "") {
    throw new TypeError(
      "${factory}: options.baseUrl is required (where the service is mounted, such as https://api.example.com/${service})",
    );
  }
  return createClient<paths>(options);
}
`;
}

function packageJson(
  service: string,
  folder: string,
  doc: OpenApiDocument,
  tools: ClientToolVersions,
): string {
  const { packageName } = clientNames(service);
  const license = doc.info.license?.identifier ?? "UNLICENSED";
  const pkg = {
    name: packageName,
    version: doc.info.version,
    description: `Typed client of the ${doc.info.title} API (contract ${doc.info.version}). Generated from spec/${folder} by codegen — run \`npm run generate\`. Do not edit.`,
    license,
    type: "module",
    main: "./dist/index.js",
    types: "./dist/index.d.ts",
    exports: { ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } },
    files: ["dist", "index.ts", "schema.ts", "README.md"],
    sideEffects: false,
    scripts: { build: "tsc -p tsconfig.json", prepack: "npm run build" },
    dependencies: { "openapi-fetch": `^${tools.openapiFetch}` },
    devDependencies: { typescript: tools.typescript },
  };
  return `${JSON.stringify(pkg, null, 2)}\n`;
}

/**
 * The package's own build, independent of this repository's tsconfig: a consumer who copies the
 * folder builds it with `npm install && npm run build`. `DOM` gives `fetch`'s types to
 * browser and Node consumers alike; `types: []` keeps whatever `@types` lie around out of it;
 * `skipLibCheck` checks the package's own files, not its libraries' declarations (a 2.5x
 * shorter build: lib.dom.d.ts dominated it).
 */
function tsconfigJson(): string {
  const config = {
    compilerOptions: {
      target: "ES2022",
      lib: ["ES2022", "DOM"],
      module: "NodeNext",
      moduleResolution: "NodeNext",
      types: [],
      strict: true,
      skipLibCheck: true,
      declaration: true,
      outDir: "dist",
      rootDir: ".",
    },
    files: ["index.ts", "schema.ts"],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/**
 * Every file of one service's client package. TypeScript and JSON come back unformatted (the
 * caller formats them like every generated `.ts`).
 *
 * @throws Error when `info.version` is not a semantic version (npm would refuse the package).
 */
export async function emitClientPackage(input: ClientInput): Promise<ClientPackage> {
  const { service, folder, doc, openapiYaml, tools } = input;
  if (!SEMVER.test(doc.info.version)) {
    throw new Error(
      `spec/${folder} (${service}): info.version ${JSON.stringify(doc.info.version)} is not a semantic version; the client package takes it as its version`,
    );
  }
  return {
    "package.json": packageJson(service, folder, doc, tools),
    "tsconfig.json": tsconfigJson(),
    "README.md": clientReadme(service, folder, doc, clientNames(service)),
    "index.ts": indexSource(service, folder, doc),
    "schema.ts": `${banner(folder)}${await schemaSource(openapiYaml)}`,
  };
}
