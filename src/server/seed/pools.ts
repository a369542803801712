/**
 * Fixed pools the demo seed draws from. Names and company names come from faker (built once,
 * seeded); everything else is here so the data reads like a real workforce.
 */

import industries from "./industries.json";

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

/** The industries people work in (titles, certifications, strengths, employer-name suffixes): data, in a JSON file. */
export const INDUSTRIES: readonly Industry[] = industries;

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
