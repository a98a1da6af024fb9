/**
 * Who the /{name} profile page is about. Kept apart from the profile's long text so the
 * navigation (in every page's first load) can link to it without carrying the biography.
 */
export const consultant = {
  name: 'Dr. Arindam Sarkar',
  role: 'Senior Consultant Neurologist',
  /** The profile's path segment: /dr-arindam-sarkar */
  slug: 'dr-arindam-sarkar',
} as const;

export const consultantPath = `/${consultant.slug}`;

/** True when `name` (a path segment, any case) is the profile's slug. */
export function isConsultantSlug(name: string | undefined): boolean {
  return name?.toLowerCase() === consultant.slug;
}
