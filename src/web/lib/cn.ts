import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Utilities whose classes can override one another across different leading words share a family (padding's `p`
 * and `px`, display's `flex` and `hidden`, `inset` and `top`, …), and one leading word can hold several families told
 * apart by the value (`text-sm` is a size, `text-primary` a colour). Two classes with no family in common never
 * conflict; `tests/unit/cn.test.ts` checks that against tailwind-merge for every pair of classes the app's source holds.
 */
const FAMILY: Record<string, string[]> = {};
const join = (families: string, roots: string) => {
  for (const root of roots.split(" ")) FAMILY[root] = families.split(" ");
};
// Sides: `p` sets all of them, `px` left and right, `pt` the top, `ps` the start (not `px`'s, as tailwind-merge sees it).
for (const root of ["p", "m"]) {
  join(`${root}l ${root}r ${root}t ${root}b ${root}s ${root}e`, root);
  join(`${root}l ${root}r`, `${root}x`);
  join(`${root}t ${root}b`, `${root}y`);
  for (const side of "lrtbse") join(`${root}${side}`, `${root}${side}`);
}
join("w", "w");
join("h", "h");
join("w h", "size");
join("inset-l inset-r inset-t inset-b inset-s inset-e", "inset");
join("inset-l inset-r", "inset-x");
join("inset-t inset-b", "inset-y");
join("inset-t", "top");
join("inset-r", "right");
join("inset-b", "bottom");
join("inset-l", "left");
join("inset-s", "start");
join("inset-e", "end");
join("display", "block inline contents hidden flow list-item table-caption table-cell table-row table-column");
join("display", "table-row-group table-column-group table-header-group table-footer-group inline-block inline-flex");
join("display", "inline-grid inline-table");
join("flex", "grow shrink basis");
join("position", "static fixed absolute relative sticky");
join("visibility", "visible invisible collapse");
join("isolation", "isolate isolation");
join("justify-content", "justify");
join("justify-items", "justify-items");
join("justify-self", "justify-self");
join("align-items", "items");
join("align-self", "self");
join("align-content", "content");
join("justify-content align-content", "place-content");
join("justify-items align-items", "place-items");
join("justify-self align-self", "place-self");
join("text-overflow", "truncate");
join("not", "not italic sr");
join(
  "nums-case",
  "normal ordinal slashed lining oldstyle proportional tabular diagonal stacked uppercase lowercase capitalize",
);
join("decoration-line", "underline overline line no");
join("smoothing", "antialiased subpixel");
join("filter", "filter blur brightness contrast drop grayscale hue invert saturate sepia");
join("transform", "transform origin scale rotate translate skew perspective backface");
// Classes that set two families: line-clamp sets display and overflow (and a font size the line height, below).
join("display overflow", "line-clamp");

const SIZE = /^(\d+(\.\d+)?|px|\[.*\]|\(.*\))$/;
const TEXT_SIZE = /^(xs|sm|base|lg|\d?xl)(\/.+)?$/;
/** Words after a root that name something other than a colour, by root; anything else after these roots is a colour. */
const KINDS: Record<string, Record<string, string>> = {};
const kinds = (root: string, kind: string, words: string) => {
  KINDS[root] ??= {};
  for (const word of words.split(" ")) KINDS[root][word] = kind;
};
kinds("text", "align", "left center right justify start end");
kinds("text", "wrap", "wrap nowrap balance pretty");
kinds("text", "overflow", "ellipsis clip");
kinds("outline", "style", "none hidden dashed dotted double solid");
kinds("outline", "offset", "offset");
kinds("border", "style", "solid dashed dotted double hidden none");
kinds("border", "collapse", "collapse separate");
kinds("border", "spacing", "spacing");
kinds("ring", "inset", "inset");
kinds("ring", "offset", "offset");
kinds("bg", "size", "auto cover contain");
kinds("bg", "position", "bottom center left right top");
kinds("bg", "repeat", "repeat no");
kinds("bg", "attachment", "fixed local scroll");
// bg-none and the gradients: tailwind-merge lets them replace a background colour too.
kinds("bg", "color", "none gradient linear radial conic");
kinds("bg", "clip", "clip");
kinds("bg", "origin", "origin");
kinds("bg", "blend", "blend");
kinds("shadow", "size", "2xs xs sm md lg xl 2xl none inner");
kinds("shadow", "size", "");
kinds("font", "weight", "thin extralight light normal medium semibold bold extrabold black");
kinds("decoration", "thickness", "auto from");
kinds("decoration", "style", "solid double dotted dashed wavy");
kinds("divide", "style", "solid dashed dotted double none");
kinds("flex", "direction", "row col");
kinds("flex", "wrap", "wrap nowrap");
kinds("grid", "cols", "cols");
kinds("grid", "rows", "rows");
kinds("grid", "flow", "flow");
kinds("table", "layout", "auto fixed");
kinds("list", "style", "none disc decimal inside outside image");

/** The families of a class's utility (no variants): by its root, then by what follows the root where that matters. */
function utilityFamilies(base: string): string[] {
  const dash = base.indexOf("-");
  const root = dash < 0 ? base : base.slice(0, dash);
  const rest = dash < 0 ? "" : base.slice(dash + 1);
  const exact = FAMILY[base] ?? FAMILY[`${root}-${rest.split("-")[0]}`];
  if (exact) return exact;
  const byRoot = KINDS[root];
  if (!byRoot) return FAMILY[root] ?? [root];
  if (root === "flex" || root === "grid" || root === "table" || root === "list") {
    if (!rest) return ["display"];
    const kind = byRoot[rest.split("-")[0] ?? ""];
    return [kind ? `${root}-${kind}` : root === "flex" ? "flex" : `${root}-other`];
  }
  if (rest.startsWith("[") || rest.startsWith("(")) {
    // An arbitrary value can be a size or a colour.
    return root === "text" ? ["text-size", "leading", "text-color"] : [`${root}-width`, `${root}-color`];
  }
  if (root === "text") {
    if (TEXT_SIZE.test(rest)) return ["text-size", "leading"];
    return [`text-${byRoot[rest] ?? "color"}`];
  }
  const first = rest.split("-")[0] ?? "";
  const kind = byRoot[first] ?? byRoot[rest]; // "" for a bare root: `shadow` is a size
  if (kind) return [`${root}-${kind}`];
  // `border`, `border-2`, `border-x`, `ring`, `ring-2`, `shadow`: widths (and the sides' widths); the rest colours.
  if (!rest || SIZE.test(rest) || /^[xytrblse](-|$)/.test(rest)) return [`${root}-width`];
  return [`${root}-color`];
}

/** A class's families: its variants (sorted, as tailwind-merge compares them) with the families of its utility. */
function familiesOf(token: string): string[] {
  let depth = 0;
  let cut = -1;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) cut = i;
  }
  const variants = cut < 0 ? "" : token.slice(0, cut).split(":").sort().join(":");
  let base = token.slice(cut + 1).replace(/^!|!$/g, "");
  if (base.startsWith("-")) base = base.slice(1);
  // An arbitrary property (`[mask-type:alpha]`): any two may set the same property.
  if (base.startsWith("[")) return [`${variants}|[]`];
  return utilityFamilies(base).map((family) => `${variants}|${family}`);
}

/** False when no two of the classes can conflict, so tailwind-merge would give them back unchanged. */
export function mayConflict(tokens: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const token of tokens) {
    for (const family of familiesOf(token)) {
      if (seen.has(family)) return true;
      seen.add(family);
    }
  }
  return false;
}

/** Lists already answered (see cn). */
const answered = new Map<string, string>();

/**
 * clsx, then tailwind-merge where two classes could conflict. Most lists cannot, and tailwind-merge builds its
 * tables on first use (30–50 ms of a phone's main thread at hydration, D285): a page whose lists never conflict never
 * pays for it.
 */
export function cn(...inputs: ClassValue[]) {
  const classes = clsx(inputs);
  let merged = answered.get(classes);
  if (merged === undefined) {
    const tokens = classes.split(/\s+/).filter(Boolean);
    merged = mayConflict(tokens) ? twMerge(classes) : tokens.join(" ");
    // A page asks for the same few hundred lists again and again (every card, every button): remembered, bounded.
    if (answered.size >= 2_000) answered.clear();
    answered.set(classes, merged);
  }
  return merged;
}
