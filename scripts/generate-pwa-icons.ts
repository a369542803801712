/**
 * Renders the PWA icons from the favicon design (src/web/public/favicon.svg) with Debian's Chromium.
 * Run once after changing the logo: `npx tsx scripts/generate-pwa-icons.ts`. The PNGs are committed.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";

const out = join("src", "web", "public", "icons");
const favicon = readFileSync(join("src", "web", "public", "favicon.svg"), "utf8");
const glyph = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!glyph) throw new Error("favicon.svg has no <path>");

/** `scale` of the 64-unit glyph box; maskable icons keep it inside the central 80 % safe zone. */
function svg(size: number, options: { rounded: boolean; scale: number }) {
  const offset = (64 - 64 * options.scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="${size}" height="${size}">
    <rect width="64" height="64" ${options.rounded ? 'rx="14"' : ""} fill="#0f3d5e"/>
    <g transform="translate(${offset} ${offset}) scale(${options.scale})">${glyph}</g>
  </svg>`;
}

const ICONS = [
  { file: "icon-192.png", size: 192, rounded: true, scale: 1 },
  { file: "icon-512.png", size: 512, rounded: true, scale: 1 },
  { file: "maskable-512.png", size: 512, rounded: false, scale: 0.7 },
  { file: "apple-touch-icon.png", size: 180, rounded: false, scale: 0.85 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg(icon.size, icon)}</body></html>`);
    await page.locator("svg").screenshot({ path: join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`${join(out, icon.file)} ${icon.size}x${icon.size}`);
  }
} finally {
  await browser.close();
}
