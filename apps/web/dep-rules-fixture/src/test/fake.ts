export const fakeName = 'fake';
