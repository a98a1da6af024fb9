import { Image } from '../../../components/image/image';
import type { FixedTopic } from '../../../data/fixed-topic';
import { SiteDialog, type SiteDialogProps } from '../../components/site-dialog/site-dialog';

/** What a service's full text shows. */
function ServiceInFull({ service }: { service: FixedTopic }) {
  return (
    <>
      <Image
        className="neurosurgery-dialog__image"
        src={service.url}
        storedSizes={service.url_sizes}
        alt={service.url_alt || service.heading}
        width={800}
        height={600}
        sizes="(min-width: 900px) 800px, 100vw"
        fallback="text"
      />
      {service.content.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </>
  );
}

/** The fragment that names a service's full text in the served page, which Learn More links to. */
export const fullTextId = (service: FixedTopic) => `neurosurgery-full-${service.id}`;

type NeurosurgeryDialogProps = { service: FixedTopic } & Omit<SiteDialogProps, 'id' | 'title' | 'children'>;

/**
 * A neurosurgery service in full: heading, picture ('No Image' if it breaks) and text; closed with
 * ✕ (served, a link back to `closeHref`).
 */
export function NeurosurgeryDialog({ service, ...dialog }: NeurosurgeryDialogProps) {
  return (
    <SiteDialog id={fullTextId(service)} title={service.heading} closeGlyph="✕" size="large" {...dialog}>
      <ServiceInFull service={service} />
    </SiteDialog>
  );
}
