/** The first line of every generated file, naming where it came from and how to remake it. */
export function banner(service: string, comment: "//" | "#" | "<!--" = "//"): string {
  const text = `Generated from spec/${service} by codegen — run \`npm run generate\`. Do not edit.`;
  return comment === "<!--" ? `<!-- ${text} -->\n` : `${comment} ${text}\n`;
}
