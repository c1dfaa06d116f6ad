import type { Knex } from "knex";
import { type StepJobs, setStepJobs, stepJobsFor } from "./stepJobs.js";

describe("stepJobsFor", () => {
  afterEach(() => {
    setStepJobs(null);
  });

  it("uses the jobs engine unless a test installs its own, and hands the previous one back", async () => {
    const real = stepJobsFor(null);
    expect(typeof real.create).toBe("function");
    const calls: string[] = [];
    const impl: StepJobs = {
      create: async (_trx, projectId, step, link) => {
        calls.push(`create ${projectId} ${link.executionId}/${link.stepId} ${step.name}`);
        return "job-1";
      },
      cancel: async (_trx, projectId, jobIds) => {
        calls.push(`cancel ${projectId} ${jobIds.join(",")}`);
      },
    };
    expect(setStepJobs(impl)).toBeNull();
    const jobs = stepJobsFor(null);
    const id = await jobs.create(
      {} as Knex,
      "p",
      { jobTrigger: { trigger: { type: "queue", queue: "q" } }, payload: 1, name: "s" },
      { executionId: "e", stepId: "s" },
      new Date(),
    );
    expect(id).toBe("job-1");
    await jobs.cancel({} as Knex, "p", ["a", "b"], new Date());
    expect(calls).toEqual(["create p e/s s", "cancel p a,b"]);
    expect(setStepJobs(null)).toBe(impl);
    expect(stepJobsFor(null)).not.toBe(impl);
  });
});
