import { Dialog } from '../../../components/dialog/dialog';
import { Image } from '../../../components/image/image';
import { OpdHours } from '../../components/opd-hours/opd-hours';
import type { Doctor } from '../../../lib/api';
import { doctorAbout, photoOf } from './doctor-list';

/** A doctor's profile in a dialog: photo, name, designation, about (or details), OPD hours and registration. */
export function DoctorDialog({ doctor, onClose }: { doctor: Doctor | null; onClose: () => void }) {
  return (
    <Dialog open={doctor !== null} onClose={onClose} title={doctor?.name ?? ''}>
      {doctor && (
        <div className="doctor-dialog">
          <Image className="doctor-dialog__photo" {...photoOf(doctor)} sizes="220px" />
          <div>
            <p className="doctor-dialog__designation">{doctor.designation}</p>
            <p className="doctor-dialog__about">{doctorAbout(doctor)}</p>
            <OpdHours doctor={doctor} />
            {(doctor.opd ?? []).length > 0 && (
              <p>
                <a className="button" href={`/appointment?doctor=${doctor.id}`}>
                  Request an appointment
                </a>
              </p>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
