import { availableParallelism } from "node:os";

/**
 * Jest runs TypeScript as native ES modules: swc strips types, Node's VM modules load them
 * (`--experimental-vm-modules`, set in the `test` script). NodeNext import specifiers end in
 * `.js`; the mapper points them back at the `.ts` sources.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: "node",
  extensionsToTreatAsEsm: [".ts"],
  transform: {
    "^.+\\.ts$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript" }, target: "es2023" },
        module: { type: "es6" },
      },
    ],
  },
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  testMatch: ["<rootDir>/**/*.test.ts"],
  testPathIgnorePatterns: ["/node_modules/", "/dist/", "/.data/"],
  testTimeout: 60_000,
  // Transformed sources and the file map, under the project's .cache/ (kept between CI runs with
  // the installed tools) instead of the system temp folder: a run re-transforms only what changed.
  cacheDirectory: "<rootDir>/.cache/jest",
  // Jest's default (cores − 1) is one worker on a 2-core machine, which leaves a core idle while
  // test files wait on their databases; two workers finish the suite in about half the time.
  maxWorkers: Math.max(2, availableParallelism() - 1),
};
