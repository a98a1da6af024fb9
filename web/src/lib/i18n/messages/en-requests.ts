/**
 * The words of the patient request forms and their pages in English (appointment, feedback,
 * estimate, international patients and the visa letter; en.ts has the rest): they come with the
 * forms' shared code (site/components/patient-form/patient-request.tsx), not with every page.
 * The specification's texts are here exactly as it writes them.
 */
export const enRequests = {
  // What every patient form says
  'requests.sending': 'Sending...',
  'requests.reference': 'Your reference:',
  'requests.networkProblem': "We could not reach the hospital's server; please check your connection and try again.",
  'requests.tryAgain': 'Please try again.',
  'requests.notSent': 'Your request could not be sent. Please try again.',
  'requests.notSentOrCall': 'Your request could not be sent. Please try again, or call us.',
  'requests.correctFields': 'Please correct the fields marked above.',
  'requests.emailOptional': 'E-mail (optional)',

  // /appointment
  'requests.appointment.title': 'Request an appointment',
  'requests.appointment.titleWith': 'Request an appointment with {name}',
  'requests.appointment.description':
    "Ask for an OPD appointment with one of the hospital's doctors; the patient desk calls you to confirm a time.",
  'requests.appointment.chooseDoctor': 'Choose a doctor on the {link}, then "Request an appointment" on their card.',
  'requests.appointment.doctorsPage': 'Doctors page',
  'requests.appointment.yourDetails': 'Your details',
  'requests.appointment.notBooking':
    'This is a request, not a booking: nothing is reserved until the desk calls you and agrees a time with you.',
  'requests.appointment.noOpdDays': '{name} has no OPD days listed in the next 60 days. Please call the hospital.',
  'requests.appointment.opdHoursOf': "{name}'s OPD hours",
  'requests.appointment.formLabel': 'Appointment request with {name}',
  'requests.appointment.name': 'Full Name',
  'requests.appointment.phone': 'Phone Number',
  'requests.appointment.age': 'Age',
  'requests.appointment.gender': 'Gender',
  'requests.appointment.genderSelect': 'Select',
  'requests.appointment.male': 'Male',
  'requests.appointment.female': 'Female',
  'requests.appointment.other': 'Other',
  'requests.appointment.date': 'Preferred date',
  'requests.appointment.dateHint': "Only {name}'s OPD days in the next 60 days are offered.",
  'requests.appointment.chooseDate': 'Choose a date',
  'requests.appointment.reason': 'Reason for the visit',
  'requests.appointment.submit': 'Request an appointment',
  'requests.appointment.sent': 'Your appointment request has been sent.',
  'requests.appointment.confirm': 'The desk will call you to confirm a time.',

  // /appointment, for a doctor whose OPD sessions are booked online (issue 41)
  'requests.booking.titleWith': 'Book an OPD visit with {name}',
  'requests.booking.description':
    "Book a place in a doctor's OPD session: a token number and a time to report, confirmed at once.",
  'requests.booking.intro':
    'Choose a session: your place is confirmed at once, with a token number and a time to report at the OPD desk.',
  'requests.booking.formLabel': 'OPD booking with {name}',
  'requests.booking.session': 'OPD session',
  'requests.booking.chooseSession': 'Choose a session',
  'requests.booking.sessionHint': "{name}'s sessions booked online in the next {days, number} days.",
  'requests.booking.sessionOption': '{date}, {start}–{end}, {branch}',
  'requests.booking.left': '{left, plural, one {# place left} other {# places left}}',
  'requests.booking.full': 'full',
  'requests.booking.closed': 'closed by the hospital',
  'requests.booking.abha': 'ABHA number or address (optional)',
  'requests.booking.abhaHint': '14 digits, or an address such as name@abdm. Only the desk sees it.',
  'requests.booking.submit': 'Book the visit',
  'requests.booking.nextOpen': 'Sessions still open:',
  'requests.booking.noneOpen': 'No other session is open in the next {days, number} days. Please call the hospital.',
  'requests.booking.booked': 'Your OPD visit is booked.',
  'requests.booking.keep':
    'No message is sent to your phone: note your reference and token, and bring them with you. To see, move or cancel this visit, use the reference and your phone number on the {link}.',
  'requests.booking.messaged':
    'A message with your reference and token is on its way to your phone. Keep the reference: to see, move or cancel this visit, use it and your phone number on the {link}.',
  'requests.booking.managePage': 'Manage your booking page',

  // A booked visit, as the patient sees it
  'requests.visit.doctor': 'Doctor',
  'requests.visit.when': 'Session',
  'requests.visit.whenValue': '{date}, {start}–{end}',
  'requests.visit.branch': 'Where',
  'requests.visit.token': 'Token',
  'requests.visit.report': 'Report at the OPD desk',
  'requests.visit.reportValue': 'between {from} and {to}',
  'requests.visit.status': 'Status',
  'requests.visit.booked': 'Booked',
  'requests.visit.cancelled': 'Cancelled',
  'requests.visit.arrived': 'Arrived',
  'requests.visit.no_show': 'Did not attend',
  'requests.visit.seen': 'Seen',
  'requests.visit.closed':
    'The hospital has closed this session since you booked. Please move your visit to another session, or call the desk.',

  // /booking
  'requests.manage.title': 'Manage your booking',
  'requests.manage.description':
    'See, move or cancel an OPD visit booked online, with its reference and the phone number it was booked with.',
  'requests.manage.findTitle': 'Find your booking',
  'requests.manage.reference': 'Booking reference',
  'requests.manage.referenceHint': 'As shown when you booked, for example BK-7KQ4-M2XD.',
  'requests.manage.phone': 'Phone number used to book',
  'requests.manage.find': 'Show my booking',
  'requests.manage.notFound':
    'No booking matches this reference and phone number. Check both and try again, or call the hospital.',
  'requests.manage.yourVisit': 'Your visit',
  'requests.manage.moveTitle': 'Move to another session',
  'requests.manage.movesLeft':
    '{count, plural, one {You can move this visit # more time.} other {You can move this visit # more times.}}',
  'requests.manage.noMoves': 'This visit cannot be moved online any more; call the desk to change it.',
  'requests.manage.noSessions': 'No other session of this doctor is open to move to. Please call the hospital.',
  'requests.manage.move': 'Move my visit',
  'requests.manage.moved': 'Your visit has been moved. Your new token and time are below.',
  'requests.manage.cancelTitle': 'Cancel the visit',
  'requests.manage.cancelNote': 'Cancelling frees your place for another patient at once, and cannot be undone.',
  'requests.manage.cancel': 'Cancel my visit',
  'requests.manage.confirmCancel': 'Are you sure? Your place will be given to another patient.',
  'requests.manage.yesCancel': 'Yes, cancel my visit',
  'requests.manage.cancelled': 'Your visit has been cancelled.',

  // /estimate/status (issue 43): an estimate and its revisions, by reference and phone
  'requests.estimateStatus.title': 'Your estimate and its revisions',
  'requests.estimateStatus.description':
    'See the estimate the hospital gave you, and every revision of it, with your reference and phone number.',
  'requests.estimateStatus.findTitle': 'Find your estimate',
  'requests.estimateStatus.reference': 'Estimate reference',
  'requests.estimateStatus.referenceHint': 'The reference of your estimate request, for example NH-0042.',
  'requests.estimateStatus.phone': 'Phone number given with the request',
  'requests.estimateStatus.find': 'Show my estimate',
  'requests.estimateStatus.notFound':
    'No estimate has this reference with this phone number. Check both, or call the hospital.',
  'requests.estimateStatus.yourEstimate': 'Estimate {reference}',
  'requests.estimateStatus.first': 'The estimate of {date}',
  'requests.estimateStatus.noRevisions': 'The estimate has not been revised.',
  'requests.estimateStatus.revision': 'Revision {number}, {date}',
  'requests.estimateStatus.reason': 'Why:',
  'requests.estimateStatus.amountsOf': 'The amounts of revision {number}',
  'requests.estimateStatus.up': 'Up by {change} from the one before.',
  'requests.estimateStatus.down': 'Down by {change} from the one before.',
  'requests.estimateStatus.same': 'The same total as the one before.',
  'requests.estimateStatus.informed': 'The hospital told your family on {date}.',
  'requests.estimateStatus.notYetInformed':
    'The hospital is to tell your family of it within 24 hours of the revision.',
  'requests.estimateStatus.total': 'Total',
  'requests.estimateStatus.head.room': 'Room',
  'requests.estimateStatus.head.procedure': 'Procedure',
  'requests.estimateStatus.head.medicines': 'Medicines',
  'requests.estimateStatus.head.investigations': 'Investigations',
  'requests.estimateStatus.head.other': 'Other',
  'requests.estimateStatus.ruleTitle': 'The 24-hour rule',
  'requests.estimateStatus.rule':
    'Under the West Bengal Clinical Establishments (Amendment) Act 2025, when the cost of treatment rises above the estimate, the hospital must tell the family within 24 hours, with the amounts by head and the reason; the final bill is held to the estimate as the Act sets out.',
  'requests.estimateStatus.linkText': 'See your estimate and its revisions',
  'requests.estimateStatus.linkIntro':
    'Once the desk has sent your estimate: {link} with your reference and phone number.',

  // /feedback
  'requests.feedback.title': 'Feedback and complaints',
  'requests.feedback.description':
    'Send the hospital a compliment, a suggestion or a complaint, and see how a complaint is escalated.',
  'requests.feedback.formTitle': 'Tell us how we did',
  'requests.feedback.intro':
    "A compliment, a suggestion or a complaint: every message is read by the patient desk. For anything urgent about a patient's care, call us or come to the hospital.",
  'requests.feedback.escalationTitle': 'If you are not satisfied',
  'requests.feedback.escalation1':
    'The patient desk reads every message, replies to those that leave a phone number, and records what was done.',
  'requests.feedback.escalation2':
    "If the desk's answer does not resolve your complaint, ask for the hospital's grievance officer, who reviews it and answers you in writing.",
  'requests.feedback.escalation3':
    "If it is still not resolved, you may complain to the state's clinical establishments authority, which registers and regulates hospitals in the state.",
  'requests.feedback.officer': 'Grievance officer: {name}',
  'requests.feedback.formLabel': 'Feedback',
  'requests.feedback.kindLegend': 'Your feedback is a',
  'requests.feedback.kind.compliment': 'Compliment',
  'requests.feedback.kind.suggestion': 'Suggestion',
  'requests.feedback.kind.complaint': 'Complaint',
  'requests.feedback.message': 'Your message',
  'requests.feedback.name': 'Name (optional)',
  'requests.feedback.phone': 'Phone (optional)',
  'requests.feedback.phoneHint': 'Leave a number if you would like the desk to call you back.',
  'requests.feedback.submit': 'Send feedback',
  'requests.feedback.sent': 'Thank you: your feedback has reached the patient desk.',
  'requests.feedback.notSent': 'Your feedback could not be sent. Please try again.',

  // /estimate
  'requests.estimate.title': 'Ask for an estimate',
  'requests.estimate.description':
    "Ask the hospital for a written estimate of a treatment's cost, with a report if you have one.",
  'requests.estimate.intro':
    'The desk sends you a written estimate before any treatment that is not covered by a {link}. A report helps the doctors estimate well; the estimate is confirmed once a doctor has seen the patient.',
  'requests.estimate.packageLink': 'published package',
  'requests.estimate.schemes': 'Paying with a government scheme, insurance or a TPA? {link}.',
  'requests.estimate.schemesLink': 'See which cards the hospital accepts',
  'requests.estimate.name': "Patient's name",
  'requests.estimate.phone': 'Phone to call back',
  'requests.estimate.phoneHint': 'With the country code if you are outside India, e.g. +880 for Bangladesh.',
  'requests.estimate.procedure': 'Procedure or treatment',
  'requests.estimate.procedureHint': 'As your doctor wrote it, e.g. "Lumbar microdiscectomy".',
  'requests.estimate.department': 'Department (optional)',
  'requests.estimate.message': 'Anything the doctors should know (optional)',
  'requests.estimate.report': 'A report or prescription (optional)',
  'requests.estimate.reportHint':
    "PDF, JPEG or PNG, at most {megabytes, number} MB. Only the hospital's desk and doctors can open it.",
  'requests.estimate.submit': 'Ask for an estimate',
  'requests.estimate.sent': 'Your request for an estimate has reached the patient desk.',

  // /international-patients
  'requests.international.title': 'International patients',
  'requests.international.description':
    'For patients from Bangladesh and abroad: what to bring, the medical visa and its two attendants, the invitation letter, and where to stay.',
  'requests.international.lead':
    'Families come to us from Bangladesh, Nepal, Bhutan and further away. The international patient desk helps before you travel (reports, estimates, the visa invitation letter) and while you are here.',
  'requests.international.deskTitle': 'The international patient desk',
  'requests.international.deskCall': 'Call {phone}, or write on {app}: {chat}.',
  'requests.international.chatWithDesk': 'chat with the desk',
  'requests.international.deskEmail': 'E-mail {email}, with the reports attached.',
  'requests.international.callMain': "Call the hospital's main number, shown at the top of every page.",
  'requests.international.cost': 'For the cost of a treatment, see the {rates} or {estimate} with a report.',
  'requests.international.packageRates': 'package rates',
  'requests.international.askEstimate': 'ask for an estimate',
  'requests.international.bringTitle': 'What to bring',
  'requests.international.bring1':
    'Every medical report you have: scans (MRI, CT) on a disc or as prints, with their written reports.',
  'requests.international.bring2':
    'Previous prescriptions and discharge summaries, and the medicines the patient takes now.',
  'requests.international.bring3':
    "The patient's and each attendant's passport, valid for at least six months, and the medical visa.",
  'requests.international.bring4': "Passport-size photographs, and a copy of the hospital's invitation letter.",
  'requests.international.visaTitle': 'The medical visa, step by step',
  'requests.international.visa1':
    "Send us the patient's reports with the form below; a doctor reviews them and the desk tells you whether treatment here is advised.",
  'requests.international.visa2':
    'The desk prepares the invitation letter and validates it on the Government of India’s Medical and Ayush Visa portal, as every letter must now be.',
  'requests.international.visa3':
    "You apply for the patient's medical visa (Med X / e-Medical visa) and the attendants' medical attendant visas, with the letter, online or at the Indian visa centre.",
  'requests.international.visa4':
    'Tell the desk your travel dates: someone meets you at the hospital and helps with registration.',
  'requests.international.attendantsAtMost': 'Two attendants at most.',
  'requests.international.attendantRule':
    'A medical visa allows at most two attendants, who must travel with the patient and hold medical attendant visas; the invitation letter names them.',
  'requests.international.letterTitle': 'How the invitation letter works',
  'requests.international.letter1':
    "The letter is issued by the hospital in the patient's name as printed on the passport, and names the department, the expected date and the attendants.",
  'requests.international.letter2':
    'It is validated on the Government of India’s Medical and Ayush Visa portal by the hospital’s international patient desk; an unvalidated letter is not accepted.',
  'requests.international.letter3':
    'There is no charge for the letter. The desk usually answers within two working days once it has the reports.',
  'requests.international.stayTitle': 'Where to stay',
  'requests.international.stayNear':
    'Near the main hospital ({address}) and near the {branch} branch ({branchAddress}):',
  'requests.international.stay1':
    'Guest houses and serviced apartments are within walking distance of both branches; the desk keeps a list with current rates and can book on your behalf.',
  'requests.international.stay2':
    'Rooms for an attendant near the wards are available at the hospital on request, subject to the patient’s doctor.',
  'requests.international.stay3':
    'Money exchange, Indian SIM cards and prepaid taxis are available near the main hospital; the desk can advise.',

  // The visa invitation letter form
  'requests.visa.title': 'Request an invitation letter',
  'requests.visa.intro':
    'The desk calls or writes to you, asks for the reports, and sends the letter once it is validated.',
  'requests.visa.name': 'Your name',
  'requests.visa.nameHint': 'The person the desk should call: the patient or a relative.',
  'requests.visa.phone': 'Phone or messaging number',
  'requests.visa.phoneHint': 'With the country code, e.g. +880 1712 345678.',
  'requests.visa.passportName': "Patient's name as on the passport",
  'requests.visa.passportNo': 'Passport number',
  'requests.visa.passportNoHint': 'Kept encrypted; only the desk sees it, to validate the letter on the visa portal.',
  'requests.visa.nationality': 'Nationality',
  'requests.visa.attendants': 'Attendants travelling with the patient',
  'requests.visa.attendantsNone': 'None',
  'requests.visa.attendantsOne': 'One',
  'requests.visa.attendantsTwo': 'Two',
  'requests.visa.attendantsHint': 'A medical visa covers at most two attendants.',
  'requests.visa.arrival': 'Preferred date of arrival',
  'requests.visa.department': 'Department or doctor',
  'requests.visa.departmentHint': 'e.g. Neurosurgery, or the doctor you wish to see.',
  'requests.visa.message': 'About the illness (optional)',
  'requests.visa.submit': 'Request the letter',
  'requests.visa.sent': 'Your request for an invitation letter has reached the international patient desk.',
} as const;
