import { useParams } from 'react-router-dom';
import { Page } from '../components/page/page';
import { PAGE_TOP_MARGIN_PX } from '../../data/constants';
import { conditionPath, usePublicApi } from '../../lib/api';
import { breadcrumbData, conditionPageData, summary } from '../../lib/structured-data';
import { CONDITIONS } from '../components/conditions-treated/conditions-key';
import { ConditionPage } from '../features/conditions/condition-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { usePageText } from '../components/page/page-words';

/** A condition's page; a slug no condition has is the not-found page, with its 404. */
export function Component() {
  const { slug } = useParams();
  const text = usePageText();
  const { data, error } = usePublicApi(CONDITIONS);
  const condition = data?.find((each) => each.slug === slug);
  if (data && !condition) {
    return (
      <Page title={text('notFound.title')} status={404}>
        <NotFoundPage />
      </Page>
    );
  }
  if (!condition) {
    return (
      <Page title={text('pages.conditions.title')} topMarginPx={PAGE_TOP_MARGIN_PX}>
        <p className="container">{error ? text('pages.conditions.loadError') : text('layout.loading')}</p>
      </Page>
    );
  }
  const path = conditionPath(condition.slug);
  const description = summary(condition.summary);
  return (
    <Page
      title={condition.name}
      description={description}
      topMarginPx={PAGE_TOP_MARGIN_PX}
      structuredData={[
        conditionPageData({
          name: condition.name,
          description,
          path,
          review: condition.clinical_review,
          symptoms: condition.symptoms,
        }),
        breadcrumbData([
          { name: text('pages.conditions.title'), path: '/conditions' },
          { name: condition.name, path },
        ]),
      ]}
    >
      <ConditionPage condition={condition} />
    </Page>
  );
}
