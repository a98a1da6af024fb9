import { MESSAGES, MIN_PASSWORD_LENGTH, SESSION_EXPIRED_MESSAGE } from '@hospital/contract';

/** The specification's texts for the Admins screen (points 5 and 8); the server's own from the contract. */
export const USER_MESSAGES = {
  emailRequired: MESSAGES.emailRequired,
  passwordRequired: MESSAGES.passwordRequired,
  passwordTooShort: MESSAGES.passwordTooShort,
  noToken: 'No authentication token found. Please login again.',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  forbidden: 'You do not have permission to view users.',
  fetchFailed: 'Failed to fetch users',
  listNetwork: 'Error connecting to server. Please check your connection.',
  createFailed: 'Failed to create user',
  actionNetwork: 'Error connecting to server. Please try again.',
  deleteFailed: 'Failed to delete user',
  created: 'Admin created successfully.',
  deleted: 'Admin deleted successfully.',
} as const;

export const PASSWORD_MIN_LENGTH = MIN_PASSWORD_LENGTH;
