/** Which account form the landing page shows: sign in to an existing account or create one. */
export type AccountMode = 'signin' | 'signup';
