import { useState, type FormEvent } from 'react';
import { api, type NewsItem } from '../../lib/api';
import { FormActions } from '../../components/admin/form-actions';
import { ImageField } from '../../components/admin/image-field';
import { TitleDescriptionFields } from '../../components/admin/title-description-fields';
import { InlineAlert } from '../../components/admin/inline-alert';
import { UploadProgress } from '../../components/admin/upload-progress';
import { useFormSubmit } from '../../components/admin/use-form-submit';

export const NEWS_MESSAGES = {
  required: 'All fields are required',
  createFailed: 'Failed to create news.',
  deleteFailed: 'Failed to delete news.',
  created: 'News created successfully.',
  deleted: 'News deleted successfully.',
} as const;

/** News: title, description and image, all required. */
export function NewsForm({ onCreated, onCancel }: { onCreated: (item: NewsItem) => void; onCancel: () => void }) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [image, setImage] = useState<File[]>([]);
  const form = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    if (!title.trim() || !description.trim() || image.length === 0) return form.refuse(NEWS_MESSAGES.required);
    const body = new FormData();
    body.append('title', title.trim());
    body.append('description', description.trim());
    body.append('image', image[0]);
    const created = await form.send(
      (onUploadProgress) => api.post<NewsItem>('/news/create/', body, { authenticated: true, onUploadProgress }),
      {
        upload: true,
        fields: ['title', 'description', 'image'],
        filesSent: ['image'],
        fallback: NEWS_MESSAGES.createFailed,
      },
    );
    if (created) onCreated(created);
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label="Add news">
      <InlineAlert notice={form.notice} />
      <TitleDescriptionFields
        title={title}
        onTitle={setTitle}
        description={description}
        onDescription={setDescription}
        errors={form.fieldErrors}
        autoFocus
      />
      <ImageField
        label="Image"
        files={image}
        onChange={setImage}
        error={form.fieldErrors.image}
        required
        disabled={form.sending}
      />
      <UploadProgress value={form.progress} />
      <FormActions sending={form.sending} submitLabel="Create News" onCancel={onCancel} />
    </form>
  );
}
