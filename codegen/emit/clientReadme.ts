/**
 * The README of `generated/<service>/client/`: how to build and call the client, and how to pass
 * each credential the document's `components.securitySchemes` declares.
 */
import type { OpenApiDocument, SecurityScheme } from "../openapi.js";
import { banner } from "./banner.js";

/** The `headers` entry that carries one security scheme's credential (markdown). */
function credentialHeader(scheme: SecurityScheme): string {
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "bearer") {
    return '`{ Authorization: "Bearer " + token }`';
  }
  if (scheme.type === "http" && scheme.scheme?.toLowerCase() === "basic") {
    return '`{ Authorization: "Basic " + base64(user + ":" + password) }`';
  }
  if (scheme.type === "apiKey" && scheme.in === "header") return `\`{ "${scheme.name}": key }\``;
  if (scheme.type === "apiKey" && scheme.in === "cookie") {
    // Browsers send their own cookies (pass `credentials: "include"` across origins); Node has no jar.
    return `\`{ Cookie: "${scheme.name}=" + value }\` in Node; a browser sends its cookie itself`;
  }
  if (scheme.type === "apiKey" && scheme.in === "query")
    return `the \`${scheme.name}\` query parameter of each call`;
  return `see the scheme (\`${scheme.type}\`)`;
}

/** One line of markdown: the first line of a description, table-safe. */
function oneLine(text: string | undefined): string {
  return (text ?? "")
    .split("\n\n")[0]!
    .replace(/\s*\n\s*/g, " ")
    .replace(/\|/g, "\\|");
}

/** README.md of one service's client package, published as `packageName` with `factory`. */
export function clientReadme(
  service: string,
  folder: string,
  doc: OpenApiDocument,
  { packageName, factory }: { packageName: string; factory: string },
): string {
  const schemes = Object.entries(doc.components?.securitySchemes ?? {});
  const credentials = schemes.length
    ? [
        "| scheme | pass it as `headers` | what |",
        "| --- | --- | --- |",
        ...schemes.map(([name, s]) => `| \`${name}\` | ${credentialHeader(s)} | ${oneLine(s.description)} |`),
      ].join("\n")
    : "The contract declares no credentials.";
  return `${banner(folder, "<!--")}
# ${packageName} ${doc.info.version}

Typed TypeScript client of the **${doc.info.title}** API, version ${doc.info.version} of its
contract (\`info.version\` of \`generated/${service}/openapi.yaml\`, also exported as
\`contractVersion\`). The types (\`paths\`, \`components\`, \`operations\`) are
[openapi-typescript](https://openapi-ts.dev)'s reading of that document; the calls are
[openapi-fetch](https://openapi-ts.dev/openapi-fetch/)'s, whose only dependency is a
\`fetch\` (Node ≥ 18, browsers, Deno, Bun).

## Use

\`\`\`ts
import { ${factory} } from "${packageName}";

const client = ${factory}({
  baseUrl: "https://api.example.com/${service}", // where the service is mounted; required
  headers: { Authorization: \`Bearer \${process.env.API_TOKEN}\` }, // sent on every call
});

const { data, error, response } = await client.GET("/health");
if (error) throw new Error(\`\${response.status}: \${JSON.stringify(error)}\`);
console.log(data.status);
\`\`\`

Each call is typed by path and method: path parameters go in \`params.path\`, query parameters in
\`params.query\`, the body in \`body\`. It resolves to \`{ data, response }\` on a 2xx and to
\`{ error, response }\` otherwise, \`error\` typed as the contract's error body for that status;
it rejects only when no answer arrives (network). Response headers (such as \`PAYMENT-REQUIRED\`
on a 402) are on \`response.headers\`.

## Credentials

${credentials}

A call's own \`headers\` override the client's; \`client.use({ onRequest })\` sets a header per
request (a token that changes).

## Build

\`npm install && npm run build\` (TypeScript ${"→"} \`dist/\`, ES modules with declarations);
\`npm pack\` builds and packs it. Generated from \`spec/${folder}\` by \`npm run generate\`: change
the contract, not these files.
`;
}
