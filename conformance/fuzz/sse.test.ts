import { runChecks } from "./checks.js";
import { type OpenApiDocument, readContract } from "./openapi.js";
import { streamEvents } from "./sse.js";
import { createValidator } from "./validator.js";

describe("streamEvents", () => {
  it("reads events as Schemathesis does: default event name, ids carried over, comments skipped", () => {
    const body =
      ': stream open\n\nid: 7\nevent: order\ndata: {"n":1}\n\ndata: a\ndata: b\n\n: ping\n\nid: 9\ndata: last';
    expect(streamEvents(body)).toEqual([
      { id: "7", event: "order", data: '{"n":1}' },
      { id: "7", event: "message", data: "a\nb" },
      { id: "9", event: "message", data: "last" },
    ]);
  });
});

describe("an event-stream response", () => {
  const doc: OpenApiDocument = {
    openapi: "3.1.0",
    paths: {
      "/events": {
        get: {
          operationId: "events",
          responses: {
            "200": {
              description: "events",
              content: {
                "text/event-stream": {
                  schema: {
                    type: "object",
                    required: ["id", "event", "data"],
                    properties: { id: { type: "string", pattern: "^[0-9]+$" }, event: { type: "string" } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  const op = readContract(doc).operations[0]!;
  const judge = (body: string) =>
    runChecks(
      op,
      { kind: "positive", credentialsSent: false, fullyValid: true, hasPathParams: false },
      { status: 200, body, headers: { "content-type": "text/event-stream; charset=utf-8" }, elapsedMs: 1 },
      createValidator(doc),
    );

  it("is judged event by event against the schema", () => {
    expect(judge(": open\n\nid: 1\nevent: e\ndata: null\n\n")).toEqual([]);
    expect(judge("")).toEqual([]);
    expect(judge("id: 1\nevent: e\ndata: x\n\nid: two\nevent: e\ndata: y\n\n")).toEqual([
      expect.objectContaining({
        check: "response_schema_conformance",
        reason: expect.stringMatching(/^200 event #1: /),
      }),
    ]);
  });
});
