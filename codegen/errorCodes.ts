/**
 * Writes the error catalogue into a published document, so every client, mock, fuzzer and
 * reference page reads the codes an operation can answer. The catalogue is the kernel's generic
 * codes (runtime/errorCatalogue.ts) merged with the service's own, which its contract defines
 * with `@errorCatalogue` (`x-error-catalogue` at the document's root; see {@link catalogueOf}):
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
import { ERRORS, type ErrorEntry, type ErrorScope } from "../runtime/errorCatalogue.js";

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

/** A merged catalogue: code → entry, ordered by status, the kernel's codes first within one. */
export type Catalogue = ReadonlyMap<string, ErrorEntry>;

const SCOPES = new Set<ErrorScope>(["any", "priced", "declared", "service"]);

/** The kernel's catalogue alone (a document that defines no codes of its own). */
export const KERNEL_CATALOGUE: Catalogue = new Map(Object.entries(ERRORS));

/**
 * The catalogue a document answers from: the kernel's codes plus the service's `x-error-catalogue`.
 * A service code the kernel already defines fails (a client could not tell which status it
 * means), as does an entry without a status, title, description or known scope. Ordered by
 * status so the published enum reads like the kernel's table; within a status the kernel's
 * codes come first, then the service's in its declaration order.
 */
export function catalogueOf(root: Node): Catalogue {
  const own = root["x-error-catalogue"];
  if (own === undefined) return KERNEL_CATALOGUE;
  if (!isObject(own)) throw new Error("x-error-catalogue must map codes to entries");
  const merged: [string, ErrorEntry][] = [...KERNEL_CATALOGUE];
  for (const [code, e] of Object.entries(own)) {
    const kernel = KERNEL_CATALOGUE.get(code);
    if (kernel)
      throw new Error(
        `@errorCatalogue defines ${code} (${isObject(e) ? e.status : "?"}), which runtime/errorCatalogue.ts already defines (${kernel.status}): a service uses the kernel's code or names its own`,
      );
    if (
      !isObject(e) ||
      !Number.isInteger(e.status) ||
      (e.status as number) < 400 ||
      (e.status as number) > 599 ||
      typeof e.title !== "string" ||
      typeof e.description !== "string" ||
      !SCOPES.has(e.scope as ErrorScope)
    )
      throw new Error(`@errorCatalogue: ${code} needs a 4xx/5xx status, a title, a description and a scope`);
    merged.push([
      code,
      {
        status: e.status as number,
        title: e.title,
        description: e.description,
        scope: e.scope as ErrorScope,
      },
    ]);
  }
  // A stable sort keeps each status's kernel codes ahead of the service's, in their own orders.
  return new Map(merged.sort(([, a], [, b]) => a.status - b.status));
}

function declaredCodes(where: string, value: unknown, catalogue: Catalogue): Set<string> {
  if (value === undefined) return new Set();
  if (!Array.isArray(value)) throw new Error(`${where}: x-error-codes must be a list of codes`);
  for (const code of value)
    if (typeof code !== "string" || !catalogue.has(code))
      throw new Error(
        `${where}: @errorCodes names ${JSON.stringify(code)}, which neither runtime/errorCatalogue.ts nor the service's @errorCatalogue defines (the kernel's catalogue does not define it)`,
      );
  return new Set(value as string[]);
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
export function codesFor(
  status: number,
  priced: boolean,
  declared: Set<string>,
  catalogue: Catalogue = KERNEL_CATALOGUE,
): string[] {
  return [...catalogue]
    .filter(
      ([code, e]) =>
        e.status === status &&
        (e.scope === "any" ||
          (e.scope === "priced" && priced) ||
          (e.scope === "declared" && declared.has(code))),
    )
    .map(([code]) => code);
}

/** The line listing a response's codes, appended to its description. */
function codesLine(codes: string[]): string {
  return `Error codes: ${codes.map((c) => `\`${c}\``).join(", ")}.`;
}

/** The `ErrorCode` schema: the codes in catalogue order, each described. */
export function errorCodeSchema(codes: string[], catalogue: Catalogue = KERNEL_CATALOGUE): Node {
  const at = (c: string) => catalogue.get(c)!;
  const rows = codes.map((c) => `| ${at(c).status} | \`${c}\` | ${at(c).description} |`);
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
    "x-enum-descriptions": codes.map((c) => at(c).description),
  };
}

/** PascalCase of a snake_case code: `no_saved_card` → `NoSavedCard`. */
const pascal = (code: string) => code.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());

/**
 * The component name of an error body narrowed to `codes`: the model's own name and the status
 * (`ErrorEnvelope400`), plus `Priced` when it adds the priced codes and the names of declared
 * codes it adds (`Problem409NoSavedCardAlreadySubscribed`).
 */
function narrowedName(model: string, status: number, codes: string[], catalogue: Catalogue): string {
  const base = model.slice(model.lastIndexOf(".") + 1);
  const priced = codes.some((c) => catalogue.get(c)?.scope === "priced") ? "Priced" : "";
  const declared = codes
    .filter((c) => catalogue.get(c)?.scope === "declared")
    .map(pascal)
    .join("");
  return `${base}${status}${priced}${declared}`;
}

/** The rewrites that put the catalogue's codes into `root` (an OpenAPI 3.0 or 3.1 document). */
export function errorCodeRewrites(root: Node): Rewrite[] {
  const rewrites: Rewrite[] = [];
  const components =
    isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  const catalogue = catalogueOf(root);
  const serviceCodes = declaredCodes("the service", root["x-error-codes"], catalogue);
  // The service's codes: what the runtime may answer on any request (transport refusals such as
  // a 431 come with statuses an operation need not declare), plus the priced and declared ones.
  const used = new Set<string>(
    [...catalogue].filter(([, e]) => e.scope === "service" || e.scope === "any").map(([c]) => c),
  );
  const models = new Set<string>();
  const answered = new Set<string>();
  /** Narrowed bodies by component name, with the model and codes each was made from. */
  const narrowed = new Map<string, { model: string; codes: string[] }>();
  for (const [route, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
    for (const [method, op] of Object.entries(isObject(item) ? item : {})) {
      if (!METHODS.has(method) || !isObject(op)) continue;
      const where = `${method.toUpperCase()} ${route}`;
      const own = declaredCodes(where, op["x-error-codes"], catalogue);
      const declared = new Set([...serviceCodes, ...own]);
      const priced = op["x-price-usd"] !== undefined || op["x-price-micro-usd"] !== undefined;
      const responses = isObject(op.responses) ? op.responses : {};
      for (const code of own)
        if (!isObject(responses[String(catalogue.get(code)!.status)]))
          throw new Error(
            `${where}: @errorCodes names ${code}, but the operation declares no ${catalogue.get(code)!.status}`,
          );
      for (const [status, response] of Object.entries(responses)) {
        if (!/^[45]\d\d$/.test(status) || !isObject(response) || !isObject(response.content)) continue;
        const codes = codesFor(Number(status), priced, declared, catalogue);
        let touched = false;
        for (const [mediaType, media] of Object.entries(response.content)) {
          const model = isObject(media) ? errorModel(root, media.schema) : undefined;
          if (!model) continue;
          if (!codes.length) throw new Error(`${where}: no error code in the catalogue has status ${status}`);
          const name = narrowedName(model, Number(status), codes, catalogue);
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
  const ordered = [...catalogue.keys()].filter((c) => used.has(c));
  rewrites.push({
    path: ["components", "schemas", ERROR_CODE_SCHEMA],
    value: errorCodeSchema(ordered, catalogue),
  });
  for (const [name, { model, codes }] of [...narrowed].sort(([a], [b]) => a.localeCompare(b)))
    rewrites.push({
      path: ["components", "schemas", name],
      value: {
        description: `The error body of a ${catalogue.get(codes[0]!)!.status} answer: \`code\` is one of ${codes.map((c) => `\`${c}\``).join(", ")}.`,
        allOf: [
          { $ref: `#/components/schemas/${model}` },
          { type: "object", properties: { code: { type: "string", enum: codes } } },
        ],
      },
    });
  return rewrites;
}
