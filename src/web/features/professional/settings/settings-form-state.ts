import { useEffect, useRef, useState } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { toast } from "sonner";
import { type OwnProfile, ProfileSettingsInput } from "../../../../core/contracts/profile-settings";
import { ApiError } from "../../../lib/api";
import { applyServerError, bodyResolver } from "../../../lib/forms";
import { useSaveProfile } from "./settings-api";
import {
  type FieldErrors,
  firstErrorKey,
  flattenErrors,
  isDirty,
  type ProfileDraft,
  toDraft,
  toInput,
} from "./settings-draft";
import { FIELD_ORDER, focusError } from "./settings-focus";

/**
 * The settings form's state (D381): a react-hook-form form over the draft, judged by the PUT body's own schema
 * (`ProfileSettingsInput` over `toInput`), against the last saved profile (`baseline`); errors (live after a failed
 * save), a concurrency conflict, and saving. A newer profile (Reload after a conflict) starts the form again.
 */
export function useSettingsForm(profile: OwnProfile) {
  const [baseline, setBaseline] = useState(() => ({ draft: toDraft(profile), updatedAt: profile.updatedAt }));
  const updatedAt = useRef(baseline.updatedAt);
  updatedAt.current = baseline.updatedAt;
  const form = useForm<ProfileDraft, unknown, unknown>({
    defaultValues: baseline.draft,
    resolver: bodyResolver(ProfileSettingsInput, (draft: ProfileDraft) => toInput(draft, updatedAt.current)),
    // The first invalid field in page order is focused by hand: a list entry's error focuses its Edit button.
    shouldFocusError: false,
  });
  const { control, reset } = form;
  const draft = useWatch({ control }) as ProfileDraft;
  const errors: FieldErrors = flattenErrors(form.formState.errors);
  const [conflict, setConflict] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const dirty = isDirty(draft, baseline.draft);

  const startFrom = (fresh: OwnProfile) => {
    const next = toDraft(fresh);
    setBaseline({ draft: next, updatedAt: fresh.updatedAt });
    reset(next);
    setConflict(null);
  };

  // A newer profile arrived (Reload after a conflict): start again from it. Only when the read changes: a save sets the
  // baseline a moment before the cached read follows, and reacting to the baseline too put the old profile back into
  // the form in between ("All changes saved." over the values before the save).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the profile read changes, not on each render
  useEffect(() => {
    if (profile.updatedAt !== baseline.updatedAt) startFrom(profile);
  }, [profile]);

  // An edit after a save: "All changes saved." gives way to the unsaved state.
  useEffect(() => {
    if (dirty) setSavedAt(null);
  }, [dirty]);

  const showFirst = (found: FieldErrors) => {
    const first = firstErrorKey(found, FIELD_ORDER);
    if (first) requestAnimationFrame(() => focusError(first));
  };

  const save = useSaveProfile({
    onSuccess: (res) => {
      startFrom(res.profile);
      setSavedAt(Date.now());
      toast.success(res.message);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
      } else if (error instanceof ApiError && error.fields) {
        // The server's `fields` land on the fields of the same names, list entries included ("workHistory.2.endDate").
        const names = Object.keys(error.fields).filter((key) => FIELD_ORDER.includes(key.split(".")[0] ?? ""));
        const { fields } = applyServerError(form.setError, error, names as Path<ProfileDraft>[], error.message, {
          focus: false,
        });
        showFirst(Object.fromEntries(fields.map(({ name, message }) => [name, message])));
        toast.error(error.message);
      } else {
        toast.error(error.message);
      }
    },
  });

  const submit = form.handleSubmit(
    () => {
      if (save.isPending) return;
      setConflict(null);
      save.mutate(toInput(form.getValues(), baseline.updatedAt));
    },
    (found) => {
      showFirst(flattenErrors(found));
      toast.error("Some fields need your attention before saving.");
    },
  );

  const discard = () => reset(baseline.draft);

  return { control, errors, conflict, savedAt, dirty, save, submit, discard };
}
