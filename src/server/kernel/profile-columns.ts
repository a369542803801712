import { professionals } from "../db/schema";

/** The professional's columns that several readers and writers select alike. */

/** The profile's own words and place: the text columns the settings page edits and an import may fill. */
export const profileTextColumns = {
  firstName: professionals.firstName,
  lastName: professionals.lastName,
  headline: professionals.headline,
  bio: professionals.bio,
  city: professionals.city,
  state: professionals.state,
  country: professionals.country,
  linkedinUrl: professionals.linkedinUrl,
};

export interface ProfileTextFields {
  firstName: string;
  lastName: string;
  headline: string | null;
  bio: string | null;
  city: string | null;
  state: string | null;
  country: string;
  linkedinUrl: string | null;
}

/** What a profile's card shows: its name, headline and place. */
export const profileCardColumns = {
  id: professionals.id,
  firstName: professionals.firstName,
  lastName: professionals.lastName,
  headline: professionals.headline,
  city: professionals.city,
  state: professionals.state,
};
