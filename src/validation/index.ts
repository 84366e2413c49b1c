export * from './rules';
export * from './schema';
export * from './forms';
export * from './uploads';
export * from './participation';
