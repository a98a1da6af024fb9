import type { enRequests } from './en-requests';

/**
 * The patient request forms' words (appointment, feedback, estimate, international patients, visa
 * letter) in Bengali (বাংলা): fetched with the pages that show them (catalogue.ts), like their
 * English (en-requests.ts). Awaiting a native speaker's review (docs/TRANSLATIONS.md).
 */
export const bnRequests: Record<keyof typeof enRequests, string> = {
  'requests.sending': 'পাঠানো হচ্ছে...',
  'requests.reference': 'আপনার রেফারেন্স নম্বর:',
  'requests.networkProblem': 'হাসপাতালের সার্ভারের সঙ্গে যোগাযোগ করা গেল না; আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  'requests.tryAgain': 'অনুগ্রহ করে আবার চেষ্টা করুন।',
  'requests.notSent': 'আপনার অনুরোধ পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',
  'requests.notSentOrCall': 'আপনার অনুরোধ পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন, বা আমাদের ফোন করুন।',
  'requests.correctFields': 'ওপরে চিহ্নিত ঘরগুলো ঠিক করে দিন।',
  'requests.emailOptional': 'ই-মেল (ঐচ্ছিক)',

  'requests.appointment.title': 'অ্যাপয়েন্টমেন্টের অনুরোধ করুন',
  'requests.appointment.titleWith': '{name}-এর সঙ্গে অ্যাপয়েন্টমেন্টের অনুরোধ করুন',
  'requests.appointment.description':
    'হাসপাতালের কোনো চিকিৎসকের ওপিডি অ্যাপয়েন্টমেন্ট চেয়ে অনুরোধ পাঠান; পেশেন্ট ডেস্ক আপনাকে ফোন করে সময় ঠিক করবে।',
  'requests.appointment.chooseDoctor': '{link} একজন চিকিৎসক বেছে নিন, তারপর তাঁর কার্ডে "অ্যাপয়েন্টমেন্টের অনুরোধ করুন" টিপুন।',
  'requests.appointment.doctorsPage': 'চিকিৎসকদের পেজে',
  'requests.appointment.yourDetails': 'আপনার বিবরণ',
  'requests.appointment.notBooking':
    'এটি একটি অনুরোধ, বুকিং নয়: ডেস্ক আপনাকে ফোন করে আপনার সঙ্গে সময় ঠিক না করা পর্যন্ত কিছুই সংরক্ষিত হয় না।',
  'requests.appointment.noOpdDays': 'আগামী ৬০ দিনে {name}-এর কোনো ওপিডির দিন নেই। অনুগ্রহ করে হাসপাতালে ফোন করুন।',
  'requests.appointment.opdHoursOf': '{name}-এর ওপিডির সময়',
  'requests.appointment.formLabel': '{name}-এর সঙ্গে অ্যাপয়েন্টমেন্টের অনুরোধ',
  'requests.appointment.name': 'পুরো নাম',
  'requests.appointment.phone': 'ফোন নম্বর',
  'requests.appointment.age': 'বয়স',
  'requests.appointment.gender': 'লিঙ্গ',
  'requests.appointment.genderSelect': 'বেছে নিন',
  'requests.appointment.male': 'পুরুষ',
  'requests.appointment.female': 'মহিলা',
  'requests.appointment.other': 'অন্যান্য',
  'requests.appointment.date': 'পছন্দের তারিখ',
  'requests.appointment.dateHint': 'শুধু আগামী ৬০ দিনের মধ্যে {name}-এর ওপিডির দিনগুলোই দেওয়া হয়েছে।',
  'requests.appointment.chooseDate': 'একটি তারিখ বেছে নিন',
  'requests.appointment.reason': 'কী কারণে দেখাতে চান',
  'requests.appointment.submit': 'অ্যাপয়েন্টমেন্টের অনুরোধ করুন',
  'requests.appointment.sent': 'আপনার অ্যাপয়েন্টমেন্টের অনুরোধ পাঠানো হয়েছে।',
  'requests.appointment.confirm': 'সময় নিশ্চিত করতে ডেস্ক আপনাকে ফোন করবে।',

  'requests.booking.titleWith': '{name}-এর ওপিডিতে ভিজিট বুক করুন',
  'requests.booking.description':
    'চিকিৎসকের ওপিডি সেশনে একটি জায়গা বুক করুন: টোকেন নম্বর আর রিপোর্ট করার সময় সঙ্গে সঙ্গে নিশ্চিত হয়।',
  'requests.booking.intro':
    'একটি সেশন বেছে নিন: আপনার জায়গা সঙ্গে সঙ্গে নিশ্চিত হবে, সঙ্গে একটি টোকেন নম্বর আর ওপিডি ডেস্কে রিপোর্ট করার সময়।',
  'requests.booking.formLabel': '{name}-এর ওপিডি বুকিং',
  'requests.booking.session': 'ওপিডি সেশন',
  'requests.booking.chooseSession': 'একটি সেশন বেছে নিন',
  'requests.booking.sessionHint': 'আগামী {days, number} দিনে অনলাইনে বুক করা যায় এমন {name}-এর সেশন।',
  'requests.booking.sessionOption': '{date}, {start}–{end}, {branch}',
  'requests.booking.left': '{left, plural, one {#টি জায়গা বাকি} other {#টি জায়গা বাকি}}',
  'requests.booking.full': 'পূর্ণ',
  'requests.booking.closed': 'হাসপাতাল বন্ধ রেখেছে',
  'requests.booking.abha': 'আভা (ABHA) নম্বর বা ঠিকানা (ঐচ্ছিক)',
  'requests.booking.abhaHint': '১৪ অঙ্কের নম্বর, অথবা name@abdm-এর মতো ঠিকানা। শুধু ডেস্ক এটি দেখতে পায়।',
  'requests.booking.submit': 'ভিজিট বুক করুন',
  'requests.booking.nextOpen': 'যে সেশনগুলো এখনও খোলা:',
  'requests.booking.noneOpen': 'আগামী {days, number} দিনে আর কোনো সেশন খোলা নেই। অনুগ্রহ করে হাসপাতালে ফোন করুন।',
  'requests.booking.booked': 'আপনার ওপিডি ভিজিট বুক হয়েছে।',
  'requests.booking.keep':
    'আপনার ফোনে কোনো বার্তা পাঠানো হয় না: রেফারেন্স আর টোকেন লিখে রাখুন এবং সঙ্গে আনুন। এই ভিজিট দেখতে, সরাতে বা বাতিল করতে রেফারেন্স আর আপনার ফোন নম্বর দিয়ে {link} যান।',
  'requests.booking.messaged':
    'রেফারেন্স আর টোকেন সহ একটি বার্তা আপনার ফোনে যাচ্ছে। রেফারেন্সটি রেখে দিন: এই ভিজিট দেখতে, সরাতে বা বাতিল করতে রেফারেন্স আর আপনার ফোন নম্বর দিয়ে {link} যান।',
  'requests.booking.managePage': 'বুকিং পরিচালনার পেজে',

  'requests.visit.doctor': 'চিকিৎসক',
  'requests.visit.when': 'সেশন',
  'requests.visit.whenValue': '{date}, {start}–{end}',
  'requests.visit.branch': 'কোথায়',
  'requests.visit.token': 'টোকেন',
  'requests.visit.report': 'ওপিডি ডেস্কে রিপোর্ট করুন',
  'requests.visit.reportValue': '{from} থেকে {to}-এর মধ্যে',
  'requests.visit.status': 'অবস্থা',
  'requests.visit.booked': 'বুক করা',
  'requests.visit.cancelled': 'বাতিল',
  'requests.visit.arrived': 'এসেছেন',
  'requests.visit.no_show': 'আসেননি',
  'requests.visit.seen': 'দেখানো হয়েছে',
  'requests.visit.closed':
    'আপনি বুক করার পর হাসপাতাল এই সেশনটি বন্ধ করেছে। অনুগ্রহ করে ভিজিটটি অন্য সেশনে সরান, অথবা ডেস্কে ফোন করুন।',

  'requests.manage.title': 'আপনার বুকিং পরিচালনা করুন',
  'requests.manage.description':
    'অনলাইনে বুক করা ওপিডি ভিজিট তার রেফারেন্স আর বুকিংয়ের ফোন নম্বর দিয়ে দেখুন, সরান বা বাতিল করুন।',
  'requests.manage.findTitle': 'আপনার বুকিং খুঁজুন',
  'requests.manage.reference': 'বুকিং রেফারেন্স',
  'requests.manage.referenceHint': 'বুক করার সময় যেমন দেখানো হয়েছিল, যেমন BK-7KQ4-M2XD।',
  'requests.manage.phone': 'বুকিংয়ে দেওয়া ফোন নম্বর',
  'requests.manage.find': 'আমার বুকিং দেখান',
  'requests.manage.notFound':
    'এই রেফারেন্স আর ফোন নম্বরের সঙ্গে কোনো বুকিং মেলেনি। দুটোই দেখে আবার চেষ্টা করুন, অথবা হাসপাতালে ফোন করুন।',
  'requests.manage.yourVisit': 'আপনার ভিজিট',
  'requests.manage.moveTitle': 'অন্য সেশনে সরান',
  'requests.manage.movesLeft':
    '{count, plural, one {এই ভিজিট আর #বার সরানো যাবে।} other {এই ভিজিট আর #বার সরানো যাবে।}}',
  'requests.manage.noMoves': 'এই ভিজিট আর অনলাইনে সরানো যাবে না; বদলাতে ডেস্কে ফোন করুন।',
  'requests.manage.noSessions': 'এই চিকিৎসকের সরানোর মতো আর কোনো সেশন খোলা নেই। অনুগ্রহ করে হাসপাতালে ফোন করুন।',
  'requests.manage.move': 'আমার ভিজিট সরান',
  'requests.manage.moved': 'আপনার ভিজিট সরানো হয়েছে। নতুন টোকেন আর সময় নিচে দেওয়া হল।',
  'requests.manage.cancelTitle': 'ভিজিট বাতিল করুন',
  'requests.manage.cancelNote': 'বাতিল করলে আপনার জায়গা সঙ্গে সঙ্গে অন্য রোগী পাবেন, আর তা ফেরানো যায় না।',
  'requests.manage.cancel': 'আমার ভিজিট বাতিল করুন',
  'requests.manage.confirmCancel': 'আপনি কি নিশ্চিত? আপনার জায়গা অন্য রোগীকে দেওয়া হবে।',
  'requests.manage.yesCancel': 'হ্যাঁ, আমার ভিজিট বাতিল করুন',
  'requests.manage.cancelled': 'আপনার ভিজিট বাতিল হয়েছে।',

  // /estimate/status (issue 43): an estimate and its revisions, by reference and phone
  'requests.estimateStatus.title': 'আপনার এস্টিমেট ও তার সংশোধন',
  'requests.estimateStatus.description':
    'আপনার রেফারেন্স ও ফোন নম্বর দিয়ে হাসপাতালের দেওয়া এস্টিমেট এবং তার প্রতিটি সংশোধন দেখুন।',
  'requests.estimateStatus.findTitle': 'আপনার এস্টিমেট খুঁজুন',
  'requests.estimateStatus.reference': 'এস্টিমেটের রেফারেন্স',
  'requests.estimateStatus.referenceHint': 'আপনার এস্টিমেট অনুরোধের রেফারেন্স, যেমন NH-0042।',
  'requests.estimateStatus.phone': 'অনুরোধের সঙ্গে দেওয়া ফোন নম্বর',
  'requests.estimateStatus.find': 'আমার এস্টিমেট দেখান',
  'requests.estimateStatus.notFound':
    'এই রেফারেন্স ও এই ফোন নম্বরে কোনো এস্টিমেট নেই। দুটোই মিলিয়ে দেখুন, বা হাসপাতালে ফোন করুন।',
  'requests.estimateStatus.yourEstimate': 'এস্টিমেট {reference}',
  'requests.estimateStatus.first': '{date}-এর এস্টিমেট',
  'requests.estimateStatus.noRevisions': 'এস্টিমেটটি সংশোধন করা হয়নি।',
  'requests.estimateStatus.revision': 'সংশোধন {number}, {date}',
  'requests.estimateStatus.reason': 'কারণ:',
  'requests.estimateStatus.amountsOf': 'সংশোধন {number}-এর অঙ্ক',
  'requests.estimateStatus.up': 'আগেরটির থেকে {change} বেশি।',
  'requests.estimateStatus.down': 'আগেরটির থেকে {change} কম।',
  'requests.estimateStatus.same': 'আগেরটির সমান মোট।',
  'requests.estimateStatus.informed': 'হাসপাতাল {date} তারিখে আপনার পরিবারকে জানিয়েছে।',
  'requests.estimateStatus.notYetInformed': 'সংশোধনের ২৪ ঘণ্টার মধ্যে হাসপাতাল আপনার পরিবারকে জানাবে।',
  'requests.estimateStatus.total': 'মোট',
  'requests.estimateStatus.head.room': 'ঘর',
  'requests.estimateStatus.head.procedure': 'প্রসিডিওর',
  'requests.estimateStatus.head.medicines': 'ওষুধ',
  'requests.estimateStatus.head.investigations': 'পরীক্ষা-নিরীক্ষা',
  'requests.estimateStatus.head.other': 'অন্যান্য',
  'requests.estimateStatus.ruleTitle': '২৪ ঘণ্টার নিয়ম',
  'requests.estimateStatus.rule':
    'পশ্চিমবঙ্গ ক্লিনিক্যাল এস্টাবলিশমেন্টস (সংশোধনী) আইন ২০২৫ অনুযায়ী, চিকিৎসার খরচ এস্টিমেটের চেয়ে বাড়লে হাসপাতালকে ২৪ ঘণ্টার মধ্যে পরিবারকে খাত অনুযায়ী অঙ্ক ও কারণসহ জানাতে হবে; চূড়ান্ত বিল আইন অনুযায়ী এস্টিমেটের সীমায় বাঁধা।',
  'requests.estimateStatus.linkText': 'আপনার এস্টিমেট ও তার সংশোধন দেখুন',
  'requests.estimateStatus.linkIntro': 'ডেস্ক আপনার এস্টিমেট পাঠানোর পরে: রেফারেন্স ও ফোন নম্বর দিয়ে {link}।',

  'requests.feedback.title': 'মতামত ও অভিযোগ',
  'requests.feedback.description':
    'হাসপাতালকে আপনার প্রশংসা, পরামর্শ বা অভিযোগ জানান, এবং জেনে নিন সমাধান না হলে অভিযোগ কার কাছে যায়।',
  'requests.feedback.formTitle': 'আমাদের কাজ কেমন লাগল জানান',
  'requests.feedback.intro':
    'প্রশংসা, পরামর্শ বা অভিযোগ: প্রতিটি বার্তা পেশেন্ট ডেস্ক পড়ে। রোগীর চিকিৎসা নিয়ে জরুরি কিছু হলে আমাদের ফোন করুন বা হাসপাতালে চলে আসুন।',
  'requests.feedback.escalationTitle': 'আপনি সন্তুষ্ট না হলে',
  'requests.feedback.escalation1':
    'পেশেন্ট ডেস্ক প্রতিটি বার্তা পড়ে, যাঁরা ফোন নম্বর দেন তাঁদের উত্তর দেয়, এবং কী ব্যবস্থা নেওয়া হল তা লিখে রাখে।',
  'requests.feedback.escalation2':
    'ডেস্কের উত্তরে আপনার অভিযোগের সমাধান না হলে হাসপাতালের গ্রিভান্স অফিসারের (অভিযোগ আধিকারিক) সঙ্গে কথা বলতে চান; তিনি বিষয়টি খতিয়ে দেখে আপনাকে লিখিত উত্তর দেবেন।',
  'requests.feedback.escalation3':
    'তারপরও সমাধান না হলে আপনি রাজ্যের ক্লিনিক্যাল এস্টাবলিশমেন্ট কর্তৃপক্ষের কাছে অভিযোগ করতে পারেন, যারা রাজ্যের হাসপাতালগুলোর নিবন্ধন ও নিয়ন্ত্রণ করে।',
  'requests.feedback.officer': 'অভিযোগ দেখার আধিকারিক: {name}',
  'requests.feedback.formLabel': 'মতামত',
  'requests.feedback.kindLegend': 'আপনার মতামতটি হল',
  'requests.feedback.kind.compliment': 'প্রশংসা',
  'requests.feedback.kind.suggestion': 'পরামর্শ',
  'requests.feedback.kind.complaint': 'অভিযোগ',
  'requests.feedback.message': 'আপনার বার্তা',
  'requests.feedback.name': 'নাম (ঐচ্ছিক)',
  'requests.feedback.phone': 'ফোন (ঐচ্ছিক)',
  'requests.feedback.phoneHint': 'ডেস্ক আপনাকে ফোন করুক চাইলে একটি নম্বর দিন।',
  'requests.feedback.submit': 'মতামত পাঠান',
  'requests.feedback.sent': 'ধন্যবাদ: আপনার মতামত পেশেন্ট ডেস্কে পৌঁছেছে।',
  'requests.feedback.notSent': 'আপনার মতামত পাঠানো যায়নি। অনুগ্রহ করে আবার চেষ্টা করুন।',

  'requests.estimate.title': 'খরচের আনুমানিক হিসাব চান',
  'requests.estimate.description':
    'কোনো চিকিৎসার খরচের লিখিত আনুমানিক হিসাব হাসপাতালের কাছে চান, রিপোর্ট থাকলে সঙ্গে দিন।',
  'requests.estimate.intro':
    'কোনো {link} না পড়া যেকোনো চিকিৎসার আগে ডেস্ক আপনাকে খরচের লিখিত আনুমানিক হিসাব পাঠায়। রিপোর্ট থাকলে চিকিৎসকেরা ভালোভাবে হিসাব করতে পারেন; চিকিৎসক রোগীকে দেখার পর হিসাবটি চূড়ান্ত হয়।',
  'requests.estimate.packageLink': 'প্রকাশিত প্যাকেজের মধ্যে',
  'requests.estimate.schemes': 'সরকারি প্রকল্প, বিমা বা টিপিএ দিয়ে খরচ মেটাবেন? {link}।',
  'requests.estimate.schemesLink': 'হাসপাতাল কোন কোন কার্ড গ্রহণ করে দেখুন',
  'requests.estimate.name': 'রোগীর নাম',
  'requests.estimate.phone': 'যে নম্বরে ফোন করব',
  'requests.estimate.phoneHint': 'ভারতের বাইরে থাকলে দেশের কোড সহ, যেমন বাংলাদেশের জন্য +880।',
  'requests.estimate.procedure': 'অপারেশন বা চিকিৎসা',
  'requests.estimate.procedureHint':
    'আপনার চিকিৎসক যেভাবে লিখেছেন, যেমন "Lumbar microdiscectomy" (লাম্বার মাইক্রোডিসেক্টমি)।',
  'requests.estimate.department': 'বিভাগ (ঐচ্ছিক)',
  'requests.estimate.message': 'চিকিৎসকদের আর কিছু জানানোর থাকলে (ঐচ্ছিক)',
  'requests.estimate.report': 'রিপোর্ট বা প্রেসক্রিপশন (ঐচ্ছিক)',
  'requests.estimate.reportHint':
    'PDF, JPEG বা PNG, সর্বোচ্চ {megabytes, number} MB। শুধু হাসপাতালের ডেস্ক ও চিকিৎসকেরা এটি খুলতে পারেন।',
  'requests.estimate.submit': 'আনুমানিক হিসাব চান',
  'requests.estimate.sent': 'খরচের আনুমানিক হিসাবের জন্য আপনার অনুরোধ পেশেন্ট ডেস্কে পৌঁছেছে।',

  'requests.international.title': 'বিদেশি রোগী',
  'requests.international.description':
    'বাংলাদেশ ও অন্যান্য দেশের রোগীদের জন্য: কী আনবেন, মেডিক্যাল ভিসা ও তার দুজন সঙ্গী, আমন্ত্রণপত্র, এবং কোথায় থাকবেন।',
  'requests.international.lead':
    'বাংলাদেশ, নেপাল, ভুটান ও আরও দূর থেকে পরিবারেরা আমাদের কাছে আসেন। ইন্টারন্যাশনাল পেশেন্ট ডেস্ক আসার আগে (রিপোর্ট, খরচের হিসাব, ভিসার আমন্ত্রণপত্র) এবং এখানে থাকার সময় আপনাকে সাহায্য করে।',
  'requests.international.deskTitle': 'ইন্টারন্যাশনাল পেশেন্ট ডেস্ক',
  'requests.international.deskCall': '{phone} নম্বরে ফোন করুন, বা {app}-এ লিখুন: {chat}।',
  'requests.international.chatWithDesk': 'ডেস্কের সঙ্গে চ্যাট করুন',
  'requests.international.deskEmail': '{email}-এ ই-মেল করুন, রিপোর্টগুলো সঙ্গে দিয়ে।',
  'requests.international.callMain': 'হাসপাতালের প্রধান নম্বরে ফোন করুন, যা প্রতিটি পেজের ওপরে দেওয়া আছে।',
  'requests.international.cost': 'চিকিৎসার খরচ জানতে {rates} দেখুন, বা রিপোর্ট সহ {estimate}।',
  'requests.international.packageRates': 'প্যাকেজের দর',
  'requests.international.askEstimate': 'আনুমানিক হিসাব চান',
  'requests.international.bringTitle': 'কী সঙ্গে আনবেন',
  'requests.international.bring1':
    'আপনার কাছে থাকা সব মেডিক্যাল রিপোর্ট: স্ক্যান (এমআরআই, সিটি) ডিস্কে বা প্রিন্টে, তাদের লিখিত রিপোর্ট সহ।',
  'requests.international.bring2': 'আগের প্রেসক্রিপশন ও ডিসচার্জ সামারি, এবং রোগী এখন যে ওষুধগুলো খান।',
  'requests.international.bring3': 'রোগী ও প্রত্যেক সঙ্গীর পাসপোর্ট, যার মেয়াদ অন্তত ছয় মাস বাকি, এবং মেডিক্যাল ভিসা।',
  'requests.international.bring4': 'পাসপোর্ট সাইজের ছবি, এবং হাসপাতালের আমন্ত্রণপত্রের একটি কপি।',
  'requests.international.visaTitle': 'মেডিক্যাল ভিসা, ধাপে ধাপে',
  'requests.international.visa1':
    'নিচের ফর্মের সঙ্গে রোগীর রিপোর্ট আমাদের পাঠান; একজন চিকিৎসক সেগুলো দেখবেন এবং এখানে চিকিৎসার পরামর্শ দেওয়া হচ্ছে কি না, ডেস্ক আপনাকে জানাবে।',
  'requests.international.visa2':
    'ডেস্ক আমন্ত্রণপত্র তৈরি করে ভারত সরকারের মেডিক্যাল ও আয়ুষ ভিসা পোর্টালে সেটি যাচাই করায়, যা এখন প্রতিটি পত্রের জন্য বাধ্যতামূলক।',
  'requests.international.visa3':
    'আপনি পত্রটি দিয়ে অনলাইনে বা ভারতীয় ভিসা কেন্দ্রে রোগীর মেডিক্যাল ভিসা (Med X / ই-মেডিক্যাল ভিসা) এবং সঙ্গীদের মেডিক্যাল অ্যাটেনড্যান্ট ভিসার আবেদন করবেন।',
  'requests.international.visa4':
    'আপনার যাত্রার তারিখ ডেস্ককে জানান: হাসপাতালে কেউ আপনার সঙ্গে দেখা করে রেজিস্ট্রেশনে সাহায্য করবেন।',
  'requests.international.attendantsAtMost': 'সর্বোচ্চ দুজন সঙ্গী।',
  'requests.international.attendantRule':
    'একটি মেডিক্যাল ভিসায় সর্বোচ্চ দুজন সঙ্গী আসতে পারেন, যাঁদের রোগীর সঙ্গেই যাত্রা করতে হবে এবং মেডিক্যাল অ্যাটেনড্যান্ট ভিসা থাকতে হবে; আমন্ত্রণপত্রে তাঁদের নাম থাকে।',
  'requests.international.letterTitle': 'আমন্ত্রণপত্র কীভাবে কাজ করে',
  'requests.international.letter1':
    'হাসপাতাল পত্রটি রোগীর পাসপোর্টে যেভাবে নাম ছাপা আছে সেই নামে দেয়, এবং তাতে বিভাগ, সম্ভাব্য তারিখ ও সঙ্গীদের নাম থাকে।',
  'requests.international.letter2':
    'হাসপাতালের ইন্টারন্যাশনাল পেশেন্ট ডেস্ক ভারত সরকারের মেডিক্যাল ও আয়ুষ ভিসা পোর্টালে পত্রটি যাচাই করায়; যাচাই না হওয়া পত্র গ্রহণ করা হয় না।',
  'requests.international.letter3':
    'পত্রের জন্য কোনো খরচ লাগে না। রিপোর্ট পাওয়ার পর ডেস্ক সাধারণত দুই কাজের দিনের মধ্যে উত্তর দেয়।',
  'requests.international.stayTitle': 'কোথায় থাকবেন',
  'requests.international.stayNear': 'প্রধান হাসপাতালের কাছে ({address}) এবং {branch} শাখার কাছে ({branchAddress}):',
  'requests.international.stay1':
    'দুটি শাখা থেকেই হাঁটা দূরত্বে গেস্ট হাউস ও সার্ভিসড অ্যাপার্টমেন্ট আছে; ডেস্কের কাছে এখনকার ভাড়া সহ একটি তালিকা থাকে এবং ডেস্ক আপনার হয়ে বুক করে দিতে পারে।',
  'requests.international.stay2':
    'অনুরোধ করলে ওয়ার্ডের কাছে হাসপাতালেই একজন সঙ্গীর থাকার ঘর পাওয়া যায়, রোগীর চিকিৎসকের অনুমতি সাপেক্ষে।',
  'requests.international.stay3':
    'প্রধান হাসপাতালের কাছেই টাকা বদলানো, ভারতীয় সিম কার্ড ও প্রিপেড ট্যাক্সি পাওয়া যায়; ডেস্ক পরামর্শ দিতে পারে।',

  'requests.visa.title': 'আমন্ত্রণপত্রের অনুরোধ করুন',
  'requests.visa.intro': 'ডেস্ক আপনাকে ফোন করবে বা লিখবে, রিপোর্ট চাইবে, এবং যাচাই হওয়ার পর পত্রটি পাঠাবে।',
  'requests.visa.name': 'আপনার নাম',
  'requests.visa.nameHint': 'ডেস্ক যাঁকে ফোন করবে: রোগী নিজে বা কোনো আত্মীয়।',
  'requests.visa.phone': 'ফোন বা মেসেজিং নম্বর',
  'requests.visa.phoneHint': 'দেশের কোড সহ, যেমন +880 1712 345678।',
  'requests.visa.passportName': 'পাসপোর্টে যেমন লেখা, রোগীর সেই নাম',
  'requests.visa.passportNo': 'পাসপোর্ট নম্বর',
  'requests.visa.passportNoHint': 'এনক্রিপ্ট করে রাখা হয়; ভিসা পোর্টালে পত্রটি যাচাই করার জন্য শুধু ডেস্ক এটি দেখে।',
  'requests.visa.nationality': 'জাতীয়তা',
  'requests.visa.attendants': 'রোগীর সঙ্গে যে সঙ্গীরা আসবেন',
  'requests.visa.attendantsNone': 'কেউ না',
  'requests.visa.attendantsOne': 'একজন',
  'requests.visa.attendantsTwo': 'দুজন',
  'requests.visa.attendantsHint': 'একটি মেডিক্যাল ভিসায় সর্বোচ্চ দুজন সঙ্গী আসতে পারেন।',
  'requests.visa.arrival': 'পৌঁছানোর পছন্দের তারিখ',
  'requests.visa.department': 'বিভাগ বা চিকিৎসক',
  'requests.visa.departmentHint': 'যেমন নিউরোসার্জারি, বা যে চিকিৎসককে দেখাতে চান।',
  'requests.visa.message': 'অসুখের বিষয়ে (ঐচ্ছিক)',
  'requests.visa.submit': 'পত্রের অনুরোধ করুন',
  'requests.visa.sent': 'আমন্ত্রণপত্রের জন্য আপনার অনুরোধ ইন্টারন্যাশনাল পেশেন্ট ডেস্কে পৌঁছেছে।',
};
