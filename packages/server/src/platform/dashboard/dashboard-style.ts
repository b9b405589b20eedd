import { createHash } from "node:crypto";

/**
 * The dashboard's one stylesheet, inline in every page and allowed by its hash: the policy can then forbid
 * every other style, and the page needs no second request. Readable from 320 px up, focus always visible.
 */
export const DASHBOARD_CSS = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f5f5f4;color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif}
a{color:#1d4ed8}
a:focus-visible,button:focus-visible,input:focus-visible,select:focus-visible,summary:focus-visible,[tabindex]:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;padding:.5rem 1rem;background:#fff}
.skip:focus{left:.5rem;top:.5rem;z-index:1}
header.top{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#1c1917;color:#fff}
header.top a{color:#fff}
.brand{font-weight:700;text-decoration:none}
header.top nav ul,nav.sections ul{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0;padding:0;list-style:none}
.who{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;overflow-wrap:anywhere}
.who button{padding:.3rem .7rem;color:#fff;background:transparent;border:1px solid #fff;border-radius:.4rem;font:inherit;cursor:pointer}
main{max-width:72rem;margin:0 auto;padding:1rem}
h1{margin:.5rem 0 1rem;font-size:1.6rem;line-height:1.25;overflow-wrap:anywhere}
h2{margin:1.75rem 0 .75rem;font-size:1.2rem}
nav.sections{margin:0 0 1rem;padding:.5rem 0;border-bottom:1px solid #d6d3d1}
nav.sections a[aria-current]{font-weight:700;color:#1c1917}
.card{margin:0 0 1rem;padding:1rem;background:#fff;border-radius:.6rem;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.scroll{overflow-x:auto;max-width:100%;background:#fff;border-radius:.6rem;box-shadow:0 2px 8px rgba(0,0,0,.06)}
table{width:100%;border-collapse:collapse}
caption{padding:.75rem;text-align:left;font-weight:600}
th,td{padding:.5rem .75rem;text-align:left;vertical-align:top;border-top:1px solid #e7e5e4;overflow-wrap:anywhere}
th{background:#fafaf9}
td form{margin:0}
dl{display:grid;grid-template-columns:minmax(7rem,auto) 1fr;gap:.25rem 1rem;margin:0}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
label{display:block;margin:.75rem 0 .25rem;font-weight:600}
input,select{width:100%;max-width:28rem;padding:.5rem .65rem;font:inherit;border:1px solid #78716c;border-radius:.45rem;background:#fff;color:#1c1917}
.inline{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end}
.inline label{margin:0 0 .25rem}
.inline input,.inline select{width:auto;min-width:0;flex:1 1 10rem}
button{padding:.5rem .9rem;font:inherit;font-weight:600;color:#fff;background:#1c1917;border:1px solid #1c1917;border-radius:.45rem;cursor:pointer}
button.quiet{color:#1c1917;background:#fff}
.problem{padding:.75rem;border-radius:.5rem;background:#fef2f2;color:#991b1b}
.done{padding:.75rem;border-radius:.5rem;background:#f0fdf4;color:#166534}
.note{color:#57534e}
.key{display:block;padding:.75rem;background:#1c1917;color:#fff;border-radius:.45rem;font:600 .95rem/1.4 ui-monospace,monospace;overflow-wrap:anywhere}
pre{margin:0;padding:1rem;white-space:pre-wrap;overflow-wrap:anywhere;background:#1c1917;color:#f5f5f4;border-radius:.6rem;font:.9rem/1.45 ui-monospace,monospace}
.pager{display:flex;flex-wrap:wrap;gap:1rem;margin:1rem 0}
.tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem;margin:0;padding:0;list-style:none}
.tiles li{padding:1rem;background:#fff;border-radius:.6rem;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.tiles strong{display:block;font-size:1.6rem}
code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
`.trim();

/** The CSP source that lets exactly this stylesheet apply, hashed over the text as the page carries it. */
export const DASHBOARD_CSS_HASH = `'sha256-${createHash("sha256").update(DASHBOARD_CSS, "utf8").digest("base64")}'`;
