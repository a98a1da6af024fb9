/**
 * The national registries of the Ayushman Bharat Digital Mission (ABDM) a patient can check the
 * hospital and its doctors against: the Health Facility Registry (HFR) and the Healthcare
 * Professionals Registry (HPR). One rule for each ID, read by the CMS (which refuses a malformed
 * one, in its panel and in the legacy doctor write) and by the site (which links to the register).
 */

/** An HFR facility ID: `IN` and 10 letters or digits (12 characters in all), as the registry issues them. */
export const HFR_ID_PATTERN = '^IN[0-9A-Z]{10}$';
/** An HPR ID (Healthcare Professional ID): 14 digits. */
export const HPR_ID_PATTERN = '^[0-9]{14}$';

export const isHfrId = (value: string): boolean => new RegExp(HFR_ID_PATTERN).test(value);
export const isHprId = (value: string): boolean => new RegExp(HPR_ID_PATTERN).test(value);

/**
 * Where a patient checks a doctor: the register's public site, whose "Search Health Professional"
 * finds a professional by name or ID. The register has no public address per ID, so every doctor
 * links here and the page says to search for the ID shown.
 */
export const HPR_SEARCH_URL = 'https://hpr.abdm.gov.in/en';
/** Where a patient checks the hospital: the Health Facility Registry's public site. */
export const HFR_SEARCH_URL = 'https://facility.abdm.gov.in/';
