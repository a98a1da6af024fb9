import type { AnswerShape, ClaimWay, Scheme, SchemeKind } from '@hospital/contract';
import { isoTime } from './shapes';
import { lines, paragraphs, phoneNumber } from './site-shapes';

export interface SchemeRecord {
  id: number;
  documentId: string;
  card_key: string;
  name: string;
  kind: SchemeKind;
  covers: string;
  claim: ClaimWay;
  documents: string;
  help_desk_phone: string;
  help_desk_email: string | null;
  help_desk_hours: string | null;
  as_of: string;
  demo_entry: boolean | null;
  updatedAt: string | Date;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * A scheme the hospital accepts: what it covers in paragraphs and the documents one a line, as
 * editors type them in the panel; the help desk's details together, since the page shows them so.
 */
export const toScheme = (record: SchemeRecord): AnswerShape<Scheme> => ({
  id: record.id,
  card_key: record.card_key,
  name: record.name,
  kind: record.kind,
  covers: paragraphs(record.covers),
  claim: record.claim,
  documents: lines(record.documents),
  help_desk: {
    phone: phoneNumber(record.help_desk_phone),
    email: blankToNull(record.help_desk_email),
    hours: blankToNull(record.help_desk_hours),
  },
  as_of: record.as_of,
  demo_entry: record.demo_entry === true,
  updated_at: isoTime(record.updatedAt),
});
