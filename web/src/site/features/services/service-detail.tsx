import { TopicDetail } from '../../components/topic-detail/topic-detail';
import { serviceGallery, serviceParagraphs } from './service-gallery';
import { useServices } from './use-services';
import { usePageText } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

/** A service's page (/services/{id}); it keeps loading until a service with that id is found. */
export function ServiceDetail({ id }: { id: string | undefined }) {
  const services = useServices('Error loading service details');
  const text = usePageText();
  const service = services.find((candidate) => String(candidate.id) === id);
  return (
    <TopicDetail
      topic={
        service && {
          heading: service.heading,
          content: serviceParagraphs(service.content),
          url: service.url,
          url_alt: service.url_alt,
          url_sizes: service.url_sizes,
          gallery: serviceGallery(service.multiple_img),
          galleryAlts: Array.isArray(service.multiple_img) ? service.multiple_img_alt : undefined,
          gallerySizes: Array.isArray(service.multiple_img) ? service.multiple_img_sizes : undefined,
        }
      }
      loadingMessage={text('pages.services.loading')}
      galleryTitle={text('pages.services.gallery')}
      actions={<PartlyEnglishNote records={[service]} />}
    />
  );
}
