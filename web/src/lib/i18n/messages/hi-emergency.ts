import type { enEmergency } from './en-emergency';

/**
 * The emergency page's words in Hindi (हिन्दी): fetched with the pages that show them
 * (catalogue.ts), like their English (en-emergency.ts). Awaiting a native speaker's review
 * (docs/TRANSLATIONS.md).
 */
export const hiEmergency: Record<keyof typeof enEmergency, string> = {
  'emergency.title': 'स्ट्रोक और दिमाग़ी इमरजेंसी',
  'emergency.description':
    'स्ट्रोक के लक्षण (BE-FAST), मदद आने तक क्या करें, एक टैप में अस्पताल की इमरजेंसी और 108 पर कॉल, दोनों शाखाओं के पते और नक्शे, और साथ क्या लाएँ।',
  'emergency.heading': 'स्ट्रोक और दिमाग़ी इमरजेंसी',
  'emergency.lead': 'अगर लगे कि किसी को स्ट्रोक हो रहा है, तो अभी कॉल करें। हर मिनट क़ीमती है।',
  'emergency.callForHelp': 'मदद के लिए कॉल करें',
  'emergency.callHospital': 'अस्पताल की इमरजेंसी में कॉल करें, 24x7',
  'emergency.callAmbulance': 'एम्बुलेंस बुलाएँ (भारत)',
  'emergency.beFastTitle': 'BE-FAST: स्ट्रोक के लक्षण',
  'emergency.beFastLead': 'स्ट्रोक अचानक होता है। इनमें से कोई एक लक्षण भी दिखे, तो कॉल करें:',
  'emergency.sign.B.word': 'संतुलन',
  'emergency.sign.B.what': 'अचानक संतुलन खोना, चक्कर आना या चलने में परेशानी।',
  'emergency.sign.E.word': 'आँखें',
  'emergency.sign.E.what': 'अचानक धुंधला या दो-दो दिखना, या एक या दोनों आँखों से दिखाई न देना।',
  'emergency.sign.F.word': 'चेहरा',
  'emergency.sign.F.what': 'चेहरे का एक हिस्सा लटक जाता है। व्यक्ति से मुस्कुराने को कहें: क्या मुस्कान टेढ़ी है?',
  'emergency.sign.A.word': 'बाँहें',
  'emergency.sign.A.what': 'एक हाथ या पैर कमज़ोर या सुन्न है। दोनों हाथ उठाने को कहें: क्या एक हाथ नीचे गिरता है?',
  'emergency.sign.S.word': 'बोली',
  'emergency.sign.S.what': 'बोली लड़खड़ाना या अजीब होना, या आपकी बात न समझ पाना। उनसे कोई आसान वाक्य दोहराने को कहें।',
  'emergency.sign.T.word': 'समय',
  'emergency.sign.T.what':
    'लक्षण चले जाएँ तब भी अभी कॉल करें। लक्षण कब शुरू हुए, या व्यक्ति को आख़िरी बार कब ठीक देखा गया, वह समय लिख लें।',
  'emergency.timeIsBrainTitle': 'समय ही दिमाग़ है',
  'emergency.timeIsBrain':
    'समय ही दिमाग़ है: स्ट्रोक में इलाज न मिले तो हर मिनट लगभग बीस लाख दिमाग़ी कोशिकाएँ मर जाती हैं। ख़ून का थक्का घोलने वाला इलाज पहले कुछ घंटों में सबसे अच्छा काम करता है, इसलिए आप जो भी मिनट बचाते हैं, वह बोलने, चलने-फिरने और याददाश्त को बचाता है।',
  'emergency.doTitle': 'इंतज़ार करते समय ये करें',
  'emergency.do.1': 'सबसे पहले मदद के लिए कॉल करें: अस्पताल का इमरजेंसी नंबर या 108।',
  'emergency.do.2': 'लक्षण कब शुरू हुए (या व्यक्ति को आख़िरी बार कब ठीक देखा गया), यह लिख लें। डॉक्टरों को यह जानना ज़रूरी है।',
  'emergency.do.3': 'व्यक्ति को नींद आ रही हो या उल्टी हो रही हो तो उसे करवट लिटाएँ, और तंग कपड़े ढीले कर दें।',
  'emergency.do.4': 'दौरे में: सख़्त चीज़ें हटा दें, सिर के नीचे कुछ नरम रखें, और झटके रुकने पर करवट लिटा दें।',
  'emergency.do.5': 'मदद आने तक व्यक्ति के साथ रहें और उन्हें शांत रखें।',
  'emergency.doNotTitle': 'ये न करें',
  'emergency.doNot.1': 'खाना, पानी या दवा न दें, एस्पिरिन भी नहीं: निगलने में दिक़्क़त हो सकती है, और कुछ स्ट्रोक ख़ून बहने से होते हैं।',
  'emergency.doNot.2': 'दौरे के समय मुँह में कुछ न डालें।',
  'emergency.doNot.3': 'लक्षण अपने-आप ठीक होंगे या नहीं, यह देखने के लिए इंतज़ार न करें।',
  'emergency.doNot.4': 'व्यक्ति को ख़ुद गाड़ी चलाकर अस्पताल न जाने दें।',
  'emergency.otherTitle': 'दिमाग़ की दूसरी इमरजेंसी: तुरंत कॉल करें अगर',
  'emergency.other.1': 'दौरा 5 मिनट से ज़्यादा चले, या व्यक्ति के होश में आने से पहले दूसरा दौरा पड़े।',
  'emergency.other.2': 'अचानक, बहुत तेज़ सिरदर्द: "ज़िंदगी का सबसे बुरा सिरदर्द"।',
  'emergency.other.3': 'सिर में चोट के बाद नींद आना, उल्टी, उलझन या दौरा।',
  'emergency.other.4': 'किसी भी तरह की अचानक कमज़ोरी, सुन्नपन या उलझन।',
  'emergency.whereTitle': 'कहाँ आएँ',
  'emergency.mainHospital': '{hospital}, मुख्य अस्पताल',
  'emergency.openInMaps': 'नक्शे में खोलें',
  'emergency.bringTitle': 'साथ क्या लाएँ',
  'emergency.bring.1': 'लक्षण शुरू होने का समय, लिखा हुआ।',
  'emergency.bring.2': 'व्यक्ति जो भी दवाएँ लेते हैं (या दवा की पत्तियाँ और पर्चे), ख़ासकर ख़ून पतला करने वाली दवाएँ।',
  'emergency.bring.3': 'पुरानी रिपोर्टें, स्कैन और डिस्चार्ज समरी।',
  'emergency.bring.4': 'एक पहचान पत्र और कोई स्वास्थ्य बीमा कार्ड हो तो वह भी।',
  'emergency.bring.5': 'परिवार के नंबरों वाला एक फ़ोन।',
};
