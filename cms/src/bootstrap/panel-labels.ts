/**
 * What Strapi's panel calls each field, in the hospital's words, with a one-line description of
 * where the site shows it; which columns the list views show; and how the edit forms are grouped
 * (rows of field names; each row shares the form's width). Applied by panel-layouts.ts.
 */

export interface FieldWords {
  label: string;
  description: string;
}

export interface PanelLayout {
  /** The field the panel names an entry by (relations, breadcrumbs). */
  mainField: string;
  /** List view columns, after the id. */
  list: readonly string[];
  /** Edit form rows. */
  edit: ReadonlyArray<readonly string[]>;
  fields: Record<string, FieldWords>;
}

const words = (label: string, description: string): FieldWords => ({ label, description });

const ALT_HINT =
  'In the Media Library, fill in its "Alternative text": the site reads it to visitors who cannot see the picture.';

const picture = (where: string): FieldWords => ({ label: 'Picture', description: `${where}. ${ALT_HINT}` });
const gallery = (where: string): FieldWords => ({ label: 'More pictures', description: `${where}. ${ALT_HINT}` });

const topic = (what: string, page: string, galleryTitle: string): PanelLayout => ({
  mainField: 'heading',
  list: ['heading', 'image', 'updatedAt'],
  edit: [['heading'], ['content'], ['image', 'gallery']],
  fields: {
    heading: { label: 'Name', description: `The ${what}'s name: its tab and the title of ${page}` },
    content: { label: 'Text', description: 'What the tab and the page say. Separate paragraphs with an empty line' },
    image: picture(`Shown beside the text on the tab and on ${page}`),
    gallery: gallery(`The row under "${galleryTitle}" on ${page}; leave empty for none`),
  },
});

/** A title, its text and one picture (the two about blocks, a news item), named by its title. */
const titledText = (
  [title, text, image]: [title: string, text: string, image: string],
  list: readonly string[] = ['title', 'image', 'updatedAt'],
): PanelLayout => ({
  mainField: 'title',
  list,
  edit: [['title'], ['description'], ['image']],
  fields: { title: words('Title', title), description: words('Text', text), image: picture(image) },
});

const phone = (label: string, where: string): FieldWords => ({
  label,
  description: `${where}. Write it as visitors should read it, e.g. +91 90070 41234 or 033 4012 3456`,
});
const social = (network: string): FieldWords => ({
  label: `${network} page`,
  description: `Full address (https://...) of the hospital's ${network} page; leave empty to hide its icon in the footer`,
});

export const PANEL_LAYOUTS: Record<string, PanelLayout> = {
  'api::banner.banner': {
    mainField: 'main_heading',
    list: ['main_heading', 'banner_image', 'updatedAt'],
    edit: [['main_heading', 'sub_heading'], ['banner_image']],
    fields: {
      main_heading: words('Main heading', 'The large text on the home page banner'),
      sub_heading: words('Sub heading', 'The smaller line under the main heading on the home page banner'),
      banner_image: picture('The wide picture behind the home page banner (about 1920 × 600)'),
    },
  },
  'api::home-about.home-about': titledText([
    "The first lines of the home page's about section (cut after 55 words)",
    'The about section\'s text on the home page (cut after 70 words, "Learn More" opens the rest)',
    "Shown beside the home page's about section",
  ]),
  'api::about.about': titledText([
    'The heading of the About page',
    "The About page's text. Separate paragraphs with an empty line",
    "Shown beside the About page's text",
  ]),
  'api::doctor.doctor': {
    mainField: 'name',
    list: ['name', 'designation', 'specialty', 'type', 'image', 'is_active', 'updatedAt'],
    edit: [
      ['name', 'designation'],
      ['specialty', 'registration_no'],
      ['hpr_id'],
      ['type', 'is_active'],
      ['about'],
      ['details'],
      ['opd'],
      ['image'],
      ['twitter', 'fb'],
      ['insta', 'linkedin'],
    ],
    fields: {
      name: words('Name', "As shown on the doctor's card, e.g. Dr. Sunita Mohanty"),
      specialty: words('Specialty', "The doctor's field, by which visitors find doctors on the Doctors page"),
      designation: words('Designation', 'Role and qualifications under the name on the card'),
      registration_no: words(
        'Registration number',
        'State medical council or NMC registration, as the certificate shows it (e.g. WBMC 61234); shown on the card and in the dialog',
      ),
      hpr_id: words(
        'HPR ID',
        "The doctor's Healthcare Professional ID on the national register (HPR): its 14 digits, no spaces or dashes. Shown beside the registration number with a link to check it; leave empty if the doctor has none",
      ),
      opd: words(
        'OPD hours',
        'One entry per weekly session: day, start and end (24-hour HH:MM, e.g. 09:30 and 13:00), branch, and places (1 to 300: how many patients can book each date online; empty: asked for by an appointment request). Shown on the card, in the dialog, and offered on the booking and appointment pages',
      ),
      about: words('About', "The short introduction on the card and at the top of the doctor's dialog"),
      details: words('Details', "The longer text in the doctor's dialog (training, interests, experience)"),
      image: picture("The doctor's photo on the card and in the dialog"),
      twitter: words('X (Twitter) page', "Full address (https://...) of the doctor's X profile; leave empty for none"),
      fb: words('Facebook page', "Full address (https://...) of the doctor's Facebook profile; leave empty for none"),
      insta: words(
        'Instagram page',
        "Full address (https://...) of the doctor's Instagram profile; leave empty for none",
      ),
      linkedin: words(
        'LinkedIn page',
        "Full address (https://...) of the doctor's LinkedIn profile; leave empty for none",
      ),
      type: words('Listed as', 'doctor: under Doctors; medical_officer: under Medical Officers on the Doctors page'),
      is_active: words('Shown on the site', 'Untick to hide the doctor from the site without deleting them'),
    },
  },
  'api::news-item.news-item': titledText(
    [
      "The news item's heading on its card and in its dialog",
      "The news item's text (three lines on the card, all of it in the dialog)",
      "The news item's picture on its card and in its dialog",
    ],
    ['title', 'image', 'createdAt', 'updatedAt'],
  ),
  'api::event.event': {
    mainField: 'title',
    list: ['title', 'main_image', 'createdAt', 'updatedAt'],
    edit: [['title'], ['description'], ['main_image'], ['images']],
    fields: {
      title: words('Title', "The event's heading on its card and in its dialog"),
      description: words('Text', 'What happened (three lines on the card, all of it in the dialog)'),
      main_image: picture("The event's main picture on its card"),
      images: gallery("The event's photo gallery in its dialog"),
    },
  },
  'api::content-entry.content-entry': {
    mainField: 'title',
    list: ['title', 'type', 'image', 'createdAt', 'updatedAt'],
    edit: [['type', 'title'], ['description'], ['image', 'link']],
    fields: {
      type: words('Kind', 'blog: the Blogs page; video: Videos; review_video: Review Videos'),
      title: words('Title', 'The heading of the blog post or video card'),
      description: words('Text', "The blog post's text, or a line about the video"),
      image: picture("A blog post's picture (videos use their own thumbnail)"),
      link: words('Video link', 'For videos and review videos: the YouTube address (https://...)'),
    },
  },
  'api::service.service': {
    mainField: 'heading',
    list: ['heading', 'image', 'updatedAt'],
    edit: [['heading'], ['content'], ['image', 'gallery']],
    fields: {
      heading: words('Name', "The service's name in the Services list and on its page"),
      content: words('Text', "What the service's page says"),
      image: picture("Shown on the service's card and page"),
      gallery: gallery('The row under "More From This Service" on its page'),
    },
  },
  'api::contact-request.contact-request': {
    mainField: 'name',
    list: ['reference', 'type', 'name', 'phone', 'status', 'handled_by', 'createdAt'],
    edit: [
      ['reference', 'status'],
      ['note'],
      ['handled_by', 'handled_at'],
      ['type', 'language'],
      ['doctor', 'preferred_date'],
      ['kind'],
      ['procedure', 'department'],
      ['passport_name', 'nationality', 'attendants'],
      ['name', 'phone'],
      ['email', 'gender', 'age'],
      ['message'],
    ],
    fields: {
      type: words(
        'Request type',
        'Which form the patient used: contact, an appointment request with a doctor, feedback, an estimate or a visa letter',
      ),
      procedure: words('Procedure', 'Estimate requests: the procedure the family asks the cost of'),
      department: words('Department', 'Estimate and visa requests: the department named'),
      passport_name: words('Name on passport', 'Visa requests: the patient as printed on the passport'),
      nationality: words('Nationality', "Visa requests: the patient's nationality"),
      attendants: words('Attendants', 'Visa requests: attendants travelling with the patient (0 to 2)'),
      language: words(
        'Language',
        'The language the patient wrote in (en English, bn Bengali, hi Hindi): call back in it',
      ),
      report_file: words('Report (private)', "The report's private file name; open it in the site's desk"),
      report_mime: words('Report type', 'PDF, JPEG or PNG, read from the file'),
      passport_no: words(
        'Passport number (sealed)',
        "Encrypted at rest; the site's desk shows it to an admin who opens the request",
      ),
      kind: words('Feedback', 'Feedback only: a compliment, a suggestion or a complaint'),
      doctor: words('Doctor', 'Appointment requests: the doctor the patient asked to see'),
      preferred_date: words(
        'Preferred date',
        'Appointment requests: the OPD day the patient asked for; the desk calls to confirm a time',
      ),
      reference: words('Reference', 'The number the patient was given to quote when they call'),
      status: words('Status', 'Where the request stands: change it as the desk works on it'),
      note: words('Desk note', 'For the patient desk only: what was agreed on the call'),
      call_log: words(
        'Call log',
        "The desk's calls, oldest first: who, when, how it went, what was said (kept by /admin)",
      ),
      handled_by: words('Handled by', 'The desk member who last changed the status or the note'),
      handled_at: words('Handled at', 'When the status or the note last changed'),
      name: words("Patient's name", "As typed in the site's contact form"),
      phone: words('Phone', 'The number to call back'),
      phone_digits: words(
        'Phone digits (for search)',
        "The phone number's digits only, kept by the CMS so the desk finds it however it is typed",
      ),
      email: words('E-mail', "Optional: the patient's e-mail address"),
      gender: words('Gender', 'Optional, as given in the form'),
      age: words('Age', 'Optional, in years'),
      message: words('Message', 'What the patient wrote'),
    },
  },
  'api::facility.facility': topic('facility', 'its page (/department/{id})', 'More From This Department'),
  'api::division.division': topic('division', 'its page (/division/{id})', 'More From This Division'),
  'api::neurosurgery-service.neurosurgery-service': topic('service', 'its Learn More window', 'More From This Service'),
  'api::director.director': {
    mainField: 'name',
    list: ['name', 'heading', 'photo', 'updatedAt'],
    edit: [['name', 'heading'], ['message'], ['photo']],
    fields: {
      name: words('Name', "As shown on the director's card on the Director's Desk page"),
      heading: words('Role', "The director's role on the board, under the name"),
      message: words('Message', "The director's message, opened from the card. Separate paragraphs with an empty line"),
      photo: picture("The director's photo on the card"),
    },
  },
  'api::review.review': {
    mainField: 'name',
    list: ['name', 'position', 'image', 'updatedAt'],
    edit: [['name', 'position'], ['feedback'], ['image']],
    fields: {
      name: words('Name', "Who wrote the review, shown under it in the home page's reviews"),
      position: words('Who they are', "E.g. Patient, Patient's son, Neurologist"),
      feedback: words('Review', 'What they said, shown in quotes'),
      image: picture('A small round photo above the review'),
    },
  },
  'api::site-setting.site-setting': {
    mainField: 'email',
    list: ['email', 'landline', 'updatedAt'],
    edit: [
      ['main_address'],
      ['main_mobile', 'landline'],
      ['hr_mobile', 'email'],
      ['grievance_officer_name'],
      ['grievance_officer_phone', 'grievance_officer_email'],
      ['branch_name'],
      ['branch_address'],
      ['branch_phone_1', 'branch_phone_2'],
      ['messaging_app_name', 'chat_greeting'],
      ['map_embed_url'],
      ['facebook', 'instagram'],
      ['x', 'linkedin'],
      ['youtube'],
      ['credit_label', 'credit_url'],
      ['licence_number', 'rates_attester_name'],
      ['demo_licence_and_attester'],
      ['hfr_id'],
      ['accreditation_body', 'accreditation_certificate_number'],
      ['accreditation_valid_until', 'demo_registrations'],
      ['payment_notice'],
    ],
    fields: {
      main_address: words('Hospital address', 'The main campus, one line per line: top bar, footer, contact section'),
      branch_name: words(
        'Branch name',
        'The heading of the branch in the footer and contact section, e.g. Siliguri Branch',
      ),
      branch_address: words('Branch address', 'The branch, one line per line: footer and contact section'),
      branch_phone_1: phone('Branch phone 1', "The branch's first number in the footer"),
      branch_phone_2: phone('Branch phone 2', "The branch's second number in the footer"),
      main_mobile: phone(
        'Main mobile',
        'In the top bar, footer, emergency strip and chat button; opens a messaging-app chat',
      ),
      hr_mobile: phone('HR mobile', 'Under Careers in the footer; opens a messaging-app chat'),
      landline: phone('Landline', 'In the footer and contact section; calls the hospital'),
      email: words('E-mail', 'The general enquiries address in the footer and contact section'),
      grievance_officer_name: words(
        'Grievance officer',
        'Who reviews a complaint the desk did not resolve, named on the feedback page with the number and e-mail below',
      ),
      grievance_officer_phone: phone('Grievance officer phone', 'Shown on the feedback page; calls the officer'),
      grievance_officer_email: words('Grievance officer e-mail', 'Shown on the feedback page'),
      messaging_app_name: words('Messaging app', 'The name shown beside the mobile numbers, e.g. WhatsApp'),
      chat_greeting: words('Chat greeting', 'The message already typed when a visitor presses the chat button'),
      map_embed_url: words(
        'Map address',
        "The embed address (https://...) of the map in the home page's contact section",
      ),
      facebook: social('Facebook'),
      instagram: social('Instagram'),
      x: social('X (Twitter)'),
      linkedin: social('LinkedIn'),
      youtube: social('YouTube'),
      credit_label: words(
        'Website credit',
        'Who built the site, at the foot of every page; leave empty to show no credit',
      ),
      credit_url: words('Website credit link', 'Their address (https://...)'),
      licence_number: words(
        'Clinical establishment licence',
        "The hospital's licence number under the West Bengal Clinical Establishments Act, named in the rate file (/rates.json)",
      ),
      rates_attester_name: words(
        'Rates attested by',
        'The senior official who attests that the rate file (/rates.json) is true, accurate and complete: name and post',
      ),
      demo_licence_and_attester: words(
        'Demo licence and attester',
        "On for the seeded example licence number and attester: the rate file then says they are not real; turn off once both are the hospital's own",
      ),
      hfr_id: words(
        'HFR facility ID',
        "The hospital's ID on ABDM's Health Facility Registry: IN followed by 10 capital letters or digits (12 characters). Shown in the footer, on About and to search engines",
      ),
      accreditation_body: words(
        'Accreditation',
        'Who accredited the hospital, e.g. NABH; shown in the footer and on About. Leave empty for none',
      ),
      accreditation_certificate_number: words(
        'Accreditation certificate number',
        'As printed on the certificate, so a patient can check it with the accrediting body',
      ),
      accreditation_valid_until: words(
        'Accreditation valid until',
        'The last day of the certificate; the site stops showing the accreditation after it',
      ),
      demo_registrations: words(
        'Demo HFR ID and accreditation',
        "On for the seeded example HFR ID and accreditation: the site then marks them as examples; turn off once both are the hospital's own",
      ),
      payment_notice: words(
        'Payment-fraud notice',
        'How the hospital asks for money and that staff never ask for an OTP: shown on Package rates, Estimate and the booking page, in each language',
      ),
    },
  },
  'api::package.package': {
    mainField: 'title',
    list: ['title', 'department', 'price_inr', 'valid_until', 'updatedAt'],
    edit: [['title', 'department'], ['price_inr', 'valid_until'], ['includes'], ['excludes'], ['demo_figure']],
    fields: {
      title: words('Package', 'The procedure or stay the rate covers, as /packages lists it'),
      department: words('Department', 'The department that gives it; /packages groups the rates under this name'),
      includes: words('What is included', 'One item a line, listed under the rate on /packages'),
      excludes: words('What is not included', 'One item a line, listed under the rate on /packages'),
      price_inr: words('Price (rupees)', 'Whole rupees, without commas; /packages writes ₹1,25,000'),
      valid_until: words('Valid until', 'The last day the rate holds; leave empty for no end date'),
      demo_figure: words(
        'Demo figure',
        'On for the seeded example rates: /packages then says they are not real; turn off for approved rates',
      ),
    },
  },
  'api::scheme.scheme': {
    mainField: 'name',
    list: ['name', 'kind', 'claim', 'as_of', 'demo_entry', 'updatedAt'],
    edit: [
      ['name', 'card_key'],
      ['kind', 'claim'],
      ['covers'],
      ['documents'],
      ['help_desk_phone', 'help_desk_email'],
      ['help_desk_hours', 'as_of'],
      ['demo_entry'],
    ],
    fields: {
      name: words(
        'Scheme or insurer',
        'As a patient reads it on the card: "CGHS", "Swasthya Sathi", "Star Health (through Medi Assist TPA)"',
      ),
      card_key: words(
        'Card finder key',
        'Short and stable, small letters, digits and hyphens ("cghs"): /schemes?card=cghs answers for this card. Keep it when the name changes',
      ),
      kind: words('Kind', "A government scheme, an insurer, a TPA (third-party administrator) or an employer's plan"),
      covers: words(
        'What it covers here',
        'What the card pays for at this hospital; paragraphs separated by a blank line',
      ),
      claim: words(
        'How it pays',
        'Cashless (the hospital bills the scheme), reimbursement (the patient pays and claims) or both',
      ),
      documents: words('Documents to bring', "One document a line, listed on /schemes and in the card finder's answer"),
      help_desk_phone: words('Help desk phone', "The insurance desk's number for this card, with its area code"),
      help_desk_email: words('Help desk e-mail', 'Optional'),
      help_desk_hours: words('Help desk hours', 'When the desk answers, e.g. "Monday to Saturday, 9 am to 6 pm"'),
      as_of: words(
        'As of',
        'The day these details were last confirmed with the scheme; /schemes shows it. Update it at every check',
      ),
      demo_entry: words(
        'Demo entry',
        'On for the seeded examples: /schemes then says they are not confirmed empanelments; turn off once confirmed',
      ),
    },
  },
  'api::condition.condition': {
    mainField: 'name',
    list: ['name', 'slug', 'urgent', 'reviewer_name', 'reviewed_on', 'updatedAt'],
    edit: [
      ['name', 'slug'],
      ['summary'],
      ['overview'],
      ['symptoms'],
      ['seek_care_now', 'urgent'],
      ['diagnosis_here'],
      ['treatment_here'],
      ['departments', 'doctors'],
      ['reviewer_name', 'reviewer_credentials'],
      ['reviewed_on'],
      ['references'],
    ],
    fields: {
      name: words(
        'Condition',
        'As patients know it, e.g. "Stroke" or "Slipped disc (lumbar disc herniation)": the title of its page and its line in the A–Z list',
      ),
      slug: words(
        'Page address',
        'The end of its address, /conditions/<this>: small letters a-z, digits and hyphens ("lumbar-disc-herniation"). Shared by every language; keep it once published, since links and search engines use it',
      ),
      summary: words('One-line summary', 'Shown under the name in the A–Z list (at most 200 characters)'),
      overview: words('Overview', 'What the condition is, in plain words. Separate paragraphs with an empty line'),
      symptoms: words('Symptoms', 'One symptom a line; the page lists them'),
      seek_care_now: words(
        'When to seek care now',
        'The warning signs that need a doctor now, one a line. Turn on "Urgent" when they mean an emergency',
      ),
      urgent: words(
        'Urgent',
        'On: the page opens this section with the emergency number and a link to the Emergency page',
      ),
      diagnosis_here: words(
        'How it is diagnosed here',
        'The tests and consultations at this hospital; paragraphs separated by an empty line',
      ),
      treatment_here: words(
        'How it is treated here',
        'The treatments this hospital offers; paragraphs separated by an empty line',
      ),
      departments: words(
        'Departments',
        'The departments (facilities) that treat it: the page links them, and their pages list it',
      ),
      doctors: words('Doctors', 'The doctors who treat it: the page links them, and their dialogs on /doctors list it'),
      reviewer_name: words(
        'Clinical reviewer',
        'The doctor who checked this text, e.g. Dr. Sunita Mohanty. Until a reviewer and a review date are both set, the page says "Awaiting clinical review"',
      ),
      reviewer_credentials: words(
        'Reviewer’s credentials',
        'Degrees and post, e.g. "MD, DM (Neurology); Consultant Neurologist"',
      ),
      reviewed_on: words(
        'Review date',
        'The day the reviewer last checked the text, in every language; shown on the page and to search engines',
      ),
      references: words(
        'References',
        'The sources the text rests on: each a title and its full web address (https://...)',
      ),
    },
  },
  'api::opd-booking.opd-booking': {
    mainField: 'reference',
    list: ['reference', 'doctor', 'date', 'start', 'token', 'status'],
    edit: [
      ['reference', 'status'],
      ['doctor', 'doctor_id'],
      ['date', 'start', 'end'],
      ['branch', 'token'],
      ['report_from', 'report_to'],
      ['name', 'phone'],
      ['phone_digits', 'email'],
      ['abha', 'language'],
      ['moves'],
    ],
    fields: {
      reference: words('Reference', 'The random reference the patient was given, e.g. BK-7KQ4-M2XD'),
      doctor: words('Doctor', 'The doctor whose OPD session is booked'),
      doctor_id: words('Doctor id', "The doctor's id as the site names it; kept if the doctor is removed"),
      date: words('Date', 'The session date, YYYY-MM-DD, at the hospital'),
      start: words('Session starts', 'The OPD session it holds a place in, by its start (HH:MM)'),
      end: words('Session ends', 'When the session ends (HH:MM)'),
      branch: words('Branch', 'Where the session is held'),
      token: words('Token', "The patient's place in the session's queue, 1 to its places"),
      report_from: words('Report from', 'When the patient was told to report at the OPD desk'),
      report_to: words('Report by', 'The end of the window the patient was told to report in'),
      name: words("Patient's name", 'As the patient typed it'),
      phone: words('Phone', 'As the patient typed it: with the reference, it finds the booking'),
      phone_digits: words('Phone digits', 'The phone in Latin digits, to match a lookup typed any way'),
      email: words('E-mail', "Optional: where the booking's messages are also sent"),
      abha: words('ABHA id (sealed)', 'Optional ABHA number or address, stored sealed; the desk sees it masked'),
      status: words('Status', "Booked, cancelled by the patient, or the desk's arrived, no-show or seen"),
      moves: words('Moves', 'How many times the patient moved it (at most 5)'),
      language: words('Language', 'The language the patient booked in: their messages are in it'),
    },
  },
  'api::cost-estimate.cost-estimate': {
    mainField: 'reference',
    list: ['reference', 'name', 'procedure', 'createdAt'],
    edit: [
      ['reference', 'request'],
      ['name', 'phone'],
      ['phone_digits', 'procedure'],
      ['room_rupees', 'procedure_rupees'],
      ['medicines_rupees', 'investigations_rupees'],
      ['other_rupees', 'created_by'],
      ['demo'],
      ['revisions'],
    ],
    fields: {
      reference: words('Reference', "The estimate request's (NH-0042), or its own (ES-0007) when the desk entered it"),
      request: words('Estimate request', 'The estimate request it answers, if any'),
      name: words("Patient's name", 'As the desk entered it'),
      phone: words('Phone', 'With the reference, it lets the patient see the estimate'),
      phone_digits: words('Phone digits', 'The phone in Latin digits, to match a lookup typed any way'),
      procedure: words('Procedure', 'What the estimate is for'),
      room_rupees: words('Room (rupees)', 'Whole rupees for room, without commas'),
      procedure_rupees: words('Procedure (rupees)', 'Whole rupees for procedure, without commas'),
      medicines_rupees: words('Medicines (rupees)', 'Whole rupees for medicines, without commas'),
      investigations_rupees: words('Investigations (rupees)', 'Whole rupees for investigations, without commas'),
      other_rupees: words('Other (rupees)', 'Whole rupees for other, without commas'),
      created_by: words('Entered by', 'The admin who entered it (set by the site)'),
      demo: words('Demo estimate', 'On for the seeded example: not a real patient'),
      revisions: words('Revisions', 'Each change of the amounts, with who, when and why'),
    },
  },
  'api::cost-estimate.cost-estimate-revision': {
    mainField: 'reason',
    list: ['estimate', 'revised_at', 'revised_by', 'family_informed_at'],
    edit: [
      ['estimate', 'revised_at'],
      ['revised_by', 'reason'],
      ['room_rupees', 'procedure_rupees'],
      ['medicines_rupees', 'investigations_rupees'],
      ['other_rupees'],
      ['family_informed_at', 'family_informed_by'],
    ],
    fields: {
      estimate: words('Estimate', 'The estimate it revises'),
      revised_at: words('Revised at', "The server's time of the revision: the 24-hour clock starts here"),
      revised_by: words('Revised by', 'The admin who recorded it (set by the site)'),
      room_rupees: words('Room (rupees)', 'Whole rupees for room, without commas'),
      procedure_rupees: words('Procedure (rupees)', 'Whole rupees for procedure, without commas'),
      medicines_rupees: words('Medicines (rupees)', 'Whole rupees for medicines, without commas'),
      investigations_rupees: words('Investigations (rupees)', 'Whole rupees for investigations, without commas'),
      other_rupees: words('Other (rupees)', 'Whole rupees for other, without commas'),
      reason: words('Reason', 'Why the amounts changed, as the family will read it'),
      family_informed_at: words('Family informed at', 'When the desk recorded that the family was told'),
      family_informed_by: words('Family informed by', 'The admin who recorded it'),
    },
  },
  'api::hospital-notice.hospital-notice': {
    mainField: 'kind',
    list: ['kind', 'doctor', 'from_date', 'to_date', 'emergency_state', 'expires_at'],
    edit: [
      ['kind', 'doctor', 'all_opd'],
      ['from_date', 'to_date'],
      ['session_start', 'minutes'],
      ['emergency_state', 'note'],
      ['set_by', 'set_at', 'expires_at'],
    ],
    fields: {
      kind: words('What', 'On leave, OPD running late, OPD closed, or the emergency department'),
      doctor: words('Doctor', 'The doctor it is about; empty for the emergency department or every OPD (a holiday)'),
      all_opd: words('Every OPD', 'On for a closure of every OPD that day (a holiday), with no doctor named'),
      from_date: words('From', 'Leave: the first day; a late or closed session: its date'),
      to_date: words('To', 'Leave: the last day; a late or closed session: its date again'),
      session_start: words(
        'Session starts',
        'The OPD session it is about, by its start (HH:MM); empty for the whole day',
      ),
      minutes: words('Minutes late', 'How late the session runs, 5 to 240 minutes'),
      emergency_state: words('Emergency department', 'Normal, busy or diverting ambulances elsewhere'),
      note: words('Note', 'A short line shown with it, at most 140 characters'),
      set_by: words('Set by', "The desk's account that set it"),
      set_at: words('Set at', 'When the desk set it'),
      expires_at: words('Expires', 'After this moment the site no longer shows it'),
    },
  },
  'api::accessibility-statement.accessibility-statement': {
    mainField: 'standard',
    list: ['standard', 'last_reviewed', 'updatedAt'],
    edit: [['standard', 'last_reviewed'], ['how_tested'], ['known_limitations']],
    fields: {
      standard: words('Standard met', 'The standard and level the site meets, e.g. WCAG 2.2 level AA'),
      how_tested: words('How it is tested', 'How the site is checked: tools, widths, keyboard journeys'),
      known_limitations: words(
        'Known limitations',
        'One limitation a line: what does not yet work for everyone, and the way around it',
      ),
      last_reviewed: words(
        'Last reviewed',
        'The date the statement was last checked against the site; change it at every review',
      ),
    },
  },
  'api::home-text.home-text': {
    mainField: 'india_heading',
    list: ['india_heading', 'abroad_heading', 'updatedAt'],
    edit: [['taglines'], ['india_heading'], ['india_reasons'], ['abroad_heading'], ['abroad_reasons']],
    fields: {
      taglines: words(
        'Taglines',
        "The home page about section's rotating heading, one tagline per line (the next every 3 s)",
      ),
      india_heading: words('Why Choose Us: first heading', 'E.g. For patients in India'),
      india_reasons: words('Why Choose Us: first reasons', 'One reason per line, listed under the first heading'),
      abroad_heading: words('Why Choose Us: second heading', 'E.g. For patients from abroad'),
      abroad_reasons: words('Why Choose Us: second reasons', 'One reason per line, listed under the second heading'),
    },
  },
};

/** Words for the system fields every list shows. */
/**
 * Every translated type's mark, per language: editors see in the list which translations a native
 * speaker has checked (docs/TRANSLATIONS.md lists those still waiting).
 */
export const REVIEW_MARK = 'reviewed_by_native_speaker';
export const REVIEW_MARK_WORDS: FieldWords = {
  label: 'Reviewed by a native speaker',
  description: "Tick once a native speaker of this version's language has read and corrected it (English: leave as is)",
};

export const SYSTEM_FIELDS: Record<string, string> = { id: 'No.', createdAt: 'Added', updatedAt: 'Last changed' };
