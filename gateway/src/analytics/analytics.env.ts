import { GA4_MEASUREMENT_ID_PATTERN } from '@roadbook/contracts';
import { IsEmail, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';

/** First-party analytics, Google Analytics 4 if the operator wants it, and the contact address. */
export class AnalyticsEnv {
  /** How long reported events are counted in memory before they are stored as one write. */
  @IsInt()
  @Min(100)
  @Max(60_000)
  ANALYTICS_FLUSH_MS: number = 1000;

  /** Analytics requests one address may send per minute (each carries up to 20 events). */
  @IsInt()
  @Min(1)
  ANALYTICS_LIMIT_PER_IP: number = 120;

  /**
   * A Google Analytics 4 measurement id (`G-XXXXXXX`). Off unless set: then the web loads
   * Google's tag and forwards the same events, and the CSP lets it reach Google's hosts.
   */
  @IsOptional()
  @Matches(GA4_MEASUREMENT_ID_PATTERN, {
    message: 'GA4_MEASUREMENT_ID must be a Google Analytics 4 measurement id such as G-ABC123XYZ',
  })
  GA4_MEASUREMENT_ID?: string;

  /** The address the contact page shows; without one the page says none is published. */
  @IsOptional()
  @IsEmail({}, { message: 'CONTACT_EMAIL must be an e-mail address' })
  CONTACT_EMAIL?: string;
}
