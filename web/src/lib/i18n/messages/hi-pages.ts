import type { enPages } from './en-pages';

/**
 * The secondary pages' words in Hindi (हिन्दी), as families in Bihar, Jharkhand and UP speak it,
 * not officialese: fetched with those pages (catalogue.ts), like their English (en-pages.ts).
 * Awaiting a native speaker's review (docs/TRANSLATIONS.md).
 */
export const hiPages: Record<keyof typeof enPages, string> = {
  // What several of these pages say
  'pages.readMore': 'और पढ़ें →',
  'pages.askEstimate': 'खर्च का अनुमान माँगें',
  'pages.picture': '{heading}, फ़ोटो {number}',
  'pages.carousel.previous': 'पिछली स्लाइड',
  'pages.carousel.next': 'अगली स्लाइड',
  'pages.carousel.goTo': 'स्लाइड {number} पर जाएँ',

  // /about
  'pages.about.description': 'अस्पताल के बारे में: दिमाग़, रीढ़ और नसों का विशेषज्ञ इलाज, और चौबीसों घंटे इमरजेंसी इलाज।',

  // /accessibility
  'pages.accessibility.description':
    'यह वेबसाइट सुगम्यता का कौन-सा मानक पूरा करती है, इसे कैसे जाँचा जाता है, इसकी जानी हुई कमियाँ, और कोई दिक़्क़त हो तो कैसे बताएँ।',
  'pages.accessibility.loadError': 'सुगम्यता कथन लोड नहीं हो सका।',
  'pages.accessibility.standardTitle': 'हम कौन-सा मानक पूरा करते हैं',
  'pages.accessibility.standard': 'यह वेबसाइट {standard} (वेब कंटेंट एक्सेसिबिलिटी गाइडलाइंस) को पूरा करने का लक्ष्य रखती है।',
  'pages.accessibility.testedTitle': 'इसे कैसे जाँचा जाता है',
  'pages.accessibility.limitationsTitle': 'जानी हुई कमियाँ',
  'pages.accessibility.noLimitations': 'अभी कोई कमी पता नहीं है।',
  'pages.accessibility.reportTitle': 'दिक़्क़त बताएँ',
  'pages.accessibility.report':
    'अगर इस साइट पर कुछ आपके लिए ठीक से काम नहीं करता, तो हमें {link} बताएँ ("शिकायत" या "सुझाव" चुनें), या अस्पताल को फ़ोन करें। पेशेंट डेस्क हर संदेश पढ़ता है और सुगम्यता की दिक़्क़तें वेबसाइट टीम तक पहुँचाता है।',
  'pages.accessibility.feedbackPage': 'राय वाले पेज पर',
  'pages.accessibility.reviewed': 'पिछली बार जाँचा गया: {date}।',

  // /blogs
  'pages.blogs.description': 'दिमाग़, रीढ़ और सेहतमंद रहने पर हमारे डॉक्टरों के लेख।',
  'pages.blogs.latest': 'नए ब्लॉग',

  // /services and /services/{id}
  'pages.services.lead': 'हमारी न्यूरोसाइंस टीमों के इलाज और प्रोग्राम।',
  'pages.services.loading': 'सेवा की जानकारी लोड हो रही है...',
  'pages.services.gallery': 'इस सेवा की और फ़ोटो',

  // /departments and /department/{id}
  'pages.facilities.title': 'सुविधाएँ और सेवाएँ',
  'pages.facilities.description': 'दिमाग़ और नसों की इमरजेंसी, ऑपरेशन, जाँच और ठीक होने के लिए चौबीसों घंटे खुली सुविधाएँ।',
  'pages.facilities.seeServices': 'कोई इलाज ढूँढ रहे हैं? हमारी सभी {link} देखें।',
  'pages.facilities.servicesLink': 'सेवाएँ',
  'pages.facilities.loading': 'विभाग की जानकारी लोड हो रही है...',
  'pages.facilities.gallery': 'इस विभाग की और फ़ोटो',
  'pages.facilities.estimate': 'इस विभाग के किसी इलाज के लिए {link}, या {rates} देखें।',
  'pages.facilities.ratesLink': 'पैकेज के रेट',

  'pages.facilities.conditions': 'इस विभाग में जिन बीमारियों का इलाज होता है',
  // /Department2 and /division/{id}
  'pages.neurology.description': 'दिमाग़, स्पाइनल कॉर्ड, नसों और मांसपेशियों की हर बीमारी के लिए नौ ख़ास विभाग।',
  'pages.neurology.loading': 'विभाग की जानकारी लोड हो रही है...',
  'pages.neurology.gallery': 'इस विभाग की और फ़ोटो',

  // /neurosurgery
  'pages.neurosurgery.description':
    'अस्पताल में दिमाग़ और रीढ़ का ऑपरेशन: हम किन चीज़ों का ऑपरेशन करते हैं और ऑपरेशन से पहले और बाद में मरीज़ की देखभाल कैसे करते हैं।',
  'pages.neurosurgery.lead': 'दिमाग़ और रीढ़ का सुरक्षित, सटीक ऑपरेशन, और सिर या रीढ़ की चोट के बाद अनुभवी देखभाल।',

  // /message
  'pages.directors.description': 'अस्पताल के निदेशकों का संदेश।',
  'pages.directors.board': 'निदेशक मंडल (बोर्ड ऑफ़ डायरेक्टर्स) का संदेश',
  'pages.directors.readMessage': 'संदेश पढ़ें →',

  // /videos and /review-videos
  'pages.videos.description': 'दिमाग़, रीढ़ और ठीक होने के बारे में अस्पताल के डॉक्टरों के छोटे वीडियो।',
  'pages.videos.latest': 'नए वीडियो',
  'pages.videos.reviewDescription': 'मरीज़ और उनके परिवार अस्पताल में अपने इलाज के बारे में बताते हैं।',
  'pages.videos.videoAlt': 'वीडियो: {title}',
  'pages.videos.watch': 'देखें →',
  'pages.videos.cannotPlay': 'यह वीडियो यहाँ नहीं चल सकता।',

  // /news-and-events
  'pages.newsAndEvents.title': 'समाचार और कार्यक्रम',
  'pages.newsAndEvents.description': 'अस्पताल के ताज़ा समाचार, कैंप, वार्ताएँ और कार्यक्रम।',
  'pages.newsAndEvents.latestNews': 'ताज़ा समाचार',
  'pages.newsAndEvents.events': 'कार्यक्रम',
  'pages.newsAndEvents.viewEvent': 'कार्यक्रम देखें →',
  'pages.newsAndEvents.gallery': 'फ़ोटो गैलरी',

  // /packages
  'pages.packages.title': 'पैकेज के रेट',
  'pages.packages.description':
    'न्यूरोसर्जरी, न्यूरोलॉजी और रिहैबिलिटेशन के लिए अस्पताल के पैकेज रेट, हर पैकेज में क्या-क्या शामिल है, और खर्च का अनुमान कैसे माँगें।',
  'pages.packages.ruleTitle': 'रेट और खर्च का अनुमान',
  'pages.packages.asRequired': '{law} के अनुसार:',
  'pages.packages.ruleDisplayed': 'पैकेज के रेट अस्पताल में और इस वेबसाइट पर लगाए जाते हैं।',
  'pages.packages.ruleEstimate':
    'जो इलाज किसी पैकेज में नहीं आता, उसे शुरू करने से पहले अस्पताल मरीज़ या उसके परिवार को खर्च का लिखित अनुमान देता है।',
  'pages.packages.billedSeparately':
    'पैकेज में वही शामिल है जो उसकी सूची में लिखा है; बाक़ी सब (ज़्यादा दिन भर्ती रहना, कोई जटिलता, सूची से बाहर का इम्प्लांट) अलग से बिल होता है, और ऐसा करने से पहले डेस्क आपको बता देता है। जो इलाज यहाँ नहीं है, उसके लिए {link}, और अगर रिपोर्ट है तो साथ लगा दें।',
  'pages.packages.loadError': 'पैकेज के रेट लोड नहीं हो सके। कृपया अस्पताल को फ़ोन करें।',
  'pages.packages.none': 'अभी कोई पैकेज रेट प्रकाशित नहीं है। कृपया खर्च का अनुमान माँगें।',
  'pages.packages.demo': 'नमूने के आँकड़े: नीचे निशान लगे रेट सिर्फ़ उदाहरण हैं, अस्पताल के मंज़ूर किए हुए रेट नहीं।',
  'pages.packages.changed': 'रेट पिछली बार {date} को बदले गए। दाम भारतीय रुपये में हैं और लागू टैक्स शामिल हैं।',
  'pages.packages.machineReadable': 'ये रेट मशीन से पढ़ी जा सकने वाली फ़ाइल के रूप में डाउनलोड करें',
  'pages.packages.validUntil': '{date} तक मान्य',
  'pages.packages.included': 'इसमें शामिल',
  'pages.packages.notIncluded': 'इसमें शामिल नहीं',
  'pages.packages.askEstimateFor': 'खर्च का अनुमान माँगें: {title}',
  'pages.packages.department.neurosurgery': 'न्यूरोसर्जरी',
  'pages.packages.department.neurology': 'न्यूरोलॉजी',
  'pages.packages.department.neuroradiology': 'इंटरवेंशनल न्यूरोरेडियोलॉजी',
  'pages.packages.department.rehabilitation': 'न्यूरो रिहैबिलिटेशन',

  // /conditions, /conditions/{slug}
  'pages.conditions.title': 'बीमारियाँ अ–ज्ञ',
  'pages.conditions.description':
    'अस्पताल में जिन तंत्रिका रोगों का इलाज होता है, अ से ज्ञ तक: हर बीमारी क्या है, उसके लक्षण, कब तुरंत इलाज ज़रूरी है, और यहाँ उसकी जाँच और इलाज कैसे होता है।',
  'pages.conditions.intro':
    'हमारे डॉक्टर दिमाग़, रीढ़ और नसों की जिन बीमारियों का इलाज करते हैं, आसान शब्दों में: हर बीमारी क्या है, उसके लक्षण, कब तुरंत इलाज ज़रूरी है, और इस अस्पताल में उसकी जाँच और इलाज कैसे होता है।',
  'pages.conditions.letters': 'पहले अक्षर के अनुसार बीमारियाँ',
  'pages.conditions.loadError': 'बीमारियों की सूची लोड नहीं हो सकी। कृपया बाद में फिर कोशिश करें।',
  'pages.conditions.none': 'अभी कोई बीमारी सूची में नहीं है।',
  'pages.conditions.overview': 'संक्षेप में',
  'pages.conditions.symptoms': 'लक्षण',
  'pages.conditions.seekCare': 'कब तुरंत इलाज लें',
  'pages.conditions.urgent': 'ये लक्षण आपात स्थिति हो सकते हैं: अभी {phone} पर फ़ोन करें, या देखें {link}।',
  'pages.conditions.emergencyLink': 'आपात स्थिति में क्या करें',
  'pages.conditions.diagnosis': 'यहाँ जाँच कैसे होती है',
  'pages.conditions.treatment': 'यहाँ इलाज कैसे होता है',
  'pages.conditions.whoTreats': 'यहाँ कौन इलाज करते हैं',
  'pages.conditions.departments': 'विभाग',
  'pages.conditions.doctors': 'डॉक्टर',
  'pages.conditions.references': 'संदर्भ',
  'pages.conditions.reviewedBy': '{reviewer} ({credentials}) ने {date} को चिकित्सकीय रूप से जाँचा।',
  'pages.conditions.reviewedByName': '{reviewer} ने {date} को चिकित्सकीय रूप से जाँचा।',
  'pages.conditions.awaitingReview': 'डॉक्टर की जाँच बाक़ी है।',
  'pages.conditions.awaitingReviewWhy': 'अस्पताल के किसी डॉक्टर ने अभी यह लेख नहीं जाँचा है।',
  'pages.conditions.disclaimer': 'इस पेज पर सामान्य जानकारी है, आपके लिए सलाह नहीं: यह डॉक्टर से परामर्श की जगह नहीं लेता।',
  'pages.conditions.backToIndex': 'सभी बीमारियाँ अ–ज्ञ',
  // /schemes
  'pages.schemes.title': 'सरकारी योजनाएँ और बीमा',
  'pages.schemes.description':
    'अस्पताल जिन सरकारी स्वास्थ्य योजनाओं, बीमा कंपनियों और टीपीए को स्वीकार करता है, यहाँ हर एक में क्या मिलता है, कैशलेस या रीइम्बर्समेंट, कौन-से काग़ज़ लाने हैं और किससे पूछें।',
  'pages.schemes.intro':
    'अस्पताल जिन सरकारी स्वास्थ्य योजनाओं, बीमा कंपनियों और टीपीए (थर्ड-पार्टी एडमिनिस्ट्रेटर) को स्वीकार करता है: यहाँ हर एक में क्या मिलता है, कैशलेस है या बाद में पैसा वापस मिलता है, कौन-से काग़ज़ लाने हैं और किस हेल्प डेस्क से पूछें। सूचीबद्धता बदलती है और ख़त्म भी होती है, इसलिए हर प्रविष्टि बताती है कि उसे आख़िरी बार कब जाँचा गया।',
  'pages.schemes.demo':
    'नमूने की जानकारी: नीचे निशान लगी योजनाएँ सिर्फ़ उदाहरण हैं, अस्पताल की पक्की सूचीबद्धता नहीं। कृपया हेल्प डेस्क से पूछ लें।',
  'pages.schemes.demoMark': 'नमूना',
  'pages.schemes.loadError': 'योजनाओं की सूची खुल नहीं सकी। कृपया अस्पताल को फ़ोन करें।',
  'pages.schemes.none': 'अभी कोई योजना सूची में नहीं है। अपने कार्ड के बारे में जानने के लिए अस्पताल को फ़ोन करें।',
  'pages.schemes.listTitle': 'यहाँ स्वीकार की जाने वाली योजनाएँ और बीमा',
  'pages.schemes.kind.governmentScheme': 'सरकारी योजना',
  'pages.schemes.kind.insurer': 'बीमा कंपनी',
  'pages.schemes.kind.tpa': 'बीमा कंपनी, टीपीए के ज़रिए',
  'pages.schemes.kind.employer': 'नियोक्ता की योजना',
  'pages.schemes.covers': 'यहाँ क्या मिलता है',
  'pages.schemes.howPaid': 'कैशलेस या रीइम्बर्समेंट',
  'pages.schemes.claim.cashless': 'कैशलेस: अस्पताल सीधे योजना को बिल भेजता है।',
  'pages.schemes.claim.reimbursement': 'रीइम्बर्समेंट: आप अस्पताल को भुगतान करते हैं और बाद में योजना से पैसा वापस माँगते हैं।',
  'pages.schemes.claim.both': 'कैशलेस या रीइम्बर्समेंट, जैसा आपका कार्ड या पॉलिसी अनुमति दे।',
  'pages.schemes.documents': 'कौन-से काग़ज़ लाएँ',
  'pages.schemes.helpDesk': 'हेल्प डेस्क',
  'pages.schemes.phone': 'फ़ोन',
  'pages.schemes.email': 'ई-मेल',
  'pages.schemes.hours': 'समय',
  'pages.schemes.asOf': '{date} तक जाँचा गया',
  'pages.schemes.finderTitle': 'मेरे कौन-से कार्ड यहाँ चलेंगे?',
  'pages.schemes.finderHint': 'आपके पास जितने कार्ड हैं, सब पर टिक करें, फिर "मेरे कार्ड जाँचें" दबाएँ।',
  'pages.schemes.notListedChoice': 'ऐसा कार्ड जो इस सूची में नहीं है',
  'pages.schemes.check': 'मेरे कार्ड जाँचें',
  'pages.schemes.answersTitle': 'यहाँ आपके कार्ड का क्या मतलब है',
  'pages.schemes.accepted': '{name}: यहाँ स्वीकार है।',
  'pages.schemes.bring': 'साथ लाएँ: {documents}।',
  'pages.schemes.askDesk': 'कोई सवाल हो तो हेल्प डेस्क को {phone} पर फ़ोन करें।',
  'pages.schemes.notListed':
    'जो कार्ड इस सूची में नहीं है, इस पन्ने की जानकारी के अनुसार वह यहाँ स्वीकार नहीं है। आने से पहले हेल्प डेस्क को {phone} पर फ़ोन करें: वे बताएँगे कि आपका कार्ड चलेगा या नहीं, और नहीं तो कितना भुगतान करना होगा।',
  'pages.schemes.notListedNoPhone':
    'जो कार्ड इस सूची में नहीं है, इस पन्ने की जानकारी के अनुसार वह यहाँ स्वीकार नहीं है। आने से पहले कृपया अस्पताल को फ़ोन करें।',
  'pages.schemes.stepsTitle': 'कैशलेस इलाज, क़दम-दर-क़दम',
  'pages.schemes.step.bring':
    'भर्ती के लिए आते समय अपना कार्ड, फ़ोटो वाला एक पहचान पत्र और अपनी योजना के लिए लिखे काग़ज़ साथ लाएँ।',
  'pages.schemes.step.desk':
    'बीमा डेस्क के कर्मचारी आपका कार्ड जाँचते हैं और योजना, बीमा कंपनी या टीपीए से मंज़ूरी (प्री-ऑथराइज़ेशन) माँगते हैं।',
  'pages.schemes.step.approval':
    'मंज़ूरी मिलने पर, मंज़ूरी में जो शामिल है उसका इलाज बिना जमा राशि के होता है। आपात स्थिति में इलाज तुरंत शुरू होता है और अनुरोध बाद में जाता है।',
  'pages.schemes.step.notCovered':
    'जो मंज़ूरी में शामिल नहीं (ज़्यादा दिन रुकना, योजना से बाहर की चीज़ें), उसका भुगतान आप करते हैं; करने से पहले डेस्क आपको बताता है।',
  'pages.schemes.step.discharge': 'छुट्टी के समय आप अंतिम बिल और दावे के फ़ॉर्म पर दस्तख़त करते हैं, और अस्पताल उन्हें योजना को भेजता है।',
  'pages.schemes.estimate': 'ख़ुद भुगतान करेंगे, या बिल का कुछ हिस्सा? {rates} देखें, या {link}।',
  'pages.schemes.ratesLink': 'पैकेज के रेट',
  'pages.schemes.estimateLink': 'खर्च का लिखित अनुमान माँगें',
  'pages.packages.schemes': 'सरकारी योजना, बीमा या टीपीए से भुगतान करेंगे? {link}।',
  'pages.packages.schemesLink': 'देखें कि अस्पताल कौन-से कार्ड स्वीकार करता है',

  // /research and the consultant's profile
  'pages.research.title': 'रिसर्च',
  'pages.research.description': 'अस्पताल के कंसल्टेंट न्यूरोलॉजिस्ट की रिसर्च, प्रकाशन और प्रस्तुतियाँ।',
  'pages.profile.description': '{name}, {role}: परिचय, विशेषज्ञता, शिक्षा और प्रकाशन।',
  'pages.profile.biography': 'परिचय',
  'pages.profile.expertise': 'विशेषज्ञता के क्षेत्र',
  'pages.profile.education': 'शिक्षा',
  'pages.profile.experience': 'अनुभव',
  'pages.profile.memberships': 'सदस्यता',
  'pages.profile.award': 'पुरस्कार',
  'pages.profile.publications': 'प्रकाशन',
  'pages.profile.allPublications': 'सभी प्रकाशन देखें',
  'pages.profile.conferences': 'सम्मेलनों में प्रस्तुतियाँ',
  'pages.profile.bookChapters': 'किताबों के अध्याय',
  'pages.profile.ourResearch': 'हमारी रिसर्च',

  // /search
  'pages.search.title': 'खोजें',
  'pages.search.titleFor': 'खोज: {query}',
  'pages.search.description': 'अस्पताल के पन्नों में खोजें: बीमारियाँ, डॉक्टर, विभाग, सेवाएँ, समाचार और भी बहुत कुछ।',
  'pages.search.label': 'कोई बीमारी, डॉक्टर या सेवा खोजें',
  'pages.search.button': 'खोजें',
  'pages.search.count': '“{query}” के लिए {count, plural, one {# नतीजा} other {# नतीजे}}',
  'pages.search.pageOf': '{pages, number} में से पन्ना {page, number}',
  'pages.search.pages': 'नतीजों के पन्ने',
  'pages.search.previous': 'पिछला पन्ना',
  'pages.search.next': 'अगला पन्ना',
  'pages.search.goTo': 'पन्ना {page, number}',
  'pages.search.inEnglish': 'अंग्रेज़ी में: अभी अनुवाद नहीं हुआ है',
  'pages.search.empty': 'कोई बीमारी, लक्षण, डॉक्टर का नाम या सेवा लिखें और “खोजें” दबाएँ।',
  'pages.search.none': 'इस वेबसाइट पर “{query}” से मिलता कुछ नहीं मिला। वर्तनी जाँच लें, या कोई और शब्द आज़माएँ।',
  'pages.search.pastLast': '“{query}” के लिए और नतीजे नहीं हैं।',
  'pages.search.firstPage': 'नतीजों के पहले पन्ने पर लौटें',
  'pages.search.unavailable': 'अभी खोज उपलब्ध नहीं है। कृपया एक मिनट बाद फिर कोशिश करें।',
  'pages.search.suggestionsTitle': 'शायद आपको यहाँ मिल जाए',
  'pages.search.conditions': 'बीमारियों की सूची (A–Z): जिन बीमारियों का हम इलाज करते हैं',
  'pages.search.doctors': 'नाम या विशेषज्ञता से डॉक्टर खोजें',
  'pages.search.emergency': 'आपात स्थिति में किसी भी समय हमें कॉल करें: {phone}',
  'pages.search.emergencyPage': 'स्ट्रोक के लक्षण और आपात स्थिति में क्या करें',
  'pages.search.kind.condition': 'बीमारी',
  'pages.search.kind.doctor': 'डॉक्टर',
  'pages.search.kind.department': 'विभाग',
  'pages.search.kind.division': 'न्यूरोलॉजी विभाग',
  'pages.search.kind.service': 'सेवा',
  'pages.search.kind.package': 'पैकेज',
  'pages.search.kind.news': 'समाचार',
  'pages.search.kind.event': 'कार्यक्रम',
  'pages.search.kind.blog': 'ब्लॉग',
};
