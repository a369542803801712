import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { parseBlogPost, parseFrontMatter } from "../../src/core/content/blog";
import { FAQ_GROUPS } from "../../src/core/content/faq";
import { HELP_CATEGORIES, searchHelp } from "../../src/core/content/help-articles";
import { FAIR_USE } from "../../src/core/content/legal/fair-use";
import { PRIVACY } from "../../src/core/content/legal/privacy";
import { TERMS } from "../../src/core/content/legal/terms";
import { TESTIMONIALS } from "../../src/core/content/testimonials";
import { Markdown, safeHref } from "../../src/web/features/marketing/markdown";

const BLOG_DIR = join(process.cwd(), "content", "blog");

describe("blog content", () => {
  const files = readdirSync(BLOG_DIR).filter((f) => f.endsWith(".md"));

  it("has the six articles, each with complete front matter and a slug equal to its file name", () => {
    expect(files.map((f) => f.replace(/\.md$/, "")).sort()).toEqual(
      [
        "building-digital-work-identity",
        "data-privacy-guide",
        "introducing-standing",
        "legal-reference-guidelines",
        "understanding-rating-categories",
        "verified-references-changing-hiring",
      ].sort(),
    );
    for (const file of files) {
      const post = parseBlogPost(readFileSync(join(BLOG_DIR, file), "utf8"));
      expect(post, file).not.toBeNull();
      expect(post!.slug).toBe(file.replace(/\.md$/, ""));
      expect(post!.body.split(/\s+/).length, file).toBeGreaterThan(300);
    }
  });

  it("parses quoted values and rejects incomplete front matter", () => {
    const { data, body } = parseFrontMatter('---\ntitle: "A: b"\nslug: x\n---\nHello');
    expect(data).toEqual({ title: "A: b", slug: "x" });
    expect(body).toBe("Hello");
    expect(parseBlogPost("---\ntitle: x\n---\nbody")).toBeNull();
    expect(parseBlogPost("no front matter")).toBeNull();
  });
});

describe("markdown rendering is safe", () => {
  const render = (md: string) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <Markdown source={md} />
      </MemoryRouter>,
    );

  it("shows raw HTML as text instead of injecting it", () => {
    const html = render('Hi <img src=x onerror="alert(1)"> there\n\n<script>alert(2)</script>\n');
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops dangerous link and image targets", () => {
    expect(safeHref("javascript:alert(1)")).toBeNull();
    expect(safeHref(" JaVaScRiPt:alert(1)")).toBeNull();
    expect(safeHref("data:text/html,x")).toBeNull();
    expect(safeHref("//evil.example/x")).toBeNull();
    expect(safeHref("/pricing")).toBe("/pricing");
    expect(safeHref("https://example.com/a")).toBe("https://example.com/a");
    const html = render("[click](javascript:alert(1)) ![x](javascript:alert(2)) [ok](/pricing)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain('href="/pricing"');
  });

  it("renders headings, lists, emphasis and tables", () => {
    const html = render("## Title\n\n- **bold** item\n\n| a | b |\n| - | - |\n| 1 | 2 |\n");
    expect(html).toContain('<h2 id="title">Title</h2>');
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<td>1</td>");
  });
});

describe("static content", () => {
  it("legal pages have 14, 15 and 10 sections", () => {
    expect(TERMS.sections).toHaveLength(14);
    expect(PRIVACY.sections).toHaveLength(15);
    expect(FAIR_USE.sections).toHaveLength(10);
  });

  it("the legal texts state the binding policies and figures", () => {
    const text = (doc: typeof TERMS) => JSON.stringify(doc);
    expect(text(TERMS)).toContain("not a consumer reporting agency");
    expect(text(TERMS)).toContain("Delaware");
    expect(text(TERMS)).toContain("12 months");
    expect(text(TERMS)).toContain("18 years old");
    expect(text(PRIVACY)).toContain("72 hours");
    expect(text(PRIVACY)).toContain("within 30 days");
    for (const kind of [
      "database and authentication host",
      "card payment provider",
      "scraping service",
      "e-mail delivery service",
    ])
      expect(text(PRIVACY)).toContain(kind);
  });

  it("FAQ has four groups, help five categories, the carousel six testimonials", () => {
    expect(FAQ_GROUPS.map((g) => g.id)).toEqual(["employers", "professionals", "legal", "general"]);
    expect(HELP_CATEGORIES).toHaveLength(5);
    expect(TESTIMONIALS).toHaveLength(6);
  });

  it("help search needs every word and ranks title hits first", () => {
    expect(searchHelp("")).toEqual([]);
    const hits = searchHelp("dispute rating");
    expect(hits[0]?.article.id).toBe("dispute-rating");
    expect(searchHelp("export json").map((h) => h.article.id)).toContain("export-data");
    expect(searchHelp("zzzz-nothing")).toEqual([]);
  });
});
