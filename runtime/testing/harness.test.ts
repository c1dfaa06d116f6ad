import request from "supertest";
import { startTestService } from "./harness.js";

// A handler that breaks the contract: count must be an integer, uuids an array.
const broken = {
  async generate_uuid() {
    return { status: 200, body: { success: true, uuids: "nope", count: "three", format: "uuid" } };
  },
};

describe("contract checks on responses", () => {
  it("our response validation turns a non-conforming answer into a 500", async () => {
    const svc = await startTestService("uuid", { handlers: broken });
    try {
      const res = await request(svc.app).get("/v1/uuid");
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, code: "internal" });
    } finally {
      await svc.close();
    }
  });

  it("the independent validator flags it when ours is off", async () => {
    const svc = await startTestService("uuid", { handlers: broken, validateResponses: false });
    try {
      await request(svc.app).get("/v1/uuid");
      expect(svc.violations()).toEqual([expect.stringContaining("GET /v1/uuid")]);
    } finally {
      await svc.close();
    }
  });

  it("the independent validator passes a conforming answer", async () => {
    const svc = await startTestService("uuid");
    try {
      const res = await request(svc.app).get("/v1/uuid?count=2");
      expect(res.status).toBe(200);
      expect(svc.violations()).toEqual([]);
    } finally {
      await svc.close();
    }
  });
});
