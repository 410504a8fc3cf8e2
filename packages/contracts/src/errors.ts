/**
 * The error catalogue (spec part 1 §8, part 2 §8) plus the generic codes the API needs.
 * Each entry fixes the message in every interface language and the HTTP status of the surfaces
 * that answer a refusal by status (media, the stream cookie, file downloads); a JSON call answers
 * every refusal with HTTP 200 and the code in the envelope (decision record 0047). The Spanish
 * messages the spec quotes are used as given, turned to the informal "tú" of every Spanish text.
 */
import type { LanguageCode } from './language.ts';

type CatalogueEntry = { status: number; message: Record<LanguageCode, string> };

const unauthorizedToken: Record<LanguageCode, string> = {
  en: 'Authorization invalid. Please try to logout and then login again',
  es: 'Autorización no válida. Cierra la sesión y vuelve a iniciarla',
  he: 'ההרשאה אינה תקפה. נא להתנתק ולהתחבר מחדש',
  it: 'Autorizzazione non valida. Esci e accedi di nuovo',
};

export const ERROR_CATALOGUE = {
  VALIDATION_FAILED: {
    code: 400,
    status: 400,
    message: {
      en: 'The given data was invalid.',
      es: 'Los datos enviados no son válidos.',
      he: 'הנתונים שנשלחו אינם תקינים.',
      it: 'I dati inviati non sono validi.',
    },
  },
  NOT_AUTHORIZED: {
    code: 401,
    status: 401,
    message: {
      en: 'Sorry, you are not authorized',
      es: 'Lo siento, no estás autorizado',
      he: 'מצטערים, אין לך הרשאה',
      it: 'Spiacenti, non sei autorizzato',
    },
  },
  FORBIDDEN: {
    code: 403,
    status: 403,
    message: {
      en: 'Sorry, you are not authorized',
      es: 'Lo siento, no estás autorizado',
      he: 'מצטערים, אין לך הרשאה',
      it: 'Spiacenti, non sei autorizzato',
    },
  },
  BAD_HOST: {
    code: 400,
    status: 400,
    message: {
      en: 'This address does not name a site of this platform.',
      es: 'Esta dirección no corresponde a ningún sitio de la plataforma.',
      he: 'הכתובת הזו אינה של אתר בפלטפורמה.',
      it: 'Questo indirizzo non corrisponde a nessun sito della piattaforma.',
    },
  },
  NOT_FOUND: {
    code: 404,
    status: 404,
    message: {
      en: 'Page not found',
      es: 'Página no encontrada',
      he: 'הדף לא נמצא',
      it: 'Pagina non trovata',
    },
  },
  CONFLICT: {
    code: 409,
    status: 409,
    message: {
      en: 'This request conflicts with the current state. Please refresh and try again.',
      es: 'La solicitud entra en conflicto con el estado actual. Actualiza e inténtalo de nuevo.',
      he: 'הבקשה סותרת את המצב הנוכחי. נא לרענן ולנסות שוב.',
      it: 'La richiesta è in conflitto con lo stato attuale. Aggiorna e riprova.',
    },
  },
  INVALID_CREDENTIALS: {
    code: 4010,
    status: 401,
    message: {
      en: 'These credentials do not match our records.',
      es: 'Estas credenciales no coinciden con nuestros registros.',
      he: 'פרטי ההתחברות אינם תואמים לרישומים שלנו.',
      it: 'Queste credenziali non corrispondono ai nostri dati.',
    },
  },
  VIEWER_BLOCKED: {
    code: 4015,
    status: 403,
    message: {
      en: 'Your account on this site is blocked. Please contact the organiser.',
      es: 'Tu cuenta en este sitio está bloqueada. Ponte en contacto con el organizador.',
      he: 'החשבון שלך באתר הזה חסום. נא לפנות למארגנים.',
      it: 'Il tuo account su questo sito è bloccato. Contatta l’organizzatore.',
    },
  },
  INVALID_CODE: {
    code: 4011,
    status: 422,
    message: {
      en: 'The code is invalid or has expired. Please request a new one.',
      es: 'El código no es válido o ha caducado. Solicita uno nuevo.',
      he: 'הקוד שגוי או שפג תוקפו. נא לבקש קוד חדש.',
      it: 'Il codice non è valido o è scaduto. Richiedine uno nuovo.',
    },
  },
  /** The TV's code is unknown on this site, expired or already used (spec part 2 §2.8). */
  DEVICE_CODE_INVALID: {
    code: 4060,
    status: 422,
    message: {
      en: 'This code is not valid or has expired. Check the code on your TV, or ask the TV for a new one.',
      es: 'Este código no es válido o ha caducado. Revisa el código de tu televisor o pídele uno nuevo.',
      he: 'הקוד הזה אינו תקף או שפג תוקפו. נא לבדוק את הקוד בטלוויזיה, או לבקש ממנה קוד חדש.',
      it: 'Questo codice non è valido o è scaduto. Controlla il codice sul televisore o chiedine uno nuovo.',
    },
  },
  EVENT_EXPIRED: {
    code: 410,
    status: 410,
    message: {
      en: 'We are sorry. The event is expired you are no longer allowed to access this event',
      es: 'Lo sentimos. El evento ha caducado y ya no puedes acceder a él',
      he: 'מצטערים. תוקף האירוע פג ואין לך עוד גישה אליו',
      it: "Siamo spiacenti. L'evento è scaduto e non puoi più accedervi",
    },
  },
  SESSION_ERROR: {
    code: 419,
    status: 419,
    message: {
      en: 'Your session has expired',
      es: 'Tu sesión ha caducado',
      he: 'פג תוקף ההתחברות שלך',
      it: 'La tua sessione è scaduta',
    },
  },
  EVENT_NOT_STARTED: {
    code: 425,
    status: 425,
    message: {
      en: 'The event has not started yet!',
      es: '¡El evento aún no ha comenzado!',
      he: 'האירוע עדיין לא התחיל!',
      it: "L'evento non è ancora iniziato!",
    },
  },
  RATE_LIMITED: {
    code: 429,
    status: 429,
    message: {
      en: 'Too many attempts. Please wait a moment and try again.',
      es: 'Demasiados intentos. Espera un momento e inténtalo de nuevo.',
      he: 'יותר מדי ניסיונות. נא להמתין רגע ולנסות שוב.',
      it: 'Troppi tentativi. Attendi un momento e riprova.',
    },
  },
  CODE_ATTEMPTS_EXHAUSTED: {
    code: 4290,
    status: 429,
    message: {
      en: 'Too many wrong codes for this account. Ask for a new email and sign in with the link it brings.',
      es: 'Demasiados códigos incorrectos para esta cuenta. Pide un nuevo correo e inicia sesión con el enlace que trae.',
      he: 'יותר מדי קודים שגויים לחשבון הזה. נא לבקש מייל חדש ולהתחבר עם הקישור שבו.',
      it: 'Troppi codici errati per questo account. Chiedi una nuova email e accedi con il link che contiene.',
    },
  },
  PASSWORD_ATTEMPTS_EXHAUSTED: {
    code: 4291,
    status: 429,
    message: {
      en: 'Too many wrong passwords for this account. Sign in with a code or link sent to your email instead.',
      es: 'Demasiadas contraseñas incorrectas para esta cuenta. Inicia sesión con un código o enlace enviado a tu correo.',
      he: 'יותר מדי סיסמאות שגויות לחשבון הזה. נא להתחבר עם קוד או קישור שיישלחו למייל.',
      it: 'Troppe password errate per questo account. Accedi con un codice o un link inviato alla tua email.',
    },
  },
  /** The database or Redis away for a moment (a restart, a lost connection): try again shortly. */
  SERVICE_UNAVAILABLE: {
    code: 503,
    status: 503,
    message: {
      en: 'The service is briefly unavailable. Please try again in a few seconds.',
      es: 'El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
      he: 'השירות אינו זמין לרגע. נא לנסות שוב בעוד כמה שניות.',
      it: 'Il servizio non è disponibile per un momento. Riprova tra qualche secondo.',
    },
  },
  SERVER_ERROR: {
    code: 500,
    status: 500,
    message: {
      en: 'Server Error: Please refresh your browser',
      es: 'Error del servidor: actualiza tu navegador',
      he: 'שגיאת שרת: נא לרענן את הדפדפן',
      it: 'Errore del server: aggiorna il browser',
    },
  },
  // 401, not the code: a 5xx status is a server fault to every proxy and monitor.
  TOKEN_MISSING: { code: 551, status: 401, message: unauthorizedToken },
  TOKEN_MISMATCH: { code: 552, status: 401, message: unauthorizedToken },
  NOT_ENROLLED: {
    code: 553,
    status: 403,
    message: {
      en: 'You are not enrolled. Please enroll first.',
      es: 'No estás inscrito. Inscríbete primero.',
      he: 'אינך רשום. נא להירשם תחילה.',
      it: 'Non sei iscritto. Iscriviti prima.',
    },
  },
  EVENT_FINISHED: {
    code: 555,
    status: 410,
    message: {
      en: 'We are sorry. The event has ended',
      es: 'Lo sentimos. El evento ha terminado',
      he: 'מצטערים. האירוע הסתיים',
      it: "Siamo spiacenti. L'evento è terminato",
    },
  },
  SESSION_EXPIRED: {
    code: 556,
    status: 401,
    message: {
      en: 'Authorization invalid. Your session expired. Please logout and login again',
      es: 'Autorización no válida. Tu sesión ha caducado. Cierra la sesión y vuelve a iniciarla',
      he: 'ההרשאה אינה תקפה. פג תוקף ההתחברות. נא להתנתק ולהתחבר מחדש',
      it: 'Autorizzazione non valida. La sessione è scaduta. Esci e accedi di nuovo',
    },
  },
  GEO_BLOCKED: {
    code: 557,
    status: 403,
    message: {
      en: 'Unfortunately, the event is unavailable in your region',
      es: 'Desafortunadamente, la proyección está bloqueada en tu región.',
      he: 'לצערנו, האירוע אינו זמין באזור שלך',
      it: "Purtroppo l'evento non è disponibile nella tua regione",
    },
  },
  NOT_ENROLLED_IN_EVENT: {
    code: 1030,
    status: 403,
    message: {
      en: 'not enrolled in event',
      es: 'no inscrito en el evento',
      he: 'לא רשום לאירוע',
      it: "non iscritto all'evento",
    },
  },
  EVENT_ALREADY_STARTED: {
    code: 4001,
    status: 403,
    message: {
      en: 'We are sorry! The event had already started.',
      es: 'Lo sentimos! La proyección ya ha comenzado.',
      he: 'מצטערים! האירוע כבר התחיל.',
      it: "Siamo spiacenti! L'evento è già iniziato.",
    },
  },
  EVENT_ENDED: {
    code: 4002,
    status: 410,
    message: {
      en: 'The event has ended',
      es: 'La proyección ha terminado.',
      he: 'האירוע הסתיים',
      it: "L'evento è terminato",
    },
  },
  /* Purchases and enrollment (spec part 2 §8, payment and enrollment messages). */
  REGISTRATION_CLOSED: {
    code: 4003,
    status: 403,
    message: {
      en: 'Registration Closed',
      es: 'Inscripción cerrada',
      he: 'ההרשמה נסגרה',
      it: 'Iscrizioni chiuse',
    },
  },
  NOT_PURCHASED: {
    code: 4010,
    status: 402,
    message: {
      en: 'Please buy a ticket for this event first',
      es: 'Primero compra una entrada para este evento',
      he: 'נא לרכוש תחילה כרטיס לאירוע זה',
      it: 'Acquista prima un biglietto per questo evento',
    },
  },
  SOLD_OUT: {
    code: 4004,
    status: 409,
    message: {
      en: 'Sorry, all seats are sold out',
      es: 'Lo sentimos, las entradas están agotadas',
      he: 'מצטערים, כל המקומות נמכרו',
      it: 'Spiacenti, i posti sono esauriti',
    },
  },
  SEATS_TAKEN: {
    code: 4005,
    status: 409,
    message: {
      en: 'Some of the seats you chose were just taken. Please choose other seats.',
      es: 'Algunos de los asientos que elegiste acaban de ocuparse. Elige otros asientos.',
      he: 'חלק מהמקומות שבחרת נתפסו זה עתה. נא לבחור מקומות אחרים.',
      it: 'Alcuni dei posti che hai scelto sono appena stati presi. Scegli altri posti.',
    },
  },
  SEAT_HOLD_ENDED: {
    code: 4006,
    status: 409,
    message: {
      en: 'The time to pay for your seats has run out. Please choose your seats again.',
      es: 'Se acabó el tiempo para pagar tus asientos. Vuelve a elegirlos.',
      he: 'הזמן לתשלום על המקומות שלך הסתיים. נא לבחור מקומות שוב.',
      it: 'Il tempo per pagare i tuoi posti è scaduto. Scegli di nuovo i posti.',
    },
  },
  PAYMENT_IN_PROCESS: {
    code: 4011,
    status: 409,
    message: {
      en: 'One of your payment is still in process. Please wait, we will notify you via email',
      es: 'Uno de tus pagos aún está en proceso. Espera, te avisaremos por correo electrónico',
      he: 'אחד התשלומים שלך עדיין בתהליך. נא להמתין, נודיע לך בדוא"ל',
      it: 'Uno dei tuoi pagamenti è ancora in corso. Attendi, ti avviseremo via email',
    },
  },
  ALREADY_PURCHASED: {
    code: 4012,
    status: 409,
    message: {
      en: 'You have already purchased this',
      es: 'Ya has comprado esto',
      he: 'כבר רכשת את זה',
      it: 'Hai già acquistato questo',
    },
  },
  PLAN_REQUIRED: {
    code: 4013,
    status: 400,
    message: {
      en: 'Please select a pricing plan first',
      es: 'Primero selecciona un plan de precios',
      he: 'נא לבחור תחילה תוכנית תמחור',
      it: 'Seleziona prima un piano tariffario',
    },
  },
  PLAN_NOT_COVERING: {
    code: 4014,
    status: 422,
    message: {
      en: 'The selected plan does not cover this screening',
      es: 'El plan seleccionado no incluye esta proyección',
      he: 'התוכנית שנבחרה אינה כוללת הקרנה זו',
      it: 'Il piano selezionato non comprende questa proiezione',
    },
  },
  PAYMENT_FAILED: {
    code: 4020,
    status: 402,
    message: {
      en: 'The payment was not completed. Nothing was charged; please try again',
      es: 'El pago no se completó. No se cobró nada; inténtalo de nuevo',
      he: 'התשלום לא הושלם. לא בוצע חיוב; נא לנסות שוב',
      it: 'Il pagamento non è stato completato. Nulla è stato addebitato; riprova',
    },
  },
  GATEWAY_UNAVAILABLE: {
    code: 4021,
    status: 422,
    message: {
      en: 'This payment method is not available here',
      es: 'Este método de pago no está disponible aquí',
      he: 'אמצעי תשלום זה אינו זמין כאן',
      it: 'Questo metodo di pagamento non è disponibile qui',
    },
  },
  COUPON_INVALID: {
    code: 4022,
    status: 422,
    message: {
      en: 'This coupon code is not valid',
      es: 'Este código de cupón no es válido',
      he: 'קוד הקופון אינו תקף',
      it: 'Questo codice coupon non è valido',
    },
  },
  /**
   * An invitation link for an address that already has an account: the link never signs it in by
   * itself; the addressee signs in as usual (email code), then the link applies.
   */
  LINK_SIGN_IN_REQUIRED: {
    code: 4160,
    status: 403,
    message: {
      en: 'This address already has an account. Sign in with it, then open the link again.',
      es: 'Esta dirección ya tiene una cuenta. Inicia sesión con ella y vuelve a abrir el enlace.',
      he: 'לכתובת הזאת כבר יש חשבון. יש להתחבר אליו ואז לפתוח שוב את הקישור.',
      it: 'Questo indirizzo ha già un account. Accedi con quello, poi apri di nuovo il link.',
    },
  },
  /** A link asked to apply to the signed-in account (`keep_session`) is for another one. */
  LINK_FOR_ANOTHER_ACCOUNT: {
    code: 4170,
    status: 409,
    message: {
      en: 'This link is for another account.',
      es: 'Este enlace es para otra cuenta.',
      he: 'הקישור הזה מיועד לחשבון אחר.',
      it: 'Questo link è per un altro account.',
    },
  },
  /** Chat-room invitations for an event whose Chat room switch is off. */
  EVENT_WITHOUT_CHAT_ROOM: {
    code: 4171,
    status: 409,
    message: {
      en: 'This event has no chat room. Turn on the Chat room switch in its editor first.',
      es: 'Este evento no tiene sala de chat. Activa primero la opción Sala de chat en su editor.',
      he: 'לאירוע הזה אין חדר צ׳אט. יש להפעיל קודם את המתג „חדר צ׳אט” בעורך האירוע.',
      it: "Questo evento non ha una chat room. Attiva prima l'opzione Chat room nel suo editor.",
    },
  },
  REQUEST_ALREADY_OPEN: {
    code: 4030,
    status: 409,
    message: {
      en: 'You already have an open request of this type for this purchase. We will answer it soon.',
      es: 'Ya tienes una solicitud abierta de este tipo para esta compra. La responderemos pronto.',
      he: 'כבר יש לך בקשה פתוחה מסוג זה עבור רכישה זו. נשיב עליה בקרוב.',
      it: 'Hai già una richiesta aperta di questo tipo per questo acquisto. Ti risponderemo presto.',
    },
  },
  TICKET_INVALID: {
    code: 4040,
    status: 422,
    message: {
      en: 'This is not a valid ticket of this site.',
      es: 'Esta no es una entrada válida de este sitio.',
      he: 'זה אינו כרטיס תקף של האתר הזה.',
      it: 'Questo non è un biglietto valido di questo sito.',
    },
  },
  TICKET_NOT_BOOKED: {
    code: 4041,
    status: 409,
    message: {
      en: 'This ticket was cancelled or is not paid for, so it does not admit.',
      es: 'Esta entrada fue cancelada o no está pagada, así que no da acceso.',
      he: 'הכרטיס הזה בוטל או שלא שולם, ולכן אינו מאפשר כניסה.',
      it: 'Questo biglietto è stato annullato o non è stato pagato, quindi non dà accesso.',
    },
  },
  CHAT_NOT_MEMBER: {
    code: 4050,
    status: 403,
    message: {
      en: 'Register in the chat room first.',
      es: 'Regístrate primero en la sala de chat.',
      he: 'נא להירשם קודם לחדר הצ׳אט.',
      it: 'Registrati prima nella chat room.',
    },
  },
  CHAT_REJECTED_PROFILE: {
    code: 4051,
    status: 403,
    message: {
      en: 'Rejected Profile',
      es: 'Perfil rechazado',
      he: 'פרופיל שנדחה',
      it: 'Profilo rifiutato',
    },
  },
  CHAT_BANNED: {
    code: 4052,
    status: 403,
    message: {
      en: 'You were removed from this chat room by its organisers.',
      es: 'Los organizadores te han expulsado de esta sala de chat.',
      he: 'המארגנים הוציאו אותך מחדר הצ׳אט הזה.',
      it: 'Gli organizzatori ti hanno rimosso da questa chat room.',
    },
  },
  CHAT_RATE_LIMITED: {
    code: 4053,
    status: 429,
    message: {
      en: 'You are sending messages too quickly. Wait a few seconds and try again.',
      es: 'Estás enviando mensajes demasiado rápido. Espera unos segundos e inténtalo de nuevo.',
      he: 'את/ה שולח/ת הודעות מהר מדי. נא להמתין כמה שניות ולנסות שוב.',
      it: 'Stai inviando messaggi troppo velocemente. Attendi qualche secondo e riprova.',
    },
  },
  CHAT_REQUEST_PENDING: {
    code: 4054,
    status: 409,
    message: {
      en: 'Wait until this member accepts your first message.',
      es: 'Espera a que este miembro acepte tu primer mensaje.',
      he: 'נא להמתין עד שהמשתתף/ת יאשר/תאשר את ההודעה הראשונה שלך.',
      it: 'Attendi che questo membro accetti il tuo primo messaggio.',
    },
  },
  CHAT_ALREADY_MEMBER: {
    code: 4055,
    status: 409,
    message: {
      en: 'You are already registered in this chat room.',
      es: 'Ya estás registrado en esta sala de chat.',
      he: 'כבר נרשמת לחדר הצ׳אט הזה.',
      it: 'Sei già registrato in questa chat room.',
    },
  },
  CHAT_IMAGE_INVALID: {
    code: 4056,
    status: 400,
    message: {
      en: 'The profile image must be a JPEG, PNG or WebP picture of 300x300 pixels, under 2 MB.',
      es: 'La imagen de perfil debe ser JPEG, PNG o WebP de 300x300 píxeles y pesar menos de 2 MB.',
      he: 'תמונת הפרופיל חייבת להיות JPEG,‏ PNG או WebP בגודל 300x300 פיקסלים ופחות מ־2MB.',
      it: "L'immagine del profilo deve essere JPEG, PNG o WebP di 300x300 pixel e pesare meno di 2 MB.",
    },
  },
  CHAT_MESSAGE_IMAGE_INVALID: {
    code: 4057,
    status: 400,
    message: {
      en: 'A picture in the chat must be a JPEG, PNG or WebP image under 2 MB, at most 4096 pixels a side.',
      es: 'Una imagen del chat debe ser JPEG, PNG o WebP, pesar menos de 2 MB y medir como mucho 4096 píxeles por lado.',
      he: 'תמונה בצ׳אט חייבת להיות JPEG,‏ PNG או WebP, פחות מ־2MB ועד 4096 פיקסלים בכל צלע.',
      it: "Un'immagine nella chat deve essere JPEG, PNG o WebP, pesare meno di 2 MB e misurare al massimo 4096 pixel per lato.",
    },
  },
  /** A logo or favicon that is not a JPEG, PNG or WebP picture within the limits, by its bytes. */
  SETTINGS_IMAGE_INVALID: {
    code: 4071,
    status: 400,
    message: {
      en: 'The picture must be a JPEG, PNG or WebP image under 700 KB; a favicon must be square.',
      es: 'La imagen debe ser JPEG, PNG o WebP de menos de 700 KB; el favicon debe ser cuadrado.',
      he: 'התמונה חייבת להיות JPEG,‏ PNG או WebP בגודל של פחות מ־700KB; סמל האתר חייב להיות ריבועי.',
      it: "L'immagine deve essere JPEG, PNG o WebP sotto 700 KB; la favicon deve essere quadrata.",
    },
  },
  /** Production without SETTINGS_SECRET_KEY: payment credentials cannot be sealed, so none are kept. */
  SETTINGS_KEY_MISSING: {
    code: 4072,
    status: 503,
    message: {
      en: 'Payment credentials cannot be saved: the server has no encryption key configured.',
      es: 'No se pueden guardar las credenciales de pago: el servidor no tiene una clave de cifrado configurada.',
      he: 'לא ניתן לשמור את פרטי הגישה לתשלומים: לא הוגדר בשרת מפתח הצפנה.',
      it: 'Impossibile salvare le credenziali di pagamento: il server non ha una chiave di cifratura configurata.',
    },
  },
  /** The viewer's personal data was erased already (their own deletion, staff or the retention job). */
  ACCOUNT_ERASED: {
    code: 4090,
    status: 410,
    message: {
      en: 'This account was deleted: its personal data has already been erased.',
      es: 'Esta cuenta se eliminó y los datos personales ya se borraron.',
      he: 'החשבון הזה נמחק: המידע האישי שלו כבר נמחק.',
      it: 'Questo account è stato eliminato: i suoi dati personali sono già stati cancellati.',
    },
  },
  /** A coupon code the company already has, in any letter case. */
  COUPON_CODE_TAKEN: {
    code: 4120,
    status: 409,
    message: {
      en: 'This coupon code already exists.',
      es: 'Este código de cupón ya existe.',
      he: 'קוד הקופון הזה כבר קיים.',
      it: 'Questo codice coupon esiste già.',
    },
  },
  /** A change to a sold, published event's films or dates, sent without the manager's confirmation. */
  EVENT_CHANGE_UNCONFIRMED: {
    code: 4110,
    status: 409,
    message: {
      en: 'Viewers have already bought this event. Confirm the changes to its films or dates.',
      es: 'Ya hay espectadores que compraron este evento. Confirma los cambios de sus películas o fechas.',
      he: 'צופים כבר רכשו את האירוע הזה. אשרו את השינויים בסרטים או בתאריכים שלו.',
      it: 'Alcuni spettatori hanno già acquistato questo evento. Conferma le modifiche ai film o alle date.',
    },
  },
  /** An event thumbnail that is not a JPEG, PNG or WebP picture within the limits, by its bytes. */
  EVENT_THUMBNAIL_INVALID: {
    code: 4115,
    status: 400,
    message: {
      en: 'The thumbnail must be a JPEG, PNG or WebP image under 700 KB.',
      es: 'La miniatura debe ser una imagen JPEG, PNG o WebP de menos de 700 KB.',
      he: 'התמונה הממוזערת חייבת להיות JPEG,‏ PNG או WebP בגודל של פחות מ־700KB.',
      it: "La miniatura deve essere un'immagine JPEG, PNG o WebP sotto 700 KB.",
    },
  },
  /** A seat map that removes, re-categorises or holds back seats sold or held for an event to come. */
  VENUE_SEATS_SOLD: {
    code: 4130,
    status: 409,
    message: {
      en: 'Seats sold or held for an event to come must stay as they are.',
      es: 'Los asientos vendidos o reservados para un evento futuro deben quedar como están.',
      he: 'מקומות שנמכרו או שמורים לאירוע קרוב חייבים להישאר כפי שהם.',
      it: 'I posti venduti o bloccati per un evento futuro devono restare come sono.',
    },
  },
  /** An event with seats sold or held keeps its venue. */
  EVENT_SEATS_SOLD: {
    code: 4131,
    status: 409,
    message: {
      en: 'This event has seats sold or held, so its venue cannot change.',
      es: 'Este evento tiene asientos vendidos o reservados; su sala no puede cambiar.',
      he: 'לאירוע יש מקומות שנמכרו או שמורים, ולכן אי אפשר להחליף את האולם.',
      it: 'Questo evento ha posti venduti o bloccati: la sala non può cambiare.',
    },
  },
  /** Seat prices for an event without a venue part. */
  EVENT_WITHOUT_VENUE_PART: {
    code: 4132,
    status: 409,
    message: {
      en: 'This event is not held at a venue.',
      es: 'Este evento no se celebra en una sala.',
      he: 'האירוע הזה אינו מתקיים באולם.',
      it: 'Questo evento non si tiene in una sala.',
    },
  },
  /** A code from the authenticator app that is wrong, from another time, or already used. */
  TOTP_CODE_INVALID: {
    code: 4140,
    status: 422,
    message: {
      en: 'This code from your authenticator app is not right. Type the code the app shows now.',
      es: 'Este código de tu aplicación de autenticación no es correcto. Escribe el código que muestra ahora.',
      he: 'הקוד מאפליקציית האימות אינו נכון. נא להקליד את הקוד שהאפליקציה מציגה עכשיו.',
      it: "Questo codice dell'app di autenticazione non è corretto. Digita il codice che l'app mostra adesso.",
    },
  },
  /** The pass between the first step of a sign-in and the second is unknown, used or over 10 minutes old. */
  SECOND_FACTOR_EXPIRED: {
    code: 4141,
    status: 401,
    message: {
      en: 'This sign-in has expired. Please sign in again.',
      es: 'Este inicio de sesión ha caducado. Vuelve a iniciar sesión.',
      he: 'תוקף ההתחברות הזו פג. נא להתחבר מחדש.',
      it: 'Questo accesso è scaduto. Accedi di nuovo.',
    },
  },
  /** A member turning two-step sign-in off while the company requires it. */
  TOTP_REQUIRED: {
    code: 4142,
    status: 409,
    message: {
      en: 'Your company requires two-step sign-in, so it stays on.',
      es: 'Tu empresa exige el inicio de sesión en dos pasos, así que sigue activado.',
      he: 'החברה שלך מחייבת התחברות בשני שלבים, ולכן היא נשארת פעילה.',
      it: "La tua azienda richiede l'accesso in due passaggi, quindi resta attivo.",
    },
  },
  /** An owner requiring two-step sign-in before setting it up for themselves. */
  TOTP_OWN_FIRST: {
    code: 4143,
    status: 409,
    message: {
      en: 'Turn on two-step sign-in for your own account before requiring it of the staff.',
      es: 'Activa el inicio de sesión en dos pasos en tu propia cuenta antes de exigirlo al personal.',
      he: 'נא להפעיל התחברות בשני שלבים בחשבון שלך לפני שמחייבים בה את הצוות.',
      it: "Attiva l'accesso in due passaggi sul tuo account prima di richiederlo allo staff.",
    },
  },
  /** Production without SETTINGS_SECRET_KEY: authenticator secrets cannot be sealed, so none are kept. */
  TOTP_KEY_MISSING: {
    code: 4144,
    status: 503,
    message: {
      en: 'Two-step sign-in cannot be set up: the server has no encryption key configured.',
      es: 'No se puede configurar el inicio de sesión en dos pasos: el servidor no tiene una clave de cifrado configurada.',
      he: 'לא ניתן להגדיר התחברות בשני שלבים: לא הוגדר בשרת מפתח הצפנה.',
      it: "Impossibile configurare l'accesso in due passaggi: il server non ha una chiave di cifratura configurata.",
    },
  },
  /** A tus creation that would take the company's unfinished uploads past its quota. */
  FILM_UPLOAD_QUOTA_EXCEEDED: {
    code: 4150,
    status: 413,
    message: {
      en: 'Your uploads still in progress already fill the space your site has for them. Finish them, or wait until unfinished ones expire, then try again.',
      es: 'Tus subidas en curso ya ocupan el espacio que tu sitio tiene para ellas. Termínalas o espera a que caduquen las que no terminaste, y vuelve a intentarlo.',
      he: 'ההעלאות שעדיין בתהליך כבר ממלאות את המקום שיש לאתר שלך עבורן. יש להשלים אותן, או להמתין עד שיפוג תוקפן של העלאות שלא הושלמו, ולנסות שוב.',
      it: 'I tuoi caricamenti in corso occupano già lo spazio che il tuo sito ha per loro. Completali, o attendi che quelli non completati scadano, e riprova.',
    },
  },
  /** `bookSeats` for held seats that cost something: they are paid for through a purchase first. */
  SEATS_NOT_FREE: {
    code: 4320,
    status: 409,
    message: {
      en: 'These seats are not free. Please pay for them to book them.',
      es: 'Estos asientos no son gratuitos. Págalos para reservarlos.',
      he: 'המקומות האלה אינם בחינם. נא לשלם עליהם כדי להזמין אותם.',
      it: 'Questi posti non sono gratuiti. Pagali per prenotarli.',
    },
  },
  /** A payment left open (a 3-D Secure challenge) that a newer attempt replaced and cancelled. */
  PAYMENT_SUPERSEDED: {
    code: 4190,
    status: 409,
    message: {
      en: 'This payment was cancelled because you started a new one. Nothing was charged for it.',
      es: 'Este pago se canceló porque iniciaste uno nuevo. No se cobró nada por él.',
      he: 'התשלום הזה בוטל כי התחלת תשלום חדש. לא חויבת עליו.',
      it: 'Questo pagamento è stato annullato perché ne hai avviato uno nuovo. Non è stato addebitato nulla.',
    },
  },
  /** Money that reached a payment already replaced by one that completed: it goes back in full. */
  PAYMENT_REFUNDED: {
    code: 4191,
    status: 409,
    message: {
      en: 'This payment went through after another payment for the same purchase. You are not charged twice: it is refunded in full, and we will email you when it is done.',
      es: 'Este pago se realizó después de otro pago por la misma compra. No se te cobra dos veces: se reembolsa por completo y te avisaremos por correo electrónico cuando esté hecho.',
      he: 'התשלום הזה עבר אחרי תשלום אחר על אותה רכישה. אין חיוב כפול: הסכום יוחזר במלואו, ונודיע לך בדוא"ל כשההחזר יבוצע.',
      it: 'Questo pagamento è andato a buon fine dopo un altro pagamento per lo stesso acquisto. Non ti addebitiamo due volte: viene rimborsato per intero e ti avviseremo via email quando sarà fatto.',
    },
  },
  /** Staff refunded an order and its payment provider refused the refund: nothing changed. */
  REFUND_FAILED: {
    code: 4192,
    status: 502,
    message: {
      en: 'The payment provider refused the refund. Nothing was changed.',
      es: 'El proveedor de pagos rechazó el reembolso. No se cambió nada.',
      he: 'ספק התשלומים סירב להחזר. דבר לא שונה.',
      it: 'Il fornitore dei pagamenti ha rifiutato il rimborso. Non è stato cambiato nulla.',
    },
  },
  /** A waitlist join while places are left to buy (issue 38). */
  WAITLIST_PLACES_LEFT: {
    code: 4330,
    status: 409,
    message: {
      en: 'Places are left: buy now.',
      es: 'Quedan plazas: compra ahora.',
      he: 'נותרו מקומות: אפשר לקנות עכשיו.',
      it: 'Ci sono ancora posti: acquista ora.',
    },
  },
  /** A claim link used before, after its time, or for an offer that passed on. */
  WAITLIST_OFFER_ENDED: {
    code: 4331,
    status: 410,
    message: {
      en: 'This waitlist offer is no longer open.',
      es: 'Esta oferta de la lista de espera ya no está disponible.',
      he: 'ההצעה מרשימת ההמתנה כבר אינה בתוקף.',
      it: "Questa offerta della lista d'attesa non è più valida.",
    },
  },
  /** A vote while none of the film's award categories takes votes (issue 38). */
  VOTING_CLOSED: {
    code: 4410,
    status: 409,
    message: {
      en: 'Voting for this film is not open. Your rating was not saved.',
      es: 'La votación de esta película no está abierta. No se guardó tu valoración.',
      he: 'ההצבעה על הסרט הזה אינה פתוחה. הדירוג שלך לא נשמר.',
      it: 'La votazione per questo film non è aperta. La tua valutazione non è stata salvata.',
    },
  },
  /** A vote for a film of the event that competes in no award category. */
  FILM_NOT_IN_COMPETITION: {
    code: 4411,
    status: 409,
    message: {
      en: 'This film is not in competition at this event.',
      es: 'Esta película no está en competición en este evento.',
      he: 'הסרט הזה אינו בתחרות באירוע הזה.',
      it: 'Questo film non è in concorso in questo evento.',
    },
  },
  /** A vote from a viewer who neither watched half of the film nor was admitted at the door. */
  NOT_ELIGIBLE_TO_VOTE: {
    code: 4412,
    status: 403,
    message: {
      en: 'You can rate a film once you have watched at least half of it, or attended its screening.',
      es: 'Puedes valorar una película cuando hayas visto al menos la mitad o hayas asistido a su proyección.',
      he: 'אפשר לדרג סרט אחרי שצפית לפחות בחציו, או השתתפת בהקרנה שלו.',
      it: 'Puoi valutare un film dopo averne visto almeno la metà o aver partecipato alla sua proiezione.',
    },
  },
  /** A mailed ballot link that is unknown, of another site, or past the close of voting. */
  BALLOT_LINK_INVALID: {
    code: 4413,
    status: 410,
    message: {
      en: 'This ballot link no longer works: voting has closed, or the link is not for this site.',
      es: 'Este enlace de votación ya no funciona: la votación se cerró o el enlace no es de este sitio.',
      he: 'קישור ההצבעה הזה כבר לא פעיל: ההצבעה נסגרה, או שהקישור אינו של האתר הזה.',
      it: 'Questo link di voto non funziona più: la votazione è chiusa o il link non è di questo sito.',
    },
  },
  /**
   * The platform operator has suspended the company: its site answers every visitor and staff
   * member with this, and its staff cannot sign in, until the operator reinstates it.
   */
  COMPANY_SUSPENDED: {
    code: 4420,
    status: 503,
    message: {
      en: 'This site is unavailable at the moment. Please come back later.',
      es: 'Este sitio no está disponible en este momento. Vuelve más tarde.',
      he: 'האתר הזה אינו זמין כרגע. נא לחזור מאוחר יותר.',
      it: 'Questo sito al momento non è disponibile. Torna più tardi.',
    },
  },
} as const satisfies Record<string, CatalogueEntry & { code: number }>;

export type ErrorName = keyof typeof ERROR_CATALOGUE;
export type ErrorCodeNumber = (typeof ERROR_CATALOGUE)[ErrorName]['code'];

export function errorMessage(name: ErrorName, language: LanguageCode = 'en'): string {
  return ERROR_CATALOGUE[name].message[language];
}

/**
 * A refusal that carries the English text (a realtime acknowledgement) in the viewer's language.
 * Some codes name two entries, which the English text tells apart; an unknown one keeps its text.
 */
export function translateRefusal(error: { code: number; message: string }, language: LanguageCode): string {
  const entries = Object.values(ERROR_CATALOGUE).filter((item) => item.code === error.code);
  const entry =
    entries.find((item) => item.message.en === error.message) ??
    (entries.length === 1 ? entries[0] : undefined);
  return entry ? entry.message[language] : error.message;
}
