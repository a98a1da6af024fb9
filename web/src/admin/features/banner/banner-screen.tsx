import { useState } from 'react';
import { type Banner } from '../../../lib/api';
import { resolveMediaUrl } from '../../../lib/media';
import { ConfirmDeleteDialog } from '../../components/confirm-dialog';
import { formatDate } from '../../components/format';
import { InlineAlert, success } from '../../components/inline-alert';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeError } from '../../components/server-errors';
import { useAdminCollection } from '../../components/use-admin-collection';
import { BANNER_MESSAGES, BANNER_SIZE_HINT, BannerForm, type BannerMode } from './banner-form';

/** /admin/banner: one banner at a time, created, replaced, updated (new image optional) or deleted. */
export function BannerScreen() {
  const banners = useAdminCollection<Banner>('/banners/', {
    deletePath: (item) => `/banners/${item.id}/delete/`,
    messages: { ...BANNER_MESSAGES, created: BANNER_MESSAGES.saved.create },
    onDeleted: () => {
      setEditMode(null);
      void mutate([], { revalidate: true });
    },
  });
  const { data, error, isLoading, mutate } = banners.list;
  const { notice, setNotice } = banners.flow;
  const { removal } = banners;
  const banner = data?.[0] ?? null;
  const [editMode, setEditMode] = useState<Exclude<BannerMode, 'create'> | null>(null);
  const mode: BannerMode | null = banner ? editMode : 'create';

  const image = resolveMediaUrl(banner?.banner_image);

  function startEditing(next: Exclude<BannerMode, 'create'>) {
    setNotice(null);
    setEditMode(next);
  }

  return (
    <>
      <InlineAlert notice={notice} onDismiss={() => setNotice(null)} />
      <Panel
        title="Current Banner"
        actions={
          banner &&
          editMode === null && (
            <>
              <button type="button" className="adm-button" onClick={() => startEditing('update')}>
                Edit Banner
              </button>
              <button
                type="button"
                className="adm-button adm-button--secondary"
                onClick={() => startEditing('replace')}
              >
                Replace Banner
              </button>
              <button type="button" className="adm-button adm-button--ghost-danger" onClick={() => removal.ask(banner)}>
                Delete Banner
              </button>
            </>
          )
        }
      >
        <p className="adm-field__hint">Only one banner is shown on the home page. {BANNER_SIZE_HINT}</p>
        <ListState
          loading={isLoading}
          error={error ? describeError(error, 'Failed to load the banner.') : null}
          empty={!banner}
          emptyText="No banner yet: create one below."
          loadingText="Loading banner..."
          onRetry={() => void mutate()}
        >
          {banner && (
            <figure className="adm-banner-preview">
              {image ? (
                <img src={image} alt={`Banner: ${banner.main_heading}`} />
              ) : (
                <div className="adm-banner-preview__empty" />
              )}
              <figcaption>
                <strong>{banner.main_heading}</strong>
                <span>{banner.sub_heading}</span>
                {banner.created_at && <span className="adm-muted">Added {formatDate(banner.created_at)}</span>}
              </figcaption>
            </figure>
          )}
        </ListState>
      </Panel>
      {!isLoading && !error && mode && (
        <Panel title={mode === 'create' ? 'Create Banner' : mode === 'update' ? 'Update Banner' : 'Replace Banner'}>
          {mode === 'replace' && <p className="adm-field__hint">The new banner takes the place of the current one.</p>}
          <BannerForm
            key={mode}
            mode={mode}
            current={banner}
            onCancel={banner ? () => setEditMode(null) : undefined}
            onSaved={(saved) => {
              setEditMode(null);
              setNotice(success(BANNER_MESSAGES.saved[mode]));
              void mutate([saved], { revalidate: true });
            }}
          />
        </Panel>
      )}
      <ConfirmDeleteDialog
        removal={removal}
        title="Delete banner"
        message={() =>
          'Are you sure you want to delete this banner? The home page will show no banner until a new one is created.'
        }
      />
    </>
  );
}
