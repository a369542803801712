import { Cookie, X } from "lucide-react";
import { Link } from "react-router";
import { OVERLAYS } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { type ConsentChoice, saveConsent } from "./consent";
import { safeLocalStorage } from "./safe-storage";

/** The cookie consent banner (SPEC §2, §4), loaded only when ./consent-overlay decides to show it. */
export default function CookieConsentBanner({ onDone }: { onDone: () => void }) {
  const choose = (choice: ConsentChoice) => {
    saveConsent(safeLocalStorage(), choice);
    onDone();
  };

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-2 bottom-[4.5rem] z-50 mx-auto max-w-3xl rounded-xl border bg-background p-4 shadow-xl sm:inset-x-4 md:bottom-4 md:p-5"
    >
      <div className="flex items-start gap-3 pr-8">
        <Cookie className="mt-0.5 hidden size-6 shrink-0 text-brand-gold sm:block" aria-hidden="true" />
        <div className="text-sm">
          <h2 className="font-semibold">We value your privacy</h2>
          <p className="mt-1 text-muted-foreground">
            We use essential cookies to keep you signed in and secure. With your permission we also use analytics and
            preference storage to improve Standing.{" "}
            <Link to="/privacy#cookies" className="font-medium text-primary underline">
              Learn more
            </Link>
          </p>
        </div>
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:justify-end">
        <Button variant="outline" onClick={() => choose("essential")}>
          {OVERLAYS.consentEssentialOnly}
        </Button>
        <Button onClick={() => choose("accept")}>{OVERLAYS.consentAccept}</Button>
      </div>
      <button
        type="button"
        onClick={() => choose("essential")}
        aria-label="Close (essential cookies only)"
        className="absolute right-2 top-2 rounded-md p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
