/**
 * ALTO v3 XML built from Tesseract's TSV rows, not by Tesseract's own ALTO renderer: in every
 * Debian release that one writes the word confidence as `"0." + conf` (tesseract #4615, fixed by
 * PR #4616 after 5.5.2), so 9 % becomes 0.9 and 100 % becomes 0.100. Here `WC` is conf / 100 with
 * two decimals, within 0 to 1.
 *
 * Layout: one `Page` with a `PrintSpace` holding a `TextBlock` per Tesseract paragraph, a
 * `TextLine` per line and a `String` per word, with `SP` between the strings of a line; every
 * position in pixels of the image as recognised. The document validates against alto-3-1.xsd.
 */
import type { TsvRow } from "./tsv.js";

/** ALTO v3's namespace. */
export const ALTO_NS = "http://www.loc.gov/standards/alto/ns-v3#";

/** The page the rows describe and the software that read it. */
export interface AltoPage {
  width: number;
  height: number;
  /** Written as the `softwareVersion` of the OCR processing step, such as `5.3.0`. */
  tesseractVersion?: string;
}

/** XML attribute text: `&`, `<`, `>` and `"` escaped; characters XML 1.0 cannot carry dropped. */
export function xmlAttr(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/\t/g, "&#9;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;");
}

/** Word confidence for ALTO: conf / 100, two decimals, within [0, 1]. */
export function wordConfidence(conf: number): string {
  const wc = Math.min(1, Math.max(0, conf / 100));
  return (Math.round(wc * 100) / 100).toFixed(2);
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const pos = (b: Box) =>
  `HPOS="${Math.max(0, b.left)}" VPOS="${Math.max(0, b.top)}" WIDTH="${Math.max(0, b.width)}" HEIGHT="${Math.max(0, b.height)}"`;

/** The ALTO document of a page from Tesseract's TSV rows. */
export function altoFromTsv(rows: TsvRow[], page: AltoPage): string {
  const out: string[] = [];
  out.push('<?xml version="1.0" encoding="UTF-8"?>');
  out.push(
    `<alto xmlns="${ALTO_NS}" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="${ALTO_NS} http://www.loc.gov/alto/v3/alto-3-1.xsd" SCHEMAVERSION="3.1">`,
  );
  out.push("  <Description>");
  out.push("    <MeasurementUnit>pixel</MeasurementUnit>");
  out.push('    <OCRProcessing ID="OCR_0">');
  out.push("      <ocrProcessingStep>");
  out.push("        <processingSoftware>");
  out.push("          <softwareName>tesseract</softwareName>");
  if (page.tesseractVersion)
    out.push(`          <softwareVersion>${xmlAttr(page.tesseractVersion)}</softwareVersion>`);
  out.push("        </processingSoftware>");
  out.push("      </ocrProcessingStep>");
  out.push("    </OCRProcessing>");
  out.push("  </Description>");
  out.push("  <Layout>");
  out.push(`    <Page WIDTH="${page.width}" HEIGHT="${page.height}" PHYSICAL_IMG_NR="0" ID="page_0">`);
  out.push(`      <PrintSpace HPOS="0" VPOS="0" WIDTH="${page.width}" HEIGHT="${page.height}">`);

  let blockId = 0;
  let lineId = 0;
  let stringId = 0;
  // Tesseract's rows come in reading order: a paragraph row, then its lines, each followed by its
  // words. Blocks and paragraphs with no word, and lines with no word, are left out (a TextLine
  // needs a String).
  for (let i = 0; i < rows.length; i++) {
    const par = rows[i]!;
    if (par.level !== 3) continue;
    const lines: { box: TsvRow; words: TsvRow[] }[] = [];
    for (let j = i + 1; j < rows.length && rows[j]!.level > 3; j++) {
      const row = rows[j]!;
      if (row.level === 4) lines.push({ box: row, words: [] });
      else if (row.level === 5 && row.text.trim() !== "") lines.at(-1)?.words.push(row);
    }
    const filled = lines.filter((l) => l.words.length > 0);
    if (filled.length === 0) continue;
    out.push(`        <TextBlock ID="block_${blockId++}" ${pos(par)}>`);
    for (const line of filled) {
      out.push(`          <TextLine ID="line_${lineId++}" ${pos(line.box)}>`);
      line.words.forEach((word, k) => {
        if (k > 0) {
          const prev = line.words[k - 1]!;
          const left = prev.left + prev.width;
          out.push(
            `            <SP WIDTH="${Math.max(0, word.left - left)}" VPOS="${Math.max(0, prev.top)}" HPOS="${left}"/>`,
          );
        }
        out.push(
          `            <String ID="string_${stringId++}" ${pos(word)} WC="${wordConfidence(word.conf)}" CONTENT="${xmlAttr(word.text)}"/>`,
        );
      });
      out.push("          </TextLine>");
    }
    out.push("        </TextBlock>");
  }

  out.push("      </PrintSpace>");
  out.push("    </Page>");
  out.push("  </Layout>");
  out.push("</alto>");
  return `${out.join("\n")}\n`;
}
