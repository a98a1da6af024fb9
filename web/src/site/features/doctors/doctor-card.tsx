import { SocialIcon } from '../../components/icons/icons';
import { Image } from '../../../components/image/image';
import { OpdHours } from '../../components/opd-hours/opd-hours';
import type { Doctor } from '../../../lib/api';
import { photoOf, socialLinks } from './doctor-list';
import { useFallbackLang, useLocalizedPath, useText } from '../../../lib/i18n';
import { DialogLink } from '../../components/site-dialog/dialog-link';
import { DoctorToday } from '../../components/today/doctor-today';

interface DoctorCardProps {
  doctor: Doctor;
  /** The profile's own address (`?doctor=ID`), which "View Profile" links to (DialogLink). */
  profileHref: string;
  onOpen: () => void;
  /** The page's lead picture: fetched first, not lazily (the first card of the doctors' page). */
  photoPriority?: boolean;
}

/** A doctor's card: photo, name, designation, OPD hours and registration number; social links appear on hover; the card opens the profile. */
export function DoctorCard({ doctor, profileHref, onOpen, photoPriority = false }: DoctorCardProps) {
  const links = socialLinks(doctor);
  const text = useText();
  const langOf = useFallbackLang();
  const appointment = useLocalizedPath()(`/appointment?doctor=${doctor.id}`);
  return (
    <article
      className="raised-card doctor-card"
      onClick={(event) => {
        // A social link leaves for another site, and View Profile opens the profile itself;
        // anywhere else on the card opens the profile too.
        if (!(event.target instanceof Element && event.target.closest('a'))) onOpen();
      }}
    >
      <div className="doctor-card__photo">
        <Image
          {...photoOf(doctor, text('doctors.photoOf', { name: doctor.name }))}
          sizes="(min-width: 1024px) 280px, 50vw"
          priority={photoPriority}
        />
        {links.length > 0 && (
          <ul className="doctor-card__social" aria-label={text('doctors.onSocialMedia', { name: doctor.name })}>
            {links.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={text('footer.opensInNewTab', { name: link.label })}
                >
                  <SocialIcon network={link.network} size={18} />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="doctor-card__body">
        <h3 className="doctor-card__name" lang={langOf(doctor.name)}>
          {doctor.name}
        </h3>
        <p className="doctor-card__designation" lang={langOf(doctor.designation)}>
          {doctor.designation}
        </p>
        <DoctorToday doctor={doctor} />
        <OpdHours doctor={doctor} headingLevel={4} />
        {(doctor.opd ?? []).length > 0 && (
          <a className="doctor-card__appointment" href={appointment}>
            {text('doctors.requestAppointment')}
            <span className="sr-only">{text('doctors.withDoctor', { name: doctor.name })}</span>
          </a>
        )}
        <DialogLink className="doctor-card__open" href={profileHref} onOpen={onOpen}>
          {text('doctors.viewProfile')}
          <span className="sr-only">{text('doctors.ofDoctor', { name: doctor.name })}</span>
        </DialogLink>
      </div>
    </article>
  );
}
