import { ProfileHeader, ProfileSections } from '../../components/profile/profile';
import { consultantProfile } from '../../../data/consultant-profile';
import { researchIntroduction } from '../../../data/research';
import './research.css';

/** The /research page: the research lead's biography, publications and presentations. */
export function ResearchPage() {
  return (
    <article className="research container">
      <h1>Research</h1>
      {researchIntroduction.map((paragraph) => (
        <p key={paragraph} className="research__intro">
          {paragraph}
        </p>
      ))}
      <ProfileHeader profile={consultantProfile} level={2} />
      <ProfileSections profile={consultantProfile} idPrefix="research" level={2} />
    </article>
  );
}
