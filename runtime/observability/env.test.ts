/** observabilityFromEnv: tracing only with an OTLP endpoint, the service name, the metrics token. */
import { DEFAULT_SERVICE_NAME, type ObservabilityConfig, observabilityFromEnv } from "./env.js";

const cases: [string, { given: NodeJS.ProcessEnv; want: ObservabilityConfig }][] = [
  [
    "nothing set",
    { given: {}, want: { tracing: false, serviceName: DEFAULT_SERVICE_NAME, metricsToken: undefined } },
  ],
  [
    "an OTLP endpoint",
    {
      given: { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SERVICE_NAME: "api-eu" },
      want: { tracing: true, serviceName: "api-eu", metricsToken: undefined },
    },
  ],
  [
    "a traces-only endpoint",
    {
      given: { OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" },
      want: { tracing: true, serviceName: DEFAULT_SERVICE_NAME, metricsToken: undefined },
    },
  ],
  [
    "an endpoint with the SDK disabled",
    {
      given: { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "TRUE" },
      want: { tracing: false, serviceName: DEFAULT_SERVICE_NAME, metricsToken: undefined },
    },
  ],
  [
    "empty values, as unset",
    {
      given: { OTEL_EXPORTER_OTLP_ENDPOINT: "", OTEL_SERVICE_NAME: "", METRICS_TOKEN: "" },
      want: { tracing: false, serviceName: DEFAULT_SERVICE_NAME, metricsToken: undefined },
    },
  ],
  [
    "a metrics token",
    {
      given: { METRICS_TOKEN: "t0k" },
      want: { tracing: false, serviceName: DEFAULT_SERVICE_NAME, metricsToken: "t0k" },
    },
  ],
];

describe("observabilityFromEnv", () => {
  it.each(cases)("reads %s", (_name, { given, want }) => {
    expect(observabilityFromEnv(given)).toEqual(want);
  });
});
