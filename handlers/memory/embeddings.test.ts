/**
 * Search with an embeddings provider configured, against a fake OpenAI-compatible server on
 * 127.0.0.1 (never a real provider). The fake embeds deterministically: a bag of words, each word
 * (after a synonym map, stop words out) hashed to one of {@link DIMS} dimensions, so "puppy" and
 * "greyhound" meet without sharing a letter. Covered: a related query with no shared word finds
 * the memory only with embeddings; scores stay within [0, 1]; provider failures answer 502/504 with
 * nothing stored or charged; a model change makes old rows lexical again; the key goes out as the
 * bearer and nowhere else (responses, logs).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import { pino } from "pino";
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { embed, parseEmbeddings } from "./embeddings.js";

const DIMS = 32;
const PROVIDER_KEY = "sk-fake-embeddings-provider-key-4242";
const MEMORY_KEY = "embeddings-test-memory-key-0001";

const SYNONYMS: Record<string, string> = {
  puppy: "canine",
  dog: "canine",
  greyhound: "canine",
  hound: "canine",
  city: "town",
  ghent: "town",
};
const STOP = new Set([
  "a",
  "an",
  "the",
  "i",
  "my",
  "is",
  "to",
  "do",
  "have",
  "what",
  "which",
  "called",
  "own",
]);

/** The fake's embedding of `text`: hashed bag of words (plus a constant dimension, never zero). */
function fakeEmbedding(text: string, dims = DIMS): number[] {
  const v = new Array(dims).fill(0);
  v[0] = 0.01;
  for (const raw of text.toLowerCase().match(/[a-z]+/g) ?? []) {
    if (STOP.has(raw)) continue;
    const word = SYNONYMS[raw] ?? raw;
    let h = 0;
    for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[1 + (h % (dims - 1))] += 1;
  }
  return v;
}

interface Seen {
  auth: string | undefined;
  body: { model: string; input: string[] };
}

type Answer = (res: ServerResponse, body: Seen["body"]) => void;

/** The well-behaved provider: `data` in reverse order with `index`, as servers may. */
const honest: Answer = (res, body) =>
  res.writeHead(200, { "content-type": "application/json" }).end(
    JSON.stringify({
      object: "list",
      model: body.model,
      data: body.input
        .map((t, index) => ({ object: "embedding", index, embedding: fakeEmbedding(t) }))
        .reverse(),
    }),
  );

let fake: Server;
let answer: Answer = honest;
const seen: Seen[] = [];
let base: string;
let plain: TestService;
let svc: TestService;
let apiKey: string;
let plainKey: string;
const logged: string[] = [];

function env(extra: Record<string, string>) {
  return { ...process.env, MEMORY_LLM_BASE_URL: "", MEMORY_EMBEDDINGS_BASE_URL: "", ...extra };
}

function embeddingsEnv(model = "fake-embed-1") {
  return env({
    MEMORY_EMBEDDINGS_BASE_URL: base,
    MEMORY_EMBEDDINGS_API_KEY: PROVIDER_KEY,
    MEMORY_EMBEDDINGS_MODEL: model,
    MEMORY_EMBEDDINGS_TIMEOUT_MS: "400",
  });
}

beforeAll(async () => {
  fake = createServer((req: IncomingMessage, res) => {
    let raw = "";
    req.on("data", (c) => (raw += c));
    req.on("end", () => {
      const body = JSON.parse(raw) as Seen["body"];
      if (req.url === "/v1/embeddings") seen.push({ auth: req.headers.authorization, body });
      answer(res, body);
    });
  });
  await new Promise<void>((r) => fake.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  plain = await startTestService("memory", { env: env({}) });
  svc = await startTestService("memory", { env: embeddingsEnv() });
  // Everything the service logs, at every level, to look for the provider's key.
  const sink = new Writable({
    write(chunk, _enc, done) {
      logged.push(String(chunk));
      done();
    },
  });
  (svc.deps as { log: unknown }).log = pino({ level: "trace" }, sink);
  apiKey = (await createApiKey(svc.db.knex, { name: "emb", creditsMicros: 1_000_000_000 })).key;
  plainKey = (await createApiKey(plain.db.knex, { name: "plain", creditsMicros: 1_000_000_000 })).key;
});
afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  expect(plain.violations()).toEqual([]);
  await svc.close();
  await plain.close();
  await new Promise((r) => fake.close(r));
});

function add(s: TestService, key: string, body: object) {
  return request(s.app)
    .post("/v3/memories/add")
    .set("Authorization", `Bearer ${key}`)
    .set("X-Memory-Key", MEMORY_KEY)
    .send(body);
}
function search(s: TestService, key: string, body: object) {
  return request(s.app)
    .post("/v3/memories/search")
    .set("Authorization", `Bearer ${key}`)
    .set("X-Memory-Key", MEMORY_KEY)
    .send(body);
}
const conversation = (user_id: string, ...contents: string[]) => ({
  messages: contents.map((content) => ({ role: "user", content })),
  user_id,
  infer: false,
});
type Hit = {
  memory: string;
  score: number;
  score_breakdown: { fulltext: number; trigram: number; semantic?: number };
};

describe("search with an embeddings provider", () => {
  it("finds a related memory that shares no word with the query only when embeddings are configured", async () => {
    const facts = conversation("u1", "Adopted a greyhound called Pixel", "Likes green tea with honey");
    expect((await add(plain, plainKey, facts)).status).toBe(200);
    const added = await add(svc, apiKey, facts);
    expect(added.status).toBe(200);
    // One call for both facts, with the bearer key and the configured model.
    const call = seen.at(-1);
    expect(call?.auth).toBe(`Bearer ${PROVIDER_KEY}`);
    expect(call?.body).toEqual({
      model: "fake-embed-1",
      input: ["Adopted a greyhound called Pixel", "Likes green tea with honey"],
    });

    const query = { query: "puppy", filters: { user_id: "u1" } };
    const without = await search(plain, plainKey, query);
    expect(without.status).toBe(200);
    expect(without.body.results).toEqual([]);
    const withEmb = await search(svc, apiKey, query);
    expect(withEmb.status).toBe(200);
    const hits = withEmb.body.results as Hit[];
    expect(hits.map((h) => h.memory)).toEqual(["Adopted a greyhound called Pixel"]);
    expect(hits[0]?.score_breakdown.semantic).toBeGreaterThan(0.4);
    // Half semantic, half lexical (0.7 full text + 0.3 trigram: no word shared, a trigram or two may be).
    const { fulltext, trigram, semantic = 0 } = hits[0]!.score_breakdown;
    expect(fulltext).toBe(0);
    expect(hits[0]?.score).toBeCloseTo(0.5 * semantic + 0.5 * (0.7 * fulltext + 0.3 * trigram), 3);
    expect(seen.at(-1)?.body.input).toEqual(["puppy"]);
  });

  it("keeps every score within [0, 1] and blends lexical and semantic parts", async () => {
    await add(svc, apiKey, conversation("u2", "Green tea", "Tea tea tea", "Moving to Ghent next spring"));
    for (const q of ["green tea", "tea", "the city", "a", "Ghent hound tea green"]) {
      const res = await search(svc, apiKey, {
        query: q,
        filters: { user_id: "u2" },
        threshold: 0,
        top_k: 50,
      });
      expect(res.status).toBe(200);
      for (const h of res.body.results as Hit[]) {
        expect(h.score).toBeGreaterThanOrEqual(0);
        expect(h.score).toBeLessThanOrEqual(1);
        expect(h.score_breakdown.semantic).toBeGreaterThanOrEqual(0);
        expect(h.score_breakdown.semantic).toBeLessThanOrEqual(1);
      }
    }
    const exact = await search(svc, apiKey, { query: "Green tea", filters: { user_id: "u2" } });
    expect((exact.body.results as Hit[])[0]).toMatchObject({ memory: "Green tea", score: 1 });
  });

  it.each([
    ["an HTTP 500", 502, ((res) => res.writeHead(500).end(`bad key ${PROVIDER_KEY}`)) as Answer],
    ["no answer in time", 504, (() => {}) as Answer],
    [
      "one embedding too few",
      502,
      ((res, body) =>
        res.writeHead(200).end(
          JSON.stringify({
            data: body.input.slice(1).map((t, index) => ({ index, embedding: fakeEmbedding(t) })),
          }),
        )) as Answer,
    ],
    [
      "embeddings of different dimensions",
      502,
      ((res, body) =>
        res.writeHead(200).end(
          JSON.stringify({
            data: body.input.map((t, index) => ({ index, embedding: fakeEmbedding(t, DIMS + index) })),
          }),
        )) as Answer,
    ],
    [
      "a number that is not finite",
      502,
      ((res, body) =>
        res
          .writeHead(200)
          .end(
            `{"data": [${body.input.map((_, i) => `{"index": ${i}, "embedding": [1, "NaN"]}`).join(",")}]}`,
          )) as Answer,
    ],
    ["not JSON", 502, ((res) => res.writeHead(200).end("<html>")) as Answer],
  ])("answers %s from the provider with %i, storing and charging nothing", async (name, status, reply) => {
    answer = reply;
    try {
      const before = (await svc.settledKey(apiKey))?.creditsMicros;
      const count = await svc.db.knex("memory_memories").count({ n: "*" });
      const added = await add(svc, apiKey, conversation("u3", "Plays the cello", "Runs on Sundays"));
      expect(added.status).toBe(status);
      expect(added.body.code).toMatch(/^upstream_(error|timeout)$/);
      expect(JSON.stringify(added.body)).not.toContain(PROVIDER_KEY);
      expect(await svc.db.knex("memory_memories").count({ n: "*" })).toEqual(count);
      expect((await svc.settledKey(apiKey))?.creditsMicros).toBe(before);
      // One query vector cannot disagree with itself about its dimension.
      if (name === "embeddings of different dimensions") return;
      const searched = await search(svc, apiKey, { query: "cello", filters: { user_id: "u3" } });
      expect(searched.status).toBe(status);
      expect(searched.body.code).toMatch(/^upstream_(error|timeout)$/);
      expect((await svc.settledKey(apiKey))?.creditsMicros).toBe(before);
    } finally {
      answer = honest;
    }
  });

  it("treats memories embedded by another model as unembedded (lexical score only)", async () => {
    await add(svc, apiKey, conversation("u4", "Walks the greyhound at dawn"));
    const other = await startTestService("memory", { db: svc.db, env: embeddingsEnv("fake-embed-2") });
    try {
      const key = (await createApiKey(other.db.knex, { name: "other", creditsMicros: 1_000_000_000 })).key;
      const related = await search(other, key, { query: "puppy", filters: { user_id: "u4" } });
      expect(related.status).toBe(200);
      expect(related.body.results).toEqual([]);
      const lexical = await search(other, key, { query: "greyhound dawn", filters: { user_id: "u4" } });
      const hit = (lexical.body.results as Hit[])[0];
      expect(hit?.memory).toBe("Walks the greyhound at dawn");
      expect(hit?.score_breakdown.semantic).toBeUndefined();
      // The lexical score alone: fulltext alone without pg_trgm (PGlite), else 0.7 / 0.3.
      const { fulltext, trigram } = hit?.score_breakdown ?? { fulltext: 0, trigram: 0 };
      const want = trigram === 0 ? fulltext : 0.7 * fulltext + 0.3 * trigram;
      expect(hit?.score).toBeCloseTo(want, 3);
      // Adding the same fact again under the new model embeds the stored memory by it.
      expect(
        (await add(other, key, conversation("u4", "Walks the greyhound at dawn"))).body.results[0].event,
      ).toBe("NONE");
      const again = await search(other, key, { query: "puppy", filters: { user_id: "u4" } });
      expect((again.body.results as Hit[]).map((h) => h.memory)).toEqual(["Walks the greyhound at dawn"]);
      expect(other.violations()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it("treats memories whose dimension differs from the query's as unembedded", async () => {
    answer = (res, body) =>
      res.writeHead(200).end(
        JSON.stringify({
          data: body.input.map((t, index) => ({ index, embedding: fakeEmbedding(t, DIMS + 3) })),
        }),
      );
    try {
      const res = await search(svc, apiKey, { query: "puppy", filters: { user_id: "u1" } });
      expect(res.status).toBe(200);
      expect(res.body.results).toEqual([]);
    } finally {
      answer = honest;
    }
  });

  it("never logs the provider's key", () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join("\n")).not.toContain(PROVIDER_KEY);
  });
});

describe("embed", () => {
  it("answers unit vectors in input order, and maps an unreachable provider to upstream_unreachable", async () => {
    const config = { baseUrl: base, apiKey: undefined, model: "m", timeoutMs: 1000 };
    const [a, b] = await embed(config, ["tea", "greyhound"]);
    expect(a?.reduce((s, x) => s + x * x, 0)).toBeCloseTo(1, 5);
    expect(seen.at(-1)?.auth).toBeUndefined();
    expect(Array.from(b ?? [])).not.toEqual(Array.from(a ?? []));
    await expect(embed({ ...config, baseUrl: "http://127.0.0.1:1/v1" }, ["x"])).rejects.toMatchObject({
      code: "upstream_unreachable",
    });
    expect(await embed(config, [])).toEqual([]);
  });

  it.each([
    [
      '{"data": [{"embedding": [1, 2]}, {"embedding": [3, 4]}]}',
      2,
      [
        [1, 2],
        [3, 4],
      ],
    ],
    ['{"data": [{"index": 1, "embedding": [1]}, {"index": 0, "embedding": [2]}]}', 2, [[2], [1]]],
    [
      '{"data": [{"index": 0, "embedding": [1]}, {"index": 0, "embedding": [2]}]}',
      2,
      "answered embeddings out of order",
    ],
    ['{"data": [{"embedding": [0, 0]}]}', 1, "answered a zero embedding"],
    ['{"data": [{"embedding": []}]}', 1, "answered an embedding that is not a list of finite numbers"],
    ['{"data": {}}', 1, "did not answer a list of embeddings"],
  ])("parses %s", (body, count, want) => {
    expect(parseEmbeddings(body, count)).toEqual(want);
  });
});
