import type { enRefusals } from './en-refusals';

/**
 * Why a patient's request was refused, in Hindi (हिन्दी): fetched with the five forms' pages
 * (catalogue.ts), like their English (en-refusals.ts). Awaiting a native speaker's review
 * (docs/TRANSLATIONS.md).
 */
export const hiRefusals: Record<keyof typeof enRefusals, string> = {
  'refusal.required': 'यह जानकारी भरना ज़रूरी है।',
  'refusal.too_long': 'यहाँ अधिकतम {max, number} अक्षर लिखे जा सकते हैं।',
  'refusal.not_text': 'इसे पढ़ा नहीं जा सका; फिर से लिखें।',
  'refusal.invalid_choice': 'दिए गए विकल्पों में से एक चुनें।',
  'refusal.invalid_email': 'सही ई-मेल पता लिखें।',
  'refusal.invalid_url': 'सही वेब पता लिखें।',
  'refusal.invalid_boolean': 'हाँ या नहीं चुनें।',
  'refusal.invalid_number': 'केवल पूरी संख्या लिखें।',
  'refusal.too_small': 'संख्या कम से कम {min, number} होनी चाहिए।',
  'refusal.too_large': 'संख्या {max, number} से ज़्यादा नहीं हो सकती।',
  'refusal.invalid_phone': 'फ़ोन नंबर लिखें: केवल अंक; भारत के बाहर से + और देश के कोड के साथ।',
  'refusal.invalid_passport': 'पासपोर्ट पर छपा नंबर वैसे ही लिखें: 6 से 20 अक्षर और अंक।',
  'refusal.too_many_attendants': 'मेडिकल वीज़ा पर मरीज़ के साथ अधिकतम दो सहायक आ सकते हैं।',
  'refusal.unknown_doctor': 'सूची से एक डॉक्टर चुनें; यह डॉक्टर सूची में नहीं हैं।',
  'refusal.invalid_date': 'सही तारीख़ दें (वर्ष-माह-दिन)।',
  'refusal.date_past': 'आज या उसके बाद की तारीख़ चुनें।',
  'refusal.date_too_far': 'अगले {max, number} दिनों के भीतर की तारीख़ चुनें।',
  'refusal.date_not_opd': 'डॉक्टर केवल {days} को मरीज़ देखते हैं; इनमें से कोई दिन चुनें।',
  'refusal.date_no_opd': 'इन डॉक्टर के ओपीडी के दिन नहीं दिए गए हैं।',
  'refusal.doctor_or_department': 'मरीज़ किस विभाग या किस डॉक्टर के पास आ रहे हैं, यह लिखें।',
  'refusal.file_too_large': 'रिपोर्ट अधिकतम {megabytes, number} MB की हो सकती है; छोटा स्कैन या फ़ोटो भेजें।',
  'refusal.file_type': 'रिपोर्ट PDF, JPEG या PNG फ़ाइल के रूप में लगाएँ।',
  'refusal.file_not_taken': 'फ़ाइल केवल रिपोर्ट के रूप में लगाई जा सकती है।',
  'refusal.report_not_received':
    'आपकी रिपोर्ट अभी प्राप्त नहीं हो सकी, इसलिए आपका अनुरोध नहीं भेजा गया। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  'refusal.rate_limited':
    'इस डिवाइस से बहुत अनुरोध भेजे गए हैं; {minutes, plural, one {# मिनट} other {# मिनट}} बाद फिर कोशिश करें।',
  'refusal.rate_limited_unknown': 'इस डिवाइस से बहुत ज़्यादा अनुरोध भेजे गए हैं; कुछ मिनट रुककर फिर से कोशिश करें।',
  'refusal.not_a_session': 'उस तारीख़ को डॉक्टर का कोई ओपीडी सेशन चुनें।',
  'refusal.not_bookable': 'यह सेशन ऑनलाइन बुक नहीं होता; इसकी जगह अपॉइंटमेंट का अनुरोध भेजें।',
  'refusal.session_full': 'यह सेशन भर चुका है। कोई दूसरा सेशन चुनें।',
  'refusal.session_closed': 'अस्पताल ने उस तारीख़ को यह सेशन बंद रखा है। कोई दूसरा सेशन चुनें।',
  'refusal.moves_used': 'यह बुकिंग जितनी बार बदली जा सकती है, उतनी बार बदली जा चुकी है; बदलने के लिए डेस्क को फ़ोन करें।',
  'refusal.booking_over': 'यह बुकिंग अब बदली नहीं जा सकती।',
  'refusal.same_session': 'बुकिंग पहले से इसी सेशन की है।',
  'refusal.invalid_abha': 'ABHA नंबर (14 अंक) या ABHA पता (जैसे name@abdm) लिखें।',
  'refusal.invalid': 'यह स्वीकार नहीं हुआ; कृपया जाँच लें।',
  'refusal.form_too_large': 'फ़ॉर्म भेजने के लिए बहुत बड़ा है। कृपया संदेश छोटा करें।',
  'refusal.form_unreadable': 'फ़ॉर्म पढ़ा नहीं जा सका। कृपया फिर से भेजें।',
};
