import { CONTENT_TYPES } from '../content-types';
import { oldestFirst, type SeedContext } from '../context';
import { doctors } from '../data/doctors';
import { demoOpd } from '../data/opd-hours';

/**
 * Doctors and medical officers, each with a generated portrait, a registration number and OPD
 * hours (consultants only); social links only where the data has them.
 */
export async function seedDoctors(seed: SeedContext): Promise<Record<string, number>> {
  for (const doctor of oldestFirst(doctors)) {
    await seed.create(CONTENT_TYPES.doctor, {
      name: doctor.name,
      designation: doctor.designation,
      specialty: doctor.specialty,
      about: doctor.about,
      details: doctor.details ?? null,
      registration_no: demoOpd[doctor.name]?.registration_no ?? null,
      opd: demoOpd[doctor.name]?.opd ?? [],
      type: doctor.type,
      is_active: true,
      ...doctor.social,
      image: await seed.portrait(doctor.name, doctor.palette, doctor.designation),
    });
  }
  return {
    doctors: doctors.filter((doctor) => doctor.type === 'doctor').length,
    medicalOfficers: doctors.filter((doctor) => doctor.type === 'medical_officer').length,
  };
}
