import { useState } from 'react';
import { api } from '../../lib/api';
import type { FormErrorOptions } from './server-errors';
import type { TitleDescriptionFieldsProps } from './title-description-fields';
import { useFormSubmit, type FormSubmit } from './use-form-submit';

export interface CreateForm {
  form: FormSubmit;
  title: string;
  description: string;
  /** The props of the Title and Description fields the create form begins with (title focused). */
  titleFields: TitleDescriptionFieldsProps;
  /** True when the title or the description is blank (after trimming). */
  missingText: boolean;
  /** The request's body, begun with the trimmed title and description. */
  body: () => FormData;
  /** A picture field's props: its files, the server's message about it, and disabled while sending. */
  imageField: (
    name: string,
    files: File[],
    onChange: (files: File[]) => void,
  ) => { files: File[]; onChange: (files: File[]) => void; error?: string; disabled: boolean };
  /** Posts the new entry as the signed-in editor; resolves with it, or undefined when it failed. */
  create: <T>(path: string, body: FormData, options: FormErrorOptions & { upload?: boolean }) => Promise<T | undefined>;
}

/** The state and the sending that the news, event and content create forms share. */
export function useCreateForm(): CreateForm {
  const form = useFormSubmit();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');

  function body(): FormData {
    const data = new FormData();
    data.append('title', title.trim());
    data.append('description', description.trim());
    return data;
  }

  function create<T>(path: string, data: FormData, options: FormErrorOptions & { upload?: boolean }) {
    return form.send((onUploadProgress) => api.post<T>(path, data, { authenticated: true, onUploadProgress }), options);
  }

  return {
    form,
    title,
    description,
    titleFields: {
      title,
      onTitle: setTitle,
      description,
      onDescription: setDescription,
      errors: form.fieldErrors,
      autoFocus: true,
    },
    missingText: !title.trim() || !description.trim(),
    imageField: (name, files, onChange) => ({ files, onChange, error: form.fieldErrors[name], disabled: form.sending }),
    body,
    create,
  };
}
