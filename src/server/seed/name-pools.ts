import { base, en, en_US, Faker } from "@faker-js/faker";
import { CITIES, INDUSTRIES } from "./pools";
import type { Prng } from "./prng";
import { SEED } from "./seed-generator";

/** The names the generator draws from: faker's first and last names (seeded with SEED) and employers per industry. */

export interface NamePools {
  firstNames: string[];
  lastNames: string[];
  /** Employer names for work histories, per industry name. */
  companies: Map<string, string[]>;
}

export function buildNamePools(rng: Prng): NamePools {
  const faker = new Faker({ locale: [en_US, en, base] });
  faker.seed(SEED);
  const unique = (count: number, make: () => string, keep: (s: string) => boolean) => {
    const seen = new Set<string>();
    for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
      const value = make();
      if (keep(value)) seen.add(value);
    }
    return [...seen];
  };
  const simple = (s: string) => /^[A-Za-z][A-Za-z']+$/.test(s);
  const firstNames = unique(400, () => faker.person.firstName(), simple);
  const lastNames = unique(400, () => faker.person.lastName(), simple);
  // 150 employer names: a surname or a city with a suffix of the field.
  const surnames = unique(
    150,
    () => faker.person.lastName(),
    (s) => /^[A-Z][a-z]+$/.test(s),
  );
  const companies = new Map<string, string[]>();
  INDUSTRIES.forEach((industry, i) => {
    const names = new Set<string>();
    for (let k = 0; k < 15; k++) {
      const stem = k % 3 === 2 ? rng.pick(CITIES).city : (surnames[i * 15 + k] ?? rng.pick(lastNames));
      names.add(`${stem} ${rng.pick(industry.companySuffixes)}`);
    }
    companies.set(industry.name, [...names]);
  });
  return { firstNames, lastNames, companies };
}
