/**
 * The query filter (`q` with `f: "fit"`): the Markdown is cut into blocks (a heading, a paragraph,
 * a list, a table, a fenced code block) and scored against the query by Okapi BM25; the blocks
 * that match are kept in document order, as crawl4ai's BM25ContentFilter keeps them, each with the
 * nearest heading above it so a kept paragraph still says what it is about.
 */
import okapi from "okapibm25";

type Bm25 = (documents: string[], keywords: string[]) => number[];
// okapibm25 is CommonJS with `exports.default`: under Node's ESM interop the default import is the
// module object, under a bundler it is the function.
const bm25: Bm25 = ((okapi as unknown as { default?: Bm25 }).default ?? okapi) as Bm25;

/** Words too common to rank by. */
const STOP_WORDS = new Set(
  "a an and are as at be by for from how i in is it of on or that the this to was what when where which who why with".split(
    " ",
  ),
);
/** Query terms used at most (the rest of a long query adds cost, not precision). */
const MAX_TERMS = 32;
/** A block is kept when it scores at least this share of the best block. */
const KEEP_SHARE = 0.25;

/**
 * Lower-case letter-and-digit words: the only form handed to okapibm25, whose term frequency is a
 * `RegExp` built from each term (a raw query could inject a pattern).
 */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => !STOP_WORDS.has(w));
}

/** Markdown cut into blocks at blank lines, a fenced code block staying whole. */
export function markdownBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let fence: string | undefined;
  for (const line of markdown.split("\n")) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      current.push(line);
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
        fence = undefined;
      continue;
    }
    if (marker) fence = marker;
    if (!line.trim() && !fence) {
      if (current.length) blocks.push(current.join("\n"));
      current = [];
      continue;
    }
    current.push(line);
  }
  if (current.length) blocks.push(current.join("\n"));
  return blocks;
}

const isHeading = (block: string) => /^#{1,6}\s/.test(block);

/**
 * The blocks of `markdown` that match `query`, in document order, each preceded by its nearest
 * heading; all of `markdown` when the query has no usable word or no block matches (an empty
 * answer would tell the caller less than the page).
 */
export function keepMatchingBlocks(markdown: string, query: string): string {
  const terms = [...new Set(words(query))].slice(0, MAX_TERMS);
  const blocks = markdownBlocks(markdown);
  if (!terms.length || !blocks.length) return markdown;
  const scores = bm25(
    blocks.map((b) => words(b).join(" ")),
    terms,
  );
  const best = Math.max(...scores);
  if (!(best > 0)) return markdown;
  const kept = new Set<number>();
  let heading = -1;
  blocks.forEach((block, i) => {
    if (isHeading(block)) heading = i;
    if ((scores[i] ?? 0) >= best * KEEP_SHARE && (scores[i] ?? 0) > 0) {
      if (heading >= 0) kept.add(heading);
      kept.add(i);
    }
  });
  return [...kept]
    .sort((a, b) => a - b)
    .map((i) => blocks[i])
    .join("\n\n");
}
