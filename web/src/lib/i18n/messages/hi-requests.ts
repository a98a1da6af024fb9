import type { enRequests } from './en-requests';

/**
 * The patient request forms' words (appointment, feedback, estimate, international patients, visa
 * letter) in Hindi (हिन्दी): fetched with the pages that show them (catalogue.ts), like their
 * English (en-requests.ts). Awaiting a native speaker's review (docs/TRANSLATIONS.md).
 */
export const hiRequests: Record<keyof typeof enRequests, string> = {
  'requests.sending': 'भेजा जा रहा है...',
  'requests.reference': 'आपका रेफ़रेंस नंबर:',
  'requests.networkProblem': 'अस्पताल के सर्वर से संपर्क नहीं हो सका; कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
  'requests.tryAgain': 'कृपया फिर से कोशिश करें।',
  'requests.notSent': 'आपका अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'requests.notSentOrCall': 'आपका अनुरोध भेजा नहीं जा सका। कृपया फिर से कोशिश करें, या हमें फ़ोन करें।',
  'requests.correctFields': 'कृपया नीचे चिह्नित खाने ठीक करें।',
  'requests.emailOptional': 'ई-मेल (वैकल्पिक)',

  'requests.appointment.title': 'अपॉइंटमेंट का अनुरोध करें',
  'requests.appointment.titleWith': '{name} से अपॉइंटमेंट का अनुरोध करें',
  'requests.appointment.description':
    'अस्पताल के किसी डॉक्टर से ओपीडी अपॉइंटमेंट का अनुरोध भेजें; पेशेंट डेस्क आपको फ़ोन करके समय तय करेगा।',
  'requests.appointment.chooseDoctor': '{link} एक डॉक्टर चुनें, फिर उनके कार्ड पर "अपॉइंटमेंट का अनुरोध करें" दबाएँ।',
  'requests.appointment.doctorsPage': 'डॉक्टरों वाले पेज पर',
  'requests.appointment.yourDetails': 'आपका विवरण',
  'requests.appointment.notBooking':
    'यह एक अनुरोध है, बुकिंग नहीं: जब तक डेस्क आपको फ़ोन करके आपके साथ समय तय नहीं करता, तब तक कुछ भी आरक्षित नहीं होता।',
  'requests.appointment.noOpdDays': 'अगले 60 दिनों में {name} का कोई ओपीडी दिन नहीं है। कृपया अस्पताल को फ़ोन करें।',
  'requests.appointment.opdHoursOf': '{name} का ओपीडी समय',
  'requests.appointment.formLabel': '{name} से अपॉइंटमेंट का अनुरोध',
  'requests.appointment.name': 'पूरा नाम',
  'requests.appointment.phone': 'फ़ोन नंबर',
  'requests.appointment.age': 'उम्र',
  'requests.appointment.gender': 'लिंग',
  'requests.appointment.genderSelect': 'चुनें',
  'requests.appointment.male': 'पुरुष',
  'requests.appointment.female': 'महिला',
  'requests.appointment.other': 'अन्य',
  'requests.appointment.date': 'पसंद की तारीख़',
  'requests.appointment.dateHint': 'केवल अगले 60 दिनों में {name} के ओपीडी दिन ही दिखाए गए हैं।',
  'requests.appointment.chooseDate': 'एक तारीख़ चुनें',
  'requests.appointment.reason': 'दिखाने का कारण',
  'requests.appointment.submit': 'अपॉइंटमेंट का अनुरोध करें',
  'requests.appointment.sent': 'अपॉइंटमेंट के लिए आपका अनुरोध भेज दिया गया है।',
  'requests.appointment.confirm': 'समय पक्का करने के लिए डेस्क आपको फ़ोन करेगा।',

  'requests.feedback.title': 'सुझाव और शिकायतें',
  'requests.feedback.description':
    'अस्पताल को अपनी तारीफ़, सुझाव या शिकायत भेजें, और जानें कि समाधान न होने पर शिकायत किसके पास जाती है।',
  'requests.feedback.formTitle': 'हमें बताएँ कि हमारा काम कैसा रहा',
  'requests.feedback.intro':
    'तारीफ़, सुझाव या शिकायत: हर संदेश पेशेंट डेस्क पढ़ता है। मरीज़ के इलाज से जुड़ी किसी भी ज़रूरी बात के लिए हमें फ़ोन करें या अस्पताल आएँ।',
  'requests.feedback.escalationTitle': 'अगर आप संतुष्ट नहीं हैं',
  'requests.feedback.escalation1':
    'पेशेंट डेस्क हर संदेश पढ़ता है, जिन्होंने फ़ोन नंबर दिया है उन्हें जवाब देता है, और जो कार्रवाई हुई उसे दर्ज करता है।',
  'requests.feedback.escalation2':
    'अगर डेस्क के जवाब से आपकी शिकायत दूर नहीं होती, तो अस्पताल के शिकायत अधिकारी (ग्रीवेंस ऑफ़िसर) से मिलने को कहें, जो उसकी जाँच करके आपको लिखित जवाब देंगे।',
  'requests.feedback.escalation3':
    'अगर फिर भी समाधान न हो, तो आप राज्य के क्लिनिकल एस्टैब्लिशमेंट प्राधिकरण से शिकायत कर सकते हैं, जो राज्य के अस्पतालों का पंजीकरण और नियमन करता है।',
  'requests.feedback.officer': 'शिकायत अधिकारी: {name}',
  'requests.feedback.formLabel': 'आपकी राय',
  'requests.feedback.kindLegend': 'आपकी राय है',
  'requests.feedback.kind.compliment': 'तारीफ़',
  'requests.feedback.kind.suggestion': 'सुझाव',
  'requests.feedback.kind.complaint': 'शिकायत',
  'requests.feedback.message': 'आपका संदेश',
  'requests.feedback.name': 'नाम (वैकल्पिक)',
  'requests.feedback.phone': 'फ़ोन (वैकल्पिक)',
  'requests.feedback.phoneHint': 'अगर आप चाहते हैं कि डेस्क आपको वापस फ़ोन करे, तो एक नंबर दें।',
  'requests.feedback.submit': 'राय भेजें',
  'requests.feedback.sent': 'धन्यवाद: आपकी राय पेशेंट डेस्क तक पहुँच गई है।',
  'requests.feedback.notSent': 'आपकी राय भेजी नहीं जा सकी। कृपया फिर से कोशिश करें।',

  'requests.estimate.title': 'खर्च का अनुमान माँगें',
  'requests.estimate.description': 'किसी इलाज के खर्च का लिखित अनुमान अस्पताल से माँगें, रिपोर्ट हो तो साथ भेजें।',
  'requests.estimate.intro':
    'जो इलाज किसी {link} में नहीं आता, उससे पहले डेस्क आपको खर्च का लिखित अनुमान भेजता है। रिपोर्ट से डॉक्टर बेहतर अनुमान लगा पाते हैं; डॉक्टर के मरीज़ को देखने के बाद अनुमान पक्का होता है।',
  'requests.estimate.packageLink': 'प्रकाशित पैकेज',
  'requests.estimate.name': 'मरीज़ का नाम',
  'requests.estimate.phone': 'वापस फ़ोन करने के लिए नंबर',
  'requests.estimate.phoneHint': 'अगर आप भारत से बाहर हैं तो देश के कोड के साथ, जैसे बांग्लादेश के लिए +880।',
  'requests.estimate.procedure': 'ऑपरेशन या इलाज',
  'requests.estimate.procedureHint': 'जैसा आपके डॉक्टर ने लिखा है, जैसे "Lumbar microdiscectomy" (लम्बर माइक्रोडिसेक्टॉमी)।',
  'requests.estimate.department': 'विभाग (वैकल्पिक)',
  'requests.estimate.message': 'डॉक्टरों को और कुछ बताना हो तो (वैकल्पिक)',
  'requests.estimate.report': 'रिपोर्ट या पर्चा (वैकल्पिक)',
  'requests.estimate.reportHint':
    'PDF, JPEG या PNG, ज़्यादा से ज़्यादा {megabytes, number} MB। इसे केवल अस्पताल का डेस्क और डॉक्टर खोल सकते हैं।',
  'requests.estimate.submit': 'अनुमान माँगें',
  'requests.estimate.sent': 'खर्च के अनुमान के लिए आपका अनुरोध पेशेंट डेस्क तक पहुँच गया है।',

  'requests.international.title': 'विदेशी मरीज़',
  'requests.international.description':
    'बांग्लादेश और विदेश से आने वाले मरीज़ों के लिए: क्या लाएँ, मेडिकल वीज़ा और उसके दो सहायक, आमंत्रण पत्र, और कहाँ ठहरें।',
  'requests.international.lead':
    'बांग्लादेश, नेपाल, भूटान और उससे भी दूर से परिवार हमारे पास आते हैं। इंटरनेशनल पेशेंट डेस्क आपके आने से पहले (रिपोर्ट, खर्च का अनुमान, वीज़ा का आमंत्रण पत्र) और यहाँ रहते हुए आपकी मदद करता है।',
  'requests.international.deskTitle': 'इंटरनेशनल पेशेंट डेस्क',
  'requests.international.deskCall': '{phone} पर फ़ोन करें, या {app} पर लिखें: {chat}।',
  'requests.international.chatWithDesk': 'डेस्क से चैट करें',
  'requests.international.deskEmail': '{email} पर ई-मेल करें, रिपोर्ट साथ लगाकर।',
  'requests.international.callMain': 'अस्पताल के मुख्य नंबर पर फ़ोन करें, जो हर पेज के ऊपर दिया है।',
  'requests.international.cost': 'इलाज का खर्च जानने के लिए {rates} देखें, या रिपोर्ट के साथ {estimate}।',
  'requests.international.packageRates': 'पैकेज की दरें',
  'requests.international.askEstimate': 'अनुमान माँगें',
  'requests.international.bringTitle': 'साथ क्या लाएँ',
  'requests.international.bring1':
    'आपके पास जितनी भी मेडिकल रिपोर्ट हैं: स्कैन (एमआरआई, सीटी) डिस्क पर या प्रिंट में, उनकी लिखित रिपोर्ट के साथ।',
  'requests.international.bring2': 'पुराने पर्चे और डिस्चार्ज समरी, और मरीज़ अभी जो दवाइयाँ ले रहे हैं।',
  'requests.international.bring3': 'मरीज़ और हर सहायक का पासपोर्ट, जो कम से कम छह महीने तक वैध हो, और मेडिकल वीज़ा।',
  'requests.international.bring4': 'पासपोर्ट साइज़ फ़ोटो, और अस्पताल के आमंत्रण पत्र की एक कॉपी।',
  'requests.international.visaTitle': 'मेडिकल वीज़ा, कदम दर कदम',
  'requests.international.visa1':
    'नीचे दिए फ़ॉर्म के साथ मरीज़ की रिपोर्ट हमें भेजें; एक डॉक्टर उन्हें देखते हैं और डेस्क आपको बताता है कि यहाँ इलाज की सलाह दी जाती है या नहीं।',
  'requests.international.visa2':
    'डेस्क आमंत्रण पत्र तैयार करता है और उसे भारत सरकार के मेडिकल और आयुष वीज़ा पोर्टल पर सत्यापित करवाता है, जैसा अब हर पत्र के लिए ज़रूरी है।',
  'requests.international.visa3':
    'आप पत्र के साथ, ऑनलाइन या भारतीय वीज़ा केंद्र पर, मरीज़ के मेडिकल वीज़ा (Med X / ई-मेडिकल वीज़ा) और सहायकों के मेडिकल अटेंडेंट वीज़ा के लिए आवेदन करते हैं।',
  'requests.international.visa4': 'डेस्क को अपनी यात्रा की तारीख़ें बताएँ: अस्पताल में कोई आपसे मिलेगा और रजिस्ट्रेशन में मदद करेगा।',
  'requests.international.attendantsAtMost': 'ज़्यादा से ज़्यादा दो सहायक।',
  'requests.international.attendantRule':
    'एक मेडिकल वीज़ा पर ज़्यादा से ज़्यादा दो सहायक आ सकते हैं, जिन्हें मरीज़ के साथ ही यात्रा करनी होगी और जिनके पास मेडिकल अटेंडेंट वीज़ा होना चाहिए; आमंत्रण पत्र में उनके नाम होते हैं।',
  'requests.international.letterTitle': 'आमंत्रण पत्र कैसे मिलता है',
  'requests.international.letter1':
    'अस्पताल पत्र मरीज़ के उसी नाम से जारी करता है जो पासपोर्ट पर छपा है, और उसमें विभाग, संभावित तारीख़ और सहायकों के नाम होते हैं।',
  'requests.international.letter2':
    'अस्पताल का इंटरनेशनल पेशेंट डेस्क इसे भारत सरकार के मेडिकल और आयुष वीज़ा पोर्टल पर सत्यापित करता है; बिना सत्यापन वाला पत्र स्वीकार नहीं होता।',
  'requests.international.letter3':
    'पत्र का कोई शुल्क नहीं है। रिपोर्ट मिलने के बाद डेस्क आमतौर पर दो कामकाजी दिनों में जवाब देता है।',
  'requests.international.stayTitle': 'कहाँ ठहरें',
  'requests.international.stayNear': 'मुख्य अस्पताल के पास ({address}) और {branch} शाखा के पास ({branchAddress}):',
  'requests.international.stay1':
    'दोनों शाखाओं से पैदल दूरी पर गेस्ट हाउस और सर्विस्ड अपार्टमेंट हैं; डेस्क के पास मौजूदा किराए के साथ उनकी सूची रहती है और वह आपकी ओर से बुकिंग कर सकता है।',
  'requests.international.stay2':
    'अनुरोध करने पर वार्ड के पास अस्पताल में ही एक सहायक के लिए कमरा मिल सकता है, मरीज़ के डॉक्टर की अनुमति से।',
  'requests.international.stay3':
    'मुख्य अस्पताल के पास पैसे बदलने, भारतीय सिम कार्ड और प्रीपेड टैक्सी की सुविधा है; डेस्क सलाह दे सकता है।',

  'requests.visa.title': 'आमंत्रण पत्र का अनुरोध करें',
  'requests.visa.intro': 'डेस्क आपको फ़ोन करेगा या लिखेगा, रिपोर्ट माँगेगा, और सत्यापन के बाद पत्र भेजेगा।',
  'requests.visa.name': 'आपका नाम',
  'requests.visa.nameHint': 'जिसे डेस्क फ़ोन करे: मरीज़ खुद या कोई रिश्तेदार।',
  'requests.visa.phone': 'फ़ोन या मैसेजिंग नंबर',
  'requests.visa.phoneHint': 'देश के कोड के साथ, जैसे +880 1712 345678।',
  'requests.visa.passportName': 'पासपोर्ट पर लिखा मरीज़ का नाम',
  'requests.visa.passportNo': 'पासपोर्ट नंबर',
  'requests.visa.passportNoHint': 'एन्क्रिप्ट करके रखा जाता है; वीज़ा पोर्टल पर पत्र सत्यापित करने के लिए केवल डेस्क इसे देखता है।',
  'requests.visa.nationality': 'राष्ट्रीयता',
  'requests.visa.attendants': 'मरीज़ के साथ आने वाले सहायक',
  'requests.visa.attendantsNone': 'कोई नहीं',
  'requests.visa.attendantsOne': 'एक',
  'requests.visa.attendantsTwo': 'दो',
  'requests.visa.attendantsHint': 'एक मेडिकल वीज़ा पर ज़्यादा से ज़्यादा दो सहायक आ सकते हैं।',
  'requests.visa.arrival': 'पहुँचने की पसंद की तारीख़',
  'requests.visa.department': 'विभाग या डॉक्टर',
  'requests.visa.departmentHint': 'जैसे न्यूरोसर्जरी, या जिस डॉक्टर को आप दिखाना चाहते हैं।',
  'requests.visa.message': 'बीमारी के बारे में (वैकल्पिक)',
  'requests.visa.submit': 'पत्र का अनुरोध करें',
  'requests.visa.sent': 'आमंत्रण पत्र के लिए आपका अनुरोध इंटरनेशनल पेशेंट डेस्क तक पहुँच गया है।',
};
