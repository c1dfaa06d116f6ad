/**
 * The infra tenant the `kv` scenario calls as: a person, an organization, a project holding
 * plenty of tokens, a project key and one KV entry — made directly in storage (the same rows
 * `POST /organizations`, `/projects` and `/api-keys` make), so the full build and the hand-built
 * one start from the same state, and a reading of the tokens the project has spent.
 */
import type { Knex } from "knex";
import { createOrganization } from "../../storage/infra/core/organizations.js";
import { createProjectKey } from "../../storage/infra/core/projectKeys.js";
import { createProject } from "../../storage/infra/core/projects.js";
import { putKv } from "../../storage/infra/kv.js";
import { createUser } from "../../storage/platform/users.js";
import { KV_BENCH_KEY, KV_BENCH_VALUE } from "../body.js";

/** 10^12 tokens: no run spends them all, so a 402 can only mean a metering bug. */
const TOKENS = 1_000_000_000_000;

/** The project key (for `X-API-Key`) and what the project has spent. */
export interface KvTenant {
  projectKey: string;
  tokensUsed(): Promise<bigint>;
}

/** Creates the tenant and its entry on `db`. */
export async function createKvTenant(db: Knex): Promise<KvTenant> {
  const now = new Date();
  const user = await createUser(db, { email: "bench@bench.example", password: "not-used-here" });
  const org = await createOrganization(
    db,
    { name: "Bench", ownerUserId: user.id, startingTokens: TOKENS },
    now,
  );
  const project = await createProject(
    db,
    { orgId: org.id, name: "bench", initialTokens: TOKENS, actorUserId: user.id },
    now,
  );
  if (!project) throw new Error("createProject returned no project");
  const key = await createProjectKey(db, { projectId: project.id, name: "bench", createdBy: user.id }, now);
  if (!key) throw new Error("createProjectKey returned no key");
  const put = await putKv(db, project.id, KV_BENCH_KEY, KV_BENCH_VALUE, {}, now);
  if (!put.ok) throw new Error("putKv refused the bench entry");
  return {
    projectKey: key.secret,
    async tokensUsed() {
      const row = (await db("infra_projects").select("tokens_used").where({ id: project.id }).first()) as
        | { tokens_used: string | number }
        | undefined;
      if (!row) throw new Error("the bench project vanished");
      return BigInt(row.tokens_used);
    },
  };
}
