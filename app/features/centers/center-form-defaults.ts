// A stored centre as the values its edit form starts from (the same shape a posted form has).
import type { DayHours, SocialLinks } from '../../../db/schema/centers.ts';
import type { LocalizedText } from '../../../db/schema/sites.ts';
import { SOCIAL_NETWORKS, WEEKDAYS } from './center-vocabulary.ts';
import type { FormValues } from '~/lib/form-submission.ts';

export type EditableCenter = {
  kind: string;
  name: string;
  description: LocalizedText;
  lat: number;
  lng: number;
  address: string | null;
  countryCode: string;
  region: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  socialLinks: SocialLinks;
  agencies: string[];
  primaryAgency: string | null;
  services: string[];
  languages: string[];
  openingHours: DayHours[] | null;
  hoursNote: string | null;
};

export function centerFormValues(center: EditableCenter): FormValues {
  const values: FormValues = {
    kind: center.kind,
    name: center.name,
    descriptionEn: center.description.en ?? '',
    descriptionEs: center.description.es ?? '',
    lat: String(center.lat),
    lng: String(center.lng),
    address: center.address ?? '',
    countryCode: center.countryCode,
    region: center.region ?? '',
    phone: center.phone ?? '',
    email: center.email ?? '',
    website: center.website ?? '',
    agencies: center.agencies,
    primaryAgency: center.primaryAgency ?? '',
    services: center.services,
    languages: center.languages,
    hoursNote: center.hoursNote ?? '',
  };
  for (const network of SOCIAL_NETWORKS) values[`social_${network}`] = center.socialLinks[network] ?? '';
  for (const day of WEEKDAYS) {
    const hours = center.openingHours?.[day] ?? null;
    values[`open_${day}`] = hours?.open ?? '';
    values[`close_${day}`] = hours?.close ?? '';
  }
  return values;
}
