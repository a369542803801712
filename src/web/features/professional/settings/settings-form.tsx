import type { OwnProfile } from "../../../../core/contracts/profile-settings";
import { PhotoSection, ResumeSection } from "./settings-files";
import { useSettingsForm } from "./settings-form-state";
import { LeaveGuard } from "./settings-leave-guard";
import { ListEditor } from "./settings-list-editor";
import { SaveBar } from "./settings-save-bar";
import { Section } from "./settings-section";
import { BasicsSection, LinksSection, LocationSection, VisibilitySection } from "./settings-sections";

/** The whole profile as one form, saved together; photo and resume save on their own as soon as chosen. */
export function SettingsForm({ profile, onReload }: { profile: OwnProfile; onReload: () => Promise<unknown> }) {
  const { draft, errors, conflict, savedAt, dirty, save, update, submit, discard } = useSettingsForm(profile);
  const fields = { draft, errors, update };
  return (
    <form noValidate onSubmit={submit} className="grid gap-6" aria-label="Profile settings">
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

      <Section id="work" title="Work history" description="Listed in this order on your profile.">
        <ListEditor
          list="workHistory"
          title="Work history"
          items={draft.workHistory}
          onChange={(workHistory) => update({ workHistory })}
          errors={errors}
        />
      </Section>

      <Section id="education" title="Education" description="Listed in this order on your profile.">
        <ListEditor
          list="education"
          title="Education"
          items={draft.education}
          onChange={(education) => update({ education })}
          errors={errors}
        />
      </Section>

      <Section id="certifications" title="Certifications" description="Licences, certificates and training.">
        <ListEditor
          list="certifications"
          title="Certifications"
          items={draft.certifications}
          onChange={(certifications) => update({ certifications })}
          errors={errors}
        />
      </Section>

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
