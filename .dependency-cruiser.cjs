/**
 * The architecture as rules, checked by `npm run lint:deps` (CI runs it with the linters):
 * the kernel (runtime/, storage's own modules, the platform package) imports no service; a
 * service imports no other service; nothing imports in a circle. The generated registry
 * (generated/services.ts) is the one module that knows every service; the kernel loads it by
 * path at run time (runtime/registry.ts).
 * @type {import('dependency-cruiser').IConfiguration}
 */
const SERVICE_CODE =
  "^(handlers/|storage/(?!platform/|blobs/|cli/|scripts/)[^/]+/|generated/services\\.ts$|conformance/)";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Modules must not import each other in a circle, directly or through others.",
      from: {},
      to: { circular: true },
    },
    {
      name: "kernel-imports-no-service",
      severity: "error",
      comment:
        "runtime/ is the kernel: services register what it needs through their module and the generated registry.",
      from: { path: "^runtime/" },
      to: { path: [SERVICE_CODE, "^generated/(?!.*\\.yaml$)"] },
    },
    {
      name: "storage-kernel-imports-no-service",
      severity: "error",
      comment: "storage/'s own modules and the platform package serve every service and know none.",
      from: { path: "^storage/([^/]+\\.ts$|platform/|blobs/|cli/)" },
      to: { path: SERVICE_CODE },
    },
    {
      name: "service-imports-no-other-service",
      severity: "error",
      comment: "A service's folders use the kernel, the platform and their own code only.",
      from: { path: "^(handlers|storage|conformance|spec)/([^/]+)/" },
      to: {
        path: "^(handlers|storage|conformance)/([^/]+)/",
        pathNot: [
          "^(handlers|storage|conformance)/$2/",
          "^storage/(platform|blobs|cli|scripts)/",
          "^conformance/(tools|fuzz|cli|clients|selftest)/",
        ],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|dist|\\.data|\\.cache|bench/tsoa/generated)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".js"] },
  },
};
