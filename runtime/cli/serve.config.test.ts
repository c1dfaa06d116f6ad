import { spawn } from "node:child_process";

/** Runs `npm start`'s entry with `env` added; resolves with its exit code and output. */
function serve(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "runtime/cli/serve.ts", "--port", "0"], {
      // A folder no test uses: the server must refuse before it opens (or creates) anything.
      env: {
        ...process.env,
        JEST_WORKER_ID: "",
        LOG_LEVEL: "",
        DATABASE_URL: "",
        DATA_DIR: "/nonexistent/never-created",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

describe("npm start with a bad configuration", () => {
  it("lists every problem in one JSON log line and exits 2 before opening anything", async () => {
    const { code, stdout, stderr } = await serve({
      NODE_ENV: "production",
      PORT: "eighty",
      VALIDATE_RESPONSES: "yes",
      ACCOUNT_SALES_TAX_BPS: "-5",
    });
    expect(stderr).toBe("");
    expect(code).toBe(2);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "") as { level: number; problems: string[]; msg: string };
    expect(entry.level).toBe(60);
    expect(entry.msg).toMatch(/^configuration: 6 problem\(s\)/);
    expect(entry.problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      expect.stringMatching(/^NODE_ENV=production without X402_FACILITATOR_URL/),
      expect.stringMatching(/^NODE_ENV=production without STRIPE_SECRET_KEY/),
      'VALIDATE_RESPONSES must be true or false (got "yes")',
      'ACCOUNT_SALES_TAX_BPS must be a whole number from 0 to 10000 (got "-5")',
      expect.stringMatching(/^SECRETS_KEY is required with NODE_ENV=production/),
    ]);
  });
});
