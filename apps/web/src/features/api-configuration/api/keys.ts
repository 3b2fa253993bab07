/** Query keys of the API configuration area. */
export const apiConfigurationKeys = {
  all: ['api-configuration'] as const,
  current: () => [...apiConfigurationKeys.all, 'current'] as const,
  replays: () => [...apiConfigurationKeys.all, 'webhook-replays'] as const,
};
