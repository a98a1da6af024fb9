import { Link } from 'react-router-dom';
import { ProfileHeader, ProfileSections } from '../../components/profile/profile';
import { consultantProfile } from '../../../data/consultant-profile';
import './consultant-profile.css';
import { usePageText } from '../../components/page/page-words';

/** The consultant neurologist's static profile (/{name}). */
export function ConsultantProfilePage() {
  const text = usePageText();
  return (
    <article className="profile container">
      <ProfileHeader profile={consultantProfile} />
      <ProfileSections profile={consultantProfile} idPrefix="profile" />
      <p className="profile__research">
        <Link className="button button--outline" to="/research">
          {text('pages.profile.ourResearch')}
        </Link>
      </p>
    </article>
  );
}
