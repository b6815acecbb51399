import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { trimEmotionRules } from './emotion-rules';
import { skipImpossibleStyleRules } from './selector-subjects';
import { findLabelControlsById } from './label-controls';
import { resetAnalyticsForTests } from '../shared/analytics/analytics.service';
import { mockViewportWidth } from './match-media.mock';

// Specs wait for what the screen shows (findBy*, waitFor), never for a time. A lazy route loads
// its chunk on first render, which on a busy two-core machine can take many seconds, so the wait
// gives up only far later than that: a passing spec returns the moment the screen is right, and
// only a screen that never comes right runs it out (vitest.config.ts allows a spec longer still).
configure({ asyncUtilTimeout: 60_000 });

// Specs of the server render run in Node (`@vitest-environment node`), with no window.
if (typeof window !== 'undefined') {
  trimEmotionRules();
  skipImpossibleStyleRules(document);
  findLabelControlsById();
  beforeEach(() => mockViewportWidth(1280));
  afterEach(cleanup);
  // A page view tracked by a test would otherwise be sent a second later, into the next test's
  // fetch mock or after the test environment is gone.
  afterEach(resetAnalyticsForTests);
}
