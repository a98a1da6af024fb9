import { useParams } from 'react-router-dom';
import { Page } from '../../../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { DivisionDetail, divisionHeading } from '../../../features/neurology/division-detail';

export function Component() {
  const { id } = useParams();
  return (
    <Page title={divisionHeading(id) ?? 'Neurology'} topMarginPx={PAGE_TOP_MARGIN_PX}>
      <DivisionDetail id={id} />
    </Page>
  );
}
