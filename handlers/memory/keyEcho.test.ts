/** The memory key is never echoed: not in a refusal, not in a link, not in the logged URL path. */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";

let svc: TestService;
beforeAll(async () => {
  svc = await startTestService("memory");
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

it("does not echo a refused memory key", async () => {
  const secret = "tooShortKey!";
  const res = await request(svc.app)
    .post("/v3/memories/add")
    .send({ memory_key: secret, messages: [{ role: "user", content: "I like tea" }], user_id: "u" });
  expect(res.status).toBe(400);
  expect(JSON.stringify(res.body)).not.toContain(secret);
  const q = await request(svc.app).get("/v1/memories").query({ memory_key: secret, user_id: "u" });
  expect(q.status).toBe(400);
  expect(JSON.stringify(q.body)).not.toContain(secret);
});
