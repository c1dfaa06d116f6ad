/**
 * Whole requests for an operation as fast-check arbitraries: positive cases (every input
 * valid, the fixture's credentials), and credential cases (none, or a bad one). Negative
 * cases live in `negative.ts`. Each case says what it is, so the checks know what to expect.
 */
import fc from "fast-check";
import { type GenContext, valueArb } from "./arbitraries.js";
import type { CaseKind } from "./checks.js";
import { type Contract, type Operation, type Param, type SecurityScheme, schemeNames } from "./openapi.js";
import { deref, isBinarySchema, isJsonMediaType, type SchemaObject } from "./schema.js";
import type { SchemaValidator } from "./validator.js";
import { asServerSees, type BodyInput, type CaseInputs } from "./wire.js";

/** One request to send, with what it is. */
export interface FuzzCase {
  kind: CaseKind;
  /** What was done to it (negative mutation, credential variant); empty for positive cases. */
  label: string;
  inputs: CaseInputs;
  /** Credential headers sent with it. */
  authHeaders: Record<string, string>;
  credentialsSent: boolean;
  /** An optional header without constraints (an opaque token) was filled with random text. */
  opaque: boolean;
}

/** What building cases needs. */
export interface CaseContext {
  contract: Contract;
  validator: SchemaValidator;
  /** Fixture credentials: scheme name → headers. */
  credentials: Record<string, Record<string, string>>;
  /** Fixture path parameter values by name. */
  pathParams: Record<string, string>;
}

/** Header parameters OpenAPI says to ignore; the request's own machinery sets them. */
const IGNORED_HEADERS = new Set(["content-type", "authorization"]);

/** Parameters the fuzzer fills in. */
export function fuzzableParams(op: Operation): Param[] {
  return op.params.filter((p) => !(p.in === "header" && IGNORED_HEADERS.has(p.name.toLowerCase())));
}

function schemaOf(ctx: CaseContext, p: Param): SchemaObject {
  return typeof p.schema === "object" ? (deref(ctx.contract.doc, p.schema) as SchemaObject) : {};
}

/**
 * A value that is valid by schema but meaningless to the server unless the server issued it:
 * a parameter marked `x-server-issued` (a paging cursor), or an unconstrained string header
 * (an idempotency key).
 */
export function isOpaque(ctx: CaseContext, p: Param): boolean {
  if (p.serverIssued) return true;
  if (p.in !== "header" || p.name.toLowerCase() === "accept") return false;
  const s = schemaOf(ctx, p);
  const constrained = [
    "pattern",
    "format",
    "enum",
    "const",
    "minLength",
    "maxLength",
    "allOf",
    "anyOf",
    "oneOf",
  ];
  return (s.type === "string" || s.type === undefined) && !constrained.some((k) => k in s);
}

/**
 * A required `Accept` parameter without an example or enum: every media type the operation
 * declares, plus `text/event-stream` (streamed answers, which OpenAPI cannot declare) and `*\/*`.
 */
function acceptValue(op: Operation, ctx: CaseContext, p: Param): unknown {
  const s = schemaOf(ctx, p);
  const given = p.example ?? s.const ?? s.default ?? s.examples?.[0] ?? s.enum?.[0];
  if (given !== undefined || s.pattern) return given;
  const declared = Object.values(op.responses).flatMap((r) => r.content.map((c) => c.mediaType));
  return [...new Set([...declared, "application/json", "text/event-stream"]), "*/*;q=0.1"].join(", ");
}

/** The arbitrary of one parameter's valid value. */
export function paramArb(op: Operation, ctx: CaseContext, p: Param): fc.Arbitrary<unknown> {
  if (p.in === "path" && ctx.pathParams[p.name] !== undefined) return fc.constant(ctx.pathParams[p.name]);
  if (p.in === "header" && p.name.toLowerCase() === "accept") {
    const value = acceptValue(op, ctx, p);
    if (value !== undefined) return fc.constant(value);
  }
  const gen: GenContext = { doc: ctx.contract.doc, location: p.in };
  const arb = valueArb(p.schema, gen);
  return p.example === undefined
    ? arb
    : fc.oneof({ weight: 1, arbitrary: fc.constant(p.example) }, { weight: 3, arbitrary: arb });
}

/** The media type positive bodies use: JSON when declared, else the first. */
export function bodyMedia(op: Operation) {
  const content = op.body?.content ?? [];
  return content.find((c) => isJsonMediaType(c.mediaType)) ?? content[0];
}

/** A valid body (or none, for an optional one). */
function bodyArb(op: Operation, ctx: CaseContext): fc.Arbitrary<BodyInput | undefined> {
  const media = bodyMedia(op);
  if (!op.body || !media || media.mediaType.startsWith("multipart/")) return fc.constant(undefined);
  if (isBinarySchema(media.schema)) {
    // Bytes of any kind: sent raw, so never held to "a valid request is accepted" by content.
    const mediaType = media.mediaType.includes("*") ? "application/octet-stream" : media.mediaType;
    const raw = fc.string({ maxLength: 64 }).map((text): BodyInput => ({ mediaType, raw: text }));
    return op.body.required ? raw : fc.option(raw, { nil: undefined, freq: 4 });
  }
  const value = valueArb(media.schema ?? true, { doc: ctx.contract.doc, location: "body" });
  const body = value.map((v): BodyInput => ({ mediaType: media.mediaType, value: v }));
  return op.body.required ? body : fc.option(body, { nil: undefined, freq: 4 });
}

/** The fixture's credential headers for the first scheme of the operation it has, if any. */
export function credentialHeaders(op: Operation, ctx: CaseContext): Record<string, string> | undefined {
  for (const name of schemeNames(op)) if (ctx.credentials[name]) return ctx.credentials[name];
  return undefined;
}

/**
 * Valid inputs for every fuzzable parameter and the body, plus whether an opaque value was
 * filled (never, with `allowOpaque` false).
 */
export function validInputs(
  op: Operation,
  ctx: CaseContext,
  allowOpaque = true,
): fc.Arbitrary<{ inputs: CaseInputs; opaque: boolean }> {
  const params = fuzzableParams(op).filter((p) => allowOpaque || p.required || !isOpaque(ctx, p));
  const slots = params.map((p) => {
    const arb = paramArb(op, ctx, p);
    if (p.required) return arb;
    if (isOpaque(ctx, p))
      return fc.oneof({ weight: 4, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
    return fc.option(arb, { nil: undefined, freq: 3 });
  });
  return fc.tuple(fc.tuple(...slots), bodyArb(op, ctx)).map(([values, body]) => {
    const inputs: CaseInputs = { path: {}, query: {}, header: {}, cookie: {} };
    let opaque = false;
    params.forEach((p, i) => {
      const v = values[i];
      if (v === undefined) return;
      inputs[p.in][p.name] = v;
      if (isOpaque(ctx, p)) opaque = true;
    });
    if (body) inputs.body = body;
    return { inputs, opaque };
  });
}

/** Positive cases: valid inputs with the fixture's credentials. */
export function positiveCases(op: Operation, ctx: CaseContext): fc.Arbitrary<FuzzCase> {
  const auth = credentialHeaders(op, ctx);
  return validInputs(op, ctx).map(({ inputs, opaque }) => ({
    kind: "positive" as const,
    label: opaque ? "random opaque value" : "",
    inputs,
    authHeaders: auth ?? {},
    credentialsSent: auth !== undefined,
    opaque,
  }));
}

/** Whether Ajv confirms every input of a case valid (what the server will see). */
export function inputsValid(op: Operation, ctx: CaseContext, inputs: CaseInputs): boolean {
  for (const p of fuzzableParams(op)) {
    const value = inputs[p.in][p.name];
    if (value === undefined) {
      if (p.required) return false;
      continue;
    }
    if (!ctx.validator.isValid(p.schema, asServerSees(p, value, ctx.contract.doc))) return false;
  }
  const media = bodyMedia(op);
  if (!op.body) return true;
  if (!inputs.body) return !op.body.required;
  if ("raw" in inputs.body || !media) return false;
  return media.schema === undefined || ctx.validator.isValid(media.schema, inputs.body.value);
}

const token = fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/);

/** Headers carrying a credential the server cannot know (random, or the fixture's one altered). */
function badCredential(
  scheme: SecurityScheme,
  real?: Record<string, string>,
): fc.Arbitrary<Record<string, string>> | undefined {
  const tweak = (value: string) => `${value.slice(0, -1)}${value.endsWith("x") ? "y" : "x"}`;
  const realValue = real ? Object.values(real)[0] : undefined;
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic")
    return token.map((t) => ({ Authorization: `Basic ${Buffer.from(`${t}:${t}`).toString("base64")}` }));
  if (scheme.type === "http") {
    const random = token.map((t) => `Bearer ${t}`);
    const values = realValue ? fc.oneof(fc.constant(tweak(realValue)), random) : random;
    return values.map((v) => ({ Authorization: v }));
  }
  if (scheme.type === "apiKey" && scheme.in === "header" && scheme.name) {
    const header = scheme.name;
    const random = token;
    const values = realValue ? fc.oneof(fc.constant(tweak(realValue)), random) : random;
    return values.map((v) => ({ [header]: v }));
  }
  return undefined;
}

/** A labelled family of cases, fuzzed as one property. */
export interface CasePlan {
  label: string;
  arb: fc.Arbitrary<FuzzCase>;
  /** Cases to try before the random ones. */
  examples?: FuzzCase[];
}

/** Cases with no credential, and with a bad one per scheme, for operations that declare a scheme. */
export function authPlans(op: Operation, ctx: CaseContext): CasePlan[] {
  const names = schemeNames(op);
  if (!names.length) return [];
  const variants: Array<{ kind: CaseKind; label: string; arb: fc.Arbitrary<Record<string, string>> }> = [
    { kind: "no-auth", label: "no credentials", arb: fc.constant({}) },
  ];
  for (const name of names) {
    const scheme = ctx.contract.securitySchemes[name];
    const bad = scheme ? badCredential(scheme, ctx.credentials[name]) : undefined;
    if (bad) variants.push({ kind: "bad-auth", label: `bad ${name} credential`, arb: bad });
  }
  return variants.map((v) => ({
    label: v.label,
    arb: fc.tuple(validInputs(op, ctx), v.arb).map(([{ inputs, opaque }, headers]) => ({
      kind: v.kind,
      label: v.label,
      inputs,
      authHeaders: headers,
      credentialsSent: false,
      opaque,
    })),
  }));
}
