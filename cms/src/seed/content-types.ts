import type { UID } from '@strapi/strapi';

/** The hospital's content types (cms/src/api), by the names the seed and its report use. */
export const CONTENT_TYPES = {
  banner: 'api::banner.banner',
  homeAbout: 'api::home-about.home-about',
  about: 'api::about.about',
  doctor: 'api::doctor.doctor',
  newsItem: 'api::news-item.news-item',
  event: 'api::event.event',
  contentEntry: 'api::content-entry.content-entry',
  service: 'api::service.service',
  contactRequest: 'api::contact-request.contact-request',
  facility: 'api::facility.facility',
  division: 'api::division.division',
  neurosurgeryService: 'api::neurosurgery-service.neurosurgery-service',
  director: 'api::director.director',
  review: 'api::review.review',
  siteSetting: 'api::site-setting.site-setting',
  homeText: 'api::home-text.home-text',
  accessibilityStatement: 'api::accessibility-statement.accessibility-statement',
  packageRate: 'api::package.package',
  scheme: 'api::scheme.scheme',
  condition: 'api::condition.condition',
} as const satisfies Record<string, UID.ContentType>;
