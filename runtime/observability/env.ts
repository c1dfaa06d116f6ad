/**
 * The observability settings, read from the environment in one place (the configuration module
 * folds them in). OpenTelemetry's own variables keep their standard meaning: the OTLP exporter
 * reads `OTEL_EXPORTER_OTLP_ENDPOINT` / `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` / `…_HEADERS`, the SDK
 * reads `OTEL_TRACES_SAMPLER` / `OTEL_TRACES_SAMPLER_ARG`; here we only decide whether to trace.
 */

/** What {@link observabilityFromEnv} read. */
export interface ObservabilityConfig {
  /** Export traces over OTLP/HTTP (an endpoint is set); false: the no-op tracer, nothing recorded. */
  tracing: boolean;
  /** The `service.name` resource attribute of every span (`OTEL_SERVICE_NAME`). */
  serviceName: string;
  /** When set, `/metrics` answers only `Authorization: Bearer <token>` (`METRICS_TOKEN`). */
  metricsToken: string | undefined;
}

/** The `service.name` used when `OTEL_SERVICE_NAME` is unset. */
export const DEFAULT_SERVICE_NAME = "contract-first-apis";

/**
 * Reads `OTEL_EXPORTER_OTLP_ENDPOINT` (or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`; tracing on when
 * either is set), `OTEL_SDK_DISABLED` (`true` turns tracing off whatever else is set),
 * `OTEL_SERVICE_NAME` (default {@link DEFAULT_SERVICE_NAME}) and `METRICS_TOKEN` (unset: `/metrics`
 * is open, like `/health`).
 */
export function observabilityFromEnv(env: NodeJS.ProcessEnv = process.env): ObservabilityConfig {
  const endpoint = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || env.OTEL_EXPORTER_OTLP_ENDPOINT;
  return {
    tracing: Boolean(endpoint) && env.OTEL_SDK_DISABLED?.toLowerCase() !== "true",
    serviceName: env.OTEL_SERVICE_NAME || DEFAULT_SERVICE_NAME,
    metricsToken: env.METRICS_TOKEN || undefined,
  };
}
