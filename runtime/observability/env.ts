/**
 * The observability settings, declared in the configuration module (`observabilityVariables`).
 * OpenTelemetry's own variables keep their standard meaning: the OTLP exporter reads `OTEL_EXPORTER_OTLP_ENDPOINT` / `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` / `…_HEADERS`, the SDK
 * reads `OTEL_TRACES_SAMPLER` / `OTEL_TRACES_SAMPLER_ARG`; here we only decide whether to trace.
 */
import { observabilityVariables } from "../config/kernel.js";
import { readSection } from "../config/read.js";

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
  const config = readSection(observabilityVariables, env);
  const endpoint = config.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? config.OTEL_EXPORTER_OTLP_ENDPOINT;
  return {
    tracing: endpoint !== undefined && !config.OTEL_SDK_DISABLED,
    serviceName: config.OTEL_SERVICE_NAME,
    metricsToken: config.METRICS_TOKEN,
  };
}
