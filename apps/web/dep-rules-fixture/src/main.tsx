export const siteName = 'site';
