import { BusyButton } from '../../components/busy-button';
import { DataTable } from '../../components/data-table';
import { ListState } from '../../components/list-state';
import { Panel } from '../../components/panel';
import { describeItem } from './today-words';
import type { TodayDesk } from './use-today-desk';

/** `29/11/2026, 10:15 am`: a moment in Kolkata's time. */
const moment = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'short', timeStyle: 'short' });

/** What the site shows now, who set each and until when; each removed in one click. */
export function CurrentPanel({ desk }: { desk: TodayDesk }) {
  const { data, error, mutate } = desk.list;
  const items = data ?? [];
  return (
    <Panel title="Shown on the site now">
      <ListState
        loading={!data && !error}
        error={error ? error.describe('Could not load what the site shows today.') : null}
        empty={items.length === 0}
        emptyText="Nothing: the site says nothing about today."
        onRetry={() => void mutate()}
      >
        <DataTable caption="Shown on the site now" columns={['What', 'Doctor', 'Note', 'Set by', 'Expires']} actions>
          {items.map((item) => {
            const said = `${describeItem(item)}${item.doctor ? `, ${item.doctor.name}` : ''}`;
            return (
              <tr key={item.id}>
                <td>{describeItem(item)}</td>
                <td>{item.doctor?.name ?? '—'}</td>
                <td>{item.note ?? ''}</td>
                <td>
                  {item.set_by ?? 'Strapi panel'}
                  <br />
                  <small>{moment(item.set_at)}</small>
                </td>
                <td>{moment(item.expires_at)}</td>
                <td>
                  <BusyButton
                    type="button"
                    small
                    variant="ghost-danger"
                    busy={desk.removing === item.id}
                    busyLabel="Removing..."
                    disabled={desk.sending}
                    aria-label={`Remove ${said}`}
                    onClick={() => void desk.remove(item, said)}
                  >
                    Remove
                  </BusyButton>
                </td>
              </tr>
            );
          })}
        </DataTable>
      </ListState>
    </Panel>
  );
}
