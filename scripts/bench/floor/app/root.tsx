// The floor's document: what every Remix page has (meta, links, the outlet, scripts), nothing of PasarGame's.
import { Links, Meta, Outlet, Scripts } from "@remix-run/react";

const CSS = `body{margin:0;font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:1200px;margin:0 auto;padding:16px}
ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px}
li{background:#fff;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden}
li a{display:block;color:inherit;text-decoration:none;padding:0 0 12px}
.pic{aspect-ratio:4/3;background:#e2e8f0}
h2{font-size:14px;margin:8px 12px 4px;line-height:1.3}
p{margin:0 12px;font-size:13px}
.price{font-weight:700;color:#b91c1c}`;

export default function App() {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Lantai kerangka</title>
        <meta name="description" content="Halaman pembanding bench: 24 kartu tanpa data." />
        {/* No /favicon.ico request (the floor has no such route; its 404 would be logged). */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
        <style>{CSS}</style>
      </head>
      <body>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}
