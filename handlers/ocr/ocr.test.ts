/**
 * `POST /v1/ocr` through the whole runtime (validation, payment, the contract judge): each output
 * format on rendered text, the options (page segmentation, orientation, languages), and every kind
 * of bad input refused with the contract's error shape, naming `/image`, never a 500 and never
 * charged.
 */
import { parseHTML } from "linkedom";
import request from "supertest";
import { loadSharp } from "../../runtime/imaging/sharp.js";
import { startTestService, type TestService } from "../../runtime/testing/harness.js";
import { createApiKey } from "../../storage/platform/apiKeys.js";
import { GIF, pngClaiming, SVG, TIFF, truncated } from "./testing/badImages.js";
import { makeTextImage, renderText, wordAccuracy } from "./testing/textImages.js";
import { altoSchema, hasXmllint, xmllint } from "./testing/xml.js";

/** The spec's example: a 240 × 60 PNG of "Hello 42". */
const HELLO =
  "iVBORw0KGgoAAAANSUhEUgAAAPAAAAA8AQMAAABisaUeAAAABlBMVEX///8yMjJXiudxAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAoklEQVQ4je3RIRKDMBCF4ddBPNdaRKZcAVdUr1O7N2gc1wqq11gGUYtEMJMOmcpNLCa//UzyFqjVzkg0S+r+fGu2Enfcy3wv8QM0mSr6zHO3ikaPV4bdIPPi8TU57n0r8xTwwTXLPlxGk9W9d1l8aEa4EhODyYKDSUiJY7AOo67H8TTGKZg8IH2MjTfZtWkWWqsco25pVDKazDWdhCbXaqf2A9b8Vc0OkQNRAAAAAElFTkSuQmCC";

let svc: TestService;
let key: string;
let paragraph: { png: Buffer; text: string };

beforeAll(async () => {
  svc = await startTestService("ocr");
  key = (await createApiKey(svc.db.knex, { name: "ocr tests", creditsMicros: 1_000_000_000n })).key;
  paragraph = await makeTextImage({
    font: "DejaVu Serif",
    sizePx: 20,
    rotation: 0,
    noise: { kind: "none" },
    seed: 11,
    lines: 4,
    wordsPerLine: 6,
  });
}, 60_000);

afterAll(async () => {
  expect(svc.violations()).toEqual([]);
  await svc.close();
});

const ocr = (body: object) =>
  request(svc.app)
    .post("/v1/ocr")
    .set({ Authorization: `Bearer ${key}` })
    .send(body);

const credits = async () => (await svc.settledKey(key))?.creditsMicros;

describe("outputs", () => {
  it("reads the spec's example and answers words with boxes and the text", async () => {
    const res = await ocr({ image: HELLO });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, width: 240, height: 60, languages: ["eng"], psm: 3 });
    expect(res.body.text.trim()).toBe("Hello 42");
    expect(res.body.words.map((w: { text: string }) => w.text)).toEqual(["Hello", "42"]);
    const [hello, n42] = res.body.words;
    expect(hello.left).toBeLessThan(n42.left);
    expect(hello).toMatchObject({ block: 1, par: 1, line: 1, word: 1 });
    expect(hello.conf).toBeGreaterThan(80);
    expect(res.body.tsv).toBeUndefined();
    expect(res.body.hocr).toBeUndefined();
    expect(res.body.alto).toBeUndefined();
  });

  it("answers Tesseract's TSV with its header and one row per page, block, paragraph, line and word", async () => {
    const res = await ocr({ image: paragraph.png.toString("base64"), formats: ["tsv"] });
    expect(res.status).toBe(200);
    expect(res.body.text).toBeUndefined();
    const lines: string[] = res.body.tsv.trimEnd().split("\n");
    expect(lines[0]).toBe(
      "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext",
    );
    const rows = lines.slice(1).map((l) => l.split("\t"));
    expect(rows.every((r) => r.length === 12)).toBe(true);
    expect(rows[0]!.slice(0, 2)).toEqual(["1", "1"]);
    const words = rows.filter((r) => r[0] === "5");
    const others = rows.filter((r) => r[0] !== "5");
    expect(others.every((r) => r[10] === "-1")).toBe(true);
    expect(words.length).toBe(res.body.words.length);
    expect(rows.filter((r) => r[0] === "4")).toHaveLength(4);
    expect(wordAccuracy(paragraph.text, words.map((r) => r[11]).join(" "))).toBeGreaterThanOrEqual(0.95);
  });

  it("answers a full hOCR document: XHTML with pages, areas, paragraphs, lines and words, boxes and confidences", async () => {
    const res = await ocr({ image: paragraph.png.toString("base64"), formats: ["hocr", "txt"] });
    expect(res.status).toBe(200);
    const hocr: string = res.body.hocr;
    expect(hocr.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html PUBLIC')).toBe(true);
    if (hasXmllint()) expect(xmllint(hocr)).toBe("");
    const { document } = parseHTML(hocr);
    expect(document.querySelector("meta[name=ocr-system]")?.getAttribute("content")).toMatch(
      /^tesseract 5\./,
    );
    for (const kind of ["ocr_page", "ocr_carea", "ocr_par", "ocr_line", "ocrx_word"]) {
      const found = [...document.querySelectorAll(`.${kind}`)];
      expect(found.length).toBeGreaterThan(0);
      for (const el of found) expect(el.getAttribute("title")).toMatch(/\bbbox \d+ \d+ \d+ \d+/);
    }
    const words = [...document.querySelectorAll(".ocrx_word")];
    expect(words).toHaveLength(res.body.words.length);
    for (const w of words) expect(w.getAttribute("title")).toMatch(/; x_wconf \d+/);
    expect(words.map((w) => w.textContent).join(" ")).toBe(
      res.body.words.map((w: { text: string }) => w.text).join(" "),
    );
  });

  it("answers ALTO v3 that validates against alto-3-1.xsd, with WC = conf / 100", async () => {
    const res = await ocr({ image: paragraph.png.toString("base64"), formats: ["alto"] });
    expect(res.status).toBe(200);
    const alto: string = res.body.alto;
    expect(alto).toContain('xmlns="http://www.loc.gov/standards/alto/ns-v3#"');
    expect(alto).toContain("<MeasurementUnit>pixel</MeasurementUnit>");
    const strings = [...alto.matchAll(/<String [^>]*WC="([0-9.]+)" CONTENT="([^"]*)"/g)];
    expect(strings).toHaveLength(res.body.words.length);
    strings.forEach((m, i) => {
      expect(m[1]).toMatch(/^[01]\.\d\d$/);
      expect(Math.abs(Number(m[1]) - res.body.words[i].conf / 100)).toBeLessThanOrEqual(0.0051);
      expect(m[2]).toBe(res.body.words[i].text);
    });
    expect(alto).toMatch(/<SP WIDTH="\d+" VPOS="\d+" HPOS="\d+"\/>/);
    // xmllint is a system requirement (libxml2-utils): installed by `npm install` / `npm test`.
    expect(hasXmllint()).toBe(true);
    expect(xmllint(alto)).toBe("");
    const xsd = altoSchema();
    if (!xsd) return console.warn("alto-3-1.xsd not found (ALTO_XSD): ALTO not validated against its schema");
    expect(xmllint(alto, ["--schema", xsd])).toBe("");
  });

  it("answers every format at once, repeats ignored", async () => {
    const res = await ocr({ image: HELLO, formats: ["alto", "txt", "tsv", "hocr", "txt"].slice(0, 4) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(expect.arrayContaining(["text", "tsv", "hocr", "alto"]));
  });
});

describe("options", () => {
  it("reads a single line with psm 7 and a data: URL prefix on the base64", async () => {
    const res = await ocr({ image: `data:image/png;base64,${HELLO}`, psm: 7, languages: ["eng", "eng"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ psm: 7, languages: ["eng"] });
    expect(res.body.text.trim()).toBe("Hello 42");
  });

  it("reads with several languages", async () => {
    const res = await ocr({ image: HELLO, languages: ["deu", "eng"] });
    expect(res.status).toBe(200);
    expect(res.body.languages).toEqual(["deu", "eng"]);
    expect(res.body.text.trim()).toBe("Hello 42");
  });

  it("turns a page printed upside down upright (OSD's word alone, or checked by reading it both ways), and reports it", async () => {
    const upside = await makeTextImage({
      font: "DejaVu Sans",
      sizePx: 20,
      rotation: 180,
      noise: { kind: "none" },
      seed: 5,
    });
    const res = await ocr({ image: upside.png.toString("base64") });
    expect(res.status).toBe(200);
    expect(res.body.orientation).toMatchObject({ degrees: 180, script: "Latin", applied: true });
    expect(wordAccuracy(upside.text, res.body.text)).toBeGreaterThanOrEqual(0.95);

    const kept = await ocr({ image: upside.png.toString("base64"), autoRotate: false });
    expect(kept.body.orientation).toMatchObject({ degrees: 180, applied: false });
    expect(wordAccuracy(upside.text, kept.body.text)).toBeLessThan(0.5);
  });

  it("turns a page by 90 degrees, and its boxes are in the turned image", async () => {
    const turned = await makeTextImage({
      font: "DejaVu Serif",
      sizePx: 20,
      rotation: 90,
      noise: { kind: "none" },
      seed: 6,
      lines: 6,
      wordsPerLine: 6,
    });
    const res = await ocr({ image: turned.png.toString("base64") });
    expect(res.status).toBe(200);
    expect(res.body.orientation).toMatchObject({ degrees: 90, applied: true });
    expect({ width: res.body.width, height: res.body.height }).toEqual({
      width: turned.height,
      height: turned.width,
    });
    expect(wordAccuracy(turned.text, res.body.text)).toBeGreaterThanOrEqual(0.95);
  });

  it("skips orientation detection when asked", async () => {
    const res = await ocr({ image: HELLO, detectOrientation: false, dpi: 300 });
    expect(res.status).toBe(200);
    expect(res.body.orientation).toBeNull();
  });

  it("answers no words, not an error, for an image without text", async () => {
    const sharp = await loadSharp();
    const blank = await sharp({ create: { width: 64, height: 32, channels: 3, background: "#fff" } })
      .jpeg()
      .toBuffer();
    const res = await ocr({ image: blank.toString("base64"), formats: ["txt", "tsv", "hocr", "alto"] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ words: [], meanConfidence: 0, orientation: null });
    if (hasXmllint()) expect(xmllint(res.body.alto)).toBe("");
  });

  it("reads a WebP with transparency, flattened on white", async () => {
    const sharp = await loadSharp();
    const text = await renderText("Hello 42", "DejaVu Sans", 24);
    // Black ink on a transparent background: the alpha carries the glyphs.
    const rgba = Buffer.alloc(text.width * text.height * 4);
    for (let i = 0; i < text.width * text.height; i++) rgba[i * 4 + 3] = 255 - text.data[i]!;
    const webp = await sharp(rgba, { raw: { width: text.width, height: text.height, channels: 4 } })
      .webp({ lossless: true })
      .toBuffer();
    const res = await ocr({ image: webp.toString("base64"), psm: 7 });
    expect(res.status).toBe(200);
    expect(res.body.text.trim()).toBe("Hello 42");
  });
});

describe("the image as a multipart file part", () => {
  const form = () =>
    request(svc.app)
      .post("/v1/ocr")
      .set({ Authorization: `Bearer ${key}` });

  it("reads a file part with value parts for the options, as JSON's base64 is read", async () => {
    const res = await form()
      .attach("image", Buffer.from(HELLO, "base64"), { filename: "hello.png", contentType: "image/png" })
      .field("formats", "txt")
      .field("formats", "tsv")
      .field("detectOrientation", "false")
      .field("psm", "7");
    expect(res.status).toBe(200);
    expect(res.body.words.map((w: { text: string }) => w.text)).toEqual(["Hello", "42"]);
    expect(res.body.psm).toBe(7);
    expect(res.body.orientation).toBeNull();
    expect(res.body.tsv).toMatch(/^level\tpage_num/);
    const json = await ocr({ image: HELLO, formats: ["txt", "tsv"], detectOrientation: false, psm: 7 });
    expect(res.body.text).toBe(json.body.text);
  });

  it("refuses a file that is no image (415), a bomb (413), bad values and too many languages (400), free", async () => {
    const before = await credits();
    const gif = await form().attach("image", GIF, { filename: "a.png", contentType: "image/png" });
    expect([gif.status, gif.body.code, gif.body.issues[0].name]).toEqual([
      415,
      "unsupported_media_type",
      "/image",
    ]);
    const bomb = await form().attach("image", pngClaiming(100_000, 100_000), "bomb.png");
    expect([bomb.status, bomb.body.code]).toEqual([413, "image_too_large"]);
    const psm = await form().attach("image", Buffer.from(HELLO, "base64"), "a.png").field("psm", "2");
    expect([psm.status, psm.body.issues[0].name]).toEqual([400, "/psm"]);
    const many = await form()
      .attach("image", Buffer.from(HELLO, "base64"), "a.png")
      .field("languages", "eng")
      .field("languages", "deu")
      .field("languages", "fra")
      .field("languages", "spa");
    expect([many.status, many.body.issues[0].name]).toEqual([400, "/languages"]);
    const missing = await form().field("psm", "3");
    expect([missing.status, missing.body.issues[0].name]).toEqual([400, "/image"]);
    expect(await credits()).toBe(before);
  });
});

describe("bad input: refused with the contract's error, naming /image, never charged", () => {
  it.each([
    ["text that is not base64", 400, "validation_failed", "not base64!"],
    ["an empty image", 400, "validation_failed", ""],
    ["a GIF", 415, "unsupported_media_type", GIF.toString("base64")],
    ["a TIFF", 415, "unsupported_media_type", TIFF.toString("base64")],
    ["an SVG", 415, "unsupported_media_type", SVG.toString("base64")],
    [
      "a decompression bomb (100,000² in its header)",
      413,
      "image_too_large",
      pngClaiming(100_000, 100_000).toString("base64"),
    ],
    [
      "over 25 megapixels (5,001 × 5,000)",
      413,
      "image_too_large",
      pngClaiming(5_001, 5_000).toString("base64"),
    ],
    ["a side over 16,384 (16,385 × 1)", 413, "image_too_large", pngClaiming(16_385, 1).toString("base64")],
    ["a truncated PNG", 422, "unprocessable", truncated(Buffer.from(HELLO, "base64")).toString("base64")],
    [
      "a PNG header with no pixels (300 × 300)",
      422,
      "unprocessable",
      pngClaiming(300, 300).toString("base64"),
    ],
    [
      "JPEG magic then garbage",
      422,
      "unprocessable",
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]).toString("base64"),
    ],
  ])("%s: %i %s", async (_name, status, code, image) => {
    const before = await credits();
    const res = await ocr({ image, formats: ["txt"] });
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, code });
    expect(res.body.issues).toEqual([expect.objectContaining({ location: "body", name: "/image" })]);
    expect(await credits()).toBe(before);
  });

  it.each([
    ["an unknown language", { languages: ["xyz"] }, "/languages/0"],
    ["four languages", { languages: ["eng", "deu", "fra", "spa"] }, "/languages"],
    ["psm 0", { psm: 0 }, "/psm"],
    ["psm 2", { psm: 2 }, "/psm"],
    ["an unknown format", { formats: ["pdf"] }, "/formats/0"],
    ["dpi 50", { dpi: 50 }, "/dpi"],
    ["rotateMinConfidence 101", { rotateMinConfidence: 101 }, "/rotateMinConfidence"],
  ])("%s: 400 naming the member", async (_name, extra, member) => {
    const before = await credits();
    const res = await ocr({ image: HELLO, ...extra });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { name: string }) => i.name)).toContain(member);
    expect(await credits()).toBe(before);
  });

  it("takes a JSON body over 1 MiB (the cap is the route's 16 MiB upload limit)", async () => {
    // Line breaks are allowed in the base64: 2 MiB of them around a small image.
    const res = await ocr({
      image: `${HELLO.slice(0, 100)}${"\n".repeat(2 * 1024 * 1024)}${HELLO.slice(100)}`,
    });
    expect(res.status).toBe(200);
    expect(res.body.text.trim()).toBe("Hello 42");
  });

  it("refuses a body over 16 MiB with 413 payload_too_large, free", async () => {
    const before = await credits();
    const res = await ocr({ image: `${HELLO}${"\n".repeat(16 * 1024 * 1024)}` });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: "payload_too_large" });
    expect(await credits()).toBe(before);
  });

  it("charges USD 0.005 for a 200", async () => {
    const before = (await credits())!;
    expect((await ocr({ image: HELLO, detectOrientation: false })).status).toBe(200);
    expect(before - (await credits())!).toBe(5_000n);
  });

  it("answers an unpaid probe (no credential, no input) with 402 and the x402 terms", async () => {
    const res = await request(svc.app).post("/v1/ocr").send({});
    expect(res.status).toBe(402);
    expect(res.headers["payment-required"]).toBeDefined();
  });
});
