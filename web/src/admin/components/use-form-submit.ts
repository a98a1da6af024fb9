import { useState } from 'react';
import { failure, type Notice } from './inline-alert';
import { formErrorsFrom, type FormErrorOptions } from './server-errors';
import { useSubmission, type Submission } from './use-submission';

export interface FormSubmit extends Submission {
  /** The form's message (validation, or the server's), shown in its alert. */
  notice: Notice | null;
  setNotice: (notice: Notice | null) => void;
  /** The server's messages by field, shown next to each field. */
  fieldErrors: Record<string, string>;
  setFieldErrors: (errors: Record<string, string>) => void;
  /** Clears the previous attempt's messages. */
  start: () => void;
  /** A validation failure, found before sending. */
  refuse: (message: string) => void;
  /**
   * Sends, and on failure spreads the server's answer over the fields and the form's alert
   * (the rest of the form is kept). Resolves with the answer, or undefined when it failed.
   */
  send: <T>(
    task: (onUploadProgress?: (fraction: number) => void) => Promise<T>,
    options: FormErrorOptions & { upload?: boolean },
  ) => Promise<T | undefined>;
}

export function useFormSubmit(): FormSubmit {
  const submission = useSubmission();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  async function send<T>(
    task: (onUploadProgress?: (fraction: number) => void) => Promise<T>,
    { upload, ...errorOptions }: FormErrorOptions & { upload?: boolean },
  ): Promise<T | undefined> {
    const outcome = await submission.run(task, { upload });
    if (outcome.ok) return outcome.value;
    const errors = formErrorsFrom(outcome.error, errorOptions);
    setFieldErrors(errors.fields);
    if (errors.form) setNotice(failure(errors.form));
    return undefined;
  }

  return {
    ...submission,
    notice,
    setNotice,
    fieldErrors,
    setFieldErrors,
    start: () => {
      setNotice(null);
      setFieldErrors({});
    },
    refuse: (message) => setNotice(failure(message)),
    send,
  };
}
