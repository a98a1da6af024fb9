import { Dialog } from '../../../components/dialog/dialog';
import { Image } from '../../../components/image/image';
import { ServedDialog } from '../../components/served-dialog/served-dialog';
import type { FixedTopic } from '../../../data/fixed-topic';

/** What a service's full text shows, in the script's dialog and in the served one. */
function ServiceInFull({ service }: { service: FixedTopic }) {
  return (
    <>
      <Image
        className="neurosurgery-dialog__image"
        src={service.url}
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

export const servedDialogId = (service: FixedTopic) => `neurosurgery-full-${service.id}`;

/** The full text in the served page, reached by Learn More's link and closed back to `closeHref`. */
export function ServedNeurosurgeryDialog({ service, closeHref }: { service: FixedTopic; closeHref: string }) {
  return (
    <ServedDialog
      id={servedDialogId(service)}
      title={service.heading}
      closeHref={closeHref}
      closeGlyph="✕"
      size="large"
    >
      <ServiceInFull service={service} />
    </ServedDialog>
  );
}

/** A neurosurgery service in full: heading, picture ('No Image' if it breaks) and text; closed with ✕. */
export function NeurosurgeryDialog({ service, onClose }: { service: FixedTopic | null; onClose: () => void }) {
  return (
    <Dialog open={service !== null} onClose={onClose} title={service?.heading ?? ''} closeGlyph="✕" size="large">
      {service && <ServiceInFull service={service} />}
    </Dialog>
  );
}
