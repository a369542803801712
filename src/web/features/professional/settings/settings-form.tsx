import type { Control } from "react-hook-form";
import type { OwnProfile } from "../../../../core/contracts/profile-settings";
import type { ListName, ProfileDraft } from "./settings-draft";
import { PhotoSection, ResumeSection } from "./settings-files";
import { useSettingsForm } from "./settings-form-state";
import { LeaveGuard } from "./settings-leave-guard";
import { ListEditor } from "./settings-list-editor";
import { SaveBar } from "./settings-save-bar";
import { Section } from "./settings-section";
import { BasicsSection, LinksSection, LocationSection, VisibilitySection } from "./settings-sections";

/** The whole profile as one form, saved together; photo and resume save on their own as soon as chosen. */
export function SettingsForm({ profile, onReload }: { profile: OwnProfile; onReload: () => Promise<unknown> }) {
  const { control, errors, conflict, savedAt, dirty, save, submit, discard } = useSettingsForm(profile);
  const fields = { control };
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-6" aria-label="Profile settings">
      <LeaveGuard dirty={dirty && !save.isPending} />
      <BasicsSection {...fields} />
      <LocationSection {...fields} />
      <LinksSection {...fields} />
      <Section id="photo" title="Photo" description="Saved as soon as you choose a file.">
        <PhotoSection profile={profile} />
      </Section>

      <Section
        id="resume"
        title="Resume"
        description="Saved as soon as you choose a file. Stored privately, never as a public link."
      >
        <ResumeSection profile={profile} />
      </Section>

      <ListSection id="work" list="workHistory" title="Work history" {...fields} />
      <ListSection id="education" list="education" title="Education" {...fields} />
      <ListSection
        id="certifications"
        list="certifications"
        title="Certifications"
        description="Licences, certificates and training."
        {...fields}
      />
      <VisibilitySection {...fields} />
      <SaveBar
        dirty={dirty}
        errorCount={Object.keys(errors).length}
        conflict={conflict}
        pending={save.isPending}
        savedAt={savedAt}
        onReload={() => void onReload()}
        onDiscard={discard}
      />
    </form>
  );
}

/** A list of the profile (jobs, schools, certificates) in its section, edited entry by entry. */
function ListSection({
  id,
  list,
  title,
  description = "Listed in this order on your profile.",
  control,
}: {
  id: string;
  list: ListName;
  title: string;
  description?: string;
  control: Control<ProfileDraft, unknown, unknown>;
}) {
  return (
    <Section id={id} title={title} description={description}>
      <ListEditor list={list} title={title} control={control} />
    </Section>
  );
}
