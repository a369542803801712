import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from "../../../../core/domain";
import { FormField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { useSession } from "../../auth/session";
import { useCreateOwnProfile } from "./claim-api";

function splitName(full: string | null | undefined): [string, string] {
  const parts = (full ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return [parts[0] ?? "", ""];
  return [parts.slice(0, -1).join(" "), parts[parts.length - 1]!];
}

export function CreateProfile() {
  const session = useSession();
  const navigate = useNavigate();
  const create = useCreateOwnProfile();
  const [first, last] = splitName(session.user?.fullName);
  const [form, setForm] = useState({
    firstName: first,
    lastName: last,
    city: "",
    state: "",
    country: "US",
    headline: "",
    visibility: "public" as Visibility,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserPlus className="size-5 text-primary" aria-hidden="true" /> Nothing fits? Create your profile
        </CardTitle>
        <CardDescription>
          It's yours from the start. You can add your photo, experience and resume next.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(e) => {
            e.preventDefault();
            setErrors({});
            create.mutate(
              { ...form, headline: form.headline.trim() || undefined },
              {
                onSuccess: (res) => {
                  toast.success(res.message);
                  navigate("/dashboard/professional");
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.fields) setErrors(error.fields);
                  else toast.error(error.message);
                },
              },
            );
          }}
        >
          <FormField className="content-start" id="own-first" label="First name" error={errors.firstName}>
            {(a11y) => (
              <Input {...a11y} value={form.firstName} onChange={set("firstName")} autoComplete="given-name" required />
            )}
          </FormField>
          <FormField className="content-start" id="own-last" label="Last name" error={errors.lastName}>
            {(a11y) => (
              <Input {...a11y} value={form.lastName} onChange={set("lastName")} autoComplete="family-name" required />
            )}
          </FormField>
          <FormField className="content-start" id="own-city" label="City" error={errors.city}>
            {(a11y) => (
              <Input {...a11y} value={form.city} onChange={set("city")} autoComplete="address-level2" required />
            )}
          </FormField>
          <FormField className="content-start" id="own-state" label="State" error={errors.state}>
            {(a11y) => (
              <Input
                {...a11y}
                value={form.state}
                onChange={set("state")}
                autoComplete="address-level1"
                placeholder="e.g. TX"
                required
              />
            )}
          </FormField>
          <FormField
            className="content-start"
            id="own-country"
            label="Country"
            hint="Two-letter code"
            error={errors.country}
          >
            {(a11y) => (
              <Input
                {...a11y}
                value={form.country}
                onChange={set("country")}
                autoComplete="country"
                maxLength={2}
                className="uppercase"
              />
            )}
          </FormField>
          <FormField className="content-start" id="own-visibility" label="Who can see it" error={errors.visibility}>
            {(a11y) => (
              <select
                {...a11y}
                className="h-10 w-full rounded-md border bg-background px-3 text-sm"
                value={form.visibility}
                onChange={set("visibility")}
              >
                {VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {VISIBILITY_LABELS[v]}
                    {v === "private" ? " (hidden from search)" : ""}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id="own-headline"
            label="Headline (optional)"
            hint="Your role and field, e.g. Warehouse Lead | Logistics"
            error={errors.headline}
            className="content-start sm:col-span-2"
          >
            {(a11y) => <Input {...a11y} value={form.headline} onChange={set("headline")} maxLength={200} />}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create my profile"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
