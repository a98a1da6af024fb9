/**
 * Every page a visitor can open, at its address on the seeded demo site (the contract's page table:
 * a detail page of each kind at its first record, the consultant's profile): what the benches and
 * drills visit. Read from the contract's source, so no build of it comes first.
 */
import { seededPageAddresses } from '@hospital/contract/src/pages';

export const PUBLIC_PAGES: readonly string[] = seededPageAddresses();
