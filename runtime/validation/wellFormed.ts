/**
 * Inputs every contract refuses before any schema or handler sees them: text holding U+0000 or a
 * lone surrogate, and JSON nested deeper than {@link MAX_JSON_DEPTH}.
 *
 * PostgreSQL cannot store U+0000 in `text` or `jsonb` (a 500), and a lone surrogate is not Unicode:
 * `JSON.parse` makes one from a `"\ud800"` escape, and UTF-8 encoders (the database driver's
 * included) silently turn it into U+FFFD, so `"\ud800"` and `"\udfff"` would be stored as the same
 * value. Deep nesting overflows the stack of every recursive walk after parsing (`JSON.stringify`,
 * recursive schemas). The checks here are iterative, so no input can overflow them.
 */
import { isUpload } from "../binary.js";
import type { Issue } from "../errors.js";

/**
 * The deepest JSON a request body may hold: objects and arrays inside one another, the body
 * itself counting as one level. Far beyond any document the contracts describe, far below what
 * a recursive walk can take (`JSON.stringify` overflows at a few thousand).
 */
export const MAX_JSON_DEPTH = 128;

/** What is wrong with `text`, or undefined when it is well-formed Unicode without U+0000. */
export function textProblem(text: string): string | undefined {
  const nul = text.indexOf("\u0000");
  const lone = loneSurrogateAt(text);
  if (nul < 0 && lone < 0) return undefined;
  if (nul >= 0 && (lone < 0 || nul < lone))
    return `holds U+0000 (NUL) at character ${nul}; text may not hold it`;
  const unit = text.charCodeAt(lone).toString(16).toUpperCase();
  return `holds a lone surrogate (U+${unit}) at character ${lone}, which is not Unicode text (a \\u escape must pair a high surrogate with a low one)`;
}

/** Index of the first UTF-16 code unit that is a surrogate without its pair (-1 when none). */
function loneSurrogateAt(text: string): number {
  return text.search(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
}

/** A JSON pointer (RFC 6901) from path segments. */
export function jsonPointer(segments: readonly (string | number)[]): string {
  return `/${segments.map((s) => String(s).replaceAll("~", "~0").replaceAll("/", "~1")).join("/")}`;
}

/** A node of the walk: its value, where it sits (a parent link: no path copied per node), its depth. */
interface Node {
  value: unknown;
  parent: Node | undefined;
  key: string | number;
  depth: number;
}

function pathOf(node: Node | undefined): (string | number)[] {
  const segments: (string | number)[] = [];
  for (let n = node; n?.parent; n = n.parent) segments.push(n.key);
  return segments.reverse();
}

/** Pointer text is shown to people: an offending character is spelled as its escape. */
function printable(pointer: string): string {
  return pointer.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what is looked for
    /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/**
 * The first member of a parsed body (JSON value, form parts, text) that holds text refused by
 * {@link textProblem} — in a value or in a member's name — or that nests deeper than
 * {@link MAX_JSON_DEPTH}, named by its JSON pointer; undefined when the body is clean. Uploads
 * and Buffers are bytes, not text, and are not looked into.
 */
export function bodyIssue(body: unknown, maxDepth = MAX_JSON_DEPTH): Issue | undefined {
  const stack: Node[] = [{ value: body, parent: undefined, key: "", depth: 0 }];
  const issue = (node: Node, message: string, extra?: string | number): Issue => {
    const segments = pathOf(node);
    if (extra !== undefined) segments.push(extra);
    return { location: "body", name: printable(jsonPointer(segments)), message };
  };
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return issue(node, problem);
      continue;
    }
    if (typeof value !== "object" || value === null || Buffer.isBuffer(value) || isUpload(value)) continue;
    const depth = node.depth + 1;
    if (depth > maxDepth) return issue(node, `nests deeper than ${maxDepth} levels of objects and arrays`);
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], parent: node, key: i, depth });
      continue;
    }
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, member] = entries[i]!;
      const problem = textProblem(key);
      if (problem) return issue(node, `the member's name ${problem}`, key);
      stack.push({ value: member, parent: node, key, depth });
    }
  }
  return undefined;
}

/** Issues for parameter values (path, query) holding text refused by {@link textProblem}. */
export function parameterIssues(
  location: "path" | "query",
  values: Record<string, unknown>,
  declared: ReadonlySet<string>,
): Issue[] {
  const issues: Issue[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (!declared.has(name)) continue;
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      const problem = typeof text === "string" ? textProblem(text) : undefined;
      if (problem) {
        issues.push({ location, name, message: problem });
        break;
      }
    }
  }
  return issues;
}
