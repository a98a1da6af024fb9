import { useParams } from 'react-router-dom';
import { Page } from '../../../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../../data/constants';
import { FacilityDetail, facilityHeading } from '../../../features/facilities/facility-detail';

export function Component() {
  const { id } = useParams();
  return (
    <Page title={facilityHeading(id) ?? 'Facilities'} topMarginPx={PAGE_TOP_MARGIN_PX}>
      <FacilityDetail id={id} />
    </Page>
  );
}
