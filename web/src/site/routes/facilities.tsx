import { Link } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { FacilitiesTabs } from '../features/facilities/facilities-tabs';
import { usePageText, usePageTextWith } from '../components/page/page-words';

export function Component() {
  const text = usePageText();
  const textWith = usePageTextWith();
  return (
    <Page title={text('pages.facilities.title')} description={text('pages.facilities.description')}>
      <PageHeader title={text('pages.facilities.title')} lead={text('pages.facilities.description')} />
      <div className="container section">
        <FacilitiesTabs headingLevel={2} />
        <p className="section__lead">
          {textWith('pages.facilities.seeServices', {
            link: <Link to="/services">{text('pages.facilities.servicesLink')}</Link>,
          })}
        </p>
      </div>
    </Page>
  );
}
