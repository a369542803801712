import { Link2, Mail } from "lucide-react";
import type { SVGProps } from "react";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { toastLater } from "../../lib/toast-later";
import { useOrigin } from "../../lib/use-origin";
import { island } from "../../prerender/island";

/** Brand glyphs (lucide-react no longer ships brand icons; these are lucide's former outlines, ISC). */
function Glyph({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
const Linkedin = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}>
    <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
    <rect width="4" height="12" x="2" y="9" />
    <circle cx="4" cy="4" r="2" />
  </Glyph>
);
const Twitter = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}>
    <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />
  </Glyph>
);
const Facebook = (p: SVGProps<SVGSVGElement>) => (
  <Glyph {...p}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </Glyph>
);

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}

/**
 * Share on LinkedIn, Twitter, Facebook, by e-mail, or copy the link (SPEC §2, toasts of §8). `path` is the
 * page's; the origin is the browser's (prerendering has none, so the links are complete once hydrated).
 */
export function ShareButtons({ path, title }: { path: string; title: string }) {
  const url = `${useOrigin()}${path}`;
  const links = shareLinks(url, title);
  const external = [
    { href: links.linkedin, label: "Share on LinkedIn", icon: Linkedin },
    { href: links.twitter, label: "Share on Twitter", icon: Twitter },
    { href: links.facebook, label: "Share on Facebook", icon: Facebook },
  ];
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toastLater((toast) => toast.success(DIRECTORY.linkCopied));
    } catch {
      toastLater((toast) => toast.error(DIRECTORY.linkCopyFailed));
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="mr-1 text-sm font-medium text-muted-foreground">Share</span>
      {external.map(({ href, label, icon: Icon }) => (
        <Button key={label} asChild variant="outline" size="icon">
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
            <Icon aria-hidden="true" />
          </a>
        </Button>
      ))}
      <Button asChild variant="outline" size="icon">
        <a href={links.email} aria-label="Share by e-mail" title="Share by e-mail">
          <Mail aria-hidden="true" />
        </a>
      </Button>
      <Button variant="outline" size="icon" onClick={copy} aria-label="Copy link" title="Copy link">
        <Link2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export const ShareButtonsIsland = island("share-buttons", ShareButtons);
