/**
 * schema.org objects for search engines, written into each page's head as JSON-LD. Typed with
 * schema-dts (types only: nothing of it reaches the browser), so a wrong property fails the build.
 */
import type {
  Thing,
  BlogPosting,
  BreadcrumbList,
  Event,
  Hospital,
  MedicalClinic,
  MedicalWebPage,
  NewsArticle,
  OpeningHoursSpecification,
  Physician,
  PostalAddress,
  PropertyValue,
  SearchAction,
  VideoObject,
  WebSite,
  WithContext,
} from 'schema-dts';
import { HOSPITAL_NAME, type ContactDetails, type PostalAddress as SiteAddress } from '../data/contact-details';
import type { HospitalRegistrations } from '../data/registrations';
import { HFR_SEARCH_URL, HPR_SEARCH_URL, type OpdSession, type Topic } from './api';
import { dayName } from './opd-hours';

type Ld<T extends Thing> = WithContext<T>;
const CONTEXT = 'https://schema.org' as const;

function postalAddress(address: SiteAddress, name?: string): PostalAddress {
  const [street = '', locality = ''] = address.lines;
  return { '@type': 'PostalAddress', name, streetAddress: street, addressLocality: locality, addressCountry: 'IN' };
}

/** What a seeded example says of itself, so no search engine takes it for a real registration. */
const EXAMPLE = 'An example (demo content), not a real registration';

const propertyValue = (
  propertyID: string,
  value: string,
  extra: { url?: string; demo?: boolean } = {},
): PropertyValue => ({
  '@type': 'PropertyValue',
  propertyID,
  value,
  ...(extra.url ? { url: extra.url } : {}),
  ...(extra.demo ? { description: EXAMPLE } : {}),
});

/** One identifier as itself, several as a list, none as no property at all. */
const identifierOf = (values: PropertyValue[]) =>
  values.length === 0 ? {} : { identifier: values.length === 1 ? values[0] : values };

/** The hospital's licence, HFR ID and accreditation as schema.org identifiers, each saying what it is. */
function registrationIdentifiers(registrations: HospitalRegistrations): PropertyValue[] {
  const { licenceNumber, hfrId, accreditation, demoLicence, demoRegistrations } = registrations;
  return [
    ...(licenceNumber
      ? [propertyValue('West Bengal clinical establishment licence', licenceNumber, { demo: demoLicence })]
      : []),
    ...(hfrId
      ? [
          propertyValue('ABDM Health Facility Registry ID (HFR)', hfrId, {
            url: HFR_SEARCH_URL,
            demo: demoRegistrations,
          }),
        ]
      : []),
    ...(accreditation
      ? [
          propertyValue(
            `${accreditation.body} accreditation certificate`,
            accreditation.certificateNumber ?? accreditation.body,
            { demo: demoRegistrations },
          ),
        ]
      : []),
  ];
}

/** The hospital with its registrations, on /about (the home page's fuller entry carries them too). */
export function hospitalRegistrationsData(registrations: HospitalRegistrations): Ld<Hospital> {
  return {
    '@context': CONTEXT,
    '@type': 'Hospital',
    name: HOSPITAL_NAME,
    url: '/',
    ...identifierOf(registrationIdentifiers(registrations)),
  };
}

/** The hospital on the home page: both branches, its numbers, emergency care, its departments and registrations. */
/**
 * The site itself, and how to search it (issue 44): a search engine may offer a box that opens
 * this site's own /search with the words typed. `searchPath` is the search page in the home
 * page's language (`/bn/search`); the page server makes it absolute.
 */
export function websiteData(searchPath: string, inLanguage: string): Ld<WebSite> {
  // `query-input` names the template's slot: schema.org's own (and Google's) property, which
  // schema-dts does not type.
  const siteSearch: SearchAction & { 'query-input': string } = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${searchPath}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: HOSPITAL_NAME,
    url: '/',
    inLanguage,
    potentialAction: siteSearch,
  };
}

export function hospitalData(
  departments: readonly Topic[],
  contactDetails: ContactDetails,
  registrations?: HospitalRegistrations,
): Ld<Hospital> {
  return {
    '@context': CONTEXT,
    '@type': 'Hospital',
    name: HOSPITAL_NAME,
    url: '/',
    email: contactDetails.email,
    telephone: [
      contactDetails.mainMobile.display,
      contactDetails.landline.display,
      ...contactDetails.branch.phones.map((phone) => phone.display),
    ],
    address: [
      postalAddress(contactDetails.address),
      postalAddress(contactDetails.branch.address, contactDetails.branch.name),
    ],
    medicalSpecialty: ['Emergency', 'Neurologic'],
    openingHours: 'Mo-Su 00:00-23:59',
    availableService: { '@type': 'MedicalTherapy', name: 'Emergency care, 24x7' },
    department: departments.map((topic): MedicalClinic => ({
      '@type': 'MedicalClinic',
      name: topic.heading,
      medicalSpecialty: 'Neurologic',
      url: `/department/${topic.id}`,
    })),
    sameAs: contactDetails.social.map((profile) => profile.href),
    ...(registrations ? identifierOf(registrationIdentifiers(registrations)) : {}),
  };
}

export interface PersonFacts {
  name: string;
  description?: string | null;
  image?: string | null;
  jobTitle?: string;
  /** State medical council or NMC registration number. */
  registrationNo?: string | null;
  /** The national Healthcare Professionals Registry ID (14 digits). */
  hprId?: string | null;
  opd?: readonly OpdSession[];
}

/** A weekly OPD session as schema.org opening hours (the branch is not part of that type). */
const openingHours = (session: OpdSession): OpeningHoursSpecification => ({
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: dayName(session.day) as OpeningHoursSpecification['dayOfWeek'],
  opens: session.start,
  closes: session.end,
});

export function physicianData({ name, description, image, registrationNo, hprId, opd }: PersonFacts): Ld<Physician> {
  return {
    '@context': CONTEXT,
    '@type': 'Physician',
    name,
    description: description ?? undefined,
    image: image ?? undefined,
    ...identifierOf([
      ...(registrationNo ? [propertyValue('Medical council registration', registrationNo)] : []),
      ...(hprId ? [propertyValue('HPR ID (Healthcare Professionals Registry)', hprId, { url: HPR_SEARCH_URL })] : []),
    ]),
    ...(opd && opd.length > 0 ? { openingHoursSpecification: opd.map(openingHours) } : {}),
    medicalSpecialty: 'Neurologic',
    parentOrganization: { '@type': 'Hospital', name: HOSPITAL_NAME },
  };
}

export function medicalWebPageData(name: string, description: string, path: string): Ld<MedicalWebPage> {
  return {
    '@context': CONTEXT,
    '@type': 'MedicalWebPage',
    name,
    description,
    url: path,
    about: { '@type': 'MedicalCondition', name },
  };
}

export interface ConditionFacts {
  name: string;
  description: string;
  path: string;
  /** Set only once a clinician reviewed the text: no page claims a review it has not had. */
  review: { reviewer: string; credentials: string; reviewed_on: string } | null;
  /** The condition's symptoms, as schema.org's signOrSymptom. */
  symptoms: readonly string[];
}

/**
 * A health library page (/conditions/{slug}): a MedicalWebPage about a MedicalCondition, with
 * `lastReviewed` and `reviewedBy` only when a reviewer and a date are set.
 */
export function conditionPageData({ name, description, path, review, symptoms }: ConditionFacts): Ld<MedicalWebPage> {
  const page = medicalWebPageData(name, description, path);
  return {
    ...page,
    about: {
      '@type': 'MedicalCondition',
      name,
      ...(symptoms.length > 0
        ? { signOrSymptom: symptoms.map((symptom) => ({ '@type': 'MedicalSignOrSymptom' as const, name: symptom })) }
        : {}),
    },
    ...(review
      ? {
          lastReviewed: review.reviewed_on,
          reviewedBy: {
            '@type': 'Person',
            name: review.reviewer,
            ...(review.credentials ? { description: review.credentials } : {}),
          },
        }
      : {}),
  };
}

/** Home > (section) > this page, for detail pages. */
export function breadcrumbData(trail: ReadonlyArray<{ name: string; path: string }>): Ld<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Home', path: '/' }, ...trail].map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.path,
    })),
  };
}

export interface ArticleFacts {
  headline: string;
  description: string;
  image?: string | null;
  /** When it was published (the CMS's created_at). */
  date?: string;
  /** When an editor last changed it (the CMS's updated_at). */
  modified?: string;
  path: string;
}

const article = ({ headline, description, image, date, modified, path }: ArticleFacts) => ({
  headline,
  description,
  image: image || undefined,
  datePublished: date,
  dateModified: modified,
  url: path,
  publisher: { '@type': 'Hospital', name: HOSPITAL_NAME } as const,
});

export const blogPostingData = (facts: ArticleFacts): Ld<BlogPosting> => ({
  '@context': CONTEXT,
  '@type': 'BlogPosting',
  ...article(facts),
});
export const newsArticleData = (facts: ArticleFacts): Ld<NewsArticle> => ({
  '@context': CONTEXT,
  '@type': 'NewsArticle',
  ...article(facts),
});

export function eventData({ headline, description, image, date, path }: ArticleFacts): Ld<Event> {
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: headline,
    description,
    image: image || undefined,
    startDate: date,
    url: path,
    location: { '@type': 'Hospital', name: HOSPITAL_NAME },
    organizer: { '@type': 'Hospital', name: HOSPITAL_NAME },
  };
}

export function videoData(
  name: string,
  description: string,
  thumbnail: string,
  embedUrl: string,
  /** Google's video rich results require it. */
  uploadDate: string,
): Ld<VideoObject> {
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    name,
    description: description || name,
    thumbnailUrl: thumbnail || undefined,
    embedUrl,
    uploadDate,
  };
}

/** The first sentence-sized part of a text, for a meta description (search engines show about 160 characters). */
export function summary(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= limit) return flat;
  return `${flat.slice(0, limit - 1).replace(/\s+\S*$/, '')}…`;
}

/** The head of one linked item of a list page: its own title, summary, picture, address, data and breadcrumb. */
export function linkedItemHead(
  facts: ArticleFacts,
  toData: (facts: ArticleFacts) => Thing,
  section: { name: string; path: string },
) {
  return {
    title: facts.headline,
    description: facts.description,
    image: facts.image,
    path: facts.path,
    structuredData: [toData(facts) as object, breadcrumbData([section, { name: facts.headline, path: facts.path }])],
  };
}
