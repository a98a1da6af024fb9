/**
 * What is happening at the hospital today (issue 41, item 5): a doctor on leave, an OPD session
 * running late or closed (a holiday when no doctor is named), and the emergency department's
 * state. The desk sets each in /admin; `GET /today/` answers the current ones to the site and to
 * anyone who reuses the feed (docs/API.md, "Today at the hospital").
 */
export const TODAY_KINDS = ['leave', 'late', 'closed', 'emergency'] as const;
export type TodayKind = (typeof TODAY_KINDS)[number];

export const EMERGENCY_STATES = ['normal', 'busy', 'diverting'] as const;
export type EmergencyState = (typeof EMERGENCY_STATES)[number];

/** How late a session may be said to run, in minutes. */
export const LATE_MINUTES = { min: 5, max: 240 } as const;
/** The emergency department's note: a line, as on a board at the door. */
export const TODAY_NOTE_MAX = 140;
/** An item's expiry is at most this far ahead: the desk re-sets anything longer. */
export const TODAY_MAX_DAYS_AHEAD = 90;
/** An emergency state, unless the desk says otherwise, is current for this long. */
export const EMERGENCY_DEFAULT_HOURS = 6;

/** One current item of `GET /today/`. Dates are `YYYY-MM-DD` at the hospital (Asia/Kolkata). */
export interface TodayItem {
  id: number;
  kind: TodayKind;
  /** The doctor it concerns; null for the emergency department and for a closure of every OPD (a holiday). */
  doctor: { id: number; name: string } | null;
  /** Leave: its first and last day; a late or closed session: its date (`from` = `to`); emergency: null. */
  from: string | null;
  to: string | null;
  /** The session's start (`HH:MM`) for a late one, or a closed one when only that session is; else null. */
  session_start: string | null;
  /** A late session: how many minutes late; else null. */
  minutes: number | null;
  /** The emergency department's state; null for other kinds. */
  emergency: EmergencyState | null;
  /** The emergency department's note (at most 140 characters), or null. */
  note: string | null;
  set_at: string;
  expires_at: string;
}

/** The desk's view of an item (`GET /today/desk/`): also who set it (their e-mail). */
export interface TodayDeskItem extends TodayItem {
  set_by: string | null;
  /**
   * In the answer to setting a leave or a closure (POST /today/) only: the bookings it falls on,
   * for the desk to call. Each patient is also messaged (when a gateway is configured) and sees it
   * on their booking page.
   */
  affected?: AffectedBooking[];
}

/** A booking a leave or a closure falls on, as the desk calls the patient about it. */
export interface AffectedBooking {
  reference: string;
  doctor: string;
  date: string;
  start: string;
  token: number;
  name: string;
  phone: string;
}
