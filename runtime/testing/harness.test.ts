import request from "supertest";
import type { Database } from "../../storage/db.js";
import { openTestDatabase } from "../../storage/testing.js";
import { startTestService } from "./harness.js";

// A handler that breaks the contract: count must be an integer, uuids an array.
const broken = {
  async generate_uuid() {
    return { status: 200, body: { success: true, uuids: "nope", count: "three", format: "uuid" } };
  },
};

describe("contract checks on responses", () => {
  // One database for the three services: each test makes one call, all within the free
  // allowance (3 a day), and nothing else they write is read by another.
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase({ boss: false });
  });
  afterAll(async () => {
    await db?.close();
  });

  it("our response validation turns a non-conforming answer into a 500", async () => {
    const svc = await startTestService("uuid", { db, handlers: broken });
    try {
      const res = await request(svc.app).get("/v1/uuid");
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, code: "internal" });
    } finally {
      await svc.close();
    }
  });

  it("the independent validator flags it when ours is off", async () => {
    const svc = await startTestService("uuid", { db, handlers: broken, validateResponses: false });
    try {
      await request(svc.app).get("/v1/uuid");
      expect(svc.violations()).toEqual([expect.stringContaining("GET /v1/uuid")]);
    } finally {
      await svc.close();
    }
  });

  it("the independent validator passes a conforming answer", async () => {
    const svc = await startTestService("uuid", { db });
    try {
      const res = await request(svc.app).get("/v1/uuid?count=2");
      expect(res.status).toBe(200);
      expect(svc.violations()).toEqual([]);
    } finally {
      await svc.close();
    }
  });
});
