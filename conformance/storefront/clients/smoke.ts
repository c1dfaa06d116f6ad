/**
 * The storefront services' own checks for the TypeScript smoke test of their client packages
 * (conformance/clients/smoke/typescript/smoke.ts): a list only a signed-in administrator may
 * read, with the fixture's session token as a bearer, for both versions of the contract.
 */
import { createStorefrontClient } from "@contract-first/storefront-client";
import { createStorefrontExtClient } from "@contract-first/storefront-ext-client";
import type { ServiceChecks, SmokeContext } from "../../clients/smoke/typescript/smoke.js";

/** `GET /contactSubmission` through one version's client. */
type ListSubmissions = (
  baseUrl: string,
  headers?: Record<string, string>,
) => Promise<{ data?: unknown[]; error?: unknown; response: Response }>;

function storefrontChecks(list: ListSubmissions): ServiceChecks {
  return async (ctx: SmokeContext) => {
    const prefix = `${ctx.service}: @contract-first/${ctx.service}-client`;
    await ctx.check(`${prefix} GET /contactSubmission (bearer session)`, async () => {
      const { data, error, response } = await list(ctx.baseUrl, ctx.headers("BearerToken"));
      ctx.expect(Array.isArray(data) && !error, `status ${response.status}: ${JSON.stringify(error)}`);
      return `${data.length} submissions`;
    });
    await ctx.check(`${prefix} GET /contactSubmission without credentials -> 401`, async () => {
      const { error, response } = await list(ctx.baseUrl);
      ctx.expect(response.status === 401 && error, `status ${response.status}`);
      return undefined;
    });
  };
}

/** By service name: both versions of the storefront contract. */
export const checks: Record<string, ServiceChecks> = {
  storefront: storefrontChecks((baseUrl, headers) =>
    createStorefrontClient({ baseUrl, headers }).GET("/contactSubmission"),
  ),
  "storefront-ext": storefrontChecks((baseUrl, headers) =>
    createStorefrontExtClient({ baseUrl, headers }).GET("/contactSubmission"),
  ),
};
