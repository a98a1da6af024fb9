import { createContext, useContext, type ReactNode } from 'react';
import type { RefusalCodes } from '../../../lib/api';
import type { MessageKey } from '../../../lib/i18n';
import { wordRefusal, wordRefusals } from '../patient-form/refusals';

/** What the server hands a form it received without JavaScript (web/server/served-forms/). */
export interface ServedFormState {
  /** The page path the form was posted to (`/contact`): only that page's form reads this state. */
  path: string;
  /** What the visitor typed, by field name, to fill the form again after a refusal. */
  values: Record<string, string>;
  /** The CMS's field errors (`{phone: ['This field is required.']}`), empty after a success. */
  errors: Record<string, string[]>;
  /** Their codes (and the rate limit's, as `non_field_errors`), which the page words in its language. */
  codes?: RefusalCodes;
  /** A refusal that is not about one field, in the CMS's own words (when it sent no code). */
  message?: string;
  /** The CMS could not be reached or failed: the page says so in its own language. */
  unreachable?: boolean;
  /** The CMS answered too late: the request may have arrived, and sending it again is safe. */
  timedOut?: boolean;
  /** After a success (POST/redirect/GET): the reference and the promised reply time. */
  receipt?: { reference: string; reply_hours: number };
}

const ServedFormContext = createContext<ServedFormState | null>(null);

export function ServedFormProvider({ state, children }: { state: ServedFormState | null; children: ReactNode }) {
  return <ServedFormContext.Provider value={state}>{children}</ServedFormContext.Provider>;
}

/** The served state of the form on `path`, or null when the page was simply opened. */
export function useServedForm(path: string): ServedFormState | null {
  const state = useContext(ServedFormContext);
  return state?.path === path ? state : null;
}

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/**
 * A refusal that is not about one field, in the page's language: the CMS late or unreachable, or
 * its rate limit with the true wait; the CMS's own words only when it sent no code.
 */
export function servedProblem(state: ServedFormState, text: Text, locale: string): string | undefined {
  if (state.timedOut) return text('served.timedOut');
  if (state.unreachable) return text('served.unreachable');
  const general = state.codes?.non_field_errors ?? [];
  if (general.length > 0 && Object.keys(state.errors).length === 0)
    return general.map((refusal) => wordRefusal(refusal, text, locale)).join(' ');
  return state.message;
}

/** The refused fields' messages in the page's language (the codes of fields the CMS named). */
export function servedFieldErrors(state: ServedFormState, text: Text, locale: string): Record<string, string[]> {
  const codes = Object.fromEntries(Object.entries(state.codes ?? {}).filter(([field]) => field in state.errors));
  return wordRefusals(codes, state.errors, text, locale);
}

/** One sentence per refused field, named by its label, in the form's order. */
export function describeServedErrors(
  state: ServedFormState,
  labels: Record<string, string>,
  text: Text,
  locale: string,
): string | null {
  const problem = servedProblem(state, text, locale);
  if (problem) return problem;
  const lines = Object.entries(servedFieldErrors(state, text, locale)).map(([field, messages]) =>
    field === 'non_field_errors' ? messages.join(' ') : `${labels[field] ?? field}: ${messages.join(' ')}`,
  );
  return lines.length > 0 ? lines.join(' ') : null;
}
