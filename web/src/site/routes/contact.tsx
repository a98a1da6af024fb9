import { requestAction } from '../components/patient-form/request-action';
import { CONTACT_REQUEST } from '../features/contact/contact-request';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { ContactDetailsList } from '../features/contact/contact-details-list';
import { ContactForm } from '../features/contact/contact-form';
import { useText } from '../../lib/i18n';

/** The form, posted to this page with or without JavaScript, is taken here. */
export const action = requestAction(CONTACT_REQUEST);

export function Component() {
  const text = useText();
  return (
    <Page title={text('contact.title')} description={text('contact.description')} topMarginPx={PAGE_TOP_MARGIN_PX}>
      <PageHeader title={text('contact.title')} lead={text('contact.lead')} />
      <div className="container contact-page">
        <ContactForm />
        <aside aria-label={text('contact.otherWays')}>
          <ContactDetailsList />
        </aside>
      </div>
    </Page>
  );
}
