/** The white-labelling module's public face: what other modules and the app may use of it. */
export { type BrandingFacts, logoHashOf, publicBranding, shownName } from './branding-model.ts';
export { brandingFacts } from './branding-service.ts';
export { INLINE_LOGO_MAX_BYTES, inlineLogo } from './inline-logo.ts';
export { mailBrand, mailBrandFrom } from './mail-brand.ts';
export { whiteLabellingRoutes } from './routes.ts';
