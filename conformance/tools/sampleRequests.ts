/**
 * Hand-sized request samples read off a published contract, for smoke-checking a mock or a
 * proxy: one valid request per GET operation without path parameters, and requests that the
 * contract forbids (a wrong enum value, a value failing a pattern, a missing required
 * parameter). Not a fuzzer: it only picks defaults, examples and first enum values.
 */
import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { type ContractVersion, contractPath } from "./services.js";

type Schema = {
  $ref?: string;
  type?: string;
  properties?: Record<string, unknown>;
  required?: string[];
  enum?: unknown[];
  pattern?: string;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema; example?: unknown };
type Ref = { $ref: string };
type SecurityRequirement = Record<string, string[]>;
type SecurityScheme = { type: string; scheme?: string; in?: string; name?: string };
type Operation = {
  operationId?: string;
  parameters?: (Parameter | Ref)[];
  security?: SecurityRequirement[];
  requestBody?: RequestBody | Ref;
};
type RequestBody = { required?: boolean; content?: Record<string, { schema?: Schema }> };
type Document = {
  paths?: Record<string, Record<string, Operation | unknown>>;
  security?: SecurityRequirement[];
  components?: {
    parameters?: Record<string, Parameter>;
    securitySchemes?: Record<string, SecurityScheme>;
    requestBodies?: Record<string, RequestBody>;
    schemas?: Record<string, Schema>;
  };
};

/** A request relative to the service's root. */
export interface SampleRequest {
  /** e.g. `GET /v1/uuid (format="not-an-enum-value")` */
  label: string;
  method: string;
  /** Path and query string, e.g. `/v1/uuid?format=uuid`. */
  path: string;
  headers: Record<string, string>;
  /** A JSON body, already serialised (sent with `Content-Type: application/json`). */
  body?: string;
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

function resolveParameter(doc: Document, p: Parameter | Ref): Parameter {
  if (!("$ref" in p)) return p;
  const name = p.$ref.replace("#/components/parameters/", "");
  const found = doc.components?.parameters?.[name];
  if (!found) throw new Error(`unresolved parameter ${p.$ref}`);
  return found;
}

/** A value the schema accepts, when one can be read off it. */
function sampleValue(p: Parameter): string | undefined {
  const s = p.schema ?? {};
  const v = s.default ?? p.example ?? s.example ?? s.examples?.[0] ?? s.enum?.[0];
  if (v !== undefined) return String(v);
  if (s.type === "integer" || s.type === "number") return String(s.minimum ?? 1);
  if (s.type === "boolean") return "true";
  return undefined;
}

/** Headers satisfying the operation's security, or `{}` when anonymous calls are allowed. */
function credentialHeaders(doc: Document, op: Operation): Record<string, string> | undefined {
  const requirements = op.security ?? doc.security ?? [];
  if (requirements.length === 0 || requirements.some((r) => Object.keys(r).length === 0)) return {};
  const headers: Record<string, string> = {};
  for (const name of Object.keys(requirements[0] ?? {})) {
    const scheme = doc.components?.securitySchemes?.[name];
    if (scheme?.type === "http" && scheme.scheme?.toLowerCase() === "bearer") {
      headers.Authorization = "Bearer mock-token";
    } else if (scheme?.type === "http" && scheme.scheme?.toLowerCase() === "basic") {
      headers.Authorization = `Basic ${Buffer.from("mock:mock").toString("base64")}`;
    } else if (scheme?.type === "apiKey" && scheme.in === "header" && scheme.name) {
      headers[scheme.name] = "mock-key";
    } else {
      return undefined;
    }
  }
  return headers;
}

interface Built {
  op: Operation;
  method: string;
  template: string;
  params: Parameter[];
  /** Valid values for every required parameter (and no optional ones). */
  query: Record<string, string>;
  headers: Record<string, string>;
}

/** Every operation whose required inputs can be filled in from the contract alone. */
function buildable(doc: Document): Built[] {
  const out: Built[] = [];
  for (const [template, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method] as Operation | undefined;
      if (!op) continue;
      const shared = (item.parameters ?? []) as (Parameter | Ref)[];
      const own = (op.parameters ?? []).map((p) => resolveParameter(doc, p));
      const params = [
        ...own,
        ...shared.map((p) => resolveParameter(doc, p)).filter((p) => !own.some((o) => o.name === p.name)),
      ];
      const credentials = credentialHeaders(doc, op);
      if (!credentials) continue;
      const query: Record<string, string> = {};
      const headers: Record<string, string> = { ...credentials };
      let complete = !template.includes("{");
      for (const p of params.filter((p) => p.required)) {
        const value = sampleValue(p);
        if (value === undefined || (p.in !== "query" && p.in !== "header")) complete = false;
        else if (p.in === "query") query[p.name] = value;
        else headers[p.name] = value;
      }
      if (complete) out.push({ op, method: method.toUpperCase(), template, params, query, headers });
    }
  }
  return out;
}

function withQuery(template: string, query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${template}?${qs}` : template;
}

function resolveSchema(doc: Document, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let depth = 0; current?.$ref && depth < 10; depth++) {
    current = doc.components?.schemas?.[current.$ref.replace("#/components/schemas/", "")];
  }
  return current;
}

/** The JSON body schema of an operation whose body is required, if it is an object schema. */
function objectBodySchema(doc: Document, op: Operation): Schema | undefined {
  let body = op.requestBody;
  if (body && "$ref" in body) {
    body = doc.components?.requestBodies?.[body.$ref.replace("#/components/requestBodies/", "")];
  }
  if (!body?.required) return undefined;
  const schema = resolveSchema(doc, body.content?.["application/json"]?.schema);
  return schema && (schema.type === "object" || schema.properties || schema.required) ? schema : undefined;
}

/**
 * A JSON array where the contract wants an object, on the first operation with a required
 * object body: for services whose GET operations take no constrained parameter.
 */
function invalidBody(doc: Document): SampleRequest | undefined {
  const b = buildable(doc).find((b) => b.method !== "GET" && objectBodySchema(doc, b.op));
  if (!b) return undefined;
  return {
    label: `${b.method} ${b.template} (body [] where an object is required)`,
    method: b.method,
    path: withQuery(b.template, b.query),
    headers: { ...b.headers, "Content-Type": "application/json" },
    body: "[]",
  };
}

/** Reads a service's published contract. */
export function loadContract(service: string, version: ContractVersion = "3.1"): Document {
  return parse(readFileSync(contractPath(service, version), "utf8")) as Document;
}

/** One valid request per GET operation without path parameters and without a request body. */
export function validGetRequests(doc: Document): SampleRequest[] {
  return buildable(doc)
    .filter((b) => b.method === "GET" && !b.op.requestBody)
    .map((b) => ({
      label: `GET ${b.template}`,
      method: "GET",
      path: withQuery(b.template, b.query),
      headers: b.headers,
    }));
}

/** A string the pattern rejects, or undefined if none of a few candidates is rejected. */
function violating(pattern: string): string | undefined {
  const re = new RegExp(pattern, "u");
  return ["~not valid~", "", "0", "-1", "zz", " "].find((c) => !re.test(c));
}

/**
 * Requests the contract forbids, on GET operations without a body: a wrong enum value, a
 * value failing a pattern and a non-number for a numeric parameter, where the operation has
 * such query parameters, else a missing required parameter; when no GET operation offers
 * any of those, a JSON array sent as a required object body.
 */
export function invalidRequests(doc: Document): SampleRequest[] {
  const out: SampleRequest[] = [];
  for (const b of buildable(doc).filter((b) => !b.op.requestBody && b.method === "GET")) {
    const pick = (name: string, value: string, why: string): SampleRequest => ({
      label: `${b.method} ${b.template} (${name}=${JSON.stringify(value)}: ${why})`,
      method: b.method,
      path: withQuery(b.template, { ...b.query, [name]: value }),
      headers: b.headers,
    });
    const query = b.params.filter((p) => p.in === "query");
    const enumParam = query.find((p) => p.schema?.enum?.every((v) => typeof v === "string"));
    const patternParam = query.find((p) => p.schema?.pattern && violating(p.schema.pattern) !== undefined);
    const numericParam = query.find((p) => p.schema?.type === "integer" || p.schema?.type === "number");
    const requiredParam = b.params.find((p) => p.required && (p.in === "query" || p.in === "header"));
    if (enumParam) out.push(pick(enumParam.name, "not-an-enum-value", "not in enum"));
    if (patternParam?.schema?.pattern && patternParam !== enumParam) {
      const value = violating(patternParam.schema.pattern) ?? "";
      out.push(pick(patternParam.name, value, `fails ${patternParam.schema.pattern}`));
    }
    if (numericParam) out.push(pick(numericParam.name, "not-a-number", `not ${numericParam.schema?.type}`));
    if (!enumParam && !patternParam && !numericParam && requiredParam) {
      const query = { ...b.query };
      const headers = { ...b.headers };
      delete query[requiredParam.name];
      delete headers[requiredParam.name];
      out.push({
        label: `${b.method} ${b.template} (required ${requiredParam.in} ${requiredParam.name} missing)`,
        method: b.method,
        path: withQuery(b.template, query),
        headers,
      });
    }
  }
  const body = out.length === 0 ? invalidBody(doc) : undefined;
  return body ? [body] : out;
}
