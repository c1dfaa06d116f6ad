import { ApiError } from "../../runtime/errors.js";
import { SlotPool } from "./pool.js";

describe("SlotPool", () => {
  it("runs at most `concurrency` at once, queues up to the limit, then answers 503 worker_busy with Retry-After", async () => {
    const pool = new SlotPool(2, 1);
    const gates: (() => void)[] = [];
    const hold = (slot: number) => new Promise<number>((resolve) => gates.push(() => resolve(slot)));
    const first = pool.run(hold);
    const second = pool.run(hold);
    const queued = pool.run(hold);
    expect(pool.stats()).toEqual({ running: 2, queued: 1 });
    const refused = await pool.run(hold).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: "worker_busy", status: 503 });
    expect(Number((refused as ApiError).headers["Retry-After"])).toBeGreaterThanOrEqual(1);
    gates.shift()?.();
    expect(await first).toBe(0);
    // The queued call gets the slot the first one freed.
    await new Promise((resolve) => setImmediate(resolve));
    gates.shift()?.();
    gates.shift()?.();
    expect(await second).toBe(1);
    expect(await queued).toBe(0);
    expect(pool.stats()).toEqual({ running: 0, queued: 0 });
  });

  it("frees the slot when the work fails", async () => {
    const pool = new SlotPool(1, 0);
    await expect(pool.run(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await pool.run(async (slot) => slot)).toBe(0);
  });
});
