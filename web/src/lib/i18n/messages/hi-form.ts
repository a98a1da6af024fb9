import type { enForm } from './en-form';

/**
 * The patient contact form's words in Hindi (हिन्दी): fetched with the pages that show them
 * (catalogue.ts), like their English (en-form.ts). Awaiting a native speaker's review
 * (docs/TRANSLATIONS.md).
 */
export const hiForm: Record<keyof typeof enForm, string> = {
  'form.title': 'मरीज़ संपर्क फ़ॉर्म',
  'form.intro': 'बताइए हम कैसे मदद कर सकते हैं। हमारे पेशेंट कोऑर्डिनेटर आपको वापस फ़ोन करेंगे।',
  'form.name': 'पूरा नाम',
  'form.phone': 'फ़ोन नंबर',
  'form.email': 'ई-मेल',
  'form.gender': 'लिंग',
  'form.genderSelect': 'चुनें',
  'form.male': 'पुरुष',
  'form.female': 'महिला',
  'form.other': 'अन्य',
  'form.age': 'उम्र',
  'form.message': 'अपनी समस्या / लक्षण बताएँ',
  'form.submit': 'भेजें',
  'form.submitting': 'भेजा जा रहा है...',
  'form.success': 'आपका अनुरोध सफलतापूर्वक भेज दिया गया है!',
  'form.privacy':
    'आपकी जानकारी और संदेश हम सिर्फ़ इस अनुरोध के बारे में आपको फ़ोन करने के लिए रखते हैं; इन्हें सिर्फ़ हमारा पेशेंट डेस्क देखता है, और अनुरोध पूरा होने के बाद ये मिटा दिए जाते हैं।',
  'form.reference': 'आपका रेफ़रेंस नंबर:',
  'form.replyHours': 'हमारा पेशेंट डेस्क {hours, plural, one {# घंटे} other {# घंटों}} के अंदर आपको फ़ोन करेगा।',
  'form.replyDays': 'हमारा पेशेंट डेस्क {days, plural, one {# दिन} other {# दिनों}} के अंदर आपको फ़ोन करेगा।',
  'form.failed': 'आपका अनुरोध भेजा नहीं जा सका।',
  'form.tryAgain': 'कृपया फिर से कोशिश करें।',
  'form.tryAgainOrCall': 'कृपया फिर से कोशिश करें, या हमें फ़ोन करें।',
  'form.unreachable': 'अस्पताल के सर्वर तक नहीं पहुँच सके; अपना इंटरनेट कनेक्शन देखकर फिर से कोशिश करें।',
};
