/**
 * The two routes over HTTP: each language runs, files go in and artifacts come out, stdin, args
 * and env reach the program, a failing program answers 200 with `status: "error"`, and every
 * refusal is a 400 naming the member that costs nothing. Every answer is also judged against the
 * published contract by the harness.
 */
import request from "supertest";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";

let svc: TestService;
let key: string;

beforeAll(async () => {
  svc = await startTestService("sandbox");
  key = (await createApiKey(svc.db.knex, { name: "sandbox tests", creditsMicros: 1_000_000n })).key;
});

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const paid = (path: string, body: object) =>
  request(svc.app)
    .post(path)
    .set({ Authorization: `Bearer ${key}` })
    .send(body);

describe("execute_code", () => {
  it.each([
    ["python", "import sys\nprint(sys.version_info[0], 6 * 7)", "3 42\n"],
    ["javascript", "console.log(process.versions.node.split('.')[0] >= 24, 6 * 7)", "true 42\n"],
    [
      "javascript",
      "import { platform } from 'node:os';\nconsole.log(platform(), await Promise.resolve(1))",
      "linux 1\n",
    ],
    ["typescript", "enum Color { Red = 1 }\nconst n: number = Color.Red * 42;\nconsole.log(n)", "42\n"],
  ])("runs %s", async (language, code, stdout) => {
    const res = await paid("/v1/execute-code", { language, code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: "ok",
      exitCode: 0,
      signal: null,
      stdout,
      stderr: "",
      artifacts: [],
    });
  });

  it("writes files beside the program, passes stdin, args and env, and answers created or changed files", async () => {
    const code = [
      "import os, sys",
      "print(open('data/in.txt').read(), sys.stdin.read(), sys.argv[1:], os.environ['GREETING'])",
      "open('data/in.txt', 'a').write('+')",
      "open('out.bin', 'wb').write(bytes([0, 255]))",
      "open('keep.txt', 'w').write('same')",
    ].join("\n");
    const res = await paid("/v1/execute-code", {
      language: "python",
      code,
      stdin: "from stdin",
      args: ["a", "b c"],
      env: [{ name: "GREETING", value: "hi" }],
      files: [
        { path: "data/in.txt", content: "input" },
        { path: "keep.txt", content: Buffer.from("same").toString("base64"), encoding: "base64" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.stdout).toBe("input from stdin ['a', 'b c'] hi\n");
    // keep.txt was rewritten with the same bytes: unchanged, so not an artifact.
    expect(res.body.artifacts).toEqual([
      { path: "data/in.txt", size: 6, encoding: "utf8", content: "input+", truncated: false },
      { path: "out.bin", size: 2, encoding: "base64", content: "AP8=", truncated: false },
    ]);
  });

  it("answers a text artifact of control characters whole (escaped sixfold in JSON)", async () => {
    const res = await paid("/v1/execute-code", {
      language: "python",
      code: "open('ctl.txt', 'w').write('\\x01' * (2 << 20))",
    });
    expect(res.body.status).toBe("ok");
    expect(res.body.artifacts[0]).toMatchObject({
      path: "ctl.txt",
      size: 2 << 20,
      encoding: "utf8",
      truncated: false,
    });
    expect(res.body.artifacts[0].content).toBe("\x01".repeat(2 << 20));
  });

  it("answers a failing program as a 200 with status error, its exit code and stderr", async () => {
    const res = await paid("/v1/execute-code", {
      language: "python",
      code: "import sys\nprint('before')\nsys.exit(3)",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "error", exitCode: 3, stdout: "before\n" });
    const thrown = await paid("/v1/execute-code", {
      language: "javascript",
      code: "throw new Error('boom')",
    });
    expect(thrown.body).toMatchObject({ status: "error", exitCode: 1 });
    expect(thrown.body.stderr).toContain("Error: boom");
  });

  it("keeps the output printed before a timeout (unbuffered), and says timeout", async () => {
    const res = await paid("/v1/execute-code", {
      language: "python",
      code: "import time\nprint('started')\ntime.sleep(60)",
      timeoutMs: 500,
    });
    expect(res.body).toMatchObject({
      status: "timeout",
      stdout: "started\n",
      signal: "SIGKILL",
      exitCode: null,
    });
    expect(res.body.durationMs).toBeLessThan(2000);
  });
});

describe("execute_command", () => {
  it("runs a shell command in /work with the files", async () => {
    const res = await paid("/v1/execute-command", {
      command: "pwd; cat a.txt | tr a-z A-Z; python3 -c 'print(6*7)' > answer.txt; exit 2",
      files: [{ path: "a.txt", content: "shout" }],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "error", exitCode: 2, stdout: "/work\nSHOUT" });
    expect(res.body.artifacts).toEqual([
      { path: "answer.txt", size: 3, encoding: "utf8", content: "42\n", truncated: false },
    ]);
  });
});

describe("refusals", () => {
  it.each([
    ["an unknown language", "/v1/execute-code", { language: "ruby", code: "puts 1" }, "/language"],
    [
      "a path with ..",
      "/v1/execute-code",
      { language: "python", code: "x", files: [{ path: "../etc/passwd", content: "x" }] },
      "/files/0/path",
    ],
    [
      "a path with .. inside",
      "/v1/execute-code",
      { language: "python", code: "x", files: [{ path: "a/../../b", content: "x" }] },
      "/files/0/path",
    ],
    [
      "an absolute path",
      "/v1/execute-code",
      { language: "python", code: "x", files: [{ path: "/etc/passwd", content: "x" }] },
      "/files/0/path",
    ],
    [
      "the program's own file",
      "/v1/execute-code",
      { language: "python", code: "x", files: [{ path: "main.py", content: "x" }] },
      "/files/0/path",
    ],
    [
      "a file inside a file",
      "/v1/execute-code",
      {
        language: "python",
        code: "x",
        files: [
          { path: "a", content: "x" },
          { path: "a/b", content: "y" },
        ],
      },
      "/files/1/path",
    ],
    [
      "a path given twice",
      "/v1/execute-code",
      {
        language: "python",
        code: "x",
        files: [
          { path: "a", content: "x" },
          { path: "a", content: "y" },
        ],
      },
      "/files/1/path",
    ],
    [
      "invalid base64",
      "/v1/execute-code",
      {
        language: "python",
        code: "x",
        files: [{ path: "b.bin", content: "not base64!", encoding: "base64" }],
      },
      "/files/0/content",
    ],
    [
      "code over 100,000 characters",
      "/v1/execute-code",
      { language: "python", code: "#".repeat(100_001) },
      "/code",
    ],
    [
      "code over 100,000 bytes",
      "/v1/execute-code",
      { language: "python", code: "é".repeat(60_000) },
      "/code",
    ],
    [
      "a timeout over the cap",
      "/v1/execute-code",
      { language: "python", code: "x", timeoutMs: 30_001 },
      "/timeoutMs",
    ],
    [
      "a bad variable name",
      "/v1/execute-code",
      { language: "python", code: "x", env: [{ name: "1BAD", value: "x" }] },
      "/env/0/name",
    ],
    ["an empty command", "/v1/execute-command", { command: "" }, "/command"],
  ])("refuses %s with a 400 naming the member, charging nothing", async (_label, path, body, member) => {
    const before = (await svc.settledKey(key))?.creditsMicros;
    const res = await paid(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: "validation_failed" });
    expect(res.body.issues.map((i: { name: string }) => i.name)).toContain(member);
    expect((await svc.settledKey(key))?.creditsMicros).toBe(before);
  });

  it("refuses files over their total size naming the file that passes it", async () => {
    const big = Buffer.alloc(2.6 * 1024 * 1024, 1).toString("base64");
    const res = await paid("/v1/execute-code", {
      language: "python",
      code: "x",
      files: [
        { path: "a.bin", content: big, encoding: "base64" },
        { path: "b.bin", content: big, encoding: "base64" },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.issues[0].name).toBe("/files/1/content");
  });

  it("debits USD 0.002 for a run", async () => {
    const before = (await svc.settledKey(key))?.creditsMicros ?? 0n;
    expect((await paid("/v1/execute-command", { command: "true" })).status).toBe(200);
    expect((await svc.settledKey(key))?.creditsMicros).toBe(before - 2000n);
  });
});
