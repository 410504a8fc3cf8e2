import type { SeatCategoryPrices, TicketTypeDiscounts } from '@screener/contracts/seat-booking';
import type { companies } from '../modules/companies/schema.ts';
import type { QaInfo } from '../modules/screenings/schema.ts';

/**
 * The words and numbers of the two demo sites. `seed.ts` turns them into rows; the shape of the
 * programme (which event is live, which is on demand, ...) is the same for both.
 */

/** The eight events every demo company runs, one per row of the programme in `seed.ts`. */
export const DEMO_EVENT_KEYS = [
  'liveNow',
  'premiere',
  'talk',
  'archive',
  'gala',
  'hybrid',
  'onDemand',
  'members',
] as const;
export type DemoEventKey = (typeof DEMO_EVENT_KEYS)[number];

type Text = { title: string; description: string };
type PlanText = { name: string; description: string; priceMinor: number };

export type DemoCompanyContent = {
  company: Omit<typeof companies.$inferInsert, 'logoUrl' | 'faviconUrl'>;
  brand: { accent: string; text: string; initials: string };
  posterColors: readonly (readonly [string, string])[];
  viewer: { email: string; name: string; language: string; countryCode: string };
  films: readonly {
    title: string;
    subtitle: string | null;
    description: string;
    producerName: string;
    directorName: string;
    runningTimeMinutes: number;
    year: number;
    countries: string[];
    languages: string[];
    genre: string;
    castNames: string[];
  }[];
  events: Record<DemoEventKey, Text>;
  venue: { name: string; address: string; navigationLink: string; notes: string };
  pages: readonly { slug: string; title: string; description: string; externalUrl: string | null }[];
  plans: { single: PlanText; group: PlanText; vod: PlanText; physical: PlanText; subscription: PlanText };
  groupPurchaseMessage: string;
  seatCategoryPrices: SeatCategoryPrices;
  ticketTypeDiscounts: TicketTypeDiscounts;
  subscriptionPlans: {
    month: { name: string; amountMinor: number };
    year: { name: string; amountMinor: number };
  };
  chatRoomTitle: string;
  liveChat: { content: string; messages: readonly string[] };
  donationPurpose: string;
  qaInfo: QaInfo;
  customLink: { label: string; url: string };
};

export const festivalContent: DemoCompanyContent = {
  company: {
    title: 'Northern Lights Film Festival',
    slug: 'northern-lights',
    domain: 'festival.localhost',
    notes: 'Demo festival: English, light theme, passes, seats and on-demand films.',
    currency: 'EUR',
    timezone: 'Europe/London',
    showCompanyBranding: false,
    customProperties: {
      language: 'en',
      rtl: false,
      theme: {
        primaryColor: '#1B2A6B',
        secondaryColor: '#E0A526',
        backgroundColor: '#F7F4EC',
        darkMode: false,
        fontFamily: 'Alef',
      },
      timezone: 'Europe/London',
      country: 'GB',
      banner_message:
        'Festival passes are on sale: eight evenings of new northern cinema, online and at Aurora Hall.',
      logo_as_header: false,
      powered_by_message: null,
      disabled_default_pages: [],
      fbpixelId: null,
      advertising_layout: false,
      external_home_url: null,
      show_pricing_menu: true,
      // An online video would show as a broken frame in the offline demo; companies set their own.
      promo_trailer_url: null,
      hide_yearly_plans: false,
      hide_watch_link: false,
    },
    paymentSetting: {
      enabled_payment_gateways: ['sandbox', 'stripe', 'paypal'],
      statement_descriptor_suffix: 'NLFF',
    },
    /*
     * Both mailing-list values are set so the footer shows the newsletter box (newsletter_enabled
     * needs both). No mailing-list provider is configured in the demo, so sign-ups are kept in
     * `newsletter_subscribers` with provider status `local`; the key is a placeholder, never sent.
     */
    mailingListApiKey: 'demo-local-only',
    mailingListId: 'northern-lights-news',
    vodCommissionPercent: 15,
    askMobileAtRegistration: false,
  },
  brand: { accent: '#E0A526', text: '#1B2A6B', initials: 'NL' },
  posterColors: [
    ['#1B2A6B', '#3FA7A0'],
    ['#5B2A86', '#E0A526'],
    ['#0F4C5C', '#9BC53D'],
    ['#3D3B8E', '#B8D8D8'],
  ],
  viewer: { email: 'viewer@festival.localhost', name: 'Alex Morgan', language: 'en', countryCode: 'GB' },
  films: [
    {
      title: 'Aurora Over the Fjord',
      subtitle: 'A northern love story',
      description: '<p>Two ferry pilots fall for each other during the longest night of the year.</p>',
      producerName: 'Fjordlight Pictures',
      directorName: 'Ingrid Solberg',
      runningTimeMinutes: 98,
      year: 2025,
      countries: ['NO', 'SE'],
      languages: ['no', 'en'],
      genre: 'Romance',
      castNames: ['Sofie Dahl', 'Erik Vang', 'Liv Aas'],
    },
    {
      title: "The Lighthouse Keeper's Daughter",
      subtitle: null,
      description: '<p>A girl keeps the light burning through a winter storm after her father falls ill.</p>',
      producerName: 'Harbour Films',
      directorName: 'Callum Reid',
      runningTimeMinutes: 84,
      year: 2024,
      countries: ['GB'],
      languages: ['en', 'gd'],
      genre: 'Drama',
      castNames: ['Isla Mackay', 'Rory Bain'],
    },
    {
      title: 'Midnight Sun Express',
      subtitle: 'A night train thriller',
      description: '<p>A stolen manuscript, a sleeper train and twenty-four hours of daylight.</p>',
      producerName: 'Polar Rail Productions',
      directorName: 'Maja Lindqvist',
      runningTimeMinutes: 112,
      year: 2025,
      countries: ['SE', 'FI'],
      languages: ['sv', 'fi', 'en'],
      genre: 'Thriller',
      castNames: ['Jonas Berg', 'Aino Virtanen', 'Nils Ek'],
    },
    {
      title: 'Snowbound Voices',
      subtitle: 'Documentary',
      description: '<p>Choirs of the far north sing through the polar night.</p>',
      producerName: 'Tundra Docs',
      directorName: 'Aiyana Frost',
      runningTimeMinutes: 76,
      year: 2024,
      countries: ['CA', 'GL'],
      languages: ['en', 'kl'],
      genre: 'Documentary',
      castNames: [],
    },
  ],
  events: {
    liveNow: {
      title: 'Opening Night: Aurora Over the Fjord',
      description: '<p>The festival opens with a double bill, a live chat and a community room.</p>',
    },
    premiere: {
      title: 'Midnight Sun Express: World Premiere',
      description:
        '<p>The world premiere, followed by a Q&amp;A with the director. Not available in the US.</p>',
    },
    talk: {
      title: 'Filmmakers in Conversation',
      description: '<p>A free online talk with this year’s directors.</p>',
    },
    archive: {
      title: 'Northern Voices Retrospective',
      description: '<p>Last week’s retrospective screening.</p>',
    },
    gala: {
      title: 'Closing Gala at Aurora Hall',
      description: '<p>The closing gala in the hall: choose your seats.</p>',
    },
    hybrid: {
      title: "The Lighthouse Keeper's Daughter: In the Hall and Online",
      description: '<p>Watch from home or take a seat at Aurora Hall.</p>',
    },
    onDemand: {
      title: 'Snowbound Voices (On Demand)',
      description: '<p>Rent it for 48 hours from your first watch.</p>',
    },
    members: {
      title: "Members' Collection",
      description: '<p>Every festival film, included with a subscription.</p>',
    },
  },
  venue: {
    name: 'Aurora Hall',
    address: '12 Harbour Street, Glasgow G1 1AA',
    navigationLink: 'https://www.openstreetmap.org/?mlat=55.8570&mlon=-4.2550#map=17/55.8570/-4.2550',
    notes: 'Doors open 30 minutes before the screening. Step-free access from the harbour side.',
  },
  pages: [
    {
      slug: 'programme-notes',
      title: 'Programme notes',
      description: '<p>Eight evenings of new northern cinema, chosen by our programme team.</p>',
      externalUrl: null,
    },
    {
      slug: 'visiting',
      title: 'Visiting the festival',
      description:
        '<p>Aurora Hall is a five-minute walk from Central Station. All screenings are step-free.</p>',
      externalUrl: null,
    },
    {
      slug: 'press',
      title: 'Press',
      description: '',
      externalUrl: 'https://example.org/northern-lights/press',
    },
  ],
  plans: {
    single: { name: 'Single ticket', description: 'One online screening.', priceMinor: 800 },
    group: { name: 'Festival pass', description: 'Three festival events for one price.', priceMinor: 2500 },
    vod: { name: '48-hour rental', description: 'Watch within 48 hours of pressing play.', priceMinor: 499 },
    physical: { name: 'Hall ticket', description: 'A seat at Aurora Hall.', priceMinor: 1200 },
    subscription: { name: 'Members', description: 'Included with a festival subscription.', priceMinor: 999 },
  },
  groupPurchaseMessage: 'Your festival pass is ready: every event in it is now on your dashboard.',
  seatCategoryPrices: { '10': 1200, '20': 900, '30': 1600, '40': 900 },
  ticketTypeDiscounts: { '10': 50, '20': 25, '30': 30 },
  subscriptionPlans: {
    month: { name: 'Festival Monthly', amountMinor: 999 },
    year: { name: 'Festival Yearly', amountMinor: 9900 },
  },
  chatRoomTitle: 'Opening Night Lounge',
  liveChat: {
    content: 'Say hello to the other viewers. Be kind.',
    messages: ['Welcome to opening night! The Q&A starts after the second film.', 'Greetings from Bergen!'],
  },
  donationPurpose: 'Support new filmmakers from the north',
  qaInfo: {
    title: 'Q&A with Maja Lindqvist',
    message: 'Join the director live after the screening.',
    zoom_link: 'https://example.org/meet/northern-lights-qa',
    meeting_id: '812 4471 0093',
    password: 'aurora',
  },
  customLink: { label: 'Festival catalogue', url: 'https://example.org/northern-lights/catalogue' },
};

export const cinemaContent: DemoCompanyContent = {
  company: {
    title: 'קולנוע הים',
    slug: 'cinema-hayam',
    domain: 'cinema.localhost',
    notes: 'Demo cinema: Hebrew, right to left, dark theme, Israeli gateways.',
    currency: 'ILS',
    timezone: 'Asia/Jerusalem',
    showCompanyBranding: true,
    customProperties: {
      language: 'he',
      rtl: true,
      theme: {
        primaryColor: '#3FC1C9',
        secondaryColor: '#FFFFFF',
        backgroundColor: '#0B1320',
        darkMode: true,
        fontFamily: 'Alef',
      },
      timezone: 'Asia/Jerusalem',
      country: 'IL',
      banner_message: 'מנוי חודשי חדש: כל הסרטים לפי דרישה במחיר אחד.',
      logo_as_header: false,
      powered_by_message: 'קולנוע הים, בשיתוף Screener',
      /** The cinema replaces the built-in about page with its own `about-us` page. */
      disabled_default_pages: ['about'],
      fbpixelId: null,
      advertising_layout: false,
      external_home_url: null,
      show_pricing_menu: false,
      promo_trailer_url: null,
      hide_yearly_plans: true,
      hide_watch_link: false,
    },
    paymentSetting: {
      enabled_payment_gateways: ['sandbox', 'meshulam', 'admin_pay'],
      statement_descriptor_suffix: null,
    },
    /** No mailing list: the footer hides the newsletter box. */
    mailingListApiKey: null,
    mailingListId: null,
    vodCommissionPercent: 0,
    askMobileAtRegistration: true,
  },
  brand: { accent: '#3FC1C9', text: '#FFFFFF', initials: 'ים' },
  posterColors: [
    ['#0B1320', '#3FC1C9'],
    ['#2B2D42', '#EF8354'],
    ['#1B3B6F', '#F4D35E'],
    ['#3A0CA3', '#4CC9F0'],
  ],
  viewer: { email: 'viewer@cinema.localhost', name: 'נועה כהן', language: 'he', countryCode: 'IL' },
  films: [
    {
      title: 'גלים של זיכרון',
      subtitle: 'דרמה',
      description: '<p>דייג זקן ונכדתו משחזרים קיץ אחד על חוף יפו.</p>',
      producerName: 'הפקות החוף',
      directorName: 'מיכל לוי',
      runningTimeMinutes: 95,
      year: 2025,
      countries: ['IL'],
      languages: ['he'],
      genre: 'דרמה',
      castNames: ['רותם אלון', 'דוד פרץ'],
    },
    {
      title: 'השומר של יפו',
      subtitle: null,
      description: '<p>שומר לילה בנמל מגלה מכתבים שלא נשלחו.</p>',
      producerName: 'סרטי הנמל',
      directorName: 'יונתן ברק',
      runningTimeMinutes: 88,
      year: 2024,
      countries: ['IL', 'FR'],
      languages: ['he', 'fr'],
      genre: 'מותחן',
      castNames: ['אורי שגיא', 'נועה בן דוד'],
    },
    {
      title: 'קיץ אחרון בעכו',
      subtitle: 'קומדיה',
      description: '<p>שלושה חברים, קיוסק אחד וחופשת קיץ שלא נגמרת.</p>',
      producerName: 'חומות הפקות',
      directorName: 'רנא חורי',
      runningTimeMinutes: 101,
      year: 2025,
      countries: ['IL'],
      languages: ['he', 'ar'],
      genre: 'קומדיה',
      castNames: ['סאמר חדאד', 'מאיה רוזן', 'אלון גל'],
    },
    {
      title: 'קולות מהמדבר',
      subtitle: 'תיעודי',
      description: '<p>מקהלה של נשים מהנגב יוצאת למסע הופעות.</p>',
      producerName: 'דיונה תיעודי',
      directorName: 'אבי שושן',
      runningTimeMinutes: 72,
      year: 2024,
      countries: ['IL'],
      languages: ['he', 'ar'],
      genre: 'תיעודי',
      castNames: [],
    },
  ],
  events: {
    liveNow: {
      title: 'ערב פתיחה: גלים של זיכרון',
      description: '<p>ערב הפתיחה: שני סרטים, צ׳אט חי וחדר קהילה.</p>',
    },
    premiere: {
      title: 'בכורה: קיץ אחרון בעכו',
      description: '<p>הקרנת בכורה ושיחה עם הבמאית. לא זמין בארצות הברית.</p>',
    },
    talk: { title: 'שיחה עם היוצרים', description: '<p>שיחה מקוונת חינמית עם יוצרי העונה.</p>' },
    archive: { title: 'רטרוספקטיבה: השומר של יפו', description: '<p>ההקרנה מהשבוע שעבר.</p>' },
    gala: { title: 'הקרנה חגיגית באולם הים', description: '<p>הקרנה חגיגית באולם: בחרו מקומות.</p>' },
    hybrid: { title: 'השומר של יפו: באולם ובבית', description: '<p>צפו מהבית או שבו באולם הים.</p>' },
    onDemand: { title: 'קולות מהמדבר (לפי דרישה)', description: '<p>השכרה ל-48 שעות מהצפייה הראשונה.</p>' },
    members: { title: 'אוסף המנויים', description: '<p>כל הסרטים כלולים במנוי.</p>' },
  },
  venue: {
    name: 'אולם הים',
    address: 'שדרות ירושלים 1, תל אביב-יפו',
    navigationLink: 'https://www.openstreetmap.org/?mlat=32.0530&mlon=34.7580#map=17/32.0530/34.7580',
    notes: 'הדלתות נפתחות חצי שעה לפני ההקרנה. כניסה נגישה מצד הים.',
  },
  pages: [
    {
      slug: 'about-us',
      title: 'אודות הקולנוע',
      description: '<p>קולנוע הים מקרין סרטים ישראליים חדשים, באולם ובבית.</p>',
      externalUrl: null,
    },
    {
      slug: 'accessibility',
      title: 'נגישות',
      description: '<p>האולם נגיש לכיסאות גלגלים ויש בו מקומות ישיבה מותאמים.</p>',
      externalUrl: null,
    },
    {
      slug: 'instagram',
      title: 'אינסטגרם',
      description: '',
      externalUrl: 'https://example.org/cinema-hayam/instagram',
    },
  ],
  plans: {
    single: { name: 'כרטיס בודד', description: 'הקרנה מקוונת אחת.', priceMinor: 3500 },
    group: { name: 'כרטיסייה', description: 'שלושה אירועים במחיר אחד.', priceMinor: 9900 },
    vod: { name: 'השכרה ל-48 שעות', description: 'צפייה בתוך 48 שעות מהלחיצה על צפייה.', priceMinor: 1990 },
    physical: { name: 'כרטיס לאולם', description: 'מקום באולם הים.', priceMinor: 4500 },
    subscription: { name: 'מנויים', description: 'כלול במנוי.', priceMinor: 3990 },
  },
  groupPurchaseMessage: 'הכרטיסייה מוכנה: כל האירועים שבה מחכים בלוח הבקרה.',
  seatCategoryPrices: { '10': 4500, '20': 3500, '30': 6000, '40': 3500 },
  ticketTypeDiscounts: { '10': 50, '20': 20, '30': 30 },
  subscriptionPlans: {
    month: { name: 'מנוי חודשי', amountMinor: 3990 },
    year: { name: 'מנוי שנתי', amountMinor: 39900 },
  },
  chatRoomTitle: 'הלובי של ערב הפתיחה',
  liveChat: {
    content: 'אמרו שלום לצופים האחרים. בנימוס.',
    messages: ['ברוכים הבאים לערב הפתיחה!', 'שלום מחיפה!'],
  },
  donationPurpose: 'תמיכה ביוצרים צעירים',
  qaInfo: {
    title: 'שיחה עם רנא חורי',
    message: 'הצטרפו לשיחה חיה עם הבמאית אחרי ההקרנה.',
    zoom_link: 'https://example.org/meet/cinema-hayam-qa',
    meeting_id: '733 9021 4410',
    password: 'hayam',
  },
  customLink: { label: 'התוכנייה המלאה', url: 'https://example.org/cinema-hayam/programme' },
};

export const DEMO_COMPANIES: readonly DemoCompanyContent[] = [festivalContent, cinemaContent];
