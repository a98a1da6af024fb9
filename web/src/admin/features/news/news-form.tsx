import { useState } from 'react';
import type { NewsItem } from '../../../lib/api';
import { CreateFormFrame } from '../../components/create-form-frame';
import { ImageField } from '../../components/image-field';
import { TitleDescriptionFields } from '../../components/title-description-fields';
import { useCreateForm } from '../../components/use-create-form';

export const NEWS_MESSAGES = {
  required: 'All fields are required',
  createFailed: 'Failed to create news.',
  deleteFailed: 'Failed to delete news.',
  created: 'News created successfully.',
  deleted: 'News deleted successfully.',
} as const;

/** News: title, description and image, all required. */
export function NewsForm({ onCreated, onCancel }: { onCreated: (item: NewsItem) => void; onCancel: () => void }) {
  const [image, setImage] = useState<File[]>([]);
  const entry = useCreateForm();
  const { form } = entry;

  async function submit() {
    if (entry.missingText || image.length === 0) return form.refuse(NEWS_MESSAGES.required);
    const body = entry.body();
    body.append('image', image[0]);
    const created = await entry.create<NewsItem>('/news/create/', body, {
      upload: true,
      fields: ['title', 'description', 'image'],
      filesSent: ['image'],
      fallback: NEWS_MESSAGES.createFailed,
    });
    if (created) onCreated(created);
  }

  return (
    <CreateFormFrame label="Add news" form={form} onSubmit={submit} submitLabel="Create News" onCancel={onCancel}>
      <TitleDescriptionFields {...entry.titleFields} />
      <ImageField label="Image" required {...entry.imageField('image', image, setImage)} />
    </CreateFormFrame>
  );
}
