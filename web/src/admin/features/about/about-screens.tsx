import { useState, type FormEvent } from 'react';
import { api, ApiError, useApi, type AboutBlock, type AboutResponse, type AboutSaveResponse } from '../../../lib/api';
import { resolveMediaUrl } from '../../../lib/media';
import { TitleDescriptionFields } from '../../components/title-description-fields';
import { FormActions } from '../../components/form-actions';
import { ImageField } from '../../components/image-field';
import { InlineAlert, success } from '../../components/inline-alert';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError, formErrorsFrom, isSessionExpired } from '../../components/server-errors';
import { UploadProgress } from '../../components/upload-progress';
import { useFormSubmit } from '../../components/use-form-submit';

interface AboutConfig {
  path: '/about/' | '/homeabout/';
  heading: string;
  imageRequired: boolean;
  /** Shown when a required field is empty (point 5). */
  missing: string;
  saved: string;
  /** Shown when the save threw (point 8). */
  exception: string;
}

export const ABOUT_CONFIG: AboutConfig = {
  path: '/about/',
  heading: 'About page',
  imageRequired: true,
  missing: 'Please fill all fields and select an image.',
  saved: 'About updated successfully!',
  exception: 'Something went wrong while saving About.',
};

export const HOME_ABOUT_CONFIG: AboutConfig = {
  path: '/homeabout/',
  heading: 'Home page about section',
  imageRequired: false,
  missing: 'Please fill all fields.',
  saved: 'Home About updated successfully!',
  exception: 'Something went wrong while saving Home About.',
};

/** `{status: false, message}` in a body, whether it came with 2xx or an error status. */
function refusedMessage(body: unknown): string | null {
  const value = body as Partial<AboutSaveResponse> | null;
  return value && typeof value === 'object' && value.status === false && typeof value.message === 'string'
    ? value.message
    : null;
}

function AboutForm({
  config,
  current,
  onSaved,
}: {
  config: AboutConfig;
  current: AboutBlock | null;
  onSaved: () => void;
}) {
  const [title, setTitle] = useState(current?.title ?? '');
  const [description, setDescription] = useState(current?.description ?? '');
  const [image, setImage] = useState<File[]>([]);
  const form = useFormSubmit();

  async function submit(event: FormEvent) {
    event.preventDefault();
    form.start();
    if (!title.trim() || !description.trim() || (config.imageRequired && image.length === 0))
      return form.refuse(config.missing);
    const body = new FormData();
    body.append('title', title.trim());
    body.append('description', description.trim());
    if (image[0]) body.append('image', image[0]);
    const upload = image.length > 0;
    const outcome = await form.run(
      (onUploadProgress) => api.post<AboutSaveResponse>(config.path, body, { authenticated: true, onUploadProgress }),
      { upload },
    );
    // `{status: false, message}` (with any status code) is the server's own refusal (point 8).
    const refused = refusedMessage(
      outcome.ok ? outcome.value : outcome.error instanceof ApiError ? outcome.error.body : null,
    );
    if (refused !== null) return form.refuse(`Error: ${refused}`);
    if (outcome.ok) {
      setImage([]);
      form.setNotice(success(config.saved));
      onSaved();
      return;
    }
    // A refused file is shown by its field; anything else is the specification's generic failure.
    const errors = formErrorsFrom(outcome.error, {
      fields: ['title', 'description', 'image'],
      filesSent: upload ? ['image'] : [],
      fallback: config.exception,
    });
    form.setFieldErrors(errors.fields);
    if (errors.form !== null && Object.keys(errors.fields).length === 0) form.refuse(config.exception);
  }

  return (
    <form className="adm-form" onSubmit={submit} noValidate aria-label={`Edit ${config.heading}`}>
      <InlineAlert notice={form.notice} onDismiss={() => form.setNotice(null)} />
      <TitleDescriptionFields
        title={title}
        onTitle={setTitle}
        description={description}
        onDescription={setDescription}
        errors={form.fieldErrors}
        rows={8}
      />
      <ImageField
        label="Image"
        files={image}
        onChange={setImage}
        required={config.imageRequired}
        hint={
          config.imageRequired
            ? 'A new image is required with every save.'
            : 'Optional: leave empty to keep the current image.'
        }
        error={form.fieldErrors.image}
        current={resolveMediaUrl(current?.image)}
        disabled={form.sending}
      />
      <UploadProgress value={form.progress} />
      <FormActions sending={form.sending} submitLabel="Save" />
    </form>
  );
}

function AboutEditor({ config }: { config: AboutConfig }) {
  const { data, error, isLoading, mutate } = useApi<AboutResponse>(config.path);
  const current = data?.status ? data.data : null;
  return (
    <Panel title={config.heading}>
      <ListState
        loading={isLoading}
        error={error && !isSessionExpired(error) ? describeError(error, 'Failed to load the current text.') : null}
        empty={false}
        emptyText=""
        onRetry={() => void mutate()}
      >
        {/* Rendered once loaded, so the form starts from what the server has. */}
        <AboutForm config={config} current={current} onSaved={() => void mutate()} />
      </ListState>
    </Panel>
  );
}

/** /admin/about: title, description and a new image, all required. */
export function AboutScreen() {
  return <AboutEditor config={ABOUT_CONFIG} />;
}

/** /admin/about_homepage: title and description required, image optional. */
export function HomeAboutScreen() {
  return <AboutEditor config={HOME_ABOUT_CONFIG} />;
}
