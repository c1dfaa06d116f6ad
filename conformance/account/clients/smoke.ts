/**
 * The account service's own checks for the TypeScript smoke test of its client package
 * (conformance/clients/smoke/typescript/smoke.ts): an API-key call with the fixture's key.
 */
import { createAccountClient } from "@contract-first/account-client";
import type { ServiceChecks, SmokeContext } from "../../clients/smoke/typescript/smoke.js";

async function accountChecks(ctx: SmokeContext): Promise<void> {
  const { baseUrl, check } = ctx;
  const prefix = `${ctx.service}: @contract-first/account-client`;
  await check(`${prefix} GET /api/keys (x-api-key)`, async () => {
    const client = createAccountClient({ baseUrl, headers: ctx.headers("ApiKeyHeader") });
    const { data, error, response } = await client.GET("/api/keys");
    ctx.expect(data && !error, `status ${response.status}: ${JSON.stringify(error)}`);
    ctx.expect(Array.isArray(data.keys), `keys ${JSON.stringify(data.keys)}`);
    return `${data.keys.length} keys below the fixture's`;
  });
  await check(`${prefix} GET /api/keys without credentials -> 401`, async () => {
    const { error, response } = await createAccountClient({ baseUrl }).GET("/api/keys");
    ctx.expect(response.status === 401 && error, `status ${response.status}`);
    return undefined;
  });
}

/** By service name. */
export const checks: Record<string, ServiceChecks> = { account: accountChecks };
