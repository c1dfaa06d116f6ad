/**
 * The test harness's independent judge: every JSON response a service under test sends is
 * checked against the published OpenAPI document by Ajv (JSON Schema 2020-12, formats on) —
 * a different implementation from the runtime's generated zod validators, so a bug in those
 * cannot hide a contract violation. It checks that the status is declared, that the media type
 * sent is one the response declares, that the headers the response declares as required were
 * set, and that the body matches the declared schema (or that there is none when none is
 * declared).
 *
 * It replaces express-openapi-validator, which compiled one validator per route and status
 * with the whole document embedded, so every compile walked and recompiled the document's
 * components (half the CPU time of a storefront test file). Here the document is registered
 * with Ajv once, each response schema is compiled on first use by reference into it, and the
 * component schemas it references are compiled once per document and shared.
 */
import { readFileSync } from "node:fs";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { parse } from "yaml";
import { findOperation, type OpenApiOperation } from "./judgeRoutes.js";

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;

/** What the judge found wrong with one response; the harness's error handler records it. */
export class ContractViolation extends Error {
  readonly status = 500;
}

interface ResponseObject {
  $ref?: string;
  headers?: Record<string, { required?: boolean; $ref?: string }>;
  content?: Record<string, { schema?: unknown }>;
}

/** JSON pointer escaping of one path segment (RFC 6901). */
const pointerSegment = (segment: string) => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** The response a status answers with: exact, then its class (`4XX`), then `default`. */
function declaredResponse(operation: OpenApiOperation, status: number): [string, ResponseObject] | undefined {
  const responses = (operation.operation.responses ?? {}) as Record<string, ResponseObject>;
  for (const key of [String(status), `${String(status)[0]}XX`, "default"])
    if (responses[key]) return [key, responses[key]];
  return undefined;
}

/** The declared media type a sent `Content-Type` matches (exactly, or by a `type/*` or a wildcard range). */
function declaredMediaType(declared: string[], sent: string): string | undefined {
  return (
    declared.find((d) => d.toLowerCase() === sent) ??
    declared.find((d) => d.endsWith("/*") && sent.startsWith(d.slice(0, -1).toLowerCase())) ??
    declared.find((d) => d === "*/*")
  );
}

/** The judge of one published document: an Express middleware checking each `res.json` body. */
export function createJudge(documentUrl: URL): RequestHandler {
  const document = parse(readFileSync(documentUrl, "utf8")) as Record<string, unknown> & {
    components?: { responses?: Record<string, ResponseObject> };
  };
  const documentId = `urn:judge:${documentUrl.pathname}`;
  // The same options express-openapi-validator gave its response Ajv (strict about numbers and
  // tuples, lenient about the OpenAPI-only keywords such as `example`), formats checked.
  const ajv = new Ajv2020({
    strict: false,
    strictNumbers: true,
    strictTuples: true,
    validateSchema: false,
    logger: false,
  });
  addFormats(ajv, { mode: "fast" });
  // Registered once: a compiled schema refers into it, so `#/components/...` resolves inside the
  // document and each component schema is compiled once for every response that uses it.
  ajv.addSchema(document as object, documentId);
  const validators = new Map<string, ValidateFunction>();
  const validatorAt = (pointer: string) => {
    let validate = validators.get(pointer);
    if (!validate) {
      validate = ajv.compile({ $ref: `${documentId}#${pointer}` });
      validators.set(pointer, validate);
    }
    return validate;
  };

  /** Why `body`, sent with `res`'s status and headers, breaks the contract; undefined when it conforms. */
  const judge = (req: Request, res: Response, body: unknown): string | undefined => {
    const found = findOperation(document, req.method, req.originalUrl.split("?")[0]!);
    if (!found) return undefined; // not in the document: the runtime's own routes (e.g. a 404)
    const status = res.statusCode;
    const declared = declaredResponse(found, status);
    if (!declared) return `no schema defined for status code '${status}' in the openapi spec`;
    const [statusKey] = declared;
    let [, response] = declared;
    let responsePointer = `/paths/${pointerSegment(found.path)}/${found.method}/responses/${pointerSegment(statusKey)}`;
    if (response.$ref) {
      const name = response.$ref.replace(/^.*\//, "");
      response = document.components?.responses?.[name] ?? {};
      responsePointer = `/components/responses/${pointerSegment(name)}`;
    }
    for (const [name, header] of Object.entries(response.headers ?? {}))
      if (header.required && res.getHeader(name) === undefined) return `response header '${name}' required`;
    const mediaTypes = Object.keys(response.content ?? {});
    if (mediaTypes.length === 0) return body === undefined ? undefined : "response should NOT have a body";
    // `res.json` sets application/json unless the handler chose the type first.
    const sent = String(res.getHeader("content-type") ?? "application/json")
      .split(";")[0]!
      .trim()
      .toLowerCase();
    const mediaType = declaredMediaType(mediaTypes, sent);
    if (!mediaType)
      return `response media type '${sent}' is not declared (declared: ${mediaTypes.join(", ")})`;
    if (response.content![mediaType]!.schema === undefined) return undefined;
    const validate = validatorAt(`${responsePointer}/content/${pointerSegment(mediaType)}/schema`);
    if (validate(body)) return undefined;
    return (validate.errors ?? [])
      .map((e) => `/response${e.instancePath} ${e.message ?? e.keyword}`)
      .join(", ");
  };

  return (req: Request, res: Response, next: NextFunction) => {
    const json = res.json;
    res.json = function judged(this: Response, body: unknown) {
      res.json = json;
      // A 5xx is the runtime's own failure (or the harness's report of a violation): not judged,
      // as express-openapi-validator did not judge them either.
      if (res.headersSent || res.statusCode >= 500) return json.call(this, body);
      const violation = judge(req, res, body);
      if (violation) {
        next(new ContractViolation(violation));
        return res;
      }
      return json.call(this, body);
    };
    next();
  };
}
