/**
 * ISO 3166-1 alpha-2 countries with English names, for the profile settings' country field. Profiles store the
 * two-letter code (the seed and the directory's country filter use "US"); a name typed by an API client is
 * accepted and turned into its code.
 */
import countries from "./countries.json";

export const COUNTRIES: Readonly<Record<string, string>> = countries;

/** Other names people type for a few countries (lower-case). */
const ALIASES: Readonly<Record<string, string>> = {
  usa: "US",
  "u.s.": "US",
  "u.s.a.": "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "u.k.": "GB",
  "great britain": "GB",
  britain: "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  "south korea": "KR",
  "north korea": "KP",
  russia: "RU",
  "ivory coast": "CI",
  "cote d'ivoire": "CI",
  "côte d'ivoire": "CI",
  "czech republic": "CZ",
  holland: "NL",
  "the netherlands": "NL",
  uae: "AE",
  vietnam: "VN",
  "viet nam": "VN",
  "hong kong": "HK",
  macau: "MO",
  macao: "MO",
  "trinidad and tobago": "TT",
  "bosnia and herzegovina": "BA",
  "antigua and barbuda": "AG",
  "saint kitts and nevis": "KN",
  "st. kitts and nevis": "KN",
  "saint vincent and the grenadines": "VC",
  "sao tome and principe": "ST",
  "são tomé and príncipe": "ST",
  turkey: "TR",
  türkiye: "TR",
  burma: "MM",
  swaziland: "SZ",
  "east timor": "TL",
  "cape verde": "CV",
  "vatican city": "VA",
  "the bahamas": "BS",
  "the gambia": "GM",
};

const BY_NAME: ReadonlyMap<string, string> = new Map(
  Object.entries(COUNTRIES).map(([code, name]) => [name.toLowerCase().replaceAll("’", "'"), code]),
);

/** The ISO code for a code or an English name (case-insensitive), or null when it is not a country. */
export function countryCode(value: string): string | null {
  const v = value.trim().replace(/\s+/g, " ");
  if (/^[A-Za-z]{2}$/.test(v)) {
    const code = v.toUpperCase();
    return Object.hasOwn(COUNTRIES, code) ? code : null;
  }
  const key = v.toLowerCase().replaceAll("’", "'").replaceAll(" & ", " and ");
  return (
    BY_NAME.get(key) ??
    BY_NAME.get(key.replaceAll(" and ", " & ")) ??
    (Object.hasOwn(ALIASES, key) ? (ALIASES[key] ?? null) : null)
  );
}

/** The English name of a stored code ("US" → "United States"); the code itself when unknown. */
export function countryName(code: string): string {
  return COUNTRIES[code] ?? code;
}

/** Codes sorted by name, for a select. */
export const COUNTRY_OPTIONS: ReadonlyArray<{ code: string; name: string }> = Object.entries(COUNTRIES)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));
