/** The shapes of the demo content. Texts live in the sibling modules; the seeder only places them. */

/** Two gradient stops and an accent, e.g. `['#0b3954', '#087e8b', '#bfd7ea']`. */
export type Palette = readonly [from: string, to: string, accent: string];

/** The drawing behind an illustration's title. */
export type Motif = 'brain' | 'neuron' | 'spine' | 'pulse' | 'cross' | 'waves';

/** An illustration generated at seed time: a gradient, a motif and a title. */
export interface DemoImage {
  /** Large text on the image; none for a picture that the site writes its own text over (the banner). */
  title?: string;
  /** Smaller line under the title. */
  caption?: string;
  /** alternativeText of the uploaded file. */
  alt: string;
  palette: Palette;
  motif: Motif;
}

export interface DemoBanner {
  main_heading: string;
  sub_heading: string;
  image: DemoImage;
}

export interface DemoAbout {
  title: string;
  description: string;
  image: DemoImage;
}

export interface DemoSocialLinks {
  twitter?: string;
  fb?: string;
  insta?: string;
  linkedin?: string;
}

export interface DemoDoctor {
  name: string;
  designation: string;
  /** The doctor finder's filter (the schema's enumeration). */
  specialty: 'neurology' | 'neurosurgery' | 'neuro_critical_care' | 'neuro_rehabilitation' | 'paediatric_neurology';
  about: string;
  details?: string;
  type: 'doctor' | 'medical_officer';
  social?: DemoSocialLinks;
  /** Colours of the generated portrait (initials on a gradient). */
  palette: Palette;
}

export interface DemoNewsItem {
  title: string;
  description: string;
  image: DemoImage;
}

export interface DemoEvent {
  title: string;
  description: string;
  main_image: DemoImage;
  /** The event's gallery (`images`). */
  images: readonly DemoImage[];
}

export interface DemoBlog {
  title: string;
  description: string;
  image: DemoImage;
}

export interface DemoVideo {
  type: 'video' | 'review_video';
  title: string;
  description: string;
  /** A YouTube link in one of the forms the site recognises (short, watch, embed, v). */
  link: string;
}

export interface DemoService {
  heading: string;
  content: string;
  image: DemoImage;
  gallery: readonly DemoImage[];
}
