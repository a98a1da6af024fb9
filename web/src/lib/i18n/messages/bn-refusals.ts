import type { enRefusals } from './en-refusals';

/**
 * Why a patient's request was refused, in Bengali (বাংলা): fetched with the five forms' pages
 * (catalogue.ts), like their English (en-refusals.ts). Awaiting a native speaker's review
 * (docs/TRANSLATIONS.md).
 */
export const bnRefusals: Record<keyof typeof enRefusals, string> = {
  'refusal.required': 'এই ঘরটি পূরণ করা দরকার।',
  'refusal.too_long': 'এখানে সর্বোচ্চ {max, number}টি অক্ষর লেখা যায়।',
  'refusal.not_text': 'এটি পড়া গেল না; আবার লিখুন।',
  'refusal.invalid_choice': 'দেওয়া বিকল্পগুলির একটি বেছে নিন।',
  'refusal.invalid_email': 'সঠিক ই-মেল ঠিকানা লিখুন।',
  'refusal.invalid_url': 'সঠিক ওয়েব ঠিকানা লিখুন।',
  'refusal.invalid_boolean': 'হ্যাঁ বা না বেছে নিন।',
  'refusal.invalid_number': 'শুধু পূর্ণ সংখ্যা লিখুন।',
  'refusal.too_small': 'সংখ্যাটি অন্তত {min, number} হতে হবে।',
  'refusal.too_large': 'সংখ্যাটি {max, number}-এর বেশি হতে পারে না।',
  'refusal.invalid_phone': 'ফোন নম্বর লিখুন: শুধু সংখ্যা; ভারতের বাইরে থেকে + ও দেশের কোড সহ।',
  'refusal.invalid_passport': 'পাসপোর্টে যেমন ছাপা আছে তেমন নম্বর লিখুন: ৬ থেকে ২০টি অক্ষর ও সংখ্যা।',
  'refusal.too_many_attendants': 'মেডিক্যাল ভিসায় রোগীর সঙ্গে সর্বোচ্চ দুজন সহায়ক আসতে পারেন।',
  'refusal.unknown_doctor': 'তালিকা থেকে একজন ডাক্তার বেছে নিন; এই ডাক্তার তালিকায় নেই।',
  'refusal.invalid_date': 'সঠিক তারিখ দিন (বছর-মাস-দিন)।',
  'refusal.date_past': 'আজ বা তার পরের একটি তারিখ বেছে নিন।',
  'refusal.date_too_far': 'আগামী {max, number} দিনের মধ্যে একটি তারিখ বেছে নিন।',
  'refusal.date_not_opd': 'ডাক্তার শুধু {days} রোগী দেখেন; এই দিনগুলির একটি বেছে নিন।',
  'refusal.date_no_opd': 'এই ডাক্তারের কোনো আউটডোরের দিন দেওয়া নেই।',
  'refusal.doctor_or_department': 'রোগী কোন বিভাগে বা কোন ডাক্তারের কাছে আসছেন, তা লিখুন।',
  'refusal.file_too_large': 'রিপোর্ট সর্বোচ্চ {megabytes, number} MB হতে পারে; ছোট স্ক্যান বা ছবি পাঠান।',
  'refusal.file_type': 'রিপোর্টটি PDF, JPEG বা PNG ফাইল হিসেবে দিন।',
  'refusal.file_not_taken': 'ফাইল শুধু রিপোর্ট হিসেবে দেওয়া যায়।',
  'refusal.report_not_received':
    'আপনার রিপোর্টটি এই মুহূর্তে গ্রহণ করা যায়নি, তাই আপনার অনুরোধ পাঠানো হয়নি। কয়েক মিনিট পরে আবার চেষ্টা করুন।',
  'refusal.rate_limited':
    'এই ডিভাইস থেকে অনেকগুলি অনুরোধ পাঠানো হয়েছে; {minutes, plural, other {# মিনিট}} পরে আবার চেষ্টা করুন।',
  'refusal.rate_limited_unknown': 'এই ডিভাইস থেকে অনেক বেশি অনুরোধ পাঠানো হয়েছে; কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  'refusal.not_a_session': 'সেই তারিখে ডাক্তারের একটি ওপিডি সেশন বেছে নিন।',
  'refusal.not_bookable': 'এই সেশন অনলাইনে বুক করা যায় না; এর বদলে অ্যাপয়েন্টমেন্টের অনুরোধ পাঠান।',
  'refusal.session_full': 'এই সেশনের সব জায়গা ভরে গেছে। অন্য একটি সেশন বেছে নিন।',
  'refusal.session_closed': 'হাসপাতাল সেই তারিখে এই সেশন বন্ধ রেখেছে। অন্য একটি সেশন বেছে নিন।',
  'refusal.moves_used': 'এই বুকিং যতবার সরানো যায় ততবার সরানো হয়ে গেছে; বদলাতে ডেস্কে ফোন করুন।',
  'refusal.booking_over': 'এই বুকিং আর বদলানো যায় না।',
  'refusal.same_session': 'বুকিংটি এই সেশনেরই।',
  'refusal.invalid_abha': 'ABHA নম্বর (১৪ অঙ্ক) বা ABHA ঠিকানা (যেমন name@abdm) লিখুন।',
  'refusal.invalid': 'এটি গ্রহণ করা যায়নি; একবার দেখে নিন।',
  'refusal.form_too_large': 'ফর্মটি পাঠানোর পক্ষে খুব বড়। বার্তাটি ছোট করুন।',
  'refusal.form_unreadable': 'ফর্মটি পড়া যায়নি। অনুগ্রহ করে আবার পাঠান।',
};
