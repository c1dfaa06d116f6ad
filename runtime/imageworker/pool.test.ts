import { fileURLToPath } from "node:url";
import { ApiError } from "../errors.js";
import { encodeFrame, FrameReader } from "./framing.js";
import { PythonWorkerPool } from "./pool.js";

const MODULE = fileURLToPath(new URL("./testing/probe_module.py", import.meta.url));
const logged: string[] = [];
let pool: PythonWorkerPool;

beforeAll(() => {
  pool = new PythonWorkerPool(
    { python: "/usr/bin/python3", workers: 2, queueLimit: 1, timeoutMs: 20_000, memoryMb: 2048 },
    (line) => logged.push(line),
  );
});

afterAll(() => pool.close());

const call = (op: string, params: object = {}, timeoutMs?: number) =>
  pool.call({ module: MODULE, op, params }, timeoutMs ? { timeoutMs } : {});

async function failure(promise: Promise<unknown>): Promise<ApiError | Error> {
  return promise.then(
    () => {
      throw new Error("expected a failure");
    },
    (e: Error) => e,
  );
}

describe("the image worker pool", () => {
  it("hands images to a Python module as arrays and takes images back, byte for byte", async () => {
    const data = Buffer.from([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
    const reply = await pool.call<{ params: unknown; shapes: number[][] }>({
      module: MODULE,
      op: "invert",
      params: { a: 1 },
      images: [{ data, width: 2, height: 2, channels: 3 }],
    });
    expect(reply.result).toEqual({ params: { a: 1 }, shapes: [[2, 2, 3]] });
    expect(reply.images[0]).toMatchObject({ width: 2, height: 2, channels: 3 });
    expect([...reply.images[0]!.data]).toEqual([...data].map((b) => 255 - b));
  });

  it("answers the module's InputError as that error naming the member", async () => {
    const err = (await failure(call("refuse"))) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.code).toBe("unprocessable");
    expect(err.issues).toEqual([
      { location: "body", name: "/pattern", message: "the pattern has no texture" },
    ]);
  });

  it("turns any other exception into a server error, with the traceback logged", async () => {
    const err = await failure(call("fail"));
    expect(err).not.toBeInstanceOf(ApiError);
    expect(err.message).toContain("ValueError: a bug in the module");
    // stderr is its own pipe: the traceback may arrive just after the reply.
    for (let i = 0; i < 100 && !logged.join("\n").includes("ValueError"); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logged.join("\n")).toContain("Traceback");
  });

  it("answers 503 worker_crashed when the process dies, and the next call gets a fresh one", async () => {
    const before = pool.stats().restarts;
    expect(((await failure(call("die"))) as ApiError).code).toBe("worker_crashed");
    expect(pool.stats().restarts).toBe(before + 1);
    expect((await call("sleep", { seconds: 0 })).result).toEqual({ slept: 0 });
  });

  it("kills a call past its budget with 504 processing_timeout", async () => {
    const started = Date.now();
    expect(((await failure(call("sleep", { seconds: 30 }, 300))) as ApiError).code).toBe(
      "processing_timeout",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect((await call("sleep", { seconds: 0 })).result).toEqual({ slept: 0 });
  });

  it("queues up to its limit, then answers 503 worker_busy with Retry-After", async () => {
    const calls = [0, 1, 2, 3].map(() =>
      call("sleep", { seconds: 0.3 }).then(
        () => "ok",
        (e: ApiError) => e,
      ),
    );
    const outcomes = await Promise.all(calls);
    expect(outcomes.slice(0, 3)).toEqual(["ok", "ok", "ok"]);
    const busy = outcomes[3] as ApiError;
    expect(busy.code).toBe("worker_busy");
    expect(Number(busy.headers["Retry-After"])).toBeGreaterThanOrEqual(1);
  });
});

describe("the pipe framing", () => {
  it("reassembles frames cut at any byte", () => {
    const image = { data: Buffer.from([1, 2, 3, 4, 5, 6]), width: 2, height: 1, channels: 3 as const };
    const bytes = Buffer.concat([...encodeFrame({ id: 1 }, [image]), ...encodeFrame({ id: 2 }, [])]);
    for (let cut = 1; cut < bytes.length; cut++) {
      const reader = new FrameReader();
      const frames = [...reader.push(bytes.subarray(0, cut)), ...reader.push(bytes.subarray(cut))];
      expect(frames.map((f) => f.header.id)).toEqual([1, 2]);
      expect([...frames[0]!.images[0]!.data]).toEqual([1, 2, 3, 4, 5, 6]);
    }
  });
});
