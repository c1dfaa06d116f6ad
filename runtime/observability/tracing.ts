/**
 * OpenTelemetry tracing for the server. Off by default: nothing is registered, and the spans our
 * code makes (`spans.ts`) come from `@opentelemetry/api`'s no-op tracer, a function call each.
 * On ({@link startTracing}; this module is loaded only then, the SDK costs memory and start-up):
 * a Node tracer provider (AsyncLocalStorage context, W3C `traceparent` propagation), spans
 * batched to OTLP/HTTP, and fetch (undici) calls traced through undici's diagnostics channels —
 * no require or import hooks, which are fragile under ESM and tsx. Our own spans cover the rest:
 * HTTP requests (`httpObservation.ts`), SQL (`storage/tracing.ts`, one path for PostgreSQL and
 * PGlite), leased work (`runtime/work/engine.ts`) and outbound POSTs (`runtime/outbound/post.ts`).
 */
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { UndiciInstrumentation } from "@opentelemetry/instrumentation-undici";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, SimpleSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-base";
import { NodeTracerProvider } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { DEFAULT_SERVICE_NAME } from "./env.js";

/** Options of {@link startTracing}. */
export interface TracingOptions {
  serviceName?: string;
  /**
   * Where spans go. Default: OTLP over HTTP, batched, to the endpoint the standard
   * `OTEL_EXPORTER_OTLP_*` variables name. A test passes an in-memory exporter, which gets
   * each span as it ends.
   */
  exporter?: SpanExporter;
}

/** A started tracer provider. */
export interface Tracing {
  /** Exports what is still buffered and stops. Call it at shutdown. */
  shutdown(): Promise<void>;
}

/** Registers the global tracer provider, context manager and W3C propagator. Once per process. */
export function startTracing(options: TracingOptions = {}): Tracing {
  const exporter = options.exporter;
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: options.serviceName ?? DEFAULT_SERVICE_NAME }),
    spanProcessors: [
      exporter ? new SimpleSpanProcessor(exporter) : new BatchSpanProcessor(new OTLPTraceExporter()),
    ],
  });
  provider.register();
  const undici = new UndiciInstrumentation();
  undici.setTracerProvider(provider);
  undici.enable();
  return {
    async shutdown() {
      undici.disable();
      await provider.shutdown();
    },
  };
}
