/** The specification's texts for the Admins screen (points 5 and 8). */
export const USER_MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters long',
  noToken: 'No authentication token found. Please login again.',
  sessionExpired: 'Session expired. Please login again.',
  forbidden: 'You do not have permission to view users.',
  fetchFailed: 'Failed to fetch users',
  listNetwork: 'Error connecting to server. Please check your connection.',
  createFailed: 'Failed to create user',
  actionNetwork: 'Error connecting to server. Please try again.',
  deleteFailed: 'Failed to delete user',
  created: 'Admin created successfully.',
  deleted: 'Admin deleted successfully.',
} as const;

export const PASSWORD_MIN_LENGTH = 6;
