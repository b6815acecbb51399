import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { mockViewportWidth } from './match-media.mock';

// Lazy routes load their chunk on first render; on a busy two-core CI machine that can take
// longer than Testing Library's default 1 s wait for an element to appear.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => mockViewportWidth(1280));
afterEach(cleanup);
