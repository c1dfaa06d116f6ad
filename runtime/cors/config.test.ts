import { CorsConfigError, corsFromEnv } from "./config.js";

describe("corsFromEnv", () => {
  it.each([
    ["nothing set: any origin, no credentials", {}, { origins: "*", credentials: false }],
    ["an explicit *", { CORS_ORIGINS: "*" }, { origins: "*", credentials: false }],
    [
      "credentials=false with *",
      { CORS_ORIGINS: " * ", CORS_CREDENTIALS: "false" },
      { origins: "*", credentials: false },
    ],
    [
      "a list, spaces and empty entries ignored",
      { CORS_ORIGINS: " https://app.example.com, ,http://localhost:5173" },
      { origins: new Set(["https://app.example.com", "http://localhost:5173"]), credentials: false },
    ],
    [
      "credentials with a list",
      { CORS_ORIGINS: "https://app.example.com", CORS_CREDENTIALS: "TRUE" },
      { origins: new Set(["https://app.example.com"]), credentials: true },
    ],
    [
      "origins as browsers send them: host lower-cased, default port dropped",
      { CORS_ORIGINS: "https://App.Example.com:443,http://[::1]:8080" },
      { origins: new Set(["https://app.example.com", "http://[::1]:8080"]), credentials: false },
    ],
  ])("%s", (_name, env, want) => {
    expect(corsFromEnv(env)).toEqual(want);
  });

  it.each([
    [
      "credentials with the default *",
      { CORS_CREDENTIALS: "true" },
      /CORS_CREDENTIALS=true needs CORS_ORIGINS/,
    ],
    ["credentials with *", { CORS_ORIGINS: "*", CORS_CREDENTIALS: "true" }, /list the allowed origins/],
    ["* mixed with names", { CORS_ORIGINS: "*,https://a.example" }, /"\*" alone or a list/],
    [
      "a trailing slash",
      { CORS_ORIGINS: "https://a.example/" },
      /"https:\/\/a\.example\/".*no path or trailing slash/,
    ],
    ["a path", { CORS_ORIGINS: "https://a.example/app" }, /"https:\/\/a\.example\/app"/],
    ["no scheme", { CORS_ORIGINS: "a.example" }, /"a\.example"/],
    ["another scheme", { CORS_ORIGINS: "ftp://a.example" }, /"ftp:\/\/a\.example"/],
    ["the opaque origin null", { CORS_ORIGINS: "null" }, /"null"/],
    [
      "credentials neither true nor false",
      { CORS_ORIGINS: "https://a.example", CORS_CREDENTIALS: "yes" },
      /"true" or "false"/,
    ],
  ])("refuses %s", (_name, env, message) => {
    expect(() => corsFromEnv(env)).toThrow(CorsConfigError);
    expect(() => corsFromEnv(env)).toThrow(message);
  });
});
