/**
 * Fact extraction by an OpenAI-compatible chat model (`MEMORY_LLM_BASE_URL`): one
 * `POST {base}/chat/completions` at temperature 0 asking for JSON `{"facts": [string]}`. The URL
 * is the operator's configuration, never a caller's, so it goes out under the `configured` policy.
 * A failure stores nothing: 502 (`upstream_unreachable`, `upstream_error`) or 504 (`upstream_timeout`).
 */
import { ApiError } from "../../runtime/errors.js";
import { post } from "../../runtime/outbound/post.js";
import type { LlmConfig } from "./config.js";
import { type Fact, fact, type Message } from "./extract.js";

/** The instructions the model gets (the conversation follows as the user turn). */
export const EXTRACTION_PROMPT = [
  "You extract durable facts about the user from a conversation, for a memory store.",
  'Answer only JSON: {"facts": ["...", ...]}. Each fact is one short sentence in the user\'s words',
  "(preferences, plans, biography, relationships, constraints). Ignore greetings, questions and",
  'anything only the assistant said. When there is nothing to remember, answer {"facts": []}.',
].join(" ");

/** Most facts taken from one answer. */
const MAX_FACTS = 100;

/** The facts the configured model extracts from `messages`. */
export async function extractWithModel(llm: LlmConfig, messages: readonly Message[]): Promise<Fact[]> {
  const transcript = messages
    .filter((m) => m.role !== "system")
    .map((m) => `${m.role}: ${m.content}`)
    .join("\n");
  const attempt = await post({
    url: `${llm.baseUrl}/chat/completions`,
    policy: "configured",
    timeoutMs: llm.timeoutMs,
    keepBody: true,
    userAgent: "contract-first-apis-memory/1",
    headers: {
      "content-type": "application/json",
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: llm.model,
      temperature: 0,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: EXTRACTION_PROMPT },
        { role: "user", content: transcript },
      ],
    }),
  });
  if (attempt.code === "TIMEOUT")
    throw new ApiError("upstream_timeout", "The extraction model did not answer in time");
  if (!attempt.status) throw new ApiError("upstream_unreachable", "The extraction model cannot be reached");
  if (!attempt.ok)
    throw new ApiError("upstream_error", `The extraction model answered HTTP ${attempt.status}`);
  const facts = parseFacts(attempt.body ?? "");
  if (!facts) throw new ApiError("upstream_error", "The extraction model did not answer a list of facts");
  return facts
    .slice(0, MAX_FACTS)
    .map((f) => fact(f, "user"))
    .filter((f) => f.memory.length > 0);
}

/** The `facts` strings of a chat completion whose message content is `{"facts": [...]}`; undefined otherwise. */
export function parseFacts(body: string): string[] | undefined {
  try {
    const completion = JSON.parse(body) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = completion.choices?.[0]?.message?.content;
    if (typeof content !== "string") return undefined;
    // Some servers wrap JSON in a fenced block despite `response_format`.
    const json = content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");
    const facts = (JSON.parse(json) as { facts?: unknown }).facts;
    if (!Array.isArray(facts) || !facts.every((f) => typeof f === "string")) return undefined;
    return facts;
  } catch {
    return undefined;
  }
}
