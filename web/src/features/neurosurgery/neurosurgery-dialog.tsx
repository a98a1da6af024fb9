import { Dialog } from '../../components/dialog/dialog';
import { Image } from '../../components/image/image';
import type { FixedTopic } from '../../data/fixed-topic';

/** A neurosurgery service in full: heading, picture ('No Image' if it breaks) and text; closed with ✕. */
export function NeurosurgeryDialog({ service, onClose }: { service: FixedTopic | null; onClose: () => void }) {
  return (
    <Dialog open={service !== null} onClose={onClose} title={service?.heading ?? ''} closeGlyph="✕" size="large">
      {service && (
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
      )}
    </Dialog>
  );
}
