import { createHash } from "node:crypto";

/** How many modulepreload links the loader adds per task. */
export const LOADER_LINKS_PER_TASK = 4;

/**
 * The one inline script of a prerendered marketing page (scripts/prerender.ts writes it with the page's files in
 * `data-entry` and `data-preload`). It starts fetching the islands' code once the page has loaded and painted, so on
 * a slow link the HTML, its image and its first paint never share the bandwidth with code that only makes the page
 * interactive (the page is complete and its links work without it; D28). Its text never changes with the build, so
 * the Content-Security-Policy allows exactly this script by its hash (app.ts) and no other inline script.
 */
export const ISLAND_LOADER = [
  "(()=>{const s=document.currentScript;",
  'const hrefs=(s.dataset.preload||"").split(" ").filter(Boolean);let i=0;',
  // A few links per task: each costs the browser about a millisecond to start its fetch on a big page, and thirty at
  // once were one 30–55 ms task (a long task on a phone, D285). The entry script goes last, after every preload.
  "const step=()=>{const f=document.createDocumentFragment();",
  `for(const end=Math.min(i+${LOADER_LINKS_PER_TASK},hrefs.length);i<end;i++){`,
  'const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=hrefs[i];f.append(l)}',
  "if(i<hrefs.length){document.head.append(f);setTimeout(step,0);return}",
  'const e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=s.dataset.entry;',
  "f.append(e);document.head.append(f)};",
  "const start=()=>requestAnimationFrame(()=>setTimeout(step,0));",
  'document.readyState==="complete"?start():addEventListener("load",start,{once:true})})()',
].join("");

/** The CSP source that allows the loader and nothing else inline. */
export const ISLAND_LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(ISLAND_LOADER).digest("base64")}'`;
