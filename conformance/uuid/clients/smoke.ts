/**
 * The uuid service's own checks for the TypeScript smoke test of its client package
 * (conformance/clients/smoke/typescript/smoke.ts). Paid calls only, on the fixture's API key:
 * the free allowances belong to the Python and Go smoke tests, which run on the same server.
 */
import { createUuidClient } from "@contract-first/uuid-client";
import type { ServiceChecks, SmokeContext } from "../../clients/smoke/typescript/smoke.js";

const URN_V4 = /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function uuidChecks(ctx: SmokeContext): Promise<void> {
  const { baseUrl, check } = ctx;
  const prefix = `${ctx.service}: @contract-first/uuid-client`;
  await check(`${prefix} GET /v1/uuid?count=3&format=urn (bearer)`, async () => {
    const client = createUuidClient({ baseUrl, headers: ctx.headers("ApiKeyBearer") });
    const { data, error, response } = await client.GET("/v1/uuid", {
      params: { query: { count: "3", format: "urn" } },
    });
    ctx.expect(data && !error, `status ${response.status}: ${JSON.stringify(error)}`);
    ctx.expect(data.count === 3 && data.format === "urn", `count/format ${data.count}/${data.format}`);
    ctx.expect(data.uuids.length === 3 && new Set(data.uuids).size === 3, `uuids ${data.uuids}`);
    for (const u of data.uuids) ctx.expect(URN_V4.test(u), `not a v4 URN: ${u}`);
    return `${data.uuids[0]}, …`;
  });
  await check(`${prefix} GET /v1/uuid?count=101 -> 400 in the contract's error body`, async () => {
    const client = createUuidClient({ baseUrl, headers: ctx.headers("ApiKeyBearer") });
    const { data, error, response } = await client.GET("/v1/uuid", { params: { query: { count: "101" } } });
    ctx.expect(response.status === 400 && data === undefined, `status ${response.status}`);
    ctx.expect(typeof error?.code === "string", `error ${JSON.stringify(error)}`);
    return `code=${error.code}`;
  });
  await check(`${prefix} GET /v1/uuid with an unknown key -> 401`, async () => {
    const client = createUuidClient({ baseUrl, headers: { Authorization: "Bearer sk_not_a_key" } });
    const { error, response } = await client.GET("/v1/uuid");
    ctx.expect(response.status === 401 && error, `status ${response.status}`);
    return `code=${error.code}`;
  });
}

/** By service name. */
export const checks: Record<string, ServiceChecks> = { uuid: uuidChecks };
