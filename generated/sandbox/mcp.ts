// Generated from spec/sandbox by codegen — run `npm run generate`. Do not edit.

import type { ToolDefinition } from "../../runtime/contract.js";

/** MCP tools of spec/sandbox: one per operation, run through the same pipeline as REST calls. */
export const sandboxTools: ToolDefinition[] = [
  {
    name: "execute_code",
    title: "Run a Python, JavaScript or TypeScript program",
    description:
      "Runs `code` as `/work/main.py` (Python 3.11), `/work/main.js` (Node.js 24; ES module syntax\nis detected) or `/work/main.ts` (Node.js 24, types stripped) in a fresh sandbox, with `files`\nwritten beside it, `stdin` on its standard input and `args` after the file name.\n\nPrice: USD 0.002 per call.",
    inputSchema: {
      type: "object",
      properties: {
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
        body: {
          type: "object",
          required: ["language", "code"],
          properties: {
            files: {
              type: "array",
              items: {
                type: "object",
                required: ["path", "content"],
                properties: {
                  path: {
                    type: "string",
                    minLength: 1,
                    maxLength: 255,
                    pattern:
                      "^(?:[^/\\\\\\u0000-\\u001F\\u007F]*[^./\\\\\\u0000-\\u001F\\u007F][^/\\\\\\u0000-\\u001F\\u007F]*|\\.{3,})(?:/(?:[^/\\\\\\u0000-\\u001F\\u007F]*[^./\\\\\\u0000-\\u001F\\u007F][^/\\\\\\u0000-\\u001F\\u007F]*|\\.{3,}))*$",
                    description:
                      "Where, relative to the work folder `/work` (`data/input.csv`); folders are created. Two files\nmay not share a path, a file may not be another's folder, and `main.py`, `main.js` and\n`main.ts` are the program's own on `execute-code` (400 naming the member).",
                  },
                  content: {
                    type: "string",
                    maxLength: 7000000,
                    description:
                      'The content: text (`encoding: "utf8"`, the default) or base64 bytes (`encoding: "base64"`).',
                  },
                  encoding: {
                    type: "string",
                    enum: ["utf8", "base64"],
                    description: "How `content` is written: `utf8` (default) or `base64`.",
                    default: "utf8",
                  },
                },
                description:
                  "A file written into the work folder before the program starts (Piston's `files`).",
              },
              maxItems: 20,
              description:
                "Files written into the work folder first (at most 20; 5 MiB together by default).",
            },
            stdin: {
              type: "string",
              maxLength: 1048576,
              description: "What the program reads on its standard input (at most 1 MiB); empty by default.",
            },
            timeoutMs: {
              type: "integer",
              format: "int32",
              minimum: 100,
              maximum: 30000,
              description:
                "Wall-clock limit of the run in milliseconds, from 100 to 30000; default `SANDBOX_TIMEOUT_MS`\n(10000). Past it every process of the run is killed and `status` is `timeout`.",
            },
            env: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "value"],
                properties: {
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 128,
                    pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
                    description:
                      "Its name: letters, digits and `_`, not starting with a digit. A name given twice: the last wins.",
                  },
                  value: {
                    type: "string",
                    maxLength: 4096,
                    pattern: "^[^\\u0000]*$",
                    description: "Its value.",
                  },
                },
                description: "An environment variable for the program (E2B's `envs`).",
              },
              maxItems: 50,
              description:
                "Environment variables added to the sandbox's fixed ones (`PATH`, `HOME=/tmp`, `LANG=C.UTF-8`,\n`PYTHONUNBUFFERED=1`…; a caller's variable of the same name replaces it). Nothing of the\nserver's environment is ever passed. At most 50.",
            },
            language: {
              type: "string",
              enum: ["python", "javascript", "typescript"],
              description:
                "`python` (3.11), `javascript` (Node.js 24) or `typescript` (Node.js 24, types stripped).",
            },
            code: {
              type: "string",
              minLength: 1,
              maxLength: 100000,
              description:
                "The program's source, at most 100,000 characters (and `SANDBOX_MAX_CODE_BYTES` UTF-8 bytes).",
            },
            args: {
              type: "array",
              items: {
                type: "string",
                maxLength: 4096,
                pattern: "^[^\\u0000]*$",
                description: "One command-line argument.",
              },
              maxItems: 100,
              description:
                "Arguments after the file name (Python's `sys.argv[1:]`, Node's `process.argv.slice(2)`).",
            },
          },
          description: "The program to run.",
          examples: [
            {
              language: "python",
              code: "import sys\nprint(sys.stdin.read().upper())",
              stdin: "hello",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "status",
        "exitCode",
        "signal",
        "stdout",
        "stderr",
        "stdoutTruncated",
        "stderrTruncated",
        "durationMs",
        "cpuTimeMs",
        "artifacts",
        "omittedArtifacts",
      ],
      properties: {
        status: {
          type: "string",
          enum: ["ok", "error", "timeout", "oom", "output_limit"],
          description: "How the run ended.",
        },
        exitCode: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "The exit code, or null when the program was killed by a signal.",
        },
        signal: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The signal that killed the program (`SIGKILL`, `SIGXCPU`, `SIGSEGV`…), or null.",
        },
        stdout: {
          type: "string",
          description:
            "Standard output as UTF-8 (invalid bytes replaced), up to `SANDBOX_MAX_OUTPUT_BYTES` (1 MiB).",
        },
        stderr: {
          type: "string",
          description: "Standard error, likewise.",
        },
        stdoutTruncated: {
          type: "boolean",
          description: "True when stdout was cut at its cap.",
        },
        stderrTruncated: {
          type: "boolean",
          description: "True when stderr was cut at its cap.",
        },
        durationMs: {
          type: "integer",
          format: "int32",
          minimum: 0,
          description: "The program's wall-clock time, ms (sandbox start-up not included).",
        },
        cpuTimeMs: {
          type: "integer",
          format: "int32",
          minimum: 0,
          description: "CPU time the program (and the children it waited for) used, ms.",
        },
        artifacts: {
          type: "array",
          items: {
            type: "object",
            required: ["path", "size", "encoding", "content", "truncated"],
            properties: {
              path: {
                type: "string",
                description: "Its path relative to the work folder.",
              },
              size: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Its size in bytes on disk (the content may be cut: see `truncated`).",
              },
              encoding: {
                type: "string",
                enum: ["utf8", "base64"],
                description: "`utf8` when the bytes are UTF-8 text, else `base64`.",
              },
              content: {
                type: "string",
                description: "The bytes, as text or base64.",
              },
              truncated: {
                type: "boolean",
                description:
                  "True when `content` holds only the start of the file (the artifacts' byte cap was reached).",
              },
            },
            description: "A file the program created or changed in the work folder.",
          },
          description:
            "Files created or changed in the work folder, by path (at most 20 and 5 MiB by default).",
        },
        omittedArtifacts: {
          type: "array",
          items: {
            type: "object",
            required: ["path", "reason"],
            properties: {
              path: {
                type: "string",
              },
              reason: {
                type: "string",
                enum: ["symlink", "not_regular", "unreadable", "count_limit", "bytes_limit"],
                description: "Why a file of the work folder is not among the artifacts.",
              },
            },
            description: "An entry of the work folder left out of `artifacts`.",
          },
          description: "Work-folder entries left out of `artifacts`, and why (at most 100 listed).",
        },
      },
      description: "How the run went: its status, its output and the files it wrote.",
      examples: [
        {
          status: "ok",
          exitCode: 0,
          signal: null,
          stdout: "45\n",
          stderr: "",
          stdoutTruncated: false,
          stderrTruncated: false,
          durationMs: 21,
          cpuTimeMs: 18,
          artifacts: [
            {
              path: "out.txt",
              size: 2,
              encoding: "utf8",
              content: "45",
              truncated: false,
            },
          ],
          omittedArtifacts: [],
        },
      ],
    },
    annotations: {
      title: "Run a Python, JavaScript or TypeScript program",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
      body: "body",
    },
  },
  {
    name: "execute_command",
    title: "Run a shell command",
    description:
      "Runs `command` with `bash -c` in a fresh sandbox, in the work folder `/work` holding `files`.\nThe system's programs are there (`python3`, `sh`, coreutils…); there is no network.\n\nPrice: USD 0.002 per call.",
    inputSchema: {
      type: "object",
      properties: {
        "PAYMENT-SIGNATURE": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description:
            "x402 v2 payment: base64 JSON `PaymentPayload` signed by the payer's wallet. Not base64: 400;\nbase64 that holds no payment this route accepts: 402 with the terms and the reason.",
        },
        "X-PAYMENT": {
          type: "string",
          maxLength: 16384,
          pattern:
            "^(?:[A-Za-z0-9+/_-]{4})*(?:[A-Za-z0-9+/_-]{4}|[A-Za-z0-9+/_-]{2}(?:==)?|[A-Za-z0-9+/_-]{3}=?)$",
          description: "x402 v1 payment header, accepted for older clients; read as `PAYMENT-SIGNATURE` is.",
        },
        body: {
          type: "object",
          required: ["command"],
          properties: {
            files: {
              type: "array",
              items: {
                type: "object",
                required: ["path", "content"],
                properties: {
                  path: {
                    type: "string",
                    minLength: 1,
                    maxLength: 255,
                    pattern:
                      "^(?:[^/\\\\\\u0000-\\u001F\\u007F]*[^./\\\\\\u0000-\\u001F\\u007F][^/\\\\\\u0000-\\u001F\\u007F]*|\\.{3,})(?:/(?:[^/\\\\\\u0000-\\u001F\\u007F]*[^./\\\\\\u0000-\\u001F\\u007F][^/\\\\\\u0000-\\u001F\\u007F]*|\\.{3,}))*$",
                    description:
                      "Where, relative to the work folder `/work` (`data/input.csv`); folders are created. Two files\nmay not share a path, a file may not be another's folder, and `main.py`, `main.js` and\n`main.ts` are the program's own on `execute-code` (400 naming the member).",
                  },
                  content: {
                    type: "string",
                    maxLength: 7000000,
                    description:
                      'The content: text (`encoding: "utf8"`, the default) or base64 bytes (`encoding: "base64"`).',
                  },
                  encoding: {
                    type: "string",
                    enum: ["utf8", "base64"],
                    description: "How `content` is written: `utf8` (default) or `base64`.",
                    default: "utf8",
                  },
                },
                description:
                  "A file written into the work folder before the program starts (Piston's `files`).",
              },
              maxItems: 20,
              description:
                "Files written into the work folder first (at most 20; 5 MiB together by default).",
            },
            stdin: {
              type: "string",
              maxLength: 1048576,
              description: "What the program reads on its standard input (at most 1 MiB); empty by default.",
            },
            timeoutMs: {
              type: "integer",
              format: "int32",
              minimum: 100,
              maximum: 30000,
              description:
                "Wall-clock limit of the run in milliseconds, from 100 to 30000; default `SANDBOX_TIMEOUT_MS`\n(10000). Past it every process of the run is killed and `status` is `timeout`.",
            },
            env: {
              type: "array",
              items: {
                type: "object",
                required: ["name", "value"],
                properties: {
                  name: {
                    type: "string",
                    minLength: 1,
                    maxLength: 128,
                    pattern: "^[A-Za-z_][A-Za-z0-9_]*$",
                    description:
                      "Its name: letters, digits and `_`, not starting with a digit. A name given twice: the last wins.",
                  },
                  value: {
                    type: "string",
                    maxLength: 4096,
                    pattern: "^[^\\u0000]*$",
                    description: "Its value.",
                  },
                },
                description: "An environment variable for the program (E2B's `envs`).",
              },
              maxItems: 50,
              description:
                "Environment variables added to the sandbox's fixed ones (`PATH`, `HOME=/tmp`, `LANG=C.UTF-8`,\n`PYTHONUNBUFFERED=1`…; a caller's variable of the same name replaces it). Nothing of the\nserver's environment is ever passed. At most 50.",
            },
            command: {
              type: "string",
              minLength: 1,
              maxLength: 100000,
              pattern: "^[^\\u0000]*$",
              description:
                "The command line, run by `bash -c` in `/work`; at most 100,000 characters, no NUL.",
            },
          },
          description: "The shell command to run.",
          examples: [
            {
              command: "ls -la && python3 -c 'print(6*7)'",
            },
          ],
        },
      },
      required: ["body"],
    },
    outputSchema: {
      type: "object",
      required: [
        "status",
        "exitCode",
        "signal",
        "stdout",
        "stderr",
        "stdoutTruncated",
        "stderrTruncated",
        "durationMs",
        "cpuTimeMs",
        "artifacts",
        "omittedArtifacts",
      ],
      properties: {
        status: {
          type: "string",
          enum: ["ok", "error", "timeout", "oom", "output_limit"],
          description: "How the run ended.",
        },
        exitCode: {
          anyOf: [
            {
              type: "integer",
              format: "int32",
            },
            {
              type: "null",
            },
          ],
          description: "The exit code, or null when the program was killed by a signal.",
        },
        signal: {
          anyOf: [
            {
              type: "string",
            },
            {
              type: "null",
            },
          ],
          description: "The signal that killed the program (`SIGKILL`, `SIGXCPU`, `SIGSEGV`…), or null.",
        },
        stdout: {
          type: "string",
          description:
            "Standard output as UTF-8 (invalid bytes replaced), up to `SANDBOX_MAX_OUTPUT_BYTES` (1 MiB).",
        },
        stderr: {
          type: "string",
          description: "Standard error, likewise.",
        },
        stdoutTruncated: {
          type: "boolean",
          description: "True when stdout was cut at its cap.",
        },
        stderrTruncated: {
          type: "boolean",
          description: "True when stderr was cut at its cap.",
        },
        durationMs: {
          type: "integer",
          format: "int32",
          minimum: 0,
          description: "The program's wall-clock time, ms (sandbox start-up not included).",
        },
        cpuTimeMs: {
          type: "integer",
          format: "int32",
          minimum: 0,
          description: "CPU time the program (and the children it waited for) used, ms.",
        },
        artifacts: {
          type: "array",
          items: {
            type: "object",
            required: ["path", "size", "encoding", "content", "truncated"],
            properties: {
              path: {
                type: "string",
                description: "Its path relative to the work folder.",
              },
              size: {
                type: "integer",
                format: "int64",
                minimum: 0,
                description: "Its size in bytes on disk (the content may be cut: see `truncated`).",
              },
              encoding: {
                type: "string",
                enum: ["utf8", "base64"],
                description: "`utf8` when the bytes are UTF-8 text, else `base64`.",
              },
              content: {
                type: "string",
                description: "The bytes, as text or base64.",
              },
              truncated: {
                type: "boolean",
                description:
                  "True when `content` holds only the start of the file (the artifacts' byte cap was reached).",
              },
            },
            description: "A file the program created or changed in the work folder.",
          },
          description:
            "Files created or changed in the work folder, by path (at most 20 and 5 MiB by default).",
        },
        omittedArtifacts: {
          type: "array",
          items: {
            type: "object",
            required: ["path", "reason"],
            properties: {
              path: {
                type: "string",
              },
              reason: {
                type: "string",
                enum: ["symlink", "not_regular", "unreadable", "count_limit", "bytes_limit"],
                description: "Why a file of the work folder is not among the artifacts.",
              },
            },
            description: "An entry of the work folder left out of `artifacts`.",
          },
          description: "Work-folder entries left out of `artifacts`, and why (at most 100 listed).",
        },
      },
      description: "How the run went: its status, its output and the files it wrote.",
      examples: [
        {
          status: "ok",
          exitCode: 0,
          signal: null,
          stdout: "45\n",
          stderr: "",
          stdoutTruncated: false,
          stderrTruncated: false,
          durationMs: 21,
          cpuTimeMs: 18,
          artifacts: [
            {
              path: "out.txt",
              size: 2,
              encoding: "utf8",
              content: "45",
              truncated: false,
            },
          ],
          omittedArtifacts: [],
        },
      ],
    },
    annotations: {
      title: "Run a shell command",
      readOnlyHint: false,
      destructiveHint: false,
      idempotentHint: false,
      openWorldHint: false,
    },
    argumentLocations: {
      "PAYMENT-SIGNATURE": "header",
      "X-PAYMENT": "header",
      body: "body",
    },
  },
];
