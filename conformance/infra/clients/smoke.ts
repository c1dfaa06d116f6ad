/**
 * The infra service's own checks for the TypeScript smoke test of its client package
 * (conformance/clients/smoke/typescript/smoke.ts): a project API-key call and a user call, with
 * the fixture's credentials.
 */
import { createInfraClient } from "@contract-first/infra-client";
import type { ServiceChecks, SmokeContext } from "../../clients/smoke/typescript/smoke.js";

async function infraChecks(ctx: SmokeContext): Promise<void> {
  const { baseUrl, check } = ctx;
  const prefix = `${ctx.service}: @contract-first/infra-client`;
  await check(`${prefix} GET /tokens (X-API-Key)`, async () => {
    const client = createInfraClient({ baseUrl, headers: ctx.headers("ProjectApiKey") });
    const { data, error, response } = await client.GET("/tokens");
    ctx.expect(data && !error, `status ${response.status}: ${JSON.stringify(error)}`);
    ctx.expect(Number.isInteger(data.balance) && data.balance > 0, `balance ${data.balance}`);
    return `project ${data.project_id}: ${data.balance} tokens`;
  });
  await check(`${prefix} GET /organizations (user bearer)`, async () => {
    const client = createInfraClient({ baseUrl, headers: ctx.headers("UserBearer") });
    const { data, error, response } = await client.GET("/organizations");
    ctx.expect(data && !error, `status ${response.status}: ${JSON.stringify(error)}`);
    ctx.expect(data.organizations.length > 0, "no organization");
    return data.organizations.map((o) => o.name).join(", ");
  });
  await check(`${prefix} GET /tokens without credentials -> 401`, async () => {
    const { error, response } = await createInfraClient({ baseUrl }).GET("/tokens");
    ctx.expect(response.status === 401 && error, `status ${response.status}`);
    return undefined;
  });
}

/** By service name. */
export const checks: Record<string, ServiceChecks> = { infra: infraChecks };
