/**
 * Fixed pools the demo seed draws from. Names and company names come from faker (built once,
 * seeded); everything else is here so the data reads like a real workforce.
 */

export interface City {
  city: string;
  state: string;
}

export const CITIES: readonly City[] = [
  { city: "New York", state: "NY" },
  { city: "Buffalo", state: "NY" },
  { city: "Los Angeles", state: "CA" },
  { city: "San Francisco", state: "CA" },
  { city: "San Diego", state: "CA" },
  { city: "San Jose", state: "CA" },
  { city: "Sacramento", state: "CA" },
  { city: "Chicago", state: "IL" },
  { city: "Houston", state: "TX" },
  { city: "Dallas", state: "TX" },
  { city: "Austin", state: "TX" },
  { city: "San Antonio", state: "TX" },
  { city: "Fort Worth", state: "TX" },
  { city: "El Paso", state: "TX" },
  { city: "Phoenix", state: "AZ" },
  { city: "Tucson", state: "AZ" },
  { city: "Philadelphia", state: "PA" },
  { city: "Pittsburgh", state: "PA" },
  { city: "Jacksonville", state: "FL" },
  { city: "Miami", state: "FL" },
  { city: "Tampa", state: "FL" },
  { city: "Orlando", state: "FL" },
  { city: "Columbus", state: "OH" },
  { city: "Cleveland", state: "OH" },
  { city: "Cincinnati", state: "OH" },
  { city: "Charlotte", state: "NC" },
  { city: "Raleigh", state: "NC" },
  { city: "Indianapolis", state: "IN" },
  { city: "Seattle", state: "WA" },
  { city: "Spokane", state: "WA" },
  { city: "Denver", state: "CO" },
  { city: "Colorado Springs", state: "CO" },
  { city: "Washington", state: "DC" },
  { city: "Boston", state: "MA" },
  { city: "Nashville", state: "TN" },
  { city: "Memphis", state: "TN" },
  { city: "Detroit", state: "MI" },
  { city: "Grand Rapids", state: "MI" },
  { city: "Portland", state: "OR" },
  { city: "Las Vegas", state: "NV" },
  { city: "Reno", state: "NV" },
  { city: "Louisville", state: "KY" },
  { city: "Baltimore", state: "MD" },
  { city: "Milwaukee", state: "WI" },
  { city: "Madison", state: "WI" },
  { city: "Albuquerque", state: "NM" },
  { city: "Kansas City", state: "MO" },
  { city: "St. Louis", state: "MO" },
  { city: "Atlanta", state: "GA" },
  { city: "Savannah", state: "GA" },
  { city: "Omaha", state: "NE" },
  { city: "Minneapolis", state: "MN" },
  { city: "Saint Paul", state: "MN" },
  { city: "New Orleans", state: "LA" },
  { city: "Salt Lake City", state: "UT" },
  { city: "Boise", state: "ID" },
  { city: "Oklahoma City", state: "OK" },
  { city: "Richmond", state: "VA" },
  { city: "Virginia Beach", state: "VA" },
  { city: "Birmingham", state: "AL" },
  { city: "Honolulu", state: "HI" },
  { city: "Anchorage", state: "AK" },
  { city: "Providence", state: "RI" },
  { city: "Hartford", state: "CT" },
  { city: "Des Moines", state: "IA" },
];

export const STATE_NAMES: Readonly<Record<string, string>> = {
  AK: "Alaska",
  AL: "Alabama",
  AZ: "Arizona",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DC: "the District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  IA: "Iowa",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  KY: "Kentucky",
  LA: "Louisiana",
  MA: "Massachusetts",
  MD: "Maryland",
  MI: "Michigan",
  MN: "Minnesota",
  MO: "Missouri",
  NC: "North Carolina",
  NE: "Nebraska",
  NM: "New Mexico",
  NV: "Nevada",
  NY: "New York",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VA: "Virginia",
  WA: "Washington",
  WI: "Wisconsin",
};

export interface Certification {
  name: string;
  issuer: string;
}

export interface Industry {
  name: string;
  titles: readonly string[];
  certifications: readonly Certification[];
  /** Things people in this field are known for, used in bios. */
  strengths: readonly string[];
  /** Appended to a surname or a city to make employer names for work histories. */
  companySuffixes: readonly string[];
}

export const INDUSTRIES: readonly Industry[] = [
  {
    name: "Technology",
    titles: [
      "Software Engineer",
      "Senior Software Engineer",
      "Frontend Developer",
      "Backend Developer",
      "DevOps Engineer",
      "Data Analyst",
      "Data Engineer",
      "QA Engineer",
      "IT Support Specialist",
      "Product Manager",
      "Systems Administrator",
      "Engineering Manager",
    ],
    certifications: [
      { name: "AWS Certified Solutions Architect – Associate", issuer: "Amazon Web Services" },
      { name: "AWS Certified Developer – Associate", issuer: "Amazon Web Services" },
      { name: "Microsoft Certified: Azure Fundamentals", issuer: "Microsoft" },
      { name: "Google Professional Cloud Architect", issuer: "Google Cloud" },
      { name: "Certified Kubernetes Administrator", issuer: "The Linux Foundation" },
      { name: "CompTIA Security+", issuer: "CompTIA" },
      { name: "CompTIA A+", issuer: "CompTIA" },
      { name: "Certified ScrumMaster", issuer: "Scrum Alliance" },
    ],
    strengths: [
      "shipping reliable software on schedule",
      "untangling legacy systems",
      "clear code reviews",
      "mentoring junior engineers",
      "keeping production calm during incidents",
    ],
    companySuffixes: ["Software", "Technologies", "Labs", "Systems", "Digital", "Data"],
  },
  {
    name: "Healthcare",
    titles: [
      "Registered Nurse",
      "Licensed Practical Nurse",
      "Medical Assistant",
      "Pharmacy Technician",
      "Patient Care Technician",
      "Medical Billing Specialist",
      "Physical Therapist Assistant",
      "Radiologic Technologist",
      "Home Health Aide",
      "Nurse Manager",
    ],
    certifications: [
      { name: "Basic Life Support (BLS)", issuer: "American Heart Association" },
      { name: "Advanced Cardiovascular Life Support (ACLS)", issuer: "American Heart Association" },
      { name: "Certified Medical Assistant (CMA)", issuer: "AAMA" },
      { name: "Certified Pharmacy Technician (CPhT)", issuer: "PTCB" },
      { name: "Certified Nursing Assistant (CNA)", issuer: "State Board of Nursing" },
      { name: "Certified Professional Coder (CPC)", issuer: "AAPC" },
    ],
    strengths: [
      "calm, compassionate patient care",
      "accurate charting",
      "working well under pressure on busy shifts",
      "patient education",
      "infection control",
    ],
    companySuffixes: ["Medical Center", "Health", "Family Clinic", "Care Partners", "Pharmacy", "Home Health"],
  },
  {
    name: "Retail",
    titles: [
      "Sales Associate",
      "Cashier",
      "Store Manager",
      "Assistant Store Manager",
      "Visual Merchandiser",
      "Inventory Specialist",
      "Department Supervisor",
      "Loss Prevention Specialist",
      "Customer Experience Lead",
    ],
    certifications: [
      { name: "National Professional Certification in Retail Management", issuer: "NRF Foundation" },
      { name: "Customer Service and Sales Certification", issuer: "NRF Foundation" },
      { name: "Loss Prevention Qualified (LPQ)", issuer: "Loss Prevention Foundation" },
    ],
    strengths: [
      "turning browsers into loyal customers",
      "keeping the floor organised at peak hours",
      "inventory accuracy",
      "training new team members",
      "hitting sales targets",
    ],
    companySuffixes: ["Outfitters", "Market", "Home & Garden", "Supply Co.", "General Store", "Boutique"],
  },
  {
    name: "Hospitality",
    titles: [
      "Front Desk Agent",
      "Server",
      "Bartender",
      "Line Cook",
      "Sous Chef",
      "Event Coordinator",
      "Housekeeping Supervisor",
      "Restaurant Manager",
      "Concierge",
      "Hotel Operations Manager",
    ],
    certifications: [
      { name: "ServSafe Food Handler", issuer: "National Restaurant Association" },
      { name: "ServSafe Manager", issuer: "National Restaurant Association" },
      { name: "TIPS Responsible Alcohol Service", issuer: "Health Communications, Inc." },
      { name: "Certified Hospitality Supervisor (CHS)", issuer: "AHLEI" },
    ],
    strengths: [
      "making every guest feel welcome",
      "keeping service smooth on busy nights",
      "handling complaints gracefully",
      "a spotless, well-run operation",
      "coordinating large events",
    ],
    companySuffixes: ["Hotel", "Kitchen & Bar", "Bistro", "Resort", "Events", "Inn"],
  },
  {
    name: "Logistics",
    titles: [
      "Warehouse Associate",
      "Forklift Operator",
      "Delivery Driver",
      "CDL Truck Driver",
      "Dispatcher",
      "Logistics Coordinator",
      "Supply Chain Analyst",
      "Shipping and Receiving Clerk",
      "Warehouse Supervisor",
      "Fleet Manager",
    ],
    certifications: [
      { name: "OSHA Forklift Operator Certification", issuer: "OSHA" },
      { name: "Commercial Driver's License (Class A)", issuer: "State DMV" },
      { name: "Certified Supply Chain Professional (CSCP)", issuer: "ASCM" },
      { name: "Certified Logistics Associate (CLA)", issuer: "MSSC" },
      { name: "HAZMAT Endorsement", issuer: "TSA" },
    ],
    strengths: [
      "on-time deliveries",
      "a clean safety record",
      "accurate picking and packing",
      "keeping routes efficient",
      "staying cool when the schedule changes",
    ],
    companySuffixes: ["Freight", "Logistics", "Distribution", "Transport", "Moving & Storage", "Shipping"],
  },
  {
    name: "Construction",
    titles: [
      "Carpenter",
      "Electrician",
      "Plumber",
      "HVAC Technician",
      "Site Supervisor",
      "Project Engineer",
      "Heavy Equipment Operator",
      "Construction Laborer",
      "Estimator",
      "Project Manager",
    ],
    certifications: [
      { name: "OSHA 30-Hour Construction", issuer: "OSHA" },
      { name: "OSHA 10-Hour Construction", issuer: "OSHA" },
      { name: "Journeyman Electrician License", issuer: "State Licensing Board" },
      { name: "EPA Section 608 Certification", issuer: "U.S. EPA" },
      { name: "Certified Construction Manager (CCM)", issuer: "CMAA" },
    ],
    strengths: [
      "quality workmanship",
      "job-site safety",
      "reading plans accurately",
      "finishing on time and on budget",
      "coordinating subcontractors",
    ],
    companySuffixes: ["Construction", "Builders", "Electric", "Plumbing & Heating", "Contracting", "Roofing"],
  },
  {
    name: "Finance",
    titles: [
      "Staff Accountant",
      "Senior Accountant",
      "Financial Analyst",
      "Bookkeeper",
      "Payroll Specialist",
      "Accounts Payable Specialist",
      "Bank Teller",
      "Loan Officer",
      "Controller",
      "Tax Associate",
    ],
    certifications: [
      { name: "Certified Public Accountant (CPA)", issuer: "AICPA" },
      { name: "Certified Management Accountant (CMA)", issuer: "IMA" },
      { name: "Chartered Financial Analyst (CFA) Level I", issuer: "CFA Institute" },
      { name: "Certified Bookkeeper", issuer: "AIPB" },
      { name: "Certified Payroll Professional (CPP)", issuer: "PayrollOrg" },
    ],
    strengths: [
      "clean month-end closes",
      "precise reconciliations",
      "explaining numbers to non-finance teams",
      "audit readiness",
      "process improvement",
    ],
    companySuffixes: ["Financial", "Credit Union", "Accounting", "Capital", "Bank", "Tax Services"],
  },
  {
    name: "Education",
    titles: [
      "Elementary School Teacher",
      "High School Teacher",
      "Special Education Teacher",
      "Teaching Assistant",
      "Instructional Designer",
      "Academic Advisor",
      "Tutor",
      "School Counselor",
      "Curriculum Coordinator",
    ],
    certifications: [
      { name: "State Teaching License", issuer: "State Department of Education" },
      { name: "TESOL Certificate", issuer: "TESOL International Association" },
      { name: "National Board Certification", issuer: "NBPTS" },
      { name: "Google Certified Educator", issuer: "Google for Education" },
    ],
    strengths: [
      "engaging lesson plans",
      "building trust with students and families",
      "differentiated instruction",
      "classroom management",
      "measurable student growth",
    ],
    companySuffixes: [
      "Academy",
      "Learning Center",
      "Charter School",
      "Tutoring",
      "Preparatory School",
      "School District",
    ],
  },
  {
    name: "Marketing",
    titles: [
      "Marketing Coordinator",
      "Digital Marketing Specialist",
      "Content Strategist",
      "Social Media Manager",
      "SEO Specialist",
      "Graphic Designer",
      "Brand Manager",
      "Marketing Manager",
      "Copywriter",
    ],
    certifications: [
      { name: "Google Ads Search Certification", issuer: "Google" },
      { name: "Google Analytics Certification", issuer: "Google" },
      { name: "HubSpot Content Marketing", issuer: "HubSpot Academy" },
      { name: "Meta Certified Digital Marketing Associate", issuer: "Meta" },
    ],
    strengths: [
      "campaigns that move the numbers",
      "a strong eye for brand consistency",
      "clear, persuasive writing",
      "data-driven experimentation",
      "meeting tight launch deadlines",
    ],
    companySuffixes: ["Marketing", "Creative", "Media", "Agency", "Communications", "Studio"],
  },
  {
    name: "Customer Service",
    titles: [
      "Customer Service Representative",
      "Call Center Agent",
      "Customer Success Manager",
      "Technical Support Specialist",
      "Client Relations Associate",
      "Support Team Lead",
      "Help Desk Technician",
      "Customer Service Manager",
    ],
    certifications: [
      { name: "Certified Customer Service Professional", issuer: "NCSA" },
      { name: "HDI Customer Service Representative", issuer: "HDI" },
      { name: "Zendesk Support Administrator", issuer: "Zendesk" },
    ],
    strengths: [
      "turning frustrated callers into happy customers",
      "first-contact resolution",
      "patient, clear explanations",
      "high satisfaction scores",
      "de-escalating difficult conversations",
    ],
    companySuffixes: [
      "Support Services",
      "Contact Center",
      "Customer Care",
      "Call Solutions",
      "Client Services",
      "Service Group",
    ],
  },
];

export const DEGREES: readonly string[] = [
  "High School Diploma",
  "GED",
  "Associate of Arts",
  "Associate of Applied Science",
  "Bachelor of Arts",
  "Bachelor of Science",
  "Bachelor of Business Administration",
  "Bachelor of Science in Nursing",
  "Master of Business Administration",
  "Master of Science",
  "Master of Education",
  "Certificate Program",
];

/** `{city}`, `{state}` (full name) and `{surname}` are filled in from the profile and the name pool. */
export const SCHOOL_PATTERNS: readonly string[] = [
  "University of {state}",
  "{state} State University",
  "{city} Community College",
  "{city} Technical College",
  "{surname} College",
  "{surname} University",
  "{city} Institute of Technology",
  "Central {state} University",
];

/**
 * Bio sentences. `{title}`, `{industry}` (lower case), `{city}`, `{years}`, `{strength}` and `{company}`
 * are filled in. A bio is an opener, one or two middles and a closer.
 */
export const BIO_OPENERS: readonly string[] = [
  "{title} with {years} years of experience in {industry}.",
  "I'm a {title} based in {city} with {years} years in {industry}.",
  "{years}-year {industry} professional currently working as a {title}.",
  "Dependable {title} who has spent the last {years} years in {industry}.",
];

export const BIO_MIDDLES: readonly string[] = [
  "Known for {strength}.",
  "Colleagues count on me for {strength}.",
  "Most recently at {company}, where I focused on {strength}.",
  "I take pride in {strength} and in showing up prepared every day.",
  "Past managers have praised my {strength}.",
  "I enjoy learning new tools and sharing what I learn with the team.",
];

export const BIO_CLOSERS: readonly string[] = [
  "Open to new opportunities in the {city} area.",
  "Looking for a team that values reliability and growth.",
  "Always happy to connect with people in {industry}.",
  "Interested in roles with room to lead.",
  "",
];

export interface SeededEmployer {
  companyName: string;
  /** The e-mail and web domain. */
  domain: string;
  industry: string;
}

/** The employers (besides the demo Northwind Logistics) whose verified accounts wrote the seeded ratings. */
export const SEEDED_EMPLOYERS: readonly SeededEmployer[] = [
  { companyName: "Harborview Medical Group", domain: "harborview-medical.example", industry: "Healthcare" },
  { companyName: "Summit Ridge Construction", domain: "summitridge.example", industry: "Construction" },
  { companyName: "Brightline Retail", domain: "brightline-retail.example", industry: "Retail" },
  { companyName: "Crescent Hospitality Group", domain: "crescent-hospitality.example", industry: "Hospitality" },
  { companyName: "Keystone Financial Partners", domain: "keystone-financial.example", industry: "Finance" },
  { companyName: "Lakeshore Learning Academy", domain: "lakeshore-academy.example", industry: "Education" },
  { companyName: "Pinnacle Software Labs", domain: "pinnacle-labs.example", industry: "Technology" },
  { companyName: "Evergreen Marketing Co.", domain: "evergreen-marketing.example", industry: "Marketing" },
  { companyName: "Beacon Customer Care", domain: "beacon-care.example", industry: "Customer Service" },
  { companyName: "Redwood Freight Lines", domain: "redwood-freight.example", industry: "Logistics" },
  { companyName: "Meridian Health Partners", domain: "meridian-health.example", industry: "Healthcare" },
  { companyName: "Copperleaf Hotels", domain: "copperleaf-hotels.example", industry: "Hospitality" },
];
