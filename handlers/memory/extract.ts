/**
 * Facts from a conversation. `infer: false`: each user and assistant message as it is.
 * `infer: true` without a model: the deterministic extractor ({@link extractFacts}); with one, the
 * configured OpenAI-compatible chat model ({@link extractWithModel} in llm.ts). Every fact is
 * normalised the same way and hashed for "stored once".
 */
import { createHash } from "node:crypto";

/** A message as the contract admits it. */
export interface Message {
  role: "user" | "assistant" | "system";
  content: string;
}

/** A fact ready to store. */
export interface Fact {
  memory: string;
  hash: string;
  role: "user" | "assistant";
}

/** Longest fact stored, in characters (a verbatim message is at most 8,000). */
export const MAX_FACT_CHARS = 8000;

/** Collapses whitespace and trims; the stored form of a verbatim message. */
export function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** The identity of a fact: SHA-256 of its lower-cased text, whitespace collapsed, final `.` `!` `;` dropped. */
export function factHash(memory: string): string {
  const key = tidy(memory)
    .toLowerCase()
    .replace(/[.!;]+$/, "");
  return createHash("sha256").update(key, "utf8").digest("hex");
}

/** A fact from its text. */
export function fact(memory: string, role: "user" | "assistant"): Fact {
  const text = tidy(memory).slice(0, MAX_FACT_CHARS);
  return { memory: text, hash: factHash(text), role };
}

/** `infer: false`: every user and assistant message as it is (system messages are not stored). */
export function verbatimFacts(messages: readonly Message[]): Fact[] {
  return messages
    .filter((m): m is Message & { role: "user" | "assistant" } => m.role !== "system")
    .map((m) => fact(m.content, m.role))
    .filter((f) => f.memory.length > 0);
}

const FIRST_PERSON = /\b(i|i'm|i've|i'd|i'll|im|my|me|mine|myself|we|we're|our|ours|us)\b/i;
const FILLER = /^(?:(?:and|also|but|so|well|oh|btw|by the way|actually|anyway|plus|ok|okay)\b[,\s]*)+/i;
const SENTENCE_END = /(?<=[.!?;])\s+|\n+/;

/**
 * The deterministic extractor. For each `user` message: cut it into sentences (after `.` `!` `?`
 * `;` followed by a space, and at line breaks); drop questions (ending in `?`); drop leading
 * fillers ("and", "also", "btw", "actually", …); keep a sentence when it has at least two words
 * and speaks in the first person (I, I'm, I've, my, me, mine, myself, we, our, us…); then collapse
 * whitespace, drop the final `.` `!` or `;` and capitalise the first letter. Assistant and system
 * messages give no facts. The same input always gives the same facts, in order.
 */
export function extractFacts(messages: readonly Message[]): Fact[] {
  const out: Fact[] = [];
  for (const message of messages) {
    if (message.role !== "user") continue;
    for (const raw of message.content.split(SENTENCE_END)) {
      let sentence = tidy(raw);
      if (!sentence || sentence.endsWith("?")) continue;
      sentence = sentence
        .replace(FILLER, "")
        .replace(/[.!;]+$/, "")
        .trim();
      if (sentence.split(" ").length < 2 || !FIRST_PERSON.test(sentence)) continue;
      out.push(fact(sentence.charAt(0).toUpperCase() + sentence.slice(1), "user"));
    }
  }
  return out;
}
