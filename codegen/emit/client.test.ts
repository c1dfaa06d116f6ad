/**
 * The client package emitter on a small document: what package.json, index.ts and README.md
 * say. The package's calls against a live server are tested in handlers/uuid/uuid.client.test.ts
 * and the conformance clients layer (built there with tsc as a consumer would).
 */
import { stringify } from "yaml";
import type { OpenApiDocument, SecurityScheme } from "../openapi.js";
import { clientNames, emitClientPackage } from "./client.js";

const tools = { openapiFetch: "0.17.0", typescript: "5.9.3" };

function documentWith(
  version: string,
  securitySchemes: Record<string, SecurityScheme> = {},
): OpenApiDocument {
  return {
    openapi: "3.1.0",
    info: { title: "Widget Shop", version, license: { name: "MIT", identifier: "MIT" } },
    paths: {
      "/health": {
        get: {
          operationId: "health",
          responses: {
            "200": { description: "ok", content: { "application/json": { schema: { type: "string" } } } },
          },
        },
      },
    },
    components: { securitySchemes },
  };
}

async function emit(service: string, doc: OpenApiDocument) {
  return emitClientPackage({ service, folder: "shop", doc, openapiYaml: stringify(doc), tools });
}

describe("clientNames", () => {
  it.each([
    ["uuid", { packageName: "@contract-first/uuid-client", factory: "createUuidClient" }],
    [
      "storefront-ext",
      { packageName: "@contract-first/storefront-ext-client", factory: "createStorefrontExtClient" },
    ],
  ])("names the package and factory of %s", (service, want) => {
    expect(clientNames(service)).toMatchObject(want);
  });
});

describe("emitClientPackage", () => {
  it("versions the package with the contract's info.version and pins its one dependency", async () => {
    const pkg = JSON.parse((await emit("widget-shop", documentWith("2.1.0-beta.1")))["package.json"]!);
    expect(pkg).toMatchObject({
      name: "@contract-first/widget-shop-client",
      version: "2.1.0-beta.1",
      license: "MIT",
      type: "module",
      types: "./dist/index.d.ts",
      dependencies: { "openapi-fetch": "^0.17.0" },
    });
  });

  it.each(["1.0", "v1.0.0", "2026-11-26"])(
    "refuses info.version %s, which npm would not take",
    async (version) => {
      await expect(emit("shop", documentWith(version))).rejects.toThrow(/not a semantic version/);
    },
  );

  it("exports the factory, the contract version and the document's types from index.ts", async () => {
    const index = (await emit("widget-shop", documentWith("1.2.3")))["index.ts"]!;
    expect(index).toMatch(/^\/\/ Generated from spec\/shop by codegen/);
    expect(index).toContain("export function createWidgetShopClient(options: WidgetShopClientOptions)");
    expect(index).toContain('export const contractVersion = "1.2.3";');
    expect(index).toContain('export type { components, operations, paths } from "./schema.js";');
  });

  it("types the document's paths in schema.ts", async () => {
    const schema = (await emit("shop", documentWith("1.0.0")))["schema.ts"]!;
    expect(schema).toContain("export interface paths");
    expect(schema).toContain('"/health"');
    expect(schema).toContain('get: operations["health"]');
  });

  it.each<[string, SecurityScheme, string]>([
    ["bearer", { type: "http", scheme: "bearer" }, '`{ Authorization: "Bearer " + token }`'],
    ["header key", { type: "apiKey", in: "header", name: "X-API-Key" }, '`{ "X-API-Key": key }`'],
    ["cookie", { type: "apiKey", in: "cookie", name: "sid" }, '`{ Cookie: "sid=" + value }` in Node'],
  ])("tells in the README how to pass a %s credential", async (_, scheme, want) => {
    const readme = (await emit("shop", documentWith("1.0.0", { Auth: scheme })))["README.md"]!;
    expect(readme).toContain(`| \`Auth\` | ${want}`);
  });
});
