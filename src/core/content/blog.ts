/**
 * Blog articles are markdown files in content/blog with a front matter block (SPEC §2):
 * title, excerpt, category, date, author, image, slug. The parser reads the simple
 * `key: value` lines we write (values optionally in double or single quotes) and nothing else.
 */
export interface BlogPostMeta {
  title: string;
  excerpt: string;
  category: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  author: string;
  image: string;
  slug: string;
  /** Minutes, estimated from the body at 220 words a minute. */
  readingMinutes: number;
}

export interface BlogPost extends BlogPostMeta {
  body: string;
}

const REQUIRED = ["title", "excerpt", "category", "date", "author", "image", "slug"] as const;

export function parseFrontMatter(source: string): { data: Record<string, string>; body: string } {
  const text = source.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(text);
  if (!match) return { data: {}, body: text };
  const data: Record<string, string> = {};
  for (const line of (match[1] ?? "").split("\n")) {
    const m = /^([A-Za-z_][\w-]*)\s*:\s*(.*)$/.exec(line);
    if (!m) continue;
    let value = (m[2] ?? "").trim();
    const quoted = /^"(.*)"$/.exec(value) ?? /^'(.*)'$/.exec(value);
    if (quoted) value = (quoted[1] ?? "").replaceAll('\\"', '"').replaceAll("''", "'");
    data[m[1]!] = value;
  }
  return { data, body: text.slice(match[0].length) };
}

/** A post from a markdown file, or null when its front matter lacks a required field or has a bad date. */
export function parseBlogPost(source: string): BlogPost | null {
  const { data, body } = parseFrontMatter(source);
  for (const key of REQUIRED) if (!data[key]) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(data.date!) || Number.isNaN(Date.parse(data.date!))) return null;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(data.slug!)) return null;
  const words = body.split(/\s+/).filter(Boolean).length;
  return {
    title: data.title!,
    excerpt: data.excerpt!,
    category: data.category!,
    date: data.date!,
    author: data.author!,
    image: data.image!,
    slug: data.slug!,
    readingMinutes: Math.max(1, Math.round(words / 220)),
    body,
  };
}

export function formatPostDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
