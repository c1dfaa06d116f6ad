/** The first line of every generated file, naming where it came from and how to remake it. */
export function banner(service: string, comment: "//" | "#" = "//"): string {
  return `${comment} Generated from spec/${service} by codegen — run \`npm run generate\`. Do not edit.\n`;
}
