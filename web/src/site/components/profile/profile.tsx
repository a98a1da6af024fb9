import type { ReactNode } from 'react';
import type { ConsultantProfile } from '../../../data/consultant-profile';
import { SocialIcon } from '../icons/icons';
import { Image } from '../../../components/image/image';
import './profile.css';
import { usePageText } from '../page/page-words';

/** A doctor's static profile: what the doctor's page and /research both show. */
type Profile = ConsultantProfile;

type Level = 1 | 2;
const headingTag = (level: Level) => (level === 1 ? 'h1' : 'h2');
const sectionTag = (level: Level) => (level === 1 ? 'h2' : 'h3');

/** Photo, name (the page title, or a heading under it), role and social links. */
export function ProfileHeader({ profile, level = 1 }: { profile: Profile; level?: Level }) {
  const Name = headingTag(level);
  const text = usePageText();
  return (
    <header className="profile__header">
      <Image
        className="profile__photo"
        src={profile.photo}
        alt={text('doctors.photoOf', { name: profile.name })}
        width={400}
        height={400}
        sizes="240px"
        priority
      />
      <div>
        <Name>{profile.name}</Name>
        <p className="profile__role">{profile.role}</p>
        <ul className="profile__social" aria-label={text('doctors.onSocialMedia', { name: profile.name })}>
          {profile.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={text('footer.opensInNewTab', { name: link.label })}
              >
                <SocialIcon network={link.network} size={20} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </header>
  );
}

interface SectionProps {
  id: string;
  title: string;
  level: Level;
  children: ReactNode;
}

function Section({ id, title, level, children }: SectionProps) {
  const Heading = sectionTag(level);
  return (
    <section className="profile__section" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}

function Items({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Biography, expertise, education, experience, memberships, award, publications (with the
 * specification's dead placeholder link), conference presentations and book chapters.
 * `idPrefix` keeps the section ids unique on the page; `level` is the level of the name's heading.
 */
export function ProfileSections({
  profile,
  idPrefix,
  level = 1,
}: {
  profile: Profile;
  idPrefix: string;
  level?: Level;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const text = usePageText();
  return (
    <>
      <Section id={id('biography')} title={text('pages.profile.biography')} level={level}>
        {profile.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <div className="profile__columns">
        <Section id={id('expertise')} title={text('pages.profile.expertise')} level={level}>
          <Items items={profile.expertise} />
        </Section>
        <Section id={id('education')} title={text('pages.profile.education')} level={level}>
          <Items items={profile.education} />
        </Section>
        <Section id={id('experience')} title={text('pages.profile.experience')} level={level}>
          <Items items={profile.experience} />
        </Section>
        <Section id={id('memberships')} title={text('pages.profile.memberships')} level={level}>
          <Items items={profile.memberships} />
        </Section>
      </div>
      <Section id={id('award')} title={text('pages.profile.award')} level={level}>
        <p>{profile.award}</p>
      </Section>
      <Section id={id('publications')} title={text('pages.profile.publications')} level={level}>
        <Items items={profile.publications} />
        {/* The specification keeps the old site's publications link as a dead placeholder. */}
        <a href="#" className="text-link" aria-disabled="true" onClick={(event) => event.preventDefault()}>
          {text('pages.profile.allPublications')}
        </a>
      </Section>
      <Section id={id('conferences')} title={text('pages.profile.conferences')} level={level}>
        <Items items={profile.conferencePresentations} />
      </Section>
      <Section id={id('book-chapters')} title={text('pages.profile.bookChapters')} level={level}>
        <Items items={profile.bookChapters} />
      </Section>
    </>
  );
}
