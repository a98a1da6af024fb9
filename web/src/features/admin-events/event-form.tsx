import { useState, type FormEvent } from 'react';
import { MAX_EXTRA_IMAGES } from '@hospital/contract';
import { api, type HospitalEvent } from '../../lib/api';
import { FormActions } from '../../components/admin/form-actions';
import { ImageField } from '../../components/admin/image-field';
import { TitleDescriptionFields } from '../../components/admin/title-description-fields';
import { InlineAlert } from '../../components/admin/inline-alert';
import { UploadProgress } from '../../components/admin/upload-progress';
import { useFormSubmit } from '../../components/admin/use-form-submit';

export const EVENT_MESSAGES = {
  required: 'Title, description, and main image are required.',
  tooManyExtra: `You can upload at most ${MAX_EXTRA_IMAGES} extra images. Remove some and try again.`,
  fixExtra: 'Too many extra images: nothing was sent.',
  createFailed: 'Failed to create the event.',
  deleteFailed: 'Failed to delete the event.',
  created: 'Event created successfully.',
  deleted: 'Event deleted successfully.',
} as const;

/** Event: title, description and main image required; at most 10 extra images (enforced). */
export function EventForm({
  onCreated,
  onCancel,
}: {
  onCreated: (event: HospitalEvent) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [mainImage, setMainImage] = useState<File[]>([]);
  const [extraImages, setExtraImages] = useState<File[]>([]);
  const form = useFormSubmit();
  const tooMany = extraImages.length > MAX_EXTRA_IMAGES;

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    if (!title.trim() || !description.trim() || mainImage.length === 0) return form.refuse(EVENT_MESSAGES.required);
    // The limit's own message is already shown by the field.
    if (tooMany) return form.refuse(EVENT_MESSAGES.fixExtra);
    const body = new FormData();
    body.append('title', title.trim());
    body.append('description', description.trim());
    body.append('main_image', mainImage[0]);
    for (const file of extraImages) body.append('extra_images', file);
    const created = await form.send(
      (onUploadProgress) => api.post<HospitalEvent>('/events/create/', body, { authenticated: true, onUploadProgress }),
      {
        upload: true,
        fields: ['title', 'description', 'main_image', 'extra_images'],
        filesSent: extraImages.length ? ['main_image', 'extra_images'] : ['main_image'],
        fallback: EVENT_MESSAGES.createFailed,
      },
    );
    if (created) onCreated(created);
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label="Add event">
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
        label="Main image"
        files={mainImage}
        onChange={setMainImage}
        error={form.fieldErrors.main_image}
        required
        disabled={form.sending}
      />
      <ImageField
        label={`Extra images (max ${MAX_EXTRA_IMAGES})`}
        files={extraImages}
        onChange={setExtraImages}
        multiple
        hint={`${extraImages.length} of ${MAX_EXTRA_IMAGES} chosen. They appear in the event's gallery.`}
        error={tooMany ? EVENT_MESSAGES.tooManyExtra : form.fieldErrors.extra_images}
        disabled={form.sending}
      />
      <UploadProgress value={form.progress} />
      <FormActions sending={form.sending} submitLabel="Create Event" onCancel={onCancel} />
    </form>
  );
}
