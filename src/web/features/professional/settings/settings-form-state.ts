import type * as React from "react";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import type { OwnProfile } from "../../../../core/contracts/profile-settings";
import { ApiError } from "../../../lib/api";
import { useSaveProfile } from "./settings-api";
import {
  type FieldErrors,
  firstErrorKey,
  isDirty,
  type ProfileDraft,
  toDraft,
  toInput,
  validateDraft,
} from "./settings-draft";
import { FIELD_ORDER, focusError } from "./settings-focus";

/**
 * The settings form's state: the draft against the last saved profile (`baseline`), errors (live after a failed
 * save), a concurrency conflict, and saving. A newer profile (Reload after a conflict) starts the draft again.
 */
export function useSettingsForm(profile: OwnProfile) {
  const [baseline, setBaseline] = useState(() => ({ draft: toDraft(profile), updatedAt: profile.updatedAt }));
  const [draft, setDraft] = useState<ProfileDraft>(baseline.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [conflict, setConflict] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const dirty = isDirty(draft, baseline.draft);

  // A newer profile arrived (Reload after a conflict): start again from it.
  useEffect(() => {
    if (profile.updatedAt === baseline.updatedAt) return;
    const fresh = toDraft(profile);
    setBaseline({ draft: fresh, updatedAt: profile.updatedAt });
    setDraft(fresh);
    setErrors({});
    setAttempted(false);
    setConflict(null);
  }, [profile, baseline.updatedAt]);

  const update = (patch: Partial<ProfileDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // After a failed save, errors follow the edits live (and stay attached to the right entries after a move).
    if (attempted) setErrors(validateDraft(next, baseline.updatedAt));
    setSavedAt(null);
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setAttempted(true);
    const first = firstErrorKey(found, FIELD_ORDER);
    if (first) requestAnimationFrame(() => focusError(first));
  };

  const save = useSaveProfile({
    onSuccess: (res) => {
      const fresh = toDraft(res.profile);
      setBaseline({ draft: fresh, updatedAt: res.profile.updatedAt });
      setDraft(fresh);
      setErrors({});
      setAttempted(false);
      setConflict(null);
      setSavedAt(Date.now());
      toast.success(res.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
      } else if (error instanceof ApiError && error.fields) {
        showErrors(error.fields);
        toast.error(error.message);
      } else {
        toast.error(error.message);
      }
    },
  });

  const submit = (e?: React.FormEvent) => {
    e?.preventDefault();
    if (save.isPending) return;
    const found = validateDraft(draft, baseline.updatedAt);
    if (Object.keys(found).length > 0) {
      showErrors(found);
      toast.error("Some fields need your attention before saving.");
      return;
    }
    setConflict(null);
    save.mutate(toInput(draft, baseline.updatedAt));
  };

  const discard = () => {
    setDraft(baseline.draft);
    setErrors({});
    setAttempted(false);
  };

  return { draft, errors, conflict, savedAt, dirty, save, update, submit, discard };
}
