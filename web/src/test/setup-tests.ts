import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { resetAnalyticsForTests } from '../shared/analytics/analytics.service';
import { mockViewportWidth } from './match-media.mock';

// Lazy routes load their chunk on first render; on a busy two-core CI machine that can take
// longer than Testing Library's default 1 s wait for an element to appear.
configure({ asyncUtilTimeout: 5_000 });

// Specs of the server render run in Node (`@vitest-environment node`), with no window.
if (typeof window !== 'undefined') {
  beforeEach(() => mockViewportWidth(1280));
  afterEach(cleanup);
  // A page view tracked by a test would otherwise be sent a second later, into the next test's
  // fetch mock or after the test environment is gone.
  afterEach(resetAnalyticsForTests);
}
