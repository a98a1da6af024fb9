import { useRotatingIndex } from '../../components/rotation/use-rotating-index';
import { TAGLINE_ROTATION_MS } from '../../../data/constants';
import { useHomeTexts } from '../../../lib/api';

/** The about section's heading: one of the three taglines, the next every 3 s. */
export function RotatingTagline({ id }: { id: string }) {
  const taglines = useHomeTexts()?.taglines ?? [];
  const [index, , moved] = useRotatingIndex(taglines.length, TAGLINE_ROTATION_MS);
  return (
    <h2 id={id} className="about-section__tagline" data-rotated={moved || undefined}>
      <span key={index} className="about-section__tagline-text">
        {taglines[index]}
      </span>
    </h2>
  );
}
