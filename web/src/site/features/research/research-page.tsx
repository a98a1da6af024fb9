import { ProfileHeader, ProfileSections } from '../../components/profile/profile';
import { consultantProfile } from '../../../data/consultant-profile';
import { researchIntroduction } from '../../../data/research';
import './research.css';
import { usePageText } from '../../components/page/page-words';

/** The /research page: the research lead's biography, publications and presentations. */
export function ResearchPage() {
  const text = usePageText();
  return (
    <article className="research container">
      <h1>{text('pages.research.title')}</h1>
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
