import { Link } from "react-router";
import { NOT_FOUND } from "../../core/messages";
import { Button } from "../components/ui/button";
import { usePageTitle } from "../lib/use-page-title";

export default function NotFoundPage() {
  usePageTitle("Page not found");
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-6xl font-bold text-primary">{NOT_FOUND.title}</h1>
      <p className="text-xl text-muted-foreground">{NOT_FOUND.message}</p>
      <Button asChild>
        <Link to="/">{NOT_FOUND.home}</Link>
      </Button>
    </section>
  );
}
