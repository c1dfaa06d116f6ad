/**
 * Tesseract's TSV (src/api/renderer.cpp, TessTsvRenderer): a header line, then one row per page
 * (level 1), block (2), paragraph (3), line (4) and word (5), with twelve tab-separated columns.
 * The words of the answer and its ALTO document are both built from these rows.
 */

/** The header Tesseract writes. */
export const TSV_HEADER =
  "level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext";

/** One row of the TSV. */
export interface TsvRow {
  /** 1 page, 2 block, 3 paragraph, 4 line, 5 word. */
  level: 1 | 2 | 3 | 4 | 5;
  page: number;
  block: number;
  par: number;
  line: number;
  word: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** 0 to 100 on words; -1 on the other levels. */
  conf: number;
  text: string;
}

/** A word of the answer. */
export interface OcrWord {
  text: string;
  conf: number;
  left: number;
  top: number;
  width: number;
  height: number;
  block: number;
  par: number;
  line: number;
  word: number;
}

/**
 * The rows of Tesseract's TSV text (with or without its header line; Tesseract's API leaves the
 * header to its file renderer). Lines that are not twelve columns of the expected kinds are skipped.
 */
export function parseTsv(tsv: string): TsvRow[] {
  const rows: TsvRow[] = [];
  for (const line of tsv.split("\n")) {
    if (line === "" || line.startsWith("level\t")) continue;
    const cells = line.split("\t");
    if (cells.length < 12) continue;
    const n = cells.slice(0, 11).map(Number);
    const level = n[0]!;
    if (!(level >= 1 && level <= 5) || n.some((v) => !Number.isFinite(v))) continue;
    rows.push({
      level: level as TsvRow["level"],
      page: n[1]!,
      block: n[2]!,
      par: n[3]!,
      line: n[4]!,
      word: n[5]!,
      left: n[6]!,
      top: n[7]!,
      width: n[8]!,
      height: n[9]!,
      conf: n[10]!,
      // A word never holds a tab; should one, the rest of the line is its text.
      text: cells.slice(11).join("\t"),
    });
  }
  return rows;
}

/** The TSV as answered: the header line, then Tesseract's rows as they are. */
export function tsvDocument(tsv: string): string {
  const body = tsv.startsWith("level\t") ? tsv.slice(tsv.indexOf("\n") + 1) : tsv;
  return `${TSV_HEADER}\n${body}${body === "" || body.endsWith("\n") ? "" : "\n"}`;
}

/** Confidence rounded to 2 decimals and held within 0 to 100. */
export function clampConf(conf: number): number {
  return Math.round(Math.min(100, Math.max(0, conf)) * 100) / 100;
}

/** The word rows (level 5) with text, as the answer's `words`. */
export function wordsOf(rows: TsvRow[]): OcrWord[] {
  return rows
    .filter((r) => r.level === 5 && r.text.trim() !== "")
    .map((r) => ({
      text: r.text,
      conf: clampConf(r.conf),
      left: Math.max(0, r.left),
      top: Math.max(0, r.top),
      width: Math.max(0, r.width),
      height: Math.max(0, r.height),
      block: Math.max(1, r.block),
      par: Math.max(1, r.par),
      line: Math.max(1, r.line),
      word: Math.max(1, r.word),
    }));
}
