import 'i18next';
import type adminEn from './admin/en.json';
import type awardsEn from './awards/en.json';
import type bookingsEn from './bookings/en.json';
import type chatRoomEn from './chat-room/en.json';
import type en from './en.json';
import type filmsEn from './films/en.json';
import type previewEn from './preview/en.json';
import type privacyEn from './privacy/en.json';
import type registrationEn from './registration/en.json';
import type subscriptionsEn from './subscriptions/en.json';
import type tvEn from './tv/en.json';
import type venuesEn from './venues/en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    fallbackNS: 'translation';
    resources: {
      translation: typeof en;
      admin: typeof adminEn;
      awards: typeof awardsEn;
      bookings: typeof bookingsEn;
      'chat-room': typeof chatRoomEn;
      films: typeof filmsEn;
      preview: typeof previewEn;
      privacy: typeof privacyEn;
      registration: typeof registrationEn;
      subscriptions: typeof subscriptionsEn;
      tv: typeof tvEn;
      venues: typeof venuesEn;
    };
  }
}
