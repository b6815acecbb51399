import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { mockViewportWidth } from './match-media.mock';

beforeEach(() => mockViewportWidth(1280));
afterEach(cleanup);
