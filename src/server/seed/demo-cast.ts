import type { Role, VerificationMethod } from "../../core/domain";
import type { NamePools } from "./name-pools";
import { SEEDED_EMPLOYERS } from "./pools";
import type { Prng } from "./prng";
import { DAY_MS, type Generator, iso, slug, YEAR_MS, ym } from "./seed-generator";
import type { EmployerRow, ProfessionalRow, RatingEmployer, UserRow } from "./seed-rows";

/**
 * The seed's fixed cast, drawn before any generated profile (so it does not depend on the profile count): the three
 * demo accounts, Northwind Logistics and the other seeded employers with their users, and Jordan Avery's claimed,
 * public, complete profile with six ratings (one from Northwind).
 */

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
  description: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: "admin",
    email: "admin@standing.example",
    password: "Standing-Admin-2026",
    name: "Riley Morgan",
    description: "Administrator: moderation, disputes, employer verification and the audit log.",
  },
  {
    role: "employer",
    email: "employer@northwind.example",
    password: "Standing-Employer-2026",
    name: "Dana Whitfield",
    description:
      "Hiring manager at Northwind Logistics, a verified employer on the Verified Pro plan: search, look up and rate.",
  },
  {
    role: "professional",
    email: "professional@standing.example",
    password: "Standing-Pro-2026",
    name: "Jordan Avery",
    description:
      "Professional who owns a claimed, complete public profile with six ratings (one from Northwind Logistics).",
  },
];

export const DEMO_EMPLOYER_COMPANY = {
  companyName: "Northwind Logistics",
  website: "https://northwind.example",
  industry: "Logistics",
} as const;

export interface DemoCast {
  demoUsers: UserRow[];
  accounts: { id: string; user_id: string; password: string | undefined; created_at: string }[];
  employerUsers: UserRow[];
  employerRows: EmployerRow[];
  verifiedEmployers: RatingEmployer[];
  northwind: RatingEmployer;
  jordan: ProfessionalRow;
  jordanRatings: ReturnType<Generator["ratingsFor"]>;
}

/** Draws the cast from `rng` in a fixed order; `passwordHashes` are the demo accounts' hashes, in their order. */
export function drawDemoCast(
  rng: Prng,
  pools: NamePools,
  gen: Generator,
  now: Date,
  passwordHashes: string[],
): DemoCast {
  const nowMs = now.getTime();
  // --- demo accounts and employers (drawn first, so they do not depend on the profile count)
  const longAgo = (years: number) => iso(nowMs - years * YEAR_MS - rng.float(0, 60) * DAY_MS);
  const demoUsers: UserRow[] = DEMO_ACCOUNTS.map((account) => {
    const isEmployer = account.role === "employer";
    return {
      id: rng.id(),
      name: account.name,
      email: account.email,
      role: account.role,
      // The admin signs up like anyone else; the admin role is granted on top.
      account_type: isEmployer ? "employer" : "professional",
      company_name: isEmployer ? DEMO_EMPLOYER_COMPANY.companyName : null,
      company_website: isEmployer ? DEMO_EMPLOYER_COMPANY.website : null,
      subscription_id: rng.uuid(),
      subscription_type: isEmployer ? "verified_pro" : "free",
      created_at: longAgo(account.role === "professional" ? 1.2 : 3.6),
    };
  });
  const demoEmployerUser = demoUsers[1] as UserRow;
  const demoProfessionalUser = demoUsers[2] as UserRow;
  const accounts = demoUsers.map((u, i) => ({
    id: rng.id(),
    user_id: u.id,
    password: passwordHashes[i],
    created_at: u.created_at,
  }));

  const employerUsers: UserRow[] = [];
  const employerRows: EmployerRow[] = [];
  const northwindVerifiedAt = iso(Date.parse(demoEmployerUser.created_at) + 2 * DAY_MS);
  employerRows.push({
    id: rng.uuid(),
    user_id: demoEmployerUser.id,
    company_name: DEMO_EMPLOYER_COMPANY.companyName,
    company_website: DEMO_EMPLOYER_COMPANY.website,
    industry: DEMO_EMPLOYER_COMPANY.industry,
    verification_status: "verified",
    verification_method: "email_domain",
    verified_at: northwindVerifiedAt,
    created_at: demoEmployerUser.created_at,
  });
  const methods: VerificationMethod[] = ["email_domain", "ein", "state_registration"];
  SEEDED_EMPLOYERS.forEach((company, i) => {
    const status =
      i < SEEDED_EMPLOYERS.length - 2 ? "verified" : i === SEEDED_EMPLOYERS.length - 2 ? "pending" : "unverified";
    const first = rng.pick(pools.firstNames);
    const last = rng.pick(pools.lastNames);
    const createdAt = status === "verified" ? longAgo(3.5) : iso(nowMs - rng.float(5, 40) * DAY_MS);
    const user: UserRow = {
      id: rng.id(),
      name: `${first} ${last}`,
      email: `${slug(first)}.${slug(last)}@${company.domain}`,
      role: "employer",
      account_type: "employer",
      company_name: company.companyName,
      company_website: `https://${company.domain}`,
      subscription_id: rng.uuid(),
      subscription_type:
        status !== "verified" ? "free" : i % 4 === 0 ? "verified_pro" : i === 5 ? "enterprise" : "free",
      created_at: createdAt,
    };
    employerUsers.push(user);
    employerRows.push({
      id: rng.uuid(),
      user_id: user.id,
      company_name: company.companyName,
      company_website: `https://${company.domain}`,
      industry: company.industry,
      verification_status: status,
      verification_method: status === "verified" ? rng.pick(methods) : null,
      verified_at: status === "verified" ? iso(Date.parse(createdAt) + rng.float(1, 10) * DAY_MS) : null,
      created_at: createdAt,
    });
  });
  const verifiedEmployers: RatingEmployer[] = employerRows
    .filter((e) => e.verification_status === "verified")
    .map((e) => ({ id: e.id, userId: e.user_id }));
  const northwind = verifiedEmployers[0] as RatingEmployer;

  // --- Jordan Avery's profile: claimed, public, complete, six ratings (one from Northwind)
  const jordanId = rng.uuid();
  const jordanCreatedMs = nowMs - 400 * DAY_MS;
  const nowMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const jordanRaters = [northwind, ...rng.sample(verifiedEmployers.slice(1), 5)];
  const jordanRatings = gen.ratingsFor(jordanId, jordanCreatedMs, jordanRaters, 4.3);
  const jordan: ProfessionalRow = {
    id: jordanId,
    user_id: demoProfessionalUser.id,
    first_name: "Jordan",
    last_name: "Avery",
    headline: "Operations Supervisor | Logistics",
    bio:
      "Operations supervisor with nine years in logistics, leading a 20-person warehouse shift in Denver. " +
      "Known for on-time deliveries, a clean safety record and training new team members. " +
      "Open to operations management roles in the Denver area.",
    city: "Denver",
    state: "CO",
    average_rating: jordanRatings.averageRating,
    total_ratings: jordanRatings.ratings.length,
    verified_employers_count: jordanRatings.ratings.length,
    visibility: "public",
    view_count: 312,
    linkedin_url: "https://www.linkedin.com/in/jordan-avery-ops",
    certifications: [
      { name: "Certified Supply Chain Professional (CSCP)", issuer: "ASCM" },
      { name: "OSHA Forklift Operator Certification", issuer: "OSHA" },
      { name: "OSHA 10-Hour General Industry", issuer: "OSHA" },
    ],
    work_history: [
      { title: "Operations Supervisor", company: "Northwind Logistics", start_date: ym(nowMonth - 38), end_date: null },
      {
        title: "Dispatcher",
        company: "Redwood Freight Lines",
        start_date: ym(nowMonth - 74),
        end_date: ym(nowMonth - 39),
      },
      {
        title: "Warehouse Associate",
        company: "Denver Distribution",
        start_date: ym(nowMonth - 110),
        end_date: ym(nowMonth - 75),
      },
    ],
    education: [
      {
        degree: "Bachelor of Business Administration",
        school: "University of Colorado Denver",
        year: String(Math.floor((nowMonth - 112) / 12)),
      },
      {
        degree: "Associate of Applied Science",
        school: "Denver Community College",
        year: String(Math.floor((nowMonth - 140) / 12)),
      },
    ],
    created_at: iso(jordanCreatedMs),
    updated_at: iso(nowMs - 5 * DAY_MS),
  };

  return { demoUsers, accounts, employerUsers, employerRows, verifiedEmployers, northwind, jordan, jordanRatings };
}
