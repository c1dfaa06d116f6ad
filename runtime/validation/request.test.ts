import { z } from "zod";
import type { OperationDefinition } from "../contract.js";
import { validateRequest } from "./request.js";

/** A job create body as the generated schemas spell it: a union told apart by `trigger.type`. */
const common = { payload: z.unknown(), name: z.string().min(1).optional() };
const handler = z.string().regex(/^https:\/\//);
const jobInput = z.union([
  z.object({
    trigger: z.object({ type: z.enum(["task"]), delay_seconds: z.int().optional() }),
    handler,
    ...common,
  }),
  z.object({ trigger: z.object({ type: z.enum(["cron"]), schedule: z.string() }), handler, ...common }),
  z.object({
    trigger: z.object({ type: z.enum(["queue"]), queue: z.string() }),
    handler: z.never({ error: "is not taken by queue jobs" }).optional(),
    ...common,
  }),
]);

function op(body: z.ZodType): OperationDefinition {
  return {
    operationId: "create",
    method: "post",
    path: "/jobs",
    expressPath: "/jobs",
    parameters: [],
    requestBody: { required: true, mediaTypes: ["application/json"] },
    responses: {},
    security: { anonymous: true, schemes: [] },
    policy: {},
    errorShape: "envelope",
    schemas: { body, responses: {} },
  } as OperationDefinition;
}

const issuesOf = (schema: z.ZodType, body: unknown) => {
  const result = validateRequest(op(schema), { path: {}, query: {}, headers: {}, cookies: {}, body });
  return result.ok ? [] : result.issues.map(({ name, message }) => ({ name, message }));
};

describe("validateRequest: a value that fits no variant of a union", () => {
  it.each<[string, { body: unknown; want: { name: string; message: string | RegExp }[] }]>([
    [
      "names the member the variant its tag picks refuses",
      {
        body: { trigger: { type: "queue", queue: "q" }, handler: "https://a.example", payload: 1 },
        want: [{ name: "/handler", message: "is not taken by queue jobs" }],
      },
    ],
    [
      "names a member that variant requires",
      {
        body: { trigger: { type: "task" }, payload: 1 },
        want: [{ name: "/handler", message: /expected string/ }],
      },
    ],
    [
      "names every fault of the variant, nested ones included",
      {
        body: { trigger: { type: "cron" }, handler: "ftp://x", payload: 1, name: "" },
        want: [
          { name: "/trigger/schedule", message: /expected string/ },
          { name: "/handler", message: /Invalid string/ },
          { name: "/name", message: /Too small/ },
        ],
      },
    ],
    [
      "names the tag and every value it may take when it picks no variant",
      {
        body: { trigger: { type: "weekly" }, payload: 1 },
        want: [
          {
            name: "/trigger/type",
            message: "Invalid discriminator value. Expected 'task' | 'cron' | 'queue'",
          },
        ],
      },
    ],
  ])("%s", (_name, { body, want }) => {
    const got = issuesOf(jobInput, body);
    expect(got).toHaveLength(want.length);
    want.forEach((w, i) => {
      expect(got[i]?.name).toBe(w.name);
      expect(got[i]?.message).toMatch(w.message);
    });
  });

  it("keeps zod's one issue when the tags cannot tell the variants apart", () => {
    const either = z.union([z.object({ a: z.string() }), z.object({ b: z.int() })]);
    expect(issuesOf(either, { a: 1 })).toEqual([{ name: "/", message: "Invalid input" }]);
  });

  it("finds the variant of a union nested in an array, with the item's index", () => {
    const batch = z.object({ jobs: z.array(jobInput) });
    const body = {
      jobs: [{ trigger: { type: "queue", queue: "q" }, payload: 1, handler: "https://a.example" }],
    };
    expect(issuesOf(batch, body)).toEqual([
      { name: "/jobs/0/handler", message: "is not taken by queue jobs" },
    ]);
  });
});
