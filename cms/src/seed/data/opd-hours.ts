import type { OpdSession } from '@hospital/contract';

const MAIN = 'Salt Lake, Kolkata';
const BRANCH = 'Siliguri';

const session = (day: OpdSession['day'], start: string, end: string, branch = MAIN): OpdSession => ({
  day,
  start,
  end,
  branch,
});

/**
 * Each demo doctor's registration number and weekly OPD hours, by name. The numbers say DEMO so
 * the demo never shows a real doctor's registration.
 */
export const demoOpd: Readonly<Record<string, { registration_no: string; opd: OpdSession[] }>> = {
  'Dr. Subhajit Mukherjee': {
    registration_no: 'WBMC DEMO-48213',
    opd: [
      session('monday', '10:00', '13:00'),
      session('thursday', '17:00', '20:00'),
      session('saturday', '10:00', '13:00', BRANCH),
    ],
  },
  'Dr. Arindam Chatterjee': {
    registration_no: 'WBMC DEMO-39107',
    opd: [session('tuesday', '11:00', '14:00'), session('friday', '11:00', '14:00')],
  },
  'Dr. Ananya Bhattacharya': {
    registration_no: 'NMC DEMO-77120',
    opd: [session('monday', '16:00', '19:00'), session('wednesday', '10:00', '13:00')],
  },
  'Dr. Sunita Mohanty': {
    registration_no: 'OMC DEMO-20544',
    opd: [
      session('tuesday', '09:30', '12:30'),
      session('thursday', '09:30', '12:30'),
      session('friday', '15:00', '18:00', BRANCH),
    ],
  },
  'Dr. Rajesh Kumar Sinha': {
    registration_no: 'WBMC DEMO-51876',
    opd: [session('wednesday', '15:00', '18:00'), session('saturday', '09:00', '12:00')],
  },
  'Dr. Moumita Das': {
    registration_no: 'WBMC DEMO-60231',
    opd: [session('monday', '09:00', '12:00'), session('thursday', '14:00', '17:00')],
  },
  'Dr. Sourav Ghosh': { registration_no: 'WBMC DEMO-70412', opd: [] },
  'Dr. Priyanka Borah': { registration_no: 'AMC DEMO-11839', opd: [] },
  'Dr. Debashis Nayak': { registration_no: 'OMC DEMO-30985', opd: [] },
};
