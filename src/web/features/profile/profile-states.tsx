import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Skeleton } from "../../components/ui/skeleton";

/** The profile page while it loads and when it cannot be shown (unknown, private, or a failed read). */
export function ErrorState() {
  return (
    <section className="mx-auto max-w-xl px-4 py-20 text-center sm:px-6">
      <p role="alert" className="text-lg font-medium">
        {DIRECTORY.profileFailed}
      </p>
      <Button asChild className="mt-8">
        <Link to="/search">
          <ArrowLeft aria-hidden="true" />
          {DIRECTORY.backToSearch}
        </Link>
      </Button>
    </section>
  );
}

export function LoadingState() {
  return (
    <section
      role="status"
      aria-busy="true"
      aria-label="Loading profile"
      className="mx-auto max-w-5xl space-y-6 px-4 py-8 sm:px-6"
    >
      <div className="flex gap-4 rounded-lg border p-6">
        <Skeleton className="size-20 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Skeleton className="h-48" />
        <Skeleton className="h-48" />
      </div>
    </section>
  );
}

/** The ratings and details while their code arrives (a signed-in reader's first full profile, D273). */
export function ContentLoading() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading profile details" className="grid gap-6 md:grid-cols-2">
      <Skeleton className="h-48" />
      <Skeleton className="h-48" />
    </div>
  );
}
