import type { LanguageCode } from '@screener/contracts/language';

/** The words of the pages shown in the payment frame, in each interface language. */
export const FRAME_TEXTS: Record<
  LanguageCode,
  {
    challengeTitle: string;
    challengeIntro: string;
    complete: string;
    fail: string;
    completed: string;
    failed: string;
  }
> = {
  en: {
    challengeTitle: '3-D Secure test challenge',
    challengeIntro: 'This is the sandbox: no bank is asked.',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    completed: 'Authentication complete.',
    failed: 'Authentication failed.',
  },
  es: {
    challengeTitle: 'Verificación 3-D Secure de prueba',
    challengeIntro: 'Este es el entorno de pruebas: no se consulta a ningún banco.',
    complete: 'Completar la verificación',
    fail: 'Hacer fallar la verificación',
    completed: 'Verificación completada.',
    failed: 'La verificación falló.',
  },
  he: {
    challengeTitle: 'אימות 3-D Secure לבדיקה',
    challengeIntro: 'זוהי סביבת הבדיקות: אף בנק אינו נשאל.',
    complete: 'השלמת האימות',
    fail: 'הכשלת האימות',
    completed: 'האימות הושלם.',
    failed: 'האימות נכשל.',
  },
  it: {
    challengeTitle: 'Verifica 3-D Secure di prova',
    challengeIntro: 'Questo è l’ambiente di prova: nessuna banca viene interpellata.',
    complete: 'Completa la verifica',
    fail: 'Fai fallire la verifica',
    completed: 'Verifica completata.',
    failed: 'Verifica non riuscita.',
  },
};
