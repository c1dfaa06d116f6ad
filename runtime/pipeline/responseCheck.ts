/**
 * Checks a handler's answer against the contract: a declared status, a body that matches the
 * status's schema, and every required response header. On in tests (and wherever
 * `validateResponses` is set), so a handler cannot drift from the published document.
 */
import type { OperationDefinition } from "../contract.js";
import { EventStream } from "../sse/eventStream.js";

/** A handler's answer, or one the runtime built. */
export interface OperationResult {
  status: number;
  /** Media type of the body; defaults to the declared one. */
  mediaType?: string;
  body?: unknown;
  headers: Record<string, string>;
}

/** The declared response key that covers a status: exact, then `4XX`, then `default`. */
export function declaredStatus(op: OperationDefinition, status: number): string | undefined {
  const exact = String(status);
  if (op.responses[exact]) return exact;
  const range = `${exact[0]}XX`;
  if (op.responses[range]) return range;
  return op.responses.default ? "default" : undefined;
}

/** Every way the result breaks the contract (empty when it conforms). */
export function responseViolations(op: OperationDefinition, result: OperationResult): string[] {
  const key = declaredStatus(op, result.status);
  if (!key) return [`status ${result.status} is not declared for ${op.operationId}`];
  const problems: string[] = [];
  const schema = op.schemas.responses[key];
  // A live stream has no body to check; its media type is the contract's.
  if (schema && !(result.body instanceof EventStream)) {
    const parsed = schema.safeParse(result.body);
    if (!parsed.success) {
      problems.push(
        ...parsed.error.issues.map(
          (i) => `body /${i.path.join("/")}: ${i.message} (status ${result.status})`,
        ),
      );
    }
  }
  const sent = new Set(Object.keys(result.headers).map((h) => h.toLowerCase()));
  for (const h of op.responses[key]?.headers ?? []) {
    if (h.required && !sent.has(h.name.toLowerCase()))
      problems.push(`required header ${h.name} missing (status ${result.status})`);
  }
  return problems;
}
