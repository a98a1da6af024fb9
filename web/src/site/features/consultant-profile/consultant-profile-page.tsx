import { Link } from 'react-router-dom';
import { ProfileHeader, ProfileSections } from '../../components/profile/profile';
import { consultantProfile } from '../../../data/consultant-profile';
import './consultant-profile.css';

/** The consultant neurologist's static profile (/{name}). */
export function ConsultantProfilePage() {
  return (
    <article className="profile container">
      <ProfileHeader profile={consultantProfile} />
      <ProfileSections profile={consultantProfile} idPrefix="profile" />
      <p className="profile__research">
        <Link className="button button--outline" to="/research">
          Our research
        </Link>
      </p>
    </article>
  );
}
