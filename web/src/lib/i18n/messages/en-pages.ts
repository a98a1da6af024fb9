/**
 * The words of the secondary public pages in English (about, accessibility, blogs, services,
 * facilities, neurology, neurosurgery, directors' desk, videos, news and events, packages, research
 * and the consultant's profile): they come with those pages' code
 * (site/components/page/page-words.tsx), not with the home page. Words these pages share with the
 * home page (a tab list's name, a dialog's Close) are in en.ts. The specification's texts are here
 * exactly as it writes them.
 */
export const enPages = {
  // What several of these pages say
  'pages.readMore': 'Read More →',
  'pages.askEstimate': 'Ask for an estimate',
  'pages.picture': '{heading}, picture {number}',
  'pages.carousel.previous': 'Previous slide',
  'pages.carousel.next': 'Next slide',
  'pages.carousel.goTo': 'Go to slide {number}',

  // /about (its title is nav.about)
  'pages.about.description':
    'About the hospital: specialist care for the brain, spine and nerves, with emergency care around the clock.',

  // /accessibility (its title is footer.accessibility)
  'pages.accessibility.description':
    'The accessibility standard this website meets, how it is tested, its known limitations and how to report a problem.',
  'pages.accessibility.loadError': 'The accessibility statement could not be loaded.',
  'pages.accessibility.standardTitle': 'The standard we meet',
  'pages.accessibility.standard': 'This website aims to meet {standard} (the Web Content Accessibility Guidelines).',
  'pages.accessibility.testedTitle': 'How it is tested',
  'pages.accessibility.limitationsTitle': 'Known limitations',
  'pages.accessibility.noLimitations': 'None is known at present.',
  'pages.accessibility.reportTitle': 'Report a problem',
  'pages.accessibility.report':
    'If something on this site does not work for you, tell us on the {link} (choose "Complaint" or "Suggestion"), or call the hospital. The patient desk reads every message and passes accessibility problems to the website team.',
  'pages.accessibility.feedbackPage': 'feedback page',
  'pages.accessibility.reviewed': 'Last reviewed: {date}.',

  // /blogs (its title is nav.blogs)
  'pages.blogs.description': 'Articles by our doctors on the brain, the spine and staying well.',
  'pages.blogs.latest': 'Latest Blogs',

  // /services and /services/{id} (the title is nav.services)
  'pages.services.lead': 'Treatments and programmes offered by our neurosciences teams.',
  'pages.services.loading': 'Loading service details...',
  'pages.services.gallery': 'More From This Service',

  // /departments and /department/{id}
  'pages.facilities.title': 'Facilities & Services',
  'pages.facilities.description':
    'Round-the-clock facilities for neurological emergencies, surgery, diagnosis and recovery.',
  'pages.facilities.seeServices': 'Looking for a treatment? See all our {link}.',
  'pages.facilities.servicesLink': 'services',
  'pages.facilities.loading': 'Loading department details...',
  'pages.facilities.gallery': 'More From This Department',
  'pages.facilities.estimate': '{link} of a treatment in this department, or see the {rates}.',
  'pages.facilities.ratesLink': 'package rates',

  'pages.facilities.conditions': 'Conditions treated in this department',
  // /Department2 and /division/{id} (the title is nav.neurology)
  'pages.neurology.description':
    'Nine specialist divisions caring for every condition of the brain, spinal cord, nerves and muscles.',
  'pages.neurology.loading': 'Loading division details...',
  'pages.neurology.gallery': 'More From This Division',

  // /neurosurgery (its title is nav.neurosurgery)
  'pages.neurosurgery.description':
    'Brain and spine surgery at the hospital: what we operate on and how we care for patients before and after.',
  'pages.neurosurgery.lead':
    'Safe, precise surgery of the brain and spine, and expert care after head and spine injuries.',

  // /message, the directors' desk (its title is nav.directorsDesk)
  'pages.directors.description': "A message from the hospital's directors.",
  'pages.directors.board': 'Message from the Board of Directors',
  'pages.directors.readMessage': 'Read message →',

  // /videos and /review-videos (their titles are nav.videos and nav.reviewVideos)
  'pages.videos.description': "Short videos by the hospital's doctors on the brain, the spine and recovery.",
  'pages.videos.latest': 'Latest Videos',
  'pages.videos.reviewDescription': 'Patients and families talk about their care at the hospital.',
  'pages.videos.videoAlt': 'Video: {title}',
  'pages.videos.watch': 'Watch →',
  'pages.videos.cannotPlay': 'This video cannot be played here.',

  // /news-and-events
  'pages.newsAndEvents.title': 'News and events',
  'pages.newsAndEvents.description': "The hospital's latest news, camps, talks and events.",
  'pages.newsAndEvents.latestNews': 'Latest News',
  'pages.newsAndEvents.events': 'Events',
  'pages.newsAndEvents.viewEvent': 'View Event →',
  'pages.newsAndEvents.gallery': 'Gallery',

  // /packages
  'pages.packages.title': 'Package rates',
  'pages.packages.description':
    "The hospital's package rates for neurosurgery, neurology and rehabilitation, what each includes, and how to ask for an estimate.",
  'pages.packages.ruleTitle': 'Rates and estimates',
  'pages.packages.asRequired': 'As the {law} requires:',
  'pages.packages.ruleDisplayed': 'Package rates are displayed at the hospital and on this website.',
  'pages.packages.ruleEstimate':
    'Before any treatment that is not covered by a package, the hospital gives the patient or the family a written estimate of its cost.',
  'pages.packages.billedSeparately':
    'A package covers what it lists; anything else (a longer stay, a complication, an implant not listed) is billed separately, and the desk tells you before it is done. {link} for a treatment not listed here, and attach a report if you have one.',
  'pages.packages.loadError': 'The package rates could not be loaded. Please call the hospital.',
  'pages.packages.none': 'No package rates are published at present. Please ask for an estimate.',
  'pages.packages.demo': "Demo figures: the rates marked below are examples, not the hospital's approved rates.",
  'pages.packages.changed':
    'Rates last changed on {date}. Prices are in Indian rupees and include the taxes that apply.',
  'pages.packages.machineReadable': 'Download these rates as a machine-readable file',
  'pages.packages.validUntil': 'valid until {date}',
  'pages.packages.included': 'Included',
  'pages.packages.notIncluded': 'Not included',
  'pages.packages.askEstimateFor': 'Ask for an estimate: {title}',
  // The departments the rates are grouped under, as the CMS names them (packages/department-names.ts)
  'pages.packages.department.neurosurgery': 'Neurosurgery',
  'pages.packages.department.neurology': 'Neurology',
  'pages.packages.department.neuroradiology': 'Interventional Neuroradiology',
  'pages.packages.department.rehabilitation': 'Neuro-rehabilitation',

  // /conditions and /conditions/{slug}
  'pages.conditions.title': 'Conditions A–Z',
  'pages.conditions.description':
    'The neurological conditions the hospital treats, A to Z: what each is, its symptoms, when to seek care now, and how it is diagnosed and treated here.',
  'pages.conditions.intro':
    'The conditions of the brain, spine and nerves our doctors treat, in plain words: what each is, its symptoms, when to seek care at once, and how it is diagnosed and treated at this hospital.',
  'pages.conditions.letters': 'Conditions by first letter',
  'pages.conditions.loadError': 'The conditions could not be loaded. Please try again later.',
  'pages.conditions.none': 'No conditions are listed yet.',
  'pages.conditions.overview': 'Overview',
  'pages.conditions.symptoms': 'Symptoms',
  'pages.conditions.seekCare': 'When to seek care now',
  'pages.conditions.urgent': 'These signs can be an emergency: call {phone} now, or see {link}.',
  'pages.conditions.emergencyLink': 'what to do in an emergency',
  'pages.conditions.diagnosis': 'How it is diagnosed here',
  'pages.conditions.treatment': 'How it is treated here',
  'pages.conditions.whoTreats': 'Who treats it here',
  'pages.conditions.departments': 'Departments',
  'pages.conditions.doctors': 'Doctors',
  'pages.conditions.references': 'References',
  'pages.conditions.reviewedBy': 'Clinically reviewed by {reviewer} ({credentials}) on {date}.',
  'pages.conditions.reviewedByName': 'Clinically reviewed by {reviewer} on {date}.',
  'pages.conditions.awaitingReview': 'Awaiting clinical review.',
  'pages.conditions.awaitingReviewWhy': 'None of the hospital’s doctors has checked this text yet.',
  'pages.conditions.disclaimer':
    'This page is general information, not advice for you: it does not replace a consultation with a doctor.',
  'pages.conditions.backToIndex': 'All conditions A–Z',
  // /schemes
  'pages.schemes.title': 'Schemes and insurance',
  'pages.schemes.description':
    'The government schemes, insurers and TPAs the hospital accepts, what each covers here, cashless or reimbursement, the documents to bring and whom to ask.',
  'pages.schemes.intro':
    'The government health schemes, insurers and TPAs (third-party administrators) the hospital accepts: what each covers here, whether it is cashless or reimbursed, the documents to bring and the help desk to ask. Empanelments lapse and change, so each entry says when it was last confirmed.',
  'pages.schemes.demo':
    "Demo entries: the schemes marked below are examples, not the hospital's confirmed empanelments. Please check with the help desk.",
  'pages.schemes.demoMark': 'Demo entry',
  'pages.schemes.loadError': 'The list of schemes could not be loaded. Please call the hospital.',
  'pages.schemes.none': 'No schemes are listed at present. Please call the hospital to ask about your card.',
  'pages.schemes.listTitle': 'Schemes and insurers accepted here',
  'pages.schemes.kind.governmentScheme': 'Government scheme',
  'pages.schemes.kind.insurer': 'Insurer',
  'pages.schemes.kind.tpa': 'Insurer, through a TPA',
  'pages.schemes.kind.employer': "Employer's scheme",
  'pages.schemes.covers': 'What it covers here',
  'pages.schemes.howPaid': 'Cashless or reimbursement',
  'pages.schemes.claim.cashless': 'Cashless: the hospital bills the scheme directly.',
  'pages.schemes.claim.reimbursement': 'Reimbursement: you pay the hospital and claim the money back from the scheme.',
  'pages.schemes.claim.both': 'Cashless or reimbursement, as your card or policy allows.',
  'pages.schemes.documents': 'Documents to bring',
  'pages.schemes.helpDesk': 'Help desk',
  'pages.schemes.phone': 'Phone',
  'pages.schemes.email': 'E-mail',
  'pages.schemes.hours': 'Hours',
  'pages.schemes.asOf': 'As of {date}',
  'pages.schemes.finderTitle': 'Which of my cards work here?',
  'pages.schemes.finderHint': 'Tick every card you hold, then press "Check my cards".',
  'pages.schemes.notListedChoice': 'A card that is not in this list',
  'pages.schemes.check': 'Check my cards',
  'pages.schemes.answersTitle': 'What your cards mean here',
  'pages.schemes.accepted': '{name}: accepted here.',
  'pages.schemes.bring': 'Bring: {documents}.',
  'pages.schemes.askDesk': 'Questions? Call the help desk on {phone}.',
  'pages.schemes.notListed':
    'A card not in this list is not accepted here as far as this page knows. Call the help desk on {phone} before you come: it can tell you whether your card is accepted, or what to pay.',
  'pages.schemes.notListedNoPhone':
    'A card not in this list is not accepted here as far as this page knows. Please call the hospital before you come.',
  'pages.schemes.stepsTitle': 'Cashless treatment, step by step',
  'pages.schemes.step.bring':
    'Bring your card, a photo identity card and the documents listed for your scheme when you come for admission.',
  'pages.schemes.step.desk':
    'At the insurance desk, the staff check your card and ask the scheme, insurer or TPA for approval (pre-authorisation).',
  'pages.schemes.step.approval':
    'Once it is approved, treatment goes ahead without a deposit for what the approval covers. In an emergency, treatment starts at once and the request follows.',
  'pages.schemes.step.notCovered':
    'What the approval does not cover (a longer stay, items your scheme excludes) is paid by you; the desk tells you before it is done.',
  'pages.schemes.step.discharge':
    'At discharge, you sign the final bill and the claim form, and the hospital sends them to the scheme.',
  'pages.schemes.estimate': 'Paying yourself, or for part of the bill? See {rates}, or {link}.',
  'pages.schemes.ratesLink': 'the package rates',
  'pages.schemes.estimateLink': 'ask for a written estimate',
  'pages.packages.schemes': 'Paying with a government scheme, insurance or a TPA? {link}.',
  'pages.packages.schemesLink': 'See which cards the hospital accepts',

  // /search: the whole site's search (issue 44)
  'pages.search.title': 'Search',
  'pages.search.titleFor': 'Search: {query}',
  'pages.search.description': 'Search the hospital’s pages: conditions, doctors, departments, services, news and more.',
  'pages.search.label': 'Search for a condition, a doctor or a service',
  'pages.search.button': 'Search',
  'pages.search.count': '{count, plural, one {# result} other {# results}} for “{query}”',
  'pages.search.pageOf': 'Page {page, number} of {pages, number}',
  'pages.search.pages': 'Pages of results',
  'pages.search.previous': 'Previous page',
  'pages.search.next': 'Next page',
  'pages.search.goTo': 'Page {page, number}',
  'pages.search.inEnglish': 'In English: not translated yet',
  'pages.search.empty': 'Type a condition, a symptom, a doctor’s name or a service, and press Search.',
  'pages.search.none': 'Nothing on this site matches “{query}”. Check the spelling, or try another word.',
  'pages.search.pastLast': 'There are no more results for “{query}”.',
  'pages.search.firstPage': 'Back to the first page of results',
  'pages.search.unavailable': 'Search is not available just now. Please try again in a minute.',
  'pages.search.suggestionsTitle': 'You may find it here',
  'pages.search.conditions': 'Conditions A–Z: the conditions we treat',
  'pages.search.doctors': 'Find a doctor by name or specialty',
  'pages.search.emergency': 'In an emergency, call us at any hour: {phone}',
  'pages.search.emergencyPage': 'Stroke signs and what to do in an emergency',
  'pages.search.kind.condition': 'Condition',
  'pages.search.kind.doctor': 'Doctor',
  'pages.search.kind.department': 'Department',
  'pages.search.kind.division': 'Division',
  'pages.search.kind.service': 'Service',
  'pages.search.kind.package': 'Package',
  'pages.search.kind.news': 'News',
  'pages.search.kind.event': 'Event',
  'pages.search.kind.blog': 'Blog',

  // /research and the consultant's profile
  'pages.research.title': 'Research',
  'pages.research.description': "Research, publications and presentations by the hospital's consultant neurologist.",
  'pages.profile.description': '{name}, {role}: biography, expertise, education and publications.',
  'pages.profile.biography': 'Biography',
  'pages.profile.expertise': 'Areas of Expertise',
  'pages.profile.education': 'Education',
  'pages.profile.experience': 'Experience',
  'pages.profile.memberships': 'Memberships',
  'pages.profile.award': 'Award',
  'pages.profile.publications': 'Publications',
  'pages.profile.allPublications': 'View all publications',
  'pages.profile.conferences': 'Conference Presentations',
  'pages.profile.bookChapters': 'Book Chapters',
  'pages.profile.ourResearch': 'Our research',
} as const;
