/**
 * The spans our own code makes (`@opentelemetry/api` only, so importing this costs nothing when
 * tracing is off: the API's no-op tracer answers until `tracing.ts` registers a provider).
 */
import { type Attributes, type Span, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";

/** The instrumentation scope of every span this project makes. */
export const TRACER_NAME = "contract-first-apis";

/** The tracer (the no-op one until `tracing.ts` registered a provider). */
export function tracer() {
  return trace.getTracer(TRACER_NAME);
}

/**
 * Runs `fn` inside a new span (a child of the active one) and ends it when `fn` settles: a throw
 * marks it failed and is rethrown.
 */
export async function inSpan<T>(
  name: string,
  options: { kind?: SpanKind; attributes?: Attributes },
  fn: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(
    name,
    { kind: options.kind ?? SpanKind.INTERNAL, ...options },
    async (span) => {
      try {
        return await fn(span);
      } catch (err) {
        failSpan(span, err);
        throw err;
      } finally {
        span.end();
      }
    },
  );
}

/**
 * Marks `span` failed with `err` (an exception event; `error.type` is the error's code or class
 * name, `_OTHER` for a bare message, as the semantic conventions name an unknown type).
 */
export function failSpan(span: Span, err: unknown): void {
  if (!span.isRecording()) return;
  const message = err instanceof Error ? err.message : String(err);
  const code = (err as { code?: unknown } | null)?.code;
  span.recordException(err instanceof Error ? err : message);
  span.setAttribute(
    "error.type",
    typeof code === "string" ? code : err instanceof Error ? err.name : "_OTHER",
  );
  span.setStatus({ code: SpanStatusCode.ERROR, message });
}
