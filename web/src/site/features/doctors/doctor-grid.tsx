import type { Doctor } from '../../../lib/api';
import { PartlyEnglishNote } from '../../components/partly-english/partly-english-note';
import { useLastShown } from '../../components/site-dialog/use-last-shown';
import { DoctorCard } from './doctor-card';
import { DoctorDialog } from './doctor-dialog';
import { useDoctorAddress } from './use-doctor-address';
import './doctors.css';

/**
 * A grid of doctor cards sharing one profile dialog, which the address names (`?doctor=ID`, see
 * useDoctorAddress). Served, each card's "View Profile" is a link to that address and the page
 * comes back with the profile laid over it; the script opens the same address in the dialog.
 * `leadPhoto`: the first card's photo is the page's lead picture.
 */
export function DoctorGrid({
  doctors,
  leadPhoto = false,
  stripOnPhone = false,
}: {
  doctors: readonly Doctor[];
  leadPhoto?: boolean;
  /** One swipeable row on a phone instead of a column of full-width cards (the home page's introduction). */
  stripOnPhone?: boolean;
}) {
  const address = useDoctorAddress(doctors);
  const { open } = address;
  const shown = useLastShown(open);
  return (
    <>
      <ul className={stripOnPhone ? 'doctor-grid doctor-grid--strip' : 'doctor-grid'}>
        {doctors.map((doctor, index) => (
          <li key={doctor.id}>
            <DoctorCard
              doctor={doctor}
              profileHref={address.hrefOf(doctor)}
              onOpen={() => address.show(doctor)}
              photoPriority={leadPhoto && index === 0}
            />
          </li>
        ))}
      </ul>
      <PartlyEnglishNote records={doctors} />
      {shown && (
        <DoctorDialog
          doctor={shown}
          open={open !== null}
          onClose={address.close}
          servedOpen={open !== null}
          closeHref={address.listHref}
        />
      )}
    </>
  );
}
