import { useState } from 'react';
import { Image } from '../../../components/image/image';
import { useDirectors, type Director } from '../../../lib/api';
import { DialogLink } from '../../components/site-dialog/dialog-link';
import { DirectorDialog } from './director-dialog';
import './directors.css';
import { usePageText } from '../../components/page/page-words';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';

/** The fragment that names a director's message in the served page: `/message#director-2`. */
const messageId = (director: Director) => `director-${director.id}`;

/**
 * The board's three directors; each card opens the director's message. Served (no script yet, or
 * none at all), each card is a link to its message, which the page holds and the style sheet lays
 * over it when the address names it; once the script runs, the same card opens that message as a
 * modal dialog (DialogLink).
 */
export function DirectorsDesk() {
  const directors = useDirectors();
  const text = usePageText();
  const [reading, setReading] = useState<Director | null>(null);
  return (
    <section className="section" aria-labelledby="board-title">
      <div className="container">
        <h2 id="board-title" className="section__title">
          {text('pages.directors.board')}
        </h2>
        <ul className="director-grid">
          {directors.map((director, index) => {
            const face = (
              <>
                <Image
                  className="director-card__photo"
                  src={director.url}
                  storedSizes={director.url_sizes}
                  alt={director.url_alt || text('doctors.photoOf', { name: director.name })}
                  width={400}
                  height={400}
                  sizes="(min-width: 1024px) 320px, 80vw"
                  fallback="text"
                  priority={index === 0}
                />
                <span className="director-card__name">{director.name}</span>
                <span className="director-card__role">{director.heading}</span>
                <span className="director-card__action">{text('pages.directors.readMessage')}</span>
              </>
            );
            return (
              <li key={director.id}>
                <DialogLink
                  className="raised-card director-card"
                  href={`#${messageId(director)}`}
                  onOpen={() => setReading(director)}
                >
                  {face}
                </DialogLink>
              </li>
            );
          })}
        </ul>
        <PartlyEnglishNote records={directors} />
      </div>
      {directors.map((director) => (
        <DirectorDialog
          key={director.id}
          director={director}
          id={messageId(director)}
          open={reading?.id === director.id}
          onClose={() => setReading(null)}
          closeHref="#board-title"
        />
      ))}
    </section>
  );
}
