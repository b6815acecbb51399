import { validateEnv } from '@roadbook/platform';
import { AnalyticsEnv } from './analytics.env';

describe('AnalyticsEnv', () => {
  it('leaves Google Analytics and the contact address off by default', () => {
    const env = validateEnv(AnalyticsEnv, {});
    expect(env.GA4_MEASUREMENT_ID).toBeUndefined();
    expect(env.CONTACT_EMAIL).toBeUndefined();
    expect(env.ANALYTICS_FLUSH_MS).toBe(1000);
  });

  it('takes a GA4 measurement id and a contact address', () => {
    const env = validateEnv(AnalyticsEnv, {
      GA4_MEASUREMENT_ID: 'G-ABC123XYZ',
      CONTACT_EMAIL: 'riders@example.org',
    });
    expect(env.GA4_MEASUREMENT_ID).toBe('G-ABC123XYZ');
    expect(env.CONTACT_EMAIL).toBe('riders@example.org');
  });

  it.each(['UA-12345-1', 'G-', 'g-abc123', 'G-ABC 123'])(
    'refuses %s as a measurement id, naming the variable',
    (id) => {
      expect(() => validateEnv(AnalyticsEnv, { GA4_MEASUREMENT_ID: id })).toThrow(
        /GA4_MEASUREMENT_ID/,
      );
    },
  );

  it('refuses a contact address that is no e-mail address', () => {
    expect(() => validateEnv(AnalyticsEnv, { CONTACT_EMAIL: 'call us' })).toThrow(/CONTACT_EMAIL/);
  });
});
