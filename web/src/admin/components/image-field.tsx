import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
// The server's limit (docs/API.md, "Uploads"): checked here too, so nobody waits for a doomed upload.
import { MAX_IMAGE_BYTES } from '@hospital/contract';
import { describedBy, FieldShell } from './fields';

export interface ImageFieldProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  multiple?: boolean;
  required?: boolean;
  hint?: ReactNode;
  /** The server's (or the form's) message about this field. */
  error?: string;
  /** The image already stored, shown until a new one is chosen. */
  current?: string | null;
  currentAlt?: string;
  /** Wide previews for banners. */
  wide?: boolean;
  disabled?: boolean;
}

/** Object URLs for previews, revoked when the files change or the field goes away. */
function usePreviewUrls(files: File[]): (string | null)[] {
  const [urls, setUrls] = useState<(string | null)[]>([]);
  useEffect(() => {
    if (typeof URL.createObjectURL !== 'function') {
      setUrls(files.map(() => null));
      return undefined;
    }
    const created = files.map((file) => URL.createObjectURL(file));
    setUrls(created);
    return () => created.forEach((url) => URL.revokeObjectURL(url));
  }, [files]);
  return urls;
}

function sizeLabel(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * An image picker with previews. Choosing files in a multiple field adds to the selection; each
 * chosen file can be removed again. Files over 10 MB are not taken, with a message by the field.
 */
export function ImageField({
  label,
  files,
  onChange,
  multiple = false,
  required,
  hint,
  error,
  current,
  currentAlt,
  wide = false,
  disabled,
}: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const previews = usePreviewUrls(files);
  const shownError = error ?? tooLarge ?? undefined;

  function choose(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    const accepted = chosen.filter((file) => file.size <= MAX_IMAGE_BYTES);
    const refused = chosen.filter((file) => file.size > MAX_IMAGE_BYTES);
    setTooLarge(refused.length ? `${refused.map((f) => f.name).join(', ')}: larger than 10 MB, not added.` : null);
    if (accepted.length) onChange(multiple ? [...files, ...accepted] : accepted.slice(0, 1));
    // Let the same file be chosen again after removing it.
    if (inputRef.current) inputRef.current.value = '';
  }

  function remove(index: number) {
    onChange(files.filter((_, i) => i !== index));
    setTooLarge(null);
  }

  const summary =
    files.length === 0 ? 'No file chosen' : files.length === 1 ? files[0].name : `${files.length} files chosen`;

  return (
    <FieldShell id={id} label={label} hint={hint} error={shownError} required={required}>
      <div className="adm-file">
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept="image/*"
          multiple={multiple}
          className="adm-file__input"
          required={required}
          disabled={disabled}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(id, hint, shownError)}
          onChange={(event) => choose(event.target.files)}
        />
        <span className="adm-button adm-button--secondary adm-file__button" aria-hidden="true">
          {multiple ? 'Choose images' : 'Choose image'}
        </span>
        <span className="adm-file__summary">{summary}</span>
      </div>
      {files.length > 0 ? (
        <ul className="adm-previews" aria-label={`${label}: chosen files`}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`} className={`adm-preview${wide ? ' adm-preview--wide' : ''}`}>
              {previews[index] ? (
                <img src={previews[index] ?? undefined} alt={`Preview of ${file.name}`} />
              ) : (
                <span className="adm-preview__placeholder" role="img" aria-label={`Preview of ${file.name}`} />
              )}
              <span className="adm-preview__name">
                {file.name} ({sizeLabel(file.size)})
              </span>
              <button
                type="button"
                className="adm-button adm-button--secondary adm-button--small"
                onClick={() => remove(index)}
                disabled={disabled}
                aria-label={`Remove ${file.name}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      ) : (
        current && (
          <div className={`adm-preview${wide ? ' adm-preview--wide' : ''}`}>
            <img src={current} alt={currentAlt ?? 'Current image'} />
            <span>Current image</span>
          </div>
        )
      )}
    </FieldShell>
  );
}
