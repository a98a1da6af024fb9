/**
 * The patient contact form's words in English (en.ts has the rest): they come with the form's own
 * code, not with every page (see lib/i18n/i18n.ts, addEnglish).
 */
export const enForm = {
  'form.title': 'Patient Contact Form',
  'form.intro': 'Tell us how we can help. Our patient coordinator will call you back.',
  'form.name': 'Full Name',
  'form.phone': 'Phone Number',
  'form.email': 'Email',
  'form.gender': 'Gender',
  'form.genderSelect': 'Select',
  'form.male': 'Male',
  'form.female': 'Female',
  'form.other': 'Other',
  'form.age': 'Age',
  'form.message': 'Describe your issue / symptoms',
  'form.submit': 'Submit',
  'form.submitting': 'Submitting...',
  'form.success': 'Your request has been submitted successfully!',
  'form.privacy':
    'We keep your details and message only to call you back about this request; only our patient desk sees them, and they are deleted after the request is closed.',
  'form.reference': 'Your reference:',
  'form.replyHours': 'Our patient desk will call you within {hours, plural, one {# hour} other {# hours}}.',
  'form.replyDays': 'Our patient desk will call you within {days, plural, one {# day} other {# days}}.',
  'form.failed': 'Your request could not be sent.',
  'form.tryAgain': 'Please try again.',
  'form.tryAgainOrCall': 'Please try again, or call us.',
  'form.unreachable': "We could not reach the hospital's server; please check your connection and try again.",
} as const;
