import type { Texts } from './en.ts';

/** The server's texts in Hebrew. */
export const he: Texts = {
  loginCode: {
    subject: 'קוד הכניסה שלך',
    body: 'הקוד שלך עבור {{company}} הוא {{code}}. הוא תקף למשך 10 דקות.',
    link: 'או התחבר/י באמצעות הקישור הזה:',
    sms: 'קוד הכניסה שלך הוא',
    linkOnlySubject: 'קישור הכניסה שלך',
    linkOnlyBody:
      'הוקלדו יותר מדי קודים שגויים לחשבון שלך ב-{{company}}, ולכן המייל הזה מביא קישור כניסה במקום קוד. הוא תקף למשך 10 דקות.',
    linkOnly: 'התחברות עם הקישור הזה:',
  },
  staffMail: {
    roles: {
      owner: 'בעלים',
      manager: 'מנהל/ת',
      box_office: 'קופה',
    },
    invitation: {
      subject: 'הוזמנת לנהל את {{company}}',
      heading: 'הצטרפות לצוות',
      intro: 'הוזמנת לממשק הניהול של {{company}} בתפקיד {{role}}.',
      expiry: 'הקישור פועל פעם אחת, במשך 7 ימים.',
      accept: 'קבלת ההזמנה',
    },
    code: {
      subject: 'קוד הכניסה שלך לממשק הניהול',
      heading: 'קוד הכניסה שלך',
      intro: 'הקוד שלך הוא {{code}}. הוא תקף למשך 10 דקות.',
      open: 'התחברות עם הקישור הזה',
      linkOnlySubject: 'קישור הכניסה שלך לממשק הניהול',
      linkOnlyIntro:
        'הוקלדו יותר מדי קודים או סיסמאות שגויים לחשבון הזה, ולכן המייל הזה מביא רק קישור כניסה. הוא תקף למשך 10 דקות.',
    },
  },
  chatInvitation: {
    subject: 'הזמנה לחדר הצ׳אט של {{event}}',
    heading: 'הצטרפות לחדר הצ׳אט',
    greeting: 'שלום {{name}},',
    intro: '{{company}} מזמינים אותך לחדר הצ׳אט של {{event}}, כדי להכיר את שאר הקהל.',
    once: 'הקישור פועל פעם אחת ומחבר אותך עם הכתובת הזאת.',
    expiry: 'הוא פועל עד {{date}}.',
    join: 'הצטרפות לחדר הצ׳אט',
  },
  purchaseMail: {
    receipt: {
      subject: 'הקבלה שלכם מ-{{company}}',
      heading: 'תודה על הרכישה',
      intro: 'התשלום שלכם ל-{{company}} הושלם.',
    },
    inProcess: {
      subject: 'התשלום שלכם בטיפול',
      heading: 'התשלום שלכם בטיפול',
      intro: 'התשלום שלכם ל-{{company}} עדיין בטיפול. נעדכן אתכם בדוא״ל כשיושלם.',
    },
    refund: {
      subject: 'התשלום שלכם ל-{{company}} הוחזר',
      heading: 'המושבים כבר לא היו פנויים',
      intro:
        'התשלום שלכם ל-{{company}} הגיע אחרי שזמן שמירת המושבים הסתיים, והמושבים כבר נתפסו. שום דבר לא הוזמן, והתשלום הוחזר לכם במלואו.',
      byStaff:
        'התשלום שלכם ל-{{company}} הגיע אחרי שזמן שמירת המושבים הסתיים, והמושבים כבר נתפסו. שום דבר לא הוזמן, ו-{{company}} יחזירו לכם את התשלום במלואו.',
      cancelledHeading: 'ההזמנה שלכם בוטלה',
      cancelledIntro: '{{company}} ביטלו את ההזמנה ואת המושבים שלה. התשלום הוחזר לכם במלואו.',
      cancelledByStaff: '{{company}} ביטלו את ההזמנה ואת המושבים שלה, ויחזירו לכם את התשלום במלואו.',
    },
    item: 'מה נרכש',
    seats: 'מושבים',
    amountPaid: 'הסכום ששולם',
    amount: 'סכום',
    order: 'מספר הזמנה',
    dashboard: 'מעבר ללוח הבקרה',
  },
  trialReminder: {
    subject: 'תקופת הניסיון שלך ב-{{company}} מסתיימת בקרוב',
    heading: 'תקופת הניסיון שלך מסתיימת בעוד שלושה ימים',
    intro:
      'תקופת הניסיון החינמית של {{plan}} ב-{{company}} מסתיימת בקרוב. לאחר מכן הכרטיס השמור יחויב על התקופה הראשונה.',
    plan: 'תוכנית',
    trialEnds: 'סיום תקופת הניסיון',
    amount: 'לאחר מכן, בכל תקופה',
    cancelNote: 'כדי לעצור לפני החיוב, אפשר לבטל את המינוי בלוח הבקרה.',
    link: 'ניהול המינוי',
  },
  paymentFrame: {
    challengeTitle: 'אימות 3-D Secure לבדיקה',
    challengeIntro: 'זוהי סביבת הבדיקות: אף בנק אינו נשאל.',
    complete: 'השלמת האימות',
    fail: 'הכשלת האימות',
    completed: 'האימות הושלם.',
    failed: 'האימות נכשל.',
    receiptTitle: 'קבלה (מצב בדיקה)',
    amountPaid: 'הסכום ששולם',
    order: 'מספר הזמנה',
    paidOn: 'שולם בתאריך',
  },
  invoicePdf: {
    heading: 'חשבונית',
    number: 'מספר חשבונית',
    status: 'סטטוס',
    statuses: {
      paid: 'שולמה',
      due: 'לתשלום',
      draft: 'טיוטה',
    },
    billedTo: 'לכבוד',
    plan: 'תוכנית',
    period: 'תקופה',
    total: 'סה״כ',
    created: 'הונפקה',
    paidAt: 'שולמה בתאריך',
  },
  ticketPdf: {
    ticket: 'כרטיס',
    seats: 'מקומות',
    venue: 'מקום האירוע',
    directions: 'הוראות הגעה',
    booking: 'הזמנה',
    doorCode: 'קוד כניסה',
    notes: 'לבעלי הכרטיסים',
  },
  errors: {
    companyTaken: 'אתר אחר כבר משתמש בדומיין או בשם המקוצר הזה.',
    pageAddressTaken: 'האתר כבר משתמש בכתובת הזו לאחד מהעמודים שלו. בחרו כתובת אחרת.',
    lastOwner: 'לחברה חייב להיות לפחות בעלים אחד.',
    alreadyStaff: 'הכתובת הזו כבר שייכת לצוות.',
    onlyOnDemandFirstWatch: 'רק לאירועים לפי דרישה יש צפייה ראשונה.',
    tooDeep: 'הבקשה מקננת רשימות או אובייקטים ביותר מ-{{depth}} רמות.',
  },
};
