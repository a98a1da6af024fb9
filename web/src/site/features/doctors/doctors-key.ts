import type { DoctorType } from '@hospital/contract';
import { publicKey, type PublicKey } from '../../../lib/api';

/** The public list of doctors or of medical officers: read by the doctor lists, declared by their routes. */
export const doctorsKey = (type: DoctorType): PublicKey<'/doctors/'> => publicKey('/doctors/', { type });
