/** The administrator the e2e portal creates at start (ADMIN_EMAIL and ADMIN_PASSWORD, as in production). */
export const E2E_ADMIN = { email: 'admin@cmsp.test', password: 'E2e admin pass 1' } as const;
