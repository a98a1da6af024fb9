import type { enForm } from './en-form';

/**
 * The patient contact form's words in Bengali (বাংলা): fetched with the pages that show them
 * (catalogue.ts), like their English (en-form.ts). Awaiting a native speaker's review
 * (docs/TRANSLATIONS.md).
 */
export const bnForm: Record<keyof typeof enForm, string> = {
  'form.title': 'রোগীর যোগাযোগ ফর্ম',
  'form.intro': 'কীভাবে সাহায্য করতে পারি জানান। আমাদের রোগী-সহায়তা কর্মী আপনাকে ফোন করবেন।',
  'form.name': 'পুরো নাম',
  'form.phone': 'ফোন নম্বর',
  'form.email': 'ই-মেল',
  'form.gender': 'লিঙ্গ',
  'form.genderSelect': 'বেছে নিন',
  'form.male': 'পুরুষ',
  'form.female': 'মহিলা',
  'form.other': 'অন্যান্য',
  'form.age': 'বয়স',
  'form.message': 'আপনার সমস্যা / উপসর্গ লিখুন',
  'form.submit': 'পাঠান',
  'form.submitting': 'পাঠানো হচ্ছে...',
  'form.success': 'আপনার অনুরোধ সফলভাবে পাঠানো হয়েছে!',
  'form.privacy':
    'আপনার তথ্য ও বার্তা আমরা শুধু এই অনুরোধের বিষয়ে আপনাকে ফোন করার জন্য রাখি; কেবল আমাদের রোগী-সহায়তা ডেস্ক সেগুলি দেখে, আর অনুরোধ মিটে গেলে সেগুলি মুছে ফেলা হয়।',
  'form.reference': 'আপনার রেফারেন্স নম্বর:',
  'form.replyHours': 'আমাদের রোগী-সহায়তা ডেস্ক {hours, plural, other {# ঘণ্টার}} মধ্যে আপনাকে ফোন করবে।',
  'form.replyDays': 'আমাদের রোগী-সহায়তা ডেস্ক {days, plural, other {# দিনের}} মধ্যে আপনাকে ফোন করবে।',
  'form.failed': 'আপনার অনুরোধ পাঠানো যায়নি।',
  'form.tryAgain': 'আবার চেষ্টা করুন।',
  'form.tryAgainOrCall': 'আবার চেষ্টা করুন, অথবা আমাদের ফোন করুন।',
  'form.unreachable': 'হাসপাতালের সার্ভারে পৌঁছানো গেল না; ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
};
