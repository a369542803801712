import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { OwnProfileInput } from "../../../../core/contracts/professional";
import { VISIBILITIES, VISIBILITY_LABELS, type Visibility } from "../../../../core/domain";
import { BoundField } from "../../../components/form-field";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, IconCardHeader } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { ApiError } from "../../../lib/api";
import { applyServerError, bodyResolver } from "../../../lib/forms";
import { useSession } from "../../auth/session";
import { useCreateOwnProfile } from "./claim-api";

function splitName(full: string | null | undefined): [string, string] {
  const parts = (full ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length < 2) return [parts[0] ?? "", ""];
  return [parts.slice(0, -1).join(" "), parts[parts.length - 1]!];
}

const FIELDS = ["firstName", "lastName", "city", "state", "country", "visibility", "headline"] as const;
type OwnProfileValues = Record<Exclude<(typeof FIELDS)[number], "visibility">, string> & { visibility: Visibility };

/** The body as sent: an empty headline is left out. */
const bodyOf = (v: OwnProfileValues): OwnProfileInput => ({ ...v, headline: v.headline.trim() || undefined });

export function CreateProfile() {
  const session = useSession();
  const navigate = useNavigate();
  const create = useCreateOwnProfile();
  const [first, last] = splitName(session.user?.fullName);
  const form = useForm<OwnProfileValues, unknown, OwnProfileInput>({
    defaultValues: {
      firstName: first,
      lastName: last,
      city: "",
      state: "",
      country: "US",
      headline: "",
      visibility: "public",
    },
    resolver: bodyResolver(OwnProfileInput, bodyOf),
  });
  const { control } = form;
  const onSubmit = form.handleSubmit(() =>
    create.mutate(bodyOf(form.getValues()), {
      onSuccess: (res) => {
        toast.success(res.message);
        navigate("/dashboard/professional");
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) applyServerError(form.setError, error, FIELDS, error.message);
        else toast.error(error.message);
      },
    }),
  );

  return (
    <Card>
      <IconCardHeader
        icon={UserPlus}
        title="Nothing fits? Create your profile"
        description="It's yours from the start. You can add your photo, experience and resume next."
      />
      <CardContent>
        <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit}>
          <BoundField
            control={control}
            name="firstName"
            className="content-start"
            id="own-first"
            label="First name"
            autoComplete="given-name"
            required
          />
          <BoundField
            control={control}
            name="lastName"
            className="content-start"
            id="own-last"
            label="Last name"
            autoComplete="family-name"
            required
          />
          <BoundField
            control={control}
            name="city"
            className="content-start"
            id="own-city"
            label="City"
            autoComplete="address-level2"
            required
          />
          <BoundField
            control={control}
            name="state"
            className="content-start"
            id="own-state"
            label="State"
            autoComplete="address-level1"
            placeholder="e.g. TX"
            required
          />
          <BoundField
            control={control}
            name="country"
            className="content-start"
            id="own-country"
            label="Country"
            hint="Two-letter code"
          >
            {(field) => <Input {...field} autoComplete="country" maxLength={2} className="uppercase" />}
          </BoundField>
          <BoundField
            control={control}
            name="visibility"
            className="content-start"
            id="own-visibility"
            label="Who can see it"
          >
            {(field) => (
              <select {...field} className="h-10 w-full rounded-md border bg-background px-3 text-sm">
                {VISIBILITIES.map((v) => (
                  <option key={v} value={v}>
                    {VISIBILITY_LABELS[v]}
                    {v === "private" ? " (hidden from search)" : ""}
                  </option>
                ))}
              </select>
            )}
          </BoundField>
          <BoundField
            control={control}
            name="headline"
            id="own-headline"
            label="Headline (optional)"
            hint="Your role and field, e.g. Warehouse Lead | Logistics"
            className="content-start sm:col-span-2"
            maxLength={200}
          />
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            {create.isPending ? "Creating..." : "Create my profile"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
