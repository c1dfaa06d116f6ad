/**
 * Writes the error catalogue (runtime/errorCatalogue.ts) into a published document, so every
 * client, mock, fuzzer and reference page reads the codes an operation can answer:
 *
 * - `components.schemas.ErrorCode`: every code the service can answer (the runtime's `any` and
 *   `service` codes on any request, the priced and declared ones where they apply), with
 *   `x-enum-descriptions` (one per value, openapi-generator's and Scalar's spelling) and a
 *   table of status, code and meaning in its description; the error models' `code` member
 *   refers to it.
 * - each error response (status >= 400) whose body is an error model with a `code` member
 *   refers to a component narrowing it, `allOf: [<model>, {properties: {code: {enum}}}]`, named
 *   after the model, the status and what it adds (`ErrorEnvelope402Priced`): operations that
 *   answer the same codes share one; the response's description lists them too.
 *
 * An operation's codes for a status are the catalogue's codes of that status whose scope is
 * `any`, `priced` when the operation has a price, and `declared` codes named by `@errorCodes`
 * (`x-error-codes`) on the operation or on the service. A declared code the catalogue does not
 * know, or one whose status the operation does not declare, fails generation; so does an error
 * response no catalogue code covers.
 */
import { ERRORS, type ErrorCode, type ErrorEntry, isErrorCode } from "../runtime/errorCatalogue.js";

type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);

const METHODS = new Set(["get", "put", "post", "delete", "patch", "head", "options", "trace"]);

/** The component name of the code enum. */
export const ERROR_CODE_SCHEMA = "ErrorCode";

/** One change to the document: the value to set at a path. */
export interface Rewrite {
  path: (string | number)[];
  value: unknown;
}

const CATALOGUE = Object.entries(ERRORS) as [ErrorCode, ErrorEntry][];

function declaredCodes(where: string, value: unknown): Set<ErrorCode> {
  if (value === undefined) return new Set();
  if (!Array.isArray(value)) throw new Error(`${where}: x-error-codes must be a list of codes`);
  for (const code of value)
    if (typeof code !== "string" || !isErrorCode(code))
      throw new Error(
        `${where}: @errorCodes names ${JSON.stringify(code)}, which runtime/errorCatalogue.ts does not define`,
      );
  return new Set(value as ErrorCode[]);
}

/** The component an error body refers to, when it is one with a `code` member. */
function errorModel(root: Node, schema: unknown): string | undefined {
  const ref = isObject(schema) ? schema.$ref : undefined;
  if (typeof ref !== "string" || !ref.startsWith("#/components/schemas/")) return undefined;
  const name = ref.slice("#/components/schemas/".length);
  const components =
    isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  const model = components[name];
  return isObject(model) && isObject(model.properties) && isObject(model.properties.code) ? name : undefined;
}

/** The codes an operation may answer with `status`, in catalogue order. */
export function codesFor(status: number, priced: boolean, declared: Set<ErrorCode>): ErrorCode[] {
  return CATALOGUE.filter(
    ([code, e]) =>
      e.status === status &&
      (e.scope === "any" ||
        (e.scope === "priced" && priced) ||
        (e.scope === "declared" && declared.has(code))),
  ).map(([code]) => code);
}

/** The line listing a response's codes, appended to its description. */
function codesLine(codes: ErrorCode[]): string {
  return `Error codes: ${codes.map((c) => `\`${c}\``).join(", ")}.`;
}

/** The `ErrorCode` schema: the codes in catalogue order, each described. */
export function errorCodeSchema(codes: ErrorCode[]): Node {
  const rows = codes.map((c) => `| ${ERRORS[c].status} | \`${c}\` | ${ERRORS[c].description} |`);
  return {
    type: "string",
    enum: codes,
    description: [
      "Stable, machine-readable error code, carried as `code` in every error body. Each error",
      "response lists the codes it can carry; the wording of messages may change, codes do not.",
      "",
      "| Status | Code | Meaning |",
      "|---|---|---|",
      ...rows,
    ].join("\n"),
    "x-enum-descriptions": codes.map((c) => ERRORS[c].description),
  };
}

/** PascalCase of a snake_case code: `no_saved_card` → `NoSavedCard`. */
const pascal = (code: string) => code.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());

/**
 * The component name of an error body narrowed to `codes`: the model's own name and the status
 * (`ErrorEnvelope400`), plus `Priced` when it adds the priced codes and the names of declared
 * codes it adds (`Problem409NoSavedCardAlreadySubscribed`).
 */
function narrowedName(model: string, status: number, codes: ErrorCode[]): string {
  const base = model.slice(model.lastIndexOf(".") + 1);
  const priced = codes.some((c) => ERRORS[c].scope === "priced") ? "Priced" : "";
  const declared = codes
    .filter((c) => ERRORS[c].scope === "declared")
    .map(pascal)
    .join("");
  return `${base}${status}${priced}${declared}`;
}

/** The rewrites that put the catalogue's codes into `root` (an OpenAPI 3.0 or 3.1 document). */
export function errorCodeRewrites(root: Node): Rewrite[] {
  const rewrites: Rewrite[] = [];
  const components =
    isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  const serviceCodes = declaredCodes("the service", root["x-error-codes"]);
  // The service's codes: what the runtime may answer on any request (transport refusals such as
  // a 431 come with statuses an operation need not declare), plus the priced and declared ones.
  const used = new Set<ErrorCode>(
    CATALOGUE.filter(([, e]) => e.scope === "service" || e.scope === "any").map(([c]) => c),
  );
  const models = new Set<string>();
  const answered = new Set<ErrorCode>();
  /** Narrowed bodies by component name, with the model and codes each was made from. */
  const narrowed = new Map<string, { model: string; codes: ErrorCode[] }>();
  for (const [route, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    for (const [method, op] of Object.entries(isObject(item) ? item : {})) {
      if (!METHODS.has(method) || !isObject(op)) continue;
      const where = `${method.toUpperCase()} ${route}`;
      const own = declaredCodes(where, op["x-error-codes"]);
      const declared = new Set([...serviceCodes, ...own]);
      const priced = op["x-price-usd"] !== undefined || op["x-price-micro-usd"] !== undefined;
      const responses = isObject(op.responses) ? op.responses : {};
      for (const code of own)
        if (!isObject(responses[String(ERRORS[code].status)]))
          throw new Error(
            `${where}: @errorCodes names ${code}, but the operation declares no ${ERRORS[code].status}`,
          );
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[45]\d\d$/.test(status) || !isObject(response) || !isObject(response.content)) continue;
        const codes = codesFor(Number(status), priced, declared);
        let touched = false;
        for (const [mediaType, media] of Object.entries(response.content)) {
          const model = isObject(media) ? errorModel(root, media.schema) : undefined;
          if (!model) continue;
          if (!codes.length)
            throw new Error(`${where}: no error code in runtime/errorCatalogue.ts has status ${status}`);
          const name = narrowedName(model, Number(status), codes);
          const seen = narrowed.get(name);
          if (seen && (seen.model !== model || seen.codes.join() !== codes.join()))
            throw new Error(`${where}: two error bodies would both be named ${name}`);
          if (components[name] !== undefined)
            throw new Error(`${where}: the spec already has a schema named ${name}`);
          narrowed.set(name, { model, codes });
          models.add(model);
          touched = true;
          rewrites.push({
            path: ["paths", route, method, "responses", status, "content", mediaType, "schema"],
            value: { $ref: `#/components/schemas/${name}` },
          });
        }
        if (!touched) continue;
        for (const c of codes) {
          used.add(c);
          answered.add(c);
        }
        const text = typeof response.description === "string" ? response.description : "";
        rewrites.push({
          path: ["paths", route, method, "responses", status, "description"],
          value: text ? `${text} ${codesLine(codes)}` : codesLine(codes),
        });
      }
    }
  }
  for (const code of serviceCodes)
    if (!answered.has(code))
      throw new Error(`the service's @errorCodes names ${code}, which no operation can answer`);
  if (!models.size) return rewrites;
  for (const model of models)
    rewrites.push({
      path: ["components", "schemas", model, "properties", "code"],
      value: { $ref: `#/components/schemas/${ERROR_CODE_SCHEMA}` },
    });
  const ordered = CATALOGUE.map(([c]) => c).filter((c) => used.has(c));
  rewrites.push({ path: ["components", "schemas", ERROR_CODE_SCHEMA], value: errorCodeSchema(ordered) });
  for (const [name, { model, codes }] of [...narrowed].sort(([a], [b]) => a.localeCompare(b)))
    rewrites.push({
      path: ["components", "schemas", name],
      value: {
        description: `The error body of a ${ERRORS[codes[0]!].status} answer: \`code\` is one of ${codes.map((c) => `\`${c}\``).join(", ")}.`,
        allOf: [
          { $ref: `#/components/schemas/${model}` },
          { type: "object", properties: { code: { type: "string", enum: codes } } },
        ],
      },
    });
  return rewrites;
}
