/**
 * Employer Identification Numbers: NN-NNNNNNN whose first two digits are a prefix the IRS assigns
 * (campus and internet prefixes). Unassigned prefixes: 00, 07–09, 17–19, 28, 29, 49, 69, 70, 78, 79, 89, 96, 97.
 */
export const EIN_PREFIXES: ReadonlySet<string> = new Set([
  "01",
  "02",
  "03",
  "04",
  "05",
  "06",
  "10",
  "11",
  "12",
  "13",
  "14",
  "15",
  "16",
  "20",
  "21",
  "22",
  "23",
  "24",
  "25",
  "26",
  "27",
  "30",
  "31",
  "32",
  "33",
  "34",
  "35",
  "36",
  "37",
  "38",
  "39",
  "40",
  "41",
  "42",
  "43",
  "44",
  "45",
  "46",
  "47",
  "48",
  "50",
  "51",
  "52",
  "53",
  "54",
  "55",
  "56",
  "57",
  "58",
  "59",
  "60",
  "61",
  "62",
  "63",
  "64",
  "65",
  "66",
  "67",
  "68",
  "71",
  "72",
  "73",
  "74",
  "75",
  "76",
  "77",
  "80",
  "81",
  "82",
  "83",
  "84",
  "85",
  "86",
  "87",
  "88",
  "90",
  "91",
  "92",
  "93",
  "94",
  "95",
  "98",
  "99",
]);

export const EIN_FORMAT = /^\d{2}-\d{7}$/;

/** Accepts "12-3456789" or "123456789" and returns the canonical "12-3456789", or null. */
export function normalizeEin(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, "");
  if (!/^\d{9}$/.test(digits)) return null;
  return `${digits.slice(0, 2)}-${digits.slice(2)}`;
}

export type EinCheck = { ok: true; ein: string } | { ok: false; reason: "format" | "prefix" };

export function checkEin(input: string): EinCheck {
  const ein = normalizeEin(input);
  if (!ein) return { ok: false, reason: "format" };
  if (!EIN_PREFIXES.has(ein.slice(0, 2))) return { ok: false, reason: "prefix" };
  return { ok: true, ein };
}
