/**
 * Percent-escapes in the URL, checked before routing: a path or query parameter whose escapes are
 * not escapes (`%ZZ`) or do not decode to UTF-8 (`%ED%A0%80`, `%FF`) is refused with 400 naming
 * it, in the operation's error shape. Left alone, Express throws `URIError` while matching a path
 * (a 500), and the query parser keeps `%ZZ` as it is and turns bad UTF-8 into U+FFFD — a value
 * the client never sent.
 */
import type { NextFunction, Request, Response } from "express";
import type { OperationDefinition, ServiceDefinition } from "./contract.js";
import { ApiError, type Issue, renderError, requestIdIn, summarizeIssues } from "./errors.js";
import { sendResult } from "./http.js";

/** Why `raw` (a path segment or query value as sent) does not decode, or undefined when it does. */
export function escapeProblem(raw: string): string | undefined {
  if (!raw.includes("%")) return undefined;
  try {
    decodeURIComponent(raw);
    return undefined;
  } catch {
    const bad = /%(?![0-9A-Fa-f]{2})[^%]{0,2}/.exec(raw)?.[0];
    return bad
      ? `"${bad}" is not a percent-escape (write "%25" for a literal "%")`
      : "its percent-escapes do not decode to UTF-8 text";
  }
}

/** The raw (undecoded) path parameters of `op` when its template matches `path`, else undefined. */
export function matchPath(op: OperationDefinition, path: string): Map<string, string> | undefined {
  const given = path.split("/");
  // The routers are not strict: one trailing slash is ignored.
  if (given.length > 2 && given.at(-1) === "") given.pop();
  const template = op.path.split("/");
  const params = new Map<string, string>();
  for (let i = 0; i < template.length; i++) {
    const want = template[i]!;
    const param = /^\{(.+)\}$/.exec(want)?.[1];
    if (param === undefined) {
      if (given[i] !== want) return undefined;
      continue;
    }
    const slashes = op.parameters.find((p) => p.in === "path" && p.name === param)?.allowSlashes;
    if (slashes && i === template.length - 1) {
      const rest = given.slice(i);
      if (rest.length === 0 || rest.every((s) => s === "")) return undefined;
      params.set(param, rest.join("/"));
      return params;
    }
    if (!given[i]) return undefined;
    params.set(param, given[i]!);
  }
  return given.length === template.length ? params : undefined;
}

/** The declared query parameters of `op` whose values (in the raw query string) do not decode. */
function queryIssues(op: OperationDefinition, query: string): Issue[] {
  const declared = new Set(op.parameters.filter((p) => p.in === "query").map((p) => p.name));
  if (!declared.size || !query.includes("%")) return [];
  const issues: Issue[] = [];
  for (const pair of query.split("&")) {
    const eq = pair.indexOf("=");
    const rawName = (eq < 0 ? pair : pair.slice(0, eq)).replaceAll("+", " ");
    let name: string;
    try {
      name = decodeURIComponent(rawName);
    } catch {
      continue; // a name that does not decode names no declared parameter
    }
    if (!declared.has(name) || issues.some((i) => i.name === name)) continue;
    const problem = eq < 0 ? undefined : escapeProblem(pair.slice(eq + 1));
    if (problem) issues.push({ location: "query", name, message: problem });
  }
  return issues;
}

/** The operation a request for `method` and `path` is for: same method and path first, then any on the path. */
export function operationFor(
  service: ServiceDefinition,
  method: string,
  path: string,
): OperationDefinition | undefined {
  const m = method.toLowerCase();
  let onPath: OperationDefinition | undefined;
  for (const op of service.operations) {
    if (!matchPath(op, path)) continue;
    if (op.method === m || (m === "head" && op.method === "get")) return op;
    onPath ??= op;
  }
  return onPath;
}

/**
 * Router middleware: refuses a request whose path parameters or declared query parameters hold
 * percent-escapes that do not decode, with 400 naming each, in the matching operation's error
 * shape.
 */
export function strictUrlDecoding(service: ServiceDefinition) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const url = req.url;
    // No operation on this path: no parameter is decoded, and the router answers 404.
    const op = url.includes("%") ? operationFor(service, req.method, req.path) : undefined;
    if (!op) {
      next();
      return;
    }
    const issues: Issue[] = [];
    for (const [name, raw] of matchPath(op, req.path) ?? []) {
      const problem = escapeProblem(raw);
      if (problem) issues.push({ location: "path", name, message: problem });
    }
    const q = url.indexOf("?");
    if (q >= 0) issues.push(...queryIssues(op, url.slice(q + 1)));
    if (!issues.length) {
      next();
      return;
    }
    const error = new ApiError("validation_failed", summarizeIssues(issues), { issues });
    sendResult(res, op, renderError(error, op.errorShape, requestIdIn(res.locals)));
  };
}
