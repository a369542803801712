import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ROSTER_COLUMNS } from "../../../../core/roster";
import { type ApiAnswer, type ApiBody, apiCall, apiWithProgress } from "../../../lib/api";
import { OVERVIEW_KEY, ROSTER_KEY } from "../employer-api";

/** The answer of POST /employer/employees and /employer/employees/import (`Summary` in core/api/employer-roster.ts). */
export type Summary = ApiAnswer<"POST /employer/employees/import">;

/** What the server did (or, in a dry run, would do) with one roster row. */
export type Outcome = Summary["rows"][number];

export const ACTION_LABEL: Record<Outcome["action"], string> = {
  create: "New profile",
  match_profile: "Matched by profile address",
  match_linkedin: "Matched by LinkedIn",
  match_email: "Matched by e-mail",
  match_name: "Matched by name and place",
  skip: "Skipped",
};

export const FIELD_LABEL = Object.fromEntries(ROSTER_COLUMNS.map((c) => [c.key, c.header])) as Record<string, string>;

/** The roster and the overview's counts change after an add or an import. */
export function useRosterInvalidation() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: OVERVIEW_KEY });
    void queryClient.invalidateQueries({ queryKey: ROSTER_KEY });
  };
}

export interface AddEmployeeInput {
  entry: Record<string, string>;
  nameMatch: "ask" | "use" | "create";
  profileAddress?: string;
}

/** Add one employee (POST /employer/employees); "ask" answers with a dry run when a name matches. */
export function useAddEmployee(handlers: {
  onMutate: () => void;
  onSuccess: (res: Summary) => void;
  onError: (error: Error) => void;
}) {
  return useMutation({
    mutationFn: (input: AddEmployeeInput) => apiCall("POST /employer/employees", { json: input }),
    ...handlers,
  });
}

/** Preview (`dryRun`) or import a CSV, reporting upload progress. */
export function importRoster(
  input: ApiBody<"POST /employer/employees/import">,
  onProgress: (fraction: number) => void,
): Promise<Summary> {
  return apiWithProgress("POST /employer/employees/import", input, onProgress);
}
