import { useState } from 'react';
import { MAX_EXTRA_IMAGES } from '@hospital/contract';
import type { HospitalEvent } from '../../../lib/api';
import { CreateFormFrame } from '../../components/create-form-frame';
import { ImageField } from '../../components/image-field';
import { TitleDescriptionFields } from '../../components/title-description-fields';
import { useCreateForm } from '../../components/use-create-form';

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
  const [mainImage, setMainImage] = useState<File[]>([]);
  const [extraImages, setExtraImages] = useState<File[]>([]);
  const entry = useCreateForm();
  const { form } = entry;
  const tooMany = extraImages.length > MAX_EXTRA_IMAGES;

  async function submit() {
    if (entry.missingText || mainImage.length === 0) return form.refuse(EVENT_MESSAGES.required);
    // The limit's own message is already shown by the field.
    if (tooMany) return form.refuse(EVENT_MESSAGES.fixExtra);
    const body = entry.body();
    body.append('main_image', mainImage[0]);
    for (const file of extraImages) body.append('extra_images', file);
    const created = await entry.create<HospitalEvent>('/events/create/', body, {
      upload: true,
      fields: ['title', 'description', 'main_image', 'extra_images'],
      filesSent: extraImages.length ? ['main_image', 'extra_images'] : ['main_image'],
      fallback: EVENT_MESSAGES.createFailed,
    });
    if (created) onCreated(created);
  }

  return (
    <CreateFormFrame label="Add event" form={form} onSubmit={submit} submitLabel="Create Event" onCancel={onCancel}>
      <TitleDescriptionFields {...entry.titleFields} />
      <ImageField label="Main image" required {...entry.imageField('main_image', mainImage, setMainImage)} />
      <ImageField
        label={`Extra images (max ${MAX_EXTRA_IMAGES})`}
        {...entry.imageField('extra_images', extraImages, setExtraImages)}
        multiple
        hint={`${extraImages.length} of ${MAX_EXTRA_IMAGES} chosen. They appear in the event's gallery.`}
        error={tooMany ? EVENT_MESSAGES.tooManyExtra : form.fieldErrors.extra_images}
      />
    </CreateFormFrame>
  );
}
