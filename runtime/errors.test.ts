import { ApiError, renderError } from "./errors.js";

describe("renderError", () => {
  const issue = {
    location: "query" as const,
    name: "count",
    message: "must be a whole number from 1 to 100",
  };
  const error = new ApiError("invalid_request", "Invalid request: query count", { issues: [issue] });

  it.each([
    [
      "envelope",
      {
        mediaType: "application/json",
        body: {
          success: false,
          error: "Invalid request: query count",
          code: "invalid_request",
          issues: [issue],
        },
      },
    ],
    [
      "problem",
      {
        mediaType: "application/problem+json",
        body: {
          type: "about:blank",
          title: "Invalid request",
          status: 400,
          detail: "Invalid request: query count",
          errors: { "query:count": "must be a whole number from 1 to 100" },
        },
      },
    ],
    ["message", { mediaType: "application/json", body: { message: "Invalid request: query count" } }],
  ] as const)("renders the %s shape", (shape, want) => {
    const rendered = renderError(error, shape);
    expect(rendered.status).toBe(400);
    expect(rendered.mediaType).toBe(want.mediaType);
    expect(rendered.body).toEqual(want.body);
  });
});
