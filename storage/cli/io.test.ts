import { cliConfigProblems } from "./io.js";

describe("cliConfigProblems", () => {
  it("lists every problem with the variables the CLIs read, and only those", () => {
    expect(
      cliConfigProblems({
        DATABASE_URL: "mysql://db",
        DATABASE_POOL_MAX: "none",
        LOG_LEVEL: "chatty",
        X402_NETWORK: "not judged here",
      }),
    ).toEqual([
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "chatty")',
      "DATABASE_URL must be an absolute URL (postgres or postgresql)",
      'DATABASE_POOL_MAX must be a whole number from 1 to 1000 (got "none")',
    ]);
  });

  it("accepts the defaults", () => {
    expect(cliConfigProblems({})).toEqual([]);
  });
});
