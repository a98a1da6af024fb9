/**
 * The emergency page's words in English (en.ts has the rest): they come with the page's own code,
 * not with every page (see lib/i18n/i18n.ts, addEnglish). Bengali and Hindi keep them in their
 * one catalogue each.
 */
export const enEmergency = {
  'emergency.title': 'Stroke and Neuro Emergencies',
  'emergency.description':
    'Stroke signs (BE-FAST), what to do while help comes, one-tap calls to the hospital emergency and 108, both branches with maps, and what to bring.',
  'emergency.heading': 'Stroke and neuro emergencies',
  'emergency.lead': 'If you think someone is having a stroke, call now. Every minute counts.',
  'emergency.callForHelp': 'Call for help',
  'emergency.callHospital': 'Call the hospital emergency, 24x7',
  'emergency.callAmbulance': 'Call an ambulance (India)',
  'emergency.beFastTitle': 'BE-FAST: the signs of a stroke',
  'emergency.beFastLead': 'A stroke comes on suddenly. Any one of these signs is enough to call:',
  'emergency.sign.B.word': 'Balance',
  'emergency.sign.B.what': 'Sudden loss of balance, dizziness or trouble walking.',
  'emergency.sign.E.word': 'Eyes',
  'emergency.sign.E.what': 'Sudden blurred or double vision, or loss of sight in one or both eyes.',
  'emergency.sign.F.word': 'Face',
  'emergency.sign.F.what': 'One side of the face droops. Ask the person to smile: is the smile uneven?',
  'emergency.sign.A.word': 'Arms',
  'emergency.sign.A.what': 'One arm or leg is weak or numb. Ask them to raise both arms: does one drift down?',
  'emergency.sign.S.word': 'Speech',
  'emergency.sign.S.what':
    'Slurred or strange speech, or they cannot understand you. Ask them to repeat a simple sentence.',
  'emergency.sign.T.word': 'Time',
  'emergency.sign.T.what':
    'Call now, even if the signs go away. Note the time the signs began, or when the person was last seen well.',
  'emergency.timeIsBrainTitle': 'Time is brain',
  'emergency.timeIsBrain':
    'Time is brain: in a stroke, nearly two million brain cells die every minute without treatment. Clot-dissolving treatment works best in the first hours, so every minute you save protects speech, movement and memory.',
  'emergency.doTitle': 'While you wait, do',
  'emergency.do.1': 'Call for help first: the hospital emergency number or 108.',
  'emergency.do.2': 'Note the time the signs began (or when the person was last seen well). Doctors need it.',
  'emergency.do.3': 'Keep the person lying on their side if they are drowsy or vomiting, and loosen tight clothing.',
  'emergency.do.4':
    'In a seizure: move hard objects away, cushion the head, and turn them on their side when the jerking stops.',
  'emergency.do.5': 'Stay with the person and keep them calm until help arrives.',
  'emergency.doNotTitle': 'Do not',
  'emergency.doNot.1':
    'Do not give food, water or medicines, not even aspirin: swallowing may be affected, and some strokes are bleeds.',
  'emergency.doNot.2': 'Do not put anything in the mouth during a seizure.',
  'emergency.doNot.3': 'Do not wait to see whether the signs pass.',
  'emergency.doNot.4': 'Do not let the person drive themselves to hospital.',
  'emergency.otherTitle': 'Other neuro emergencies: call at once for',
  'emergency.other.1': 'A seizure (fit) that lasts more than 5 minutes, or a second one before the person wakes up.',
  'emergency.other.2': 'A sudden, very severe headache: "the worst headache of my life".',
  'emergency.other.3': 'A head injury followed by drowsiness, vomiting, confusion or a fit.',
  'emergency.other.4': 'Sudden weakness, numbness or confusion of any kind.',
  'emergency.whereTitle': 'Where to come',
  'emergency.mainHospital': '{hospital}, main hospital',
  'emergency.openInMaps': 'Open in maps',
  'emergency.bringTitle': 'What to bring',
  'emergency.bring.1': 'The time the signs began, written down.',
  'emergency.bring.2': 'Every medicine the person takes (or the strips and prescriptions), especially blood thinners.',
  'emergency.bring.3': 'Earlier reports, scans and discharge summaries.',
  'emergency.bring.4': 'An identity card and any health insurance card.',
  'emergency.bring.5': 'A phone with the family’s numbers.',
} as const;
