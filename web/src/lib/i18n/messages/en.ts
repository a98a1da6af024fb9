/**
 * The public site's interface words in English, as ICU messages (`{count, plural, ...}`). The
 * specification's texts are here exactly as it writes them. Bengali and Hindi have every key of
 * this catalogue and of its parts (bn.ts and bn-*.ts, hi.ts and hi-*.ts); a test checks it, and
 * that every message parses.
 */
import type { enEmergency } from './en-emergency';
import type { enForm } from './en-form';
import type { enPages } from './en-pages';
import type { enRefusals } from './en-refusals';
import type { enRequests } from './en-requests';

export const en = {
  // The frame of every page
  'layout.skipLink': 'Skip to main content',
  'layout.loading': 'Loading...',
  'header.tagline': 'Neurology · Neurosurgery · Neuro Critical Care',
  'header.homePage': ', home page',
  'header.emergency': 'Emergency',
  'header.opensInNewTab': ' (opens in a new tab)',
  'header.languages': 'Language',
  'header.search': 'Search',
  'header.searchLabel': 'Search this site',
  'header.searchButton': 'Search',
  'nav.label': 'Main',
  'nav.menu': 'Menu',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.department': 'Department',
  'nav.neurology': 'Neurology',
  'nav.neurosurgery': 'Neurosurgery',
  'nav.neuropsychiatry': 'Neuropsychiatry',
  'nav.neuroCriticalCare': 'Neuro-Critical care',
  'nav.neuroRehabilitation': 'Neuro rehabilitation',
  'nav.facilities': 'Facilities',
  'nav.services': 'Services',
  'nav.doctors': 'Doctors',
  'nav.doctorsAndOfficers': 'Doctors & Medical Officers',
  'nav.newsAndEvents': 'News & Events',
  'nav.appreciation': 'Appreciation',
  'nav.blogs': 'Blogs',
  'nav.videos': 'Videos',
  'nav.reviewVideos': 'Review Videos',
  'nav.more': 'More',
  'nav.directorsDesk': "Director's Desk",
  'nav.contactUs': 'Contact Us',

  // The footer
  'footer.landline': 'Landline:',
  'footer.emergencyLink': 'Emergency: stroke signs and what to do',
  'footer.usefulLinks': 'Useful Links',
  'footer.feedback': 'Feedback and complaints',
  'footer.accessibility': 'Accessibility statement',
  'footer.schemes': 'Schemes and insurance',
  'footer.conditions': 'Conditions A–Z (health library)',
  'footer.careers': 'Careers',
  'footer.hr': 'HR:',
  'footer.facilities': 'Facilities',
  'footer.followUs': 'Follow us',
  'footer.opensInNewTab': '{name} (opens in a new tab)',
  'footer.websiteBy': 'Website by',
  'footer.backToTop': 'Back to top',
  'footer.facility.opd': 'OPD',
  'footer.facility.neuroIcu': 'Neuro ICU',
  'footer.facility.neuroOt': 'Neuro OT',
  'footer.facility.neuroRehabilitation': 'Neuro Rehabilitation',
  'footer.facility.pharmacy': 'Pharmacy',
  'footer.facility.pathologyLab': 'Pathology Lab',
  'footer.facility.radiology': 'Radiology',
  'footer.facility.cafeteria': 'Cafeteria',
  'footer.facility.conferenceRoom': 'Conference Room',
  'footer.facility.nursing': 'Nursing',
  'footer.facility.executiveTeam': 'Executive Team',
  'footer.facility.paramedicalTeam': 'Paramedical Team',
  'chat.link': 'Chat with us on {app} (opens in a new tab)',

  // The 24x7 strip
  'strip.title': '24x7 Neuro Critical Care',
  'strip.text': 'Stroke, head injury or seizure? Our emergency team is ready at every hour, every day.',
  'strip.call': 'Call {number}',
  'strip.guide': 'Stroke signs and what to do',

  // Today at the hospital: the desk's word on leave, late or closed OPDs and the emergency department
  'today.title': 'Today at the hospital',
  'today.doctorStatus': 'Today: {name}',
  'today.onLeaveUntil': 'On leave until {date}',
  'today.onLeaveFromTo': 'On leave from {from} to {to}',
  'today.runningLate': 'OPD today running {minutes, number} min late',
  'today.closedToday': 'OPD closed today',
  'today.sessionClosedToday': 'OPD at {time} closed today',
  'today.closedOn': 'OPD closed on {date}',
  'today.sessionClosedOn': 'OPD at {time} closed on {date}',
  'today.allOpdClosedToday': 'All OPDs closed today',
  'today.allOpdClosedOn': 'All OPDs closed on {date}',
  'today.emergency.busy': 'The emergency department is very busy',
  'today.emergency.diverting': 'The emergency department is sending ambulances to other hospitals',

  // /contact
  'contact.title': 'Contact Us',
  'contact.description': 'Call, write or visit the hospital in Kolkata or Siliguri; for an emergency we are open 24x7.',
  'contact.lead': 'For an emergency, come straight to the hospital or call us: we are open 24x7.',
  'contact.otherWays': 'Other ways to reach us',
  'contact.hospital': 'Hospital',
  'contact.landline': 'Landline',
  'contact.email': 'E-mail',
  'contact.sectionTitle': 'Get in Touch',
  'contact.sectionLead': 'Call, write or visit us. For an emergency, come straight to the hospital.',
  'contact.sendQuery': 'Send us your query',
  'contact.mapTitle': 'Map showing the location of {hospital}',

  // /doctors
  'doctors.title': 'Doctors & Medical Officers',
  'doctors.description': "Meet the hospital's neurologists, neurosurgeons and medical officers.",
  'doctors.ourDoctors': 'Our Doctors',
  'doctors.medicalOfficers': 'Medical Officers',
  'doctors.noMatch': 'No doctor matches your search.',
  'doctors.showAll': 'Show all doctors',
  'doctors.showing': 'Showing {shown, number} of {total, number}.',
  'doctors.find': 'Find a doctor',
  'doctors.name': "Doctor's name",
  'doctors.specialty': 'Specialty',
  'doctors.allSpecialties': 'All specialties',
  'doctors.findButton': 'Find',
  'doctors.photoOf': 'Photo of {name}',
  'doctors.onSocialMedia': '{name} on social media',
  'doctors.requestAppointment': 'Request an appointment',
  'doctors.conditions': 'Conditions treated',
  'doctors.withDoctor': ' with {name}',
  'doctors.viewProfile': 'View profile',
  'doctors.ofDoctor': ' of {name}',
  'specialty.neurology': 'Neurology',
  'specialty.neurosurgery': 'Neurosurgery',
  'specialty.neuro_critical_care': 'Neuro critical care',
  'specialty.neuro_rehabilitation': 'Neuro rehabilitation',
  'specialty.paediatric_neurology': 'Paediatric neurology',

  // The home page
  'home.welcome': 'Welcome',
  'home.aboutUs': 'About us',
  'home.loadingImage': 'Loading image...',
  'home.loadingContent': 'Loading content...',
  'home.learnMore': 'Learn More',
  'home.facilitiesTitle': 'Our Facilities',
  'home.facilitiesLead':
    'Everything a patient with a brain, spine or nerve problem needs, in one building and at every hour.',
  'home.neurologyTitle': 'Neurology Divisions',
  'home.neurologyLead':
    'Specialist units for every neurological condition, each led by neurologists trained in that field.',
  'home.neurosurgeryTitle': 'Neurosurgery',
  'home.neurosurgeryLead':
    'Brain, spine and trauma surgery with modern theatres and a dedicated neuro-anaesthesia team.',
  'home.doctorsLead': 'Neurologists, neurosurgeons and intensivists who work together on every patient.',
  'home.meetAllDoctors': 'Meet all our doctors',
  'home.reviewsTitle': 'What Our Patients Say',
  'home.reviews': 'Reviews',
  'home.reviewOf': 'Review {number} of {total}: {name}',
  'home.playReviews': 'Play reviews',
  'home.pauseReviews': 'Pause reviews',
  'home.whyTitle': 'Why Choose Us',
  'home.whyLead': 'Complete neurosciences care, whether you live next door or in another country.',
  // The home page's tab lists and dialogs, also on their own pages
  'home.neurologyTabs': 'Neurology divisions',
  'home.neurosurgeryTabs': 'Neurosurgery services',
  'home.aboutTopic': ' about {name}',
  'dialog.close': 'Close',
  'image.none': 'No Image',

  // OPD hours on a doctor's card
  'opd.title': 'OPD hours',
  'opd.registration': 'Registration no. {number}',
  'opd.hprId': 'HPR ID {number}',
  'opd.verifyHpr': 'Check on the national register',
  'opd.verifyHprHint': 'Search for this ID on the Healthcare Professionals Registry (opens in a new tab)',

  // The hospital's registrations, in the footer and on About
  'registrations.title': 'Registrations',
  'registrations.licence': 'Clinical establishment licence (West Bengal)',
  'registrations.hfr': 'ABDM facility ID (HFR)',
  'registrations.verifyHfr': 'Check on the Health Facility Registry',
  'registrations.verifyHfrHint': 'Search for this ID on the Health Facility Registry (opens in a new tab)',
  'registrations.accreditation': 'Accreditation',
  'registrations.certificate': 'certificate {number}',
  'registrations.validUntil': 'valid until {date}',
  'registrations.example': '(example, not a real registration)',

  // The payment-fraud notice, on Package rates, Estimate and the booking page
  'paymentNotice.title': 'How we ask for payment',
  'opd.session': '{day}, {start} to {end}, {branch}',
  // The hospital's places, as OPD sessions name them (lib/opd-hours.ts, BRANCH_NAMES)
  'opd.branch.saltLake': 'Salt Lake, Kolkata',
  'opd.branch.siliguri': 'Siliguri',

  // Under a Bengali or Hindi section whose content is partly still English (never shown in English)
  'content.partlyEnglish': 'Part of this is not translated yet, so it is shown in English.',

  // A page whose code is gone after a deploy
  'routeError.title': 'This page needs a reload',
  'routeError.text':
    'The site was updated while this page was open, and part of it could not be loaded. Reloading the page brings the latest version.',
  'routeError.reload': 'Reload the page',

  // Not found
  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
  'notFound.home': 'Go to the home page',
  'notFound.contact': 'Contact us',

  // A form posted without JavaScript that the hospital's server could not pass on
  'served.unreachable': "We could not reach the hospital's server; please try again in a moment, or call us.",
  // It answered too late: the request may have been stored, and sending it again is safe (the CMS
  // answers a repeat with the first request's reference instead of storing it twice).
  'served.timedOut':
    "The hospital's server did not answer in time, but your request may still have arrived. Send the form again: if it did arrive, you will see its reference number and it will not be stored twice. Or call us.",

  // The head of pages without their own description
  'site.description':
    'Neurosciences hospital in eastern India: neurology, neurosurgery, neuro critical care and rehabilitation under one roof.',
} as const;

/**
 * Every interface word of the site: the frame's and the home page's (above, with every page), and
 * the words of pages a visitor may never open, which come with those pages' own code (en-*.ts).
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof enEmergency
  | keyof typeof enForm
  | keyof typeof enRequests
  | keyof typeof enPages
  | keyof typeof enRefusals;
/** A translation: every key of the English catalogue, each an ICU message. */
export type Messages = Readonly<Record<MessageKey, string>>;
