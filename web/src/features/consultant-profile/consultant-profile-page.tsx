import { Link } from 'react-router-dom';
import { SocialIcon } from '../../components/icons/icons';
import { Image } from '../../components/image/image';
import { consultantProfile } from '../../data/consultant-profile';
import './consultant-profile.css';

function ListSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <section className="profile__section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The consultant neurologist's static profile (/{name}). */
export function ConsultantProfilePage() {
  const profile = consultantProfile;
  return (
    <article className="profile container">
      <header className="profile__header">
        <Image className="profile__photo" src={profile.photo} alt={`Photo of ${profile.name}`} width={400} height={400} sizes="240px" priority />
        <div>
          <h1>{profile.name}</h1>
          <p className="profile__role">{profile.role}</p>
          <ul className="profile__social" aria-label={`${profile.name} on social media`}>
            {profile.social.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={`${link.label} (opens in a new tab)`}>
                  <SocialIcon network={link.network} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </header>

      <section className="profile__section" aria-labelledby="profile-biography">
        <h2 id="profile-biography">Biography</h2>
        {profile.biography.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <div className="profile__columns">
        <ListSection id="profile-expertise" title="Areas of Expertise" items={profile.expertise} />
        <ListSection id="profile-education" title="Education" items={profile.education} />
        <ListSection id="profile-experience" title="Experience" items={profile.experience} />
        <ListSection id="profile-memberships" title="Memberships" items={profile.memberships} />
      </div>
      <section className="profile__section" aria-labelledby="profile-award">
        <h2 id="profile-award">Award</h2>
        <p>{profile.award}</p>
      </section>
      <section className="profile__section" aria-labelledby="profile-publications">
        <h2 id="profile-publications">Publications</h2>
        <ul>
          {profile.publications.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        {/* The specification keeps the old site's publications link as a dead placeholder. */}
        <a href="#" className="text-link" aria-disabled="true" onClick={(event) => event.preventDefault()}>
          View all publications
        </a>
      </section>
      <ListSection id="profile-conferences" title="Conference Presentations" items={profile.conferencePresentations} />
      <ListSection id="profile-book-chapters" title="Book Chapters" items={profile.bookChapters} />
      <p className="profile__research">
        <Link className="button button--outline" to="/research">
          Our research
        </Link>
      </p>
    </article>
  );
}
