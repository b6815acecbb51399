export * from './media.constants';
export * from './media.messages';
export * from './media.patterns';
export * from './media.types';
export * from './static-map-route';
export * from './optimized-image-path';
