/**
 * Negative cases: a valid, authenticated request with exactly one thing broken — a required
 * parameter or body left out, a parameter or body member that breaks its schema (confirmed
 * invalid by Ajv on what the server will see), malformed JSON, or a media type the operation
 * does not accept.
 */
import fc from "fast-check";
import { probeFilter } from "./arbitraries.js";
import {
  bodyMedia,
  type CaseContext,
  type CasePlan,
  credentialHeaders,
  type FuzzCase,
  fuzzableParams,
  validInputs,
} from "./cases.js";
import { edgeCases } from "./edges.js";
import { invalidValues, type Mutation } from "./invalid.js";
import type { Operation } from "./openapi.js";
import { isBinarySchema, isJsonMediaType, mediaTypeCovers } from "./schema.js";
import { asServerSees, type CaseInputs, serializeParam } from "./wire.js";

type Edit = (inputs: CaseInputs) => CaseInputs;

const MALFORMED_JSON = ["{", '{"a":', "[1,", "{'a': 1}", "nul", '{"a":1,}', "tru", "{}}"];
const OTHER_MEDIA_TYPES = ["text/plain", "application/xml", "application/x-fuzz-unknown"];

/** A fault that is always the same edit. */
function fixed(label: string, edit: Edit): Mutation<Edit> {
  return { label, arb: fc.constant(edit), examples: [edit] };
}

/**
 * Keeps the part of a mutation Ajv confirms invalid: its examples that are, and its arbitrary
 * filtered when a sample shows invalid values are common (else the invalid examples alone).
 */
function confirmed<T>(m: Mutation<T>, isInvalid: (v: T) => boolean): Mutation<T> | undefined {
  const examples = m.examples.filter(isInvalid);
  const arb = probeFilter(m.arb, isInvalid) ?? (examples.length ? fc.constantFrom(...examples) : undefined);
  return arb ? { label: m.label, arb, examples } : undefined;
}

/** Turns a mutation of a value into a mutation of the request. */
function asEdit<T>(m: Mutation<T>, label: string, put: (bad: T) => Edit): Mutation<Edit> {
  return { label, arb: m.arb.map(put), examples: m.examples.map(put) };
}

/** Every single-fault edit the operation admits. */
function edits(op: Operation, ctx: CaseContext): Mutation<Edit>[] {
  const out: Mutation<Edit>[] = [];
  const doc = ctx.contract.doc;
  for (const p of fuzzableParams(op)) {
    if (p.required && p.in !== "path")
      out.push(
        fixed(`missing required ${p.in} parameter \`${p.name}\``, (i) => {
          const { [p.name]: _gone, ...rest } = i[p.in];
          return { ...i, [p.in]: rest };
        }),
      );
    // An empty path segment changes the route rather than the parameter: not a useful fault.
    const isInvalid = (v: unknown) =>
      !(p.in === "path" && (serializeParam(p, v)[0]?.[1] ?? "") === "") &&
      !ctx.validator.isValid(p.schema, asServerSees(p, v, doc));
    for (const m of invalidValues(p.schema, { doc, location: p.in })) {
      const ok = confirmed(m, isInvalid);
      if (ok)
        out.push(
          asEdit(ok, `${p.in} \`${p.name}\`: ${m.label}`, (bad) => (i) => ({
            ...i,
            [p.in]: { ...i[p.in], [p.name]: bad },
          })),
        );
    }
  }
  const media = bodyMedia(op);
  if (!op.body || !media) return out;
  if (op.body.required) out.push(fixed("missing required body", ({ body: _gone, ...rest }) => rest));
  // Bytes are never malformed and a `*/*` body takes any media type: nothing to refuse there.
  if (isJsonMediaType(media.mediaType) && !isBinarySchema(media.schema)) {
    const malformed = MALFORMED_JSON.map(
      (raw): Edit =>
        (i) => ({ ...i, body: { mediaType: media.mediaType, raw } }),
    );
    out.push({
      label: "malformed JSON body",
      arb: fc.constantFrom(...malformed),
      examples: malformed.slice(0, 3),
    });
    const other = OTHER_MEDIA_TYPES.find(
      (t) => !op.body!.content.some((c) => mediaTypeCovers(c.mediaType, t)),
    );
    if (other)
      out.push(
        fixed(`body sent as ${other}`, (i) =>
          i.body && !("raw" in i.body)
            ? { ...i, body: { mediaType: other, raw: JSON.stringify(i.body.value) ?? "null" } }
            : { ...i, body: { mediaType: other, raw: "{}" } },
        ),
      );
  }
  if (media.schema !== undefined) {
    const schema = media.schema;
    for (const m of invalidValues(schema, { doc, location: "body" })) {
      const ok = confirmed(m, (v) => !ctx.validator.isValid(schema, v));
      if (ok)
        out.push(
          asEdit(ok, `body: ${m.label}`, (bad) => (i) => ({
            ...i,
            body: { mediaType: media.mediaType, value: bad },
          })),
        );
    }
  }
  return out;
}

/** Labels of the negative cases an operation gets (for reports and tests). */
export function negativeLabels(op: Operation, ctx: CaseContext): string[] {
  return edits(op, ctx).map((e) => e.label);
}

/**
 * Negative cases for an operation, one plan per kind of fault (none when nothing can be
 * broken); each plan first tries its canonical faults on the operation's low edge case.
 */
export function negativePlans(op: Operation, ctx: CaseContext): CasePlan[] {
  const auth = credentialHeaders(op, ctx);
  const base = edgeCases(op, ctx)[0]!.inputs;
  const toCase = (label: string, inputs: CaseInputs): FuzzCase => ({
    kind: "negative",
    label,
    inputs,
    authHeaders: auth ?? {},
    credentialsSent: auth !== undefined,
    opaque: false,
  });
  return edits(op, ctx).map((e) => ({
    label: e.label,
    arb: fc
      .tuple(validInputs(op, ctx, false), e.arb)
      .map(([{ inputs }, edit]) => toCase(e.label, edit(inputs))),
    examples: e.examples.map((edit) => toCase(e.label, edit(base))),
  }));
}
