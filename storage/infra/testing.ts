/**
 * Rows the infra repository tests start from, inserted bare: a user who can sign nothing in,
 * and a project (in an organization of its own) with no owner and no tokens — all the
 * primitives' tests need, without going through the core repositories they do not test.
 */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";

/** A user row with a unique e-mail address; returns its id. */
export async function insertTestUser(knex: Knex, name?: string): Promise<string> {
  const [row] = (await knex("users")
    .insert({
      email: `${name ?? "u"}-${randomUUID()}@example.com`,
      ...(name ? { name } : {}),
      password_hash: "x",
    })
    .returning("id")) as { id: string }[];
  if (!row) throw new Error("no user row");
  return row.id;
}

/** A project named and keyed `appId` in a new organization; returns the project's id. */
export async function insertTestProject(knex: Knex, appId: string): Promise<string> {
  const [org] = (await knex("infra_organizations")
    .insert({ name: `org ${appId}` })
    .returning("id")) as {
    id: string;
  }[];
  const [project] = (await knex("infra_projects")
    .insert({ org_id: org?.id, app_id: appId, name: appId })
    .returning("id")) as { id: string }[];
  if (!project) throw new Error("no project row");
  return project.id;
}
