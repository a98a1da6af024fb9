import { useState } from 'react';
import { CONTENT_TYPES, type ContentEntry, type ContentType } from '../../../lib/api';
import { CreateFormFrame } from '../../components/create-form-frame';
import { SelectField, TextField } from '../../components/fields';
import { ImageField } from '../../components/image-field';
import { TitleDescriptionFields } from '../../components/title-description-fields';
import { useCreateForm } from '../../components/use-create-form';
import { isHttpUrl } from '../../../lib/links';
import { videoIdFrom } from '../../../lib/video-link';

export const TYPE_LABELS: Record<ContentType, string> = { blog: 'Blog', video: 'Video', review_video: 'Review video' };

export const CONTENT_MESSAGES = {
  required: 'Title and description are required.',
  imageRequired: 'Image is required for blog posts.',
  linkRequired: 'Link is required for videos and review videos.',
  linkNotUrl: 'The link must be a URL (starting with https://).',
  linkNoVideoId: 'The link must be a video link with an 11-character id: youtu.be/ID, watch?v=ID, /embed/ID or /v/ID.',
  createFailed: 'Failed to create the content.',
  deleteFailed: 'Failed to delete the content.',
  created: 'Content created successfully.',
  deleted: 'Content deleted successfully.',
} as const;

/** The form's rules (point 5), checked before sending; null when the entry may be sent. */
export function validateContent(
  type: ContentType,
  title: string,
  description: string,
  image: File[],
  link: string,
): string | null {
  if (!title.trim() || !description.trim()) return CONTENT_MESSAGES.required;
  if (type === 'blog') return image.length === 0 ? CONTENT_MESSAGES.imageRequired : null;
  const value = link.trim();
  if (!value) return CONTENT_MESSAGES.linkRequired;
  if (!isHttpUrl(value)) return CONTENT_MESSAGES.linkNotUrl;
  // The public player's own rule: what is accepted here is exactly what the site can play.
  if (!videoIdFrom(value)) return CONTENT_MESSAGES.linkNoVideoId;
  return null;
}

export interface ContentFormProps {
  initialType: ContentType;
  onCreated: (entry: ContentEntry) => void;
  onCancel: () => void;
}

/** Content: a blog needs an image; a video or review video needs a video link. */
export function ContentForm({ initialType, onCreated, onCancel }: ContentFormProps) {
  const [type, setType] = useState<ContentType>(initialType);
  const [image, setImage] = useState<File[]>([]);
  const [link, setLink] = useState('');
  const entry = useCreateForm();
  const { form } = entry;
  const isBlog = type === 'blog';

  async function submit() {
    const invalid = validateContent(type, entry.title, entry.description, image, link);
    if (invalid) return form.refuse(invalid);
    const body = entry.body();
    body.append('type', type);
    if (isBlog) body.append('image', image[0]);
    else body.append('link', link.trim());
    const created = await entry.create<ContentEntry>('/content/', body, {
      upload: isBlog,
      fields: ['title', 'description', 'type', 'image', 'link'],
      filesSent: isBlog ? ['image'] : [],
      fallback: CONTENT_MESSAGES.createFailed,
    });
    if (created) onCreated(created);
  }

  return (
    <CreateFormFrame
      label="Add content"
      form={form}
      onSubmit={submit}
      submitLabel={`Create ${TYPE_LABELS[type]}`}
      onCancel={onCancel}
    >
      <SelectField
        label="Type"
        name="type"
        value={type}
        onChange={(event) => setType(event.target.value as ContentType)}
        options={CONTENT_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        error={form.fieldErrors.type}
      />
      <TitleDescriptionFields {...entry.titleFields} />
      {isBlog ? (
        <ImageField label="Image" required {...entry.imageField('image', image, setImage)} />
      ) : (
        <TextField
          label="Video link"
          name="link"
          type="url"
          inputMode="url"
          placeholder="https://youtu.be/..."
          value={link}
          onChange={(e) => setLink(e.target.value)}
          hint="A YouTube link: youtu.be/ID, youtube.com/watch?v=ID, /embed/ID or /v/ID."
          error={form.fieldErrors.link}
          required
        />
      )}
    </CreateFormFrame>
  );
}
