// Generated from spec/memory by codegen — run `npm run generate`. Do not edit.

import type { ServiceDefinition } from "../../runtime/contract.js";
import { memoryTools } from "./mcp.js";
import { memoryOperations } from "./operations.js";

/** memory, from spec/memory, as the runtime serves it. */
export const memoryService: ServiceDefinition = {
  name: "memory",
  folder: "memory",
  title: "Agent memory store",
  version: "1.0.0",
  description:
    'Agent memory store: stores facts from conversations and finds them again, following mem0\'s\nplatform API (`/v3/memories/add`, `/v3/memories/search`, `/v1/memories`). Every call carries a\n`memory_key`, a secret the caller chooses (16 to 256 characters), in `X-Memory-Key` or as the\n`memory_key` member; memories are private to it, and the server keeps only its hash.\n\nMemories belong to entity ids (`user_id`, `agent_id`, `app_id`, `run_id`; at least one per\ncall). `infer: true` extracts facts from the user\'s messages: by default deterministically (the\n`user` messages cut into sentences; kept: statements, not questions, of at least two words that\nspeak in the first person — I, I\'m, my, me, mine, we, our — with fillers such as "also" or "btw"\ndropped at the start; whitespace collapsed, the first letter capitalised, the final `.` `!` `;`\nremoved), or by an OpenAI-compatible chat model when the operator configures one. `infer: false`\nstores each user and assistant message as it is. A fact is stored once per key and entity ids\n(compared case-insensitively, whitespace collapsed): repeating it answers `NONE`.\n\nSearch ranks by PostgreSQL full-text search (stemmed English words) and pg_trgm trigram\nsimilarity, scored from 0 to 1. Memories are kept 365 days, then deleted by a sweep.\n\nEach call is paid per call by x402 (USDC) or prepaid credits on a bearer API key; every client\nIP gets 3 free calls per UTC day per route. **Only a 200 is charged**: a refused call costs\nnothing and uses none of the free allowance.',
  defaultErrorShape: "envelope",
  securitySchemes: {
    ApiKeyBearer: {
      type: "http",
      scheme: "bearer",
    },
  },
  hostedTool: {
    tags: ["memory", "agents", "llm", "search"],
  },
  documentUrl: new URL("./openapi.yaml", import.meta.url),
  llmsTxtUrl: new URL("./llms.txt", import.meta.url),
  operations: memoryOperations,
  tools: memoryTools,
};
