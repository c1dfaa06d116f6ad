import { pixelBombPng, samplePicture, truncated } from "../testing/images.js";
import { base64Image, decodeImage, encodeImage, imageHeader, sniffFormat } from "./intake.js";

const LIMITS = { maxPixels: 4_000_000 };

async function refusal(promise: Promise<unknown>): Promise<{ code: string; status: number; issue: string }> {
  const err = (await promise.then(
    () => undefined,
    (e: unknown) => e,
  )) as { code: string; status: number; issues: { name: string }[] } | undefined;
  if (!err) throw new Error("expected a refusal");
  return { code: err.code, status: err.status, issue: err.issues[0]!.name };
}

describe("image intake", () => {
  it("decodes PNG and JPEG to raw RGB, or grey on request", async () => {
    for (const format of ["png", "jpeg"] as const) {
      const image = await decodeImage(await samplePicture(64, 48, format), "/image", LIMITS);
      expect(image).toMatchObject({ width: 64, height: 48, channels: 3, format });
      expect(image.data.length).toBe(64 * 48 * 3);
    }
    const grey = await decodeImage(await samplePicture(10, 8), "/image", LIMITS, { channels: 1 });
    expect(grey).toMatchObject({ channels: 1, width: 10, height: 8 });
    expect(grey.data.length).toBe(80);
  });

  it("refuses a decompression bomb from its header, before decoding (413 naming the member)", async () => {
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(200);
    expect(await refusal(imageHeader(bomb, "/pattern", LIMITS))).toEqual({
      code: "image_too_large",
      status: 413,
      issue: "/pattern",
    });
    const justOver = pixelBombPng(2001, 2000);
    expect((await refusal(decodeImage(justOver, "/image", LIMITS))).code).toBe("image_too_large");
  });

  it("answers 422 for a truncated or corrupt file of a known format", async () => {
    for (const format of ["png", "jpeg"] as const) {
      const cut = truncated(await samplePicture(200, 150, format));
      expect(await refusal(decodeImage(cut, "/image", LIMITS))).toMatchObject({
        code: "unprocessable",
        status: 422,
      });
    }
  });

  it("answers 415 for formats it does not take, whatever their extension", async () => {
    for (const bytes of [
      Buffer.from("GIF89a\x01\x00\x01\x00"),
      Buffer.from("<svg/>"),
      Buffer.from("II*\0abcd"),
    ])
      expect(await refusal(decodeImage(bytes, "/image", LIMITS))).toEqual({
        code: "unsupported_media_type",
        status: 415,
        issue: "/image",
      });
    expect(sniffFormat(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("webp");
  });

  it("reads standard and URL-safe base64, with or without a data: prefix, and refuses the rest", async () => {
    const png = await samplePicture(4, 4);
    expect(base64Image(png.toString("base64"), "/image").equals(png)).toBe(true);
    expect(base64Image(`data:image/png;base64,${png.toString("base64")}`, "/image").equals(png)).toBe(true);
    expect(base64Image(png.toString("base64url"), "/image").equals(png)).toBe(true);
    for (const bad of ["not base64!", "", "abcde"])
      expect(() => base64Image(bad, "/image")).toThrow(
        expect.objectContaining({ code: "validation_failed" }),
      );
  });

  it("encodes raw pixels back to PNG and JPEG", async () => {
    const raw = { data: Buffer.alloc(8 * 6 * 3, 200), width: 8, height: 6, channels: 3 as const };
    const png = await encodeImage(raw, "png");
    const jpeg = await encodeImage(raw, "jpeg", 50);
    expect(sniffFormat(png)).toBe("png");
    expect(sniffFormat(jpeg)).toBe("jpeg");
    expect(await imageHeader(png, "/i", LIMITS)).toEqual({ format: "png", width: 8, height: 6 });
  });
});
