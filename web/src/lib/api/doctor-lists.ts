import type { DoctorType } from '@hospital/contract';
import { publicKey, type PublicKey } from './swr';

/**
 * The public list of doctors or of medical officers. Two features read it (the doctor lists and
 * the appointment form's choice of doctor) and their routes declare it: one key, one request.
 */
export const doctorsKey = (type: DoctorType): PublicKey<'/doctors/'> => publicKey('/doctors/', { type });
