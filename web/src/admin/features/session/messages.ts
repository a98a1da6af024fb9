/** The specification's texts for the admin session (points 4 and 8). */
export const LOGIN_FAILED = 'Login failed';
export const NOT_AN_ADMIN = 'You are not an admin!';
export const LOGIN_NETWORK_ERROR = 'Error connecting to server. Please try again.';
