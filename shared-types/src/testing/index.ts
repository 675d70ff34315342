export * from './builders';
export * from './givingBuilders';
export * from './messagingBuilders';
export * from './parishBuilders';
export * from './scheduleBuilders';
