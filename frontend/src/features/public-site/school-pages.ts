/** A school as its page names it: /school/{schoolName}/{schoolCity}/{schoolState}. */
export interface SchoolPlace {
  name: string;
  city: string;
  state: string;
}

/** /school/homestead-hs: the partner school's own short address. */
export const HOMESTEAD_HIGH_SCHOOL: SchoolPlace = { name: 'Homestead High School', city: 'Cupertino', state: 'CA' };

export function schoolPagePath(school: SchoolPlace): string {
  return `/school/${[school.name, school.city, school.state].map(encodeURIComponent).join('/')}`;
}
