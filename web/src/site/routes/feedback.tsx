import { requestAction } from '../components/patient-form/request-action';
import { FEEDBACK_REQUEST } from '../features/feedback/feedback-form';
import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { useText } from '../../lib/i18n';
import { FeedbackPage } from '../features/feedback/feedback-page';

/** The form, posted to this page with or without JavaScript, is taken here. */
export const action = requestAction(FEEDBACK_REQUEST);

export function Component() {
  const text = useText();
  return (
    <Page
      title={text('requests.feedback.title')}
      description={text('requests.feedback.description')}
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title={text('requests.feedback.title')} />
      <FeedbackPage />
    </Page>
  );
}
