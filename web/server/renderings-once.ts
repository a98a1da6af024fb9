import type { ApiLoader } from '../src/entry-server';
import type { LastKnownContacts } from './last-known-contacts';
import type { PageRenderer, PageRendering } from './public-pages';
import type { RenderGate } from './render-gate';

export interface RenderOutcome {
  rendering: PageRendering;
  /** Every API answer the page asked for arrived. */
  complete: boolean;
}

/**
 * One rendering per page and version, readers of one page waiting for it, a few pages at once
 * (render-gate.ts); `renderOnce` answers undefined when the gate is full. The CMS's answers are
 * tracked: a page missing one is not complete, so it is never kept as good.
 */
export function renderingsOnce(render: PageRenderer, gate: RenderGate, contacts: LastKnownContacts) {
  const underway = new Map<string, Promise<RenderOutcome>>();
  return function renderOnce(id: string, url: URL, loadApi: ApiLoader): Promise<RenderOutcome> | undefined {
    let outcome = underway.get(id);
    if (!outcome) {
      let failed = false;
      const tracked: ApiLoader = async (key) => {
        const data = await loadApi(key);
        if (data === undefined) failed = true;
        return data;
      };
      outcome = gate
        .run(() => render(url, contacts.around(tracked)))
        ?.then((rendering) => ({ rendering, complete: !failed }))
        .finally(() => underway.delete(id));
      if (outcome) underway.set(id, outcome);
    }
    return outcome;
  };
}
