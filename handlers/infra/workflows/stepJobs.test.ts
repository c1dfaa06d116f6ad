import type { Knex } from "knex";
import { ApiError } from "../../../runtime/errors.js";
import { installedStepJobs, type StepJobs, setStepJobs, stepJobs, stepJobsInstalled } from "./stepJobs.js";

describe("setStepJobs", () => {
  afterEach(() => {
    setStepJobs(null);
  });

  it("answers 503 while no implementation is installed, and never runs a job itself", async () => {
    expect(stepJobsInstalled()).toBe(false);
    expect(() => stepJobs()).toThrow(ApiError);
    await expect(
      installedStepJobs.create(
        {} as Knex,
        "p",
        { jobTrigger: {}, payload: {}, name: "n" },
        { executionId: "e", stepId: "s" },
        new Date(),
      ),
    ).rejects.toMatchObject({ code: "unavailable", status: 503 });
  });

  it("routes calls to the installed implementation and hands back the previous one", async () => {
    const calls: string[] = [];
    const impl: StepJobs = {
      create: async (_t, projectId, step) => {
        calls.push(`create ${projectId} ${step.name}`);
        return "job-1";
      },
      cancel: async (_t, _p, ids) => {
        calls.push(`cancel ${ids.join(",")}`);
      },
    };
    expect(setStepJobs(impl)).toBeNull();
    const id = await installedStepJobs.create(
      {} as Knex,
      "p",
      { jobTrigger: {}, payload: 1, name: "n" },
      { executionId: "e", stepId: "s" },
      new Date(),
    );
    await installedStepJobs.cancel({} as Knex, "p", ["a", "b"], new Date());
    expect(id).toBe("job-1");
    expect(calls).toEqual(["create p n", "cancel a,b"]);
    expect(setStepJobs(null)).toBe(impl);
  });
});
