/**
 * Every text the legacy API answers with, in one place. Where the specification (point 5) names a
 * message it is used verbatim; the rest follow the wording the old Django REST Framework server
 * used, because the old client shows these strings to editors as they come.
 */
export const MESSAGES = {
  // Authentication and permissions (DRF / SimpleJWT wording).
  notAuthenticated: 'Authentication credentials were not provided.',
  invalidToken: 'Given token not valid for any token type',
  permissionDenied: 'You do not have permission to perform this action.',
  badCredentials: 'No active account found with the given credentials',
  invalidRefresh: 'Token is invalid or expired',
  cannotDeleteSelf: 'You cannot delete your own account.',

  // Generic request problems.
  notFound: 'Not found.',
  required: 'This field is required.',
  notAString: 'Not a valid string.',
  invalidChoice: (value: string) => `"${value}" is not a valid choice.`,
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  invalidEmail: 'Enter a valid email address.',
  invalidUrl: 'Enter a valid URL.',
  invalidInteger: 'A valid integer is required.',
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  maxValue: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  invalidBoolean: 'Must be a valid boolean.',
  notAnObject: 'Invalid data. Expected a dictionary.',
  unsupportedMediaType: (type: string) => `Unsupported media type "${type}" in request.`,
  methodNotAllowed: (method: string) => `Method "${method}" not allowed.`,
  malformedBody: 'Malformed request body.',
  // DRF's prefix, without the parser's own words (which named its internals).
  malformedJson: 'JSON parse error - the request body is not valid JSON.',
  // A repeated submission (the Idempotency-Key header the site server sends with a no-JS form).
  badIdempotencyKey: 'The Idempotency-Key header must be 16 to 128 letters, digits, "-" or "_".',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  submissionInProgress: 'This request is still being received. Please check again in a minute.',
  bodyTooLarge: 'Request body too large.',
  serverError: 'A server error occurred.',
  tooManyRequests: (seconds: number) => `Too many requests. Please try again in ${seconds} seconds.`,
  invalidQuery: (name: string) => `Invalid value for the "${name}" query parameter.`,
  controlCharacters: 'Remove the invisible control characters (such as NUL) from this field.',
  invalidPage: 'Invalid page.',
  unknownLocale: 'Unknown locale: choose en (English), bn (Bengali) or hi (Hindi).',

  // Uploads.
  invalidImage:
    'Upload a valid image (JPEG, PNG, WebP, GIF or AVIF). The file you uploaded was either not an image or a corrupted image.',
  fileTooLarge: (name: string, maxMb: number) => `The file "${name}" is larger than ${maxMb} MB.`,
  oneFileOnly: 'Send one file for this field.',
  tooManyExtraImages: (max: number) => `At most ${max} extra images are allowed.`,
  tooManyPixels: (maxMegapixels: number, megapixels: number) =>
    `Images may have at most ${maxMegapixels} megapixels; this one has ${megapixels}. Please upload a smaller image.`,
  mediaStorageUnavailable:
    'The picture could not be stored: the media storage is not answering. Nothing was saved; please try again in a few minutes.',

  // Specification, point 5 (verbatim).
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  aboutRequired: 'Please fill all fields and select an image.',
  homeAboutRequired: 'Please fill all fields.',
  doctorRequired: 'Please fill all required fields',
  // A doctor's OPD hours (`opd`): the list, then each session by its place in it (1 = the first).
  opdNotAList: 'Send the OPD hours as a list of {day, start, end, branch}.',
  opdTooMany: (max: number) => `Ensure there are no more than ${max} OPD sessions.`,
  opdDay: (n: number) => `Session ${n}: choose a day from monday to sunday.`,
  opdTime: (n: number) => `Session ${n}: write the start and end times as HH:MM, e.g. 09:30.`,
  opdOrder: (n: number) => `Session ${n}: the end time must be after the start time.`,
  opdBranch: (n: number) => `Session ${n}: name the branch (at most 80 characters).`,
  // The national registries' IDs (issue 43): refused at entry, in the panel and the legacy write.
  hprIdInvalid:
    'Enter the HPR ID (Healthcare Professional ID) as its 14 digits, as the national register shows it, or leave it empty.',
  hfrIdInvalid:
    'Enter the HFR facility ID as the registry shows it: IN followed by 10 capital letters or digits (12 characters), or leave it empty.',
  // A scheme's finder key (issue 43, /schemes?card=…): one scheme a key, and not the finder's own.
  schemeCardKeyTaken: (key: string, name: string) =>
    `The finder key "${key}" is already ${name}'s: give this scheme a key of its own.`,
  schemeCardKeyReserved: 'The finder key "not-listed" is the finder\'s own "card not in this list": choose another.',
  // A condition of the health library (issue 44, /conditions/<slug>): its address and its references.
  conditionSlugInvalid:
    'Write the address name in small letters a-z, digits and single hyphens between words (2 to 80 characters), e.g. "lumbar-disc-herniation".',
  conditionSlugTaken: (slug: string, name: string) =>
    `The address name "${slug}" is already ${name}'s: give this condition one of its own.`,
  conditionReferenceUrl: (n: number) => `Reference ${n}: give its full web address, starting with http:// or https://.`,
  conditionReviewIncomplete:
    "Give the clinical reviewer's name and the review date together: the page shows a condition as reviewed only with both.",
  accreditationIncomplete: 'Name the accrediting body (for example NABH) for this certificate number and date.',
  newsRequired: 'All fields are required',
  eventRequired: 'Title, description, and main image are required.',
  blogImageRequired: 'Image is required for blog posts.',
  videoLinkRequired: 'Link is required for videos and review videos.',
  bannerRequired: 'Main heading and sub heading are required.',

  // Rules the specification states without a text.
  contentRequired: 'Title and description are required.',
  videoLinkNotPlayable:
    'The link must be a video link with an 11-character id: youtu.be/ID, watch?v=ID, /embed/ID or /v/ID.',
  bannerImageRequired: 'An image is required for a new banner.',
  passwordTooLong: 'Password must be at most 72 bytes long',
  // Django's CommonPasswordValidator wording, as the issue asks.
  passwordTooCommon: 'This password is too common.',
  emailTaken: 'A user with this email already exists.',

  // The patient desk (PATCH /contact-requests/{id}/).
  deskNothingToSave: 'Send a status or a note to save.',
  callLogFull: (max: number) =>
    `This request's call log is full (${max} entries); close it and ask the patient to send a new one.`,
  /** Two desks saving the same request at the same moment, again and again: nothing was saved. */
  callLogBusy: 'Someone else is saving this request right now; try again.',

  // Every patient request with a phone number (issue 38): digits in any script, spaces, + - ( ) .
  phoneInvalid: 'Enter a phone number: digits, with + and the country code from outside India.',

  // An appointment request (POST /contact-requests/ with type "appointment").
  appointmentDoctorUnknown: 'Choose a doctor from the list; this one is not on it.',
  appointmentDateInvalid: 'Enter the date as YYYY-MM-DD.',
  appointmentDatePast: 'Choose a date from today onwards.',
  appointmentDateTooFar: (days: number) => `Choose a date within the next ${days} days.`,
  appointmentDateNotOpd: (doctor: string, days: string) =>
    days ? `${doctor} sees patients on ${days} only; choose one of those days.` : `${doctor} has no OPD days listed.`,

  // A booking of an OPD session (POST /bookings/, /bookings/move/, /bookings/cancel/).
  bookingNotASession: "Choose one of the doctor's OPD sessions on that date.",
  bookingNotOnline: 'This session is not booked online; send an appointment request instead.',
  bookingSessionFull: 'This session is full. Choose another session.',
  bookingSessionClosed: 'The hospital has closed this session on that date. Choose another session.',
  bookingMovesUsed: (max: number) => `This booking has been moved ${max} times already; call the desk to change it.`,
  bookingOver: 'This booking can no longer be changed.',
  bookingSameSession: 'The booking is already for this session.',
  /** The desk marking a cancelled booking (PATCH /bookings/{id}/). */
  bookingCancelled: 'This booking was cancelled by the patient; it cannot be marked.',
  abhaInvalid: 'Enter the ABHA number (14 digits) or the ABHA address (for example name@abdm).',
  // A place for a session (the /admin doctor form and Strapi's panel).
  opdPlaces: (n: number, max: number) => `Session ${n}: places must be a whole number from 1 to ${max}, or empty.`,

  // A cost estimate and its revisions (the desk's /estimates/).
  estimateRequestNotEstimate: 'Only an estimate request can be answered with an estimate.',
  estimateRequestAnswered: 'This estimate request already has an estimate; revise that one.',
  estimateRevisionInformed: 'The family was already told of this revision.',
  // An estimate request (type "estimate") and its optional report.
  reportInvalid: 'Attach the report as a PDF, JPEG or PNG file.',
  reportTooLarge: (maxMb: number) => `The report must be at most ${maxMb} MB; send a smaller scan or photo.`,
  reportOnlyForEstimate: 'A report can only be attached to an estimate request.',
  onlyReportField: 'Attach files only as the report.',
  /** The private store of the reports (a bucket with S3) did not take the report: nothing of the request was kept. */
  reportNotReceived:
    'Your report could not be received just now, so your request was not sent. Please try again in a few minutes.',
  /** The desk opening a report while its store does not answer. */
  reportUnavailable: 'The report cannot be opened right now; try again in a few minutes.',
  // A visa invitation letter request (type "visa").
  attendantsTooMany: 'A medical visa allows at most two attendants with the patient.',
  passportNumberInvalid: 'Enter the passport number as printed: 6 to 20 letters and digits.',
  visaDoctorOrDepartment: 'Name the department or the doctor the patient is coming to see.',
  preferredDatePast: 'Choose a date from today onwards.',

  // Today at the hospital (POST /today/): the desk's refusals.
  todayDoctorRequired: 'Choose the doctor this is about.',
  todayDoctorUnknown: 'Choose a doctor from the list; this one is not on it.',
  todayDoctorNotTaken: 'The emergency department is not about a doctor: leave the doctor out.',
  todayDateInvalid: 'Enter the date as YYYY-MM-DD.',
  todayToBeforeFrom: 'The last day of leave must be on or after the first.',
  todayDatePast: 'Choose a date from today onwards.',
  todayTooFar: (days: number) => `Choose a date within the next ${days} days.`,
  todaySessionStartInvalid: 'Write the session start as HH:MM, e.g. 09:30.',
  todayNotASession: (doctor: string, date: string, starts: string) =>
    starts
      ? `${doctor} has no OPD session starting then on ${date}; sessions start at ${starts}.`
      : `${doctor} has no OPD session on ${date}.`,
  todayExpiryInvalid: 'Enter the expiry as a date and time, e.g. 2026-12-03T18:00:00+05:30.',
  todayExpiryPast: 'The expiry must be after now.',
  todayExpiryTooFar: (days: number) => `The expiry must be within the next ${days} days.`,

  // Success messages of the about saves ({status, data, message}).
  aboutSaved: 'About updated successfully!',
  homeAboutSaved: 'Home about updated successfully!',
} as const;
