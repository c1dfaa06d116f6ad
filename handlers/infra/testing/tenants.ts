/**
 * Test tenants for the infra service: a person with a session (made directly in storage: the
 * account service owns sign-in), an organization and a project created through the API, and
 * a project key minted through `POST /api-keys`.
 */
import request from "supertest";
import type { EgressPolicy } from "../../../runtime/outbound/policy.js";
import type { TestService } from "../../../runtime/testing/harness.js";
import { createSession } from "../../../storage/platform/sessions.js";
import { createUser } from "../../../storage/platform/users.js";
import type { InfraExtras } from "../context.js";

/** A signed-in person. */
export interface Person {
  userId: string;
  email: string;
  /** `Authorization: Bearer <session token>`. */
  bearer: Record<string, string>;
}

/** A person with an organization, a project and a key for it. */
export interface Tenant extends Person {
  orgId: string;
  projectId: string;
  key: string;
  /** `X-API-Key: <key>`. */
  apiKey: Record<string, string>;
}

let counter = 0;

/** A new person with a live session. */
export async function newPerson(svc: TestService, role: "user" | "admin" = "user"): Promise<Person> {
  counter += 1;
  const email = `infra-${counter}-${Date.now().toString(36)}@infra.example`;
  const user = await createUser(svc.db.knex, { email, password: "not-used-here", role });
  const { token } = await createSession(svc.db.knex, { userId: user.id, now: new Date() });
  return { userId: user.id, email, bearer: { Authorization: `Bearer ${token}` } };
}

/** Asserts a status, showing the body when it differs. */
export function expectStatus(res: request.Response, status: number): void {
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status}: ${JSON.stringify(res.body ?? res.text)}`);
}

/** A new person, organization, project (with `initialTokens`) and key. */
export async function newTenant(svc: TestService, initialTokens = 100_000): Promise<Tenant> {
  const person = await newPerson(svc);
  const org = await request(svc.app).post("/organizations").set(person.bearer).send({ name: "Acme" });
  expectStatus(org, 200);
  const project = await request(svc.app)
    .post(`/organizations/${org.body.id}/projects`)
    .set(person.bearer)
    .send({ name: "Main", initial_tokens: initialTokens });
  expectStatus(project, 200);
  const key = await request(svc.app)
    .post("/api-keys")
    .set(person.bearer)
    .send({ project_id: project.body.id, name: "tests" });
  expectStatus(key, 200);
  return {
    ...person,
    orgId: org.body.id,
    projectId: project.body.id,
    key: key.body.key,
    apiKey: { "X-API-Key": key.body.key },
  };
}

/**
 * Runs `fn` with some of the service's set-up replaced (as if it had started with other
 * settings: `{ egress: "public" }`, a smaller `config.maxObjectBytes`), then restores it, so one
 * test service can check several settings.
 */
export async function withContext<T>(
  svc: TestService,
  patch: Partial<InfraExtras>,
  fn: () => Promise<T>,
): Promise<T> {
  const extras = svc.context as InfraExtras;
  const saved = { ...extras };
  Object.assign(extras, patch);
  try {
    return await fn();
  } finally {
    Object.assign(extras, saved);
  }
}

/** {@link withContext} for the egress policy alone. */
export function withEgress<T>(svc: TestService, egress: EgressPolicy, fn: () => Promise<T>): Promise<T> {
  return withContext(svc, { egress }, fn);
}

/** The environment with outbound calls confined to 127.0.0.1, for services that call local receivers. */
export const LOOPBACK_ENV: Record<string, string | undefined> = {
  ...process.env,
  OUTBOUND_NETWORK: "loopback",
};
