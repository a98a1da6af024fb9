import type { ReactNode } from 'react';
import type { ImageSizes } from '../../lib/api';
import { storedSrcSet } from '../../components/image/stored-srcset';
import { BusyButton } from './busy-button';

export interface DataTableProps {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly string[];
  /** Adds a last column (named 'Actions' for assistive technology) for the row buttons. */
  actions?: boolean;
  /** A screen's own layout of the table (the desk's queue turns into cards on a phone). */
  className?: string;
  children: ReactNode;
}

/** The admin's table: scrolls sideways inside its panel on narrow screens. */
export function DataTable({ caption, columns, actions = false, className, children }: DataTableProps) {
  return (
    <div className="adm-table-wrap">
      <table className={className ? `adm-table ${className}` : 'adm-table'}>
        <caption className="adm-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="adm-visually-hidden">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export interface RowDeleteButtonProps {
  /** What the row is, for the button's accessible name: 'Delete {label}'. */
  label: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/** A row's Delete button, with a spinner while its delete runs. */
export function RowDeleteButton({ label, busy, disabled, onClick }: RowDeleteButtonProps) {
  return (
    <BusyButton
      type="button"
      variant="ghost-danger"
      small
      busy={busy}
      busyLabel="Deleting..."
      disabled={disabled}
      aria-label={`Delete ${label}`}
      onClick={onClick}
    >
      Delete
    </BusyButton>
  );
}

/** The thumbnail boxes of admin.css (.adm-thumb, .adm-thumb--round), in CSS pixels. */
const BOX = { wide: { width: 64, height: 44 }, round: { width: 44, height: 44 } } as const;

/**
 * How wide a picture is drawn when it covers its box: a picture wider than the box's shape fills
 * the height and overflows the width, so a 1920x600 banner in a 64x44 box is drawn 141 px wide.
 */
function coverWidth(box: { width: number; height: number }, stored: ImageSizes | null | undefined): number {
  if (!stored?.width || !stored.height) return box.width;
  return Math.ceil(Math.max(box.width, (box.height * stored.width) / stored.height));
}

/**
 * A row's small picture, or an empty box of its size when there is none, so the rows line up. With
 * the picture's stored sizes the browser takes the smallest copy that stays sharp (the thumbnail
 * Strapi made, often), not the original: a list of twenty banners is not twenty full-size pictures.
 */
export function Thumbnail({
  src,
  stored,
  round = false,
}: {
  src: string | null | undefined;
  /** The picture's `<field>_sizes` from the CMS. */
  stored?: ImageSizes | null;
  round?: boolean;
}) {
  const className = round ? 'adm-thumb adm-thumb--round' : 'adm-thumb';
  if (!src) return <span className={className} aria-hidden="true" />;
  const srcSet = storedSrcSet(src, stored);
  const sizes = srcSet ? `${coverWidth(round ? BOX.round : BOX.wide, stored)}px` : undefined;
  return <img className={className} src={src} srcSet={srcSet} sizes={sizes} alt="" loading="lazy" />;
}
