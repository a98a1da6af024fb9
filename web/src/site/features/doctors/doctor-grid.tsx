import { useState } from 'react';
import { useLinkedItem } from '../../components/page/use-linked-item';
import type { Doctor } from '../../../lib/api';
import { DoctorCard } from './doctor-card';
import { DoctorDialog } from './doctor-dialog';
import './doctors.css';

/**
 * A grid of doctor cards sharing one profile dialog; `?doctor=ID` opens that doctor's (a shared
 * link, the panel's preview). `leadPhoto`: the first card's photo is the page's lead picture.
 */
export function DoctorGrid({ doctors, leadPhoto = false }: { doctors: readonly Doctor[]; leadPhoto?: boolean }) {
  const [open, setOpen] = useState<Doctor | null>(null);
  useLinkedItem('doctor', doctors, (doctor) => doctor.id, setOpen);
  return (
    <>
      <ul className="doctor-grid">
        {doctors.map((doctor, index) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} onOpen={() => setOpen(doctor)} photoPriority={leadPhoto && index === 0} />
          </li>
        ))}
      </ul>
      <DoctorDialog doctor={open} onClose={() => setOpen(null)} />
    </>
  );
}
