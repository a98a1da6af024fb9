/** A page's title (its one h1) with an optional introduction. */
export function PageHeader({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="page__header container">
      <h1>{title}</h1>
      {lead && <p>{lead}</p>}
    </header>
  );
}
