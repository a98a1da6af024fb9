import { useParams } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { findTopic } from '../../data/fixed-topic';
import { useDivisions } from '../../lib/api';
import { DivisionDetail } from '../features/neurology/division-detail';
import { topicHead } from './topic-head';
import { usePageText } from '../components/page/page-words';

export function Component() {
  const { id } = useParams();
  const text = usePageText();
  const division = findTopic(useDivisions(), id);
  return (
    <Page
      topMarginPx={PAGE_TOP_MARGIN_PX}
      {...topicHead(division, { name: text('nav.neurology'), path: '/Department2' }, `/division/${id}`)}
    >
      <DivisionDetail id={id} />
    </Page>
  );
}
