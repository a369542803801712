import { useQueryClient } from "@tanstack/react-query";
import { Download, FileText, ImageUp, Trash2, Upload } from "lucide-react";
import type * as React from "react";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import {
  type OwnProfile,
  type OwnProfileResponse,
  PROFILE_LIMITS,
  PROFILE_MESSAGES,
} from "../../../../core/contracts/profile-settings";
import { DIRECTORY } from "../../../../core/messages";
import { Button } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { ApiError, apiCall } from "../../../lib/api";
import { Avatar } from "../../profile/avatar";
import { downloadResume, OWN_PROFILE_KEY, uploadFile } from "./settings-api";
import { FieldError } from "./settings-fields";

/**
 * Photo and resume: each saved on its own as soon as a file is chosen (the Save bar is for the text fields), with
 * the same type and size checks as the server run first so an obviously wrong file is refused without uploading.
 */

const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

function useProfilePatch(profileId: string) {
  const queryClient = useQueryClient();
  return (patch: Partial<OwnProfile>) => {
    queryClient.setQueryData<OwnProfileResponse>(OWN_PROFILE_KEY, (old) =>
      old ? { profile: { ...old.profile, ...patch } } : old,
    );
    void queryClient.invalidateQueries({ queryKey: ["profile", profileId] });
  };
}

function Progress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div className="grid gap-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">
        {label}… {percent}%
      </p>
    </div>
  );
}

function errorMessage(error: unknown, field: string): string {
  if (error instanceof ApiError) return error.fields?.[field] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

/** The checks the server makes too, run first so an obviously wrong file is refused without uploading. */
const CHECKS: Record<"photo" | "resume", (file: File) => string | undefined> = {
  photo: (file) =>
    file.type && !PHOTO_TYPES.includes(file.type)
      ? PROFILE_MESSAGES.photoType
      : file.size > PROFILE_LIMITS.photoBytes
        ? PROFILE_MESSAGES.photoTooLarge
        : undefined,
  resume: (file) =>
    file.type && file.type !== "application/pdf"
      ? PROFILE_MESSAGES.resumeType
      : file.size > PROFILE_LIMITS.resumeBytes
        ? PROFILE_MESSAGES.resumeTooLarge
        : undefined,
};

/**
 * One profile file (the photo or the resume): its hidden file input, the upload with its progress, the removal, and
 * the error shown under it; the cached own profile follows each. `onUpload` hears the file being sent, then null.
 */
function useProfileFile(profileId: string, kind: "photo" | "resume", onUpload?: (file: File | null) => void) {
  const patch = useProfilePatch(profileId);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = "";
    if (!file) return;
    setError(undefined);
    const refused = CHECKS[kind](file);
    if (refused) return setError(refused);
    onUpload?.(file);
    setProgress(0);
    try {
      const res = await uploadFile(`POST /professional/profile/${kind}`, kind, file, setProgress);
      patch("photoUrl" in res ? { photoUrl: res.photoUrl } : { resume: res.resume });
      toast.success(res.message);
    } catch (e) {
      setError(errorMessage(e, kind));
    } finally {
      onUpload?.(null);
      setProgress(null);
    }
  };

  const remove = async () => {
    setRemoving(true);
    setError(undefined);
    try {
      const res = await apiCall(`DELETE /professional/profile/${kind}`);
      patch(kind === "photo" ? { photoUrl: null } : { resume: null });
      toast.success(res.message);
    } catch (e) {
      setError(errorMessage(e, kind));
    } finally {
      setRemoving(false);
    }
  };

  return { input, progress, removing, error, busy: progress !== null || removing, choose, remove };
}

/**
 * Under a file's hint: the hidden file input its upload button opens (ids `settings-<kind>`, `-hint`, `-error`), the
 * upload's progress, the error, then the buttons: `before` (the resume's download), upload, and remove once stored.
 */
function FileControls({
  kind,
  accept,
  file,
  stored,
  before,
  uploadButton,
}: {
  kind: "photo" | "resume";
  accept: string;
  file: ReturnType<typeof useProfileFile>;
  stored: boolean;
  before?: React.ReactNode;
  uploadButton: React.ReactNode;
}) {
  const id = `settings-${kind}`;
  return (
    <>
      <input
        ref={file.input}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-describedby={file.error ? `${id}-hint ${id}-error` : `${id}-hint`}
        onChange={(e) => void file.choose(e.target.files?.[0])}
      />
      {file.progress !== null && <Progress value={file.progress} label={`Uploading ${kind}`} />}
      <FieldError id={`${id}-error`} message={file.error} />
      <div className="flex flex-wrap gap-2">
        {before}
        <Button type="button" variant="outline" disabled={file.busy} onClick={() => file.input.current?.click()}>
          {uploadButton}
        </Button>
        {stored && (
          <Button type="button" variant="ghost" className="text-destructive" disabled={file.busy} onClick={file.remove}>
            <Trash2 aria-hidden="true" />
            {file.removing ? "Removing..." : `Remove ${kind}`}
          </Button>
        )}
      </div>
    </>
  );
}

export function PhotoSection({ profile }: { profile: OwnProfile }) {
  const [preview, setPreview] = useState<string | null>(null);
  const file = useProfileFile(profile.id, "photo", (chosen) => setPreview(chosen ? URL.createObjectURL(chosen) : null));
  const name = `${profile.firstName} ${profile.lastName}`;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <Avatar name={name} src={preview ?? profile.photoUrl} className="size-24 text-2xl" />
      <div className="grid min-w-0 flex-1 gap-2">
        <Label htmlFor="settings-photo">Profile photo</Label>
        <p id="settings-photo-hint" className="text-sm text-muted-foreground">
          JPEG, PNG or WebP, up to 5 MB. We crop it to a square and remove location and camera details.
        </p>
        <FileControls
          kind="photo"
          accept={PHOTO_TYPES.join(",")}
          file={file}
          stored={Boolean(profile.photoUrl)}
          uploadButton={
            <>
              <ImageUp aria-hidden="true" />
              {profile.photoUrl ? "Change photo" : "Upload photo"}
            </>
          }
        />
      </div>
    </div>
  );
}

export function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" }) : "";
}

export function ResumeSection({ profile }: { profile: OwnProfile }) {
  const file = useProfileFile(profile.id, "resume");
  const resume = profile.resume;

  return (
    <div className="grid gap-3">
      <Label htmlFor="settings-resume">Resume (PDF)</Label>
      {resume ? (
        <div className="flex items-start gap-3 rounded-md border p-3">
          <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 flex-1">
            <p className="font-medium [overflow-wrap:anywhere]">{resume.fileName}</p>
            {resume.uploadedAt && (
              <p className="text-sm text-muted-foreground">Uploaded {formatDate(resume.uploadedAt)}</p>
            )}
          </div>
        </div>
      ) : (
        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">No resume uploaded yet.</p>
      )}
      <p id="settings-resume-hint" className="text-sm text-muted-foreground">
        PDF only, up to 10 MB. Only signed-in people who can see your profile can download it.
      </p>
      <FileControls
        kind="resume"
        accept="application/pdf,.pdf"
        file={file}
        stored={Boolean(resume)}
        before={
          resume && (
            <Button
              type="button"
              variant="outline"
              onClick={() =>
                downloadResume(resume.downloadUrl, resume.fileName).catch((e) =>
                  toast.error(e instanceof ApiError ? e.message : DIRECTORY.resumeFailed),
                )
              }
            >
              <Download aria-hidden="true" />
              Download
            </Button>
          )
        }
        uploadButton={
          <>
            <Upload aria-hidden="true" />
            {resume ? "Replace resume" : "Upload resume"}
          </>
        }
      />
    </div>
  );
}
