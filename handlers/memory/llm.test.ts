/**
 * `infer: true` with an extraction model configured, against a fake OpenAI-compatible server on
 * 127.0.0.1 (never a real provider): the request it gets, the facts it answers stored once, and
 * its failures answered 502/504 with nothing stored or charged.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { parseFacts } from "./llm.js";

interface Seen {
  auth: string | undefined;
  body: { model: string; temperature: number; messages: Array<{ role: string; content: string }> };
}

let fake: Server;
let answer: (res: import("node:http").ServerResponse) => void;
const seen: Seen[] = [];
let svc: TestService;
let apiKey: string;

function completion(content: string) {
  return JSON.stringify({
    id: "x",
    object: "chat.completion",
    choices: [{ index: 0, message: { role: "assistant", content } }],
  });
}

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      if (req.url === "/v1/chat/completions")
        seen.push({ auth: req.headers.authorization, body: JSON.parse(raw) });
      answer(res);
    });
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  svc = await startTestService("memory", {
    env: {
      ...process.env,
      MEMORY_LLM_BASE_URL: base,
      MEMORY_LLM_API_KEY: "fake-provider-key",
      MEMORY_LLM_MODEL: "fake-model",
      MEMORY_LLM_TIMEOUT_MS: "500",
    },
  });
  apiKey = (await createApiKey(svc.db.knex, { name: "llm", creditsMicros: 1_000_000_000 })).key;
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
  await new Promise((r) => fake.close(r));
});

function add() {
  return request(svc.app)
    .post("/v3/memories/add")
    .set("Authorization", `Bearer ${apiKey}`)
    .set("X-Memory-Key", "llm-test-memory-key-0001")
    .send({
      messages: [
        { role: "user", content: "Hi, I just adopted a greyhound called Pixel and I'm moving to Ghent." },
        { role: "assistant", content: "Congratulations!" },
      ],
      user_id: "llm-user",
    });
}

describe("memory_add with an extraction model", () => {
  it("asks the configured model and stores the facts it answers, each once", async () => {
    answer = (res) =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(
          completion(
            '{"facts": ["Adopted a greyhound called Pixel", "Is moving to Ghent", "Is moving to Ghent"]}',
          ),
        );
    const res = await add();
    expect(res.status).toBe(200);
    expect(res.body.results.map((r: { memory: string; event: string }) => [r.memory, r.event])).toEqual([
      ["Adopted a greyhound called Pixel", "ADD"],
      ["Is moving to Ghent", "ADD"],
      ["Is moving to Ghent", "NONE"],
    ]);
    const last = seen.at(-1);
    expect(last?.auth).toBe("Bearer fake-provider-key");
    expect(last?.body).toMatchObject({ model: "fake-model", temperature: 0 });
    expect(last?.body.messages[1]?.content).toContain("user: Hi, I just adopted a greyhound");
  });

  it.each([
    ["an HTTP error", 502, (res: import("node:http").ServerResponse) => res.writeHead(500).end("boom")],
    [
      "something that is not a list of facts",
      502,
      (res: import("node:http").ServerResponse) =>
        res
          .writeHead(200, { "content-type": "application/json" })
          .end(completion("Sure! Here are the facts.")),
    ],
    ["no answer in time", 504, () => {}],
  ])("answers %s from the model with %i, storing and charging nothing", async (_name, status, reply) => {
    answer = reply as typeof answer;
    const before = (await svc.settledKey(apiKey))?.creditsMicros;
    const count = await svc.db.knex("memory_memories").count({ n: "*" });
    const res = await add();
    expect(res.status).toBe(status);
    expect(await svc.db.knex("memory_memories").count({ n: "*" })).toEqual(count);
    expect((await svc.settledKey(apiKey))?.creditsMicros).toBe(before);
  });
});

describe("parseFacts", () => {
  it.each([
    ['{"facts": ["a", "b"]}', ["a", "b"]],
    ['```json\n{"facts": []}\n```', []],
    ['{"facts": [1]}', undefined],
    ["not json", undefined],
  ])("reads %j", (content, want) => {
    expect(parseFacts(completion(content))).toEqual(want);
  });
});
