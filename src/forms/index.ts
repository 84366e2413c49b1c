export * from './use-form';
export * from './fields';
export * from './controls';
export * from './PlaceFields';
