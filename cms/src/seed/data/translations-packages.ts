import { CONTENT_TYPES } from '../content-types';
import { lines, type DemoTranslation } from './translation-types';

/**
 * The package rates' titles and what each includes and excludes, in Bengali and Hindi, one item
 * a line as in English. Procedures are named as a patient's family hears them, with the
 * surgeon's word in brackets; Bengali writes its numbers in Bengali digits, Hindi in the
 * international ones (docs/TRANSLATIONS.md). Awaiting review by a native speaker and the billing desk.
 */

interface PackageWords {
  title: string;
  includes: string[];
  excludes: string[];
}

const rate = (title: string, bn: PackageWords, hi: PackageWords): DemoTranslation => {
  const fields = (words: PackageWords) => ({
    title: words.title,
    includes: lines(...words.includes),
    excludes: lines(...words.excludes),
  });
  return { uid: CONTENT_TYPES.packageRate, english: { title }, translations: { bn: fields(bn), hi: fields(hi) } };
};

/** "{ward}, nursing care and the hospital's medicines and consumables" (data/packages.ts). */
const stay = {
  bn: (ward: string) => `${ward}, নার্সিং এবং হাসপাতালের ওষুধ ও সরঞ্জাম`,
  hi: (ward: string) => `${ward}, नर्सिंग देखभाल और अस्पताल की दवाएँ व सामग्री`,
};
const team = { bn: 'সার্জন, অ্যানেস্থেটিস্ট ও অপারেশন থিয়েটার', hi: 'सर्जन, एनेस्थेटिस्ट और ऑपरेशन थिएटर' };

export const packageRates: DemoTranslation[] = [
  rate(
    'Lumbar microdiscectomy (one level)',
    {
      title: 'কোমরের ডিস্কের অস্ত্রোপচার: মাইক্রোডিসেক্টমি (একটি স্তর)',
      includes: [team.bn, stay.bn('দুই শয্যার ঘরে তিন দিন থাকা'), '১৫ দিনের মধ্যে একবার ফলো-আপে দেখানো'],
      excludes: ['ভর্তির আগের এমআরআই ও অন্যান্য স্ক্যান', 'ইমপ্লান্ট, যদি সার্জন দরকার মনে করেন'],
    },
    {
      title: 'कमर की डिस्क का ऑपरेशन: माइक्रोडिस्केक्टॉमी (एक लेवल)',
      includes: [team.hi, stay.hi('दो बिस्तर वाले कमरे में तीन दिन रहना'), '15 दिन के भीतर एक बार फ़ॉलो-अप में दिखाना'],
      excludes: ['भर्ती से पहले के एमआरआई और दूसरे स्कैन', 'इम्प्लांट, अगर सर्जन ज़रूरी समझें'],
    },
  ),
  rate(
    'Anterior cervical discectomy and fusion (one level)',
    {
      title: 'ঘাড়ের ডিস্ক বাদ দিয়ে হাড় জোড়া (এসিডিএফ, একটি স্তর)',
      includes: [team.bn, 'হাসপাতালের সাধারণ মানের একটি কেজ ও প্লেট', stay.bn('দুই শয্যার ঘরে চার দিন থাকা')],
      excludes: ['বিদেশি বা দামি ইমপ্লান্ট', 'ছুটির পরের ফিজিওথেরাপি'],
    },
    {
      title: 'गर्दन की डिस्क निकालकर हड्डी जोड़ना (एसीडीएफ़, एक लेवल)',
      includes: [team.hi, 'अस्पताल के सामान्य मानक का एक केज और प्लेट', stay.hi('दो बिस्तर वाले कमरे में चार दिन रहना')],
      excludes: ['विदेशी या महँगे इम्प्लांट', 'छुट्टी के बाद की फ़िज़ियोथेरेपी'],
    },
  ),
  rate(
    'Craniotomy for a brain tumour',
    {
      title: 'মস্তিষ্কের টিউমারের অস্ত্রোপচার (ক্রেনিওটমি)',
      includes: [
        'সার্জন, অ্যানেস্থেটিস্ট ও নিউরো-নেভিগেশন সহ অপারেশন থিয়েটার',
        'নিউরো আইসিইউ-তে দুই দিন',
        stay.bn('দুই শয্যার ঘরে পাঁচ দিন থাকা'),
        'টিউমারের হিস্টোপ্যাথলজি পরীক্ষা',
      ],
      excludes: ['রেডিওথেরাপি ও কেমোথেরাপি', 'সাত দিনের বেশি থাকা, প্রতিদিনের হিসেবে আলাদা খরচ'],
    },
    {
      title: 'ब्रेन ट्यूमर का ऑपरेशन (क्रेनियोटॉमी)',
      includes: [
        'सर्जन, एनेस्थेटिस्ट और न्यूरो-नेविगेशन वाला ऑपरेशन थिएटर',
        'न्यूरो आईसीयू में दो दिन',
        stay.hi('दो बिस्तर वाले कमरे में पाँच दिन रहना'),
        'ट्यूमर की हिस्टोपैथोलॉजी जाँच',
      ],
      excludes: ['रेडियोथेरेपी और कीमोथेरेपी', 'सात दिन से ज़्यादा रुकना, हर दिन के हिसाब से अलग ख़र्च'],
    },
  ),
  rate(
    'Ventriculo-peritoneal shunt for hydrocephalus',
    {
      title: 'মাথায় জল জমার (হাইড্রোকেফালাস) জন্য ভিপি শান্ট',
      includes: [team.bn, 'একটি মাঝারি চাপের শান্ট', stay.bn('ওয়ার্ডে চার দিন থাকা')],
      excludes: ['প্রোগ্রামেবল শান্ট', 'অস্ত্রোপচারের আগে ধরা পড়া সংক্রমণের চিকিৎসা'],
    },
    {
      title: 'सिर में पानी भरने (हाइड्रोसेफ़ेलस) के लिए वीपी शंट',
      includes: [team.hi, 'एक मध्यम दबाव वाला शंट', stay.hi('वार्ड में चार दिन रहना')],
      excludes: ['प्रोग्रामेबल शंट', 'सर्जरी से पहले पाए गए संक्रमण का इलाज'],
    },
  ),
  rate(
    'Acute ischaemic stroke: clot-dissolving treatment',
    {
      title: 'রক্ত জমাট বেঁধে হঠাৎ স্ট্রোক: জমাট গলানোর চিকিৎসা',
      includes: [
        'জরুরি পরীক্ষা এবং মস্তিষ্কের সিটি বা এমআরআই',
        'জমাট গলানোর ওষুধ (থ্রম্বোলাইসিস)',
        'স্ট্রোক ইউনিটে তিন দিন ও ওয়ার্ডে দুই দিন',
      ],
      excludes: ['যন্ত্র দিয়ে জমাট বের করা (মেকানিক্যাল থ্রম্বেক্টমি)', 'ভেন্টিলেটর, যদি দরকার হয়'],
    },
    {
      title: 'थक्के से अचानक स्ट्रोक: थक्का घोलने का इलाज',
      includes: [
        'आपातकालीन जाँच और दिमाग़ का सीटी या एमआरआई',
        'थक्का घोलने की दवा (थ्रोम्बोलिसिस)',
        'स्ट्रोक यूनिट में तीन दिन और वार्ड में दो दिन',
      ],
      excludes: ['मशीन से थक्का निकालना (मैकेनिकल थ्रॉम्बेक्टॉमी)', 'वेंटिलेटर, अगर ज़रूरत पड़े'],
    },
  ),
  rate(
    'Video EEG monitoring (24 hours)',
    {
      title: 'ভিডিও ইইজি মনিটরিং (২৪ ঘণ্টা)',
      includes: ['এক দিন ও এক রাত ভিডিও ইইজি', 'নিউরোলজিস্টের রিপোর্ট', 'মনিটরিং রুমে একটি শয্যা'],
      excludes: ['মস্তিষ্কের এমআরআই', 'খিঁচুনির ওষুধ'],
    },
    {
      title: 'वीडियो ईईजी निगरानी (24 घंटे)',
      includes: ['एक दिन और एक रात वीडियो ईईजी', 'न्यूरोलॉजिस्ट की रिपोर्ट', 'मॉनिटरिंग रूम में एक बिस्तर'],
      excludes: ['दिमाग़ का एमआरआई', 'दौरे की दवाएँ'],
    },
  ),
  rate(
    'Diagnostic cerebral angiography (DSA)',
    {
      title: 'মস্তিষ্কের রক্তনালীর পরীক্ষা: অ্যাঞ্জিওগ্রাফি (ডিএসএ)',
      includes: ['অ্যাঞ্জিওগ্রাফি কক্ষ ও কনট্রাস্ট', 'ইন্টারভেনশনিস্টের রিপোর্ট', 'ডে কেয়ারে একটি শয্যা'],
      excludes: ['পরীক্ষার সময় কয়েলিং, স্টেন্টিং বা অন্য কোনো চিকিৎসা'],
    },
    {
      title: 'दिमाग़ की रक्त नलियों की जाँच: एंजियोग्राफ़ी (डीएसए)',
      includes: ['एंजियोग्राफ़ी कक्ष और कंट्रास्ट', 'इंटरवेंशनिस्ट की रिपोर्ट', 'डे केयर में एक बिस्तर'],
      excludes: ['जाँच के दौरान कॉइलिंग, स्टेंटिंग या कोई भी इलाज'],
    },
  ),
  rate(
    'Inpatient stroke rehabilitation (14 days)',
    {
      title: 'ভর্তি রেখে স্ট্রোকের পরের রিহ্যাবিলিটেশন (১৪ দিন)',
      includes: [
        'প্রতিদিন ফিজিওথেরাপি, অকুপেশনাল থেরাপি ও কথা বলার থেরাপি',
        stay.bn('দুই শয্যার ঘরে চোদ্দো দিন থাকা'),
        'ছুটির সময় বাড়িতে ব্যায়ামের পরিকল্পনা',
      ],
      excludes: ['অর্থোসিস (হাত-পায়ের সাপোর্ট) ও হাঁটার সহায়ক সরঞ্জাম'],
    },
    {
      title: 'भर्ती रखकर स्ट्रोक के बाद का रिहैबिलिटेशन (14 दिन)',
      includes: [
        'हर दिन फ़िज़ियोथेरेपी, ऑक्यूपेशनल थेरेपी और बोलने की थेरेपी',
        stay.hi('दो बिस्तर वाले कमरे में चौदह दिन रहना'),
        'छुट्टी के समय घर पर व्यायाम की योजना',
      ],
      excludes: ['ऑर्थोसिस (हाथ-पैर का सपोर्ट) और चलने में मदद के उपकरण'],
    },
  ),
];
