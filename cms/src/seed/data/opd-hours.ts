import type { OpdSession } from '@hospital/contract';

const MAIN = 'Salt Lake, Kolkata';
const BRANCH = 'Siliguri';

/**
 * A doctor's registration and weekly sessions, each written as the desk says it: 'monday
 * 10:00-13:00', or with ' Siliguri' after it for the branch (the main campus otherwise).
 */
const doctorOpd = (registration_no: string, ...sessions: string[]) => ({
  registration_no,
  opd: sessions.map((written): OpdSession => {
    const [day, hours = '', branch] = written.split(' ');
    const [start = '', end = ''] = hours.split('-');
    return { day: day as OpdSession['day'], start, end, branch: branch ?? MAIN };
  }),
});

/** A doctor whose every session is booked online, `places` patients a session date (issue 41). */
const bookedOnline = (doctor: ReturnType<typeof doctorOpd>, places: number) => ({
  ...doctor,
  opd: doctor.opd.map((session) => ({ ...session, places })),
});

/**
 * Each demo doctor's registration number and weekly OPD hours, by name. Two of them are booked
 * online (their sessions have places); the others are asked for by request, as before. The numbers say DEMO so
 * the demo never shows a real doctor's registration.
 */
export const demoOpd: Readonly<Record<string, { registration_no: string; opd: OpdSession[] }>> = {
  'Dr. Subhajit Mukherjee': doctorOpd(
    'WBMC DEMO-48213',
    'monday 10:00-13:00',
    'thursday 17:00-20:00',
    `saturday 10:00-13:00 ${BRANCH}`,
  ),
  'Dr. Arindam Chatterjee': bookedOnline(doctorOpd('WBMC DEMO-39107', 'tuesday 11:00-14:00', 'friday 11:00-14:00'), 20),
  'Dr. Ananya Bhattacharya': doctorOpd('NMC DEMO-77120', 'monday 16:00-19:00', 'wednesday 10:00-13:00'),
  'Dr. Sunita Mohanty': doctorOpd(
    'OMC DEMO-20544',
    'tuesday 09:30-12:30',
    'thursday 09:30-12:30',
    `friday 15:00-18:00 ${BRANCH}`,
  ),
  'Dr. Rajesh Kumar Sinha': doctorOpd('WBMC DEMO-51876', 'wednesday 15:00-18:00', 'saturday 09:00-12:00'),
  'Dr. Moumita Das': bookedOnline(doctorOpd('WBMC DEMO-60231', 'monday 09:00-12:00', 'thursday 14:00-17:00'), 24),
  'Dr. Sourav Ghosh': doctorOpd('WBMC DEMO-70412'),
  'Dr. Priyanka Borah': doctorOpd('AMC DEMO-11839'),
  'Dr. Debashis Nayak': doctorOpd('OMC DEMO-30985'),
};
