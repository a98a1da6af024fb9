import type { SWRResponse } from 'swr';
import { api, useApi, type ApiError, type UseApiOptions } from '../../lib/api';
import { useCreateFlow, type CreateFlow } from './list-panel';
import { deleteFailure, useConfirmDelete, type ConfirmDelete } from './use-confirm-delete';

export interface AdminCollectionOptions<T, L> {
  /** How the list is fetched (the admin's token, a page's query...). */
  request?: UseApiOptions<L>;
  /** The API path that deletes one item. */
  deletePath: (item: T) => string;
  messages: { created: string; deleted: string; deleteFailed: string };
  /** The failure text of a delete, or null to say nothing; by default the server's words or `deleteFailed`. */
  describeDeleteFailure?: (error: unknown) => string | null;
  /** After a delete; by default the list is fetched again. */
  onDeleted?: (item: T) => void;
}

export interface AdminCollection<T, L> {
  list: SWRResponse<L, ApiError>;
  /** The create form and the screen's alert. */
  flow: CreateFlow;
  removal: ConfirmDelete<T>;
}

/**
 * The wiring every admin list screen shares: the list from the API, the create form that reloads
 * it, and delete (after confirmation, or at once with `removal.removeNow`) that reports in the
 * screen's alert. `L` is the list's answer when it is not a plain array (a page of doctors).
 */
export function useAdminCollection<T, L = T[]>(
  path: string | null,
  { request, deletePath, messages, describeDeleteFailure, onDeleted }: AdminCollectionOptions<T, L>,
): AdminCollection<T, L> {
  const list = useApi<L>(path, request);
  const reload = () => void list.mutate();
  const flow = useCreateFlow(messages.created, reload);
  const removal = useConfirmDelete<T>({
    remove: (item) => api.delete(deletePath(item), { authenticated: true }),
    setNotice: flow.setNotice,
    deleted: messages.deleted,
    describeFailure: describeDeleteFailure ?? deleteFailure(messages.deleteFailed),
    onDeleted: onDeleted ?? reload,
  });
  return { list, flow, removal };
}
