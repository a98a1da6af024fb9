import { Dialog } from '../../../components/dialog/dialog';
import { Paragraphs, TopicPicture } from '../../components/topic-body/topic-body';
import { ServedDialog } from '../../components/served-dialog/served-dialog';
import type { FixedTopic } from '../../../data/fixed-topic';

/** What a service's full text shows, in the script's dialog and in the served one. */
function ServiceInFull({ service }: { service: FixedTopic }) {
  return (
    <>
      <TopicPicture topic={service} className="neurosurgery-dialog__image" sizes="(min-width: 900px) 800px, 100vw" />
      <Paragraphs texts={service.content} />
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
