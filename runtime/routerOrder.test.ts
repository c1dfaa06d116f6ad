import type { OperationDefinition } from "./contract.js";
import { byPathConcreteFirst } from "./router.js";

const op = (expressPath: string, method = "get") => ({ expressPath, method }) as OperationDefinition;

describe("byPathConcreteFirst", () => {
  it("puts a concrete segment before a parameter where two paths can match one URL", () => {
    const ops = [
      op("/jobs/:job_id"),
      op("/jobs/:job_id", "patch"),
      op("/jobs/claim", "post"),
      op("/jobs/:job_id/runs"),
      op("/jobs/batch", "post"),
      op("/:any/runs"),
    ];
    const order = byPathConcreteFirst(ops).map(([path, group]) => [path, group.map((o) => o.method)]);
    expect(order).toEqual([
      ["/jobs/claim", ["post"]],
      ["/jobs/batch", ["post"]],
      ["/jobs/:job_id", ["get", "patch"]],
      ["/jobs/:job_id/runs", ["get"]],
      ["/:any/runs", ["get"]],
    ]);
  });
});
