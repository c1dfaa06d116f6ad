import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { ApiError } from "../errors.js";
import {
  assertSignInAllowed,
  recordFailedSignIn,
  SIGN_IN_FAILURES_PER_EMAIL,
  SIGN_IN_FAILURES_PER_IP,
  SIGN_IN_WINDOW_MS,
} from "./signInThrottle.js";

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
});
afterAll(async () => {
  await db?.close();
});

const windowStart = new Date("2026-05-04T10:15:00Z"); // a multiple of 15 minutes
const at = (ms: number) => new Date(windowStart.getTime() + ms);

async function refusal(attempt: Parameters<typeof assertSignInAllowed>[1]): Promise<ApiError | undefined> {
  try {
    await assertSignInAllowed(db.knex, attempt);
    return undefined;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
}

describe("sign-in throttle", () => {
  it("refuses the sixth attempt after five failures for one address, with Retry-After", async () => {
    expect(SIGN_IN_FAILURES_PER_EMAIL).toBe(5);
    for (let i = 0; i < 5; i++) {
      const attempt = { email: "Victim@Example.com", clientIp: `198.51.100.${i}`, now: at(i * 1000) };
      await expect(assertSignInAllowed(db.knex, attempt)).resolves.toBeUndefined();
      await recordFailedSignIn(db.knex, attempt);
    }
    // same address in another case and with spaces, from a new IP, 10 minutes into the window
    const error = await refusal({ email: " victim@example.COM ", clientIp: "192.0.2.200", now: at(600_000) });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe("rate_limited");
    expect(error?.headers).toEqual({ "Retry-After": "300" });
    expect(error?.message).toContain("e-mail address");
  });

  it("leaves other addresses alone", async () => {
    expect(
      await refusal({ email: "someone@example.com", clientIp: "198.51.100.0", now: at(600_000) }),
    ).toBeUndefined();
  });

  it("allows the address again in the next window", async () => {
    expect(
      await refusal({ email: "victim@example.com", clientIp: "192.0.2.200", now: at(SIGN_IN_WINDOW_MS) }),
    ).toBeUndefined();
    expect(
      await refusal({ email: "victim@example.com", clientIp: "192.0.2.200", now: at(SIGN_IN_WINDOW_MS - 1) }),
    ).toBeDefined();
  });

  it("refuses an IP after twenty failures across addresses", async () => {
    const clientIp = "203.0.113.66";
    for (let i = 0; i < SIGN_IN_FAILURES_PER_IP; i++) {
      const attempt = { email: `user${i}@example.com`, clientIp, now: at(i) };
      expect(await refusal(attempt)).toBeUndefined();
      await recordFailedSignIn(db.knex, attempt);
    }
    const error = await refusal({ email: "fresh@example.com", clientIp, now: at(899_999) });
    expect(error?.message).toContain("IP address");
    expect(error?.headers).toEqual({ "Retry-After": "1" });
    expect(
      await refusal({ email: "fresh@example.com", clientIp: "203.0.113.67", now: at(899_999) }),
    ).toBeUndefined();
  });
});
