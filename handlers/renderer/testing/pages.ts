/**
 * Local test pages for the renderer's tests, served on 127.0.0.1 (the tests run under
 * `OUTBOUND_NETWORK=loopback`): a page whose content its script writes, with links of every kind;
 * a tall page that grows when scrolled to its end (lazy content); a long document for the PDF page
 * cap; an upstream 404; an image where a page is expected; a redirect the egress policy refuses.
 */
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The page whose body is written by its script; its links cover every filter. */
const SCRIPTED = `<!doctype html><html><head><title>Scripted page</title></head><body>
<div id="app"></div>
<a href="/about">About</a>
<a href="/about#team">About (fragment, a duplicate)</a>
<a href="http://www.127.0.0.1.test/elsewhere">www. of another host</a>
<a href="https://example.com/outside">Outside</a>
<a href="mailto:someone@example.com">Mail</a>
<a href="javascript:void(0)">Script</a>
<a href="/hidden" style="display:none">Hidden</a>
<script>
  const app = document.getElementById("app");
  app.innerHTML = "<h1>Written by script</h1><p>Rendered <strong>after</strong> load.</p>";
  const late = document.createElement("a");
  late.href = "/late";
  late.textContent = "Late";
  document.body.append(late);
</script></body></html>`;

/** A page taller than any viewport whose last section appears only once it is scrolled into view. */
const LAZY = `<!doctype html><html><head><title>Lazy</title><style>body{margin:0}.block{height:1500px;background:#eee}</style></head>
<body><div class="block">top</div><div id="sentinel" style="height:10px"></div>
<script>
  new IntersectionObserver((entries, observer) => {
    if (!entries.some((e) => e.isIntersecting)) return;
    observer.disconnect();
    const more = document.createElement("div");
    more.id = "lazy";
    more.style.height = "1000px";
    more.textContent = "loaded lazily";
    document.body.append(more);
  }).observe(document.getElementById("sentinel"));
</script></body></html>`;

/** `n` printed pages, one per section. */
function pagesDocument(n: number): string {
  const sections = Array.from(
    { length: n },
    (_, i) => `<section style="break-after:page">Page ${i + 1}</section>`,
  );
  return `<!doctype html><html><head><title>Pages</title></head><body>${sections.join("")}</body></html>`;
}

/** One pixel PNG (a valid image, not a page). */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

/** A running test site. */
export interface TestSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close(): Promise<void>;
}

/** Starts the test site on an ephemeral port of 127.0.0.1. */
export async function startTestSite(): Promise<TestSite> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const html = (status: number, body: string) =>
      res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(body);
    if (path === "/scripted") return html(200, SCRIPTED);
    if (path === "/lazy") return html(200, LAZY);
    if (path.startsWith("/pages/")) return html(200, pagesDocument(Number(path.slice(7)) || 1));
    // Under OUTBOUND_NETWORK=loopback an address outside 127.0.0.0/8 is internal to nobody, but refused all the same.
    if (path === "/redirect-out") return res.writeHead(302, { location: "http://10.0.0.1/admin" }).end();
    if (path === "/multiple-choices") return html(300, "<p>Choose one (and no Location says which)</p>");
    if (path === "/image.png") return res.writeHead(200, { "content-type": "image/png" }).end(PNG);
    return html(404, "<!doctype html><title>Not found</title><h1>Not found</h1>");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
