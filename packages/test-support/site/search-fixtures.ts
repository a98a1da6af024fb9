/**
 * `GET /search/` as the CMS answers it (issue 44) for the site's tests: "stroke" finds twelve
 * results of every kind over two pages (ten, then two); in Bengali and Hindi the first three are
 * translated and the rest are English, as the CMS falls back; any other query finds nothing.
 */
import {
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  type Language,
  type SearchAnswer,
  type SearchKind,
  type SearchResult,
  type SearchSpan,
} from '@hospital/contract';

/** The word the CMS marks in each language's text. */
const MARKED: Record<Language, string> = { en: 'stroke', bn: 'স্ট্রোক', hi: 'स्ट्रोक' };

/** `text` cut into runs, each occurrence of `word` (any case) a hit, as the CMS marks matches. */
function marked(text: string, word: string): SearchSpan[] {
  const spans: SearchSpan[] = [];
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) spans.push({ text: text.slice(from, at), hit: false });
    spans.push({ text: text.slice(at, at + needle.length), hit: true });
    from = at + needle.length;
  }
  if (from < text.length) spans.push({ text: text.slice(from), hit: false });
  return spans;
}

interface Found {
  kind: SearchKind;
  id: number;
  path: string;
  title: string;
  excerpt: string;
}

/** What "stroke" finds in English, best first. */
const FOUND_IN_ENGLISH: readonly Found[] = [
  {
    kind: 'condition',
    id: 1,
    path: '/conditions/stroke',
    title: 'Stroke',
    excerpt:
      'A stroke happens when blood stops reaching part of the brain. Sudden weakness of the face, arm or leg is an emergency: every minute counts.',
  },
  {
    kind: 'division',
    id: 1,
    path: '/division/1',
    title: 'Stroke Unit',
    excerpt: 'Our stroke unit gives clot-dissolving treatment and thrombectomy at any hour of the day or night.',
  },
  {
    kind: 'doctor',
    id: 3,
    path: '/doctors?doctor=3',
    title: 'Dr. Ananya Sen',
    excerpt: 'Consultant neurologist. Stroke, epilepsy and headache clinics on Monday and Thursday.',
  },
  {
    kind: 'department',
    id: 1,
    path: '/department/1',
    title: 'Emergency',
    excerpt: 'Patients with a suspected stroke are taken straight to the CT scanner under our stroke code.',
  },
  {
    kind: 'service',
    id: 2,
    path: '/services/2',
    title: 'Neuro Rehabilitation',
    excerpt: 'Physiotherapy, speech therapy and occupational therapy after a stroke or a head injury.',
  },
  {
    kind: 'package',
    id: 4,
    path: '/packages',
    title: 'Mechanical thrombectomy',
    excerpt: 'A package for the removal of a clot from a brain artery after an ischaemic stroke.',
  },
  {
    kind: 'news',
    id: 1,
    path: '/news-and-events?news=1',
    title: 'Stroke unit certified again',
    excerpt: 'The stroke unit was certified again this year for its door-to-needle times.',
  },
  {
    kind: 'event',
    id: 1,
    path: '/news-and-events?event=1',
    title: 'World Stroke Day walk',
    excerpt: 'Join our doctors on World Stroke Day to learn the signs of a stroke: BE FAST.',
  },
  {
    kind: 'blog',
    id: 3,
    path: '/blogs?post=3',
    title: 'Five signs of a stroke',
    excerpt: 'Balance, eyes, face, arm and speech: the signs of a stroke, and why time matters.',
  },
  {
    kind: 'condition',
    id: 2,
    path: '/conditions/transient-ischaemic-attack',
    title: 'Transient ischaemic attack (mini-stroke)',
    excerpt: 'A mini-stroke passes within minutes but warns of a stroke to come: see a neurologist the same day.',
  },
  {
    kind: 'doctor',
    id: 5,
    path: '/doctors?doctor=5',
    title: 'Dr. Rahul Banerjee',
    excerpt: 'Interventional neuroradiologist: thrombectomy for acute stroke and coiling of aneurysms.',
  },
  {
    kind: 'blog',
    id: 4,
    path: '/blogs?post=4',
    title: 'Life after a stroke',
    excerpt: 'Going home after a stroke: what the family can do, and when to call the rehabilitation team.',
  },
];

/** The first three results' translations; the others have none yet and are answered in English. */
const TRANSLATED: Record<Exclude<Language, 'en'>, ReadonlyArray<Pick<Found, 'title' | 'excerpt'>>> = {
  bn: [
    {
      title: 'স্ট্রোক',
      excerpt:
        'মস্তিষ্কের কোনো অংশে রক্ত পৌঁছানো বন্ধ হলে স্ট্রোক হয়। মুখ, হাত বা পা হঠাৎ দুর্বল হলে তা জরুরি অবস্থা: প্রতিটি মিনিট গুরুত্বপূর্ণ।',
    },
    {
      title: 'স্ট্রোক ইউনিট',
      excerpt: 'আমাদের স্ট্রোক ইউনিট দিনে-রাতে যেকোনো সময় রক্তজমাট গলানোর চিকিৎসা ও থ্রম্বেক্টমি দেয়।',
    },
    {
      title: 'ডা. অনন্যা সেন',
      excerpt: 'কনসালট্যান্ট নিউরোলজিস্ট। সোমবার ও বৃহস্পতিবার স্ট্রোক, মৃগী ও মাথাব্যথার ক্লিনিক।',
    },
  ],
  hi: [
    {
      title: 'स्ट्रोक',
      excerpt:
        'जब दिमाग़ के किसी हिस्से तक ख़ून पहुँचना बंद हो जाता है, तब स्ट्रोक होता है। चेहरे, बाँह या पैर में अचानक कमज़ोरी आपात स्थिति है: हर मिनट मायने रखता है।',
    },
    {
      title: 'स्ट्रोक यूनिट',
      excerpt: 'हमारी स्ट्रोक यूनिट दिन-रात किसी भी समय थक्का घोलने का इलाज और थ्रोम्बेक्टॉमी देती है।',
    },
    {
      title: 'डॉ. अनन्या सेन',
      excerpt: 'कंसल्टेंट न्यूरोलॉजिस्ट। सोमवार और गुरुवार को स्ट्रोक, मिर्गी और सिरदर्द की क्लिनिक।',
    },
  ],
};

function resultIn(language: Language, found: Found, index: number): SearchResult {
  const translation = language === 'en' ? undefined : TRANSLATED[language][index];
  const shown = translation ?? found;
  const word = translation ? MARKED[language] : MARKED.en;
  return {
    kind: found.kind,
    id: found.id,
    title: marked(shown.title, word),
    excerpt: marked(shown.excerpt, word),
    path: found.path,
    language: translation ? language : 'en',
  };
}

/** Every result "stroke" finds in a language, best first (all pages). */
const strokeResults = (language: Language): SearchResult[] =>
  FOUND_IN_ENGLISH.map((found, index) => resultIn(language, found, index));

const isLanguage = (value: string | null): value is Language => value === 'bn' || value === 'hi' || value === 'en';

/**
 * The answer to `GET /search/?q=…&page=…&locale=…` as the CMS gives it: the query trimmed, its
 * whitespace collapsed and cut; "stroke" (in any language's word for it) finds twelve results,
 * anything else none; a page past the last is empty.
 */
export function searchAnswer(params: URLSearchParams): SearchAnswer {
  const query = (params.get('q') ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_QUERY_MAX);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const locale = params.get('locale');
  const language: Language = isLanguage(locale) ? locale : 'en';
  const finds = Object.values(MARKED).includes(query.toLowerCase());
  const all = finds ? strokeResults(language) : [];
  return {
    query,
    total: all.length,
    page,
    results: all.slice((page - 1) * SEARCH_PAGE_SIZE, page * SEARCH_PAGE_SIZE),
  };
}
