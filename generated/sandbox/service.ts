// Generated from spec/sandbox by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { sandboxTools } from "./mcp.js";
import { sandboxOperations } from "./operations.js";

/** sandbox, from spec/sandbox, as the runtime serves it. */
export const sandboxService: ServiceDefinition = {
  name: "sandbox",
  folder: "sandbox",
  title: "Code sandbox",
  version: "1.0.0",
  description:
    "Code sandbox: runs a one-shot Python, JavaScript or TypeScript program (`POST /v1/execute-code`)\nor a shell command (`POST /v1/execute-command`) in isolation and answers its stdout, stderr,\nexit code and the files it wrote (artifacts).\n\n**Isolation.** Each call runs in a fresh bubblewrap sandbox: no network (its own empty network\nnamespace), a read-only root holding only the system's programs and libraries (`/usr`), its own\nprocess and IPC namespaces, an unprivileged user with no capabilities and a seccomp filter (no new\nnamespaces, no BPF, io_uring, keyrings or mounts), an environment holding\nonly fixed variables and the caller's `env`, and two size-capped in-memory folders: the work\nfolder `/work` (the current folder, where `files` are written) and `/tmp`. The program is\nlimited in CPU time, wall time, memory, processes, file size and output; when it exits or its\ntime runs out, every process it started is killed. Python is Debian's 3.11 (with the Debian\npackages installed on the server), JavaScript and TypeScript run on Node.js 24 (TypeScript by\nNode's type stripping: no type checking).\n\n**Results.** A program that fails, times out, runs out of memory or writes too much still\nanswers 200, with `status` saying which (`ok`, `error`, `timeout`, `oom`, `output_limit`),\nthe output it wrote up to the cap, and its exit code or signal.\n\nEach call costs USD 0.002, paid by x402 (USDC) or by prepaid credits on a bearer API key; every\nclient IP gets 3 free calls per UTC day on each route. **Only a 200 is charged**: an invalid\nbody (400), a body too large (413) and a busy or failing sandbox (503) cost nothing.\n\n**Order of checks on a paid route.** An unpaid call with no body is a discovery probe (402 with\nthe x402 terms); any other call is validated first (400, free), then paid (credits, an x402\npayment or the free allowance), then run.",
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  hostedTool: {
    tags: ["code", "sandbox", "python", "javascript", "typescript"],
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: sandboxOperations,
  tools: sandboxTools,
};
