/** A booking's phone is matched as every patient's record is (legacy/patient-key.ts). */
export { patientPhoneDigits as bookingPhoneDigits } from '../../../legacy/patient-key';
