/**
 * What a family needs in the minutes that matter, in plain words: the BE-FAST signs of a stroke,
 * what to do and not do while help comes, and what to bring. Wording follows the common public
 * stroke campaigns (BE-FAST) and first-aid advice for seizures and head injuries.
 */

/** India's national ambulance number (free, every state). */
export const AMBULANCE_NUMBER = '108';

export interface StrokeSign {
  letter: string;
  word: string;
  what: string;
}

/** A sign of BE-FAST: its letter is its word's first. */
const sign = (word: string, what: string): StrokeSign => ({ letter: word.charAt(0), word, what });

export const BE_FAST: readonly StrokeSign[] = [
  sign('Balance', 'Sudden loss of balance, dizziness or trouble walking.'),
  sign('Eyes', 'Sudden blurred or double vision, or loss of sight in one or both eyes.'),
  sign('Face', 'One side of the face droops. Ask the person to smile: is the smile uneven?'),
  sign('Arms', 'One arm or leg is weak or numb. Ask them to raise both arms: does one drift down?'),
  sign('Speech', 'Slurred or strange speech, or they cannot understand you. Ask them to repeat a simple sentence.'),
  sign(
    'Time',
    'Call now, even if the signs go away. Note the time the signs began, or when the person was last seen well.',
  ),
];

export const TIME_IS_BRAIN =
  'Time is brain: in a stroke, nearly two million brain cells die every minute without treatment. Clot-dissolving treatment works best in the first hours, so every minute you save protects speech, movement and memory.';

export const OTHER_EMERGENCIES: readonly string[] = [
  'A seizure (fit) that lasts more than 5 minutes, or a second one before the person wakes up.',
  'A sudden, very severe headache: "the worst headache of my life".',
  'A head injury followed by drowsiness, vomiting, confusion or a fit.',
  'Sudden weakness, numbness or confusion of any kind.',
];

export const DO_WHILE_WAITING: readonly string[] = [
  'Call for help first: the hospital emergency number or 108.',
  'Note the time the signs began (or when the person was last seen well). Doctors need it.',
  'Keep the person lying on their side if they are drowsy or vomiting, and loosen tight clothing.',
  'In a seizure: move hard objects away, cushion the head, and turn them on their side when the jerking stops.',
  'Stay with the person and keep them calm until help arrives.',
];

export const DO_NOT_WHILE_WAITING: readonly string[] = [
  'Do not give food, water or medicines, not even aspirin: swallowing may be affected, and some strokes are bleeds.',
  'Do not put anything in the mouth during a seizure.',
  'Do not wait to see whether the signs pass.',
  'Do not let the person drive themselves to hospital.',
];

export const WHAT_TO_BRING: readonly string[] = [
  'The time the signs began, written down.',
  'Every medicine the person takes (or the strips and prescriptions), especially blood thinners.',
  'Earlier reports, scans and discharge summaries.',
  'An identity card and any health insurance card.',
  'A phone with the family’s numbers.',
];
