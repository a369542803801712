/**
 * Company details shown on public pages. One place to change before launch.
 * The 555-01xx telephone numbers are reserved for fiction; replace them with the real lines.
 */
export const COMPANY = {
  name: "Standing",
  legalName: "Standing, Inc.",
  jurisdiction: "Delaware",
  city: "Wilmington, Delaware, USA",
  emailDomain: "standing.example",
  supportHours: "Monday to Friday, 8 am to 8 pm Eastern",
} as const;

export const email = (local: string) => `${local}@${COMPANY.emailDomain}`;

export interface DepartmentContact {
  name: string;
  description: string;
  email: string;
  phone?: string;
}

export const DEPARTMENTS: DepartmentContact[] = [
  {
    name: "Sales",
    description: "Plans, Enterprise pricing, volume onboarding and demos for hiring teams.",
    email: email("sales"),
    phone: "+1 (555) 010-2400",
  },
  {
    name: "Support",
    description: "Help with your account, search, lookups, ratings or billing. We reply within 24 hours.",
    email: email("support"),
    phone: "+1 (555) 010-2401",
  },
  {
    name: "Trust & Safety",
    description: "Disputes, suspected misuse, biased or retaliatory ratings, and verification questions.",
    email: email("trust"),
  },
  {
    name: "Privacy",
    description: "Data access, export, correction and deletion requests. Answered within 30 days.",
    email: email("privacy"),
  },
  {
    name: "Legal",
    description: "Strike appeals (within 30 days), legal notices, subpoenas and law-enforcement requests.",
    email: email("legal"),
  },
  {
    name: "Press & Partnerships",
    description: "Media enquiries, research collaborations and integration partners.",
    email: email("press"),
  },
];
