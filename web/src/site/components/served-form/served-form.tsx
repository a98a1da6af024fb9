import { createContext, useContext, type ReactNode } from 'react';

/** What the server hands a form it received without JavaScript (web/server/served-forms/). */
export interface ServedFormState {
  /** The page path the form was posted to (`/contact`): only that page's form reads this state. */
  path: string;
  /** What the visitor typed, by field name, to fill the form again after a refusal. */
  values: Record<string, string>;
  /** The CMS's field errors (`{phone: ['This field is required.']}`), empty after a success. */
  errors: Record<string, string[]>;
  /** A refusal that is not about one field (too many requests, the CMS not reachable). */
  message?: string;
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

/** One sentence per refused field, named by its label, in the form's order. */
export function describeServedErrors(state: ServedFormState, labels: Record<string, string>): string | null {
  if (state.message) return state.message;
  const lines = Object.entries(state.errors).map(([field, messages]) =>
    field === 'non_field_errors' ? messages.join(' ') : `${labels[field] ?? field}: ${messages.join(' ')}`,
  );
  return lines.length > 0 ? lines.join(' ') : null;
}
