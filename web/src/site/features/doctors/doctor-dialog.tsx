import { Dialog } from '../../../components/dialog/dialog';
import { Image } from '../../../components/image/image';
import { OpdHours } from '../../components/opd-hours/opd-hours';
import type { Doctor } from '../../../lib/api';
import { doctorAbout, photoOf } from './doctor-list';
import { useFallbackLang, useLocalizedPath, useText } from '../../../lib/i18n';

/** A doctor's profile in a dialog: photo, name, designation, about (or details), OPD hours and registration. */
export function DoctorDialog({ doctor, onClose }: { doctor: Doctor | null; onClose: () => void }) {
  const text = useText();
  const langOf = useFallbackLang();
  const localized = useLocalizedPath();
  return (
    <Dialog open={doctor !== null} onClose={onClose} title={doctor?.name ?? ''}>
      {doctor && (
        <div className="doctor-dialog">
          <Image
            className="doctor-dialog__photo"
            {...photoOf(doctor, text('doctors.photoOf', { name: doctor.name }))}
            sizes="220px"
          />
          <div>
            <p className="doctor-dialog__designation" lang={langOf(doctor.designation)}>
              {doctor.designation}
            </p>
            <p className="doctor-dialog__about" lang={langOf(doctorAbout(doctor))}>
              {doctorAbout(doctor)}
            </p>
            <OpdHours doctor={doctor} />
            {(doctor.opd ?? []).length > 0 && (
              <p>
                <a className="button" href={localized(`/appointment?doctor=${doctor.id}`)}>
                  {text('doctors.requestAppointment')}
                </a>
              </p>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
