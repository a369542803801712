import { Link } from "react-router";
import { BRAND } from "../../../core/messages";
import { Logo } from "./logo";

const GROUPS = [
  {
    title: "Product",
    links: [
      { to: "/how-it-works", label: "How It Works" },
      { to: "/pricing", label: "Pricing" },
      { to: "/blog", label: "Blog" },
    ],
  },
  {
    title: "Company",
    links: [
      { to: "/about", label: "About" },
      { to: "/contact", label: "Contact" },
      { to: "/faq", label: "FAQ" },
      { to: "/help", label: "Help" },
    ],
  },
  {
    title: "Legal",
    links: [
      { to: "/terms", label: "Terms of Service" },
      { to: "/privacy", label: "Privacy Policy" },
      { to: "/fair-use", label: "Fair Use Policy" },
      { to: "/transparency", label: "Transparency Report" },
      { to: "/legal/data-export", label: "Export My Data" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer className="border-t bg-muted/60 pb-20 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-muted-foreground">The verified reputation network for today&apos;s workforce.</p>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 className="mb-3 text-sm font-semibold">{group.title}</h2>
            <ul className="space-y-2 text-sm text-muted-foreground">
              {group.links.map((l) => (
                <li key={l.to}>
                  <Link className="hover:text-foreground" to={l.to}>
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted-foreground sm:px-6">
          © {new Date().getFullYear()} Standing — {BRAND.tagline}. Standing is not a consumer reporting agency. Ratings
          are subjective opinions and may not be the sole basis for employment decisions.
        </p>
      </div>
    </footer>
  );
}
