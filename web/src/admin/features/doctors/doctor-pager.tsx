import { PAGE_SIZE, pageNumber, type pageOf } from './use-doctor-pages';

export interface DoctorPagerProps {
  page: ReturnType<typeof pageOf>;
  /** The link of the page shown, null for the first. */
  pageLink: string | null;
  onPage: (link: string | null) => void;
}

/** Previous or Next: the server's link to that page, disabled where it gives none. */
function PageButton({
  link,
  onPage,
  children,
}: {
  link: string | null;
  onPage: DoctorPagerProps['onPage'];
  children: string;
}) {
  return (
    <button type="button" className="adm-button adm-button--secondary" disabled={!link} onClick={() => onPage(link)}>
      {children}
    </button>
  );
}

/** Previous and Next by the server's links, and which doctors of how many are shown. */
export function DoctorPager({ page, pageLink, onPage }: DoctorPagerProps) {
  if (!page.next && !page.previous) return null;
  const first = (pageNumber(pageLink) - 1) * PAGE_SIZE;
  return (
    <nav className="adm-pager" aria-label="Doctor pages">
      <PageButton link={page.previous} onPage={onPage}>
        Previous
      </PageButton>
      <span className="adm-muted" aria-live="polite">
        {page.results.length > 0
          ? `Showing ${first + 1}–${first + page.results.length} of ${page.count}`
          : `${page.count} in all`}
      </span>
      <PageButton link={page.next} onPage={onPage}>
        Next
      </PageButton>
    </nav>
  );
}
