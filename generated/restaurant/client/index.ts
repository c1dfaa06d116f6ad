// Generated from spec/restaurant by codegen — run `npm run generate`. Do not edit.
/**
 * Typed client of the Restaurant platform API, contract version 0.1.0: openapi-fetch over the types
 * openapi-typescript reads from the published document (`./schema.ts`). Every call is typed by
 * path and method; it resolves to `{ data }` on a 2xx and `{ error }` (the contract's error body)
 * otherwise, with the `response` either way.
 *
 * @example
 * ```ts
 * import { createRestaurantClient } from "@contract-first/restaurant-client";
 * const client = createRestaurantClient({ baseUrl: "https://api.example.com/restaurant" });
 * const { data, error } = await client.GET("/health");
 * ```
 */
import createClient, { type Client, type ClientOptions } from "openapi-fetch";
import type { components, paths } from "./schema.js";

export type { components, operations, paths } from "./schema.js";

/** The contract version (`info.version`) this client was generated from. */
export const contractVersion = "0.1.0";

/** Every named schema of the contract, by component name. */
export type RestaurantSchemas = components["schemas"];

/** A client of the Restaurant platform API: `GET`, `POST`, … typed by the contract's paths. */
export type RestaurantClient = Client<paths>;

/** Options of {@link createRestaurantClient}: openapi-fetch's, with `baseUrl` required. */
export interface RestaurantClientOptions extends Omit<ClientOptions, "baseUrl"> {
  /**
   * Where the service is mounted, such as `https://api.example.com/restaurant`; the contract's paths
   * (`/health`, …) are appended to it. MUST be absolute outside a browser: Node's `fetch` has no
   * page to resolve a relative URL against.
   */
  baseUrl: string;
}

/**
 * Creates a client of the Restaurant platform API. Credentials go in `headers` (sent on every call) or in a
 * call's own `headers`; `client.use(middleware)` adds per-request logic such as refreshing a token.
 *
 * @throws TypeError when `baseUrl` is missing or empty.
 */
export function createRestaurantClient(options: RestaurantClientOptions): RestaurantClient {
  // openapi-fetch treats a missing baseUrl as "relative to the page", which fails in Node with an
  // unhelpful "Failed to parse URL": say what is missing instead.
  if (typeof options?.baseUrl !== "string" || options.baseUrl === "") {
    throw new TypeError(
      "createRestaurantClient: options.baseUrl is required (where the service is mounted, such as https://api.example.com/restaurant)",
    );
  }
  return createClient<paths>(options);
}
