/**
 * TSV → words and TSV → ALTO, pure TypeScript on a recorded TSV (two blocks, one with two
 * paragraphs; an empty line; words that need escaping; confidences at the edges), without
 * Tesseract. The ALTO is checked against alto-3-1.xsd with xmllint when the schema is at hand.
 */
import { ALTO_NS, altoFromTsv, wordConfidence, xmlAttr } from "./alto.js";
import { hocrDocument } from "./hocr.js";
import { altoSchema, hasXmllint, xmllint } from "./testing/xml.js";
import { parseTsv, TSV_HEADER, tsvDocument, wordsOf } from "./tsv.js";

/** Tesseract 5.3's GetTSVText rows (no header), edited to cover the edge cases. */
const TSV = [
  "1\t1\t0\t0\t0\t0\t0\t0\t600\t300\t-1\t",
  "2\t1\t1\t0\t0\t0\t30\t30\t535\t163\t-1\t",
  "3\t1\t1\t1\t0\t0\t30\t30\t535\t43\t-1\t",
  "4\t1\t1\t1\t1\t0\t31\t30\t438\t19\t-1\t",
  "5\t1\t1\t1\t1\t1\t31\t30\t32\t15\t96.895401\tnot",
  "5\t1\t1\t1\t1\t2\t69\t30\t45\t15\t9.000000\tthen",
  '5\t1\t1\t1\t1\t3\t122\t30\t69\t19\t100.000000\tR&D <"x">',
  "4\t1\t1\t1\t2\t0\t31\t54\t100\t19\t-1\t",
  "5\t1\t1\t1\t2\t1\t31\t54\t94\t15\t0.000000\t ",
  "4\t1\t1\t1\t3\t0\t31\t78\t100\t19\t-1\t",
  "5\t1\t1\t1\t3\t1\t31\t78\t94\t15\t95.5\tsecond",
  "3\t1\t1\t2\t0\t0\t30\t120\t300\t19\t-1\t",
  "4\t1\t1\t2\t1\t0\t30\t120\t300\t19\t-1\t",
  "5\t1\t1\t2\t1\t1\t30\t120\t60\t19\t-0.5\tpara",
  "2\t1\t2\t0\t0\t0\t30\t200\t100\t20\t-1\t",
  "3\t1\t2\t1\t0\t0\t30\t200\t100\t20\t-1\t",
  "4\t1\t2\t1\t1\t0\t30\t200\t100\t20\t-1\t",
  "5\t1\t2\t1\t1\t1\t30\t200\t100\t20\t101\tlast",
  "",
].join("\n");

describe("TSV", () => {
  const rows = parseTsv(TSV);

  it("parses every row, and skips a header and lines that are not rows", () => {
    expect(rows).toHaveLength(18);
    expect(parseTsv(`${TSV_HEADER}\n${TSV}garbage\n1\t2\n`)).toEqual(rows);
    expect(rows[6]).toMatchObject({
      level: 5,
      block: 1,
      par: 1,
      line: 1,
      word: 3,
      text: 'R&D <"x">',
      conf: 100,
    });
  });

  it("answers the words with text, confidences within 0 to 100 with two decimals", () => {
    const words = wordsOf(rows);
    expect(words.map((w) => w.text)).toEqual(["not", "then", 'R&D <"x">', "second", "para", "last"]);
    expect(words.map((w) => w.conf)).toEqual([96.9, 9, 100, 95.5, 0, 100]);
    expect(words[0]).toEqual({
      text: "not",
      conf: 96.9,
      left: 31,
      top: 30,
      width: 32,
      height: 15,
      block: 1,
      par: 1,
      line: 1,
      word: 1,
    });
  });

  it("answers the TSV with Tesseract's header line", () => {
    const doc = tsvDocument(TSV);
    expect(doc.split("\n")[0]).toBe(TSV_HEADER);
    expect(doc.slice(TSV_HEADER.length + 1)).toBe(TSV);
    expect(tsvDocument("")).toBe(`${TSV_HEADER}\n`);
    expect(tsvDocument(`${TSV_HEADER}\n1\t1`)).toBe(`${TSV_HEADER}\n1\t1\n`);
  });
});

describe("ALTO", () => {
  const alto = altoFromTsv(parseTsv(TSV), { width: 600, height: 300, tesseractVersion: "5.3.0" });

  it("writes WC as conf / 100 with two decimals within 0 to 1 (not Tesseract's '0.' + conf)", () => {
    expect(wordConfidence(9)).toBe("0.09");
    expect(wordConfidence(100)).toBe("1.00");
    expect(wordConfidence(96.895401)).toBe("0.97");
    expect(wordConfidence(101)).toBe("1.00");
    expect(wordConfidence(-0.5)).toBe("0.00");
    expect([...alto.matchAll(/ WC="([^"]+)"/g)].map((m) => m[1])).toEqual([
      "0.97",
      "0.09",
      "1.00",
      "0.96",
      "0.00",
      "1.00",
    ]);
  });

  it("has a TextBlock per paragraph with words, a TextLine per line with words, and SP between strings", () => {
    expect(alto).toContain(`<alto xmlns="${ALTO_NS}"`);
    expect(alto).toContain("<MeasurementUnit>pixel</MeasurementUnit>");
    expect(alto).toContain('<Page WIDTH="600" HEIGHT="300" PHYSICAL_IMG_NR="0" ID="page_0">');
    expect(alto.match(/<TextBlock /g)).toHaveLength(3);
    // The line whose only word is a space is left out: a TextLine needs a String.
    expect(alto.match(/<TextLine /g)).toHaveLength(4);
    expect(alto.match(/<String /g)).toHaveLength(6);
    expect(alto.match(/<SP /g)).toHaveLength(2);
    expect(alto).toContain('<SP WIDTH="6" VPOS="30" HPOS="63"/>');
    expect(alto).toContain(
      '<String ID="string_2" HPOS="122" VPOS="30" WIDTH="69" HEIGHT="19" WC="1.00" CONTENT="R&amp;D &lt;&quot;x&quot;&gt;"/>',
    );
  });

  it("escapes what XML attributes cannot hold and drops what XML cannot carry", () => {
    expect(xmlAttr('a&b<c>"d"\te\u0001f')).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&#9;ef");
  });

  it("is well formed, and valid against alto-3-1.xsd (also with no words at all)", () => {
    if (!hasXmllint()) return console.warn("xmllint is not installed: ALTO not validated");
    const empty = altoFromTsv(parseTsv("1\t1\t0\t0\t0\t0\t0\t0\t10\t10\t-1\t\n"), { width: 10, height: 10 });
    expect(xmllint(alto)).toBe("");
    expect(xmllint(empty)).toBe("");
    const xsd = altoSchema();
    if (!xsd) return console.warn("alto-3-1.xsd not found (ALTO_XSD): ALTO not validated against its schema");
    expect(xmllint(alto, ["--schema", xsd])).toBe("");
    expect(xmllint(empty, ["--schema", xsd])).toBe("");
    // The schema does catch a WC over 1 (Tesseract's own renderer writes 0.100 for 100 %, which passes; 1.5 does not).
    expect(xmllint(alto.replace('WC="1.00"', 'WC="1.5"'), ["--schema", xsd])).toContain("maxInclusive");
  });
});

describe("hOCR", () => {
  it("wraps Tesseract's page in the XHTML document its renderer writes", () => {
    const page =
      "  <div class='ocr_page' id='page_1' title='image \"unknown\"; bbox 0 0 1 1; ppageno 0'>\n  </div>\n";
    const doc = hocrDocument(page, "5.3.0");
    expect(doc).toContain('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN"');
    expect(doc).toContain("<meta name='ocr-system' content='tesseract 5.3.0' />");
    expect(doc).toContain("ocr_page ocr_carea ocr_par ocr_line ocrx_word ocrp_wconf");
    if (hasXmllint()) expect(xmllint(doc)).toBe("");
  });
});
