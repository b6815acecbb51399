export { renderStaticMapSvg } from './static-map.renderer';
export type { StaticMapOptions } from './static-map.renderer';
export { BOUNDARIES_ATTRIBUTION, offlineBoundaries } from './boundaries';
