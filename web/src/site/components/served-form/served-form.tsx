import { createContext, useContext, type ReactNode } from 'react';
import type { MessageKey } from '../../../lib/i18n';

/** What the server hands a form it received without JavaScript (web/server/served-forms/). */
export interface ServedFormState {
  /** The page path the form was posted to (`/contact`): only that page's form reads this state. */
  path: string;
  /** What the visitor typed, by field name, to fill the form again after a refusal. */
  values: Record<string, string>;
  /** The CMS's field errors (`{phone: ['This field is required.']}`), empty after a success. */
  errors: Record<string, string[]>;
  /** A refusal that is not about one field, in the CMS's own words (too many requests). */
  message?: string;
  /** The CMS could not be reached or failed: the page says so in its own language. */
  unreachable?: boolean;
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

/** A refusal that is not about one field: the CMS unreachable (in the page's words), or the CMS's own. */
export function servedProblem(state: ServedFormState, text: (key: MessageKey) => string): string | undefined {
  return state.unreachable ? text('served.unreachable') : state.message;
}

/** One sentence per refused field, named by its label, in the form's order. */
export function describeServedErrors(
  state: ServedFormState,
  labels: Record<string, string>,
  text: (key: MessageKey) => string,
): string | null {
  const problem = servedProblem(state, text);
  if (problem) return problem;
  const lines = Object.entries(state.errors).map(([field, messages]) =>
    field === 'non_field_errors' ? messages.join(' ') : `${labels[field] ?? field}: ${messages.join(' ')}`,
  );
  return lines.length > 0 ? lines.join(' ') : null;
}
