import type { ReactNode } from 'react';
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

/** A row's small picture, or an empty box of its size when there is none, so the rows line up. */
export function Thumbnail({ src, round = false }: { src: string | null | undefined; round?: boolean }) {
  const className = round ? 'adm-thumb adm-thumb--round' : 'adm-thumb';
  return src ? (
    <img className={className} src={src} alt="" loading="lazy" />
  ) : (
    <span className={className} aria-hidden="true" />
  );
}
