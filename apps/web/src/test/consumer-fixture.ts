import type { ConsumerProfile } from '@screener/contracts/auth';

/** A signed-up viewer with a password, as a login answers it, for web tests. */
export function consumerFixture(overrides: Partial<ConsumerProfile> = {}): ConsumerProfile {
  return {
    id: 3,
    uuid: 'u-3',
    name: 'Alex Morgan',
    email: 'alex@example.test',
    phone: null,
    city: null,
    country_code: null,
    is_password_skipped: false,
    has_password: true,
    ...overrides,
  };
}
