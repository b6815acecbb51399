export * from './plan-form.options';
export * from './plan-trip.messages';
export * from './plan-dates';
export * from './route-change';
export * from './plan-trip.dto';
export * from './rest-days';
export * from './itinerary.types';
export * from './cost-estimate.format';
