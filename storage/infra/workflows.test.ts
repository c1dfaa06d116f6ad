import type { Database } from "../db.js";
import { InvalidCursorError } from "../paging.js";
import { openTestDatabase } from "../testing.js";
import { withTransaction } from "../transactions.js";
import { insertTestProject } from "./testing.js";
import {
  type Blueprint,
  createBlueprint,
  getBlueprint,
  getExecution,
  insertExecution,
  listBlueprints,
  lockExecution,
  overdueExecutions,
  updateExecution,
  updateSteps,
  type WorkflowStepDef,
} from "./workflows.js";

let db: Database;
let projectA: string;
let projectB: string;

beforeAll(async () => {
  db = await openTestDatabase({ boss: false });
  projectA = await insertTestProject(db.knex, "wfa");
  projectB = await insertTestProject(db.knex, "wfb");
});
afterAll(async () => {
  await db?.close();
});

const t0 = new Date("2026-03-01T12:00:00Z");
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

const steps: WorkflowStepDef[] = [
  {
    id: "a",
    job_trigger: { trigger: { type: "task" }, handler: "https://e.x/a" },
    payload_template: { s: "\u0000" },
  },
  { id: "b", job_trigger: { trigger: { type: "queue", queue: "q" } }, depends_on: ["a"] },
];

async function blueprint(projectId = projectA, name = "flow"): Promise<Blueprint> {
  return createBlueprint(db.knex, projectId, { name, steps, maxDurationSec: 60 }, t0);
}

describe("blueprints", () => {
  it("stores a blueprint and reads it back only within its project", async () => {
    const bp = await blueprint();
    expect(bp).toMatchObject({
      projectId: projectA,
      name: "flow",
      description: null,
      steps,
      maxDurationSec: 60,
    });
    expect(await getBlueprint(db.knex, projectA, bp.id)).toEqual(bp);
    expect(await getBlueprint(db.knex, projectB, bp.id)).toBeNull();
    expect(await getBlueprint(db.knex, projectA, "not-a-uuid")).toBeNull();
  });

  it("lists newest first, a page at a time", async () => {
    const project = await insertTestProject(db.knex, "wfl");
    const made: string[] = [];
    for (let i = 0; i < 5; i++)
      made.push(
        (await createBlueprint(db.knex, project, { name: `b${i}`, steps, maxDurationSec: 1 }, at(i))).id,
      );
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = await listBlueprints(db.knex, project, { limit: 2, ...(after ? { after } : {}) });
      seen.push(...page.items.map((b) => b.id));
      after = page.nextAfter ?? undefined;
    } while (after);
    expect(seen).toEqual([...made].reverse());
    await expect(listBlueprints(db.knex, project, { limit: 2, after: "garbage" })).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
  });
});

describe("executions", () => {
  it("inserts an execution with a pending row per step", async () => {
    const bp = await blueprint();
    const { execution, created } = await withTransaction({ knex: db.knex }, (trx) =>
      insertExecution(trx, bp, { inputData: { x: 1 } }, t0),
    );
    expect(created).toBe(true);
    expect(execution).toMatchObject({
      blueprintId: bp.id,
      status: "running",
      inputData: { x: 1 },
      result: null,
      startedAt: t0,
      deadlineAt: at(60),
      completedAt: null,
    });
    expect(execution.steps.map((s) => [s.stepId, s.position, s.status, s.jobId])).toEqual([
      ["a", 0, "pending", null],
      ["b", 1, "pending", null],
    ]);
    expect(await getExecution(db.knex, projectB, execution.id)).toBeNull();
  });

  it("answers the first execution for a repeated idempotency key, also under a race", async () => {
    const bp = await blueprint();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        withTransaction({ knex: db.knex }, (trx) =>
          insertExecution(trx, bp, { inputData: {}, idempotencyKey: "k" }, t0),
        ),
      ),
    );
    expect(new Set(results.map((r) => r.execution.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    const other = await blueprint();
    const again = await withTransaction({ knex: db.knex }, (trx) =>
      insertExecution(trx, other, { inputData: {}, idempotencyKey: "k" }, t0),
    );
    expect(again.created).toBe(true);
    const rows = await db.knex("infra_workflow_steps").where({ execution_id: results[0]?.execution.id });
    expect(rows).toHaveLength(2);
  });

  it("updates steps and the execution under the lock, keeping JSON values exact", async () => {
    const bp = await blueprint();
    const { execution } = await withTransaction({ knex: db.knex }, (trx) =>
      insertExecution(trx, bp, { inputData: {} }, t0),
    );
    const jobId = "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97";
    await withTransaction({ knex: db.knex }, async (trx) => {
      const locked = await lockExecution(trx, projectA, execution.id);
      expect(locked?.id).toBe(execution.id);
      await updateSteps(trx, execution.id, ["a"], {
        status: "completed",
        jobId,
        startedAt: t0,
        completedAt: at(1),
        output: { text: "nul \u0000 kept", n: [1, null] },
      });
      await updateSteps(trx, execution.id, ["b"], { status: "failed", error: "boom", output: null });
      await updateExecution(
        trx,
        execution.id,
        { status: "failed", completedAt: at(2), result: { a: 1 } },
        at(2),
      );
    });
    const read = await getExecution(db.knex, projectA, execution.id);
    expect(read).toMatchObject({ status: "failed", completedAt: at(2), result: { a: 1 } });
    expect(read?.steps[0]).toMatchObject({
      status: "completed",
      jobId,
      output: { text: "nul \u0000 kept", n: [1, null] },
    });
    expect(read?.steps[1]).toMatchObject({ status: "failed", error: "boom", output: null });
    await withTransaction({ knex: db.knex }, async (trx) => {
      expect(await lockExecution(trx, projectB, execution.id)).toBeNull();
    });
  });

  it("serialises two advancers on one execution", async () => {
    const bp = await blueprint();
    const { execution } = await withTransaction({ knex: db.knex }, (trx) =>
      insertExecution(trx, bp, { inputData: {} }, t0),
    );
    const order: string[] = [];
    // Each advancer reads the steps under the lock and starts b only when nobody has yet.
    const advance = (name: string) =>
      withTransaction({ knex: db.knex }, async (trx) => {
        const locked = await lockExecution(trx, projectA, execution.id);
        const b = locked?.steps.find((s) => s.stepId === "b");
        if (b?.status === "pending") {
          order.push(name);
          await updateSteps(trx, execution.id, ["b"], { status: "running" });
        }
      });
    await Promise.all([advance("one"), advance("two")]);
    expect(order).toHaveLength(1);
  });

  it("finds running executions past their deadline", async () => {
    const project = await insertTestProject(db.knex, "wfo");
    const bp = await blueprint(project);
    const { execution } = await withTransaction({ knex: db.knex }, (trx) =>
      insertExecution(trx, bp, { inputData: {} }, t0),
    );
    expect((await overdueExecutions(db.knex, at(59), 100)).map((e) => e.id)).not.toContain(execution.id);
    expect(await overdueExecutions(db.knex, at(60), 100)).toContainEqual({
      id: execution.id,
      projectId: project,
    });
    await updateExecution(db.knex, execution.id, { status: "cancelled" }, at(61));
    expect((await overdueExecutions(db.knex, at(61), 100)).map((e) => e.id)).not.toContain(execution.id);
  });
});
