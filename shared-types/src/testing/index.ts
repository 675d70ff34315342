export * from './builders';
