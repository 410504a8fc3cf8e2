/**
 * Spanish speaks to the viewer with the informal "tú" in every text. These words and phrases
 * belong only to the formal "usted": the pronoun, its imperatives, its object forms, and the
 * possessive "su" on things that are always the viewer's own. Tests run every Spanish text by them.
 */
export const USTED_MARKERS = [
  'usted',
  'ustedes',
  'inténtelo',
  'introduzca',
  'ingrese',
  'seleccione',
  'verifique',
  'compruebe',
  'haga clic',
  'póngase',
  'espere',
  'elija',
  'escriba',
  'contacte',
  'pulse',
  'permanezca',
  'salude',
  'disfrútelo',
  'inicie sesión',
  'regístrese',
  'inscríbase',
  'actualice',
  'cierre la sesión',
  'compre',
  'solicite',
  'vuelva a',
  'léalos',
  'avise',
  'reenvíe',
  'use',
  'sea respetuoso',
  'le avisaremos',
  'le responderemos',
  'le enviaremos',
  'por suscribirse',
  'no está autorizado',
  'no está inscrito',
  'está seguro',
  'ya ha comprado',
  'su sesión',
  'su contraseña',
  'su cuenta',
  'su correo',
  'su tarjeta',
  'su mensaje',
  'su navegador',
  'su pago',
  'sus pagos',
  'su código',
  'sus datos',
] as const;

const markerPatterns = USTED_MARKERS.map(
  // Whole words only: JavaScript's \b knows no accented letters, so letters are looked at instead.
  (marker) => [marker, new RegExp(`(?<!\\p{L})${marker}(?!\\p{L})`, 'iu')] as const,
);

/** The usted markers a Spanish text contains; none in a text that says "tú". */
export function ustedMarkersIn(text: string): string[] {
  return markerPatterns.filter(([, pattern]) => pattern.test(text)).map(([marker]) => marker);
}
