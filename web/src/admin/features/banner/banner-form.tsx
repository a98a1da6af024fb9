import { useState, type FormEvent } from 'react';
import { api, type Banner } from '../../../lib/api';
import { resolveMediaUrl } from '../../../lib/media';
import { TextField } from '../../components/fields';
import { FormActions } from '../../components/form-actions';
import { ImageField } from '../../components/image-field';
import { InlineAlert } from '../../components/inline-alert';
import { UploadProgress } from '../../components/upload-progress';
import { useFormSubmit } from '../../components/use-form-submit';

/** create: no banner yet; replace: a new banner in place of the current one; update: edit it, image optional. */
export type BannerMode = 'create' | 'replace' | 'update';

export const BANNER_MESSAGES = {
  headingsRequired: 'Main heading and sub heading are required.',
  imageRequired: 'Please choose a banner image.',
  saveFailed: 'Failed to save the banner.',
  deleteFailed: 'Failed to delete the banner.',
  deleted: 'Banner deleted successfully.',
  saved: {
    create: 'Banner created successfully.',
    replace: 'Banner replaced successfully.',
    update: 'Banner updated successfully.',
  },
} as const;

export const BANNER_SIZE_HINT = 'Recommended size: 1920x600 pixels (JPEG, PNG, WebP, GIF or AVIF, at most 10 MB).';

const SUBMIT_LABELS: Record<BannerMode, string> = {
  create: 'Create Banner',
  replace: 'Replace Banner',
  update: 'Update Banner',
};

export interface BannerFormProps {
  mode: BannerMode;
  current: Banner | null;
  onSaved: (banner: Banner) => void;
  onCancel?: () => void;
}

export function BannerForm({ mode, current, onSaved, onCancel }: BannerFormProps) {
  const editing = mode === 'update' && current !== null;
  const [mainHeading, setMainHeading] = useState(editing ? current.main_heading : '');
  const [subHeading, setSubHeading] = useState(editing ? current.sub_heading : '');
  const [image, setImage] = useState<File[]>([]);
  const form = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    if (!mainHeading.trim() || !subHeading.trim()) return form.refuse(BANNER_MESSAGES.headingsRequired);
    if (!editing && image.length === 0) return form.refuse(BANNER_MESSAGES.imageRequired);
    const body = new FormData();
    body.append('main_heading', mainHeading.trim());
    body.append('sub_heading', subHeading.trim());
    if (image[0]) body.append('banner_image', image[0]);
    const upload = image.length > 0;
    const saved = await form.send(
      (onUploadProgress) => api.post<Banner>('/banners/', body, { authenticated: true, onUploadProgress }),
      {
        upload,
        fields: ['main_heading', 'sub_heading', 'banner_image'],
        filesSent: upload ? ['banner_image'] : [],
        fallback: BANNER_MESSAGES.saveFailed,
      },
    );
    if (saved) onSaved(saved);
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label={SUBMIT_LABELS[mode]}>
      <InlineAlert notice={form.notice} />
      <TextField
        label="Main heading"
        name="main_heading"
        value={mainHeading}
        onChange={(event) => setMainHeading(event.target.value)}
        error={form.fieldErrors.main_heading}
        required
        autoFocus={mode !== 'create'}
      />
      <TextField
        label="Sub heading"
        name="sub_heading"
        value={subHeading}
        onChange={(event) => setSubHeading(event.target.value)}
        error={form.fieldErrors.sub_heading}
        required
      />
      <ImageField
        label="Banner image"
        files={image}
        onChange={setImage}
        required={!editing}
        hint={editing ? `Optional: leave empty to keep the current image. ${BANNER_SIZE_HINT}` : BANNER_SIZE_HINT}
        error={form.fieldErrors.banner_image}
        current={editing ? resolveMediaUrl(current.banner_image) : null}
        currentAlt="Current banner image"
        wide
        disabled={form.sending}
      />
      <UploadProgress value={form.progress} />
      <FormActions sending={form.sending} submitLabel={SUBMIT_LABELS[mode]} onCancel={onCancel} />
    </form>
  );
}
