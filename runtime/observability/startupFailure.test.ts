/**
 * A failure at start is one JSON log line with the error inside (message and stack), never a
 * multi-line stack print: the server (`npm start`) on a database it cannot reach, or given a bad
 * port, and a CLI (`npm run db:migrate`) on a database it cannot reach. Every line either writes
 * parses as JSON.
 */
import { spawn } from "node:child_process";

/** Nothing listens on port 1 of the loopback address: connecting is refused at once. */
const UNREACHABLE = "postgres://nobody:pw@127.0.0.1:1/none";

interface Run {
  code: number | null;
  out: string;
  err: string;
}

function run(script: string, args: string[], env: Record<string, string>): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // Under jest the logger is silent by default; the child must log as in production.
  delete childEnv.JEST_WORKER_ID;
  delete childEnv.LOG_LEVEL;
  return new Promise((resolve, reject) => {
    const child = spawn("node_modules/.bin/tsx", [script, ...args], { env: childEnv });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => {
      out += chunk.toString("utf8");
    });
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString("utf8");
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, out, err }));
    // A process that inherited the pipes (a tool's helper) could hold them open after the child
    // exits, and "close" would never come: its exit, plus a moment to drain, is enough.
    child.on("exit", (code) => setTimeout(() => resolve({ code, out, err }), 2_000).unref());
  });
}

/** Every line of `text` parsed as JSON (throws on a line that is not). */
function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("start-up failures", () => {
  it("the server on an unreachable database: JSON lines only, one fatal line with the error, exit 1", async () => {
    const { code, out, err } = await run("runtime/cli/serve.ts", ["--port", "0"], {
      DATABASE_URL: UNREACHABLE,
    });
    expect(code).toBe(1);
    const lines = [...jsonLines(out), ...jsonLines(err)];
    const fatal = lines.filter((line) => line.level === 60);
    expect(fatal).toHaveLength(1);
    expect(fatal[0]).toMatchObject({
      msg: expect.stringContaining("Cannot connect to PostgreSQL"),
      err: {
        type: "Error",
        message: expect.stringContaining("ECONNREFUSED"),
        stack: expect.stringContaining("assembleDatabase"),
      },
    });
    // The password never reaches the log.
    expect(out + err).not.toContain(":pw@");
  }, 60_000);

  it("the server given a bad port: one JSON error line, exit 2", async () => {
    const { code, out, err } = await run("runtime/cli/serve.ts", ["--port", "70000"], {});
    expect(code).toBe(2);
    expect(err).toBe("");
    expect(jsonLines(out)).toEqual([expect.objectContaining({ level: 50, msg: "invalid port 70000" })]);
  }, 60_000);

  it("a CLI on an unreachable database: one JSON error line on stderr, exit 1", async () => {
    const { code, out, err } = await run("storage/cli/migrate.ts", [], { DATABASE_URL: UNREACHABLE });
    expect(code).toBe(1);
    expect(out).toBe("");
    const lines = jsonLines(err);
    expect(lines.filter((line) => line.level === 50)).toEqual([
      expect.objectContaining({
        msg: expect.stringContaining("Cannot connect to PostgreSQL"),
        err: expect.objectContaining({ stack: expect.any(String) }),
      }),
    ]);
  }, 60_000);
});
