import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Doctor } from '../../../lib/api';
import { useLocalizedPath } from '../../../lib/i18n';

/** The query parameter that names the open profile: `/doctors?doctor=3` (a shared link, the panel's preview). */
export const DOCTOR_PARAM = 'doctor';

/** Marks a history entry this page pushed for a profile, so closing it can step back instead of adding another. */
interface ProfileEntryState {
  doctorProfile: true;
}

const pushedHere = (state: unknown) => (state as Partial<ProfileEntryState> | null)?.doctorProfile === true;

/**
 * The open doctor's profile lives in the address: opening a card adds `?doctor=ID` (keeping the
 * finder's `q` and `specialty`), so the profile can be shared and Back closes it; closing returns
 * to the list's address. The doctor comes from `doctors`, so a grid opens only its own people.
 */
export function useDoctorAddress(doctors: readonly Doctor[]) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const wanted = params.get(DOCTOR_PARAM);
  const open = wanted === null ? null : (doctors.find((doctor) => String(doctor.id) === wanted) ?? null);

  const withDoctor = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete(DOCTOR_PARAM);
    else next.set(DOCTOR_PARAM, String(id));
    return next;
  };

  return {
    open,
    /** The profile's address relative to the page, for the card's link (followed as such without the script). */
    hrefOf: (doctor: Doctor) => `?${withDoctor(doctor.id).toString()}`,
    /** The list's own address, where the served profile's close link leads. */
    listHref: `${localized(location.pathname)}${withDoctor(null).size > 0 ? `?${withDoctor(null).toString()}` : ''}`,
    show: (doctor: Doctor) =>
      setParams(withDoctor(doctor.id), {
        preventScrollReset: true,
        state: { doctorProfile: true } satisfies ProfileEntryState,
      }),
    close: () => {
      // Opened here: Back is the same step, so the entry goes rather than piling up. Arrived with
      // the profile's address: the list's address replaces it.
      if (pushedHere(location.state)) navigate(-1);
      else setParams(withDoctor(null), { replace: true, preventScrollReset: true });
    },
  };
}
