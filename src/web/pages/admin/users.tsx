import { Search } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PagedResults } from "../../components/paged-results";
import { SearchForm } from "../../components/search-form";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { useAdminUsers } from "../../features/admin/console-api";
import { UserBadges } from "../../features/admin/user-badges";
import { usePageMeta } from "../../features/marketing/use-page-meta";

/** /admin/users: find a person by name, e-mail or company; the query and page live in the address. */
export default function AdminUsersPage() {
  usePageMeta("Users", "Find an account by name, e-mail or company.");
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState(q);
  const users = useAdminUsers(q, page);
  return (
    <section className="grid grid-cols-[minmax(0,1fr)] gap-5 px-4 py-6 sm:px-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Users</h1>
        <p className="text-muted-foreground">Search by name, e-mail or company; open a person to act on the account.</p>
      </header>
      <SearchForm
        className="flex flex-wrap items-end gap-2"
        onSearch={() => setParams(draft.trim() ? { q: draft.trim() } : {})}
      >
        <div className="grid min-w-0 flex-1 gap-1">
          <Label htmlFor="user-q">Name, e-mail or company</Label>
          <Input id="user-q" value={draft} onChange={(e) => setDraft(e.target.value)} maxLength={200} />
        </div>
        <Button type="submit">
          <Search aria-hidden="true" /> Search
        </Button>
      </SearchForm>
      <PagedResults
        query={users}
        rows={(data) => data.users}
        count={(total) => `${total} ${total === 1 ? "account" : "accounts"}${q ? ` matching “${q}”` : ""}`}
        empty="No account matches."
        pagerLabel="Users pages"
        page={page}
        onPage={(p) => setParams({ ...(q ? { q } : {}), page: String(p) })}
      >
        {(found) => (
          <ul className="grid gap-2">
            {found.map((u) => (
              <li key={u.id} className="rounded-lg border p-3">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <Link
                      to={`/admin/users/${u.id}`}
                      className="font-medium text-primary underline-offset-4 hover:underline"
                    >
                      {u.name || u.email}
                    </Link>
                    <div className="break-all text-sm text-muted-foreground">{u.email}</div>
                    {u.company && <div className="text-sm">{u.company}</div>}
                  </div>
                  <UserBadges roles={u.roles} plan={u.plan} suspended={u.suspended} deactivated={u.deactivated} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </PagedResults>
    </section>
  );
}
