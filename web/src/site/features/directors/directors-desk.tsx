import { useState } from 'react';
import { Image } from '../../../components/image/image';
import { useDirectors, type Director } from '../../../lib/api';
import { DirectorDialog } from './director-dialog';
import './directors.css';
import { usePageText } from '../../components/page/page-words';

/** The board's three directors; each card opens the director's message. */
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
          {directors.map((director, index) => (
            <li key={director.id}>
              <button
                type="button"
                className="raised-card director-card"
                aria-haspopup="dialog"
                onClick={() => setReading(director)}
              >
                <Image
                  className="director-card__photo"
                  src={director.url}
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
              </button>
            </li>
          ))}
        </ul>
      </div>
      <DirectorDialog director={reading} onClose={() => setReading(null)} />
    </section>
  );
}
