import { Page } from '../components/page/page';
import { PageHeader } from '../components/page/page-header';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { FeedbackPage } from '../features/feedback/feedback-page';

export function Component() {
  return (
    <Page
      title="Feedback and complaints"
      description="Send the hospital a compliment, a suggestion or a complaint, and see how a complaint is escalated."
      topMarginPx={PAGE_TOP_MARGIN_PX}
    >
      <PageHeader title="Feedback and complaints" />
      <FeedbackPage />
    </Page>
  );
}
