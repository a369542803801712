import { Award, Briefcase, ExternalLink, GraduationCap, Users } from "lucide-react";
import type { ProfileDetails } from "../../../core/contracts/profile";
import { DIRECTORY } from "../../../core/messages";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";
import { CertificationList, EducationList, WorkHistoryList } from "./profile-items";
import { RatingsCard } from "./profile-ratings";
import { Empty, Section } from "./profile-section";
import { ResumeViewer } from "./resume-viewer";

/** Everything a viewer with full access sees below the header: about, ratings, employment, credentials. */
export function FullContent({
  details,
  professionalId,
  name,
}: {
  details: ProfileDetails;
  professionalId: string;
  name: string;
}) {
  const { employmentStatus: es } = details;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">About</CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          {details.bio ? (
            <p className="whitespace-pre-line text-sm leading-relaxed">{details.bio}</p>
          ) : (
            <Empty>No bio yet.</Empty>
          )}
          <div className="flex flex-wrap gap-2">
            {details.linkedinUrl && (
              <Button asChild variant="outline" size="sm">
                <a href={details.linkedinUrl} target="_blank" rel="noopener noreferrer nofollow">
                  <ExternalLink aria-hidden="true" />
                  LinkedIn
                </a>
              </Button>
            )}
            {details.hasResume && <ResumeViewer professionalId={professionalId} name={name} />}
          </div>
        </CardContent>
      </Card>
      <div className="grid gap-6 md:grid-cols-2">
        <RatingsCard ratings={details.ratings} />
        <div className="space-y-6">
          <Section icon={Users} title={DIRECTORY.employmentStatus}>
            {es.current + es.former === 0 ? (
              <Empty>No employment records from verified employers yet.</Empty>
            ) : (
              <dl className="grid grid-cols-2 gap-4 text-center">
                <div className="rounded-md bg-secondary p-3">
                  <dt className="text-xs text-muted-foreground">Rated as current employee</dt>
                  <dd className="text-2xl font-bold">{es.current}</dd>
                </div>
                <div className="rounded-md bg-secondary p-3">
                  <dt className="text-xs text-muted-foreground">Rated as former employee</dt>
                  <dd className="text-2xl font-bold">{es.former}</dd>
                </div>
              </dl>
            )}
          </Section>
          <Section icon={Award} title={DIRECTORY.certifications}>
            <CertificationList items={details.certifications} empty="No certifications listed." />
          </Section>
        </div>
        <Section icon={Briefcase} title={DIRECTORY.workHistory}>
          <WorkHistoryList items={details.workHistory} empty="No work history listed." />
        </Section>
        <Section icon={GraduationCap} title={DIRECTORY.education}>
          <EducationList items={details.education} empty="No education listed." />
        </Section>
      </div>
    </div>
  );
}
