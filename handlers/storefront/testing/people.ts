/**
 * People for tests: an administrator, a customer who owns records and another customer, each
 * signed in with a session, with the headers that present it.
 */
import type { Knex } from "knex";
import { createSession } from "../../../storage/platform/sessions.js";
import { createUser } from "../../../storage/platform/users.js";

/** A signed-in person. */
export interface Person {
  id: string;
  email: string;
  /** The session token (`ses_…`). */
  token: string;
  /** `Authorization: Bearer <token>`. */
  headers: Record<string, string>;
  /** The same session as the `auth.session_token` cookie. */
  cookie: Record<string, string>;
}

/** Who takes part in a test. */
export interface People {
  admin: Person;
  owner: Person;
  other: Person;
}

let counter = 0;

/** Creates a user with a session. */
export async function signUp(db: Knex, role: "user" | "admin", now = new Date()): Promise<Person> {
  counter += 1;
  const email = `${role}-${counter}-${Math.random().toString(36).slice(2, 8)}@shop.example`;
  const user = await createUser(db, { email, password: "correct horse battery staple", role });
  const { token } = await createSession(db, { userId: user.id, now });
  return {
    id: user.id,
    email,
    token,
    headers: { Authorization: `Bearer ${token}` },
    cookie: { Cookie: `auth.session_token=${token}` },
  };
}

/** An administrator and two customers. */
export async function createPeople(db: Knex, now = new Date()): Promise<People> {
  return {
    admin: await signUp(db, "admin", now),
    owner: await signUp(db, "user", now),
    other: await signUp(db, "user", now),
  };
}
