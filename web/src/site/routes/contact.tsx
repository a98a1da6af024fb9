import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { ContactDetailsList } from '../features/contact/contact-details-list';
import { ContactForm } from '../features/contact/contact-form';

export function Component() {
  return (
    <Page
      title="Contact Us"
      description="Call, write or visit the hospital in Kolkata or Siliguri; for an emergency we are open 24x7."
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader
        title="Contact Us"
        lead="For an emergency, come straight to the hospital or call us: we are open 24x7."
      />
      <div className="container contact-page">
        <ContactForm />
        <aside aria-label="Other ways to reach us">
          <ContactDetailsList />
        </aside>
      </div>
    </Page>
  );
}
