/**
 * The memory store's settings, read once when the service is set up; every problem is reported at
 * start, naming the variable. Handlers read the result from `ctx.memory.config`.
 */
import { defineSection, integer, text, url } from "../../runtime/config/define.js";
import { readSection } from "../../runtime/config/read.js";

/** The memory store's variables, registered through `memoryModule.config`. */
export const memoryVariables = defineSection(
  "memory",
  {
    MEMORY_RETENTION_DAYS: {
      description: "how long a memory is kept after it is stored, days; the sweep deletes older ones",
      schema: integer(1, 36_500),
      default: "365",
    },
    MEMORY_LLM_BASE_URL: {
      description:
        "an OpenAI-compatible API (`…/v1`) whose chat model extracts facts for `infer: true`; unset: the deterministic extractor",
      schema: url(),
    },
    MEMORY_LLM_API_KEY: {
      description: "the bearer key of `MEMORY_LLM_BASE_URL` (optional: local servers may need none)",
      schema: text(),
      secret: true,
    },
    MEMORY_LLM_MODEL: {
      description: "the chat model asked to extract facts (with `MEMORY_LLM_BASE_URL`)",
      schema: text(),
      default: "gpt-4o-mini",
    },
    MEMORY_LLM_TIMEOUT_MS: {
      description: "how long one extraction may take, ms; past it `POST /v3/memories/add` answers 504",
      schema: integer(100, 120_000),
      default: "20000",
    },
    MEMORY_EMBEDDINGS_BASE_URL: {
      description:
        "an OpenAI-compatible API (`…/v1`) whose `POST /embeddings` embeds memories and search queries; unset: lexical search only",
      schema: url(),
    },
    MEMORY_EMBEDDINGS_API_KEY: {
      description: "the bearer key of `MEMORY_EMBEDDINGS_BASE_URL` (optional: local servers may need none)",
      schema: text(),
      secret: true,
    },
    MEMORY_EMBEDDINGS_MODEL: {
      description:
        "the embedding model (with `MEMORY_EMBEDDINGS_BASE_URL`); memories embedded by another model count as unembedded",
      schema: text(),
      default: "text-embedding-3-small",
    },
    MEMORY_EMBEDDINGS_TIMEOUT_MS: {
      description:
        "how long one embeddings call may take, ms; past it `POST /v3/memories/add` and `/search` answer 504",
      schema: integer(100, 120_000),
      default: "10000",
    },
  },
  (env) => {
    if (env.MEMORY_LLM_API_KEY?.trim() && !env.MEMORY_LLM_BASE_URL?.trim())
      throw new Error("MEMORY_LLM_API_KEY is set without MEMORY_LLM_BASE_URL");
    if (env.MEMORY_EMBEDDINGS_API_KEY?.trim() && !env.MEMORY_EMBEDDINGS_BASE_URL?.trim())
      throw new Error("MEMORY_EMBEDDINGS_API_KEY is set without MEMORY_EMBEDDINGS_BASE_URL");
  },
);

/** The extraction model, when one is configured. */
export interface LlmConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** The embedding model, when one is configured. */
export interface EmbeddingsConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
}

/** What the memory store is configured with. */
export interface MemoryConfig {
  /** `MEMORY_RETENTION_DAYS` (default 365), in ms. */
  retentionMs: number;
  /** Set when `MEMORY_LLM_BASE_URL` is. */
  llm: LlmConfig | undefined;
  /** Set when `MEMORY_EMBEDDINGS_BASE_URL` is. */
  embeddings: EmbeddingsConfig | undefined;
}

/** The settings from `env`; throws one error listing every variable that does not parse. */
export function memoryConfig(env: Readonly<Record<string, string | undefined>>): MemoryConfig {
  const v = readSection(memoryVariables, env);
  return {
    retentionMs: v.MEMORY_RETENTION_DAYS * 86_400_000,
    llm: v.MEMORY_LLM_BASE_URL
      ? {
          baseUrl: v.MEMORY_LLM_BASE_URL.replace(/\/+$/, ""),
          apiKey: v.MEMORY_LLM_API_KEY,
          model: v.MEMORY_LLM_MODEL,
          timeoutMs: v.MEMORY_LLM_TIMEOUT_MS,
        }
      : undefined,
    embeddings: v.MEMORY_EMBEDDINGS_BASE_URL
      ? {
          baseUrl: v.MEMORY_EMBEDDINGS_BASE_URL.replace(/\/+$/, ""),
          apiKey: v.MEMORY_EMBEDDINGS_API_KEY,
          model: v.MEMORY_EMBEDDINGS_MODEL,
          timeoutMs: v.MEMORY_EMBEDDINGS_TIMEOUT_MS,
        }
      : undefined,
  };
}
