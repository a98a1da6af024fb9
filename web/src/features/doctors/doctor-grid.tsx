import { useState } from 'react';
import { useLinkedItem } from '../../components/page/use-linked-item';
import type { Doctor } from '../../lib/api';
import { DoctorCard } from './doctor-card';
import { DoctorDialog } from './doctor-dialog';
import './doctors.css';

/** A grid of doctor cards sharing one profile dialog; `?doctor=ID` opens that doctor's (a shared link, the panel's preview). */
export function DoctorGrid({ doctors }: { doctors: readonly Doctor[] }) {
  const [open, setOpen] = useState<Doctor | null>(null);
  useLinkedItem('doctor', doctors, (doctor) => doctor.id, setOpen);
  return (
    <>
      <ul className="doctor-grid">
        {doctors.map((doctor) => (
          <li key={doctor.id}>
            <DoctorCard doctor={doctor} onOpen={() => setOpen(doctor)} />
          </li>
        ))}
      </ul>
      <DoctorDialog doctor={open} onClose={() => setOpen(null)} />
    </>
  );
}
