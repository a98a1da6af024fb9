import { useEffect, useRef } from 'react';
import { useActionData, useNavigation } from 'react-router-dom';
import { useIntlLocale, useText, type MessageKey } from '../../../lib/i18n';
import { wordRefusal, wordRefusals } from './refusals';
import type { FormOutcome } from './request-desk';

/** What a form says when its request fails for another reason than its fields (catalogue keys). */
export interface FailureTexts {
  /** The browser could not reach the site. */
  offline: MessageKey;
  /** The CMS refused it without a code or a message of its own. */
  refused: MessageKey;
}

type Text = (key: MessageKey, values?: Record<string, unknown>) => string;

/** The refusal that is not about one field, in the page's language; undefined when there is none. */
function problemOf(outcome: FormOutcome, texts: FailureTexts, text: Text, locale: string): string | undefined {
  if (outcome.problem === 'offline') return text(texts.offline);
  if (outcome.problem === 'timedOut') return text('served.timedOut');
  if (outcome.problem === 'unreachable') return text('served.unreachable');
  const fieldsRefused = Object.keys(outcome.errors ?? {}).length > 0 || hasFieldCodes(outcome);
  if (fieldsRefused) return undefined;
  const general = outcome.codes?.non_field_errors ?? [];
  if (general.length > 0) return general.map((refusal) => wordRefusal(refusal, text, locale)).join(' ');
  return outcome.message ?? (outcome.receipt || outcome.visit ? undefined : text(texts.refused));
}

const hasFieldCodes = (outcome: FormOutcome) =>
  Object.keys(outcome.codes ?? {}).some((field) => field !== 'non_field_errors');

/**
 * A request form's state, as its route's action left it (request-action.ts), with and without
 * JavaScript alike: sending, the receipt, or the refusal worded in the page's language, with what
 * was typed to fill the form again. The focus follows the outcome, since the disabled submit
 * button drops it: to the first refused field (or, where the outcome names every refused field,
 * to the outcome), else to the outcome.
 */
export function useRequestOutcome(texts: FailureTexts, focus: 'first-refused' | 'outcome' = 'first-refused') {
  const outcome = useActionData() as FormOutcome | undefined;
  const submitting = useNavigation().state === 'submitting';
  const text = useText();
  const locale = useIntlLocale();
  const formRef = useRef<HTMLFormElement>(null);
  // A block or a paragraph, as each form draws its outcome.
  const outcomeRef = useRef<HTMLDivElement & HTMLParagraphElement>(null);

  const fieldCodes = Object.fromEntries(
    Object.entries(outcome?.codes ?? {}).filter(([field]) => field !== 'non_field_errors'),
  );
  const errors = outcome ? wordRefusals(fieldCodes, outcome.errors ?? {}, text, locale) : {};
  const problem = outcome ? problemOf(outcome, texts, text, locale) : undefined;
  const receipt = outcome?.receipt;

  useEffect(() => {
    if (!outcome) return;
    // Once the desk has it, a form still on the page is empty again (the contact form's fields are cleared).
    if (outcome.receipt) formRef.current?.reset();
    const refused = focus === 'first-refused' ? Object.keys(errors) : [];
    const first = Array.from(formRef.current?.elements ?? []).find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && refused.includes(element.getAttribute('name') ?? ''),
    );
    (first ?? outcomeRef.current)?.focus();
    // Once per outcome: the words are worded from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [outcome]);

  /** What a field is filled with: what was typed before a refusal, nothing once sent, else `initial`. */
  const typed = (name: string, initial?: string) => (outcome ? (outcome.values?.[name] ?? '') : initial);

  return { outcome, submitting, errors, problem, receipt, typed, formRef, outcomeRef };
}
