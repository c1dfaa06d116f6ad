/**
 * Emits `generated/<service>/types.ts`: a TypeScript type per component schema, and per
 * handler operation an `<Op>Input` (validated path, query, headers, body) and an
 * `<Op>Response` union of the `{ status, body, headers }` the contract allows, gathered per
 * tag in a group interface (`<Service><Tag>Handlers`, what one handler file implements) and all
 * together in the `<Service>Handlers` interface. Reads `components.schemas`, `parameters`,
 * `requestBody`, `responses` (status, content, headers) and each operation's first tag.
 */
import { jsDoc, pascalCase, propertyKey, titleCase } from "../names.js";
import type { Operation, Parameter, ResponseSpec } from "../openapi.js";
import { banner } from "./banner.js";
import {
  bodyKind,
  handlerOperations,
  isBinarySchema,
  primaryMediaType,
  type ServiceContext,
  secondaryFormMediaType,
} from "./context.js";
import { tsType } from "./tsType.js";

/** `<Op>Input` / `<Op>Response` type names. */
export function operationTypeNames(op: Operation): { input: string; response: string } {
  const base = pascalCase(op.operationId);
  return { input: `${base}Input`, response: `${base}Response` };
}

/** `uuid` → `UuidHandlers`. */
export function handlersInterfaceName(service: string): string {
  return `${pascalCase(service)}Handlers`;
}

function paramsType(params: Parameter[], refName: (c: string) => string): string {
  const lines = params.map((p) => {
    const present = p.required || p.schema.default !== undefined;
    return `${jsDoc(p.description, "    ")}    ${propertyKey(p.name)}${present ? "" : "?"}: ${tsType(p.schema, { refName, indent: "    " })};`;
  });
  return `{\n${lines.join("\n")}\n  }`;
}

function inputType(op: Operation, refName: (c: string) => string): string {
  const fields: string[] = [];
  const groups = { path: "path", query: "query", header: "headers", cookie: "cookies" } as const;
  for (const [location, key] of Object.entries(groups)) {
    const params = op.parameters.filter((p) => p.in === location);
    if (params.length) fields.push(`  ${key}: ${paramsType(params, refName)};`);
  }
  if (op.requestBody) {
    const mediaType = primaryMediaType(op.requestBody.content);
    const schema = mediaType ? op.requestBody.content[mediaType] : undefined;
    const kind = mediaType ? bodyKind(mediaType) : undefined;
    const body = !schema
      ? "unknown"
      : kind === "binary"
        ? "Upload"
        : kind === "text" && schema.type === "string"
          ? "string"
          : tsType(schema, { refName, defaultsArePresent: true, indent: "  " });
    const form = secondaryFormMediaType(op.requestBody.content);
    // With a form beside the JSON body, exactly one of `body` and `form` is present.
    fields.push(`  body${op.requestBody.required && !form ? "" : "?"}: ${body};`);
    if (form) {
      const formType = tsType(op.requestBody.content[form]!, {
        refName,
        defaultsArePresent: true,
        indent: "  ",
      });
      fields.push(`  /** The body when it came as \`multipart/form-data\` (then \`body\` is absent). */`);
      fields.push(`  form?: ${formType};`);
    }
  }
  const { input } = operationTypeNames(op);
  return `${jsDoc(`Validated input of \`${op.operationId}\`.`)}export interface ${input} {\n${fields.join("\n")}\n}\n`;
}

/** Server-sent events: the handler answers with an {@link EventStream} the runtime writes out. */
const EVENT_STREAM = "text/event-stream";

function responseMember(r: ResponseSpec, refName: (c: string) => string): string {
  const status = /^\d+$/.test(r.status) ? r.status : "number";
  const mediaType = primaryMediaType(r.content);
  const schema = mediaType ? r.content[mediaType] : undefined;
  const fields = [`status: ${status}`];
  if (schema) {
    const kind = bodyKind(mediaType!);
    const body =
      mediaType === EVENT_STREAM
        ? "EventStream"
        : kind === "binary" && isBinarySchema(schema)
          ? "BinaryContent"
          : kind === "text" && schema.type === "string"
            ? "string"
            : tsType(schema, { refName, indent: "  " });
    fields.push(`body: ${body}`);
  }
  // Bytes go out with the stored item's own media type when the contract declares a range (`*/*`).
  if (schema && bodyKind(mediaType!) === "binary" && isBinarySchema(schema))
    fields.push("mediaType?: string");
  if (r.headers.length) {
    const headerFields = r.headers.map(
      (h) => `${propertyKey(h.name)}${h.required ? "" : "?"}: ${tsType(h.schema, { refName })}`,
    );
    fields.push(`headers${r.headers.some((h) => h.required) ? "" : "?"}: { ${headerFields.join("; ")} }`);
  }
  return `  | { ${fields.join("; ")} }`;
}

function responseType(op: Operation, refName: (c: string) => string): string {
  const { response } = operationTypeNames(op);
  const members = op.responses.map((r) => responseMember(r, refName));
  return `${jsDoc(`Every response \`${op.operationId}\` may return.`)}export type ${response} =\n${members.join("\n")};\n`;
}

/**
 * The group interface of one tag: `infra` + `Key-value` → `InfraKeyValueHandlers`, `infra` +
 * `API keys` → `InfraApiKeysHandlers` (acronyms as words, see {@link titleCase}).
 */
export function groupInterfaceName(service: string, tag: string): string {
  return `${pascalCase(service)}${titleCase(tag)}Handlers`;
}

/**
 * One handler as a function-typed property, not a method signature: TypeScript checks a method's
 * parameters both ways (bivariantly), a property's against the contract's input only, so a handler
 * that expects more of its input than the contract promises is a compile error.
 */
function handlerMethod(op: Operation): string {
  const { input, response } = operationTypeNames(op);
  const doc = [op.summary, op.description, `${op.method.toUpperCase()} ${op.path}`]
    .filter(Boolean)
    .join("\n\n");
  return `${jsDoc(doc, "  ")}  ${propertyKey(op.operationId)}: (input: ${input}, ctx: Context) => Promise<${response}>;`;
}

/**
 * The handler operations by first tag, in contract order; untagged ones under "" (they sit on the
 * service's interface itself). Throws when a tag names no interface of its own (no letters or
 * digits), two tags would name the same one, or a group's name is a component's.
 */
export function handlerGroups(ctx: ServiceContext): Map<string, Operation[]> {
  const groups = new Map<string, Operation[]>();
  for (const op of handlerOperations(ctx)) {
    const tag = op.tags[0] ?? "";
    groups.set(tag, [...(groups.get(tag) ?? []), op]);
  }
  const names = new Map<string, string>();
  const taken = new Set(ctx.ids.values());
  for (const tag of groups.keys()) {
    if (!tag) continue;
    const name = groupInterfaceName(ctx.name, tag);
    if (name === handlersInterfaceName(ctx.name))
      throw new Error(`tag "${tag}" has no letters or digits to name its handlers interface`);
    const other = names.get(name);
    if (other !== undefined) throw new Error(`tags "${other}" and "${tag}" both make ${name}`);
    if (taken.has(name)) throw new Error(`tag "${tag}" makes ${name}, which is also a schema's name`);
    names.set(name, tag);
  }
  return groups;
}

function handlersInterface(ctx: ServiceContext): string {
  const groups = handlerGroups(ctx);
  const rendered: string[] = [];
  const parents: string[] = [];
  for (const [tag, ops] of groups) {
    if (!tag) continue;
    const name = groupInterfaceName(ctx.name, tag);
    parents.push(name);
    const description = ctx.doc.tags?.find((t) => t.name === tag)?.description;
    const doc = [`The operations tagged "${tag}": what one handler file implements.`, description]
      .filter(Boolean)
      .join("\n\n");
    rendered.push(`${jsDoc(doc)}export interface ${name} {\n${ops.map(handlerMethod).join("\n")}\n}\n`);
  }
  const methods = (groups.get("") ?? []).map(handlerMethod);
  const owned = handlerOperations(ctx).filter(
    (op) => op.extensions["x-owner-scoped"] === true && op.parameters.some((p) => p.in === "path"),
  );
  if (owned.length) {
    const resolvers = owned.map(
      (op) =>
        `    ${propertyKey(op.operationId)}: (input: ${operationTypeNames(op).input}, ctx: Context) => Promise<string | null>;`,
    );
    const doc =
      "Owners of the records that owner-scoped operations name: the owning user's id, or null when the\nrecord does not exist. The runtime answers 404 / 403 from these before the handler runs.";
    methods.push(`${jsDoc(doc, "  ")}  owners: {\n${resolvers.join("\n")}\n  };`);
  }
  const title = ctx.doc.info.title;
  const extendsClause = parents.length ? ` extends ${parents.join(", ")}` : "";
  const body = methods.length ? `{\n${methods.join("\n")}\n}` : "{}";
  rendered.push(
    `${jsDoc(`Business logic of ${title}: one method per operation; return data, never touch \`res\`.`)}export interface ${handlersInterfaceName(ctx.name)}${extendsClause} ${body}\n`,
  );
  return rendered.join("\n");
}

/** Renders the whole `types.ts` file. */
export function emitTypes(ctx: ServiceContext): string {
  const refName = (c: string) => {
    const id = ctx.ids.get(c);
    if (!id) throw new Error(`unknown component ${c}`);
    return id;
  };
  const schemas = ctx.doc.components?.schemas ?? {};
  const components = ctx.componentOrder.map(
    (name) =>
      `${jsDoc(schemas[name]!.description)}export type ${ctx.ids.get(name)} = ${tsType(schemas[name]!, { refName })};\n`,
  );
  const ops = handlerOperations(ctx).flatMap((op) => [inputType(op, refName), responseType(op, refName)]);
  const streams = handlerOperations(ctx).some((op) =>
    op.responses.some((r) => primaryMediaType(r.content) === EVENT_STREAM),
  );
  const binary = ["BinaryContent", "Upload"].filter((t) =>
    [...components, ...ops].some((s) => new RegExp(`[:|] ${t}\\b`).test(s)),
  );
  return [
    banner(ctx.folder),
    ...(binary.length ? [`import type { ${binary.join(", ")} } from "../../runtime/binary.js";`] : []),
    ctx.customContext
      ? `import type { Context } from "../../handlers/${ctx.folder}/context.js";`
      : 'import type { HandlerContext as Context } from "../../runtime/context.js";',
    ...(streams ? ['import type { EventStream } from "../../runtime/sse/eventStream.js";'] : []),
    "",
    ...components,
    ...ops,
    handlersInterface(ctx),
  ].join("\n");
}
