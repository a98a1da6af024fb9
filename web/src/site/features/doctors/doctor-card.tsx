import { SocialIcon } from '../../components/icons/icons';
import { Image } from '../../../components/image/image';
import { OpdHours } from '../../components/opd-hours/opd-hours';
import type { Doctor } from '../../../lib/api';
import { photoOf, socialLinks } from './doctor-list';

interface DoctorCardProps {
  doctor: Doctor;
  onOpen: () => void;
  /** The page's lead picture: fetched first, not lazily (the first card of the doctors' page). */
  photoPriority?: boolean;
}

/** A doctor's card: photo, name, designation, OPD hours and registration number; social links appear on hover; the card opens the profile. */
export function DoctorCard({ doctor, onOpen, photoPriority = false }: DoctorCardProps) {
  const links = socialLinks(doctor);
  return (
    <article
      className="raised-card doctor-card"
      onClick={(event) => {
        // A social link leaves for another site; anywhere else on the card opens the profile.
        if (!(event.target instanceof Element && event.target.closest('a'))) onOpen();
      }}
    >
      <div className="doctor-card__photo">
        <Image {...photoOf(doctor)} sizes="(min-width: 1024px) 280px, 50vw" priority={photoPriority} />
        {links.length > 0 && (
          <ul className="doctor-card__social" aria-label={`${doctor.name} on social media`}>
            {links.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${link.label} (opens in a new tab)`}
                >
                  <SocialIcon network={link.network} size={18} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="doctor-card__body">
        <h3 className="doctor-card__name">{doctor.name}</h3>
        <p className="doctor-card__designation">{doctor.designation}</p>
        <OpdHours doctor={doctor} headingLevel={4} />
        {(doctor.opd ?? []).length > 0 && (
          <a className="doctor-card__appointment" href={`/appointment?doctor=${doctor.id}`}>
            Request an appointment<span className="sr-only"> with {doctor.name}</span>
          </a>
        )}
        <button type="button" className="doctor-card__open" aria-haspopup="dialog">
          View profile<span className="sr-only"> of {doctor.name}</span>
        </button>
      </div>
    </article>
  );
}
