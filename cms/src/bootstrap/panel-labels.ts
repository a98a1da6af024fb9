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
      main_heading: { label: 'Main heading', description: 'The large text on the home page banner' },
      sub_heading: {
        label: 'Sub heading',
        description: 'The smaller line under the main heading on the home page banner',
      },
      banner_image: picture('The wide picture behind the home page banner (about 1920 × 600)'),
    },
  },
  'api::home-about.home-about': {
    mainField: 'title',
    list: ['title', 'image', 'updatedAt'],
    edit: [['title'], ['description'], ['image']],
    fields: {
      title: { label: 'Title', description: "The first lines of the home page's about section (cut after 55 words)" },
      description: {
        label: 'Text',
        description: 'The about section\'s text on the home page (cut after 70 words, "Learn More" opens the rest)',
      },
      image: picture("Shown beside the home page's about section"),
    },
  },
  'api::about.about': {
    mainField: 'title',
    list: ['title', 'image', 'updatedAt'],
    edit: [['title'], ['description'], ['image']],
    fields: {
      title: { label: 'Title', description: 'The heading of the About page' },
      description: { label: 'Text', description: "The About page's text. Separate paragraphs with an empty line" },
      image: picture("Shown beside the About page's text"),
    },
  },
  'api::doctor.doctor': {
    mainField: 'name',
    list: ['name', 'designation', 'specialty', 'type', 'image', 'is_active', 'updatedAt'],
    edit: [
      ['name', 'designation'],
      ['specialty', 'registration_no'],
      ['type', 'is_active'],
      ['about'],
      ['details'],
      ['opd'],
      ['image'],
      ['twitter', 'fb'],
      ['insta', 'linkedin'],
    ],
    fields: {
      name: { label: 'Name', description: "As shown on the doctor's card, e.g. Dr. Sunita Mohanty" },
      specialty: {
        label: 'Specialty',
        description: "The doctor's field, by which visitors find doctors on the Doctors page",
      },
      designation: { label: 'Designation', description: 'Role and qualifications under the name on the card' },
      registration_no: {
        label: 'Registration number',
        description:
          'State medical council or NMC registration, as the certificate shows it (e.g. WBMC 61234); shown on the card and in the dialog',
      },
      opd: {
        label: 'OPD hours',
        description:
          'One entry per weekly session: day, start and end (24-hour HH:MM, e.g. 09:30 and 13:00) and branch. Shown on the card, in the dialog, and offered as days on the appointment request',
      },
      about: {
        label: 'About',
        description: "The short introduction on the card and at the top of the doctor's dialog",
      },
      details: {
        label: 'Details',
        description: "The longer text in the doctor's dialog (training, interests, experience)",
      },
      image: picture("The doctor's photo on the card and in the dialog"),
      twitter: {
        label: 'X (Twitter) page',
        description: "Full address (https://...) of the doctor's X profile; leave empty for none",
      },
      fb: {
        label: 'Facebook page',
        description: "Full address (https://...) of the doctor's Facebook profile; leave empty for none",
      },
      insta: {
        label: 'Instagram page',
        description: "Full address (https://...) of the doctor's Instagram profile; leave empty for none",
      },
      linkedin: {
        label: 'LinkedIn page',
        description: "Full address (https://...) of the doctor's LinkedIn profile; leave empty for none",
      },
      type: {
        label: 'Listed as',
        description: 'doctor: under Doctors; medical_officer: under Medical Officers on the Doctors page',
      },
      is_active: {
        label: 'Shown on the site',
        description: 'Untick to hide the doctor from the site without deleting them',
      },
    },
  },
  'api::news-item.news-item': {
    mainField: 'title',
    list: ['title', 'image', 'createdAt', 'updatedAt'],
    edit: [['title'], ['description'], ['image']],
    fields: {
      title: { label: 'Title', description: "The news item's heading on its card and in its dialog" },
      description: {
        label: 'Text',
        description: "The news item's text (three lines on the card, all of it in the dialog)",
      },
      image: picture("The news item's picture on its card and in its dialog"),
    },
  },
  'api::event.event': {
    mainField: 'title',
    list: ['title', 'main_image', 'createdAt', 'updatedAt'],
    edit: [['title'], ['description'], ['main_image'], ['images']],
    fields: {
      title: { label: 'Title', description: "The event's heading on its card and in its dialog" },
      description: { label: 'Text', description: 'What happened (three lines on the card, all of it in the dialog)' },
      main_image: picture("The event's main picture on its card"),
      images: gallery("The event's photo gallery in its dialog"),
    },
  },
  'api::content-entry.content-entry': {
    mainField: 'title',
    list: ['title', 'type', 'image', 'createdAt', 'updatedAt'],
    edit: [['type', 'title'], ['description'], ['image', 'link']],
    fields: {
      type: { label: 'Kind', description: 'blog: the Blogs page; video: Videos; review_video: Review Videos' },
      title: { label: 'Title', description: 'The heading of the blog post or video card' },
      description: { label: 'Text', description: "The blog post's text, or a line about the video" },
      image: picture("A blog post's picture (videos use their own thumbnail)"),
      link: { label: 'Video link', description: 'For videos and review videos: the YouTube address (https://...)' },
    },
  },
  'api::service.service': {
    mainField: 'heading',
    list: ['heading', 'image', 'updatedAt'],
    edit: [['heading'], ['content'], ['image', 'gallery']],
    fields: {
      heading: { label: 'Name', description: "The service's name in the Services list and on its page" },
      content: { label: 'Text', description: "What the service's page says" },
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
      type: {
        label: 'Request type',
        description:
          'Which form the patient used: contact, an appointment request with a doctor, feedback, an estimate or a visa letter',
      },
      procedure: { label: 'Procedure', description: 'Estimate requests: the procedure the family asks the cost of' },
      department: { label: 'Department', description: 'Estimate and visa requests: the department named' },
      passport_name: {
        label: 'Name on passport',
        description: 'Visa requests: the patient as printed on the passport',
      },
      nationality: { label: 'Nationality', description: "Visa requests: the patient's nationality" },
      attendants: {
        label: 'Attendants',
        description: 'Visa requests: attendants travelling with the patient (0 to 2)',
      },
      language: {
        label: 'Language',
        description: 'The language the patient wrote in (en English, bn Bengali, hi Hindi): call back in it',
      },
      report_file: {
        label: 'Report (private)',
        description: "The report's private file name; open it in the site's desk",
      },
      report_mime: { label: 'Report type', description: 'PDF, JPEG or PNG, read from the file' },
      passport_no: {
        label: 'Passport number (sealed)',
        description: "Encrypted at rest; the site's desk shows it to an admin who opens the request",
      },
      kind: { label: 'Feedback', description: 'Feedback only: a compliment, a suggestion or a complaint' },
      doctor: { label: 'Doctor', description: 'Appointment requests: the doctor the patient asked to see' },
      preferred_date: {
        label: 'Preferred date',
        description: 'Appointment requests: the OPD day the patient asked for; the desk calls to confirm a time',
      },
      reference: { label: 'Reference', description: 'The number the patient was given to quote when they call' },
      status: { label: 'Status', description: 'Where the request stands: change it as the desk works on it' },
      note: { label: 'Desk note', description: 'For the patient desk only: what was agreed on the call' },
      handled_by: { label: 'Handled by', description: 'The desk member who last changed the status or the note' },
      handled_at: { label: 'Handled at', description: 'When the status or the note last changed' },
      name: { label: "Patient's name", description: "As typed in the site's contact form" },
      phone: { label: 'Phone', description: 'The number to call back' },
      email: { label: 'E-mail', description: "Optional: the patient's e-mail address" },
      gender: { label: 'Gender', description: 'Optional, as given in the form' },
      age: { label: 'Age', description: 'Optional, in years' },
      message: { label: 'Message', description: 'What the patient wrote' },
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
      name: { label: 'Name', description: "As shown on the director's card on the Director's Desk page" },
      heading: { label: 'Role', description: "The director's role on the board, under the name" },
      message: {
        label: 'Message',
        description: "The director's message, opened from the card. Separate paragraphs with an empty line",
      },
      photo: picture("The director's photo on the card"),
    },
  },
  'api::review.review': {
    mainField: 'name',
    list: ['name', 'position', 'image', 'updatedAt'],
    edit: [['name', 'position'], ['feedback'], ['image']],
    fields: {
      name: { label: 'Name', description: "Who wrote the review, shown under it in the home page's reviews" },
      position: { label: 'Who they are', description: "E.g. Patient, Patient's son, Neurologist" },
      feedback: { label: 'Review', description: 'What they said, shown in quotes' },
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
      ['branch_name'],
      ['branch_address'],
      ['branch_phone_1', 'branch_phone_2'],
      ['messaging_app_name', 'chat_greeting'],
      ['map_embed_url'],
      ['facebook', 'instagram'],
      ['x', 'linkedin'],
      ['youtube'],
      ['credit_label', 'credit_url'],
    ],
    fields: {
      main_address: {
        label: 'Hospital address',
        description: 'The main campus, one line per line: top bar, footer, contact section',
      },
      branch_name: {
        label: 'Branch name',
        description: 'The heading of the branch in the footer and contact section, e.g. Siliguri Branch',
      },
      branch_address: {
        label: 'Branch address',
        description: 'The branch, one line per line: footer and contact section',
      },
      branch_phone_1: phone('Branch phone 1', "The branch's first number in the footer"),
      branch_phone_2: phone('Branch phone 2', "The branch's second number in the footer"),
      main_mobile: phone(
        'Main mobile',
        'In the top bar, footer, emergency strip and chat button; opens a messaging-app chat',
      ),
      hr_mobile: phone('HR mobile', 'Under Careers in the footer; opens a messaging-app chat'),
      landline: phone('Landline', 'In the footer and contact section; calls the hospital'),
      email: { label: 'E-mail', description: 'The general enquiries address in the footer and contact section' },
      messaging_app_name: {
        label: 'Messaging app',
        description: 'The name shown beside the mobile numbers, e.g. WhatsApp',
      },
      chat_greeting: {
        label: 'Chat greeting',
        description: 'The message already typed when a visitor presses the chat button',
      },
      map_embed_url: {
        label: 'Map address',
        description: "The embed address (https://...) of the map in the home page's contact section",
      },
      facebook: social('Facebook'),
      instagram: social('Instagram'),
      x: social('X (Twitter)'),
      linkedin: social('LinkedIn'),
      youtube: social('YouTube'),
      credit_label: {
        label: 'Website credit',
        description: 'Who built the site, at the foot of every page; leave empty to show no credit',
      },
      credit_url: { label: 'Website credit link', description: 'Their address (https://...)' },
    },
  },
  'api::package.package': {
    mainField: 'title',
    list: ['title', 'department', 'price_inr', 'valid_until', 'updatedAt'],
    edit: [['title', 'department'], ['price_inr', 'valid_until'], ['includes'], ['excludes'], ['demo_figure']],
    fields: {
      title: { label: 'Package', description: 'The procedure or stay the rate covers, as /packages lists it' },
      department: {
        label: 'Department',
        description: 'The department that gives it; /packages groups the rates under this name',
      },
      includes: { label: 'What is included', description: 'One item a line, listed under the rate on /packages' },
      excludes: { label: 'What is not included', description: 'One item a line, listed under the rate on /packages' },
      price_inr: { label: 'Price (rupees)', description: 'Whole rupees, without commas; /packages writes ₹1,25,000' },
      valid_until: { label: 'Valid until', description: 'The last day the rate holds; leave empty for no end date' },
      demo_figure: {
        label: 'Demo figure',
        description:
          'On for the seeded example rates: /packages then says they are not real; turn off for approved rates',
      },
    },
  },
  'api::accessibility-statement.accessibility-statement': {
    mainField: 'standard',
    list: ['standard', 'last_reviewed', 'updatedAt'],
    edit: [['standard', 'last_reviewed'], ['how_tested'], ['known_limitations']],
    fields: {
      standard: { label: 'Standard met', description: 'The standard and level the site meets, e.g. WCAG 2.2 level AA' },
      how_tested: {
        label: 'How it is tested',
        description: 'How the site is checked: tools, widths, keyboard journeys',
      },
      known_limitations: {
        label: 'Known limitations',
        description: 'One limitation a line: what does not yet work for everyone, and the way around it',
      },
      last_reviewed: {
        label: 'Last reviewed',
        description: 'The date the statement was last checked against the site; change it at every review',
      },
    },
  },
  'api::home-text.home-text': {
    mainField: 'india_heading',
    list: ['india_heading', 'abroad_heading', 'updatedAt'],
    edit: [['taglines'], ['india_heading'], ['india_reasons'], ['abroad_heading'], ['abroad_reasons']],
    fields: {
      taglines: {
        label: 'Taglines',
        description: "The home page about section's rotating heading, one tagline per line (the next every 3 s)",
      },
      india_heading: { label: 'Why Choose Us: first heading', description: 'E.g. For patients in India' },
      india_reasons: {
        label: 'Why Choose Us: first reasons',
        description: 'One reason per line, listed under the first heading',
      },
      abroad_heading: { label: 'Why Choose Us: second heading', description: 'E.g. For patients from abroad' },
      abroad_reasons: {
        label: 'Why Choose Us: second reasons',
        description: 'One reason per line, listed under the second heading',
      },
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
