import { ApiError, renderError } from "./errors.js";

describe("renderError", () => {
  const issue = {
    location: "query" as const,
    name: "count",
    message: "must be a whole number from 1 to 100",
  };
  const error = new ApiError("validation_failed", "Invalid request: query count", { issues: [issue] });

  it.each([
    [
      "envelope",
      {
        mediaType: "application/json",
        body: {
          success: false,
          error: "Invalid request: query count",
          code: "validation_failed",
          issues: [issue],
          requestId: "req-1",
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
          code: "validation_failed",
          requestId: "req-1",
          errors: { "query:count": "must be a whole number from 1 to 100" },
        },
      },
    ],
    [
      "message",
      {
        mediaType: "application/json",
        body: { message: "Invalid request: query count", code: "validation_failed", requestId: "req-1" },
      },
    ],
    [
      "jsonrpc",
      {
        mediaType: "application/json",
        body: {
          jsonrpc: "2.0",
          id: null,
          error: {
            code: -32600,
            message: "Invalid request: query count",
            data: { code: "validation_failed", requestId: "req-1", issues: [issue] },
          },
        },
      },
    ],
  ] as const)("renders the %s shape with the code and the request id", (shape, want) => {
    const rendered = renderError(error, shape, "req-1");
    expect(rendered.status).toBe(400);
    expect(rendered.mediaType).toBe(want.mediaType);
    expect(rendered.body).toEqual(want.body);
  });

  it.each(["envelope", "problem", "message"] as const)(
    "leaves requestId out of the %s shape when there is none",
    (shape) => {
      const body = renderError(new ApiError("not_found"), shape).body as Record<string, unknown>;
      expect(body.code).toBe("not_found");
      expect(body).not.toHaveProperty("requestId");
    },
  );
});
