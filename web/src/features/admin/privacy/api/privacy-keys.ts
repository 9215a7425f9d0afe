/** The privacy tab's queries, under 'admin' so a sign-out drops them with the rest. */
export const privacyKeys = {
  requests: ['admin', 'privacy-requests'] as const,
  breaches: ['admin', 'breaches'] as const,
};
