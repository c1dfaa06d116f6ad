/**
 * Emits `generated/<service>/operations.ts`: the table the runtime enforces — method, path,
 * parameters, body media types, declared responses, security options, policy from `x-`
 * extensions (`x-price-micro-usd`, `x-free-per-ip-per-day`, `x-access`, `x-owner-scoped`,
 * `x-cost-micro-usd`, `x-rate-limit`, `x-runtime`) and the error shape of the operation.
 */
import { camelCase, expressPath } from "../names.js";
import { deref, type JsonSchema, type OpenApiDocument, type Operation } from "../openapi.js";
import { banner } from "./banner.js";
import {
  bodyKind,
  isBinarySchema,
  primaryMediaType,
  type ServiceContext,
  secondaryFormMediaType,
} from "./context.js";
import { operationSchemasName } from "./schemas.js";

type ErrorShape = "envelope" | "problem" | "message";

function propertiesOf(doc: OpenApiDocument, schema: JsonSchema | undefined): Set<string> {
  const resolved = schema ? deref<JsonSchema>(doc, schema) : undefined;
  const names = new Set(Object.keys(resolved?.properties ?? {}));
  for (const part of resolved?.allOf ?? []) for (const n of propertiesOf(doc, part)) names.add(n);
  return names;
}

/**
 * Which error body family an operation uses, read from the schema of its first 4xx response:
 * `{success, error}` → envelope, `{type, title, status}` → problem (RFC 9457), `{message}`.
 */
export function errorShapeOf(doc: OpenApiDocument, op: Operation): ErrorShape | undefined {
  for (const r of op.responses.filter((r) => r.status.startsWith("4"))) {
    const mediaType = primaryMediaType(r.content);
    if (!mediaType) continue;
    if (mediaType === "application/problem+json") return "problem";
    const props = propertiesOf(doc, r.content[mediaType]);
    if (props.has("success") && props.has("error")) return "envelope";
    if (props.has("title") && props.has("status")) return "problem";
    if (props.has("message")) return "message";
  }
  return undefined;
}

/** The error shape most operations of the service use (used for unknown routes). */
export function defaultErrorShape(ctx: ServiceContext): ErrorShape {
  const counts = new Map<ErrorShape, number>();
  for (const op of ctx.operations) {
    const shape = errorShapeOf(ctx.doc, op);
    if (shape) counts.set(shape, (counts.get(shape) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "problem";
}

function policyOf(op: Operation): Record<string, unknown> {
  const x = op.extensions;
  const policy: Record<string, unknown> = {};
  if (typeof x["x-price-micro-usd"] === "number") policy.priceMicroUsd = x["x-price-micro-usd"];
  else if (typeof x["x-price-usd"] === "number") policy.priceMicroUsd = Math.round(x["x-price-usd"] * 1e6);
  if (typeof x["x-free-per-ip-per-day"] === "number") policy.freePerIpPerDay = x["x-free-per-ip-per-day"];
  if (typeof x["x-access"] === "string") policy.access = x["x-access"];
  if (x["x-owner-scoped"] === true) policy.ownerScoped = true;
  if (typeof x["x-cost-micro-usd"] === "number") policy.costMicroUsd = x["x-cost-micro-usd"];
  if (x["x-rate-limit"]) policy.rateLimit = x["x-rate-limit"];
  if (x["x-payments-webhook"] === true) policy.paymentsWebhook = true;
  if (typeof x["x-upload-limit-bytes"] === "number") policy.uploadLimitBytes = x["x-upload-limit-bytes"];
  if (x["x-user-content"] === true) policy.userContent = true;
  return policy;
}

/** Media types, and how the body travels: raw bytes (`binary`) or a form with `fileParts`. */
function requestBodyEntry(doc: OpenApiDocument, body: NonNullable<Operation["requestBody"]>) {
  const mediaTypes = Object.keys(body.content);
  const primary = primaryMediaType(body.content);
  const kind = primary ? bodyKind(primary) : undefined;
  const formType = kind === "multipart" ? primary : secondaryFormMediaType(body.content);
  const form = formType ? deref<JsonSchema>(doc, body.content[formType]!) : undefined;
  const fileParts = Object.entries(form?.properties ?? {})
    .filter(([, schema]) => isBinarySchema(schema))
    .map(([name]) => name);
  return {
    required: body.required,
    mediaTypes,
    ...(kind === "binary" ? { binary: true } : {}),
    ...(formType ? { fileParts } : {}),
  };
}

function operationEntry(ctx: ServiceContext, op: Operation, fallback: ErrorShape): string {
  const schemasName = operationSchemasName(op);
  const schemaParts = ["path", "query", "headers", "cookies"].filter((part) =>
    op.parameters.some(
      (p) => (p.in === "header" ? "headers" : p.in === "cookie" ? "cookies" : p.in) === part,
    ),
  );
  if (op.requestBody && primaryMediaType(op.requestBody.content)) schemaParts.push("body");
  if (op.requestBody && secondaryFormMediaType(op.requestBody.content)) schemaParts.push("form");
  const schemas = `{ ${[...schemaParts.map((p) => `${p}: ${schemasName}.${p}`), `responses: ${schemasName}.responses`].join(", ")} }`;
  const responses = Object.fromEntries(
    op.responses.map((r) => [
      r.status,
      {
        ...(primaryMediaType(r.content) ? { mediaType: primaryMediaType(r.content) } : {}),
        headers: r.headers.map((h) => ({ name: h.name, required: h.required })),
      },
    ]),
  );
  const slashParams = new Set(
    op.parameters
      .filter((p) => p.in === "path" && p.extensions["x-allow-slashes"] === true)
      .map((p) => p.name),
  );
  const entry = {
    operationId: op.operationId,
    method: op.method,
    path: op.path,
    expressPath: expressPath(op.path, slashParams),
    ...(op.summary ? { summary: op.summary } : {}),
    ...(op.description ? { description: op.description } : {}),
    ...(op.extensions["x-runtime"] ? { runtime: op.extensions["x-runtime"] } : {}),
    parameters: op.parameters.map((p) => ({
      name: p.name,
      in: p.in,
      required: p.required,
      ...(slashParams.has(p.name) ? { allowSlashes: true } : {}),
    })),
    ...(op.requestBody ? { requestBody: requestBodyEntry(ctx.doc, op.requestBody) } : {}),
    responses,
    security: {
      anonymous: !op.security.length || op.security.some((s) => !Object.keys(s).length),
      schemes: [...new Set(op.security.flatMap((s) => Object.keys(s)))],
    },
    policy: policyOf(op),
    errorShape: errorShapeOf(ctx.doc, op) ?? fallback,
  };
  const json = JSON.stringify(entry, null, 2);
  return `${json.slice(0, -2)},\n  "schemas": ${schemas}\n}`;
}

/** Renders the whole `operations.ts` file. */
export function emitOperations(ctx: ServiceContext): string {
  const fallback = defaultErrorShape(ctx);
  const names = ctx.operations.map(operationSchemasName).sort();
  const entries = ctx.operations.map((op) => operationEntry(ctx, op, fallback));
  return [
    banner(ctx.folder),
    'import type { OperationDefinition } from "../../runtime/contract.js";',
    `import { ${names.join(", ")} } from "./schemas.js";\n`,
    `/** Every operation of spec/${ctx.name}, as the runtime enforces it. */`,
    `export const ${camelCase(ctx.name)}Operations: OperationDefinition[] = [\n${entries.join(",\n")}\n];\n`,
  ].join("\n");
}
