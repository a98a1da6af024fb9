import type { enPages } from './en-pages';

/**
 * The secondary pages' words in Bengali (বাংলা), as families in West Bengal and Bangladesh speak:
 * fetched with those pages (catalogue.ts), like their English (en-pages.ts). Awaiting a native
 * speaker's review (docs/TRANSLATIONS.md).
 */
export const bnPages: Record<keyof typeof enPages, string> = {
  // What several of these pages say
  'pages.readMore': 'আরও পড়ুন →',
  'pages.askEstimate': 'খরচের আনুমানিক হিসাব চান',
  'pages.picture': '{heading}, ছবি {number, number}',
  'pages.carousel.previous': 'আগের স্লাইড',
  'pages.carousel.next': 'পরের স্লাইড',
  'pages.carousel.goTo': '{number, number} নম্বর স্লাইডে যান',

  // /about
  'pages.about.description': 'হাসপাতালের কথা: মস্তিষ্ক, মেরুদণ্ড ও স্নায়ুর বিশেষজ্ঞ চিকিৎসা, সঙ্গে দিনরাত জরুরি চিকিৎসা।',

  // /accessibility
  'pages.accessibility.description':
    'এই ওয়েবসাইট অ্যাক্সেসিবিলিটির কোন মান মেনে চলে, কীভাবে তা পরীক্ষা করা হয়, এর জানা সীমাবদ্ধতা, আর কোনো সমস্যা হলে কীভাবে জানাবেন।',
  'pages.accessibility.loadError': 'অ্যাক্সেসিবিলিটি বিবৃতিটি লোড করা গেল না।',
  'pages.accessibility.standardTitle': 'আমরা যে মান মেনে চলি',
  'pages.accessibility.standard': 'এই ওয়েবসাইটের লক্ষ্য {standard} (ওয়েব কনটেন্ট অ্যাক্সেসিবিলিটি গাইডলাইনস) মেনে চলা।',
  'pages.accessibility.testedTitle': 'কীভাবে পরীক্ষা করা হয়',
  'pages.accessibility.limitationsTitle': 'জানা সীমাবদ্ধতা',
  'pages.accessibility.noLimitations': 'এই মুহূর্তে কোনো সীমাবদ্ধতার কথা জানা নেই।',
  'pages.accessibility.reportTitle': 'সমস্যা জানান',
  'pages.accessibility.report':
    'এই সাইটের কিছু আপনার জন্য ঠিকমতো কাজ না করলে {link} আমাদের জানান ("অভিযোগ" বা "পরামর্শ" বেছে নিন), অথবা হাসপাতালে ফোন করুন। পেশেন্ট ডেস্ক প্রতিটি বার্তা পড়ে এবং অ্যাক্সেসিবিলিটির সমস্যাগুলি ওয়েবসাইট টিমের কাছে পাঠিয়ে দেয়।',
  'pages.accessibility.feedbackPage': 'মতামতের পেজে',
  'pages.accessibility.reviewed': 'শেষ পর্যালোচনা: {date}।',

  // /blogs
  'pages.blogs.description': 'মস্তিষ্ক, মেরুদণ্ড আর সুস্থ থাকা নিয়ে আমাদের চিকিৎসকদের লেখা।',
  'pages.blogs.latest': 'নতুন ব্লগ',

  // /services and /services/{id}
  'pages.services.lead': 'আমাদের নিউরোসায়েন্স টিমের দেওয়া চিকিৎসা ও প্রোগ্রাম।',
  'pages.services.loading': 'পরিষেবার বিবরণ লোড হচ্ছে...',
  'pages.services.gallery': 'এই পরিষেবার আরও ছবি',

  // /departments and /department/{id}
  'pages.facilities.title': 'সুবিধা ও পরিষেবা',
  'pages.facilities.description': 'স্নায়ুরোগের জরুরি অবস্থা, অপারেশন, রোগনির্ণয় আর সেরে ওঠার জন্য দিনরাত খোলা সুবিধা।',
  'pages.facilities.seeServices': 'কোনো চিকিৎসা খুঁজছেন? আমাদের সব {link} দেখুন।',
  'pages.facilities.servicesLink': 'পরিষেবা',
  'pages.facilities.loading': 'বিভাগের বিবরণ লোড হচ্ছে...',
  'pages.facilities.gallery': 'এই বিভাগের আরও ছবি',
  'pages.facilities.estimate': 'এই বিভাগের কোনো চিকিৎসার জন্য {link}, অথবা {rates} দেখুন।',
  'pages.facilities.ratesLink': 'প্যাকেজের রেট',

  'pages.facilities.conditions': 'এই বিভাগে যে রোগের চিকিৎসা হয়',
  // /Department2 and /division/{id}
  'pages.neurology.description': 'মস্তিষ্ক, সুষুম্নাকাণ্ড (স্পাইনাল কর্ড), স্নায়ু আর পেশির সব রোগের চিকিৎসায় নয়টি বিশেষ বিভাগ।',
  'pages.neurology.loading': 'বিভাগের বিবরণ লোড হচ্ছে...',
  'pages.neurology.gallery': 'এই বিভাগের আরও ছবি',

  // /neurosurgery
  'pages.neurosurgery.description':
    'হাসপাতালে মস্তিষ্ক ও মেরুদণ্ডের অপারেশন: আমরা কী কী অপারেশন করি, আর অপারেশনের আগে ও পরে রোগীর যত্ন কীভাবে নিই।',
  'pages.neurosurgery.lead': 'মস্তিষ্ক ও মেরুদণ্ডের নিরাপদ, নিখুঁত অপারেশন, আর মাথা ও মেরুদণ্ডে চোটের পর অভিজ্ঞ হাতে যত্ন।',

  // /message
  'pages.directors.description': 'হাসপাতালের ডিরেক্টরদের বার্তা।',
  'pages.directors.board': 'পরিচালন পর্ষদের (বোর্ড অফ ডিরেক্টরস) বার্তা',
  'pages.directors.readMessage': 'বার্তা পড়ুন →',

  // /videos and /review-videos
  'pages.videos.description': 'মস্তিষ্ক, মেরুদণ্ড আর সেরে ওঠা নিয়ে হাসপাতালের চিকিৎসকদের ছোট ভিডিও।',
  'pages.videos.latest': 'নতুন ভিডিও',
  'pages.videos.reviewDescription': 'রোগী ও তাঁদের পরিবার হাসপাতালে চিকিৎসার অভিজ্ঞতা জানাচ্ছেন।',
  'pages.videos.videoAlt': 'ভিডিও: {title}',
  'pages.videos.watch': 'দেখুন →',
  'pages.videos.cannotPlay': 'এই ভিডিওটি এখানে চালানো যাচ্ছে না।',

  // /news-and-events
  'pages.newsAndEvents.title': 'খবর ও অনুষ্ঠান',
  'pages.newsAndEvents.description': 'হাসপাতালের নতুন খবর, ক্যাম্প, আলোচনা সভা ও অনুষ্ঠান।',
  'pages.newsAndEvents.latestNews': 'নতুন খবর',
  'pages.newsAndEvents.events': 'অনুষ্ঠান',
  'pages.newsAndEvents.viewEvent': 'অনুষ্ঠানটি দেখুন →',
  'pages.newsAndEvents.gallery': 'ছবির গ্যালারি',

  // /packages
  'pages.packages.title': 'প্যাকেজের রেট',
  'pages.packages.description':
    'নিউরোসার্জারি, নিউরোলজি ও রিহ্যাবিলিটেশনের জন্য হাসপাতালের প্যাকেজের রেট, প্রতিটিতে কী কী ধরা আছে, আর খরচের আনুমানিক হিসাব কীভাবে চাইবেন।',
  'pages.packages.ruleTitle': 'রেট ও খরচের আনুমানিক হিসাব',
  'pages.packages.asRequired': '{law} অনুযায়ী:',
  'pages.packages.ruleDisplayed': 'প্যাকেজের রেট হাসপাতালে এবং এই ওয়েবসাইটে টাঙানো থাকে।',
  'pages.packages.ruleEstimate':
    'কোনো প্যাকেজে পড়ে না এমন যেকোনো চিকিৎসার আগে হাসপাতাল রোগী বা তাঁর পরিবারকে খরচের লিখিত আনুমানিক হিসাব দেয়।',
  'pages.packages.billedSeparately':
    'প্যাকেজে শুধু তার তালিকায় যা আছে তাই ধরা থাকে; বাকি সব কিছু (বেশি দিন ভর্তি থাকা, কোনো জটিলতা, তালিকায় নেই এমন ইমপ্ল্যান্ট) আলাদা বিলে ধরা হয়, আর তা করার আগেই ডেস্ক আপনাকে জানিয়ে দেয়। এখানে নেই এমন চিকিৎসার জন্য {link}, আর রিপোর্ট থাকলে সঙ্গে দিন।',
  'pages.packages.loadError': 'প্যাকেজের রেট লোড করা গেল না। দয়া করে হাসপাতালে ফোন করুন।',
  'pages.packages.none': 'এই মুহূর্তে কোনো প্যাকেজের রেট প্রকাশিত নেই। দয়া করে খরচের আনুমানিক হিসাব চান।',
  'pages.packages.demo': 'নমুনা অঙ্ক: নিচে চিহ্নিত রেটগুলি উদাহরণ মাত্র, হাসপাতালের অনুমোদিত রেট নয়।',
  'pages.packages.changed': 'রেট শেষবার বদলানো হয়েছে {date} তারিখে। দাম ভারতীয় টাকায়, প্রযোজ্য কর সহ।',
  'pages.packages.machineReadable': 'এই রেটগুলি মেশিনে পড়ার উপযোগী ফাইল হিসেবে ডাউনলোড করুন',
  'pages.packages.validUntil': '{date} পর্যন্ত বৈধ',
  'pages.packages.included': 'যা ধরা আছে',
  'pages.packages.notIncluded': 'যা ধরা নেই',
  'pages.packages.askEstimateFor': 'খরচের আনুমানিক হিসাব চান: {title}',
  'pages.packages.department.neurosurgery': 'নিউরোসার্জারি',
  'pages.packages.department.neurology': 'নিউরোলজি',
  'pages.packages.department.neuroradiology': 'ইন্টারভেনশনাল নিউরোরেডিওলজি',
  'pages.packages.department.rehabilitation': 'নিউরো রিহ্যাবিলিটেশন',

  // /conditions, /conditions/{slug}
  'pages.conditions.title': 'রোগের তালিকা অ–হ',
  'pages.conditions.description':
    'হাসপাতালে যে স্নায়ুরোগের চিকিৎসা হয়, অ থেকে হ: প্রতিটি কী, তার লক্ষণ, কখন এখনই চিকিৎসা দরকার, আর এখানে কীভাবে রোগ নির্ণয় ও চিকিৎসা হয়।',
  'pages.conditions.intro':
    'আমাদের ডাক্তাররা মস্তিষ্ক, মেরুদণ্ড ও স্নায়ুর যে রোগগুলির চিকিৎসা করেন, সহজ কথায়: প্রতিটি কী, তার লক্ষণ, কখন সঙ্গে সঙ্গে চিকিৎসা দরকার, আর এই হাসপাতালে কীভাবে রোগ নির্ণয় ও চিকিৎসা হয়।',
  'pages.conditions.letters': 'প্রথম অক্ষর অনুযায়ী রোগ',
  'pages.conditions.loadError': 'রোগের তালিকা লোড করা গেল না। পরে আবার চেষ্টা করুন।',
  'pages.conditions.none': 'এখনো কোনো রোগ তালিকাভুক্ত হয়নি।',
  'pages.conditions.overview': 'সংক্ষেপে',
  'pages.conditions.symptoms': 'লক্ষণ',
  'pages.conditions.seekCare': 'কখন এখনই চিকিৎসা নেবেন',
  'pages.conditions.urgent': 'এই লক্ষণগুলি জরুরি অবস্থা হতে পারে: এখনই {phone} নম্বরে ফোন করুন, বা দেখুন {link}।',
  'pages.conditions.emergencyLink': 'জরুরি অবস্থায় কী করবেন',
  'pages.conditions.diagnosis': 'এখানে কীভাবে রোগ নির্ণয় হয়',
  'pages.conditions.treatment': 'এখানে কীভাবে চিকিৎসা হয়',
  'pages.conditions.whoTreats': 'এখানে কারা চিকিৎসা করেন',
  'pages.conditions.departments': 'বিভাগ',
  'pages.conditions.doctors': 'ডাক্তার',
  'pages.conditions.references': 'তথ্যসূত্র',
  'pages.conditions.reviewedBy': '{date} তারিখে {reviewer} ({credentials}) চিকিৎসাগতভাবে যাচাই করেছেন।',
  'pages.conditions.reviewedByName': '{date} তারিখে {reviewer} চিকিৎসাগতভাবে যাচাই করেছেন।',
  'pages.conditions.awaitingReview': 'চিকিৎসকের যাচাইয়ের অপেক্ষায়।',
  'pages.conditions.awaitingReviewWhy': 'হাসপাতালের কোনো ডাক্তার এখনো এই লেখাটি যাচাই করেননি।',
  'pages.conditions.disclaimer': 'এই পাতায় সাধারণ তথ্য আছে, আপনার জন্য পরামর্শ নয়: এটি ডাক্তার দেখানোর বিকল্প নয়।',
  'pages.conditions.backToIndex': 'সব রোগের তালিকা অ–হ',
  // /schemes
  'pages.schemes.title': 'সরকারি প্রকল্প ও বিমা',
  'pages.schemes.description':
    'হাসপাতাল যে সরকারি স্বাস্থ্য প্রকল্প, বিমা সংস্থা ও টিপিএ গ্রহণ করে, এখানে প্রতিটিতে কী পাওয়া যায়, ক্যাশলেস না রিইমবার্সমেন্ট, কী কাগজপত্র আনতে হবে এবং কাকে জিজ্ঞাসা করবেন।',
  'pages.schemes.intro':
    'হাসপাতাল যে সরকারি স্বাস্থ্য প্রকল্প, বিমা সংস্থা ও টিপিএ (থার্ড-পার্টি অ্যাডমিনিস্ট্রেটর) গ্রহণ করে: এখানে প্রতিটিতে কী পাওয়া যায়, ক্যাশলেস না পরে টাকা ফেরত, কী কাগজপত্র আনতে হবে আর কোন হেল্প ডেস্কে জিজ্ঞাসা করবেন। তালিকাভুক্তি বদলায় বা মেয়াদ ফুরোয়, তাই প্রতিটির পাশে লেখা আছে শেষ কবে যাচাই করা হয়েছে।',
  'pages.schemes.demo':
    'নমুনা তথ্য: নিচে চিহ্নিত প্রকল্পগুলি উদাহরণ মাত্র, হাসপাতালের নিশ্চিত তালিকাভুক্তি নয়। অনুগ্রহ করে হেল্প ডেস্কে জেনে নিন।',
  'pages.schemes.demoMark': 'নমুনা',
  'pages.schemes.loadError': 'প্রকল্পের তালিকা খোলা গেল না। অনুগ্রহ করে হাসপাতালে ফোন করুন।',
  'pages.schemes.none': 'এখন কোনো প্রকল্পের তালিকা নেই। আপনার কার্ডের বিষয়ে জানতে হাসপাতালে ফোন করুন।',
  'pages.schemes.listTitle': 'এখানে যে প্রকল্প ও বিমা চলে',
  'pages.schemes.kind.governmentScheme': 'সরকারি প্রকল্প',
  'pages.schemes.kind.insurer': 'বিমা সংস্থা',
  'pages.schemes.kind.tpa': 'বিমা সংস্থা, টিপিএ-র মাধ্যমে',
  'pages.schemes.kind.employer': 'নিয়োগকর্তার প্রকল্প',
  'pages.schemes.covers': 'এখানে কী পাওয়া যায়',
  'pages.schemes.howPaid': 'ক্যাশলেস না রিইমবার্সমেন্ট',
  'pages.schemes.claim.cashless': 'ক্যাশলেস: হাসপাতাল সরাসরি প্রকল্পের কাছে বিল পাঠায়।',
  'pages.schemes.claim.reimbursement': 'রিইমবার্সমেন্ট: আপনি হাসপাতালে টাকা দেন, পরে প্রকল্পের কাছ থেকে ফেরত দাবি করেন।',
  'pages.schemes.claim.both': 'ক্যাশলেস বা রিইমবার্সমেন্ট, আপনার কার্ড বা পলিসি যেমন অনুমতি দেয়।',
  'pages.schemes.documents': 'যে কাগজপত্র আনবেন',
  'pages.schemes.helpDesk': 'হেল্প ডেস্ক',
  'pages.schemes.phone': 'ফোন',
  'pages.schemes.email': 'ই-মেল',
  'pages.schemes.hours': 'সময়',
  'pages.schemes.asOf': '{date} পর্যন্ত যাচাই করা',
  'pages.schemes.finderTitle': 'আমার কোন কার্ড এখানে চলবে?',
  'pages.schemes.finderHint': 'আপনার যত কার্ড আছে সবগুলিতে টিক দিন, তারপর "আমার কার্ড দেখুন" টিপুন।',
  'pages.schemes.notListedChoice': 'এমন কার্ড যা এই তালিকায় নেই',
  'pages.schemes.check': 'আমার কার্ড দেখুন',
  'pages.schemes.answersTitle': 'এখানে আপনার কার্ডে কী হবে',
  'pages.schemes.accepted': '{name}: এখানে চলে।',
  'pages.schemes.bring': 'আনবেন: {documents}।',
  'pages.schemes.askDesk': 'কোনো প্রশ্ন থাকলে হেল্প ডেস্কে {phone} নম্বরে ফোন করুন।',
  'pages.schemes.notListed':
    'যে কার্ড এই তালিকায় নেই, এই পাতার তথ্য অনুযায়ী তা এখানে চলে না। আসার আগে হেল্প ডেস্কে {phone} নম্বরে ফোন করুন: আপনার কার্ড চলবে কি না, না হলে কত টাকা লাগবে, তাঁরা জানাবেন।',
  'pages.schemes.notListedNoPhone':
    'যে কার্ড এই তালিকায় নেই, এই পাতার তথ্য অনুযায়ী তা এখানে চলে না। আসার আগে অনুগ্রহ করে হাসপাতালে ফোন করুন।',
  'pages.schemes.stepsTitle': 'ক্যাশলেস চিকিৎসা, ধাপে ধাপে',
  'pages.schemes.step.bring':
    'ভর্তির সময় আপনার কার্ড, ছবিসহ একটি পরিচয়পত্র আর আপনার প্রকল্পের তালিকায় লেখা কাগজপত্র সঙ্গে আনুন।',
  'pages.schemes.step.desk':
    'বিমা ডেস্কের কর্মীরা আপনার কার্ড দেখে প্রকল্প, বিমা সংস্থা বা টিপিএ-র কাছে অনুমোদন (প্রি-অথরাইজেশন) চান।',
  'pages.schemes.step.approval':
    'অনুমোদন এলে, অনুমোদনে যা ধরা আছে তার জন্য কোনো জমা টাকা ছাড়াই চিকিৎসা চলে। জরুরি অবস্থায় চিকিৎসা সঙ্গে সঙ্গে শুরু হয়, অনুরোধ পরে যায়।',
  'pages.schemes.step.notCovered':
    'অনুমোদনে যা ধরা নেই (বেশি দিন থাকা, প্রকল্পে বাদ দেওয়া জিনিস), তার খরচ আপনি দেন; করার আগেই ডেস্ক আপনাকে জানায়।',
  'pages.schemes.step.discharge': 'ছুটির সময় আপনি চূড়ান্ত বিল ও দাবির ফর্মে সই করেন, আর হাসপাতাল সেগুলি প্রকল্পের কাছে পাঠায়।',
  'pages.schemes.estimate': 'নিজে টাকা দেবেন, বা বিলের কিছু অংশ? {rates} দেখুন, অথবা {link}।',
  'pages.schemes.ratesLink': 'প্যাকেজের রেট',
  'pages.schemes.estimateLink': 'খরচের লিখিত আনুমানিক হিসাব চান',
  'pages.packages.schemes': 'সরকারি প্রকল্প, বিমা বা টিপিএ দিয়ে খরচ মেটাবেন? {link}।',
  'pages.packages.schemesLink': 'হাসপাতাল কোন কোন কার্ড গ্রহণ করে দেখুন',

  // /research and the consultant's profile
  'pages.research.title': 'গবেষণা',
  'pages.research.description': 'হাসপাতালের কনসালট্যান্ট নিউরোলজিস্টের গবেষণা, প্রকাশনা ও বক্তৃতা।',
  'pages.profile.description': '{name}, {role}: পরিচিতি, যে বিষয়ে বিশেষজ্ঞ, শিক্ষা ও প্রকাশনা।',
  'pages.profile.biography': 'পরিচিতি',
  'pages.profile.expertise': 'যে বিষয়ে বিশেষজ্ঞ',
  'pages.profile.education': 'শিক্ষা',
  'pages.profile.experience': 'অভিজ্ঞতা',
  'pages.profile.memberships': 'সদস্যপদ',
  'pages.profile.award': 'পুরস্কার',
  'pages.profile.publications': 'প্রকাশনা',
  'pages.profile.allPublications': 'সব প্রকাশনা দেখুন',
  'pages.profile.conferences': 'সম্মেলনে উপস্থাপনা',
  'pages.profile.bookChapters': 'বইয়ের অধ্যায়',
  'pages.profile.ourResearch': 'আমাদের গবেষণা',

  // /search
  'pages.search.title': 'খুঁজুন',
  'pages.search.titleFor': 'খোঁজ: {query}',
  'pages.search.description': 'হাসপাতালের পাতায় খুঁজুন: রোগ, ডাক্তার, বিভাগ, পরিষেবা, খবর এবং আরও অনেক কিছু।',
  'pages.search.label': 'কোনো রোগ, ডাক্তার বা পরিষেবা খুঁজুন',
  'pages.search.button': 'খুঁজুন',
  'pages.search.count': '“{query}”-এর জন্য {count, number}টি ফল',
  'pages.search.pageOf': '{pages, number} পাতার মধ্যে {page, number} নম্বর পাতা',
  'pages.search.pages': 'ফলাফলের পাতা',
  'pages.search.previous': 'আগের পাতা',
  'pages.search.next': 'পরের পাতা',
  'pages.search.goTo': '{page, number} নম্বর পাতা',
  'pages.search.inEnglish': 'ইংরেজিতে: এখনও অনুবাদ হয়নি',
  'pages.search.empty': 'কোনো রোগ, উপসর্গ, ডাক্তারের নাম বা পরিষেবা লিখে “খুঁজুন” টিপুন।',
  'pages.search.none':
    'এই ওয়েবসাইটে “{query}”-এর সঙ্গে মেলে এমন কিছু পাওয়া যায়নি। বানানটি দেখে নিন, বা অন্য কোনো শব্দ দিয়ে খুঁজুন।',
  'pages.search.pastLast': '“{query}”-এর জন্য আর কোনো ফল নেই।',
  'pages.search.firstPage': 'ফলাফলের প্রথম পাতায় ফিরে যান',
  'pages.search.unavailable': 'এই মুহূর্তে খোঁজা যাচ্ছে না। এক মিনিট পরে আবার চেষ্টা করুন।',
  'pages.search.suggestionsTitle': 'এখানে হয়তো পাবেন',
  'pages.search.conditions': 'রোগের তালিকা (A–Z): আমরা যেসব রোগের চিকিৎসা করি',
  'pages.search.doctors': 'নাম বা বিশেষত্ব দিয়ে ডাক্তার খুঁজুন',
  'pages.search.emergency': 'জরুরি অবস্থায় যেকোনো সময় আমাদের ফোন করুন: {phone}',
  'pages.search.emergencyPage': 'স্ট্রোকের লক্ষণ এবং জরুরি অবস্থায় কী করবেন',
  'pages.search.kind.condition': 'রোগ',
  'pages.search.kind.doctor': 'ডাক্তার',
  'pages.search.kind.department': 'বিভাগ',
  'pages.search.kind.division': 'নিউরোলজি বিভাগ',
  'pages.search.kind.service': 'পরিষেবা',
  'pages.search.kind.package': 'প্যাকেজ',
  'pages.search.kind.news': 'খবর',
  'pages.search.kind.event': 'অনুষ্ঠান',
  'pages.search.kind.blog': 'ব্লগ',
};
