/**
 * The transport cases of a JSON body: deep (10,000 levels) and wide (50,000 keys) JSON as the
 * whole body and in every any-JSON member, and NUL and lone surrogates — written as JSON escapes
 * in the raw text — in every free string member (`members.ts` finds them).
 */
import type { CaseContext } from "../cases.js";
import type { Operation } from "../openapi.js";
import { isBinarySchema, isJsonMediaType } from "../schema.js";
import { DEEP_LEVELS, deepJson, jsonWith, rawJsonString, WIDE_KEYS, wideJson } from "./bodies.js";
import { bodyMembers, type Member, pointerOf, withMember } from "./members.js";
import type { TransportCase } from "./model.js";
import { type Bases, type RawRequest, withBody } from "./request.js";

/** Deep and wide JSON, NUL and lone surrogates: JSON bodies only. */
export function jsonBodyCases(
  op: Operation,
  ctx: CaseContext,
  bases: Bases,
  low: RawRequest,
  high: RawRequest,
): TransportCase[] {
  const media = op.body?.content.find((c) => isJsonMediaType(c.mediaType) && !isBinarySchema(c.schema));
  const lowBody = bases.low.inputs.body;
  const highBody = bases.high.inputs.body;
  if (!media || !lowBody || "raw" in lowBody || !highBody || "raw" in highBody) return [];
  const out: TransportCase[] = [];
  const schema = media.schema ?? true;
  const wide = (value: unknown, path: Member["path"], base: RawRequest, plain: "low" | "high") => {
    const whole = withMember(
      value,
      path,
      Object.fromEntries(Array.from({ length: WIDE_KEYS }, (_, i) => [`k${i}`, 0])),
    );
    const valid = ctx.validator.isValid(schema, whole);
    return {
      kind: "wide-json" as const,
      label: `${path.length ? `body ${pointerOf(path)}` : "whole body"}: ${WIDE_KEYS} keys`,
      request: withBody(base, jsonWith(value, path, wideJson())),
      expect: valid ? { type: "refusal-or-like-plain" as const, plain } : { type: "refusal" as const },
      bound: "default" as const,
    };
  };
  const deep = (value: unknown, path: Member["path"], base: RawRequest): TransportCase => ({
    kind: "deep-json",
    label: `${path.length ? `body ${pointerOf(path)}` : "whole body"}: ${DEEP_LEVELS} levels`,
    request: withBody(base, jsonWith(value, path, deepJson())),
    expect: { type: "refusal" },
    bound: "default",
  });
  out.push(deep(lowBody.value, [], low), wide(lowBody.value, [], low, "low"));
  for (const m of bodyMembers(ctx.contract.doc, ctx.validator, schema, highBody.value)) {
    if (m.kind === "any")
      out.push(deep(highBody.value, m.path, high), wide(highBody.value, m.path, high, "high"));
    else
      for (const [kind, sequence] of [
        ["nul", "\\u0000"],
        ["surrogate", "\\ud800"],
      ] as const)
        out.push({
          kind,
          label: `body ${pointerOf(m.path)}: "a${sequence}b"`,
          request: withBody(high, jsonWith(highBody.value, m.path, rawJsonString(sequence))),
          expect: { type: "refusal" },
          bound: "default",
        });
  }
  return out;
}
