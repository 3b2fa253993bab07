/** The auth module's public face: what other modules, jobs and the app may use of it. */
export { sendAccountMail } from './account-mail.ts';
export { hashPassword, passwordProblems, verifyPassword } from './passwords.ts';
export { authRoutes } from './routes.ts';
export { sessionUser } from './service.ts';
export { consumeToken, issueToken } from './tokens.ts';
