import { PROFILE_TEXT_LIMITS } from "../../../core/contracts/profile-import-rules";
import { countryCode as settingsCountryCode } from "../../../core/contracts/profile-settings-countries";
import { line, type Warnings } from "./normalize";

/** Places in imported profiles: US states by name or code, countries by code or English name, "City, Region, Country". */

export const US_STATES: Record<string, string> = {
  alabama: "AL",
  alaska: "AK",
  arizona: "AZ",
  arkansas: "AR",
  california: "CA",
  colorado: "CO",
  connecticut: "CT",
  delaware: "DE",
  "district of columbia": "DC",
  florida: "FL",
  georgia: "GA",
  hawaii: "HI",
  idaho: "ID",
  illinois: "IL",
  indiana: "IN",
  iowa: "IA",
  kansas: "KS",
  kentucky: "KY",
  louisiana: "LA",
  maine: "ME",
  maryland: "MD",
  massachusetts: "MA",
  michigan: "MI",
  minnesota: "MN",
  mississippi: "MS",
  missouri: "MO",
  montana: "MT",
  nebraska: "NE",
  nevada: "NV",
  "new hampshire": "NH",
  "new jersey": "NJ",
  "new mexico": "NM",
  "new york": "NY",
  "north carolina": "NC",
  "north dakota": "ND",
  ohio: "OH",
  oklahoma: "OK",
  oregon: "OR",
  pennsylvania: "PA",
  "rhode island": "RI",
  "south carolina": "SC",
  "south dakota": "SD",
  tennessee: "TN",
  texas: "TX",
  utah: "UT",
  vermont: "VT",
  virginia: "VA",
  washington: "WA",
  "west virginia": "WV",
  wisconsin: "WI",
  wyoming: "WY",
  "puerto rico": "PR",
};
const US_CODES = new Set(Object.values(US_STATES));

/** An alpha-2 code ("de" → "DE") or an English country name ("United States", "UK") → its code. */
export function countryCode(value: unknown): string | undefined {
  const s = line(value, 100);
  return s ? (settingsCountryCode(s) ?? undefined) : undefined;
}

/**
 * Like `countryCode`, but only names (and "US"/"UK"): in "Austin, GA" the "GA" is Georgia the state, and in
 * "San Diego, CA" the "CA" is California, not Gabon or Canada.
 */
export function countryFromName(value: unknown): string | undefined {
  const s = line(value, 100);
  if (!s) return undefined;
  if (/^[A-Za-z]{2}$/.test(s)) return { US: "US", UK: "GB" }[s.toUpperCase()];
  return settingsCountryCode(s) ?? undefined;
}

export interface Place {
  city?: string;
  state?: string;
  country?: string;
}

/** A US state name or postal code → its postal code. */
export function usState(value: string): string | undefined {
  const v = value.trim();
  if (/^[A-Za-z]{2}$/.test(v) && US_CODES.has(v.toUpperCase())) return v.toUpperCase();
  return US_STATES[v.toLowerCase()];
}

/**
 * The network's "Geo Location": "Austin, Texas, United States", "Berlin, Germany", "Texas, United States",
 * "United States", "Greater Seattle Area", "San Francisco Bay Area", "Dallas-Fort Worth Metroplex".
 */
export function parsePlace(value: unknown, warnings: Warnings, label = "Location"): Place {
  const s = line(value, 200);
  if (!s) return {};
  const parts = s
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  const metro = /^(?:greater\s+)?(.+?)(?:\s+(?:bay|metropolitan|metro))?\s+(?:area|region|metroplex)$/i.exec(s);
  if (parts.length === 1 && metro) {
    const city = line(metro[1]!.replace(/^greater\s+/i, ""), PROFILE_TEXT_LIMITS.city);
    warnings.add(`${label} "${s}" is a region, not a city: we used "${city}" as the city. Check it before applying.`);
    return city ? { city } : {};
  }
  const place: Place = {};
  const last = parts[parts.length - 1]!;
  // Names only here: "CA" or "GA" at the end of "Austin, GA" is a state, not Canada or Gabon.
  const country = countryFromName(last);
  const rest = country ? parts.slice(0, -1) : parts;
  if (country) place.country = country;
  if (rest.length >= 2) {
    place.city = line(rest[0], PROFILE_TEXT_LIMITS.city);
    const region = rest.slice(1).join(", ");
    place.state =
      (country === "US" || !country ? usState(region) : undefined) ?? line(region, PROFILE_TEXT_LIMITS.state);
  } else if (rest.length === 1) {
    const only = rest[0]!;
    const st = country === "US" || !country ? usState(only) : undefined;
    if (st) place.state = st;
    else place.city = line(only, PROFILE_TEXT_LIMITS.city);
  }
  if (place.state && US_CODES.has(place.state) && !place.country) place.country = "US";
  if (!country && parts.length > 0 && !place.state)
    warnings.add(`${label} "${s}": we could not tell the country. Check it before applying.`);
  return place;
}
