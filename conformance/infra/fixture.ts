/**
 * Infra fixture: an organization with a project and its API key (`ProjectApiKey`), and a
 * bearer session (`UserBearer`) of a plain member of that organization. A member reads but
 * cannot delete the organization, the project or the key, so no suite can destroy what the
 * others run on (those routes answer 403, which the contract declares); members create their
 * own organizations and projects freely.
 */
import { addMember, createOrganization } from "../../storage/repositories/infra/core/organizations.js";
import { createProjectKey } from "../../storage/repositories/infra/core/projectKeys.js";
import { createProject } from "../../storage/repositories/infra/core/projects.js";
import { createSession } from "../../storage/repositories/sessions.js";
import { createUser } from "../../storage/repositories/users.js";
import type { ServiceFixture } from "../fixtures.js";

export const fixture: ServiceFixture = {
  async setup({ db }) {
    const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const now = new Date();
    const owner = await createUser(db.knex, {
      email: `infra-owner-${tag}@infra.example`,
      password: `conformance-${tag}`,
    });
    const member = await createUser(db.knex, {
      email: `infra-member-${tag}@infra.example`,
      password: `conformance-${tag}`,
    });
    const org = await createOrganization(
      db.knex,
      { name: "Conformance", ownerUserId: owner.id, startingTokens: 100_000_000 },
      now,
    );
    const added = await addMember(db.knex, org.id, member.email, "member");
    if (!added.ok) throw new Error(`fixture: could not add the member: ${added.reason}`);
    const project = await createProject(
      db.knex,
      { orgId: org.id, name: "Conformance", initialTokens: 50_000_000 },
      now,
    );
    if (!project) throw new Error("fixture: could not create the project");
    const key = await createProjectKey(
      db.knex,
      { projectId: project.id, name: "conformance", createdBy: owner.id },
      now,
    );
    if (!key) throw new Error("fixture: could not mint the key");
    const { token } = await createSession(db.knex, { userId: member.id, now });
    return {
      credentials: {
        ProjectApiKey: { "X-API-Key": key.secret },
        UserBearer: { Authorization: `Bearer ${token}` },
      },
      pathParams: { org_id: org.id, project_id: project.id, key_id: key.key.id, user_id: owner.id },
    };
  },
};
