import type {
  AboutResponse,
  Banner,
  ContactDeskSummary,
  ContactRequest,
  ContentEntry,
  Director,
  DoctorList,
  AccessibilityStatement,
  HomeTexts,
  HospitalEvent,
  NewsItem,
  PackageRate,
  Paged,
  Review,
  Service,
  SiteSettings,
  Topic,
  User,
} from './answers';
import type { VitalsSummary } from './vitals';

/**
 * What each GET route of the legacy API answers (docs/API.md), by the path the site asks for:
 * the site's typed `useApi(path)` reads its answer type from here.
 */
export interface ApiAnswers {
  '/banners/': Banner[];
  '/homeabout/': AboutResponse;
  '/about/': AboutResponse;
  /** A plain list, or a page of one when `page` is asked for. */
  '/doctors/': DoctorList;
  '/news/list/': NewsItem[];
  '/events/list/': HospitalEvent[];
  '/content/': ContentEntry[];
  '/public/api/newservices.php': Service[];
  '/facilities/': Topic[];
  '/divisions/': Topic[];
  '/neurosurgery/': Topic[];
  '/directors/': Director[];
  '/reviews/': Review[];
  '/home-texts/': HomeTexts;
  '/accessibility-statement/': AccessibilityStatement;
  '/packages/': PackageRate[];
  '/site-settings/': SiteSettings;
  '/users/': User[];
  /** A plain list, or a page of one when `page` is asked for. */
  '/contact-requests/': Paged<ContactRequest> | ContactRequest[];
  '/contact-requests/summary/': ContactDeskSummary;
  '/vitals/summary/': VitalsSummary;
}

export type ApiPath = keyof ApiAnswers;
export type ApiAnswer<P extends ApiPath> = ApiAnswers[P];
