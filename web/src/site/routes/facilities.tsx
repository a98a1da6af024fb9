import { Link } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { FacilitiesTabs } from '../features/facilities/facilities-tabs';

export function Component() {
  return (
    <Page
      title="Facilities & Services"
      description="Round-the-clock facilities for neurological emergencies, surgery, diagnosis and recovery."
    >
      <PageHeader
        title="Facilities & Services"
        lead="Round-the-clock facilities for neurological emergencies, surgery, diagnosis and recovery."
      />
      <div className="container section">
        <FacilitiesTabs headingLevel={2} />
        <p className="section__lead">
          Looking for a treatment? See all our <Link to="/services">services</Link>.
        </p>
      </div>
    </Page>
  );
}
