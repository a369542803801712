import { Lexer, type Token, type Tokens } from "marked";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * Markdown rendered to React elements from marked's tokens. No HTML string is ever injected:
 * raw HTML in a file is shown as text, and links or images with a scheme other than http(s),
 * mailto or a site path are rendered without their address.
 */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const h = href.trim();
  if (h.startsWith("/") && !h.startsWith("//")) return h;
  if (h.startsWith("#")) return h;
  try {
    const url = new URL(h);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-");
}

function decode(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&amp;", "&");
}

function plain(tokens: Token[] | undefined): string {
  return (tokens ?? []).map((t) => ("tokens" in t && t.tokens ? plain(t.tokens) : "text" in t ? t.text : "")).join("");
}

/**
 * Markdown nodes have no identity but their position, and a rendered document never reorders,
 * so a key from the position is the right key.
 */
function keyed<T>(items: T[], prefix: string): Array<[T, string]> {
  return items.map((item, i) => [item, `${prefix}-${i}`]);
}

function inline(tokens: Token[] | undefined, keyPrefix = "i"): ReactNode[] {
  return (tokens ?? []).map((token, i) => {
    const key = `${keyPrefix}-${i}`;
    switch (token.type) {
      case "strong":
        return <strong key={key}>{inline((token as Tokens.Strong).tokens, key)}</strong>;
      case "em":
        return <em key={key}>{inline((token as Tokens.Em).tokens, key)}</em>;
      case "del":
        return <del key={key}>{inline((token as Tokens.Del).tokens, key)}</del>;
      case "codespan":
        return (
          <code key={key} className="rounded bg-muted px-1.5 py-0.5 text-[0.9em]">
            {decode((token as Tokens.Codespan).text)}
          </code>
        );
      case "br":
        return <br key={key} />;
      case "link": {
        const t = token as Tokens.Link;
        const href = safeHref(t.href);
        const children = inline(t.tokens, key);
        if (!href) return <span key={key}>{children}</span>;
        if (href.startsWith("/"))
          return (
            <Link key={key} to={href}>
              {children}
            </Link>
          );
        return (
          <a key={key} href={href} target="_blank" rel="noopener noreferrer">
            {children}
          </a>
        );
      }
      case "image": {
        const t = token as Tokens.Image;
        const src = safeHref(t.href);
        return src ? <img key={key} src={src} alt={t.text} loading="lazy" className="rounded-lg" /> : null;
      }
      case "text": {
        const t = token as Tokens.Text;
        return t.tokens ? <span key={key}>{inline(t.tokens, key)}</span> : decode(t.text);
      }
      case "escape":
        return decode((token as Tokens.Escape).text);
      default:
        // html and anything unknown: shown as its literal source, never interpreted.
        return "raw" in token ? token.raw : null;
    }
  });
}

function block(token: Token, key: string): ReactNode {
  switch (token.type) {
    case "space":
    case "def":
      return null;
    case "heading": {
      const t = token as Tokens.Heading;
      const id = headingId(plain(t.tokens));
      const children = inline(t.tokens, key);
      if (t.depth <= 2)
        return (
          <h2 key={key} id={id}>
            {children}
          </h2>
        );
      if (t.depth === 3)
        return (
          <h3 key={key} id={id}>
            {children}
          </h3>
        );
      return (
        <h4 key={key} id={id}>
          {children}
        </h4>
      );
    }
    case "paragraph":
      return <p key={key}>{inline((token as Tokens.Paragraph).tokens, key)}</p>;
    case "text": {
      const t = token as Tokens.Text;
      return <span key={key}>{t.tokens ? inline(t.tokens, key) : decode(t.text)}</span>;
    }
    case "blockquote":
      return <blockquote key={key}>{blocks((token as Tokens.Blockquote).tokens, key)}</blockquote>;
    case "hr":
      return <hr key={key} />;
    case "code":
      return (
        <pre key={key}>
          <code>{(token as Tokens.Code).text}</code>
        </pre>
      );
    case "list": {
      const t = token as Tokens.List;
      const items = keyed(t.items, key).map(([item, k]) => <li key={k}>{blocks(item.tokens, k)}</li>);
      return t.ordered ? (
        <ol key={key} start={typeof t.start === "number" && t.start !== 1 ? t.start : undefined}>
          {items}
        </ol>
      ) : (
        <ul key={key}>{items}</ul>
      );
    }
    case "table": {
      const t = token as Tokens.Table;
      return (
        <div key={key} className="overflow-x-auto">
          <table>
            <thead>
              <tr>
                {keyed(t.header, `${key}-h`).map(([cell, k]) => (
                  <th key={k} scope="col">
                    {inline(cell.tokens, k)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {keyed(t.rows, `${key}-r`).map(([row, rk]) => (
                <tr key={rk}>
                  {keyed(row, rk).map(([cell, k]) => (
                    <td key={k}>{inline(cell.tokens, k)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
    case "html":
      return (
        <p key={key} className="whitespace-pre-wrap">
          {(token as Tokens.HTML).raw}
        </p>
      );
    default:
      return "raw" in token ? <p key={key}>{token.raw}</p> : null;
  }
}

function blocks(tokens: Token[] | undefined, keyPrefix: string): ReactNode[] {
  return (tokens ?? []).map((t, i) => block(t, `${keyPrefix}-${i}`));
}

export function Markdown({ source, className }: { source: string; className?: string }) {
  const tokens = new Lexer({ gfm: true }).lex(source);
  return <div className={className}>{blocks(tokens, "b")}</div>;
}
