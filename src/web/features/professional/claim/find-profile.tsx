import { BadgeCheck, Search } from "lucide-react";
import { useState } from "react";
import type { ProfessionalCard } from "../../../../core/contracts/search";
import { DIRECTORY } from "../../../../core/messages";
import { InPlaceForm } from "../../../components/in-place-form";
import { ErrorNote } from "../../../components/page-states";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { SubmittedSearchBox } from "../../search/submitted-search-box";
import { useSearchResults } from "../../search/use-search";
import { useSubmittedSearch } from "../../search/use-submitted-search";
import { EvidenceDialog } from "./evidence-dialog";
import { ProfileSummary } from "./profile-summary";

export function FindProfile() {
  const finder = useSubmittedSearch({ trim: true });
  const { text, query, page, setPage, submit } = finder;
  const qs = query ? new URLSearchParams({ q: query, page: String(page) }).toString() : "";
  const results = useSearchResults(qs);
  const [chosen, setChosen] = useState<ProfessionalCard | null>(null);
  const active = Boolean(query);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Find your profile</CardTitle>
        <CardDescription>
          Employers may have added you already. Search by your name and city, then choose "This is me".
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <InPlaceForm
          role="search"
          className="flex flex-col gap-2 sm:flex-row"
          onSend={() => {
            submit();
          }}
        >
          <SubmittedSearchBox
            search={finder}
            id="claim-search"
            label="Your name"
            placeholder="Your name, e.g. Jordan Avery Denver"
            autoComplete="name"
            maxLength={200}
          />
          <Button type="submit" disabled={!text.trim()}>
            <Search aria-hidden="true" /> Search
          </Button>
        </InPlaceForm>
        {active && results.isPending && (
          <div className="grid gap-2" role="status" aria-label="Searching">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        )}
        {active && results.isError && <ErrorNote message={DIRECTORY.searchFailed} onRetry={() => results.refetch()} />}
        {active && results.data && results.data.professionals.length === 0 && (
          <div className="rounded-md border border-dashed p-4 text-sm">
            <p className="font-medium">{DIRECTORY.noResults}</p>
            <p className="text-muted-foreground">
              Try another spelling or fewer words. If nothing fits, create your profile below.
            </p>
          </div>
        )}
        {active && results.data && results.data.professionals.length > 0 && (
          <>
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {results.data.countCapped
                ? DIRECTORY.foundAtLeast(results.data.totalCount)
                : DIRECTORY.found(results.data.totalCount)}
            </p>
            <ul className="grid gap-2">
              {results.data.professionals.map((p) => (
                <li
                  key={p.id}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-3 sm:flex-nowrap"
                >
                  <ProfileSummary profile={p} />
                  {p.isClaimed ? (
                    <Badge variant="secondary" className="shrink-0">
                      <BadgeCheck aria-hidden="true" /> Already claimed
                    </Badge>
                  ) : (
                    <Button
                      size="sm"
                      className="shrink-0"
                      onClick={() => setChosen(p)}
                      aria-label={`This is me: ${p.firstName} ${p.lastName}`}
                    >
                      This is me
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            {results.data.totalPages > 1 && (
              <div className="flex items-center justify-between gap-2 text-sm">
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <span>{DIRECTORY.page(page, results.data.totalPages)}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page >= results.data.totalPages}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next
                </Button>
              </div>
            )}
          </>
        )}
      </CardContent>
      {/* Keyed by profile: each "This is me" starts with a fresh form. */}
      <EvidenceDialog key={chosen?.id ?? "closed"} profile={chosen} onClose={() => setChosen(null)} />
    </Card>
  );
}
