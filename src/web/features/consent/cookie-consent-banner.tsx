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

  // Compact on purpose (D280): on a phone it sits over the page a visitor came for, so it says what the choice is
  // in two lines and leaves the detail to the privacy page. A four-line notice covered a quarter of a profile and
  // was itself the largest thing painted, drawn a second after the page had already arrived.
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-2 bottom-[4.5rem] z-50 mx-auto max-w-3xl rounded-xl border bg-background p-3 shadow-xl sm:inset-x-4 sm:p-4 md:bottom-4 md:flex md:items-center md:gap-4 md:py-3 md:pl-5 md:pr-14"
    >
      <div className="flex items-start gap-3 pr-8 md:flex-1 md:items-center md:pr-0">
        <Cookie className="hidden size-6 shrink-0 text-brand-gold sm:block" aria-hidden="true" />
        <p className="text-xs text-muted-foreground sm:text-sm">
          <strong className="font-semibold text-foreground">Cookies.</strong> Essential ones keep you signed in;
          analytics and preferences only with your permission.{" "}
          <Link to="/privacy#cookies" className="font-medium text-primary underline">
            Learn more
          </Link>
        </p>
      </div>
      <div className="mt-2 grid grid-cols-2 gap-2 sm:mt-3 sm:flex sm:justify-end md:mt-0 md:shrink-0">
        <Button variant="outline" onClick={() => choose("essential")}>
          {OVERLAYS.consentEssentialOnly}
        </Button>
        <Button onClick={() => choose("accept")}>{OVERLAYS.consentAccept}</Button>
      </div>
      <button
        type="button"
        onClick={() => choose("essential")}
        aria-label="Close (essential cookies only)"
        className="absolute right-2 top-2 rounded-md md:top-1/2 md:-translate-y-1/2 p-2 text-muted-foreground hover:bg-muted hover:text-foreground"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
