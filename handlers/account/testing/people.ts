/** Test people for the account service: signed up through the API, with their credentials. */
import request from "supertest";
import type { TestService } from "../../../runtime/testing/harness.js";

/** A signed-up person and the headers each scheme needs. */
export interface Person {
  id: string;
  email: string;
  password: string;
  token: string;
  /** `Authorization: Bearer <session token>` (session routes). */
  bearer: Record<string, string>;
  /** `Cookie: auth.session_token=<token>` (billing and key routes). */
  cookie: Record<string, string>;
}

let counter = 0;

/** Signs a new person up through `POST /api/auth/sign-up/email`. */
export async function signUp(svc: TestService, name = "Ada"): Promise<Person> {
  counter += 1;
  const email = `${name.toLowerCase()}-${counter}-${Date.now().toString(36)}@account.example`;
  const password = `password-${counter}-long`;
  const res = await request(svc.app).post("/api/auth/sign-up/email").send({ email, password, name });
  if (res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.body)}`);
  const token = res.body.token as string;
  return {
    id: res.body.user.id,
    email,
    password,
    token,
    bearer: { Authorization: `Bearer ${token}` },
    cookie: { Cookie: `auth.session_token=${token}` },
  };
}
