import { html } from './html.js';

/** The product's 404 page ('404 Page Not Found', spec §2), server-rendered for site and preview addresses. */
export function renderNotFoundPage(homeUrl = '/'): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>404 Page Not Found</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f9fafb;color:#111827;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.1);padding:32px 40px;max-width:420px;margin:16px}
h1{font-size:24px;margin:0 0 12px}
p{color:#4b5563;margin:0 0 20px}
a{color:#2563eb}
</style>
</head>
<body>
<main>
<h1>404 Page Not Found</h1>
<p>The page you are looking for does not exist or is no longer published.</p>
<a href="${homeUrl}">Go to the home page</a>
</main>
</body>
</html>
`.markup;
}
