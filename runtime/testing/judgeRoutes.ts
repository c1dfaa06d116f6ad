/**
 * Which operation of a published OpenAPI document a request addressed, for the harness's
 * independent judge (./judge.ts). Path templates match as express-openapi-validator matched
 * them: a `{parameter}` is one non-empty segment, letters match in any case, a trailing slash
 * is allowed; where several templates match, literal segments win over parameters
 * (`/v1/items/search` over `/v1/items/{id}`).
 */

/** One operation of the document: where it is and what it declares. */
export interface OpenApiOperation {
  /** The path template as written in the document (`/v1/items/{id}`). */
  path: string;
  /** Lower-case HTTP method, as the document's key. */
  method: string;
  operation: { responses?: Record<string, unknown> };
}

interface Route {
  path: string;
  pattern: RegExp;
  /** Per segment: 1 for a literal, 0 for a parameter; compared left to right. */
  rank: number[];
  operations: Record<string, OpenApiOperation["operation"]>;
}

const HTTP_METHODS = new Set(["get", "put", "post", "delete", "options", "head", "patch", "trace"]);
const routeTables = new WeakMap<object, Route[]>();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The document's paths as patterns, most specific first. */
function routesOf(document: { paths?: Record<string, Record<string, unknown>> }): Route[] {
  let routes = routeTables.get(document);
  if (routes) return routes;
  routes = Object.entries(document.paths ?? {}).map(([path, item]) => {
    const segments = path.split("/").slice(1);
    const source = segments
      .map(
        (s) =>
          `/${s
            .split(/\{[^}]+\}/)
            .map(escapeRegExp)
            .join("[^/]+")}`,
      )
      .join("");
    return {
      path,
      pattern: new RegExp(`^${source}/?$`, "i"),
      rank: segments.map((s) => (s.includes("{") ? 0 : 1)),
      operations: Object.fromEntries(
        Object.entries(item).filter(([method]) => HTTP_METHODS.has(method)),
      ) as Route["operations"],
    };
  });
  routes.sort((a, b) => {
    for (let i = 0; i < Math.min(a.rank.length, b.rank.length); i++)
      if (a.rank[i] !== b.rank[i]) return b.rank[i]! - a.rank[i]!;
    return 0;
  });
  routeTables.set(document, routes);
  return routes;
}

/**
 * The operation `method` on `path` (the URL path, undecoded) addresses, or undefined when the
 * document has none: the first path template that matches decides, so a path the document
 * declares for other methods only is not judged (as express-openapi-validator's
 * `ignoreUndocumented` left it).
 */
export function findOperation(document: object, method: string, path: string): OpenApiOperation | undefined {
  const route = routesOf(document).find((r) => r.pattern.test(path));
  const key = method.toLowerCase();
  const operation = route?.operations[key];
  return route && operation ? { path: route.path, method: key, operation } : undefined;
}
