import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import request from "supertest";
import { AiModel } from "../../../generated/infra/schemas.js";
import { startTestService, type TestService } from "../../../runtime/testing/harness.js";
import { expectStatus, newTenant, type Tenant } from "../testing/tenants.js";
import { DEFAULT_AI_MODELS_FILE, loadModelRegistry, parseModelRegistry } from "./registry.js";

let svc: TestService;
let a: Tenant;

beforeAll(async () => {
  svc = await startTestService("infra");
  a = await newTenant(svc, 1_000);
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

describe("AI model catalog routes", () => {
  it("lists every model of the registry, ordered by id, each valid per the contract", async () => {
    const res = await request(svc.app).get("/infra/ai/models").set(a.apiKey);
    expectStatus(res, 200);
    const ids: string[] = res.body.data.map((m: { id: string }) => m.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids).toEqual([...ids].sort());
    expect(ids).toEqual(expect.arrayContaining(["claude-sonnet-4-5", "text-embedding-3-small", "whisper-1"]));
    for (const model of res.body.data) expect(AiModel.strict().safeParse(model).success).toBe(true);
    const shipped = JSON.parse(readFileSync(DEFAULT_AI_MODELS_FILE, "utf8")) as { id: string }[];
    expect(ids).toEqual(shipped.map((m) => m.id).sort());
  });

  it("answers the same at the OpenAI-compatible /v1/models alias", async () => {
    const list = await request(svc.app).get("/infra/ai/models").set(a.apiKey);
    const alias = await request(svc.app).get("/v1/models").set(a.apiKey);
    expectStatus(alias, 200);
    expect(alias.body).toEqual(list.body);
  });

  it("gets one model by id, nullable members as null", async () => {
    const res = await request(svc.app).get("/infra/ai/models/text-embedding-3-small").set(a.apiKey);
    expectStatus(res, 200);
    expect(res.body).toMatchObject({
      id: "text-embedding-3-small",
      provider: "openai",
      capabilities: ["embedding"],
      output_modalities: ["embedding"],
      max_output_tokens: null,
      status: "active",
      deprecated_at: null,
      pricing: { input_per_million_tokens: 0.02, output_per_million_tokens: null, per_request: null },
    });
    const deprecated = await request(svc.app).get("/infra/ai/models/gpt-4o-2024-05-13").set(a.apiKey);
    expect(deprecated.body).toMatchObject({ status: "deprecated", deprecated_at: "2026-06-30T00:00:00Z" });
  });

  it("answers 404 in the error shape for an unknown id, 400 for an id that cannot be one", async () => {
    const res = await request(svc.app).get("/infra/ai/models/no-such-model").set(a.apiKey);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: "not_found" });
    expect(res.body.error).toContain("no-such-model");
    const bad = await request(svc.app).get("/infra/ai/models/Not%20An%20Id").set(a.apiKey);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: "validation_failed" });
    // The rest of the seed's AI family is not served yet.
    expect((await request(svc.app).post("/infra/ai/responses").set(a.apiKey).send({})).status).toBe(404);
  });

  it("answers 401 without a project key, on every route", async () => {
    for (const path of ["/infra/ai/models", "/v1/models", "/infra/ai/models/whisper-1"]) {
      const res = await request(svc.app).get(path);
      expect([path, res.status]).toEqual([path, 401]);
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it("costs one token per call", async () => {
    const balance = async () => {
      const res = await request(svc.app).get(`/projects/${a.projectId}/tokens`).set(a.bearer);
      expectStatus(res, 200);
      return res.body.balance as number;
    };
    const before = await balance();
    await request(svc.app).get("/infra/ai/models").set(a.apiKey);
    expect(await balance()).toBe(before - 1);
  });
});

describe("AI model registry", () => {
  let dir: string;
  const good = () => JSON.parse(readFileSync(DEFAULT_AI_MODELS_FILE, "utf8")) as Record<string, unknown>[];
  const write = (name: string, text: string) => {
    const file = join(dir, name);
    writeFileSync(file, text);
    return file;
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "ai-models-"));
  });

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it("loads the shipped registry, ordered by id, whatever the file's order", () => {
    const file = write("reversed.json", JSON.stringify(good().reverse()));
    const registry = loadModelRegistry(file);
    const ids = registry.models.map((m) => m.id);
    expect(ids).toEqual([...ids].sort());
    expect(registry.byId.get("whisper-1")?.pricing.audio_minute).toBe(0.006);
  });

  it("fails at load naming the file and the problem", () => {
    const missing = join(dir, "missing.json");
    expect(() => loadModelRegistry(missing)).toThrow(`The AI model registry ${missing} cannot be read`);

    const notJson = write("not-json.json", "[{");
    expect(() => loadModelRegistry(notJson)).toThrow(`The AI model registry ${notJson} is not JSON`);

    const notArray = write("object.json", JSON.stringify({ data: good() }));
    expect(() => loadModelRegistry(notArray)).toThrow(/is not valid:\n {2}\(the file\): /);

    const models = good();
    models[2] = { ...models[2], status: "retired" };
    const badStatus = write("bad-status.json", JSON.stringify(models));
    expect(() => loadModelRegistry(badStatus)).toThrow(`The AI model registry ${badStatus} is not valid`);
    expect(() => loadModelRegistry(badStatus)).toThrow("[2].status: ");
  });

  it("refuses missing and unknown members, repeats, and deprecated_at out of step with status", () => {
    const [first, second] = good() as [Record<string, unknown>, Record<string, unknown>];
    const problem = (models: unknown) => {
      try {
        parseModelRegistry(models, "test.json");
      } catch (err) {
        return (err as Error).message;
      }
      return "no error";
    };
    const { supports_tools: _, ...noTools } = first;
    expect(problem([noTools])).toContain("[0].supports_tools: ");
    expect(problem([{ ...first, suports_tools: true }])).toContain("suports_tools");
    expect(problem([{ ...first, pricing: { ...(first.pricing as object), per_token: 1 } }])).toContain(
      "[0].pricing: ",
    );
    expect(problem([{ ...first, pricing: { ...(first.pricing as object), image_step: -1 } }])).toContain(
      "[0].pricing.image_step: ",
    );
    expect(problem([first, { ...second, id: first.id }])).toContain(
      `id "${first.id}" appears more than once`,
    );
    expect(problem([{ ...first, capabilities: ["vision", "vision"] }])).toContain(
      '[0].capabilities: "vision" appears more than once',
    );
    expect(problem([{ ...first, status: "deprecated", deprecated_at: null }])).toContain(
      "[0].deprecated_at: a deprecated model needs deprecated_at",
    );
    expect(problem([{ ...first, status: "active", deprecated_at: "2026-01-01T00:00:00Z" }])).toContain(
      '[0].deprecated_at: must be null unless status is "deprecated"',
    );
    expect(problem([first, second])).toBe("no error");
  });
});
