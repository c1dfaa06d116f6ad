import { type SignedParams, signedUrl, signToken, urlSigningKey, verifyToken } from "./signing.js";

const key = urlSigningKey(Buffer.alloc(32, 1));

const params: SignedParams = {
  expires: 2_000_000_000,
  projectId: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a97",
  bucketId: "5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d94",
  key: "photos/a b.png",
  method: "PUT",
  contentType: "image/png",
};
const before = new Date(1_999_999_000_000);

describe("signed URL tokens", () => {
  it("verifies its own token and refuses any changed parameter", () => {
    const token = signToken(key, params);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyToken(key, token, params, before)).toBeNull();
    const changes: Partial<SignedParams>[] = [
      { expires: params.expires + 1 },
      { projectId: "3f6c2a8e-9b1d-4c7e-8a2f-5d0e1b4c6a98" },
      { bucketId: "5d0c2b7e-1f4a-4c8e-9b3d-7a6e2f1c0d95" },
      { key: "photos/a b.pn" },
      { method: "GET" },
      { contentType: undefined },
    ];
    for (const change of changes)
      expect(verifyToken(key, token, { ...params, ...change }, before)).toMatch(/signature/);
    expect(
      verifyToken(key, `${token.slice(0, -1)}A`, params, before) ??
        verifyToken(key, `${token.slice(0, -1)}B`, params, before),
    ).toMatch(/signature/);
    expect(verifyToken(key, "short", params, before)).toMatch(/signature/);
  });

  it("refuses an expired token", () => {
    expect(verifyToken(key, signToken(key, params), params, new Date(params.expires * 1000))).toMatch(
      /expired/,
    );
  });

  it("depends on the sealing key it is derived from", () => {
    const token = signToken(key, params);
    const other = urlSigningKey(Buffer.alloc(32, 7));
    expect(verifyToken(other, token, params, before)).toMatch(/signature/);
    expect(urlSigningKey(Buffer.alloc(32, 1))).toEqual(key);
  });

  it("builds an absolute URL carrying every signed parameter", () => {
    const url = new URL(signedUrl("http://h.example/infra", key, params));
    expect(url.pathname).toBe(`/infra/infra/storage/signed/${signToken(key, params)}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      expires: "2000000000",
      p: params.projectId,
      b: params.bucketId,
      k: "photos/a b.png",
      m: "PUT",
      ct: "image/png",
    });
  });
});
