import { describe, expect, it } from "@jest/globals";
import { redactUrl } from "./logger.js";

describe("redactUrl", () => {
  it("hides the value of every secret query parameter, wherever it stands", () => {
    expect(redactUrl("/memory/v1/memories?memory_key=s3cret-value-1234&user_id=u1")).toBe(
      "/memory/v1/memories?memory_key=[Redacted]&user_id=u1",
    );
    expect(redactUrl("/x?a=1&API_KEY=k&access_token=t&secret=s&password=p#frag")).toBe(
      "/x?a=1&API_KEY=[Redacted]&access_token=[Redacted]&secret=[Redacted]&password=[Redacted]#frag",
    );
  });

  it("leaves other parameters, paths and values that merely mention a secret alone", () => {
    for (const url of ["/memory_key/v1?user_id=memory_key", "/x?keyword=a&tokens_used=3", "/plain"])
      expect(redactUrl(url)).toBe(url);
  });
});
