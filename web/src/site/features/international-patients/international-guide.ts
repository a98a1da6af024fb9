/**
 * What a family travelling for treatment needs to know, in plain words. Generic on purpose: the
 * visa rules are the Government of India's (indianvisaonline.gov.in) and change; the desk checks
 * each case. The hotels are the editors' to name once the hospital has agreements.
 */
export const WHAT_TO_BRING = [
  'Every medical report you have: scans (MRI, CT) on a disc or as prints, with their written reports.',
  'Previous prescriptions and discharge summaries, and the medicines the patient takes now.',
  "The patient's and each attendant's passport, valid for at least six months, and the medical visa.",
  "Passport-size photographs, and a copy of the hospital's invitation letter.",
] as const;

export const VISA_STEPS = [
  "Send us the patient's reports with the form below; a doctor reviews them and the desk tells you whether treatment here is advised.",
  'The desk prepares the invitation letter and validates it on the Government of India’s Medical and Ayush Visa portal, as every letter must now be.',
  "You apply for the patient's medical visa (Med X / e-Medical visa) and the attendants' medical attendant visas, with the letter, online or at the Indian visa centre.",
  'Tell the desk your travel dates: someone meets you at the hospital and helps with registration.',
] as const;

export const ATTENDANT_RULE =
  'A medical visa allows at most two attendants, who must travel with the patient and hold medical attendant visas; the invitation letter names them.';

export const INVITATION_LETTER = [
  "The letter is issued by the hospital in the patient's name as printed on the passport, and names the department, the expected date and the attendants.",
  'It is validated on the Government of India’s Medical and Ayush Visa portal by the hospital’s international patient desk; an unvalidated letter is not accepted.',
  'There is no charge for the letter. The desk usually answers within two working days once it has the reports.',
] as const;

export const WHERE_TO_STAY = [
  'Guest houses and serviced apartments are within walking distance of both branches; the desk keeps a list with current rates and can book on your behalf.',
  'Rooms for an attendant near the wards are available at the hospital on request, subject to the patient’s doctor.',
  'Money exchange, Indian SIM cards and prepaid taxis are available near the main hospital; the desk can advise.',
] as const;
