/**
 * The Markdown length cap: a result longer than the cap is cut between blocks when a block
 * boundary lies in the last half of the allowance, and a code block left open by the cut is
 * closed, so a truncated answer is still well-formed Markdown.
 */

/** `markdown` at most `maxChars` long (plus a closing fence when needed), and whether it was cut. */
export function capMarkdown(markdown: string, maxChars: number): { markdown: string; truncated: boolean } {
  if (markdown.length <= maxChars) return { markdown, truncated: false };
  let cut = markdown.slice(0, maxChars);
  const boundary = cut.lastIndexOf("\n\n");
  if (boundary >= maxChars / 2) cut = cut.slice(0, boundary);
  // An odd count of fence lines means the cut fell inside a code block: close it with the same fence.
  const fences = cut.match(/^(`{3,}|~{3,})/gm) ?? [];
  let open: string | undefined;
  for (const f of fences) {
    if (!open) open = f;
    else if (f[0] === open[0] && f.length >= open.length) open = undefined;
  }
  return { markdown: open ? `${cut.trimEnd()}\n${open}` : cut.trimEnd(), truncated: true };
}
