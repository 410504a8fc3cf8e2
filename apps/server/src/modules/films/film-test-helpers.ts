/** The back office's film form with the title alone filled in, as a test creates a film. */
export const blankFilmForm = (title: string) => ({
  title,
  subtitle: null,
  director: null,
  producer: null,
  synopsis: '',
  thumbnail_url: null,
  trailer_url: null,
});
