-- Published rating snapshots (D304). The figures on professionals become a snapshot that moves only when the
-- auditor of kernel/rating-publication.ts allows it; rating_publications keeps every snapshot it allowed.
-- The statements after the table are the first publication (commands/refresh-rating-aggregates.ts
-- INITIAL_PUBLICATION, rendered): profiles rated by at least 3 employers keep figures, the others show none.
CREATE TABLE "rating_publications" (
	"professional_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"items" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_publications_professional_id_seq_pk" PRIMARY KEY("professional_id","seq")
);
--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "published_breakdown" jsonb;--> statement-breakpoint
ALTER TABLE "rating_publications" ADD CONSTRAINT "rating_publications_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
WITH first_snapshot AS (
  INSERT INTO rating_publications (professional_id, seq, items)
  SELECT r.professional_id, 1, array_agg(coalesce('e' || left(md5(ra.employer_id::text || ':' || r.professional_id::text), 16), 'r' || r.id::text) || ':' || r.id::text || ':' || left(md5(concat_ws(',', r.employment_status, coalesce(r.punctuality_attendance::text, '-'), coalesce(r.work_quality::text, '-'), coalesce(r.reliability::text, '-'), coalesce(r.effective_communication::text, '-'), coalesce(r.initiative_proactivity::text, '-'), coalesce(r.team_collaboration::text, '-'), coalesce(r.professionalism::text, '-'), coalesce(r.attitude_positivity::text, '-'), coalesce(r.customer_interaction::text, '-'), coalesce(r.learning_ability_coachability::text, '-'), coalesce(r.leadership_potential::text, '-'), coalesce(r.problem_solving_skills::text, '-'), coalesce(r.technical_competence::text, '-'), coalesce(r.attention_to_detail::text, '-'), coalesce(r.overall_performance::text, '-'), coalesce(e.verification_status = 'verified', false)::text)), 16) ORDER BY r.id)
  FROM ratings r
  LEFT JOIN rating_attributions ra ON ra.rating_id = r.id
  LEFT JOIN employers e ON e.id = ra.employer_id
  WHERE r.status IN ('active', 'under_dispute')
    AND NOT EXISTS (SELECT 1 FROM rating_publications rp WHERE rp.professional_id = r.professional_id)
  GROUP BY r.professional_id
  HAVING count(DISTINCT coalesce('e' || left(md5(ra.employer_id::text || ':' || r.professional_id::text), 16), 'r' || r.id::text)) >= 3
  RETURNING professional_id
), agg AS (
  SELECT r.professional_id,
         round(sum((coalesce(r.punctuality_attendance, 0) + coalesce(r.work_quality, 0) + coalesce(r.reliability, 0) + coalesce(r.effective_communication, 0) + coalesce(r.initiative_proactivity, 0) + coalesce(r.team_collaboration, 0) + coalesce(r.professionalism, 0) + coalesce(r.attitude_positivity, 0) + coalesce(r.customer_interaction, 0) + coalesce(r.learning_ability_coachability, 0) + coalesce(r.leadership_potential, 0) + coalesce(r.problem_solving_skills, 0) + coalesce(r.technical_competence, 0) + coalesce(r.attention_to_detail, 0) + coalesce(r.overall_performance, 0)) * (360360 / num_nonnulls(r.punctuality_attendance, r.work_quality, r.reliability, r.effective_communication, r.initiative_proactivity, r.team_collaboration, r.professionalism, r.attitude_positivity, r.customer_interaction, r.learning_ability_coachability, r.leadership_potential, r.problem_solving_skills, r.technical_competence, r.attention_to_detail, r.overall_performance)))::numeric / (count(*) * 360360), 2) AS average_rating,
         count(*)::int AS total_ratings,
         (count(DISTINCT ra.employer_id) FILTER (WHERE e.verification_status = 'verified'))::int AS verified_employers_count,
         jsonb_build_object('categories', jsonb_build_object('punctuality_attendance', round(avg(r.punctuality_attendance), 2), 'work_quality', round(avg(r.work_quality), 2), 'reliability', round(avg(r.reliability), 2), 'effective_communication', round(avg(r.effective_communication), 2), 'initiative_proactivity', round(avg(r.initiative_proactivity), 2), 'team_collaboration', round(avg(r.team_collaboration), 2), 'professionalism', round(avg(r.professionalism), 2), 'attitude_positivity', round(avg(r.attitude_positivity), 2), 'customer_interaction', round(avg(r.customer_interaction), 2), 'learning_ability_coachability', round(avg(r.learning_ability_coachability), 2), 'leadership_potential', round(avg(r.leadership_potential), 2), 'problem_solving_skills', round(avg(r.problem_solving_skills), 2), 'technical_competence', round(avg(r.technical_competence), 2), 'attention_to_detail', round(avg(r.attention_to_detail), 2), 'overall_performance', round(avg(r.overall_performance), 2)), 'current', count(*) FILTER (WHERE r.employment_status = 'current'), 'former', count(*) FILTER (WHERE r.employment_status = 'former')) AS breakdown
  FROM ratings r
  LEFT JOIN rating_attributions ra ON ra.rating_id = r.id
  LEFT JOIN employers e ON e.id = ra.employer_id
  WHERE r.status IN ('active', 'under_dispute') AND r.professional_id IN (SELECT p0.id FROM professionals p0 WHERE p0.id IN (SELECT professional_id FROM first_snapshot))
  GROUP BY r.professional_id
),
target AS (
  SELECT p0.id,
         coalesce(agg.average_rating, 0) AS average_rating,
         coalesce(agg.total_ratings, 0) AS total_ratings,
         coalesce(agg.verified_employers_count, 0) AS verified_employers_count,
         agg.breakdown
  FROM professionals p0
  LEFT JOIN agg ON agg.professional_id = p0.id
  WHERE p0.id IN (SELECT professional_id FROM first_snapshot)
)
UPDATE professionals p
SET average_rating = t.average_rating,
    total_ratings = t.total_ratings,
    verified_employers_count = t.verified_employers_count,
    published_breakdown = t.breakdown
FROM target t
WHERE p.id = t.id
  AND (p.average_rating, p.total_ratings, p.verified_employers_count, p.published_breakdown)
      IS DISTINCT FROM (t.average_rating, t.total_ratings, t.verified_employers_count, t.breakdown);
--> statement-breakpoint
UPDATE professionals SET average_rating = 0, total_ratings = 0, verified_employers_count = 0, published_breakdown = NULL
WHERE NOT EXISTS (SELECT 1 FROM rating_publications rp WHERE rp.professional_id = professionals.id)
  AND (average_rating, total_ratings, verified_employers_count, published_breakdown) IS DISTINCT FROM (0::numeric, 0, 0, NULL::jsonb);
