import { createHash } from "node:crypto";

/**
 * The one inline script of a prerendered marketing page (scripts/prerender.ts writes it with the page's files in
 * `data-entry` and `data-preload`). It starts fetching the islands' code once the page has loaded and painted, so on
 * a slow link the HTML, its image and its first paint never share the bandwidth with code that only makes the page
 * interactive (the page is complete and its links work without it; D28). Its text never changes with the build, so
 * the Content-Security-Policy allows exactly this script by its hash (app.ts) and no other inline script.
 */
export const ISLAND_LOADER = [
  "(()=>{const s=document.currentScript;",
  "const start=()=>requestAnimationFrame(()=>setTimeout(()=>{const f=document.createDocumentFragment();",
  'for(const href of (s.dataset.preload||"").split(" ")){if(!href)continue;',
  'const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=href;f.append(l)}',
  'const e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=s.dataset.entry;',
  // One insertion for all of them: the head changes once, not thirty times.
  "f.append(e);document.head.append(f)},0));",
  'document.readyState==="complete"?start():addEventListener("load",start,{once:true})})()',
].join("");

/** The CSP source that allows the loader and nothing else inline. */
export const ISLAND_LOADER_CSP_SOURCE = `'sha256-${createHash("sha256").update(ISLAND_LOADER).digest("base64")}'`;
