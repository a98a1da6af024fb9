import { SiteDialog, type SiteDialogProps } from '../../components/site-dialog/site-dialog';
import { Image } from '../../../components/image/image';
import { OpdHours } from '../../components/opd-hours/opd-hours';
import type { Doctor } from '../../../lib/api';
import { DoctorToday } from '../../components/today/doctor-today';
import { doctorAbout, photoOf } from './doctor-list';
import { useFallbackLang, useLocalizedPath, useText } from '../../../lib/i18n';
import { ConditionsTreated, treatedByDoctor } from '../../components/conditions-treated/conditions-treated';

/** The profile: photo, designation, about (or details), OPD hours and the way to an appointment. */
function DoctorProfile({ doctor }: { doctor: Doctor }) {
  const text = useText();
  const langOf = useFallbackLang();
  const localized = useLocalizedPath();
  return (
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
        <DoctorToday doctor={doctor} />
        <p className="doctor-dialog__about" lang={langOf(doctorAbout(doctor))}>
          {doctorAbout(doctor)}
        </p>
        <OpdHours doctor={doctor} />
        <ConditionsTreated title={text('doctors.conditions')} treats={treatedByDoctor(doctor.id)} headingLevel="h3" />
        {(doctor.opd ?? []).length > 0 && (
          <p>
            <a className="button" href={localized(`/appointment?doctor=${doctor.id}`)}>
              {text('doctors.requestAppointment')}
            </a>
          </p>
        )}
      </div>
    </div>
  );
}

type DoctorDialogProps = { doctor: Doctor } & Omit<SiteDialogProps, 'id' | 'title' | 'children'>;

/** A doctor's profile in a dialog titled with the name: served open at the profile's address (`?doctor=3`). */
export function DoctorDialog({ doctor, ...dialog }: DoctorDialogProps) {
  return (
    <SiteDialog id={`doctor-${doctor.id}`} title={doctor.name} {...dialog}>
      <DoctorProfile doctor={doctor} />
    </SiteDialog>
  );
}
