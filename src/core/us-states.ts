/**
 * The places a US roster or a state registration may name (issue 20 §3): the 50 states, the District of Columbia
 * and the five inhabited territories, each with its USPS code. Military mail codes (AA, AE, AP) are not places.
 */
export const US_STATES = [
  ["AL", "Alabama"],
  ["AK", "Alaska"],
  ["AZ", "Arizona"],
  ["AR", "Arkansas"],
  ["CA", "California"],
  ["CO", "Colorado"],
  ["CT", "Connecticut"],
  ["DE", "Delaware"],
  ["DC", "District of Columbia"],
  ["FL", "Florida"],
  ["GA", "Georgia"],
  ["HI", "Hawaii"],
  ["ID", "Idaho"],
  ["IL", "Illinois"],
  ["IN", "Indiana"],
  ["IA", "Iowa"],
  ["KS", "Kansas"],
  ["KY", "Kentucky"],
  ["LA", "Louisiana"],
  ["ME", "Maine"],
  ["MD", "Maryland"],
  ["MA", "Massachusetts"],
  ["MI", "Michigan"],
  ["MN", "Minnesota"],
  ["MS", "Mississippi"],
  ["MO", "Missouri"],
  ["MT", "Montana"],
  ["NE", "Nebraska"],
  ["NV", "Nevada"],
  ["NH", "New Hampshire"],
  ["NJ", "New Jersey"],
  ["NM", "New Mexico"],
  ["NY", "New York"],
  ["NC", "North Carolina"],
  ["ND", "North Dakota"],
  ["OH", "Ohio"],
  ["OK", "Oklahoma"],
  ["OR", "Oregon"],
  ["PA", "Pennsylvania"],
  ["RI", "Rhode Island"],
  ["SC", "South Carolina"],
  ["SD", "South Dakota"],
  ["TN", "Tennessee"],
  ["TX", "Texas"],
  ["UT", "Utah"],
  ["VT", "Vermont"],
  ["VA", "Virginia"],
  ["WA", "Washington"],
  ["WV", "West Virginia"],
  ["WI", "Wisconsin"],
  ["WY", "Wyoming"],
  ["AS", "American Samoa"],
  ["GU", "Guam"],
  ["MP", "Northern Mariana Islands"],
  ["PR", "Puerto Rico"],
  ["VI", "U.S. Virgin Islands"],
] as const satisfies ReadonlyArray<readonly [string, string]>;

export type UsStateCode = (typeof US_STATES)[number][0];

/** Said wherever a state is refused, so the employer learns what is accepted. */
export const US_STATE_MESSAGE = "Use a US state's two-letter code, like TX (the 50 states, DC, AS, GU, MP, PR or VI)";

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, "");
const BY_KEY = new Map<string, UsStateCode>();
for (const [code, name] of US_STATES) {
  BY_KEY.set(squash(code), code);
  BY_KEY.set(squash(name), code);
}
// Spellings spreadsheets use for the same places.
BY_KEY.set("washingtondc", "DC");
BY_KEY.set("virginislands", "VI");
BY_KEY.set("usvirginislands", "VI");

/**
 * The code for a state written as its code or its full name, in any case ("tx", "Texas", "new york");
 * null for anything else. Full names are unambiguous, so mapping them spares a re-export (D60).
 */
export function usStateCode(input: string): UsStateCode | null {
  const trimmed = input.trim();
  if (trimmed.length > 40) return null;
  return BY_KEY.get(squash(trimmed)) ?? null;
}
