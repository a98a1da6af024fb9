/** A progress bar for a request that carries files; `value` is a fraction 0..1, null hides it. */
export function UploadProgress({ value }: { value: number | null }) {
  if (value === null) return null;
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div className="adm-progress">
      <span className="adm-progress__label" aria-hidden="true">
        Uploading... {percent}%
      </span>
      <progress max={100} value={percent} aria-label="Upload progress">
        {percent}%
      </progress>
    </div>
  );
}
