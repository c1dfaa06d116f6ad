import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import express, { type NextFunction, type Request, type Response } from "express";
import request from "supertest";
import { stringify } from "yaml";
import { createJudge } from "./judge.js";

// A small published document exercising each thing the judge checks.
const document = {
  openapi: "3.1.0",
  info: { title: "judge", version: "1" },
  paths: {
    "/items/{id}": {
      get: {
        responses: {
          "200": { content: { "application/json": { schema: { $ref: "#/components/schemas/Item" } } } },
          "4XX": { $ref: "#/components/responses/Error" },
          "429": {
            description: "limited",
            headers: { "Retry-After": { required: true, schema: { type: "string" } } },
            content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
          },
        },
      },
      delete: { responses: { "204": { description: "gone" } } },
    },
    "/items/search": {
      get: {
        responses: {
          "200": {
            content: {
              "application/json": {
                schema: { anyOf: [{ $ref: "#/components/schemas/Item" }, { type: "null" }] },
              },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Item: {
        type: "object",
        required: ["id", "owner", "at"],
        properties: {
          id: { type: "integer", format: "int32" },
          owner: { type: "string", format: "email" },
          at: { type: "string", format: "date-time" },
        },
      },
      Error: { type: "object", required: ["code"], properties: { code: { type: "string" } } },
    },
    responses: {
      Error: {
        description: "error",
        content: { "application/problem+json": { schema: { $ref: "#/components/schemas/Error" } } },
      },
    },
  },
};
const file = join(mkdtempSync(join(tmpdir(), "judge-")), "openapi.yaml");
writeFileSync(file, stringify(document));
const judge = createJudge(pathToFileURL(file));

const item = { id: 1, owner: "a@example.com", at: "2026-01-01T00:00:00.000Z" };

/** An app behind the judge whose one route answers as `answer` says; returns the violations. */
async function judged(
  method: "get" | "delete",
  path: string,
  answer: (res: Response) => void,
): Promise<{ violations: string[]; status: number }> {
  const violations: string[] = [];
  const app = express();
  app.use(judge);
  app.all("/{*rest}", (_req, res) => answer(res));
  app.use((err: Error, _req: Request, res: Response, _next: NextFunction) => {
    violations.push(err.message);
    res.status(500).json({ judged: err.message });
  });
  const res = await request(app)[method](path);
  return { violations, status: res.status };
}

describe("the harness's independent judge", () => {
  it("passes a conforming answer, through component references", async () => {
    expect(await judged("get", "/items/7", (res) => res.json(item))).toEqual({ violations: [], status: 200 });
  });

  it("flags a body that breaks the schema, formats included", async () => {
    const { violations, status } = await judged("get", "/items/7", (res) =>
      res.json({ ...item, owner: "nobody" }),
    );
    expect(status).toBe(500);
    expect(violations).toEqual(['/response/owner must match format "email"']);
    const wrongType = await judged("get", "/items/7", (res) => res.json({ ...item, id: 1.5 }));
    expect(wrongType.violations).toEqual([expect.stringContaining("/response/id must be integer")]);
  });

  it("flags a status the operation does not declare", async () => {
    const { violations } = await judged("get", "/items/7", (res) => res.status(302).json(item));
    expect(violations).toEqual(["no schema defined for status code '302' in the openapi spec"]);
  });

  it("flags a media type the response does not declare, and accepts the declared one", async () => {
    const wrong = await judged("get", "/items/7", (res) => res.status(404).json({ code: "not_found" }));
    expect(wrong.violations).toEqual([
      "response media type 'application/json' is not declared (declared: application/problem+json)",
    ]);
    const right = await judged("get", "/items/7", (res) =>
      res.status(404).type("application/problem+json").json({ code: "not_found" }),
    );
    expect(right.violations).toEqual([]);
  });

  it("flags a missing required header", async () => {
    const missing = await judged("get", "/items/7", (res) => res.status(429).json({ code: "limited" }));
    expect(missing.violations).toEqual(["response header 'Retry-After' required"]);
    const present = await judged("get", "/items/7", (res) =>
      res.status(429).set("Retry-After", "3").json({ code: "limited" }),
    );
    expect(present.violations).toEqual([]);
  });

  it("flags a body where the response declares none", async () => {
    const { violations } = await judged("delete", "/items/7", (res) => res.status(204).json({}));
    expect(violations).toEqual(["response should NOT have a body"]);
  });

  it("judges a null body by the schema, and prefers a literal path over a parameter", async () => {
    expect((await judged("get", "/items/search", (res) => res.json(null))).violations).toEqual([]);
    // On /items/{id}, null is not an Item.
    expect((await judged("get", "/items/7", (res) => res.json(null))).violations).toEqual([
      "/response must be object",
    ]);
  });

  it("leaves alone what the document does not describe and the runtime's own failures", async () => {
    expect((await judged("get", "/elsewhere", (res) => res.status(418).json({}))).violations).toEqual([]);
    expect((await judged("get", "/items/7", (res) => res.status(503).json({ nope: 1 }))).violations).toEqual(
      [],
    );
  });
});
