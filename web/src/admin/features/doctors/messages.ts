/** The specification's texts for the Doctors screen (points 5 and 8). */
export const DOCTOR_MESSAGES = {
  required: 'Please fill all required fields',
  loadFailed: 'Failed to load',
  createFailed: 'Failed to create',
  deleteFailed: 'Delete failed',
  created: 'Doctor added successfully.',
  deleted: 'Doctor deleted successfully.',
} as const;
